import { formatMetric, latestPeriod, REIT_SECTOR_LABELS } from '@spi/core';
// parseSophiIntent and the metric vocabulary are not re-exported by @spi/core's index yet.
import { findReitMention, SOPHI_METRIC_KEYS, SOPHI_METRICS, type SophiMetricKey } from '@spi/core/sophi/intent';
import { z } from 'zod';
import type { ReitDataset, ReitEntry } from '../../reits/reit-dataset';

export const metricKeySchema = z.enum(SOPHI_METRIC_KEYS as [SophiMetricKey, ...SophiMetricKey[]], { error: '지원하지 않는 지표입니다.' });

/** A REIT by ticker ('395400'), Korean or English name ('SK리츠의', 'sk reit'), spacing and particles ignored. */
export function resolveReit(ds: ReitDataset, text: string): ReitEntry | null {
  const trimmed = text.trim();
  const byTicker = ds.byTicker.get(trimmed.toUpperCase());
  if (byTicker) return byTicker;
  const found = findReitMention(trimmed, ds.entries.map((e) => e.row));
  return found ? ds.byTicker.get(found.ticker) ?? null : null;
}

/** The value of a metric for a REIT (the share price is not one of core's metrics). */
export function metricValue(e: ReitEntry, key: SophiMetricKey): { value: number | null; reason: string | null } {
  if (key === 'price') return e.price === null ? { value: null, reason: '시세 데이터 없음' } : { value: e.price, reason: null };
  const m = e.metrics[key];
  return m.value === null ? { value: null, reason: m.reason } : { value: m.value, reason: null };
}

export function formatMetricValue(key: SophiMetricKey, value: number | null): string {
  return formatMetric(value, SOPHI_METRICS[key].unit);
}

/** Metrics read from the latest financial report rather than the price. */
const REPORT_METRICS = new Set<SophiMetricKey>(['nav', 'ltv', 'debtToAssets', 'ffo', 'interestCoverage', 'adjustedInterestCoverage', 'netDebtToEbitda', 'expenseRatio']);

/** The dates a REIT's figures stand on: the last price and the latest report (period end) before it. */
export function reitDates(e: ReitEntry, datasetAsOf: string): { priceDate: string; reportDate: string | null } {
  const priceDate = e.data.prices.at(-1)?.date ?? datasetAsOf;
  return { priceDate, reportDate: latestPeriod(e.data.financials, priceDate)?.periodEnd ?? null };
}

export function metricAsOf(key: SophiMetricKey, dates: { priceDate: string; reportDate: string | null }): string {
  return REPORT_METRICS.has(key) && dates.reportDate ? dates.reportDate : dates.priceDate;
}

export const sectorLabel = (e: ReitEntry): string => REIT_SECTOR_LABELS[e.row.sector];
export const reitHref = (ticker: string): string => `/reitsfocus/${encodeURIComponent(ticker)}`;
export const sampleNote = (ds: ReitDataset): string => (ds.isSample ? ' 샘플 데이터입니다.' : '');

/** The unit of a metric as a table note ('배당수익률 (TTM): %'). */
export function unitNoteOf(keys: SophiMetricKey[]): string {
  const unitText = { percent: '%', multiple: '배', years: '년', won: '원', amount: '원 (억원·조원 표기)', text: '' } as const;
  return keys.map((k) => `${SOPHI_METRICS[k].label}: ${unitText[SOPHI_METRICS[k].unit]}`).join(', ');
}
