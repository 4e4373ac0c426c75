import 'server-only';
import {
  API_ROOTS, FUND_ID_PATTERN, fundDetailResponseSchema, fundListResponseSchema, type FundDetailResponse, type FundListResponse,
} from '@spi/core';
import { cache } from 'react';
import { pathIdOf } from '@/lib/path-id';
import { cachedGetJson, paginatedSitemapEntries, tolerantGetJson, type SitemapEntry } from '@/lib/server/cached-api';

/**
 * 사모펀드 as server components fetch it: as a guest over the loopback origin, cached with the tag
 * 'funds' that the API's change notifier expires on every admin edit, report upload and import
 * (ADR 019); `revalidate` is the backstop. Guest responses carry no figures, so nothing member-only is
 * ever in cached HTML.
 */
export const FUND_TAG = 'funds';
const V1 = API_ROOTS.seoul;
const GUEST_READ = { tags: [FUND_TAG], label: 'Fund' };

/** The first page of the list as a guest sees it (the page's HTML); null when the API cannot answer. */
export const fetchFundListAsGuest = cache((): Promise<FundListResponse | null> =>
  tolerantGetJson(`${V1}/funds`, fundListResponseSchema, GUEST_READ));

/** The fund id of a path segment, or null when it cannot be a fund code (the page answers 404). */
export const fundIdOf = (raw: string): string | null => pathIdOf(raw, FUND_ID_PATTERN);

/** One fund page as a guest sees it; null for an unknown id. */
export const fetchFundAsGuest = cache((fundId: string): Promise<FundDetailResponse | null> =>
  cachedGetJson(`${V1}/funds/${encodeURIComponent(fundId)}`, fundDetailResponseSchema, GUEST_READ));

/**
 * sitemap.xml entries of 사모펀드: the list, the statistics page and every fund page (the guest list,
 * cached with the tag 'funds', read 100 at a time). Empty when the API cannot answer.
 */
export async function fundSitemapEntries(siteUrl: string): Promise<SitemapEntry[]> {
  let asOf: string | undefined;
  const pages = await paginatedSitemapEntries(
    'fund list',
    async (page) => {
      const list = await cachedGetJson(`${V1}/funds?size=100&page=${page}`, fundListResponseSchema, GUEST_READ);
      asOf = list?.note.asOf;
      return list;
    },
    (fund) => ({ url: `${siteUrl}/fund/${encodeURIComponent(fund.id)}`, lastModified: asOf, changeFrequency: 'weekly', priority: 0.6 }),
  );
  return [
    { url: `${siteUrl}/fund`, changeFrequency: 'daily', priority: 0.8 },
    { url: `${siteUrl}/fund/statistics`, changeFrequency: 'weekly', priority: 0.5 },
    ...pages,
  ];
}
