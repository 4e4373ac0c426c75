import type { ArticleListItemDto } from '@spi/core';
import type { HistoryEntry } from '../loaders/load-article-history';
import type { ArticleListRow } from '../loaders/load-articles';
import { presentArticleListItem } from './article';

export type HistoryGroups = Record<string, Array<ArticleListItemDto & { viewedAt: string }>>;

/** History entries grouped by Asia/Seoul day, newest day first (entries arrive newest first). */
export function presentArticleHistory(entries: HistoryEntry[], articles: ArticleListRow[]): HistoryGroups {
  const byId = new Map(articles.map((a) => [a.id, a]));
  const groups: HistoryGroups = {};
  for (const entry of entries) {
    const row = byId.get(entry.articleId);
    if (!row) continue;
    (groups[entry.day] ??= []).push({ ...presentArticleListItem(row), viewedAt: entry.viewedAt.toISOString() });
  }
  return groups;
}
