import 'server-only';
import { internalApiOrigin } from './api-origin';

/**
 * Public API reads as server components make them: as a guest over the loopback origin (never with the
 * visitor's cookies), cached by Next with cache tags that the API's change notifier expires through
 * /internal/revalidate; `revalidate` (seconds) is the backstop.
 */

type NextFetchInit = RequestInit & { next?: { tags?: string[]; revalidate?: number | false } };
export interface Parser<T> { parse(input: unknown): T }

/** A non-404 error answer of the API to a server-side read (`label` names the product in logs: 'Deal', 'REIT'). */
export class CachedApiError extends Error {
  constructor(readonly status: number, readonly path: string, label = 'API') {
    super(`${label} API ${path} answered ${status}`);
    this.name = 'CachedApiError';
  }
}

export interface CachedGetOptions {
  tags: string[];
  /** Seconds; 300 unless told. */
  revalidate?: number;
  /** Names the product in error messages. */
  label?: string;
}

/** GET `path` parsed with `schema`; null on 404, CachedApiError on any other error status. */
export async function cachedGetJson<T>(path: string, schema: Parser<T>, { tags, revalidate = 300, label }: CachedGetOptions): Promise<T | null> {
  const init: NextFetchInit = { headers: { accept: 'application/json' }, next: { tags, revalidate } };
  const response = await fetch(`${internalApiOrigin()}${path}`, init);
  if (response.status === 404) return null;
  if (!response.ok) throw new CachedApiError(response.status, path, label);
  return schema.parse(await response.json());
}

/**
 * A read that must not fail the page: on any failure it tries once more with a 10 s cache, then gives
 * null (the client loads the data), so a page built while the API is down never bakes an error into the cache.
 */
export async function tolerantGetJson<T>(path: string, schema: Parser<T>, options: CachedGetOptions): Promise<T | null> {
  try {
    return await cachedGetJson(path, schema, options);
  } catch {
    try {
      return await cachedGetJson(path, schema, { ...options, revalidate: 10 });
    } catch {
      return null;
    }
  }
}

export interface SitemapEntry { url: string; lastModified?: string; changeFrequency: 'daily' | 'weekly'; priority: number }

/**
 * Sitemap entries from a paginated list, read page by page (at most `maxPages`) until the last page;
 * what was read so far when the API fails (logged with `what`).
 */
export async function paginatedSitemapEntries<T>(
  what: string,
  fetchPage: (page: number) => Promise<{ data: T[]; pagination: { pages: number } } | null>,
  toEntry: (item: T) => SitemapEntry,
  maxPages = 50,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  try {
    for (let page = 1; page <= maxPages; page += 1) {
      const list = await fetchPage(page);
      if (!list) break;
      for (const item of list.data) entries.push(toEntry(item));
      if (page >= list.pagination.pages) break;
    }
  } catch (error) {
    console.error(`[sitemap] ${what} unavailable`, error);
  }
  return entries;
}
