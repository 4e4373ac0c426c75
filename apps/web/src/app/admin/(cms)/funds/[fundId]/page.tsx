import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FUND_ID_PATTERN } from '@spi/core';
import { FundEditorScreen } from '@/features/cms/components/market/fund-editor';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '펀드 편집', robots: { index: false } };

/** /admin/funds/{fundId}: the editor of a stored fund with its reports and audit trail. */
export default async function Page({ params, searchParams }: { params: Promise<{ fundId: string }>; searchParams: Promise<PageSearchParams> }) {
  const { fundId } = await params;
  await requirePageAccess(pageAccess, pagePath(`/admin/funds/${fundId}`, await searchParams));
  if (!FUND_ID_PATTERN.test(fundId)) notFound();
  return <FundEditorScreen fundId={fundId} />;
}
