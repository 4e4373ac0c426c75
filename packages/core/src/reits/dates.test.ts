import { describe, expect, it } from 'vitest';
import { addDays, addMonths, fromEpochDay, isIsoDate, toEpochDay, yearsBetween } from './dates';

describe('REIT calendar arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(fromEpochDay(toEpochDay('2026-11-20'))).toBe('2026-11-20');
  });

  it('adds months and clamps to the end of a shorter month', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', -12)).toBe('2025-01-15');
    expect(addMonths('2026-11-20', -36)).toBe('2023-11-20');
    expect(addMonths('2026-06-30', -6)).toBe('2025-12-30');
  });

  it('counts years as days ÷ 365.25', () => {
    expect(yearsBetween('2026-11-20', '2028-11-19')).toBeCloseTo(730 / 365.25, 12);
    expect(yearsBetween('2026-11-20', '2026-11-20')).toBe(0);
  });

  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026.11.20')).toBe(false);
  });
});
