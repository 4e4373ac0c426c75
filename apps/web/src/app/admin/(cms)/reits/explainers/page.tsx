import type { Metadata } from 'next';
import { ExplainersScreen } from '@/features/cms/components/reits/explainers-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/reits/explainers', title: '지표 설명' }), robots: { index: false } };

/** /admin/reits/explainers: 리츠포커스 metric explainers (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/reits/explainers', await searchParams));
  return <ExplainersScreen />;
}
