import type { Metadata } from 'next';
import { CityfolioListScreen } from '@/features/cms/components/cityfolio/cityfolio-list-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/cityfolio', title: '시티폴리오 관리' }), robots: { index: false } };

/** /admin/cityfolio: the city-portfolio events, videos and books (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/cityfolio', await searchParams));
  return <CityfolioListScreen />;
}
