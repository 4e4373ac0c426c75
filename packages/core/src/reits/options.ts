/**
 * The choices REIT screens offer (chart ranges, comparison size, download sections), apart from the zod
 * contracts so that client components can read them without loading zod.
 */
export const PRICE_RANGES = ['1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', 'MAX'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const PRICE_RANGE_LABELS: Record<PriceRange, string> = { '1M': '1개월', '3M': '3개월', '6M': '6개월', YTD: '올해', '1Y': '1년', '3Y': '3년', '5Y': '5년', MAX: '전체' };

/** REITs one comparison holds at most. */
export const COMPARE_MAX = 4;

export const DOWNLOAD_SECTIONS = ['summary', 'prices', 'dividends', 'financials', 'assets', 'debts'] as const;
export type DownloadSection = (typeof DOWNLOAD_SECTIONS)[number];
export const DOWNLOAD_SECTION_LABELS: Record<DownloadSection, string> = { summary: '요약 지표', prices: '일별 시세', dividends: '배당 내역', financials: '재무 실적', assets: '보유 자산·임대차', debts: '차입금' };
