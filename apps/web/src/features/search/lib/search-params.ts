import { CONTENT_TYPE_VALUES, type ContentType } from '@spi/core';
import { seoulDayKey, shiftDayKey } from '@/components/content/format';
import { parsePageParam } from '@/components/content/paging';

export const SEARCH_PERIODS = [
  { id: 'all', label: '전체' },
  { id: 'week', label: '최근 1주' },
  { id: 'month', label: '최근 1개월' },
  { id: 'year', label: '최근 1년' },
] as const;
export type SearchPeriod = (typeof SEARCH_PERIODS)[number]['id'];

export interface SearchState {
  q: string;
  type?: ContentType;
  category?: string;
  period: SearchPeriod;
  /** 1-based. */
  page: number;
}

type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

/** The search address (?q=&type=&category=&period=&page=) read defensively. */
export function parseSearchParams(params: Params): SearchState {
  const type = first(params.type).toUpperCase();
  const period = first(params.period);
  const category = first(params.category);
  return {
    q: first(params.q).slice(0, 100),
    type: (CONTENT_TYPE_VALUES as readonly string[]).includes(type) ? (type as ContentType) : undefined,
    category: /^[a-z0-9-]{1,100}$/.test(category) ? category : undefined,
    period: SEARCH_PERIODS.some((p) => p.id === period) ? (period as SearchPeriod) : 'all',
    page: parsePageParam(params.page),
  };
}

/** The first day (YYYY-MM-DD, Asia/Seoul) a period covers, or undefined for all time. */
export function periodStart(period: SearchPeriod, now: Date = new Date()): string | undefined {
  const today = seoulDayKey(now);
  switch (period) {
    case 'week': return shiftDayKey(today, { days: 7 });
    case 'month': return shiftDayKey(today, { months: 1 });
    case 'year': return shiftDayKey(today, { years: 1 });
    default: return undefined;
  }
}

/** The address query of a search state (empty values and page 1 left out by pageHref). */
export function searchQuery(state: Partial<SearchState>): Record<string, string | undefined> {
  return {
    q: state.q || undefined,
    type: state.type,
    category: state.category,
    period: state.period && state.period !== 'all' ? state.period : undefined,
  };
}

/** '0.012초' from the API's milliseconds. */
export function formatSeconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(3)}초`;
}

export const SUGGESTED_QUERIES = ['리츠', '물류', '공실률', 'GBD', '캡레이트', '데이터센터'] as const;
