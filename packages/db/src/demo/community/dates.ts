import { addDays } from '@spi/core';

/**
 * Demo dates of 이벤트, 채용 and 시티폴리오 are relative to the day the demo data is loaded, in Asia/Seoul:
 * a product started on any future day still has upcoming seminars, postings that close soon and postings
 * already closed. (The market demo, by contrast, is anchored to a fixed day: its figures are history.)
 */
const SEOUL_OFFSET_MS = 9 * 3600_000;

/** The Asia/Seoul calendar day ('YYYY-MM-DD') of an instant. */
export function seoulDayOf(now: Date): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a Seoul wall-clock time `days` after `today` ('HH:mm'). */
export function seoulInstant(today: string, days: number, time: string): Date {
  return new Date(`${addDays(today, days)}T${time}:00+09:00`);
}

/** The Seoul day `days` after `today`. */
export function seoulDay(today: string, days: number): string {
  return addDays(today, days);
}
