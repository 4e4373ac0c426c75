import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CityfolioEditorScreen } from '@/features/cms/components/cityfolio/cityfolio-editor';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '시티폴리오 편집', robots: { index: false } };

/** /admin/cityfolio/{itemId}: the editor of a stored event, video or book. */
export default async function Page({ params, searchParams }: { params: Promise<{ itemId: string }>; searchParams: Promise<PageSearchParams> }) {
  const { itemId } = await params;
  await requirePageAccess(pageAccess, pagePath(`/admin/cityfolio/${itemId}`, await searchParams));
  if (!/^[1-9]\d{0,9}$/.test(itemId)) notFound();
  return <CityfolioEditorScreen itemId={Number(itemId)} kind={null} />;
}
