import { formatLocaleNumber } from '@spi/core';

/** Number formats of the Sophi admin screen. */
export const formatCount = (n: number) => formatLocaleNumber(n);

/** A share of the questions as '82.5%', or '—' when there were none. */
export function formatRate(part: number, whole: number): string {
  if (whole <= 0) return '—';
  return `${formatLocaleNumber(Math.round((part / whole) * 1000) / 10)}%`;
}

export const formatMs = (ms: number | null) => (ms === null ? '—' : `${formatCount(Math.round(ms))}ms`);

/** 'YYYY-MM-DD' → 'MM.DD' (the chart's axis). */
export const shortDate = (date: string) => `${date.slice(5, 7)}.${date.slice(8, 10)}`;
