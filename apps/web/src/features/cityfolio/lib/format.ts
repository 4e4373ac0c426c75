import { formatVideoDuration } from '@spi/core/cityfolio/model';
import { formatSeoulTime, seoulDayKey, weekdayOfDayKey } from '@/lib/seoul-time';

/** The date badge of an event card: month, day and weekday in Asia/Seoul ('11월', '28', '금'). */
export function eventDateBadge(startsAt: string | null): { month: string; day: string; weekday: string } | null {
  if (!startsAt) return null;
  const key = seoulDayKey(startsAt);
  if (!key) return null;
  const [, month, day] = key.split('-');
  return { month: `${Number(month)}월`, day: String(Number(day)), weekday: weekdayOfDayKey(key) };
}

/** '2026.11.28 (토) 14:00 – 17:00' (or – the end day when it ends on another day), in Asia/Seoul. */
export function eventWhen(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt) return '';
  const startKey = seoulDayKey(startsAt);
  if (!startKey) return '';
  const start = `${startKey.replace(/-/g, '.')} (${weekdayOfDayKey(startKey)}) ${formatSeoulTime(startsAt)}`;
  if (!endsAt || !seoulDayKey(endsAt)) return start;
  const endKey = seoulDayKey(endsAt);
  return endKey === startKey
    ? `${start} – ${formatSeoulTime(endsAt)}`
    : `${start} – ${endKey.replace(/-/g, '.')} (${weekdayOfDayKey(endKey)}) ${formatSeoulTime(endsAt)}`;
}

/** Whether an event is over (its end, else its start, is before `now`). */
export function isPastEvent(startsAt: string | null, endsAt: string | null, now: number = Date.now()): boolean {
  const end = endsAt ?? startsAt;
  return end !== null && new Date(end).getTime() < now;
}

/** An ISO 8601 duration for VideoObject ('PT1H2M3S'), or null when unknown. */
export function isoDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || (!h && !m) ? `${rest}S` : ''}`;
}

/** '12:34' or '' (the video's length on cards and the facade). */
export const durationLabel = (seconds: number | null): string => formatVideoDuration(seconds);

/** '4.0' style rating text for screen readers and meta lines: '5점 만점에 4점'. */
export const ratingLabel = (rating: number): string => `5점 만점에 ${rating}점`;

/** An ISBN as its 13 digits (hyphen grouping needs the registration ranges, so none is guessed). */
export const isbnLabel = (isbn: string): string => isbn.replace(/[\s-]/g, '');

/** 'YYYY.MM.DD' of a plain date ('2026-11-02'); '' when missing. */
export const plainDate = (day: string | null): string => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.replace(/-/g, '.') : '');
