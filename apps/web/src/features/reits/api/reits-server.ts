import 'server-only';
import {
  API_ROOTS, explainersResponseSchema, glossaryResponseSchema, reitDetailSchema, reitListResponseSchema, reitSummarySchema,
  type ExplainerDto, type GlossaryTerm, type ReitDetail, type ReitListResponse, type ReitSummary,
} from '@spi/core';
import { cache } from 'react';
import { internalApiOrigin } from '@/lib/server/api-origin';

/**
 * 리츠포커스 as server components fetch it: as a guest over the loopback origin, cached with the tags
 * the API's change notifier expires ('reits' on every import or price update, 'glossary' when editors
 * change explainers or terms); `revalidate` is the backstop. A page built while the API is down gets
 * null and a short lifetime, never an error page baked into the cache.
 */
export const REIT_TAGS = { reits: 'reits', glossary: 'glossary', articles: 'articles' } as const;
const V1 = API_ROOTS.seoul;

type NextFetchInit = RequestInit & { next?: { tags?: string[]; revalidate?: number | false } };
interface Parser<T> { parse(input: unknown): T }

export class ReitApiError extends Error {
  constructor(readonly status: number, readonly path: string) {
    super(`REIT API ${path} answered ${status}`);
    this.name = 'ReitApiError';
  }
}

async function getJson<T>(path: string, schema: Parser<T>, tags: string[], revalidate = 300): Promise<T | null> {
  const init: NextFetchInit = { headers: { accept: 'application/json' }, next: { tags, revalidate } };
  const response = await fetch(`${internalApiOrigin()}${path}`, init);
  if (response.status === 404) return null;
  if (!response.ok) throw new ReitApiError(response.status, path);
  return schema.parse(await response.json());
}

/** A fetch that must not fail the page: null (and a 10 s cache) when the API cannot answer. */
async function tolerant<T>(path: string, schema: Parser<T>, tags: string[]): Promise<T | null> {
  try {
    return await getJson(path, schema, tags);
  } catch {
    try {
      return await getJson(path, schema, tags, 10);
    } catch {
      return null;
    }
  }
}

export const fetchReitSummary = cache((): Promise<ReitSummary | null> => tolerant(`${V1}/reits/summary`, reitSummarySchema, [REIT_TAGS.reits, REIT_TAGS.articles]));
export const fetchReitList = cache((): Promise<ReitListResponse | null> => tolerant(`${V1}/reits`, reitListResponseSchema, [REIT_TAGS.reits]));
export const fetchExplainers = cache(async (): Promise<ExplainerDto[]> => (await tolerant(`${V1}/reits/explainers`, explainersResponseSchema, [REIT_TAGS.glossary]))?.data ?? []);
export const fetchGlossary = cache(async (): Promise<GlossaryTerm[]> => (await tolerant(`${V1}/glossary`, glossaryResponseSchema, [REIT_TAGS.glossary]))?.data ?? []);

/** One REIT page; null for an unknown ticker (the page answers 404). */
export const fetchReit = cache((ticker: string): Promise<ReitDetail | null> =>
  getJson(`${V1}/reits/${encodeURIComponent(ticker)}`, reitDetailSchema, [REIT_TAGS.reits, REIT_TAGS.articles]));
