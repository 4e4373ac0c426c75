import {
  DEAL_ASSET_TYPE_LABELS, DEAL_ASSET_TYPES, FUND_FIGURE_FILTERS, FUND_FIGURE_SORTS, FUND_KIND_LABELS, FUND_KINDS, FUND_LEGAL_FORM_LABELS,
  FUND_LEGAL_FORMS, FUND_PAGE_SIZES, FUND_REDEMPTION_LABELS, FUND_REDEMPTIONS, FUND_SORTS, FUND_STATUS_LABELS, FUND_STATUSES,
  FUND_STRATEGIES, FUND_STRATEGY_LABELS, formatNumber, type FundSort,
} from '@spi/core';
import { field, gatedApiSearch, rangeLabel, type UrlState } from '@/components/market/url-state';

/**
 * The 사모펀드 list's URL: exactly the API's query (fundListQuerySchema: AUM in 억원, vintages as
 * years) plus `view` (table or cards), which stays on the page.
 */
export const FUND_API_URL = {
  q: field.text(100),
  kind: field.list(FUND_KINDS),
  legalForm: field.list(FUND_LEGAL_FORMS),
  redemption: field.list(FUND_REDEMPTIONS),
  strategy: field.list(FUND_STRATEGIES),
  assetType: field.list(DEAL_ASSET_TYPES),
  status: field.list(FUND_STATUSES),
  amc: field.text(100),
  vintageFrom: field.number(1990, 2100),
  vintageTo: field.number(1990, 2100),
  aumMin: field.number(0, 1_000_000),
  aumMax: field.number(0, 1_000_000),
  sort: field.enum(FUND_SORTS),
  order: field.enum(['asc', 'desc'] as const),
  page: field.page(),
  size: field.size(FUND_PAGE_SIZES, 20),
};
export const FUND_URL = { ...FUND_API_URL, view: field.enum(['table', 'cards'] as const) };
export type FundUrlState = UrlState<typeof FUND_URL>;

/** The filter keys (what '필터 초기화' clears; sort, view and page size stay). */
export const FUND_FILTER_KEYS = ['q', 'kind', 'legalForm', 'redemption', 'strategy', 'assetType', 'status', 'amc', 'vintageFrom', 'vintageTo', 'aumMin', 'aumMax'] as const;

export const FUND_SORT_LABELS: Record<FundSort, string> = { inception: '설정일', maturity: '만기일', aum: 'AUM', name: '펀드명' };
/** The sort the list starts with (the API's default): newest inception first. */
export const DEFAULT_FUND_SORT: FundSort = 'inception';
/** The order a sort starts with, as the API orders without `order`: names A→Z, the rest largest or latest first. */
export const defaultFundOrder = (sort: FundSort): 'asc' | 'desc' => (sort === 'name' ? 'asc' : 'desc');

export const isFigureSort = (sort: FundSort | null): boolean => sort !== null && FUND_FIGURE_SORTS.includes(sort);

/**
 * The API query string of a state ('' or '?…'). Without figure access the AUM filters and the AUM sort
 * are left out (the API would refuse them with 401/403), so a shared link still opens.
 */
export function fundApiSearch(state: FundUrlState, figures: boolean): string {
  return gatedApiSearch(FUND_API_URL, state, figures, { filters: FUND_FIGURE_FILTERS, sort: isFigureSort(state.sort ?? null) });
}

/** Whether the state asks for something only figure access gives. */
export function asksForFigures(state: FundUrlState): boolean {
  return FUND_FIGURE_FILTERS.some((key) => state[key] !== null) || isFigureSort(state.sort);
}

export interface FilterChip { key: string; label: string; clear: Partial<FundUrlState> }

/** The applied filters as chip labels, one per group (removing a chip clears its group). */
export function fundFilterChips(state: FundUrlState): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.q) chips.push({ key: 'q', label: `검색: ${state.q}`, clear: { q: null } });
  const list = <V extends string>(key: 'kind' | 'legalForm' | 'redemption' | 'strategy' | 'assetType' | 'status', prefix: string, labels: Record<V, string>) => {
    const values = state[key] as V[];
    if (values.length) chips.push({ key, label: `${prefix}${values.map((v) => labels[v]).join('·')}`, clear: { [key]: [] } });
  };
  list('kind', '종류: ', FUND_KIND_LABELS);
  list('legalForm', '형태: ', FUND_LEGAL_FORM_LABELS);
  list('redemption', '환매: ', FUND_REDEMPTION_LABELS);
  list('strategy', '전략: ', FUND_STRATEGY_LABELS);
  list('assetType', '자산: ', DEAL_ASSET_TYPE_LABELS);
  list('status', '상태: ', FUND_STATUS_LABELS);
  if (state.amc) chips.push({ key: 'amc', label: `운용사: ${state.amc}`, clear: { amc: null } });
  if (state.vintageFrom !== null || state.vintageTo !== null) chips.push({ key: 'vintage', label: `설정연도: ${rangeLabel(state.vintageFrom, state.vintageTo, (v) => `${v}년`)}`, clear: { vintageFrom: null, vintageTo: null } });
  if (state.aumMin !== null || state.aumMax !== null) chips.push({ key: 'aum', label: `AUM: ${rangeLabel(state.aumMin, state.aumMax, (v) => `${formatNumber(v)}억원`)}`, clear: { aumMin: null, aumMax: null } });
  return chips;
}
