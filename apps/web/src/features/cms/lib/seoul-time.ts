import { formatSeoulDateTime, seoulDateTimeSchema } from '@spi/core';

const SEOUL_OFFSET_MS = 9 * 3_600_000; // Korea has no daylight saving time.
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm:ss' in Asia/Seoul: the value an <input type="datetime-local" step="1"> shows. */
export function toSeoulInputValue(instant: Date | string | number, withSeconds = true): string {
  const seoul = new Date(new Date(instant).getTime() + SEOUL_OFFSET_MS);
  const base = `${seoul.getUTCFullYear()}-${pad(seoul.getUTCMonth() + 1)}-${pad(seoul.getUTCDate())}T${pad(seoul.getUTCHours())}:${pad(seoul.getUTCMinutes())}`;
  return withSeconds ? `${base}:${pad(seoul.getUTCSeconds())}` : base;
}

/** 'YYYY.MM.DD HH:mm' in Asia/Seoul, or '—' when there is no time. */
export function formatSeoul(iso: string | null | undefined): string {
  return iso ? formatSeoulDateTime(iso) : '—';
}

export type ScheduleCheck = { ok: true; iso: string } | { ok: false; message: string };

/**
 * Checks a Seoul date-time from the picker before it is sent: the contract's format and a time after
 * `now` (the API checks again against its own clock).
 */
export function checkScheduleInput(value: string, now: Date = new Date()): ScheduleCheck {
  if (!value.trim()) return { ok: false, message: '예약 발행 시각을 선택해 주세요.' };
  const parsed = seoulDateTimeSchema.safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '날짜와 시간 형식이 올바르지 않습니다.' };
  if (new Date(parsed.data).getTime() <= now.getTime()) return { ok: false, message: '예약 시간은 현재 시각 이후여야 합니다.' };
  return { ok: true, iso: parsed.data };
}
