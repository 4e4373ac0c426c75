import type { Metadata } from 'next';
import { CITYFOLIO_KINDS, type CityfolioKind } from '@spi/core';
import { CityfolioEditorScreen } from '@/features/cms/components/cityfolio/cityfolio-editor';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '새 시티폴리오 항목', robots: { index: false } };

/** /admin/cityfolio/new?kind=VIDEO: one event, video or book typed in (the kind can still be changed). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  await requirePageAccess(pageAccess, pagePath('/admin/cityfolio/new', params));
  const raw = typeof params.kind === 'string' ? params.kind.toUpperCase() : '';
  const kind: CityfolioKind = (CITYFOLIO_KINDS as readonly string[]).includes(raw) ? (raw as CityfolioKind) : 'VIDEO';
  return <CityfolioEditorScreen itemId={null} kind={kind} />;
}
