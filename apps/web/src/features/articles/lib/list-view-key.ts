import { parsePageParam } from '@/components/content/paging';
import { decodeSegment, slugParam } from './list-params';

/**
 * A list page's view (category, series, page) as one path segment, so /article?category=x&page=2 can be
 * served by a cached, static route (app/article/list/[view]) that reads no search params: the proxy
 * rewrites the public address to it. Format: `<category>~<series>~<page>`, empty parts for "all".
 */
export interface ListView {
  category?: string;
  series?: string;
  /** 1-based. */
  page: number;
}

export function listViewKey(view: ListView): string {
  return [view.category ?? '', view.series ?? '', String(view.page)].map(encodeURIComponent).join('~');
}

/** The view of a segment; malformed parts fall back to "all" and page 1, as the public address does. */
export function parseListViewKey(segment: string): ListView {
  // Next may hand the segment over still percent-encoded (once or, through a rewrite, twice).
  const [category = '', series = '', page = ''] = decodeSegment(segment).split('~').map(decodeSegment);
  return { category: slugParam(category), series: slugParam(series), page: parsePageParam(page) };
}

/** The view of the public address's search params (?category=&series=&page=). */
export function listViewOf(params: URLSearchParams): ListView {
  return {
    category: slugParam(params.get('category') ?? undefined),
    series: slugParam(params.get('series') ?? undefined),
    page: parsePageParam(params.get('page') ?? undefined),
  };
}
