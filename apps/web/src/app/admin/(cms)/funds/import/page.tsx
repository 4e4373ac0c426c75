import type { Metadata } from 'next';
import { MarketImportScreen } from '@/features/cms/components/imports/market-import-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/funds/import', title: '사모펀드 가져오기' }), robots: { index: false } };

/** /admin/funds/import: fund data import (funds, fund_assets, fund_investors) from CSV or XLSX (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/funds/import', await searchParams));
  return <MarketImportScreen dataset="funds" />;
}
