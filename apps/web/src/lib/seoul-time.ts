/**
 * Dates and times as SPI shows them: always in Asia/Seoul, whatever the server's or the browser's zone,
 * so server HTML and hydration agree. The one implementation every feature uses.
 */

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/**
 * Korea has kept UTC+09:00 all year since 1988, so Seoul's wall clock is exact arithmetic. No Intl here: a page's
 * first Intl.DateTimeFormat costs 200 ms of main thread at a phone's speed (ADR 037).
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

type Instant = string | number | Date;

function partsOf(instant: Instant): { year: string; month: string; day: string; hour: string; minute: string } | null {
  const time = (instant instanceof Date ? instant : new Date(instant)).getTime();
  const seoul = new Date(time + SEOUL_OFFSET_MS);
  if (Number.isNaN(seoul.getTime())) return null;
  const iso = seoul.toISOString();
  if (iso.length !== 24) return null; // years beyond 9999 are written with a sign
  return { year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10), hour: iso.slice(11, 13), minute: iso.slice(14, 16) };
}

/** The Asia/Seoul calendar day of an instant as YYYY-MM-DD (the key the history API groups by); '' if unreadable. */
export function seoulDayKey(instant: Instant): string {
  const p = partsOf(instant);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** YYYY.MM.DD in Asia/Seoul ('' for an unreadable date). */
export function formatSeoulDate(instant: Instant): string {
  return seoulDayKey(instant).replace(/-/g, '.');
}

/** YYYY.MM.DD HH:mm in Asia/Seoul ('' for an unreadable date). */
export function formatSeoulDateTime(instant: Instant): string {
  const p = partsOf(instant);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : '';
}

/** HH:mm in Asia/Seoul ('' for an unreadable date). */
export function formatSeoulTime(instant: Instant): string {
  const p = partsOf(instant);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** The weekday of a YYYY-MM-DD day key, in Korean ('월' ... '일'). */
export function weekdayOfDayKey(dayKey: string): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  if (!y || !m || !d) return '';
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** The day before a YYYY-MM-DD day key. */
export function previousDayKey(dayKey: string): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! - 1));
  return date.toISOString().slice(0, 10);
}

/** The day a shift before a YYYY-MM-DD day key; months and years by calendar, clamped to the month's end. */
export function shiftDayKey(dayKey: string, shift: { days?: number; months?: number; years?: number }): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  const year = y! - (shift.years ?? 0);
  const month = m! - 1 - (shift.months ?? 0);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(d!, lastDay) - (shift.days ?? 0)));
  return date.toISOString().slice(0, 10);
}
