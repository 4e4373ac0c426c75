/**
 * Paging rules shared by the lists. Addresses count pages from 1 (`?page=2` is the second page); the API
 * counts from 0.
 */

export type PageItem = number | 'gap';

/** Page count for `count` items, `size` per page (at least 1, so an empty list still has page 1). */
export function pageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / Math.max(1, size)));
}

/** A 1-based page number from the address: a positive integer, else 1. */
export function parsePageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/**
 * The numbered buttons: always the first and last page, `radius` pages either side of the current one,
 * and 'gap' where numbers are skipped (a gap never hides a single page: it shows the number instead).
 */
export function pageItems(current: number, total: number, radius = 2): PageItem[] {
  if (total <= 1) return [1];
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(2, page - radius);
  const end = Math.min(total - 1, page + radius);
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap');
  for (let n = start; n <= end; n++) items.push(n);
  if (end === total - 2) items.push(total - 1);
  else if (end < total - 2) items.push('gap');
  items.push(total);
  return items;
}

/** `path?query&page=n`, without empty values and without page=1. */
export function pageHref(path: string, query: Record<string, string | number | null | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Viewed-article history (spec section 7): pages start at 0, and a next page exists while the loaded
 * pages times the page size is below pagination.count.
 */
export function hasNextHistoryPage(loadedPages: number, size: number, count: number): boolean {
  return loadedPages * size < count;
}
