import type { Metadata } from 'next';
import { DealEditorScreen } from '@/features/cms/components/market/deal-editor';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '새 딜 등록', robots: { index: false } };

/** /admin/deals/new: one deal typed in. */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/deals/new', await searchParams));
  return <DealEditorScreen dealId={null} />;
}
