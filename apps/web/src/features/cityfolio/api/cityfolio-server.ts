import 'server-only';
import { API_ROOTS } from '@spi/core';
import type { CityfolioKind } from '@spi/core/cityfolio/model';
import {
  cityfolioHomeResponseSchema, cityfolioItemResponseSchema, cityfolioListResponseSchema,
  type CityfolioHomeResponse, type CityfolioItemResponse, type CityfolioListResponse,
} from '@spi/core/contracts/cityfolio';
import { cache } from 'react';
import { cachedGetJson, paginatedSitemapEntries, tolerantGetJson, type SitemapEntry } from '@/lib/server/cached-api';
import { CITYFOLIO_LIST_SIZE, listSearch } from '../lib/paths';

/**
 * 시티폴리오 as server components fetch it: as a guest over the loopback origin, cached with the tag
 * 'cityfolio' that every edit expires through /internal/revalidate (ADR 014, ADR 020 §3); an item that
 * links an /event seminar also listens to 'events'.
 */
export const CITYFOLIO_TAGS = { cityfolio: 'cityfolio', events: 'events', reits: 'reits', articles: 'articles' } as const;
const V1 = API_ROOTS.seoul;
const LABEL = 'Cityfolio';

/** The home's sections; null when the API cannot answer (the page then shows a retry). */
export const fetchCityfolioHome = cache((): Promise<CityfolioHomeResponse | null> =>
  tolerantGetJson(`${V1}/cityfolio`, cityfolioHomeResponseSchema, { tags: [CITYFOLIO_TAGS.cityfolio, CITYFOLIO_TAGS.events], label: LABEL }));

/** One page of a kind's list (optionally one tag); null when the API cannot answer. */
export const fetchCityfolioList = cache((kind: CityfolioKind, page: number, tag: string | null, size: number = CITYFOLIO_LIST_SIZE): Promise<CityfolioListResponse | null> =>
  tolerantGetJson(`${V1}/cityfolio/items${listSearch({ kind, page, tag, size })}`, cityfolioListResponseSchema, { tags: [CITYFOLIO_TAGS.cityfolio], label: LABEL }));

/** The numeric id of a path segment, or null when it cannot be one (the page answers 404 without asking). */
export function cityfolioIdOf(raw: string): number | null {
  let value: string;
  try { value = decodeURIComponent(raw); } catch { return null; }
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** One item as a guest sees it; null for an unknown or unpublished id (404). */
export const fetchCityfolioItem = cache((id: number): Promise<CityfolioItemResponse | null> =>
  cachedGetJson(`${V1}/cityfolio/items/${id}`, cityfolioItemResponseSchema, { tags: [CITYFOLIO_TAGS.cityfolio, CITYFOLIO_TAGS.events], label: LABEL }));

/** sitemap.xml entries: the home, the three lists and every item page (at most 5,000, newest first). */
export async function cityfolioSitemapEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const pages = await paginatedSitemapEntries(
    'cityfolio list',
    (page) => cachedGetJson(`${V1}/cityfolio/items?size=48&page=${page}`, cityfolioListResponseSchema, { tags: [CITYFOLIO_TAGS.cityfolio], label: LABEL }),
    (item) => ({ url: `${siteUrl}${item.href}`, ...(item.publishedAt ? { lastModified: item.publishedAt } : {}), changeFrequency: 'weekly', priority: 0.5 }),
    105,
  );
  return [
    { url: `${siteUrl}/cityfolio`, changeFrequency: 'daily', priority: 0.7 },
    ...(['events', 'videos', 'books'] as const).map((segment) => ({ url: `${siteUrl}/cityfolio/${segment}`, changeFrequency: 'daily' as const, priority: 0.6 })),
    ...pages,
  ];
}
