import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { CardGridSkeleton } from '@/components/content/states';
import { fetchArticleAsGuest, fetchTaxonomy } from '@/features/articles/api/content-server';
import { ArticleListView } from '@/features/articles/components/article-list';
import { ListFilters } from '@/features/articles/components/list-filters';
import { ListPage } from '@/features/articles/components/list-page';
import { articleMetadata } from '@/features/articles/lib/article-seo';
import { parseArticleId, parseListParams } from '@/features/articles/lib/list-params';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { pageMetadata } from '@/lib/metadata';
import { ArticlePage } from './_components/article-page';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PRO_DESCRIPTION = '상업용 부동산 전문가를 위한 실시간 업계 뉴스와 인사이트';

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
 * /article: the SPI Pro list (category chips, series filter, pages). /article?id=N is rewritten to the
 * cached page app/article/[articleId] (next.config.ts); an id the rewrite does not take (malformed, or
 * repeated) ends here and gets the same page or the 404 page.
 */
export default async function ArticleRoute({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  if (params.id !== undefined) {
    const id = parseArticleId(params.id);
    const article = id ? await fetchArticleAsGuest(id) : null;
    if (!article) notFound();
    return <ArticlePage article={article} />;
  }

  const { category, series, page } = parseListParams(params);
  const taxonomy = await fetchTaxonomy().catch(() => ({ categories: [], series: [] }));
  const categories = taxonomy.categories.filter((c) => c.section === 'PRO' && c.parentId).map((c) => ({ slug: c.slug, name: c.name }));
  const seriesOptions = taxonomy.series.map((s) => ({ slug: s.slug, name: s.name }));
  return (
    <ListPage title="SPI Pro" description={PRO_DESCRIPTION} testId="article-list-page">
      <ListFilters path="/article" categories={categories} series={seriesOptions} current={{ category, series }} />
      <Suspense key={`${category}|${series}|${page}`} fallback={<CardGridSkeleton count={12} />}>
        <ArticleListView
          query={{ section: 'PRO', category, series, page: page - 1 }}
          path="/article"
          pathQuery={{ category, series }}
          cardAction={(item) => <ScrapButton contentId={String(item.articleId)} title={item.title} />}
          empty={{ title: '조건에 맞는 글이 없습니다.', description: '다른 카테고리나 시리즈를 선택해 보세요.' }}
        />
      </Suspense>
    </ListPage>
  );
}
