import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ArticleListScreen } from '@/features/cms/components/articles/article-list-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin', title: '기사 관리' }), robots: { index: false } };

/** /admin: the CMS article list (editors and admins). */
export default async function AdminArticlesPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin', await searchParams));
  return (
    <Suspense fallback={null}>
      <ArticleListScreen />
    </Suspense>
  );
}
