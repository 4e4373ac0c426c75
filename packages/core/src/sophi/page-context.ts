import type { ContentType } from '../article-policy';

/**
 * What the reader is looking at, sent with each question to Sophi (issue 13): the page path and, on a
 * content page, its type and id. No I/O and no zod, so the web's layout can import it by path.
 */
export interface SophiPageContextInfo {
  path: string;
  contentType?: ContentType;
  contentId?: string;
}

/** Paths where Sophi never shows, whatever the allow-list says (tools, account flows, staff screens). */
export const SOPHI_HIDDEN_PREFIXES = ['/admin', '/sign-in', '/sign-up', '/dev-gate', '/diagnostics', '/internal'] as const;

/** Whether the path is one of the hidden prefixes (the prefix itself or a path below it). */
export function isSophiHiddenPath(pathname: string): boolean {
  const path = pathname.split('?')[0]!.split('#')[0]!;
  return SOPHI_HIDDEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const CONTENT_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** The first path segment of a detail page → its content type; the id is the next segment. */
const DETAIL_SEGMENTS: Record<string, ContentType> = {
  reitsfocus: 'REITS',
  dealsheet: 'DEAL',
  fund: 'FUND',
  event: 'EVENT',
  recruit: 'RECRUIT',
};

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page context of a location: /article?id=N → CONTENT, /reitsfocus/<ticker> → REITS,
 * /dealsheet/<id> → DEAL, /fund/<id> → FUND, /event/<id> → EVENT, /recruit/<id> → RECRUIT. Other
 * pages (lists, home) carry only their path. Ids that the contract would refuse are left out.
 */
export function sophiPageContextOf(pathname: string, search: string | URLSearchParams = ''): SophiPageContextInfo {
  const raw = pathname.split('?')[0]!.split('#')[0]!;
  const path = (raw.startsWith('/') ? raw : `/${raw}`).slice(0, 300);
  const segments = path.split('/').filter(Boolean).map(decoded);
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  if (segments.length === 1 && segments[0] === 'article') {
    const id = params.get('id') ?? '';
    return CONTENT_ID.test(id) ? { path, contentType: 'CONTENT', contentId: id } : { path };
  }
  if (segments.length === 2) {
    const type = DETAIL_SEGMENTS[segments[0]!];
    const id = segments[1]!;
    if (type && CONTENT_ID.test(id)) return { path, contentType: type, contentId: id };
  }
  return { path };
}
