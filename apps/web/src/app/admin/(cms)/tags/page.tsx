import type { Metadata } from 'next';
import { TagsScreen } from '@/features/cms/components/taxonomy/tags-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/tags', title: '태그 관리' }), robots: { index: false } };

/** /admin/tags: 태그 관리 (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/tags', await searchParams));
  return <TagsScreen />;
}
