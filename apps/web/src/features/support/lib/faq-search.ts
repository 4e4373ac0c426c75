import type { FaqCategory } from '@spi/core';
import type { Faq } from '@spi/core/contracts/support';

/** The tab filter of the help centre: one category or all. */
export type FaqTab = FaqCategory | 'ALL';

/** Lower-cased, trimmed, inner spaces collapsed: what a search compares. */
export const normalizeQuery = (query: string): string => query.trim().replace(/\s+/g, ' ').toLowerCase();

/** FAQ entries of a tab whose question or answer contains the query (case-insensitive); all of the tab for an empty query. */
export function filterFaqs(items: readonly Faq[], tab: FaqTab, query: string): Faq[] {
  const q = normalizeQuery(query);
  return items.filter((item) => (tab === 'ALL' || item.category === tab)
    && (!q || item.question.toLowerCase().includes(q) || item.answer.toLowerCase().includes(q)));
}

export interface TextPart { text: string; match: boolean }

/** `text` cut into parts around every case-insensitive occurrence of the query, for <mark> highlighting. */
export function highlightParts(text: string, query: string): TextPart[] {
  const q = normalizeQuery(query);
  if (!q) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = lower.indexOf(q); at >= 0; at = lower.indexOf(q, at + q.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + q.length), match: true });
    from = at + q.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts.length ? parts : [{ text, match: false }];
}

/** The FAQ id of a `#faq-<id>` hash, else null. */
export function faqIdOfHash(hash: string): string | null {
  const match = /^#faq-(.+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}
