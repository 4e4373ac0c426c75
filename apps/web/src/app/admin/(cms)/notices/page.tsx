import type { Metadata } from 'next';
import { NoticesScreen } from '@/features/cms/components/notices/notices-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/notices', title: '공지 팝업 관리' }), robots: { index: false } };

/** /admin/notices: the main-home notices (administrators). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/notices', await searchParams));
  return <NoticesScreen />;
}
