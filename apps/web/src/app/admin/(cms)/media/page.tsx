import type { Metadata } from 'next';
import { MediaLibraryScreen } from '@/features/cms/components/media/media-library-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/media', title: '미디어 라이브러리' }), robots: { index: false } };

/** /admin/media: 미디어 라이브러리 (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/media', await searchParams));
  return <MediaLibraryScreen />;
}
