import { describe, expect, it } from 'vitest';
import { compactText, definitionTerms, findLimit, findMetrics, findReitMention, findYear, parseSophiIntent, SOPHI_DEFAULT_REIT_METRICS, SOPHI_METRICS, type SophiReitName } from './intent';

const REITS: SophiReitName[] = [
  { ticker: '395400', nameKo: 'SK리츠', nameEn: 'SK REIT' },
  { ticker: '293940', nameKo: '신한알파리츠', nameEn: 'Shinhan Alpha REIT' },
  { ticker: '365550', nameKo: 'ESR켄달스퀘어리츠', nameEn: 'ESR Kendall Square REIT' },
  { ticker: '140910', nameKo: '에이리츠', nameEn: 'A REIT' },
  { ticker: '088260', nameKo: '이리츠코크렙', nameEn: 'E REITs KOCREF' },
  { ticker: '330590', nameKo: '롯데리츠', nameEn: 'Lotte REIT' },
  { ticker: '0030R0', nameKo: '대신밸류리츠', nameEn: 'Daishin Value REIT' },
];
const parse = (q: string) => parseSophiIntent(q, { currentYear: 2026, reits: REITS });

describe('parseSophiIntent: REIT rankings', () => {
  it.each([
    ['배당수익률 상위 5개 리츠', 'dividendYield', 'desc', 5],
    ['배당 수익률 높은 리츠 10곳', 'dividendYield', 'desc', 10],
    ['시가배당률 TOP 3', 'dividendYield', 'desc', 3],
    ['P/NAV 가장 낮은 리츠 세 개', 'pNav', 'asc', 3],
    ['pnav 하위 리츠', 'pNav', 'asc', 5],
    ['시총 큰 순으로 리츠 7개 알려줘', 'marketCap', 'desc', 7],
    ['LTV가 제일 낮은 리츠는?', 'ltv', 'asc', 5],
    ['부채비율 높은 리츠', 'debtToAssets', 'desc', 5],
    ['예상 배당수익률 순위', 'indicatedYield', 'desc', 5],
    ['공실률 가장 낮은 리츠', 'occupancy', 'desc', 5],
    ['임대율 낮은 리츠', 'occupancy', 'asc', 5],
    ['공실률 높은 리츠 순위', 'occupancy', 'asc', 5],
    ['WALE 긴 리츠 순위 top5', 'wale', 'desc', 5],
    ['P/FFO 최저 리츠 4곳', 'pFfo', 'asc', 4],
  ] as const)('%s', (q, metric, order, limit) => {
    expect(parse(q)).toEqual({ kind: 'reit_ranking', metric, order, limit });
  });

  it('reads a REIT sector', () => {
    expect(parse('물류 리츠 배당수익률 상위 3개')).toEqual({ kind: 'reit_ranking', metric: 'dividendYield', order: 'desc', limit: 3, sector: 'LOGISTICS' });
    expect(parse('오피스리츠 중 P/NAV 낮은 곳')).toEqual({ kind: 'reit_ranking', metric: 'pNav', order: 'asc', limit: 5, sector: 'OFFICE' });
  });

  it('caps N at 20', () => expect(parse('배당수익률 상위 50개 리츠')).toMatchObject({ limit: 20 }));
});

describe('parseSophiIntent: one REIT', () => {
  it.each([
    ['SK리츠 LTV', '395400', ['ltv']],
    ['SK리츠의 LTV는?', '395400', ['ltv']],
    ['sk 리츠 엘티브이 말고 LTV랑 주가', '395400', ['ltv', 'price']],
    ['신한알파리츠의 최근 배당수익률은?', '293940', ['dividendYield']],
    ['신한알파 P/NAV 얼마야', '293940', ['pNav']],
    ['ESR켄달스퀘어 시가총액', '365550', ['marketCap']],
    ['365550 주가', '365550', ['price']],
    ['이리츠코크렙 임대율', '088260', ['occupancy']],
    ['0030R0 배당률', '0030R0', ['dividendYield']],
  ] as const)('%s', (q, ticker, metrics) => {
    expect(parse(q)).toEqual({ kind: 'reit_metrics', reit: { kind: 'ticker', ticker }, metrics });
  });

  it('a REIT alone gets the default figures', () => {
    expect(parse('롯데리츠 어때?')).toEqual({ kind: 'reit_metrics', reit: { kind: 'ticker', ticker: '330590' }, metrics: SOPHI_DEFAULT_REIT_METRICS });
  });

  it.each([
    ['이 리츠의 배당은?', { kind: 'reit_dividends', reit: { kind: 'this' } }],
    ['이 리츠 LTV', { kind: 'reit_metrics', reit: { kind: 'this' }, metrics: ['ltv'] }],
    ['여기 배당 기준일 언제야', { kind: 'reit_dividends', reit: { kind: 'this' } }],
    ['SK리츠 배당 기준일', { kind: 'reit_dividends', reit: { kind: 'ticker', ticker: '395400' } }],
    ['신한알파리츠 배당금 지급일', { kind: 'reit_dividends', reit: { kind: 'ticker', ticker: '293940' } }],
    ['에이리츠의 배당', { kind: 'reit_dividends', reit: { kind: 'ticker', ticker: '140910' } }],
  ])('%s', (q, intent) => expect(parse(q)).toEqual(intent));
});

describe('parseSophiIntent: deals', () => {
  it.each([
    ['올해 가장 큰 오피스 거래는?', { kind: 'deal_search', year: 2026, sector: 'OFFICE', order: 'largest', limit: 5 }],
    ['작년 최대 물류 딜 3건', { kind: 'deal_search', year: 2025, sector: 'LOGISTICS', order: 'largest', limit: 3 }],
    ['2024년 3분기 여의도 오피스 매각', { kind: 'deal_search', year: 2024, quarter: 3, sector: 'OFFICE', region: 'YBD', order: 'latest', limit: 5 }],
    ['판교 최근 거래', { kind: 'deal_search', region: 'BBD', order: 'latest', limit: 5 }],
    ['강남 오피스 거래 통계', { kind: 'deal_statistics', sector: 'OFFICE', region: 'GBD' }],
    ['올해 호텔 거래 건수는?', { kind: 'deal_statistics', year: 2026, sector: 'HOTEL' }],
    ['GBD 거래 규모', { kind: 'deal_statistics', region: 'GBD' }],
    ['25년 리테일 거래량', { kind: 'deal_statistics', year: 2025, sector: 'RETAIL' }],
  ])('%s', (q, intent) => expect(parse(q)).toEqual(intent));
  it.each(['테헤란 청람타워 거래가와 캡레이트는?', '이천 물류센터 선매입 딜에서 준공 시점 임대율 조건은?', '매각 절차는 어떻게 되나'])(
    'a deal an article covers is no data question: %s → null', (q) => expect(parse(q)).toBeNull(),
  );
});

describe('parseSophiIntent: events and non-data questions', () => {
  it.each(['다음 달 세미나 일정', '예정된 이벤트 알려줘', '웨비나 언제 해?', '다가오는 행사 3개'])('%s', (q) => {
    expect(parse(q)?.kind).toBe('upcoming_events');
  });
  it('reads N of events', () => expect(parse('다가오는 행사 3개')).toEqual({ kind: 'upcoming_events', limit: 3 }));
  it.each(['리츠가 뭐야?', '금리 인하가 오피스 시장에 미치는 영향', '', '배당', '삼성전자가 뭐야?', 'NOI와 캡레이트는 어떤 관계야?'])('%s → null', (q) => {
    expect(parse(q)).toBeNull();
  });
  it('a REIT name without the name list is not resolved', () => {
    expect(parseSophiIntent('SK리츠 LTV', { currentYear: 2026 })).toBeNull();
  });
});

describe('helpers', () => {
  it('compacts spacing and case', () => expect(compactText(' SK 리츠 ')).toBe('sk리츠'));
  it('prefers the longest alias', () => {
    expect(findMetrics('예상배당수익률과 1년 수익률')).toEqual(['indicatedYield', 'return1Y']);
    expect(findMetrics('주당 NAV')).toEqual(['navPerShare']);
  });
  it('resolves names with particles, not Latin fragments', () => {
    expect(findReitMention('SK리츠의 배당', REITS)?.ticker).toBe('395400');
    expect(findReitMention('risk 관리', REITS)).toBeNull();
    expect(findReitMention('에이 플러스', REITS)).toBeNull();
  });
  it('reads years and limits', () => {
    expect(findYear('재작년 거래', 2026)).toBe(2024);
    expect(findYear('10년 수익률', 2026)).toBeUndefined();
    expect(findLimit('다섯 개만')).toBe(5);
    expect(findLimit('상위 12')).toBe(12);
  });
  it('labels every metric from core', () => {
    expect(SOPHI_METRICS.dividendYield.label).toBe('배당수익률 (TTM)');
    expect(SOPHI_METRICS.pNav.unit).toBe('multiple');
  });
});

describe('parseSophiIntent: definition questions', () => {
  const glossary = [
    { slug: 'cap-rate', keyword: '캡레이트', expansion: 'Capitalization Rate, 자본환원율' },
    { slug: 'wale', keyword: 'WALE', expansion: 'Weighted Average Lease Expiry, 가중평균 잔여 임대기간' },
    { slug: 'ffo', keyword: 'FFO', expansion: 'Funds From Operations, 운영자금' },
    { slug: 'master-lease', keyword: '책임임대차', expansion: '마스터리스' },
  ];
  const define = (q: string) => parseSophiIntent(q, { currentYear: 2026, reits: REITS, glossary });
  it.each([
    ['캡레이트가 뭐야?', '캡레이트'], ['WALE 뜻', 'WALE'], ['wale이 뭐야', 'WALE'], ['FFO가 무엇인가요', 'FFO'], ['캡레이트의 의미', '캡레이트'],
    ['자본환원율이란?', '캡레이트'], ['마스터리스란', '책임임대차'], ['WALE 뜻 알려줘', 'WALE'],
  ])('%s → the glossary term %s', (q, term) => expect(define(q)).toEqual({ kind: 'glossary_lookup', term }));
  it.each([['P/NAV란?', 'P/NAV'], ['pnav가 뭐야', 'P/NAV'], ['NAV란 무엇인가요', 'NAV (순자산가치)']])('%s → the metric explainer %s', (q, term) => {
    expect(define(q)).toEqual({ kind: 'glossary_lookup', term });
  });
  it('needs a definition phrasing and a known term', () => {
    expect(definitionTerms('캡레이트 추이')).toEqual([]);
    expect(define('삼성전자가 뭐야?')).toBeNull();
    expect(define('SK리츠 LTV')?.kind).toBe('reit_metrics');
  });
});
