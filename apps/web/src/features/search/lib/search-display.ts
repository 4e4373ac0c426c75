import { CONTENT_TYPE_VALUES, type SearchResponseDto } from '@spi/core';

/**
 * Tabs only for the content types the search found something in (and the open one): a type the API
 * reported no group for has no tab rather than a 0 it did not count.
 */
export function visibleTypes(groups: SearchResponseDto['groups'], current: string | undefined): typeof CONTENT_TYPE_VALUES[number][] {
  return CONTENT_TYPE_VALUES.filter((type) => type === current || groups.some((g) => g.contentType === type && g.count > 0));
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
