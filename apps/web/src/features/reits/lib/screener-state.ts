import { REIT_SECTORS, type ReitListItem, type ReitSector } from '@spi/core';

/**
 * The screener's view as URL search params, so a view can be shared: column set, sort, and filters.
 * Every value is checked; anything unknown falls back to the default instead of breaking the page.
 *   ?view=dividend&sort=indicatedYield&dir=desc&sector=OFFICE,LOGISTICS&amc=신한리츠운용&yieldMin=6&pnavMax=0.8&capMin=1000
 */
export const COLUMN_SETS = ['price', 'dividend', 'valuation', 'financial', 'returns'] as const;
export type ColumnSet = (typeof COLUMN_SETS)[number];
export const COLUMN_SET_LABELS: Record<ColumnSet, string> = { price: '시세', dividend: '배당', valuation: '밸류에이션', financial: '재무', returns: '수익률' };

export const SORT_KEYS = [
  'nameKo', 'price', 'changeRate', 'marketCap', 'volume', 'turnover', 'indicatedYield', 'dividendYield', 'dividendGrowth', 'nextRecordDate',
  'pNav', 'navPremium', 'pFfo', 'impliedCapRate', 'ltv', 'debtToAssets', 'interestCoverage', 'netDebtToEbitda', 'expenseRatio', 'wale', 'occupancy',
  'return1M', 'return3M', 'returnYTD', 'return1Y', 'return3Y',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface ScreenerState {
  view: ColumnSet;
  sort: SortKey;
  dir: 'asc' | 'desc';
  sectors: ReitSector[];
  amc: string | null;
  /** Indicated yield range in percent. */
  yieldMin: number | null;
  yieldMax: number | null;
  pnavMin: number | null;
  pnavMax: number | null;
  /** Minimum market cap in 억원. */
  capMin: number | null;
}

export const DEFAULT_SCREENER: ScreenerState = { view: 'price', sort: 'marketCap', dir: 'desc', sectors: [], amc: null, yieldMin: null, yieldMax: null, pnavMin: null, pnavMax: null, capMin: null };

type Params = { get(name: string): string | null };

function num(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

export function parseScreenerState(params: Params): ScreenerState {
  const view = params.get('view');
  const sort = params.get('sort');
  const dir = params.get('dir');
  const sectors = (params.get('sector') ?? '').split(',').filter((s): s is ReitSector => (REIT_SECTORS as readonly string[]).includes(s));
  const amc = params.get('amc');
  return {
    view: (COLUMN_SETS as readonly string[]).includes(view ?? '') ? (view as ColumnSet) : DEFAULT_SCREENER.view,
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : DEFAULT_SCREENER.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_SCREENER.dir,
    sectors: [...new Set(sectors)],
    amc: amc && amc.length <= 60 ? amc : null,
    yieldMin: num(params.get('yieldMin'), 0, 100),
    yieldMax: num(params.get('yieldMax'), 0, 100),
    pnavMin: num(params.get('pnavMin'), 0, 10),
    pnavMax: num(params.get('pnavMax'), 0, 10),
    capMin: num(params.get('capMin'), 0, 1_000_000),
  };
}

/** Only what differs from the default, in a stable order. */
export function screenerSearch(state: ScreenerState): string {
  const p = new URLSearchParams();
  if (state.view !== DEFAULT_SCREENER.view) p.set('view', state.view);
  if (state.sort !== DEFAULT_SCREENER.sort || state.dir !== DEFAULT_SCREENER.dir) { p.set('sort', state.sort); p.set('dir', state.dir); }
  if (state.sectors.length) p.set('sector', state.sectors.join(','));
  if (state.amc) p.set('amc', state.amc);
  for (const key of ['yieldMin', 'yieldMax', 'pnavMin', 'pnavMax', 'capMin'] as const) if (state[key] !== null) p.set(key, String(state[key]));
  const text = p.toString();
  return text ? `?${text}` : '';
}

export function isFiltered(state: ScreenerState): boolean {
  return state.sectors.length > 0 || state.amc !== null || state.yieldMin !== null || state.yieldMax !== null || state.pnavMin !== null || state.pnavMax !== null || state.capMin !== null;
}

const within = (value: number | null, min: number | null, max: number | null) =>
  (min === null || (value !== null && value >= min)) && (max === null || (value !== null && value <= max));

/** The rows a state's filters keep (a REIT without the filtered figure is left out once that filter is set). */
export function filterRows(rows: ReitListItem[], state: ScreenerState): ReitListItem[] {
  return rows.filter((r) => {
    if (state.sectors.length && !state.sectors.includes(r.sector)) return false;
    if (state.amc && r.amc !== state.amc) return false;
    const y = r.metrics.indicatedYield.value;
    if (!within(y === null ? null : y * 100, state.yieldMin, state.yieldMax)) return false;
    if (!within(r.metrics.pNav.value, state.pnavMin, state.pnavMax)) return false;
    const cap = r.metrics.marketCap.value;
    if (!within(cap === null ? null : cap / 1e8, state.capMin, null)) return false;
    return true;
  });
}

/** The value a column sorts by (null sorts last in either direction). */
export function sortValue(row: ReitListItem, key: SortKey): number | string | null {
  switch (key) {
    case 'nameKo': return row.nameKo;
    case 'price': return row.price;
    case 'changeRate': return row.changeRate;
    case 'volume': return row.volume;
    case 'nextRecordDate': return row.nextRecordDate;
    default: return row.metrics[key].value;
  }
}
