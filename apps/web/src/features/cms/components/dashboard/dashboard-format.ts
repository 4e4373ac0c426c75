import { formatLocaleNumber } from '@spi/core';

/** Number formats of the admin dashboard. */
export const formatCount = (n: number) => formatLocaleNumber(n);

/** 'YYYY-MM-DD' → 'MM.DD' (the chart's axis). */
export const shortDate = (date: string) => `${date.slice(5, 7)}.${date.slice(8, 10)}`;

/** 'YYYY-MM-DD' → 'YYYY.MM.DD'. */
export const dotDate = (date: string) => date.replaceAll('-', '.');

/** A long error message cut to `max` characters (the full text stays in the title attribute). */
export function truncate(text: string, max = 80): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
