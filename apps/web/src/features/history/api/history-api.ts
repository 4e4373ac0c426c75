'use client';

import { API_ROOTS } from '@spi/core';
import type { historyResponseSchema } from '@spi/core';
import { lazySchemas } from '@/lib/lazy-contracts';
import { api } from '@/lib/api-client';

export type HistoryPage = ReturnType<typeof historyResponseSchema.parse>;

export const HISTORY_PAGE_SIZE = 20;

export const historyKeys = {
  list: (userId: string) => ['user', userId, 'article-history'] as const,
};

/** GET /api/seoul/v1/user_article_histories/{userId}/articles?page&size&sort=created,desc (page from 0). */
export function fetchHistoryPage(userId: string, page: number, size = HISTORY_PAGE_SIZE): Promise<HistoryPage> {
  return api.get(`${API_ROOTS.seoul}/user_article_histories/${encodeURIComponent(userId)}/articles`, {
    schema: lazySchemas.history,
    query: { page, size, sort: 'created,desc' },
  });
}
