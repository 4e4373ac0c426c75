import 'server-only';
import { API_ROOTS } from '@spi/core';
import { cache } from 'react';
import {
  articleDetailSchema, articleListResponseSchema, feedResponseSchema, homeResponseSchema, tagProfileSchema,
  taxonomyResponseSchema, writerProfileSchema,
  type ArticleDetailDto,
} from '@spi/core';
import { internalApiOrigin } from '@/lib/server/api-origin';
import type { HomeData, Taxonomy } from './types';

/**
 * The content API as server components call it: over the loopback origin, never with the reader's
 * cookies or token (pages render as a guest; a member's view loads in the browser). Cached calls carry
 * the tags the API's content-change notifier revalidates ('home', 'articles', 'article:<id>'; 'events',
 * 'recruit' and 'cityfolio' for the pages of 이벤트, 채용 and 시티폴리오, whose fetchers live in their
 * features) — the same names as the API's CONTENT_TAGS (apps/api/src/cache/content-tags.ts).
 */
export const CONTENT_TAGS = {
  home: 'home',
  articles: 'articles',
  taxonomy: 'taxonomy',
  events: 'events',
  recruit: 'recruit',
  cityfolio: 'cityfolio',
  article: (articleId: number) => `article:${articleId}`,
} as const;

const V1 = API_ROOTS.seoul;

export class ContentApiError extends Error {
  constructor(readonly status: number, readonly path: string) {
    super(`content API ${path} answered ${status}`);
    this.name = 'ContentApiError';
  }
}

type NextFetchInit = RequestInit & { next?: { tags?: string[]; revalidate?: number | false } };

interface Parser<T> { parse(input: unknown): T }

/** GET as a guest; null on 404, ContentApiError on other failures. */
async function getJson<T>(path: string, schema: Parser<T>, init: NextFetchInit): Promise<T | null> {
  const response = await fetch(`${internalApiOrigin()}${path}`, { ...init, headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new ContentApiError(response.status, path);
  return schema.parse(await response.json());
}

function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

const LIST_CACHE = { next: { tags: [CONTENT_TAGS.articles], revalidate: 300 } } satisfies NextFetchInit;


/**
 * GET /home for the static home page (revalidated every 300 s and when an editor publishes). When the
 * API cannot be reached (the build runs without it) the page is cached for 10 s only, so it does not
 * keep an empty home for five minutes, and null tells the page to load the feed in the browser.
 */
export async function fetchHome(): Promise<HomeData | null> {
  const tags = [CONTENT_TAGS.home, CONTENT_TAGS.articles];
  try {
    return await getJson(`${V1}/home`, homeResponseSchema, { next: { tags, revalidate: 300 } });
  } catch {
    try {
      return await getJson(`${V1}/home`, homeResponseSchema, { next: { tags, revalidate: 10 } });
    } catch {
      return null;
    }
  }
}

export interface ArticleListQuery {
  section?: 'PRO' | 'LIFESTYLE';
  category?: string;
  series?: string;
  tag?: string;
  writer?: string;
  /** 0-based, as the API counts. */
  page: number;
  size: number;
}

export async function fetchArticleList(q: ArticleListQuery) {
  const result = await getJson(`${V1}/articles${query({ ...q })}`, articleListResponseSchema, LIST_CACHE);
  if (!result) throw new ContentApiError(404, '/articles');
  return result;
}


export async function fetchTaxonomy(): Promise<Taxonomy> {
  const result = await getJson(`${V1}/taxonomy`, taxonomyResponseSchema, { next: { tags: [CONTENT_TAGS.taxonomy, CONTENT_TAGS.articles], revalidate: 3600 } });
  return result ?? { categories: [], series: [] };
}

export const fetchWriter = cache((slug: string) => getJson(`${V1}/writers/${encodeURIComponent(slug)}`, writerProfileSchema, LIST_CACHE));
export const fetchTag = cache((slug: string) => getJson(`${V1}/tags/${encodeURIComponent(slug)}`, tagProfileSchema, LIST_CACHE));

/**
 * The article as a guest sees it (lead only for a member-only article), once per render for the metadata
 * and the page. Cached with the tags the API expires when the article (or any list it relates to)
 * changes; the GET is pure (views are counted by the page's own POST), so caching loses no read.
 */
export const fetchArticleAsGuest = cache(async (articleId: number): Promise<ArticleDetailDto | null> =>
  getJson(`${V1}/articles/${articleId}`, articleDetailSchema, {
    next: { tags: [CONTENT_TAGS.article(articleId), CONTENT_TAGS.articles], revalidate: 300 },
  }));

/** Public articles for RSS and the sitemap (lead text only for member-only ones). */
export async function fetchFeed(limit: number) {
  const result = await getJson(`${V1}/feeds/articles${query({ limit })}`, feedResponseSchema, LIST_CACHE);
  return result ?? { data: [], generatedAt: new Date().toISOString() };
}
