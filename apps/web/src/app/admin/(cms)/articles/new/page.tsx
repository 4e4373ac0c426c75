import type { Metadata } from 'next';
import { ArticleEditorScreen } from '@/features/cms/components/editor/article-editor-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { cmsRoles } from '../../cms-viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/articles/new', title: '새 기사' }), robots: { index: false } };

/** /admin/articles/new: the editor for a new article (saved as a draft first). */
export default async function NewArticlePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageAccess(pageAccess, pagePath('/admin/articles/new', await searchParams));
  return <ArticleEditorScreen articleId={null} isAdmin={cmsRoles(viewer).admin} />;
}
