import type { ContentType, DealAssetType, MetricKey, SophiPageContext } from '@spi/core';

/**
 * Sophi's quality set (issue 13 §3): Korean questions over the DEMO data with the sources a good answer
 * cites. Articles are named by slug (packages/db/src/demo/articles/articles.ts), REITs by ticker
 * (packages/db/src/demo/reits/catalogue.ts). Figures of the generated data (REIT metrics, deals, events)
 * are never written here: a `check` names a rule the harness evaluates against the seeded database.
 *
 * The set covers article topics in many phrasings (particles, one-syllable words, the alias dictionary's
 * GBD/강남 and YBD/여의도, English terms), data questions answered by the tools, questions SPI cannot answer
 * ('근거가 부족합니다'), and member-only articles asked by a guest (the phrase only the member-only part holds
 * must appear nowhere in the answer) and by a PREMIUM member (who must get that article cited).
 */

/** A rule over the seeded database that says which data card is right. */
export type SourceCheck =
  /** A ranking card whose first row is the REIT ranked first by one of `metrics` (values from the REIT dataset). */
  | { check: 'reitRanking'; metrics: MetricKey[]; order: 'desc' | 'asc' }
  /** A deal card naming the largest deal (price) of the type in the year ('current' = the Seoul year of `now`). */
  | { check: 'largestDeal'; assetType: DealAssetType; year: 'current' | number }
  /** A deal statistics card (a table) about the asset type. */
  | { check: 'dealStatistics'; assetType: DealAssetType }
  /** An event card naming the next published event that has not started. */
  | { check: 'nextEvent' }
  /** The glossary term (용어 가이드, by keyword) or the metric explainer (by title) cited at its anchor. */
  | { check: 'glossary'; term: string };

export interface ExpectedSource {
  type: ContentType;
  /** An article slug (CONTENT), a REIT ticker (REITS), or a rule over the database. */
  match: string | SourceCheck;
}

export interface QualityQuestion {
  id: string;
  question: string;
  kind: 'article' | 'data' | 'insufficient' | 'entitlement';
  expected: {
    /** Any of these is a hit; empty when no particular source is expected (a guest asking about hidden text). */
    sources: ExpectedSource[];
    /** Text the answer must hold. */
    mustContain?: string[];
    /** Text that must appear neither in the answer nor in any citation (snippet, title, table). */
    mustNotContain?: string[];
    grounding?: 'answered' | 'insufficient';
    /** The answer states this REIT figure (any of the metrics, rounded as printed). */
    figure?: { ticker: string; metrics: MetricKey[] };
  };
  viewer: 'guest' | 'premium';
  context?: SophiPageContext;
  /** The question is asked on this article's page (the harness resolves its id). */
  onArticle?: string;
  /** Every citation must be one of the expected sources (a summary of the page cites only the page). */
  onlyExpected?: boolean;
  /** What the question exercises. */
  note: string;
}

const article = (slug: string): ExpectedSource => ({ type: 'CONTENT', match: slug });
const reit = (ticker: string): ExpectedSource => ({ type: 'REITS', match: ticker });
const glossary = (term: string): ExpectedSource => ({ type: 'REITS', match: { check: 'glossary', term } });
const reitPage = (ticker: string, title: string): SophiPageContext => ({ path: `/reitsfocus/${ticker}`, contentType: 'REITS', contentId: ticker, title });

const ARTICLE_QUESTIONS: QualityQuestion[] = [
  { id: 'a01', question: '물류센터 공실률 관련 기사 보여줘', kind: 'article', viewer: 'guest', note: 'request words (관련, 기사, 보여줘) ignored',
    expected: { sources: [article('metro-logistics-vacancy-recovery'), article('interview-solmaru-logistics-ceo')], grounding: 'answered' } },
  { id: 'a02', question: 'GBD 공실률은 얼마야?', kind: 'article', viewer: 'guest', note: 'English district code, particle 은',
    expected: { sources: [article('weekly-office-market-gbd-vacancy')], mustContain: ['2.4%'], grounding: 'answered' } },
  { id: 'a03', question: '강남 오피스 공실률이 궁금해', kind: 'article', viewer: 'guest', note: 'alias 강남 ↔ GBD, particle 이',
    expected: { sources: [article('weekly-office-market-gbd-vacancy'), article('interview-hangaon-leasing-head')], grounding: 'answered' } },
  { id: 'a04', question: '여의도 공실률이 오르는 이유는?', kind: 'article', viewer: 'guest', note: 'alias 여의도 ↔ YBD; the member-only article’s public lead answers',
    expected: { sources: [article('ybd-vacancy-after-new-supply'), article('weekly-office-market-gbd-vacancy')], grounding: 'answered' } },
  { id: 'a05', question: '판교 오피스 임차 수요는 어떻게 바뀌었나', kind: 'article', viewer: 'guest', note: 'topic question',
    expected: { sources: [article('pangyo-tech-tenant-shift')], grounding: 'answered' } },
  { id: 'a06', question: '렌트프리가 줄면 실질임대료는 어떻게 되나요?', kind: 'article', viewer: 'guest', note: 'particle 가, polite ending',
    expected: { sources: [article('weekly-office-market-effective-rent'), article('interview-hangaon-leasing-head')], grounding: 'answered' } },
  { id: 'a07', question: '저온 창고 공실률은?', kind: 'article', viewer: 'guest', note: 'short noun question',
    expected: { sources: [article('metro-logistics-vacancy-recovery'), article('cold-to-ambient-conversion')], grounding: 'answered' } },
  { id: 'a08', question: '평택 물류센터는 누가 임차하나', kind: 'article', viewer: 'guest', note: 'particle 는 on a compound noun',
    expected: { sources: [article('pyeongtaek-semiconductor-logistics')], grounding: 'answered' } },
  { id: 'a09', question: 'P/NAV가 1배보다 낮으면 싼 건가요?', kind: 'article', viewer: 'guest', note: 'English term with a slash',
    expected: { sources: [article('reit-pnav-discount-explained'), article('interview-saebyeori-reit-cio')], grounding: 'answered' } },
  { id: 'a10', question: 'FFO는 어떻게 계산해?', kind: 'article', viewer: 'guest', note: 'English term FFO',
    expected: { sources: [article('reit-ffo-vs-net-income')], grounding: 'answered' } },
  { id: 'a11', question: 'WALE이 뭐야', kind: 'article', viewer: 'guest', note: 'English term WALE, request word 뭐야: the glossary first, then the article',
    expected: { sources: [glossary('WALE'), article('reit-wale-single-tenant-risk')], grounding: 'answered' } },
  { id: 'a12', question: 'LTV와 DSCR로 대출 한도를 정하는 방법', kind: 'article', viewer: 'guest', note: 'English terms LTV, DSCR with particles',
    expected: { sources: [article('finance-101-ltv-and-dscr')], grounding: 'answered' } },
  { id: 'a13', question: 'NOI와 캡레이트는 어떤 관계야?', kind: 'article', viewer: 'guest', note: 'English term NOI',
    expected: { sources: [article('finance-101-cap-rate-and-noi')], grounding: 'answered' } },
  { id: 'a14', question: '리츠의 배당기준월과 배당락은 뭔가요', kind: 'article', viewer: 'guest', note: 'particle 의',
    expected: { sources: [article('reit-dividend-basics')], grounding: 'answered' } },
  { id: 'a15', question: '리츠가 유상증자하면 기존 주주 배당이 희석되나요?', kind: 'article', viewer: 'guest', note: 'verb form 유상증자하면',
    expected: { sources: [article('reit-rights-offering-dilution'), article('interview-saebyeori-reit-cio')], grounding: 'answered' } },
  { id: 'a16', question: '리츠 ETF와 개별 리츠 중 무엇을 살까', kind: 'article', viewer: 'guest', note: 'English ETF',
    expected: { sources: [article('reit-etf-vs-individual-reits')], grounding: 'answered' } },
  { id: 'a17', question: '브릿지론의 본PF 전환율은 얼마나 회복됐어?', kind: 'article', viewer: 'guest', note: 'member-only article, answer in its public lead',
    expected: { sources: [article('bridge-loan-to-pf-conversion-2026')], mustContain: ['38%'], grounding: 'answered' } },
  { id: 'a18', question: '오피스 담보대출 가산금리가 내려가는 조건', kind: 'article', viewer: 'guest', note: 'compound nouns',
    expected: { sources: [article('office-loan-refinancing-spread')], grounding: 'answered' } },
  { id: 'a19', question: '노후 오피스를 임대주택으로 바꾸는 용도전환 특례', kind: 'article', viewer: 'guest', note: 'policy topic, particles 를/으로',
    expected: { sources: [article('office-to-housing-conversion')], grounding: 'answered' } },
  { id: 'a20', question: '오피스 에너지 성능 공시 의무화', kind: 'article', viewer: 'guest', note: 'policy topic',
    expected: { sources: [article('office-energy-disclosure-policy')], grounding: 'answered' } },
  { id: 'a21', question: '성수 팝업스토어 임대료 시세는?', kind: 'article', viewer: 'guest', note: 'retail topic',
    expected: { sources: [article('seongsu-retail-popup-rent')], grounding: 'answered' } },
  { id: 'a22', question: 'AI 서버 때문에 데이터센터 냉각 방식이 어떻게 바뀌나', kind: 'article', viewer: 'guest', note: 'English AI, 데이터센터',
    expected: { sources: [article('ai-server-cooling-lease-terms')], grounding: 'answered' } },
  { id: 'a23', question: '수도권 데이터센터 파이프라인은 몇 MW야?', kind: 'article', viewer: 'guest', note: 'unit MW',
    expected: { sources: [article('metro-data-center-pipeline')], grounding: 'answered' } },
  { id: 'a24', question: '문 닫은 대형마트 땅은 어떻게 개발돼?', kind: 'article', viewer: 'guest', note: 'one-syllable word 땅',
    expected: { sources: [article('suburban-mart-site-redevelopment')], grounding: 'answered' } },
  { id: 'a25', question: '리츠 빚 만기가 몰리는 시기는?', kind: 'article', viewer: 'guest', note: 'one-syllable word 빚 (the articles say 차입금)',
    expected: { sources: [article('reit-refinancing-2026-h2')], grounding: 'answered' } },
  { id: 'a26', question: '기관 LP 돈은 어디로 가나', kind: 'article', viewer: 'guest', note: 'one-syllable word 돈, English LP',
    expected: { sources: [article('core-vs-value-add-lp-2026')], grounding: 'answered' } },
  { id: 'a27', question: 'YBD 직장인 러닝 크루', kind: 'article', viewer: 'guest', note: 'alias YBD ↔ 여의도 (the article says 여의도)',
    expected: { sources: [article('ybd-after-work-running-crew')], grounding: 'answered' } },
  { id: 'a28', question: 'GBD 직장인 점심값', kind: 'article', viewer: 'guest', note: 'alias GBD ↔ 강남, compound 점심값',
    expected: { sources: [article('gbd-office-worker-lunch-map')], grounding: 'answered' } },
  { id: 'a29', question: '성수동 주말 산책 코스 추천', kind: 'article', viewer: 'guest', note: 'lifestyle topic',
    expected: { sources: [article('seongsu-weekend-walk')], grounding: 'answered' } },
  { id: 'a30', question: '물류 공급 절벽 이후 디벨로퍼 전망', kind: 'article', viewer: 'guest', note: 'interview',
    expected: { sources: [article('interview-solmaru-logistics-ceo')], grounding: 'answered' } },
  { id: 'a31', question: '금리가 내리면 리츠는 오를까?', kind: 'article', viewer: 'guest', note: 'member-only article, public lead',
    expected: { sources: [article('rate-cuts-and-reits-checklist')], grounding: 'answered' } },
  { id: 'a32', question: '꼬마빌딩 수익률은 믿을 만한가', kind: 'article', viewer: 'guest', note: 'member-only article, public lead',
    expected: { sources: [article('small-building-cap-rate-vacancy')], grounding: 'answered' } },
  { id: 'a33', question: 'CBD 노후 오피스 리모델링 밸류애드 전략', kind: 'article', viewer: 'guest', note: 'English CBD; member-only lead',
    expected: { sources: [article('cbd-remodeling-value-add')], grounding: 'answered' } },
  { id: 'a34', question: '물류와 오피스 캡레이트 차이는 얼마나 벌어졌나', kind: 'article', viewer: 'guest', note: 'member-only lead holds 1.3%p',
    expected: { sources: [article('logistics-office-cap-rate-spread')], mustContain: ['1.3%p'], grounding: 'answered' } },
  { id: 'a35', question: '서울 호텔 ADR 최고치', kind: 'article', viewer: 'guest', note: 'English ADR',
    expected: { sources: [article('seoul-hotel-adr-record-2026')], grounding: 'answered' } },
];

const DATA_QUESTIONS: QualityQuestion[] = [
  { id: 'd01', question: '신한알파리츠의 최근 배당수익률은?', kind: 'data', viewer: 'guest', note: 'REIT name with particle 의; figure from the database',
    expected: { sources: [reit('293940')], grounding: 'answered', figure: { ticker: '293940', metrics: ['dividendYield', 'indicatedYield'] } } },
  { id: 'd02', question: 'SK리츠 LTV', kind: 'data', viewer: 'guest', note: 'English metric',
    expected: { sources: [reit('395400')], grounding: 'answered', figure: { ticker: '395400', metrics: ['ltv'] } } },
  { id: 'd03', question: '배당수익률 상위 5개 리츠', kind: 'data', viewer: 'guest', note: 'ranking, N = 5',
    expected: { sources: [{ type: 'REITS', match: { check: 'reitRanking', metrics: ['dividendYield', 'indicatedYield'], order: 'desc' } }], grounding: 'answered' } },
  { id: 'd04', question: '시가총액 가장 큰 리츠는?', kind: 'data', viewer: 'guest', note: 'ranking, superlative',
    expected: { sources: [{ type: 'REITS', match: { check: 'reitRanking', metrics: ['marketCap'], order: 'desc' } }], grounding: 'answered' } },
  { id: 'd05', question: 'P/NAV 낮은 리츠 3개', kind: 'data', viewer: 'guest', note: 'ranking ascending, English metric',
    expected: { sources: [{ type: 'REITS', match: { check: 'reitRanking', metrics: ['pNav'], order: 'asc' } }], grounding: 'answered' } },
  { id: 'd06', question: 'ESR켄달스퀘어리츠의 배당금은?', kind: 'data', viewer: 'guest', note: 'dividends of a named REIT',
    expected: { sources: [reit('365550')], grounding: 'answered' } },
  { id: 'd07', question: '이 리츠의 배당은?', kind: 'data', viewer: 'guest', note: 'page context: SK리츠', context: reitPage('395400', 'SK리츠'),
    expected: { sources: [reit('395400')], grounding: 'answered' } },
  { id: 'd08', question: '이 리츠 LTV는 얼마야?', kind: 'data', viewer: 'guest', note: 'page context: 신한알파리츠', context: reitPage('293940', '신한알파리츠'),
    expected: { sources: [reit('293940')], grounding: 'answered', figure: { ticker: '293940', metrics: ['ltv'] } } },
  { id: 'd09', question: '롯데리츠 P/NAV', kind: 'data', viewer: 'guest', note: 'named REIT, English metric',
    expected: { sources: [reit('330590')], grounding: 'answered', figure: { ticker: '330590', metrics: ['pNav'] } } },
  { id: 'd10', question: 'WALE 긴 리츠 상위 3개', kind: 'data', viewer: 'guest', note: 'ranking by WALE',
    expected: { sources: [{ type: 'REITS', match: { check: 'reitRanking', metrics: ['wale', 'waleArea'], order: 'desc' } }], grounding: 'answered' } },
  { id: 'd11', question: 'NH프라임리츠 배당수익률', kind: 'data', viewer: 'guest', note: 'named REIT without particle',
    expected: { sources: [reit('338100')], grounding: 'answered', figure: { ticker: '338100', metrics: ['dividendYield', 'indicatedYield'] } } },
  { id: 'd12', question: '올해 가장 큰 오피스 거래는?', kind: 'data', viewer: 'premium', note: 'deals of the current year (prices need a membership)',
    expected: { sources: [{ type: 'DEAL', match: { check: 'largestDeal', assetType: 'OFFICE', year: 'current' } }], grounding: 'answered' } },
  { id: 'd13', question: '2025년 가장 큰 물류 거래', kind: 'data', viewer: 'premium', note: 'deals of a named year, 물류',
    expected: { sources: [{ type: 'DEAL', match: { check: 'largestDeal', assetType: 'LOGISTICS', year: 2025 } }], grounding: 'answered' } },
  { id: 'd14', question: '물류 거래 통계', kind: 'data', viewer: 'premium', note: 'deal statistics',
    expected: { sources: [{ type: 'DEAL', match: { check: 'dealStatistics', assetType: 'LOGISTICS' } }], grounding: 'answered' } },
  { id: 'd15', question: '다음 이벤트 일정', kind: 'data', viewer: 'guest', note: 'upcoming events',
    expected: { sources: [{ type: 'EVENT', match: { check: 'nextEvent' } }], grounding: 'answered' } },
  { id: 'd16', question: '예정된 세미나 알려줘', kind: 'data', viewer: 'guest', note: 'upcoming events, other words',
    expected: { sources: [{ type: 'EVENT', match: { check: 'nextEvent' } }], grounding: 'answered' } },
];

/** Definitions (the glossary or a metric explainer first) and summaries of the article the reader is on. */
const PAGE_AND_GLOSSARY_QUESTIONS: QualityQuestion[] = [
  { id: 'g01', question: '캡레이트가 뭐야?', kind: 'data', viewer: 'guest', note: 'definition → glossary term', expected: { sources: [glossary('캡레이트')], grounding: 'answered' } },
  { id: 'g02', question: 'P/NAV란?', kind: 'data', viewer: 'guest', note: 'definition → metric explainer', expected: { sources: [glossary('P/NAV')], grounding: 'answered' } },
  { id: 'g03', question: 'WALE 뜻', kind: 'data', viewer: 'guest', note: 'definition with 뜻', expected: { sources: [glossary('WALE')], grounding: 'answered' } },
  { id: 'g04', question: 'FFO가 무엇인가요', kind: 'data', viewer: 'guest', note: 'definition, polite', expected: { sources: [glossary('FFO')], grounding: 'answered' } },
  { id: 's01', question: '이 기사 핵심만 알려줘', kind: 'article', viewer: 'guest', note: 'summary of the page’s article, only it cited', onArticle: 'reit-pnav-discount-explained', onlyExpected: true,
    expected: { sources: [article('reit-pnav-discount-explained')], grounding: 'answered' } },
  { id: 's02', question: '이 기사 요약해줘', kind: 'article', viewer: 'guest', note: 'summary without a content word', onArticle: 'pyeongtaek-semiconductor-logistics', onlyExpected: true,
    expected: { sources: [article('pyeongtaek-semiconductor-logistics')], grounding: 'answered' } },
  { id: 's03', question: '이 글 무슨 내용이야?', kind: 'entitlement', viewer: 'guest', note: 'guest summary of a member-only article: its public lead and the membership hint', onArticle: 'bridge-loan-to-pf-conversion-2026', onlyExpected: true,
    expected: { sources: [article('bridge-loan-to-pf-conversion-2026')], mustContain: ['멤버십'], grounding: 'answered' } },
];

const INSUFFICIENT_QUESTIONS: QualityQuestion[] = [
  { id: 'i05', question: '삼성전자 주가 전망은?', kind: 'insufficient', viewer: 'guest', note: 'a name no article or record holds (전망, 주가 do occur)', expected: { sources: [], grounding: 'insufficient' } },
  { id: 'i01', question: '비트코인 전망은?', kind: 'insufficient', viewer: 'guest', note: 'outside SPI’s coverage', expected: { sources: [], grounding: 'insufficient' } },
  { id: 'i02', question: '내일 서울 날씨 어때?', kind: 'insufficient', viewer: 'guest', note: 'outside SPI’s coverage', expected: { sources: [], grounding: 'insufficient' } },
  { id: 'i03', question: '손흥민 이번 시즌 골 수는?', kind: 'insufficient', viewer: 'guest', note: 'outside SPI’s coverage', expected: { sources: [], grounding: 'insufficient' } },
  { id: 'i04', question: '파이썬 리스트 정렬하는 법', kind: 'insufficient', viewer: 'guest', note: 'outside SPI’s coverage', expected: { sources: [], grounding: 'insufficient' } },
];

/** Member-only questions: a guest must not get the hidden phrases; a PREMIUM member must get the article. */
const HIDDEN: Array<{ id: string; question: string; slug: string; hidden: string[]; note: string }> = [
  { id: 'e01', question: '이천 물류센터 선매입 딜에서 준공 시점 임대율 조건은?', slug: 'icheon-forward-purchase-risk',
    hidden: ['부족분만큼 매매대금을 깎는다', '준공 후 2년간 공실분 임대료를 보전한다'], note: 'the conditions are after the paywall' },
  { id: 'e02', question: '테헤란 청람타워 거래가와 캡레이트는?', slug: 'gbd-prime-office-deal-analysis',
    hidden: ['청람타워', '7,650억원'], note: 'the deal table is after the paywall' },
  { id: 'e03', question: '데이터센터 개발 PF에서 대주단이 요구하는 다섯 가지 조건은?', slug: 'data-center-development-pf',
    hidden: ['전력 인입 시기와 용량이 문서로 확정돼야 한다', '총사업비의 20~30%를 자기자본으로'], note: 'the five conditions are after the paywall' },
  { id: 'e04', question: '새벼리리츠운용 도하진 CIO의 유상증자 원칙은?', slug: 'interview-saebyeori-reit-cio',
    hidden: ['0.8배 아래에 머무는 동안은 유상증자를 하지 않겠다', '감정평가액보다 8% 높은 가격'], note: 'the answer is after the paywall' },
  { id: 'e05', question: '저온 창고를 상온으로 전환하는 공사비는 얼마야?', slug: 'cold-to-ambient-conversion',
    hidden: ['3.3㎡당 150만원', '공사비 회수 기간은 약 8~9년'], note: 'the figures are after the paywall' },
];

const ENTITLEMENT_QUESTIONS: QualityQuestion[] = HIDDEN.flatMap((h) => [
  { id: `${h.id}g`, question: h.question, kind: 'entitlement' as const, viewer: 'guest' as const, note: `guest: ${h.note}`,
    expected: { sources: [], mustNotContain: h.hidden } },
  { id: `${h.id}p`, question: h.question, kind: 'entitlement' as const, viewer: 'premium' as const, note: `PREMIUM: ${h.note}`,
    expected: { sources: [article(h.slug)], grounding: 'answered' as const } },
]);

export const QUALITY_QUESTIONS: QualityQuestion[] = [...ARTICLE_QUESTIONS, ...DATA_QUESTIONS, ...PAGE_AND_GLOSSARY_QUESTIONS, ...INSUFFICIENT_QUESTIONS, ...ENTITLEMENT_QUESTIONS];

/** The member-only articles the entitlement questions are about, with their hidden phrases (checked by the test). */
export const HIDDEN_PHRASES: ReadonlyArray<{ slug: string; hidden: readonly string[] }> = HIDDEN.map(({ slug, hidden }) => ({ slug, hidden }));
