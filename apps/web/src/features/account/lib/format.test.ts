import { describe, expect, it } from 'vitest';
import { formatRelativeKo } from './format';

describe('formatRelativeKo', () => {
  const now = Date.parse('2026-11-26T11:00:00Z'); // 20:00 in Seoul
  it('says how long ago in Korean, then the Seoul date after 30 days', () => {
    expect(formatRelativeKo(now + 5_000, now)).toBe('방금 전');
    expect(formatRelativeKo(now - 59_000, now)).toBe('방금 전');
    expect(formatRelativeKo(now - 3 * 60_000, now)).toBe('3분 전');
    expect(formatRelativeKo(now - 5 * 3_600_000, now)).toBe('5시간 전');
    expect(formatRelativeKo(now - 2 * 86_400_000, now)).toBe('2일 전');
    expect(formatRelativeKo('2026-09-30T16:00:00Z', now)).toBe('2026.10.01');
    expect(formatRelativeKo('not a date', now)).toBe('');
  });
});
