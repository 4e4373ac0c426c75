import type { Metadata } from 'next';
import { FundEditorScreen } from '@/features/cms/components/market/fund-editor';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '새 펀드 등록', robots: { index: false } };

/** /admin/funds/new: one fund typed in. */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/funds/new', await searchParams));
  return <FundEditorScreen fundId={null} />;
}
