import { EVENT_PAGE_SIZES, EVENT_TYPE_LABELS, EVENT_TYPES } from '@spi/core';
import { field, urlStateSearch, type UrlState } from '@/components/market/url-state';

/**
 * The /event list's URL: exactly the API's query (eventListQuerySchema): `when` (upcoming, the default,
 * or past), `type` (comma-separated EVENT_TYPES), `month` ('YYYY-MM' of the start in Asia/Seoul),
 * `page` and `size`. A malformed value is dropped, so a shared or hand-edited link still opens.
 */
export const EVENT_URL = {
  when: field.enum(['upcoming', 'past'] as const),
  type: field.list(EVENT_TYPES),
  month: field.text(7),
  page: field.page(),
  size: field.size(EVENT_PAGE_SIZES, 12),
};
export type EventUrlState = UrlState<typeof EVENT_URL>;
export type EventTab = 'upcoming' | 'past';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' or null (anything else in the address is ignored). */
export const validMonth = (value: string | null): string | null => (value !== null && MONTH.test(value) ? value : null);

/** The state as the API takes it: `when` upcoming is the default (not written), a bad month is dropped. */
export function normalizeEventState(state: EventUrlState): EventUrlState {
  return { ...state, when: state.when === 'past' ? 'past' : null, month: validMonth(state.month) };
}

/** The API query string ('' or '?…') of a state. */
export const eventApiSearch = (state: EventUrlState): string => urlStateSearch(EVENT_URL, normalizeEventState(state));

export const tabOf = (state: EventUrlState): EventTab => (state.when === 'past' ? 'past' : 'upcoming');

/** Switching the tab keeps the type filter, drops the month (it belongs to the other tab's months) and goes to page 1. */
export const tabPatch = (tab: EventTab): Partial<EventUrlState> => ({ when: tab === 'past' ? 'past' : null, month: null });

/** '2026년 12월' of 'YYYY-MM'. */
export function monthLabel(month: string): string {
  const m = MONTH.exec(month);
  return m ? `${Number(m[1])}년 ${Number(m[2])}월` : month;
}

/** What the list shows as its condition, for the empty state ('12월 · 세미나·웨비나'). */
export function conditionLabel(state: EventUrlState): string {
  const parts: string[] = [];
  const month = validMonth(state.month);
  if (month) parts.push(monthLabel(month));
  if (state.type.length) parts.push(state.type.map((t) => EVENT_TYPE_LABELS[t]).join('·'));
  return parts.join(' · ');
}
