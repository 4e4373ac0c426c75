/**
 * 사모펀드: the private real-estate fund record (../shared/reference/real-estate-data.md): money in 원,
 * rates as fractions, dates 'YYYY-MM-DD'. Reports are files admins upload; every download is recorded
 * after the reader accepts the report's terms (the fund report confirm modal, spec section 2).
 */

export const FUND_KINDS = ['REAL_ESTATE', 'SPECIAL_ASSET'] as const;
export type FundKind = (typeof FUND_KINDS)[number];
export const FUND_KIND_LABELS: Record<FundKind, string> = { REAL_ESTATE: '부동산', SPECIAL_ASSET: '특별자산' };

export const FUND_LEGAL_FORMS = ['TRUST', 'COMPANY'] as const;
export type FundLegalForm = (typeof FUND_LEGAL_FORMS)[number];
export const FUND_LEGAL_FORM_LABELS: Record<FundLegalForm, string> = { TRUST: '신탁형', COMPANY: '회사형' };

export const FUND_REDEMPTIONS = ['OPEN', 'CLOSED'] as const;
export type FundRedemption = (typeof FUND_REDEMPTIONS)[number];
export const FUND_REDEMPTION_LABELS: Record<FundRedemption, string> = { OPEN: '개방형', CLOSED: '폐쇄형' };

export const FUND_STRATEGIES = ['CORE', 'CORE_PLUS', 'VALUE_ADD', 'OPPORTUNISTIC', 'DEVELOPMENT'] as const;
export type FundStrategy = (typeof FUND_STRATEGIES)[number];
export const FUND_STRATEGY_LABELS: Record<FundStrategy, string> = {
  CORE: '코어',
  CORE_PLUS: '코어플러스',
  VALUE_ADD: '밸류애드',
  OPPORTUNISTIC: '오퍼튜니스틱',
  DEVELOPMENT: '개발형',
};

export const FUND_STATUSES = ['ACTIVE', 'LIQUIDATED'] as const;
export type FundStatus = (typeof FUND_STATUSES)[number];
export const FUND_STATUS_LABELS: Record<FundStatus, string> = { ACTIVE: '운용 중', LIQUIDATED: '청산' };

export const FUND_INVESTOR_TYPES = ['PENSION', 'MUTUAL_AID', 'INSURANCE', 'BANK', 'SECURITIES', 'CORPORATE', 'OTHER'] as const;
export type FundInvestorType = (typeof FUND_INVESTOR_TYPES)[number];
export const FUND_INVESTOR_TYPE_LABELS: Record<FundInvestorType, string> = {
  PENSION: '연기금',
  MUTUAL_AID: '공제회',
  INSURANCE: '보험사',
  BANK: '은행',
  SECURITIES: '증권사',
  CORPORATE: '일반법인',
  OTHER: '기타',
};

export const FUND_REPORT_KINDS = ['REGULAR', 'ASSET', 'ANNUAL', 'OTHER'] as const;
export type FundReportKind = (typeof FUND_REPORT_KINDS)[number];
export const FUND_REPORT_KIND_LABELS: Record<FundReportKind, string> = {
  REGULAR: '자산운용보고서',
  ASSET: '자산 실사·평가 보고서',
  ANNUAL: '결산 보고서',
  OTHER: '기타 보고서',
};

/** A fund id is its code: upper-case letters and digits, 5–12 ('K55105BU0829'); anything else in a path is a 404. */
export const FUND_ID_PATTERN = /^[A-Z0-9]{5,12}$/;

/** Report files: PDF, XLSX or DOCX, by content; at most 30 MB. */
export const FUND_REPORT_MAX_BYTES = 30 * 1024 * 1024;
export const FUND_REPORT_MIMES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;

/**
 * The terms of use a reader accepts in the fund report confirm modal before a report downloads. The
 * version is recorded with every download; change it whenever the text changes.
 */
export const FUND_REPORT_TERMS_VERSION = '2026-11';
export const FUND_REPORT_TERMS = [
  '펀드 보고서는 SPI 사모펀드 권한을 가진 회원의 내부 검토용으로만 제공됩니다.',
  '보고서의 전부 또는 일부를 외부에 공유·배포·게시하거나 재판매할 수 없습니다.',
  '보고서 내용은 작성 기준일의 정보이며 투자 권유나 자문이 아닙니다.',
  '다운로드 기록(회원, 일시, 보고서)은 보관되며 위반 시 이용이 제한될 수 있습니다.',
] as const;

export const FUND_PAGE_SIZES = [20, 50, 100] as const;

export const FUND_SORTS = ['inception', 'maturity', 'aum', 'name'] as const;
export type FundSort = (typeof FUND_SORTS)[number];
/** Sorts and filters that reveal figures: only with funds.view. */
export const FUND_FIGURE_SORTS: readonly FundSort[] = ['aum'];
export const FUND_FIGURE_FILTERS = ['aumMin', 'aumMax'] as const;
