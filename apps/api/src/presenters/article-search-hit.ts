import { articleLabel, highlight, publicLeadText, snippet, type SearchHitDto } from '@spi/core';
import type { ArticleListRow } from '../loaders/load-articles';
import { thumbnailUrl } from './article-media';

export const SNIPPET_LENGTH = 160;

/**
 * A search hit: title and snippet escaped with the matches in <mark>. The snippet is cut from the
 * description and the public lead only, never from the member-only part.
 */
export function presentSearchHit(row: ArticleListRow & { html: string }, query: string): SearchHitDto {
  const publicText = `${row.description} ${publicLeadText(row.html, row.isMemberOnly)}`;
  return {
    contentType: 'CONTENT',
    articleId: row.id,
    titleHtml: highlight(row.title, query),
    snippetHtml: snippet(publicText, query, SNIPPET_LENGTH),
    label: articleLabel(row.categoryPath, row.seriesName),
    published: (row.publishedAt ?? row.updatedAt).toISOString(),
    isMemberOnly: row.isMemberOnly,
    thumbnail: thumbnailUrl(row.thumbnailMediaId, row.thumbnailVariants),
  };
}
