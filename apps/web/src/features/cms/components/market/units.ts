import { pricePerPyeong, sqmToPyeong, formatLocaleNumber } from '@spi/core';

/**
 * Unit conversions of the admin forms: the editor types 억원, %, ㎡; the contract stores 원, fractions
 * and ㎡. An empty field is null; anything that is not a number is NaN so the contract's zod schema
 * answers with its Korean '숫자를 입력해 주세요' message on the right field.
 */

const EOK = 1e8;

/** '1,234.5' → 1234.5, '' → null, 'abc' → NaN. */
export function parseNumberText(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Drops binary noise (0.1 * 3) without losing real digits. */
const tidy = (value: number, digits: number) => Number(value.toFixed(digits));

/** 억원 text → 원 (integer). */
export function eokTextToWon(text: string): number | null {
  const n = parseNumberText(text);
  return n === null || Number.isNaN(n) ? n : Math.round(n * EOK);
}

/** 원 → 억원 text for an input ('1250' for 1250억원, '0.5' for 5천만원). */
export function wonToEokText(won: number | null | undefined): string {
  return won === null || won === undefined ? '' : String(tidy(won / EOK, 8));
}

/** % text → fraction ('4.5' → 0.045). */
export function percentTextToFraction(text: string): number | null {
  const n = parseNumberText(text);
  return n === null || Number.isNaN(n) ? n : tidy(n / 100, 10);
}

/** fraction → % text (0.045 → '4.5'). */
export function fractionToPercentText(fraction: number | null | undefined): string {
  return fraction === null || fraction === undefined ? '' : String(tidy(fraction * 100, 8));
}

/** A plain number for an input ('' for null). */
export const numberToText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** '≈ 1,234평' for a ㎡ text, or '' when it is not a positive number. */
export function pyeongHint(sqmText: string): string {
  const sqm = parseNumberText(sqmText);
  if (sqm === null || Number.isNaN(sqm) || sqm <= 0) return '';
  return `≈ ${formatLocaleNumber(Math.round(sqmToPyeong(sqm)))}평`;
}

/** 평당가 computed from the form's 억원, ㎡ and % texts (null when any is missing). */
export function pricePerPyeongOf(priceEokText: string, gfaSqmText: string, stakePercentText: string): number | null {
  const price = eokTextToWon(priceEokText);
  const gfa = parseNumberText(gfaSqmText);
  const stake = percentTextToFraction(stakePercentText);
  if (price === null || gfa === null || Number.isNaN(price) || Number.isNaN(gfa)) return null;
  return pricePerPyeong(price, gfa, stake === null || Number.isNaN(stake) || stake <= 0 ? 1 : stake);
}

/** Live hint under an 억원 input: '= 125,000,000,000원 (1,250억원)'. */
export function wonHint(eokText: string): string {
  const won = eokTextToWon(eokText);
  if (won === null || Number.isNaN(won)) return '';
  return `= ${formatLocaleNumber(won)}원`;
}

/** Path of a zod or API issue as 'assets.0.name' (the key of the form's error map). */
export function issuePath(path: ReadonlyArray<PropertyKey> | string): string {
  return typeof path === 'string' ? path : path.map(String).join('.');
}

export type FormErrors = Record<string, string>;

/** The first message per path; a path without a field of its own is reported under '_'. */
export function issuesToErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issuePath(issue.path) || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
