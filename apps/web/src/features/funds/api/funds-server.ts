import 'server-only';
import {
  API_ROOTS, FUND_ID_PATTERN, fundDetailResponseSchema, fundListResponseSchema, type FundDetailResponse, type FundListResponse,
} from '@spi/core';
import { cache } from 'react';
import { internalApiOrigin } from '@/lib/server/api-origin';

/**
 * 사모펀드 as server components fetch it: as a guest over the loopback origin, cached with the tag
 * 'funds' that the API's change notifier expires on every admin edit, report upload and import
 * (ADR 019); `revalidate` is the backstop. Guest responses carry no figures, so nothing member-only is
 * ever in cached HTML.
 */
export const FUND_TAG = 'funds';
const V1 = API_ROOTS.seoul;

type NextFetchInit = RequestInit & { next?: { tags?: string[]; revalidate?: number | false } };
interface Parser<T> { parse(input: unknown): T }

export class FundApiError extends Error {
  constructor(readonly status: number, readonly path: string) {
    super(`Fund API ${path} answered ${status}`);
    this.name = 'FundApiError';
  }
}

async function getJson<T>(path: string, schema: Parser<T>, revalidate = 300): Promise<T | null> {
  const init: NextFetchInit = { headers: { accept: 'application/json' }, next: { tags: [FUND_TAG], revalidate } };
  const response = await fetch(`${internalApiOrigin()}${path}`, init);
  if (response.status === 404) return null;
  if (!response.ok) throw new FundApiError(response.status, path);
  return schema.parse(await response.json());
}

/** The first page of the list as a guest sees it (the page's HTML); null when the API cannot answer. */
export const fetchFundListAsGuest = cache(async (): Promise<FundListResponse | null> => {
  try {
    return await getJson(`${V1}/funds`, fundListResponseSchema);
  } catch {
    try {
      return await getJson(`${V1}/funds`, fundListResponseSchema, 10);
    } catch {
      return null;
    }
  }
});

/** The fund id of a path segment, or null when it cannot be a fund code (the page answers 404). */
export function fundIdOf(raw: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(raw).toUpperCase();
  } catch {
    return null;
  }
  return FUND_ID_PATTERN.test(id) ? id : null;
}

/** One fund page as a guest sees it; null for an unknown id. */
export const fetchFundAsGuest = cache((fundId: string): Promise<FundDetailResponse | null> =>
  getJson(`${V1}/funds/${encodeURIComponent(fundId)}`, fundDetailResponseSchema));

/**
 * sitemap.xml entries of 사모펀드: the list, the statistics page and every fund page (the guest list,
 * cached with the tag 'funds', read 100 at a time). Empty when the API cannot answer.
 */
export async function fundSitemapEntries(siteUrl: string): Promise<Array<{ url: string; lastModified?: string; changeFrequency: 'daily' | 'weekly'; priority: number }>> {
  const entries: Array<{ url: string; lastModified?: string; changeFrequency: 'daily' | 'weekly'; priority: number }> = [
    { url: `${siteUrl}/fund`, changeFrequency: 'daily', priority: 0.8 },
    { url: `${siteUrl}/fund/statistics`, changeFrequency: 'weekly', priority: 0.5 },
  ];
  try {
    for (let page = 1; page <= 50; page += 1) {
      const list = await getJson(`${V1}/funds?size=100&page=${page}`, fundListResponseSchema);
      if (!list) break;
      for (const fund of list.data) entries.push({ url: `${siteUrl}/fund/${encodeURIComponent(fund.id)}`, lastModified: list.note.asOf, changeFrequency: 'weekly', priority: 0.6 });
      if (page >= list.pagination.pages) break;
    }
  } catch (error) {
    console.error('[sitemap] fund list unavailable', error);
  }
  return entries;
}
