import { CONTENT_TYPE_VALUES, type ContentType, type SearchResponseDto } from '@spi/core';

/**
 * Tabs only for the content types the search found something in (and the open one): a type the API
 * reported no group for has no tab rather than a 0 it did not count.
 */
export function visibleTypes(groups: SearchResponseDto['groups'], current: string | undefined): typeof CONTENT_TYPE_VALUES[number][] {
  return CONTENT_TYPE_VALUES.filter((type) => type === current || groups.some((g) => g.contentType === type && g.count > 0));
}

export interface SearchTab {
  /** undefined for 전체. */
  type: ContentType | undefined;
  count: number;
}

/**
 * The type tabs and their counts, or null when the search did not answer (one request returns every
 * group, so a failed or refused request is the whole page's error state: no tab, and no 전체 0 that
 * pretends nothing was found). 전체 is the sum of the counted groups; the open type without a group
 * takes the count of its own page, which the API counted for that type.
 */
export function searchTabs(
  outcome: { kind: 'ok'; result: Pick<SearchResponseDto, 'groups' | 'pagination'> } | { kind: 'invalid' | 'failed' },
  current: ContentType | undefined,
): SearchTab[] | null {
  if (outcome.kind !== 'ok') return null;
  const { groups, pagination } = outcome.result;
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  return [
    { type: undefined, count: total },
    ...visibleTypes(groups, current).map((type) => ({
      type,
      count: groups.find((g) => g.contentType === type)?.count ?? (type === current ? pagination.count : 0),
    })),
  ];
}

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();

/**
 * The subtitle (description) and the highlighted snippet, without saying the same thing twice: when the
 * snippet equals or starts with the subtitle, only the snippet (which carries the highlights) is shown.
 */
export function dedupeSnippet(subtitle: string, snippetHtml: string): { subtitle: string; snippetHtml: string } {
  const text = plain(snippetHtml);
  const description = subtitle.replace(/\s+/g, ' ').trim();
  if (!description || !text) return { subtitle, snippetHtml };
  if (text === description || text.startsWith(description)) return { subtitle: '', snippetHtml };
  if (description.startsWith(text)) return { subtitle, snippetHtml: '' };
  return { subtitle, snippetHtml };
}
