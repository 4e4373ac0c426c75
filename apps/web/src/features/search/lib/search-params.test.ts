import { describe, expect, it } from 'vitest';
import { formatSeconds, parseSearchParams, periodStart, searchQuery } from './search-params';

describe('search address', () => {
  it('reads q, type, category, period and page defensively', () => {
    expect(parseSearchParams({ q: '  리츠 ', type: 'content', category: 'office', period: 'month', page: '2' }))
      .toEqual({ q: '리츠', type: 'CONTENT', category: 'office', period: 'month', page: 2 });
    expect(parseSearchParams({ q: ['물류', 'x'], type: 'BOGUS', category: '<x>', period: 'decade' }))
      .toEqual({ q: '물류', type: undefined, category: undefined, period: 'all', page: 1 });
    expect(parseSearchParams({}).q).toBe('');
  });

  it('turns a period into its first day in Asia/Seoul', () => {
    const now = new Date('2026-06-10T01:00:00+09:00');
    expect(periodStart('all', now)).toBeUndefined();
    expect(periodStart('week', now)).toBe('2026-06-03');
    expect(periodStart('month', now)).toBe('2026-05-10');
    expect(periodStart('year', now)).toBe('2025-06-10');
    // 23:30 UTC on the 9th is already the 10th in Seoul.
    expect(periodStart('week', new Date('2026-06-09T23:30:00Z'))).toBe('2026-06-03');
  });

  it('writes the query back without defaults and shows the time in seconds', () => {
    expect(searchQuery({ q: 'GBD', period: 'all' })).toEqual({ q: 'GBD', type: undefined, category: undefined, period: undefined });
    expect(formatSeconds(12)).toBe('0.012초');
    expect(formatSeconds(1234.6)).toBe('1.235초');
  });
});
