import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PolicyPage } from '@/features/policy/components/policy-page';
import { policyMetadata, policyVersionStaticParams, resolvePolicy } from '@/features/policy/lib/route';
import { companyInfo } from '@/lib/site-config';

/** /policy/<id>/<YYYY-MM-DD>: one version by its effective date. Static; an unknown version is 404. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = policyVersionStaticParams;

type Params = Promise<{ policy: string; version: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { policy, version } = await params;
  const document = resolvePolicy(policy, version);
  return document ? policyMetadata(document) : {};
}

export default async function PolicyVersionRoute({ params }: { params: Params }) {
  const { policy, version } = await params;
  const document = resolvePolicy(policy, version);
  if (!document) notFound();
  return <PolicyPage document={document} company={companyInfo()} />;
}
