import type { Metadata } from 'next';
import { CategoriesScreen } from '@/features/cms/components/taxonomy/categories-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/categories', title: '카테고리 관리' }), robots: { index: false } };

/** /admin/categories: 카테고리 관리 (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/categories', await searchParams));
  return <CategoriesScreen />;
}
