import { describe, expect, it } from 'vitest';
import { checkScheduleInput, formatSeoul, toSeoulInputValue } from './seoul-time';

describe('Seoul date-times', () => {
  it('shows an instant as the Seoul picker value and display text', () => {
    expect(toSeoulInputValue('2025-05-01T00:00:05Z')).toBe('2025-05-01T09:00:05');
    expect(toSeoulInputValue('2025-05-01T15:30:00Z', false)).toBe('2025-05-02T00:30');
    expect(formatSeoul('2025-05-01T15:30:00Z')).toBe('2025.05.02 00:30');
    expect(formatSeoul(null)).toBe('—');
  });

  it('accepts a future Seoul time and rejects past, empty and malformed ones in Korean', () => {
    const now = new Date('2025-05-01T00:00:00Z'); // 09:00 in Seoul
    expect(checkScheduleInput('2025-05-01T09:00:30', now)).toEqual({ ok: true, iso: '2025-05-01T00:00:30.000Z' });
    expect(checkScheduleInput('2025-05-01T08:59', now)).toEqual({ ok: false, message: '예약 시간은 현재 시각 이후여야 합니다.' });
    expect(checkScheduleInput('2025-05-01T09:00', now)).toEqual({ ok: false, message: '예약 시간은 현재 시각 이후여야 합니다.' });
    expect(checkScheduleInput('', now)).toEqual({ ok: false, message: '예약 발행 시각을 선택해 주세요.' });
    expect(checkScheduleInput('내일 아침', now)).toEqual({ ok: false, message: '날짜와 시간 형식(YYYY-MM-DDTHH:mm)이 아닙니다.' });
  });
});
