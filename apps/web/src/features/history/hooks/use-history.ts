'use client';

import { useInfiniteQuery } from '@/lib/query';
import { hasNextHistoryPage } from '@/components/content/paging';
import { HISTORY_PAGE_SIZE, fetchHistoryPage, historyKeys } from '../api/history-api';

/** The viewed-article history as an infinite list: page 0 first, a next page while pages × size < count. */
export function useArticleHistory(userId: string) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(userId),
    queryFn: ({ pageParam }) => fetchHistoryPage(userId, pageParam, HISTORY_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      hasNextHistoryPage(pages.length, last.pagination.size || HISTORY_PAGE_SIZE, last.pagination.count) ? pages.length : undefined,
  });
}
