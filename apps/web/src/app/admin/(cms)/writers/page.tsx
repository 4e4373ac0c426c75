import type { Metadata } from 'next';
import { WritersScreen } from '@/features/cms/components/taxonomy/writers-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/writers', title: '필자 관리' }), robots: { index: false } };

/** /admin/writers: 필자 관리 (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/writers', await searchParams));
  return <WritersScreen />;
}
