import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PolicyPage } from '@/features/policy/components/policy-page';
import { policyMetadata, policyStaticParams, resolvePolicy } from '@/features/policy/lib/route';
import { companyInfo } from '@/lib/site-config';

/** /policy/terms and /policy/privacy: the version in force. Static (no cookies, no query); unknown ids are 404. */
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = policyStaticParams;

type Params = Promise<{ policy: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const document = resolvePolicy((await params).policy);
  return document ? policyMetadata(document) : {};
}

export default async function PolicyRoute({ params }: { params: Params }) {
  const document = resolvePolicy((await params).policy);
  if (!document) notFound();
  return <PolicyPage document={document} company={companyInfo()} />;
}
