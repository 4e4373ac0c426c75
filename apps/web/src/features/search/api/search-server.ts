import 'server-only';
import { isErrorEnvelope, searchResponseSchema, taxonomyResponseSchema, type SearchResponseDto } from '@spi/core';
import { internalApiOrigin } from '@/lib/server/api-origin';
import { periodStart, type SearchState } from '../lib/search-params';

export const SEARCH_PAGE_SIZE = 10;

export type SearchOutcome =
  | { kind: 'ok'; result: SearchResponseDto }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

/** GET /api/seoul/v1/search as a guest (results never depend on who asks; member-only bodies are not indexed). */
export async function searchContent(state: SearchState, now: Date = new Date()): Promise<SearchOutcome> {
  const params = new URLSearchParams({ q: state.q, page: String(state.page - 1), size: String(SEARCH_PAGE_SIZE) });
  if (state.type) params.set('type', state.type);
  if (state.category) params.set('category', state.category);
  const from = periodStart(state.period, now);
  if (from) params.set('from', from);
  try {
    const response = await fetch(`${internalApiOrigin()}/api/seoul/v1/search?${params}`, { cache: 'no-store', headers: { accept: 'application/json' } });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 400) return { kind: 'invalid', message: isErrorEnvelope(body) ? body.error.message : '검색어를 확인해 주세요.' };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'ok', result: searchResponseSchema.parse(body) };
  } catch (error) {
    console.error('[search] failed', error);
    return { kind: 'failed' };
  }
}

export interface CategoryOption { slug: string; name: string; group: string }

/** Categories for the filter (sections' sub-categories, grouped under their section). */
export async function searchCategories(): Promise<CategoryOption[]> {
  try {
    const response = await fetch(`${internalApiOrigin()}/api/seoul/v1/taxonomy`, { next: { tags: ['taxonomy', 'articles'], revalidate: 3600 }, headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    const { categories } = taxonomyResponseSchema.parse(await response.json());
    const roots = new Map(categories.filter((c) => !c.parentId).map((c) => [c.categoryId, c.name]));
    return categories.filter((c) => c.parentId).map((c) => ({ slug: c.slug, name: c.name, group: roots.get(c.parentId!) ?? '' }));
  } catch {
    return [];
  }
}
