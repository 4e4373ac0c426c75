import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fetchArticleAsGuest } from '@/features/articles/api/content-server';
import { ArticlePage } from '../_components/article-page';
import { articleMetadata } from '@/features/articles/lib/article-seo';
import { parseArticleId } from '@/features/articles/lib/list-params';

/**
 * The article page as a cached, static page. Readers never see this address: next.config.ts rewrites
 * the public, canonical /article?id=N here (and redirects /article/N back to it), so the page is rendered
 * once per change instead of once per request. It reads no cookies and no search params: the HTML is the
 * guest's version (the lead of a member-only article, never its body). The reader's own version, scrap
 * state and view count load in the browser. Freshness: the guest fetch carries the tags 'article:<id>'
 * and 'articles', which the API's content-change notifier expires on every web process when an editor
 * publishes, edits or unpublishes; `revalidate` is the backstop.
 */
export const revalidate = 300;
export const dynamicParams = true;

/** No article is rendered at build time (the API may not run then); each is rendered on its first visit. */
export function generateStaticParams(): Array<{ articleId: string }> {
  return [];
}

type Params = Promise<{ articleId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = parseArticleId((await params).articleId);
  const article = id ? await fetchArticleAsGuest(id) : null;
  if (!article) return { title: '기사를 찾을 수 없습니다', robots: { index: false } };
  return articleMetadata(article);
}

export default async function CachedArticleRoute({ params }: { params: Params }) {
  const id = parseArticleId((await params).articleId);
  const article = id ? await fetchArticleAsGuest(id) : null;
  if (!article) notFound();
  return <ArticlePage article={article} />;
}
