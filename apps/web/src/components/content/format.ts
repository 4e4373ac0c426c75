/**
 * Small labels shared by the content screens (articles, search, scraps, history). Dates come from
 * lib/seoul-time (re-exported here for the content screens that import them from this module).
 */
import { formatSeoulDate } from '@/lib/seoul-time';

export { formatSeoulDate, previousDayKey, seoulDayKey, shiftDayKey, weekdayOfDayKey } from '@/lib/seoul-time';

/** '4분 분량' style reading time; at least one minute. */
export function formatReadMinutes(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))}분 분량`;
}

/** 'writer · YYYY.MM.DD', the one metadata line of a card. */
export function metaLine(writerName: string | null | undefined, published: string): string {
  const date = formatSeoulDate(published);
  return writerName ? `${writerName} · ${date}` : date;
}
