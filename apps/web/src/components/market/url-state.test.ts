import { describe, expect, it } from 'vitest';
import { activeKeys, defaultUrlState, field, parseUrlState, serializeUrlState, urlStateSearch } from './url-state';

const SPEC = {
  q: field.text(20),
  type: field.list(['OFFICE', 'HOTEL', 'RETAIL']),
  sort: field.enum(['date', 'price']),
  from: field.date(),
  priceMin: field.number(0, 1000),
  page: field.page(),
  size: field.size([20, 50], 20),
};

describe('url-state', () => {
  it('round-trips a state through the query string, writing only non-defaults in spec order', () => {
    const state = { ...defaultUrlState(SPEC), q: '여의도', type: ['HOTEL', 'OFFICE'] as Array<'OFFICE' | 'HOTEL' | 'RETAIL'>, sort: 'price' as const, from: '2024-01-01', priceMin: 500, page: 3, size: 50 };
    const params = serializeUrlState(SPEC, state);
    expect(params.toString()).toBe('q=%EC%97%AC%EC%9D%98%EB%8F%84&type=HOTEL%2COFFICE&sort=price&from=2024-01-01&priceMin=500&page=3&size=50');
    expect(parseUrlState(SPEC, params)).toEqual(state);
    expect(urlStateSearch(SPEC, defaultUrlState(SPEC))).toBe('');
  });

  it('drops invalid values instead of failing', () => {
    const parsed = parseUrlState(SPEC, new URLSearchParams('type=OFFICE,NOPE,OFFICE&sort=evil&from=2024-13-45&priceMin=1e9&page=-2&size=7&q=%00%20'));
    expect(parsed).toEqual({ q: null, type: ['OFFICE'], sort: null, from: null, priceMin: null, page: 1, size: 20 });
    expect(parseUrlState(SPEC, new URLSearchParams('priceMin=abc')).priceMin).toBeNull();
    expect(parseUrlState(SPEC, new URLSearchParams('priceMin=1,000')).priceMin).toBe(1000);
    expect(parseUrlState(SPEC, new URLSearchParams(`q=${'가'.repeat(50)}`)).q).toHaveLength(20);
  });

  it('lists the keys that differ from the default', () => {
    const state = parseUrlState(SPEC, new URLSearchParams('type=HOTEL&page=2'));
    expect(activeKeys(SPEC, state, ['q', 'type', 'priceMin'])).toEqual(['type']);
  });
});
