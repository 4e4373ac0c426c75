import type { ArticleDetailDto } from '@spi/core';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { ArticleView } from '@/features/articles/components/article-view';
import { ArticleViewCounter } from '@/features/articles/components/article-view-counter';
import { ArticleSectionMarker } from '@/components/layout/header/article-section';

/**
 * The article page's content, composed from the articles and scrap features, for the cached route and
 * the /article?id= fallback: the guest's version of the article, the scrap controls (their state loads
 * in the browser), the view counter, and the article's section for the header's current tab (a lifestyle
 * article selects no SPI Pro tab).
 */
export function ArticlePage({ article }: { article: ArticleDetailDto }) {
  return (
    <>
      <ArticleView
        article={article}
        scrapButton={<ScrapButton contentId={String(article.articleId)} title={article.title} variant="labelled" />}
        cardAction={(item) => <ScrapButton contentId={String(item.articleId)} title={item.title} />}
      />
      <ArticleViewCounter articleId={article.articleId} />
      <ArticleSectionMarker section={article.section} />
    </>
  );
}
