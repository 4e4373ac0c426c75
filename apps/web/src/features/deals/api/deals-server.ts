import 'server-only';
import { API_ROOTS, DEAL_ID_PATTERN, dealDetailResponseSchema, dealListResponseSchema, type DealDetailResponse, type DealListResponse } from '@spi/core';
import { cache } from 'react';
import { internalApiOrigin } from '@/lib/server/api-origin';

/**
 * 딜정보 as server components fetch it: as a guest over the loopback origin (prices as bands), cached
 * with the tag 'deals' that every edit and import expires through /internal/revalidate; `revalidate` is
 * the backstop. The deal page also carries fund, REIT and article links, so it listens to those tags.
 */
export const DEAL_TAGS = { deals: 'deals', funds: 'funds', reits: 'reits', articles: 'articles' } as const;
const V1 = API_ROOTS.seoul;

type NextFetchInit = RequestInit & { next?: { tags?: string[]; revalidate?: number | false } };
interface Parser<T> { parse(input: unknown): T }

export class DealApiError extends Error {
  constructor(readonly status: number, readonly path: string) {
    super(`Deal API ${path} answered ${status}`);
    this.name = 'DealApiError';
  }
}

async function getJson<T>(path: string, schema: Parser<T>, tags: string[], revalidate = 300): Promise<T | null> {
  const init: NextFetchInit = { headers: { accept: 'application/json' }, next: { tags, revalidate } };
  const response = await fetch(`${internalApiOrigin()}${path}`, init);
  if (response.status === 404) return null;
  if (!response.ok) throw new DealApiError(response.status, path);
  return schema.parse(await response.json());
}

/** The first page of the list (default filters) for the static HTML; null when the API cannot answer (the client then loads it). */
export const fetchDealListDefault = cache(async (): Promise<DealListResponse | null> => {
  try {
    return await getJson(`${V1}/deals`, dealListResponseSchema, [DEAL_TAGS.deals]);
  } catch {
    try {
      return await getJson(`${V1}/deals`, dealListResponseSchema, [DEAL_TAGS.deals], 10);
    } catch {
      return null;
    }
  }
});

/** The normalized id of a path segment, or null when it cannot be a deal id (the page answers 404 without asking). */
export function dealIdOf(raw: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(raw).toUpperCase();
  } catch {
    return null;
  }
  return DEAL_ID_PATTERN.test(id) ? id : null;
}

/** One deal as a guest sees it; null for an unknown id (404). */
export const fetchDeal = cache((id: string): Promise<DealDetailResponse | null> =>
  getJson(`${V1}/deals/${encodeURIComponent(id)}`, dealDetailResponseSchema, [DEAL_TAGS.deals, DEAL_TAGS.funds, DEAL_TAGS.reits, DEAL_TAGS.articles]));

/** sitemap.xml entries: the list, the statistics and every deal page (at most 5,000, newest first). */
export async function dealSitemapEntries(siteUrl: string): Promise<Array<{ url: string; lastModified?: string; changeFrequency: 'daily' | 'weekly'; priority: number }>> {
  const entries: Array<{ url: string; lastModified?: string; changeFrequency: 'daily' | 'weekly'; priority: number }> = [
    { url: `${siteUrl}/dealsheet`, changeFrequency: 'daily', priority: 0.8 },
    { url: `${siteUrl}/dealsheet/statistics`, changeFrequency: 'weekly', priority: 0.5 },
  ];
  try {
    for (let page = 1; page <= 50; page += 1) {
      const list = await getJson(`${V1}/deals?size=100&page=${page}`, dealListResponseSchema, [DEAL_TAGS.deals]);
      if (!list) break;
      for (const deal of list.data) entries.push({ url: `${siteUrl}/dealsheet/${encodeURIComponent(deal.id)}`, lastModified: deal.dealDate, changeFrequency: 'weekly', priority: 0.6 });
      if (page >= list.pagination.pages) break;
    }
  } catch (error) {
    console.error('[sitemap] deal list unavailable', error);
  }
  return entries;
}
