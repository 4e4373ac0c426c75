/**
 * Where Sophi shows (spec section 2): only on allowed path patterns; an empty allow-list means
 * everywhere. A pattern is a path whose segments may be `:param` (exactly one segment) or `*` (any
 * number of segments, zero included, at the end or in the middle); a pattern without a wildcard also
 * allows the paths below it (an allowed prefix).
 */

function segmentsOf(path: string): string[] {
  return path.split('?')[0]!.split('#')[0]!.split('/').filter(Boolean);
}

function matchSegments(pattern: string[], path: string[]): boolean {
  if (pattern.length === 0) return path.length === 0;
  const [head, ...rest] = pattern;
  if (head === '*') {
    for (let skip = 0; skip <= path.length; skip += 1) if (matchSegments(rest, path.slice(skip))) return true;
    return false;
  }
  if (path.length === 0) return false;
  if (head!.startsWith(':')) return head!.length > 1 && matchSegments(rest, path.slice(1));
  return head === path[0] && matchSegments(rest, path.slice(1));
}

/** Whether one allow-list pattern admits the path (query and hash are ignored). */
export function matchesSophiPattern(pattern: string, pathname: string): boolean {
  const p = segmentsOf(pattern.trim());
  const path = segmentsOf(pathname);
  if (p.includes('*')) return matchSegments(p, path);
  // A plain pattern is a prefix: /article allows /article and /article/list/all.
  return matchSegments([...p, '*'], path);
}

/** Whether Sophi shows on the path: an empty allow-list allows every path. */
export function isSophiAllowedPath(pathname: string, allowList: readonly string[]): boolean {
  const patterns = allowList.map((p) => p.trim()).filter(Boolean);
  if (patterns.length === 0) return true;
  return patterns.some((pattern) => matchesSophiPattern(pattern, pathname));
}

/**
 * Whether the button's animation is hidden (spec section 2): on paths containing /reitsfocus, and on
 * an article page (/article with an id query parameter).
 */
export function hidesSophiAnimation(pathname: string, search: string | URLSearchParams = ''): boolean {
  if (pathname.includes('/reitsfocus')) return true;
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  return pathname.includes('/article') && (params.get('id') ?? '') !== '';
}

/** Parses the configured allow-list (comma or newline separated). */
export function parseSophiAllowList(raw: string | undefined | null): string[] {
  return (raw ?? '').split(/[,\n]/).map((s) => s.trim()).filter((s) => s.startsWith('/'));
}

/** The query parameter that opens the panel: ?sophi=open. */
export const SOPHI_OPEN_PARAM = 'sophi';
export const SOPHI_OPEN_VALUE = 'open';
