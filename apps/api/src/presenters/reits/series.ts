import { addMonths, totalReturnSeries, type PriceRange, type SeriesPoint } from '@spi/core';
import type { ReitEntry } from '../../loaders/reits/reit-dataset';

/** The first date a range covers, counted back from the last trading day. */
export function rangeStart(asOf: string, range: PriceRange): string {
  switch (range) {
    case '1M': return addMonths(asOf, -1);
    case '3M': return addMonths(asOf, -3);
    case '6M': return addMonths(asOf, -6);
    case 'YTD': return `${asOf.slice(0, 4)}-01-01`;
    case '1Y': return addMonths(asOf, -12);
    case '3Y': return addMonths(asOf, -36);
    case '5Y': return addMonths(asOf, -60);
    case 'MAX': return '0000-01-01';
  }
}

/** A series cut to the range and rebased to 100 on its first point. */
export function rebased(points: SeriesPoint[], from: string): SeriesPoint[] {
  const cut = points.filter((p) => p.date >= from);
  const base = cut[0]?.value;
  if (!base) return [];
  return cut.map((p) => ({ date: p.date, value: Math.round((p.value / base) * 100 * 100) / 100 }));
}

export function priceSeries(entry: ReitEntry, index: SeriesPoint[], asOf: string, range: PriceRange) {
  const from = rangeStart(asOf, range);
  const prices = entry.data.prices.filter((p) => p.date >= from);
  const tr = new Map(rebased(totalReturnSeries(entry.data.prices, entry.data.dividends), from).map((p) => [p.date, p.value]));
  const idx = new Map(rebased(index.filter((p) => p.date >= (prices[0]?.date ?? from)), from).map((p) => [p.date, p.value]));
  return prices.map((p) => ({ date: p.date, open: p.open, high: p.high, low: p.low, close: p.close, volume: p.volume, totalReturn: tr.get(p.date) ?? 100, index: idx.get(p.date) ?? null }));
}

export function totalReturnRebased(entry: ReitEntry, asOf: string, range: PriceRange): SeriesPoint[] {
  return rebased(totalReturnSeries(entry.data.prices, entry.data.dividends), rangeStart(asOf, range));
}
