import { htmlToText } from '@spi/core';

/**
 * Characters (without spaces) read per minute. Korean prose is read at roughly 500 characters a
 * minute; English at about 230 words, which is close to the same count of letters.
 */
export const CHARACTERS_PER_MINUTE = 500;

/** Minutes to read stored article HTML (the whole body, member-only part included), at least 1. */
export function estimateReadMinutes(html: string): number {
  const characters = htmlToText(html).replace(/\s+/g, '').length;
  return Math.max(1, Math.round(characters / CHARACTERS_PER_MINUTE));
}
