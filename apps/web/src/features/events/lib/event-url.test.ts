import { describe, expect, it } from 'vitest';
import { defaultUrlState, parseUrlState, urlStateSearch } from '@/components/market/url-state';
import { conditionLabel, EVENT_URL, eventApiSearch, monthLabel, tabOf, tabPatch, validMonth } from './event-url';

const parse = (search: string) => parseUrlState(EVENT_URL, new URLSearchParams(search));

describe('/event URL state', () => {
  it('is empty for the default view (upcoming, every type, every month, page 1)', () => {
    expect(eventApiSearch(defaultUrlState(EVENT_URL))).toBe('');
    expect(eventApiSearch(parse('when=upcoming'))).toBe('');
  });

  it('writes the API query in the spec order and drops what does not fit', () => {
    const state = parse('month=2026-12&type=WEBINAR,SEMINAR,PARTY&when=past&page=2&size=24');
    expect(state.type).toEqual(['WEBINAR', 'SEMINAR']);
    expect(eventApiSearch(state)).toBe('?when=past&type=WEBINAR%2CSEMINAR&month=2026-12&page=2&size=24');
    expect(eventApiSearch(parse('month=2026-13&when=later&size=7'))).toBe('');
    expect(eventApiSearch(parse('month=12월'))).toBe('');
  });

  it('switches tabs keeping the types but not the month, back to page 1', () => {
    const state = parse('type=SEMINAR&month=2026-12&page=3');
    expect(tabOf(state)).toBe('upcoming');
    const next = { ...state, ...tabPatch('past'), page: 1 };
    expect(tabOf(next)).toBe('past');
    expect(urlStateSearch(EVENT_URL, next)).toBe('?when=past&type=SEMINAR');
    expect(urlStateSearch(EVENT_URL, { ...next, ...tabPatch('upcoming') })).toBe('?type=SEMINAR');
  });

  it('labels months and conditions in Korean', () => {
    expect(validMonth('2026-02')).toBe('2026-02');
    expect(validMonth('2026-2')).toBeNull();
    expect(monthLabel('2027-01')).toBe('2027년 1월');
    expect(conditionLabel(parse('type=SEMINAR,NETWORKING&month=2026-12'))).toBe('2026년 12월 · 세미나·네트워킹');
    expect(conditionLabel(parse(''))).toBe('');
  });
});
