import type { Metadata } from 'next';
import { FundListScreen } from '@/features/cms/components/market/fund-list-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/funds', title: '사모펀드 관리' }), robots: { index: false } };

/** /admin/funds: the fund records (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/funds', await searchParams));
  return <FundListScreen />;
}
