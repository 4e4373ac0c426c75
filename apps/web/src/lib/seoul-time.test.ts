import { describe, expect, it } from 'vitest';
import { formatSeoulDate, formatSeoulDateTime, formatSeoulTime, seoulDayKey } from './seoul-time';

describe('Seoul time', () => {
  it('turns the day at 15:00 UTC (midnight in Seoul, no daylight saving)', () => {
    expect(seoulDayKey('2026-11-24T14:59:59Z')).toBe('2026-11-24');
    expect(seoulDayKey('2026-11-24T15:00:00Z')).toBe('2026-11-25');
    expect(formatSeoulDateTime('2026-11-24T14:59:00Z')).toBe('2026.11.24 23:59');
    expect(formatSeoulDateTime('2026-11-24T15:00:00Z')).toBe('2026.11.25 00:00');
    expect(formatSeoulTime('2026-07-01T03:05:00Z')).toBe('12:05');
  });

  it('formats YYYY.MM.DD for strings, numbers and dates, and nothing for unreadable input', () => {
    expect(formatSeoulDate('2026-01-31T16:00:00Z')).toBe('2026.02.01');
    expect(formatSeoulDate(Date.UTC(2025, 11, 31, 14, 0))).toBe('2025.12.31');
    expect(formatSeoulDate(new Date('2026-03-01T00:00:00+09:00'))).toBe('2026.03.01');
    expect(formatSeoulDate('not a date')).toBe('');
    expect(formatSeoulDateTime('')).toBe('');
  });
});
