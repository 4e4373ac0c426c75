import 'server-only';
import { API_ROOTS, DEAL_ID_PATTERN, dealDetailResponseSchema, dealListResponseSchema, type DealDetailResponse, type DealListResponse } from '@spi/core';
import { cache } from 'react';
import { pathIdOf } from '@/lib/path-id';
import { cachedGetJson, paginatedSitemapEntries, tolerantGetJson, type SitemapEntry } from '@/lib/server/cached-api';

/**
 * 딜정보 as server components fetch it: as a guest over the loopback origin (prices as bands), cached
 * with the tag 'deals' that every edit and import expires through /internal/revalidate; `revalidate` is
 * the backstop. The deal page also carries fund, REIT and article links, so it listens to those tags.
 */
export const DEAL_TAGS = { deals: 'deals', funds: 'funds', reits: 'reits', articles: 'articles' } as const;
const V1 = API_ROOTS.seoul;

/** The first page of the list (default filters) for the static HTML; null when the API cannot answer (the client then loads it). */
export const fetchDealListDefault = cache((): Promise<DealListResponse | null> =>
  tolerantGetJson(`${V1}/deals`, dealListResponseSchema, { tags: [DEAL_TAGS.deals], label: 'Deal' }));

/** The normalized id of a path segment, or null when it cannot be a deal id (the page answers 404 without asking). */
export const dealIdOf = (raw: string): string | null => pathIdOf(raw, DEAL_ID_PATTERN);

/** One deal as a guest sees it; null for an unknown id (404). */
export const fetchDeal = cache((id: string): Promise<DealDetailResponse | null> =>
  cachedGetJson(`${V1}/deals/${encodeURIComponent(id)}`, dealDetailResponseSchema, { tags: [DEAL_TAGS.deals, DEAL_TAGS.funds, DEAL_TAGS.reits, DEAL_TAGS.articles], label: 'Deal' }));

/** sitemap.xml entries: the list, the statistics and every deal page (at most 5,000, newest first). */
export async function dealSitemapEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const pages = await paginatedSitemapEntries(
    'deal list',
    (page) => cachedGetJson(`${V1}/deals?size=100&page=${page}`, dealListResponseSchema, { tags: [DEAL_TAGS.deals], label: 'Deal' }),
    (deal) => ({ url: `${siteUrl}/dealsheet/${encodeURIComponent(deal.id)}`, lastModified: deal.dealDate, changeFrequency: 'weekly', priority: 0.6 }),
  );
  return [
    { url: `${siteUrl}/dealsheet`, changeFrequency: 'daily', priority: 0.8 },
    { url: `${siteUrl}/dealsheet/statistics`, changeFrequency: 'weekly', priority: 0.5 },
    ...pages,
  ];
}
