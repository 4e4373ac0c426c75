import type { DealAssetType, DealRegion } from '../deals/model';
import { EXPLAINER_KEYS, METRIC_EXPLAINERS, type ExplainerKey } from '../reits/explainers';
import type { ReitSector } from '../reits/model';
import type { MetricUnit } from '../reits/format';
import { RETURN_PERIOD_LABELS, type MetricKey } from '../reits/metrics';

/**
 * Sophi's data questions (ADR 021): a Korean question parsed into a plan for the data tools, without
 * I/O. '배당수익률 상위 5개 리츠' → a ranking; 'SK리츠 LTV' → one REIT's figures; '올해 가장 큰 오피스
 * 거래는?' → a deal search; '다음 달 세미나 일정' → upcoming events. Anything else is null (a text question).
 */

/** The REIT figures Sophi can answer: every metric of core plus the share price. */
export type SophiMetricKey = MetricKey | 'price';

export interface SophiMetricInfo { label: string; unit: MetricUnit }

const explainer = (key: keyof typeof METRIC_EXPLAINERS) => METRIC_EXPLAINERS[key];
const unitOf = (key: keyof typeof METRIC_EXPLAINERS): MetricUnit => {
  const u = explainer(key).unit;
  return u === 'won' ? 'amount' : u;
};

/** Labels and units of the metrics, from the explainers of core where one exists. */
export const SOPHI_METRICS: Record<SophiMetricKey, SophiMetricInfo> = {
  price: { label: '주가', unit: 'won' },
  marketCap: { label: explainer('marketCap').title, unit: 'amount' },
  pNav: { label: explainer('pNav').title, unit: unitOf('pNav') },
  navPremium: { label: explainer('priceToNav').title, unit: 'percent' },
  pFfo: { label: explainer('pFfo').title, unit: unitOf('pFfo') },
  nav: { label: explainer('nav').title, unit: 'amount' },
  navPerShare: { label: '주당 NAV', unit: 'won' },
  ffo: { label: 'FFO (최근 12개월)', unit: 'amount' },
  dividendYield: { label: explainer('dividendYield').title, unit: unitOf('dividendYield') },
  indicatedYield: { label: explainer('indicatedYield').title, unit: unitOf('indicatedYield') },
  turnover: { label: explainer('turnover').title, unit: unitOf('turnover') },
  ltv: { label: 'LTV', unit: 'percent' },
  debtToAssets: { label: '부채비율 (차입금 ÷ 자산총계)', unit: 'percent' },
  interestCoverage: { label: explainer('interestCoverage').title, unit: unitOf('interestCoverage') },
  adjustedInterestCoverage: { label: explainer('adjustedInterestCoverage').title, unit: unitOf('adjustedInterestCoverage') },
  netDebtToEbitda: { label: explainer('netDebtToEbitda').title, unit: unitOf('netDebtToEbitda') },
  expenseRatio: { label: explainer('expenseRatio').title, unit: unitOf('expenseRatio') },
  managementFee: { label: explainer('managementFee').title, unit: unitOf('managementFee') },
  wale: { label: 'WALE (임대료 가중)', unit: 'years' },
  waleArea: { label: 'WALE (면적 가중)', unit: 'years' },
  occupancy: { label: explainer('occupancy').title, unit: unitOf('occupancy') },
  dividendGrowth: { label: '배당성장률 (전년 대비)', unit: 'percent' },
  dividendCagr: { label: '배당성장률 (3년 연평균)', unit: 'percent' },
  impliedCapRate: { label: explainer('impliedCapRate').title, unit: unitOf('impliedCapRate') },
  return1M: { label: `총수익률 (${RETURN_PERIOD_LABELS['1M']})`, unit: 'percent' },
  return3M: { label: `총수익률 (${RETURN_PERIOD_LABELS['3M']})`, unit: 'percent' },
  returnYTD: { label: `총수익률 (${RETURN_PERIOD_LABELS.YTD})`, unit: 'percent' },
  return1Y: { label: `총수익률 (${RETURN_PERIOD_LABELS['1Y']})`, unit: 'percent' },
  return3Y: { label: `총수익률 (${RETURN_PERIOD_LABELS['3Y']})`, unit: 'percent' },
};
export const SOPHI_METRIC_KEYS = Object.keys(SOPHI_METRICS) as SophiMetricKey[];

/** The figures a REIT card shows when the question names none. */
export const SOPHI_DEFAULT_REIT_METRICS: SophiMetricKey[] = ['price', 'marketCap', 'dividendYield', 'indicatedYield', 'pNav', 'pFfo', 'ltv', 'occupancy', 'wale'];

/**
 * Korean and English names of the metrics as written in questions, compared without spaces and in
 * lower case. The longest alias at a place wins ('예상배당수익률' over '배당수익률' over '수익률').
 */
const METRIC_ALIASES: Array<[string, SophiMetricKey]> = [
  ['예상배당수익률', 'indicatedYield'], ['연환산배당', 'indicatedYield'], ['예상배당률', 'indicatedYield'], ['indicatedyield', 'indicatedYield'],
  ['배당수익률', 'dividendYield'], ['시가배당률', 'dividendYield'], ['배당률', 'dividendYield'], ['배당이율', 'dividendYield'], ['dividendyield', 'dividendYield'],
  ['배당성장률', 'dividendGrowth'], ['배당증가율', 'dividendGrowth'], ['배당성장', 'dividendGrowth'], ['배당cagr', 'dividendCagr'], ['배당연평균성장', 'dividendCagr'],
  ['p/nav', 'pNav'], ['pnav', 'pNav'], ['p-nav', 'pNav'], ['피나브', 'pNav'],
  ['nav대비', 'navPremium'], ['할인율', 'navPremium'], ['할증률', 'navPremium'], ['할인·할증', 'navPremium'],
  ['p/ffo', 'pFfo'], ['pffo', 'pFfo'], ['p-ffo', 'pFfo'],
  ['주당nav', 'navPerShare'], ['주당순자산', 'navPerShare'], ['nav', 'nav'], ['순자산가치', 'nav'], ['순자산', 'nav'],
  ['ffo', 'ffo'],
  ['ltv', 'ltv'], ['담보인정비율', 'ltv'], ['레버리지', 'ltv'], ['차입비율', 'ltv'], ['loantovalue', 'ltv'],
  ['부채비율', 'debtToAssets'],
  ['시가총액', 'marketCap'], ['시총', 'marketCap'], ['marketcap', 'marketCap'],
  ['주가', 'price'], ['현재가', 'price'], ['종가', 'price'], ['시세', 'price'], ['주식가격', 'price'],
  ['wale', 'wale'], ['잔여임대기간', 'wale'], ['가중평균잔여임대기간', 'wale'], ['임대기간', 'wale'],
  ['임대율', 'occupancy'], ['공실률', 'occupancy'], ['공실', 'occupancy'], ['occupancy', 'occupancy'], ['점유율', 'occupancy'],
  ['조정이자보상배율', 'adjustedInterestCoverage'], ['이자보상배율', 'interestCoverage'], ['이자보상', 'interestCoverage'],
  ['순차입금/ebitda', 'netDebtToEbitda'], ['순차입금', 'netDebtToEbitda'],
  ['비용비율', 'expenseRatio'], ['운용보수', 'managementFee'], ['보수율', 'managementFee'],
  ['회전율', 'turnover'], ['거래회전율', 'turnover'],
  ['내재캡레이트', 'impliedCapRate'], ['캡레이트', 'impliedCapRate'], ['caprate', 'impliedCapRate'],
  ['1개월수익률', 'return1M'], ['한달수익률', 'return1M'], ['3개월수익률', 'return3M'], ['석달수익률', 'return3M'],
  ['연초이후수익률', 'returnYTD'], ['ytd', 'returnYTD'], ['올해수익률', 'returnYTD'],
  ['3년수익률', 'return3Y'], ['1년수익률', 'return1Y'], ['총수익률', 'return1Y'], ['수익률', 'return1Y'],
];

export type SophiReitRef = { kind: 'this' } | { kind: 'ticker'; ticker: string };

export type SophiIntent =
  | { kind: 'reit_ranking'; metric: SophiMetricKey; order: 'desc' | 'asc'; limit: number; sector?: ReitSector }
  | { kind: 'reit_metrics'; reit: SophiReitRef; metrics: SophiMetricKey[] }
  | { kind: 'reit_dividends'; reit: SophiReitRef }
  | { kind: 'deal_search'; year?: number; quarter?: number; sector?: DealAssetType; region?: DealRegion; order: 'largest' | 'latest'; limit: number }
  | { kind: 'deal_statistics'; year?: number; sector?: DealAssetType; region?: DealRegion }
  | { kind: 'upcoming_events'; limit: number }
  | { kind: 'glossary_lookup'; term: string };

/** A REIT's names as the planner knows them (from the database). */
export interface SophiReitName { ticker: string; nameKo: string; nameEn: string }

export interface ParseIntentOptions {
  /** The current year in Asia/Seoul (올해, 작년). */
  currentYear: number;
  /** The glossary's terms (용어 가이드) a definition question may ask about. */
  glossary?: readonly SophiGlossaryName[];
  /** REITs whose names or tickers a question may mention. */
  reits?: readonly SophiReitName[];
}

export const SOPHI_DEFAULT_LIMIT = 5;

/** A glossary term as the planner knows it (table glossary_terms). */
export interface SophiGlossaryName { slug: string; keyword: string; expansion: string }

/** The names of a glossary term: keyword, slug, each part of its expansion ('Capitalization Rate, 자본환원율'), '/' dropped too. */
export function glossaryAliases(term: SophiGlossaryName): string[] {
  const names = [term.keyword, term.slug.replace(/-/g, ''), ...term.expansion.split(/[,，]/)].map(compactText).filter((n) => n.length > 0);
  return [...new Set(names.flatMap((n) => [n, n.replace(/\//g, '')]))];
}

/** The names of a metric explainer: its title with and without the parenthesis ('배당수익률 (TTM)'), its key. */
export function explainerAliases(key: ExplainerKey, title = METRIC_EXPLAINERS[key].title): string[] {
  const names = [title, title.replace(/\s*\([^)]*\)\s*$/, ''), key].map(compactText);
  return [...new Set(names.flatMap((n) => [n, n.replace(/[/-]/g, '')]))];
}

/** The glossary entry a term names (case, spaces and '/' do not matter), or null. */
export function findGlossaryEntry<T extends SophiGlossaryName>(term: string, glossary: readonly T[]): T | null {
  const wanted = compactText(term);
  const bare = wanted.replace(/\//g, '');
  return glossary.find((g) => glossaryAliases(g).some((a) => a === wanted || a === bare)) ?? null;
}

/** The metric explainer a term names, or null. */
export function findExplainerKey(term: string, titles: Partial<Record<ExplainerKey, string>> = {}): ExplainerKey | null {
  const wanted = compactText(term);
  const bare = wanted.replace(/[/-]/g, '');
  return EXPLAINER_KEYS.find((k) => explainerAliases(k, titles[k]).some((a) => a === wanted || a === bare)) ?? null;
}

const DEFINITION_REQUEST = /(?:좀)?(?:알려줘|알려주세요|알려줄래|설명해줘|설명해주세요|설명좀|가르쳐줘|가르쳐주세요)$/u;
const DEFINITION_QUESTION = /(?:무엇인가요|무엇입니까|무엇이에요|무엇이야|무엇인지|무엇|뭔가요|뭐예요|뭐에요|뭐야|뭐지|뭐임|뭔데|뭔지|뭐)$/u;
const DEFINITION_COPULA = /(?:이에요|예요|이야|야|은|는|이|가)$/u;
const DEFINITION_MEANING = /(?:뜻|의미|정의)$/u;
const DEFINITION_TOPIC = /(?:이라는게|라는게|이라는건|라는건|이란|란)$/u;

/**
 * The term a definition question asks about ('캡레이트가 뭐야?', 'P/NAV란?', 'WALE 뜻', 'FFO가 무엇인가요',
 * '캡레이트의 의미'), as candidates (with and without a trailing particle); [] when it is no definition question.
 */
export function definitionTerms(question: string): string[] {
  let t = compactText(question).replace(/[?？!！.。~…]+$/u, '').replace(DEFINITION_REQUEST, '');
  let marked = false;
  const cut = (re: RegExp): boolean => {
    const next = t.replace(re, '');
    if (next === t || next.length === 0) return false;
    t = next;
    return true;
  };
  if (cut(DEFINITION_QUESTION)) { marked = true; cut(DEFINITION_COPULA); }
  if (cut(DEFINITION_MEANING)) { marked = true; cut(/의$/u); }
  if (cut(DEFINITION_TOPIC)) marked = true;
  if (!marked || t.length === 0) return [];
  const bare = t.replace(/(?:은|는|이|가|의)$/u, '');
  return bare && bare !== t ? [t, bare] : [t];
}
export const SOPHI_MAX_LIMIT = 20;

/** Lower case, NFC, without spaces (Korean questions space words freely: 'SK 리츠', '배당 수익률'). */
export function compactText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[\s·_]+/g, '');
}

/** Metrics mentioned, in the order they appear; overlapping shorter aliases are dropped. */
export function findMetrics(question: string): SophiMetricKey[] {
  const text = compactText(question);
  const hits: Array<{ start: number; end: number; key: SophiMetricKey }> = [];
  for (const [alias, key] of METRIC_ALIASES) {
    let from = 0;
    for (let at = text.indexOf(alias, from); at >= 0; at = text.indexOf(alias, from)) {
      hits.push({ start: at, end: at + alias.length, key });
      from = at + 1;
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: typeof hits = [];
  for (const h of hits) {
    if (kept.some((k) => h.start < k.end && k.start < h.end)) continue;
    kept.push(h);
  }
  return [...new Set(kept.sort((a, b) => a.start - b.start).map((h) => h.key))];
}

/** The names a REIT goes by in questions: Korean name, the name without '리츠', English name, ticker. */
export function reitAliases(reit: SophiReitName): string[] {
  const ko = compactText(reit.nameKo);
  const en = compactText(reit.nameEn);
  const out = [ko, en, compactText(reit.ticker)];
  const koStem = ko.replace(/리츠$/, '');
  // '신한알파', 'SK', 'NH프라임'; two Hangul syllables alone ('에이', '롯데') are too common to stand for a REIT.
  if (koStem !== ko && (koStem.length >= 3 || /[a-z]/.test(koStem))) out.push(koStem);
  const enStem = en.replace(/reits?$/, '');
  if (enStem !== en && enStem.length >= 3) out.push(enStem);
  return [...new Set(out)];
}

/** The REIT a question names (the longest matching name wins; spacing and particles do not matter), or null. */
export function findReitMention(question: string, reits: readonly SophiReitName[]): SophiReitName | null {
  const text = compactText(question);
  let best: { reit: SophiReitName; length: number } | null = null;
  for (const reit of reits) {
    for (const alias of reitAliases(reit)) {
      if (!text.includes(alias)) continue;
      // A Latin alias must not be glued to other Latin letters ('sk' inside 'risk').
      if (/^[a-z0-9]/.test(alias) && !latinBounded(text, alias)) continue;
      if (!best || alias.length > best.length) best = { reit, length: alias.length };
    }
  }
  return best?.reit ?? null;
}

function latinBounded(text: string, alias: string): boolean {
  for (let at = text.indexOf(alias); at >= 0; at = text.indexOf(alias, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + alias.length] ?? '';
    if (!/[a-z]/.test(before) && !/[a-z]/.test(after)) return true;
  }
  return false;
}

const THIS_REIT = /(?:^|[\s,.'"(])(이|해당|요|본|그)\s*(리츠|종목)|여기|이곳/;
const RANK_DESC = /상위|높은|높고|높아|가장\s*(높|크|많|큰|좋)|최고|최대|큰\s*순|많은|top|톱|순위|랭킹|베스트|1위/i;
const RANK_ASC = /하위|낮은|낮고|가장\s*(낮|작|적)|최저|최소|작은\s*순|적은|저평가/;
const DIVIDEND = /배당/;
const DIVIDEND_DETAIL = /기준일|배당금|지급일|배당락|배당\s*일정|배당\s*내역|배당\s*기록|배당\s*이력|주당\s*배당|dps|배당(은|는|이|을|\?|$)|얼마나\s*배당|배당\s*(언제|얼마)/i;
const EVENT = /세미나|이벤트|행사|컨퍼런스|콘퍼런스|웨비나|네트워킹|강연|포럼/;
const SCHEDULE = /일정|언제|예정|다가오는|다음\s*(달|주)|이번\s*(달|주)|upcoming/;
const DEAL = /거래|딜|매매|매각|매입|인수|팔린|팔렸|사들/;
const DEAL_STATS = /통계|건수|몇\s*건|거래량|거래\s*규모|거래액|총액|합계|총\s*거래|분기별|추이|얼마나\s*(거래|많)/;
const DEAL_LARGEST = /가장\s*(큰|비싼|비쌌|높은)|최대|제일\s*(큰|비싼)|큰\s*거래|대형|비싼|최고가|규모\s*(가|순)?\s*(큰|상위)/;
/**
 * What makes a deal question a data question: a superlative, statistics, recency or a list ('최근 거래',
 * 'N건'). '거래' or '딜' alone ('이천 물류센터 선매입 딜의 조건', '청람타워 거래가') asks about one deal an
 * article covers, not about the deals table.
 */
const DEAL_LIST = /최근|요즘|최신|근래|요새|목록|리스트|내역|사례들?|현황|어떤\s*(거래|딜)|뭐가\s*팔|무엇이\s*팔|\d+\s*건|(한|두|세|네|다섯)\s*건/;
const REIT_WORD = /리츠|reit/i;
const UNRESOLVED_NAME = /(?<!상장|국내|해외|오피스|물류|리테일|호텔|주거|인프라|전체|모든|케이)(?<=[a-z0-9가-힣])리츠/i;

const SECTOR_WORDS: Array<[RegExp, DealAssetType]> = [
  [/오피스|사무실|업무시설|빌딩/, 'OFFICE'], [/물류|창고|로지스/, 'LOGISTICS'], [/리테일|상업시설|쇼핑|백화점|마트|아울렛|판매시설/, 'RETAIL'],
  [/호텔|숙박/, 'HOTEL'], [/데이터\s*센터|idc/i, 'DATA_CENTER'], [/주거|주택|임대주택|오피스텔|아파트/, 'RESIDENTIAL'], [/복합/, 'MIXED'], [/토지|부지|개발\s*부지/, 'LAND'],
];
/** REIT sectors in a ranking question ('물류 리츠 배당수익률 상위'). */
const REIT_SECTOR_WORDS: Array<[RegExp, ReitSector]> = [
  [/오피스/, 'OFFICE'], [/물류/, 'LOGISTICS'], [/리테일|상업시설|쇼핑|백화점|마트|아울렛/, 'RETAIL'], [/호텔/, 'HOTEL'], [/주거|주택|레지던스/, 'RESIDENTIAL'],
  [/인프라/, 'INFRA'], [/복합/, 'DIVERSIFIED'],
];
const REGION_WORDS: Array<[RegExp, DealRegion]> = [
  [/gbd|강남|서초|테헤란/i, 'GBD'], [/ybd|여의도|영등포/i, 'YBD'], [/cbd|도심|광화문|종로|을지로|시청/i, 'CBD'], [/bbd|판교|분당/i, 'BBD'],
  [/수도권|경기도|인천/, 'METRO'], [/지방|부산|대구|대전|광주|울산/, 'REGIONAL'],
];

function firstOf<T>(question: string, words: Array<[RegExp, T]>): T | undefined {
  let best: { at: number; value: T } | undefined;
  for (const [re, value] of words) {
    const m = re.exec(question);
    if (m && (!best || m.index < best.at)) best = { at: m.index, value };
  }
  return best?.value;
}

/** 올해, 작년, 재작년, 2025년, 25년 → a year. */
export function findYear(question: string, currentYear: number): number | undefined {
  const full = /(20\d{2})\s*년?/.exec(question);
  if (full) return Number(full[1]);
  if (/재작년|지지난\s*해/.test(question)) return currentYear - 2;
  if (/작년|지난\s*해|전년|昨年/.test(question)) return currentYear - 1;
  if (/올해|금년|이번\s*해|연초\s*이후/.test(question)) return currentYear;
  const short = /(?:^|[^\d])([1-4]\d)\s*년/.exec(question);
  if (short && Number(short[1]) >= 15) return 2000 + Number(short[1]);
  return undefined;
}

/** 1분기, 3Q, Q2, 상반기(none: a half is two quarters) → 1–4. */
export function findQuarter(question: string): number | undefined {
  const m = /([1-4])\s*(분기|q)|q\s*([1-4])/i.exec(question);
  if (!m) return undefined;
  return Number(m[1] ?? m[3]);
}

const KOREAN_COUNTS: Record<string, number> = { 한: 1, 두: 2, 세: 3, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10 };

/** 상위 5개, 10곳, TOP 3, 다섯 개 → N (default 5, at most 20). */
export function findLimit(question: string): number {
  const m = /top\s*(\d{1,2})|톱\s*(\d{1,2})|(?:상위|하위|최근|최대)\s*(\d{1,2})|(\d{1,2})\s*(개|곳|건|위|종목|선|개사)/i.exec(question);
  const word = /(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*(개|곳|건|종목)/.exec(question);
  const n = m ? Number(m[1] ?? m[2] ?? m[3] ?? m[4]) : word ? KOREAN_COUNTS[word[1]!] : undefined;
  if (!n || n < 1) return SOPHI_DEFAULT_LIMIT;
  return Math.min(n, SOPHI_MAX_LIMIT);
}

/** Whether a metric question reads as '높은 순' (desc) or '낮은 순' (asc). */
function orderOf(question: string): 'desc' | 'asc' | null {
  const asc = RANK_ASC.exec(question);
  const desc = RANK_DESC.exec(question);
  if (asc && (!desc || asc.index <= desc.index)) return 'asc';
  if (desc) return 'desc';
  return null;
}

/**
 * The data plan of a question, or null when it is not a data question. A question about 'this' REIT
 * (이 리츠, 여기) is answered with the page's REIT; the caller checks the page context.
 */
export function parseSophiIntent(rawQuestion: string, options: ParseIntentOptions): SophiIntent | null {
  const question = rawQuestion.normalize('NFC').trim();
  if (!question) return null;
  // '캡레이트가 뭐야?': the glossary or a metric explainer answers first (articles may follow).
  for (const term of definitionTerms(question)) {
    const entry = options.glossary ? findGlossaryEntry(term, options.glossary) : null;
    if (entry) return { kind: 'glossary_lookup', term: entry.keyword };
    const key = findExplainerKey(term);
    if (key) return { kind: 'glossary_lookup', term: METRIC_EXPLAINERS[key].title };
  }
  const metrics = findMetrics(question);
  const named = options.reits ? findReitMention(question, options.reits) : null;
  const reit: SophiReitRef | null = named ? { kind: 'ticker', ticker: named.ticker } : THIS_REIT.test(question) ? { kind: 'this' } : null;

  // Events come first: '다음 달 세미나 일정' (but '배당 일정' is a dividend question).
  if (EVENT.test(question) || (SCHEDULE.test(question) && !DIVIDEND.test(question) && !DEAL.test(question) && !reit && metrics.length === 0 && /일정/.test(question))) {
    return { kind: 'upcoming_events', limit: findLimit(question) };
  }

  if (reit) {
    if (metrics.length > 0) return { kind: 'reit_metrics', reit, metrics };
    if (DIVIDEND.test(question)) return { kind: 'reit_dividends', reit };
    if (named || REIT_WORD.test(question)) return { kind: 'reit_metrics', reit, metrics: SOPHI_DEFAULT_REIT_METRICS };
  }

  const sector = firstOf(question, SECTOR_WORDS);
  const region = firstOf(question, REGION_WORDS);
  if (DEAL.test(question) && !(metrics.length > 0 && REIT_WORD.test(question))) {
    const year = findYear(question, options.currentYear);
    const quarter = findQuarter(question);
    const filters = { ...(year !== undefined && { year }), ...(sector && { sector }), ...(region && { region }) };
    const dataQuestion = DEAL_STATS.test(question) || DEAL_LARGEST.test(question) || DEAL_LIST.test(question) || year !== undefined || quarter !== undefined;
    if (!dataQuestion) return null;
    if (DEAL_STATS.test(question) && !DEAL_LARGEST.test(question)) return { kind: 'deal_statistics', ...filters };
    return { kind: 'deal_search', ...filters, ...(quarter !== undefined && { quarter }), order: DEAL_LARGEST.test(question) ? 'largest' : 'latest', limit: findLimit(question) };
  }

  if (metrics.length > 0) {
    const order = orderOf(question);
    // Without an order word, '리츠' must be the generic word: 'XX리츠 LTV' names a REIT this parse could not resolve.
    if (order || (REIT_WORD.test(question) && !UNRESOLVED_NAME.test(question))) {
      const metric = metrics[0]!;
      // 공실률 is the complement of 임대율: '공실률 낮은' ranks 임대율 from the top.
      const inverted = metric === 'occupancy' && /공실/.test(question);
      const direction = order ?? (inverted ? 'asc' : 'desc');
      const reitSector = firstOf(question, REIT_SECTOR_WORDS);
      return {
        kind: 'reit_ranking', metric, order: inverted ? (direction === 'asc' ? 'desc' : 'asc') : direction, limit: findLimit(question),
        ...(reitSector && { sector: reitSector }),
      };
    }
    return null;
  }
  if (DIVIDEND.test(question) && DIVIDEND_DETAIL.test(question) && reit) return { kind: 'reit_dividends', reit };
  return null;
}
