import { queryTerms } from './tokenize';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

const KOREAN_CHAR = /[\uAC00-\uD7A3]/u;

/** A term as a pattern: literal characters, with an optional space between two Korean syllables. */
function termPattern(term: string): string {
  const chars = Array.from(term);
  return chars
    .map((ch, i) => {
      const literal = ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
      const next = chars[i + 1];
      return next && KOREAN_CHAR.test(ch) && KOREAN_CHAR.test(next) ? `${literal}\\s?` : literal;
    })
    .join('');
}

function matcher(query: string): RegExp | null {
  const terms = queryTerms(query).map((t) => t.term).sort((a, b) => b.length - a.length);
  if (terms.length === 0) return null;
  return new RegExp(terms.map(termPattern).join('|'), 'giu');
}

/** Where the query's terms occur in a text (case-insensitive), merged and in order. */
export function matchRanges(text: string, query: string): Array<[number, number]> {
  const re = matcher(query);
  if (!re) return [];
  const ranges: Array<[number, number]> = [];
  for (const m of text.matchAll(re)) {
    if (m[0].length === 0) continue;
    const start = m.index;
    const end = start + m[0].length;
    const last = ranges[ranges.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

/** The text HTML-escaped, with every match of the query wrapped in <mark>. */
export function highlight(text: string, query: string): string {
  const normalized = text.normalize('NFC');
  let out = '';
  let at = 0;
  for (const [start, end] of matchRanges(normalized, query)) {
    out += escapeHtml(normalized.slice(at, start)) + '<mark>' + escapeHtml(normalized.slice(start, end)) + '</mark>';
    at = end;
  }
  return out + escapeHtml(normalized.slice(at));
}

/**
 * About `length` characters of the text around the first match (the start of the text without one),
 * cut at spaces where possible, with '…' where it was cut, highlighted and escaped.
 */
export function snippet(text: string, query: string, length = 160): string {
  const normalized = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (normalized.length <= length) return highlight(normalized, query);
  const first = matchRanges(normalized, query)[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - Math.floor(length * 0.3), normalized.length - length));
  if (start > 0) {
    const space = normalized.indexOf(' ', start);
    if (space >= 0 && space < first && space - start < 20) start = space + 1;
  }
  let end = Math.min(normalized.length, start + length);
  if (end < normalized.length) {
    const space = normalized.lastIndexOf(' ', end);
    if (space > start + length * 0.7) end = space;
  }
  const body = highlight(normalized.slice(start, end).trim(), query);
  return `${start > 0 ? '…' : ''}${body}${end < normalized.length ? '…' : ''}`;
}
