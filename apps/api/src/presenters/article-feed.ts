import { articleLabel, publicLeadText, type FeedArticleDto } from '@spi/core';
import type { ArticleListRow } from '../loaders/load-articles';
import { mediaUrl } from './article-media';

/** An article in the RSS feed and sitemap: the lead as plain text, never the member-only part. */
export function presentFeedArticle(row: ArticleListRow & { html: string }): FeedArticleDto {
  return {
    articleId: row.id,
    title: row.title,
    description: row.description,
    published: (row.publishedAt ?? row.updatedAt).toISOString(),
    updated: row.updatedAt.toISOString(),
    label: articleLabel(row.categoryPath, row.seriesName),
    section: row.section,
    isMemberOnly: row.isMemberOnly,
    leadText: publicLeadText(row.html, row.isMemberOnly),
    thumbnail: mediaUrl(row.thumbnailMediaId),
    authorName: row.writerName,
  };
}
