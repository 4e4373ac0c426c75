'use client';

import { API_ROOTS } from '@spi/core';
import type { scrapListResponseSchema } from '@spi/core';
import type { ContentType } from '@spi/core';
import { lazySchemas } from '@/lib/lazy-contracts';
import { api } from '@/lib/api-client';

/** /api/seoul/v1/scraps: a signed-in reader's saved content of every content type. */
const SCRAPS = `${API_ROOTS.seoul}/scraps`;

export type ScrapList = ReturnType<typeof scrapListResponseSchema.parse>;

export const scrapKeys = {
  all: (userId: string) => ['scraps', userId] as const,
  ids: (userId: string, contentType: ContentType) => ['scraps', userId, 'ids', contentType] as const,
  list: (userId: string, contentType: ContentType, page: number, size: number) => ['scraps', userId, 'list', contentType, page, size] as const,
};

export function fetchScrapPage(contentType: ContentType | undefined, page: number, size: number): Promise<ScrapList> {
  return api.get(SCRAPS, { schema: lazySchemas.scrapList, query: { contentType, page, size } });
}

const ID_PAGE_SIZE = 50;
const ID_PAGE_LIMIT = 20;

/**
 * Every saved id of one content type (pages of 50, at most 1,000), so each card can show its state
 * without a request per card.
 */
export async function fetchScrappedIds(contentType: ContentType): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; page < ID_PAGE_LIMIT; page++) {
    const result = await fetchScrapPage(contentType, page, ID_PAGE_SIZE);
    ids.push(...result.data.map((item) => item.contentId));
    if (!result.pagination.hasNext) break;
  }
  return ids;
}

export const addScrap = (contentType: ContentType, contentId: string) =>
  api.put(`${SCRAPS}/${contentType}/${encodeURIComponent(contentId)}`, undefined, { schema: lazySchemas.scrapState });

export const removeScrap = (contentType: ContentType, contentId: string) =>
  api.delete(`${SCRAPS}/${contentType}/${encodeURIComponent(contentId)}`, { schema: lazySchemas.scrapState });
