import { normalizeSearchText, queryTerms, type QueryTerm } from './tokenize';

/**
 * A curated dictionary of compound nouns and aliases of Korean commercial real estate: each group lists
 * words that mean the same thing to a reader, so a search for one finds documents written with another
 * (리츠 ↔ REIT, 강남 ↔ GBD, 캡레이트 ↔ cap rate). Used by search (query expansion) and, later, by Sophi.
 * Keep groups small and exact: an alias that is also a common word elsewhere would flood results.
 */
export const SEARCH_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['리츠', 'REIT', 'REITs', '부동산투자회사'],
  ['강남', 'GBD', '강남권역'],
  ['여의도', 'YBD', '여의도권역'],
  ['도심', 'CBD', '도심권역', '광화문'],
  ['분당', 'BBD', '판교'],
  ['캡레이트', 'cap rate', '자본환원율'],
  ['배당수익률', 'dividend yield', '시가배당률'],
  ['순자산가치', 'NAV'],
  ['운영자금', 'FFO'],
  ['순영업소득', 'NOI'],
  ['담보인정비율', 'LTV'],
  ['가중평균잔여임대기간', 'WALE'],
  ['물류센터', 'logistics', '물류창고'],
  ['오피스', 'office', '업무시설'],
  ['데이터센터', 'data center', 'IDC'],
  ['공실률', 'vacancy'],
  ['임대율', 'occupancy'],
  ['자산관리회사', 'AMC', '운용사'],
  ['책임임대차', '마스터리스', 'master lease'],
  ['세일앤리스백', 'sale and leaseback', '매각 후 재임대'],
  ['유상증자', 'rights offering'],
];

const index = new Map<string, readonly string[]>();
for (const group of SEARCH_SYNONYMS) for (const word of group) index.set(normalizeSearchText(word), group);

/** The aliases of a word or phrase (itself first), or just itself. */
export function synonymsOf(word: string): string[] {
  const key = normalizeSearchText(word.trim());
  const group = index.get(key);
  return group ? [key, ...group.map(normalizeSearchText).filter((w) => w !== key)] : [key];
}

/** One query word with its alternatives: the document must match one of them (each an AND of tokens). */
export interface ExpandedTerm {
  term: QueryTerm;
  alternatives: string[][];
}

/**
 * Query words expanded with their aliases. A two-word alias in the query ('cap rate') is recognised
 * before the words are split, so it is one term with its Korean alternative.
 */
export function expandQuery(query: string): ExpandedTerm[] {
  let rest = normalizeSearchText(query);
  const phrases: string[] = [];
  for (const group of SEARCH_SYNONYMS) {
    for (const alias of group) {
      const a = normalizeSearchText(alias);
      if (a.includes(' ') && rest.includes(a)) { phrases.push(a); rest = rest.replace(a, ' '); }
    }
  }
  const out: ExpandedTerm[] = [];
  for (const phrase of phrases) {
    out.push({ term: { term: phrase, tokens: queryTerms(phrase).flatMap((t) => t.tokens) }, alternatives: alternativesOf(phrase) });
  }
  for (const term of queryTerms(rest)) out.push({ term, alternatives: alternativesOf(term.term, term.tokens) });
  return out;
}

function alternativesOf(word: string, own?: string[]): string[][] {
  const words = synonymsOf(word);
  const lists = words.map((w, i) => (i === 0 && own ? own : queryTerms(w).flatMap((t) => t.tokens))).filter((l) => l.length > 0);
  const seen = new Set<string>();
  return lists.filter((l) => { const k = l.join('&'); if (seen.has(k)) return false; seen.add(k); return true; });
}
