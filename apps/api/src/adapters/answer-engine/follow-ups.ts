import { normalizeSearchText, SEARCH_SYNONYMS, SOPHI_FOLLOW_UPS, type SophiCitation } from '@spi/core';

/**
 * Follow-up questions after an answer (both engines): derived from the cited sources and the entities
 * the question names — a REIT (its dividends, its LTV, its news), an asset type or market topic (its
 * deals, its vacancy, its articles) — never generic filler. A question the reader just asked is not
 * suggested again. Fewer than SOPHI_FOLLOW_UPS (even none) when the sources give nothing to ask.
 */

/** Asset types and topics a follow-up can name (the first word of an alias group is the canonical one). */
const TOPICS = ['물류센터', '오피스', '데이터센터', '리테일', '호텔', '주거', '공실률', '캡레이트', '배당수익률', '유상증자', '세일앤리스백', '책임임대차', '강남', '여의도', '도심', '분당'];
const ASSET_TYPES = new Set(['물류센터', '오피스', '데이터센터', '리테일', '호텔', '주거']);

/** Words of an alias group, normalised, by canonical topic. */
const TOPIC_ALIASES = new Map<string, string[]>(
  TOPICS.map((topic) => {
    const group = SEARCH_SYNONYMS.find((g) => g[0] === topic) ?? [topic];
    return [topic, group.map(normalizeSearchText)];
  }),
);

/** Topics named in a text, in the order of TOPICS. */
export function topicsIn(text: string): string[] {
  const t = normalizeSearchText(text);
  return TOPICS.filter((topic) => TOPIC_ALIASES.get(topic)!.some((alias) => t.includes(alias)));
}

/** Suffixes the REIT data cards add to a REIT's name ('SK리츠 주요 지표', 'SK리츠 배당'). */
const REIT_CARD_SUFFIX = /\s*(주요 지표|최근 배당|배당)$/;

/** The REIT a cited REIT source is about: the first row of a ranking card, else the card's or page's REIT. */
function reitOf(c: FollowUpCitation): string | null {
  if (c.sourceId?.startsWith('ranking:')) {
    const first = c.table?.rows[0]?.['name'];
    return typeof first === 'string' && first.trim() ? first.trim() : null;
  }
  const name = c.title.replace(REIT_CARD_SUFFIX, '').trim();
  return name || null;
}

type FollowUpCitation = Pick<SophiCitation, 'sourceType' | 'title'> & Partial<Pick<SophiCitation, 'sourceId' | 'table'>>;

/** REIT names: cited REIT sources, and words ending in 리츠 in the question ('SK리츠의' → SK리츠). */
export function reitsIn(question: string, citations: readonly FollowUpCitation[]): string[] {
  const names: string[] = [];
  for (const c of citations) {
    // A glossary term or metric explainer (glossary_lookup: 'glossary:…', 'metric:…') is no REIT.
    const name = c.sourceType === 'REITS' && !/^(?:glossary|metric):/.test(c.sourceId ?? '') ? reitOf(c) : null;
    if (name) names.push(name);
  }
  for (const match of question.matchAll(/([\p{L}\p{N}]+리츠)/gu)) {
    const name = match[1]!;
    if (name !== '리츠' && !/^(이|그|저|어느|상위|관련)리츠$/.test(name)) names.push(name);
  }
  return [...new Set(names)];
}

/** Whether a suggestion merely repeats the question (both name the same subject and the same aspect). */
function repeats(question: string, suggestion: string, aspect: RegExp): boolean {
  return aspect.test(question) && aspect.test(suggestion);
}

export interface FollowUpInput {
  question: string;
  citations: readonly FollowUpCitation[];
  /** More text to look for topics in (the quoted sentences); the question counts first. */
  sourceText?: string;
}

export function deriveFollowUps({ question, citations, sourceText = '' }: FollowUpInput): string[] {
  const out: string[] = [];
  const add = (q: string, aspect: RegExp) => {
    if (out.length >= SOPHI_FOLLOW_UPS || out.includes(q) || repeats(question, q, aspect)) return;
    if (normalizeSearchText(q).replace(/\s/g, '') === normalizeSearchText(question).replace(/[\s?]/g, '') + '?') return;
    out.push(q);
  };
  const reits = reitsIn(question, citations);
  // Data cards' titles name a metric or a REIT, not a topic of articles.
  const articleTitles = citations.filter((c) => !c.table).map((c) => c.title).join(' ');
  const topics = [...new Set([...topicsIn(question), ...topicsIn(articleTitles), ...topicsIn(sourceText)])];
  const asset = topics.find((t) => ASSET_TYPES.has(t));

  for (const reit of reits.slice(0, 2)) {
    add(`${reit}의 배당 일정은?`, /배당/);
    add(`${reit}의 LTV는?`, /ltv|담보인정비율/i);
  }
  if (asset) {
    add(`${asset} 관련 최근 거래는?`, /거래|딜/);
    add(`${asset} 공실률 추이는?`, /공실/);
  }
  if (reits[0]) add(`${reits[0]} 관련 최근 기사는?`, /기사|뉴스/);
  for (const topic of topics.filter((t) => !ASSET_TYPES.has(t)).slice(0, 2)) add(`${topic} 관련 최근 기사는?`, /기사|뉴스/);
  if (citations.some((c) => c.sourceType === 'DEAL') && !asset) add('올해 가장 큰 거래는?', /가장 큰/);
  if (citations.some((c) => c.sourceType === 'REITS') && reits.length === 0) add('배당수익률 상위 5개 리츠는?', /상위/);
  return out;
}
