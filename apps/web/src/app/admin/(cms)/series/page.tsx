import type { Metadata } from 'next';
import { SeriesScreen } from '@/features/cms/components/taxonomy/series-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/series', title: '시리즈 관리' }), robots: { index: false } };

/** /admin/series: 시리즈 관리 (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/series', await searchParams));
  return <SeriesScreen />;
}
