import type { Metadata } from 'next';
import { DealListScreen } from '@/features/cms/components/market/deal-list-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/deals', title: '딜정보 관리' }), robots: { index: false } };

/** /admin/deals: the deal records (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/deals', await searchParams));
  return <DealListScreen />;
}
