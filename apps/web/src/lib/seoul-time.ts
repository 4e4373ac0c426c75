/**
 * Dates and times as SPI shows them: always in Asia/Seoul, whatever the server's or the browser's zone,
 * so server HTML and hydration agree. The one implementation every feature uses.
 */

import { toSeoulLocal } from '@spi/core/events/time';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

type Instant = string | number | Date;

/**
 * Seoul's wall clock of an instant, from core's `toSeoulLocal` (UTC+09:00 by arithmetic: Korea has had no daylight
 * saving time since 1988). No Intl here: a page's first Intl.DateTimeFormat costs 200 ms at a phone's speed (ADR 037).
 */
function partsOf(instant: Instant): { year: string; month: string; day: string; hour: string; minute: string } | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  let local: string;
  try {
    local = toSeoulLocal(date); // 'YYYY-MM-DDTHH:mm'
  } catch {
    return null; // nine hours past the last date a Date can hold
  }
  if (local.length !== 16) return null; // years beyond 9999 are written with a sign
  return { year: local.slice(0, 4), month: local.slice(5, 7), day: local.slice(8, 10), hour: local.slice(11, 13), minute: local.slice(14, 16) };
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
