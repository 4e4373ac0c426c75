import 'server-only';
import {
  API_ROOTS, explainersResponseSchema, glossaryResponseSchema, reitDetailSchema, reitListResponseSchema, reitSummarySchema,
  type ExplainerDto, type GlossaryTerm, type ReitDetail, type ReitListResponse, type ReitSummary,
} from '@spi/core';
import { cache } from 'react';
import { cachedGetJson, tolerantGetJson } from '@/lib/server/cached-api';

/**
 * 리츠포커스 as server components fetch it: as a guest over the loopback origin, cached with the tags
 * the API's change notifier expires ('reits' on every import or price update, 'glossary' when editors
 * change explainers or terms); `revalidate` is the backstop. A page built while the API is down gets
 * null and a short lifetime, never an error page baked into the cache.
 */
export const REIT_TAGS = { reits: 'reits', glossary: 'glossary', articles: 'articles' } as const;
const V1 = API_ROOTS.seoul;

const tolerant = <T>(path: string, schema: { parse(input: unknown): T }, tags: string[]) => tolerantGetJson(path, schema, { tags, label: 'REIT' });

export const fetchReitSummary = cache((): Promise<ReitSummary | null> => tolerant(`${V1}/reits/summary`, reitSummarySchema, [REIT_TAGS.reits, REIT_TAGS.articles]));
export const fetchReitList = cache((): Promise<ReitListResponse | null> => tolerant(`${V1}/reits`, reitListResponseSchema, [REIT_TAGS.reits]));
export const fetchExplainers = cache(async (): Promise<ExplainerDto[]> => (await tolerant(`${V1}/reits/explainers`, explainersResponseSchema, [REIT_TAGS.glossary]))?.data ?? []);
export const fetchGlossary = cache(async (): Promise<GlossaryTerm[]> => (await tolerant(`${V1}/glossary`, glossaryResponseSchema, [REIT_TAGS.glossary]))?.data ?? []);

/** One REIT page; null for an unknown ticker (the page answers 404). */
export const fetchReit = cache((ticker: string): Promise<ReitDetail | null> =>
  cachedGetJson(`${V1}/reits/${encodeURIComponent(ticker)}`, reitDetailSchema, { tags: [REIT_TAGS.reits, REIT_TAGS.articles], label: 'REIT' }));
