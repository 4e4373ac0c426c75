import { describe, expect, it } from 'vitest';
import { formatReadMinutes, formatSeoulDate, metaLine, previousDayKey, seoulDayKey, shiftDayKey, weekdayOfDayKey } from './format';

describe('dates in Asia/Seoul', () => {
  it('formats YYYY.MM.DD on the Seoul calendar, whatever the instant zone', () => {
    expect(formatSeoulDate('2026-11-19T22:30:00.000Z')).toBe('2026.11.20');
    expect(formatSeoulDate('2026-11-19T14:59:59.000Z')).toBe('2026.11.19');
    expect(formatSeoulDate('2026-01-01T00:00:00+09:00')).toBe('2026.01.01');
    expect(formatSeoulDate('not a date')).toBe('');
  });

  it('gives the day key the history API groups by', () => {
    expect(seoulDayKey('2026-12-31T15:00:00.000Z')).toBe('2027-01-01');
    expect(seoulDayKey(new Date('2026-06-03T08:00:00+09:00'))).toBe('2026-06-03');
  });

  it('names weekdays and walks days across month and year ends', () => {
    expect(weekdayOfDayKey('2026-06-03')).toBe('수');
    expect(weekdayOfDayKey('2027-01-03')).toBe('일');
    expect(previousDayKey('2026-03-01')).toBe('2026-02-28');
    expect(previousDayKey('2027-01-01')).toBe('2026-12-31');
    expect(shiftDayKey('2026-03-31', { months: 1 })).toBe('2026-02-28');
    expect(shiftDayKey('2024-02-29', { years: 1 })).toBe('2023-02-28');
    expect(shiftDayKey('2026-06-10', { days: 7 })).toBe('2026-06-03');
    expect(shiftDayKey('2026-06-10', { years: 1 })).toBe('2025-06-10');
  });

  it('builds the one metadata line of a card and the reading time', () => {
    expect(metaLine('가상현', '2026-06-02T23:00:00.000Z')).toBe('가상현 · 2026.06.03');
    expect(metaLine(null, '2026-06-02T23:00:00.000Z')).toBe('2026.06.03');
    expect(formatReadMinutes(0)).toBe('1분 분량');
    expect(formatReadMinutes(4)).toBe('4분 분량');
  });
});
