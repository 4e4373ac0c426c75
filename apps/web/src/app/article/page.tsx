import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fetchArticleAsGuest } from '@/features/articles/api/content-server';
import { articleMetadata } from '@/features/articles/lib/article-seo';
import { parseArticleId, parseListParams } from '@/features/articles/lib/list-params';
import { pageMetadata } from '@/lib/metadata';
import { ArticlePage } from './_components/article-page';
import { PRO_DESCRIPTION, ProList } from './_components/pro-list';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const params = await searchParams;
  if (params.id !== undefined) {
    const id = parseArticleId(params.id);
    const article = id ? await fetchArticleAsGuest(id) : null;
    if (!article) return { title: '기사를 찾을 수 없습니다', robots: { index: false } };
    return articleMetadata(article);
  }
  return pageMetadata({ path: '/article', title: 'SPI Pro', description: PRO_DESCRIPTION });
}

/**
 * /article: the SPI Pro list; /article?id=N: the article page. Both are normally served by cached routes
 * (next.config.ts rewrites ?id=N to app/article/[articleId]; the proxy rewrites list views to
 * app/article/list/[view]). This per-request render is the fallback for what those do not take: a
 * malformed or repeated id (the 404 page), or a request the proxy skipped.
 */
export default async function ArticleRoute({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  if (params.id !== undefined) {
    const id = parseArticleId(params.id);
    const article = id ? await fetchArticleAsGuest(id) : null;
    if (!article) notFound();
    return <ArticlePage article={article} />;
  }
  return <ProList {...parseListParams(params)} />;
}
