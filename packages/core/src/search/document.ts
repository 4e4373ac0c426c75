import { PAYWALL_MARKER, splitAtPaywall } from '../article-policy';
import { tokenOccurrences } from './tokenize';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', middot: '·', hellip: '…', ndash: '–', mdash: '—',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', times: '×', copy: '©', reg: '®', trade: '™', bull: '•', deg: '°',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAGS = /<\/?(p|div|br|h[1-6]|li|ul|ol|tr|td|th|table|blockquote|figure|figcaption|section|article|hr|pre)\b[^>]*>/gi;

/** Plain text of (sanitised) article HTML: no tags, comments, scripts or styles; entities decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(BLOCK_TAGS, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An article's HTML as readers get it: `lead` for everyone, `rest` only with full access. The paywall
 * marker decides; a member-only article saved without a marker keeps only its first paragraph public,
 * so an editor's slip never publishes a member-only body.
 */
export function readerParts(html: string, isMemberOnly: boolean): { lead: string; rest: string } {
  if (html.includes(PAYWALL_MARKER) || !isMemberOnly) return splitAtPaywall(html);
  const first = /^\s*<p\b[^>]*>[\s\S]*?<\/p>/i.exec(html);
  return first ? { lead: first[0].trim(), rest: html.slice(first[0].length).trim() } : { lead: '', rest: html.trim() };
}

/**
 * The plain text everyone may read: the lead (the whole body of a public article without a marker).
 * Search tokens, snippets, feeds and metadata are built from this and nothing else.
 */
export function publicLeadText(html: string, isMemberOnly: boolean): string {
  return htmlToText(readerParts(html, isMemberOnly).lead);
}

/** What an article contributes to search: only public text. */
export interface SearchFields {
  title: string;
  description: string;
  /** Plain public lead text (publicLeadText), never the member-only part. */
  lead: string;
}

const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_TOKEN = 4;

function quoteLexeme(token: string): string {
  if (!token.includes("'") && !token.includes('\\')) return `'${token}'`;
  return `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The article's search vector in PostgreSQL's tsvector text format: every token with up to four
 * positions weighted A (title), B (description) and C (lead), so ts_rank favours title matches and
 * repeated terms. Cast with `::tsvector`; the tokens are taken verbatim (no parser, no dictionary).
 */
export function searchVectorLiteral(fields: SearchFields): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (text: string, weight: 'A' | 'B' | 'C') => {
    for (const token of tokenOccurrences(text)) {
      if (position < MAX_POSITION) position++;
      const list = positions.get(token);
      if (!list) positions.set(token, [position + weight]);
      else if (list.length < MAX_POSITIONS_PER_TOKEN) list.push(position + weight);
    }
  };
  add(fields.title, 'A');
  add(fields.description, 'B');
  add(fields.lead, 'C');
  return [...positions].map(([token, list]) => `${quoteLexeme(token)}:${list.join(',')}`).join(' ');
}
