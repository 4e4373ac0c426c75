import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleEditorScreen } from '@/features/cms/components/editor/article-editor-screen';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { cmsRoles } from '../../cms-viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '기사 편집', robots: { index: false } };

/** /admin/articles/{articleId}: the editor of a saved article. */
export default async function EditArticlePage({ params, searchParams }: { params: Promise<{ articleId: string }>; searchParams: Promise<PageSearchParams> }) {
  const { articleId } = await params;
  const viewer = await requirePageAccess(pageAccess, pagePath(`/admin/articles/${articleId}`, await searchParams));
  if (!/^\d{1,12}$/.test(articleId) || Number(articleId) < 1) notFound();
  return <ArticleEditorScreen articleId={Number(articleId)} isAdmin={cmsRoles(viewer).admin} />;
}
