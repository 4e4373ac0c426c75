/**
 * Dates and small labels shared by the content screens (articles, search, scraps, history). Every date
 * is shown in Asia/Seoul whatever the server's or the browser's zone, so server HTML and hydration agree.
 */

const SEOUL = 'Asia/Seoul';
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const dateParts = new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Asia/Seoul calendar day of an instant as YYYY-MM-DD (the key the history API groups by). */
export function seoulDayKey(instant: string | number | Date): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** YYYY.MM.DD in Asia/Seoul ('' for an unreadable date). */
export function formatSeoulDate(instant: string | number | Date): string {
  return seoulDayKey(instant).replace(/-/g, '.');
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

/** '4분 분량' style reading time; at least one minute. */
export function formatReadMinutes(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))}분 분량`;
}

/** 'writer · YYYY.MM.DD', the one metadata line of a card. */
export function metaLine(writerName: string | null | undefined, published: string): string {
  const date = formatSeoulDate(published);
  return writerName ? `${writerName} · ${date}` : date;
}
