import {
  DEAL_ASSET_TYPE_LABELS, DEAL_ASSET_TYPES, DEAL_PAGE_SIZES, DEAL_PARTY_TYPE_LABELS, DEAL_PARTY_TYPES, DEAL_PRICE_FILTERS, DEAL_PRICE_SORTS,
  DEAL_REGION_SHORT_LABELS, DEAL_REGIONS, DEAL_SEARCH_MAX_LENGTH, DEAL_SORTS, DEAL_STATUS_LABELS, DEAL_STATUSES, formatDotDate, formatNumber,
  type DealSort,
} from '@spi/core';
import { formatArea, type AreaUnit } from '@/components/market/area-unit';
import { field, gatedApiSearch, rangeLabel, type UrlState } from '@/components/market/url-state';

/**
 * The 딜정보 list's URL: exactly the API's query (dealListQuerySchema: areas in ㎡, prices in 억원,
 * cap rates in percent) plus `view` (table or cards), which stays on the page.
 */
export const DEAL_API_URL = {
  q: field.text(DEAL_SEARCH_MAX_LENGTH),
  type: field.list(DEAL_ASSET_TYPES),
  region: field.list(DEAL_REGIONS),
  status: field.list(DEAL_STATUSES),
  buyerType: field.list(DEAL_PARTY_TYPES),
  sellerType: field.list(DEAL_PARTY_TYPES),
  from: field.date(),
  to: field.date(),
  priceMin: field.number(0, 1_000_000),
  priceMax: field.number(0, 1_000_000),
  gfaMin: field.number(0, 10_000_000),
  gfaMax: field.number(0, 10_000_000),
  capMin: field.number(0, 100),
  capMax: field.number(0, 100),
  sort: field.enum(DEAL_SORTS),
  order: field.enum(['asc', 'desc'] as const),
  page: field.page(),
  size: field.size(DEAL_PAGE_SIZES, 20),
};
export const DEAL_URL = { ...DEAL_API_URL, view: field.enum(['table', 'cards'] as const) };
export type DealUrlState = UrlState<typeof DEAL_URL>;

/** The filter keys (what '필터 초기화' clears; sort, view and page size stay). */
export const DEAL_FILTER_KEYS = ['q', 'type', 'region', 'status', 'buyerType', 'sellerType', 'from', 'to', 'priceMin', 'priceMax', 'gfaMin', 'gfaMax', 'capMin', 'capMax'] as const;
export type DealFilterKey = (typeof DEAL_FILTER_KEYS)[number];

export const DEAL_SORT_LABELS: Record<DealSort, string> = {
  date: '최신순', price: '거래가', pricePerPyeong: '평당가', capRate: '캡레이트', gfa: '연면적', name: '자산명',
};
/** The order a sort starts with: names A→Z, everything else largest or newest first. */
export const defaultOrder = (sort: DealSort): 'asc' | 'desc' => (sort === 'name' ? 'asc' : 'desc');

export const isPriceSort = (sort: DealSort | null): boolean => sort !== null && DEAL_PRICE_SORTS.includes(sort);

/**
 * The API query string of a state ('' or '?…'). Without price access the price filters and price
 * sorts are left out (the API would refuse them with 401/403), so a shared link still opens.
 */
export function dealApiSearch(state: DealUrlState, prices: boolean): string {
  return gatedApiSearch(DEAL_API_URL, state, prices, { filters: DEAL_PRICE_FILTERS, sort: isPriceSort(state.sort ?? null) });
}

/** Whether the state asks for something only price access gives. */
export function asksForPrices(state: DealUrlState): boolean {
  return DEAL_PRICE_FILTERS.some((key) => state[key] !== null) || isPriceSort(state.sort);
}

/** The applied filters as chip labels, one per group (removing a chip clears its group). */
export function dealFilterChips(state: DealUrlState, unit: AreaUnit): Array<{ key: string; label: string; clear: Partial<DealUrlState> }> {
  const chips: Array<{ key: string; label: string; clear: Partial<DealUrlState> }> = [];
  if (state.q) chips.push({ key: 'q', label: `검색: ${state.q}`, clear: { q: null } });
  const list = <V extends string>(key: 'type' | 'region' | 'status' | 'buyerType' | 'sellerType', prefix: string, labels: Record<V, string>) => {
    const values = state[key] as V[];
    if (values.length) chips.push({ key, label: `${prefix}${values.map((v) => labels[v]).join('·')}`, clear: { [key]: [] } });
  };
  list('type', '유형: ', DEAL_ASSET_TYPE_LABELS);
  list('region', '권역: ', DEAL_REGION_SHORT_LABELS);
  list('status', '상태: ', DEAL_STATUS_LABELS);
  list('buyerType', '매수자: ', DEAL_PARTY_TYPE_LABELS);
  list('sellerType', '매도자: ', DEAL_PARTY_TYPE_LABELS);
  if (state.from || state.to) chips.push({ key: 'date', label: `거래일: ${formatDotDate(state.from ?? null) === '-' ? '' : formatDotDate(state.from)}~${state.to ? formatDotDate(state.to) : ''}`, clear: { from: null, to: null } });
  if (state.priceMin !== null || state.priceMax !== null) chips.push({ key: 'price', label: `거래가: ${rangeLabel(state.priceMin, state.priceMax, (v) => `${formatNumber(v)}억원`)}`, clear: { priceMin: null, priceMax: null } });
  if (state.gfaMin !== null || state.gfaMax !== null) chips.push({ key: 'gfa', label: `연면적: ${rangeLabel(state.gfaMin, state.gfaMax, (v) => formatArea(v, unit))}`, clear: { gfaMin: null, gfaMax: null } });
  if (state.capMin !== null || state.capMax !== null) chips.push({ key: 'cap', label: `캡레이트: ${rangeLabel(state.capMin, state.capMax, (v) => `${formatNumber(v, 1)}%`)}`, clear: { capMin: null, capMax: null } });
  return chips;
}
