import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DEAL_ID_PATTERN } from '@spi/core';
import { DealEditorScreen } from '@/features/cms/components/market/deal-editor';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '딜 편집', robots: { index: false } };

/** /admin/deals/{dealId}: the editor of a stored deal with its audit trail. */
export default async function Page({ params, searchParams }: { params: Promise<{ dealId: string }>; searchParams: Promise<PageSearchParams> }) {
  const { dealId } = await params;
  await requirePageAccess(pageAccess, pagePath(`/admin/deals/${dealId}`, await searchParams));
  if (!DEAL_ID_PATTERN.test(dealId)) notFound();
  return <DealEditorScreen dealId={dealId} />;
}
