import { parsePageParam } from '@/components/content/paging';

type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
const SLUG = /^[\p{L}\p{N}_-]{1,100}$/u;

/** A slug from the address, or undefined when it is missing or malformed. */
export function slugParam(value: string | string[] | undefined): string | undefined {
  const raw = first(value);
  return SLUG.test(raw) ? raw : undefined;
}

/** A dynamic route segment, decoded once if it arrives percent-encoded. */
export function decodeSegment(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** ?category=&series=&page= of a list page (page 1-based). */
export function parseListParams(params: Params): { category?: string; series?: string; page: number } {
  return { category: slugParam(params.category), series: slugParam(params.series), page: parsePageParam(params.page) };
}

/** The article id of /article?id=N: a positive integer, else null. */
export function parseArticleId(value: string | string[] | undefined): number | null {
  const raw = first(value);
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
