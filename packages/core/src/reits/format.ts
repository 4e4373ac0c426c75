/**
 * Korean number formatting for REIT figures, shared by the screens and the .xlsx download: units always
 * written (원, 억원, 조원, %, 배, 년), '-' for a missing value.
 */
import { formatNumber } from '../number-format';

const EOK = 1e8;
const JO = 1e12;

export const DASH = '-';

export function formatWon(value: number | null | undefined): string {
  return value === null || value === undefined ? DASH : `${formatNumber(Math.round(value))}원`;
}

/** Large amounts: '1.35조원' from 1조 on, otherwise '9,400억원'; below 1억원 in 만원. */
export function formatAmount(value: number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  const abs = Math.abs(value);
  if (abs >= JO) return `${formatNumber(value / JO, 2)}조원`;
  if (abs >= EOK) return `${formatNumber(Math.round(value / EOK))}억원`;
  return `${formatNumber(Math.round(value / 1e4))}만원`;
}

/** Always in 억원 (tables where amounts are compared down a column). */
export function formatEok(value: number | null | undefined, digits = 0): string {
  return value === null || value === undefined ? DASH : `${formatNumber(value / EOK, digits)}억원`;
}

export function formatPercent(fraction: number | null | undefined, digits = 2): string {
  return fraction === null || fraction === undefined ? DASH : `${formatNumber(fraction * 100, digits)}%`;
}

export function formatSignedPercent(fraction: number | null | undefined, digits = 2): string {
  if (fraction === null || fraction === undefined) return DASH;
  const sign = fraction > 0 ? '+' : fraction < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(fraction) * 100, digits)}%`;
}

export function formatSignedWon(value: number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(Math.round(value)))}원`;
}

export function formatMultiple(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined ? DASH : `${formatNumber(value, digits)}배`;
}

export function formatYears(value: number | null | undefined): string {
  return value === null || value === undefined ? DASH : `${formatNumber(value, 1)}년`;
}

export function formatSqm(value: number | null | undefined): string {
  return value === null || value === undefined ? DASH : `${formatNumber(Math.round(value))}㎡`;
}

export function formatPyeong(value: number | null | undefined): string {
  return value === null || value === undefined ? DASH : `${formatNumber(Math.round(value))}평`;
}

/** '2026-11-20' → '2026.11.20'. */
export function formatDotDate(date: string | null | undefined): string {
  return date ? date.replaceAll('-', '.') : DASH;
}

/** The sample-data label every screen with demo figures shows. */
export function sampleDataLabel(asOf: string, isSample: boolean): string {
  return isSample ? `샘플 데이터 · ${formatDotDate(asOf)} 기준` : `${formatDotDate(asOf)} 기준`;
}

export type MetricUnit = 'percent' | 'multiple' | 'years' | 'won' | 'amount' | 'text';

export function formatMetric(value: number | null | undefined, unit: MetricUnit): string {
  switch (unit) {
    case 'percent': return formatPercent(value);
    case 'multiple': return formatMultiple(value);
    case 'years': return formatYears(value);
    case 'won': return formatWon(value);
    case 'amount': return formatAmount(value);
    case 'text': return value === null || value === undefined ? DASH : String(value);
  }
}
