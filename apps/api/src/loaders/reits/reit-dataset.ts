import {
  computeMetrics, compositeIndex, METRIC_KEYS, nextRecordDate, peerAverage, REIT_SECTOR_LABELS, dayChange,
  type AverageMethod, type Metric, type MetricKey, type ReitData, type ReitSector, type SeriesPoint,
} from '@spi/core';
import { schema, type Db } from '@spi/db';
import { asc } from 'drizzle-orm';
import type { ResponseCache, TagSnapshot } from '../../cache/response-cache';
import { CONTENT_TAGS } from '../../cache/content-tags';

const { reits, reitShareCounts, reitPrices, reitDividends, reitFinancials, reitAssets, reitLeases, reitDebts } = schema;

export type ReitRow = typeof reits.$inferSelect;
export type AssetRowDb = typeof reitAssets.$inferSelect;

export interface ReitEntry {
  row: ReitRow;
  data: ReitData;
  assets: AssetRowDb[];
  metrics: Record<MetricKey, Metric>;
  price: number | null;
  change: number | null;
  changeRate: number | null;
  volume: number | null;
  shares: number | null;
  nextRecordDate: string | null;
  sparkline: number[];
}

export interface PeerAverage { simple: Metric; capWeighted: Metric; count: number }

/** Every REIT with its rows and metrics, the peer averages and the composite index, computed once per data change. */
export interface ReitDataset {
  asOf: string;
  isSample: boolean;
  source: string;
  entries: ReitEntry[];
  byTicker: Map<string, ReitEntry>;
  /** Peer averages per metric: over all REITs and per sector. */
  averages: { all: Record<MetricKey, PeerAverage>; sector: Record<ReitSector, Record<MetricKey, PeerAverage>> };
  index: SeriesPoint[];
}

export const COMPOSITE_INDEX_NAME = 'SPI K-리츠 종합지수 (시가총액 가중 총수익)';
const SPARKLINE_DAYS = 63;

function averagesOver(entries: ReitEntry[]): Record<MetricKey, PeerAverage> {
  const out = {} as Record<MetricKey, PeerAverage>;
  for (const key of METRIC_KEYS) {
    const values = entries.map((e) => ({ value: e.metrics[key].value, marketCap: e.metrics.marketCap.value }));
    const simple = peerAverage(values, 'simple' satisfies AverageMethod);
    const weighted = peerAverage(values, 'capWeighted');
    out[key] = { simple: strip(simple), capWeighted: strip(weighted), count: simple.count };
  }
  return out;
}

function strip(m: Metric & { count: number }): Metric {
  return m.value === null ? { value: null, reason: m.reason } : { value: m.value };
}

function group<T extends { ticker: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const list = map.get(r.ticker);
    if (list) list.push(r); else map.set(r.ticker, [r]);
  }
  return map;
}

export async function loadReitDataset(db: Db, today: string): Promise<ReitDataset> {
  const [reitRows, shares, prices, dividends, financials, assets, leases, debts] = await Promise.all([
    db.select().from(reits).orderBy(asc(reits.ticker)),
    db.select().from(reitShareCounts),
    db.select({ ticker: reitPrices.ticker, date: reitPrices.date, open: reitPrices.open, high: reitPrices.high, low: reitPrices.low, close: reitPrices.close, volume: reitPrices.volume, adjFactor: reitPrices.adjFactor, isSample: reitPrices.isSample, source: reitPrices.source })
      .from(reitPrices).orderBy(asc(reitPrices.ticker), asc(reitPrices.date)),
    db.select().from(reitDividends).orderBy(asc(reitDividends.recordDate)),
    db.select().from(reitFinancials).orderBy(asc(reitFinancials.periodEnd)),
    db.select().from(reitAssets).orderBy(asc(reitAssets.id)),
    db.select().from(reitLeases).orderBy(asc(reitLeases.id)),
    db.select().from(reitDebts).orderBy(asc(reitDebts.maturesOn)),
  ]);
  const pricesBy = group(prices);
  const sharesBy = group(shares);
  const dividendsBy = group(dividends);
  const financialsBy = group(financials);
  const assetsBy = group(assets);
  const debtsBy = group(debts);
  const assetTicker = new Map(assets.map((a) => [a.id, a.ticker]));
  const leasesBy = group(leases.map((l) => ({ ...l, ticker: assetTicker.get(l.assetId) ?? '' })));

  const entries: ReitEntry[] = reitRows.map((row) => {
    const data: ReitData = {
      profile: {
        ticker: row.ticker, nameKo: row.nameKo, nameEn: row.nameEn, sector: row.sector, securityType: row.securityType,
        dividendFrequency: row.dividendFrequency, dividendMonths: row.dividendMonths, managementFeeRate: row.managementFeeRate,
        acquisitionFeeRate: row.acquisitionFeeRate, dispositionFeeRate: row.dispositionFeeRate, performanceFee: row.performanceFee,
      },
      prices: (pricesBy.get(row.ticker) ?? []).map((p) => ({ date: p.date, open: p.open, high: p.high, low: p.low, close: p.close, volume: p.volume, adjFactor: p.adjFactor })),
      shareCounts: (sharesBy.get(row.ticker) ?? []).map((s) => ({ asOf: s.asOf, shares: s.shares })),
      dividends: (dividendsBy.get(row.ticker) ?? []).map((d) => ({ recordDate: d.recordDate, exDate: d.exDate, paymentDate: d.paymentDate, dps: d.dps, kind: d.kind })),
      financials: financialsBy.get(row.ticker) ?? [],
      assets: (assetsBy.get(row.ticker) ?? []).map((a) => ({ id: a.id, name: a.name, type: a.type, region: a.region, gfaSqm: a.gfaSqm, appraisedValue: a.appraisedValue, occupancy: a.occupancy })),
      leases: (leasesBy.get(row.ticker) ?? []).map((l) => ({ assetId: l.assetId, tenant: l.tenant, areaSqm: l.areaSqm, annualRent: l.annualRent, expiresOn: l.expiresOn })),
      debts: (debtsBy.get(row.ticker) ?? []).map((d) => ({ lender: d.lender, amount: d.amount, rate: d.rate, rateType: d.rateType, maturesOn: d.maturesOn })),
    };
    const metrics = computeMetrics(data);
    const last = data.prices.at(-1) ?? null;
    const { change, changeRate } = dayChange(data.prices);
    const shareCount = last ? [...data.shareCounts].filter((s) => s.asOf <= last.date).sort((a, b) => (a.asOf < b.asOf ? -1 : 1)).at(-1)?.shares ?? null : null;
    return {
      row, data, assets: assetsBy.get(row.ticker) ?? [], metrics,
      price: last?.close ?? null, change: change.value, changeRate: changeRate.value, volume: last?.volume ?? null, shares: shareCount,
      nextRecordDate: nextRecordDate(data, today),
      sparkline: data.prices.slice(-SPARKLINE_DAYS).map((p) => p.close * p.adjFactor),
    };
  });

  const bySector = {} as Record<ReitSector, Record<MetricKey, PeerAverage>>;
  for (const sector of Object.keys(REIT_SECTOR_LABELS) as ReitSector[]) bySector[sector] = averagesOver(entries.filter((e) => e.row.sector === sector));
  const asOf = prices.reduce((max, p) => (p.date > max ? p.date : max), '');
  const isSample = reitRows.length > 0 && reitRows.some((r) => r.isSample);
  // The profiles' sources and those of the latest prices (a price feed's rows name the feed).
  const sources = [...new Set([...reitRows.map((r) => r.source), ...prices.filter((p) => p.date === asOf).map((p) => p.source)].filter(Boolean))];
  return {
    asOf: asOf || today,
    isSample,
    source: sources.join(', ') || 'KRX, 각 리츠 공시',
    entries,
    byTicker: new Map(entries.map((e) => [e.row.ticker, e])),
    averages: { all: averagesOver(entries), sector: bySector },
    index: compositeIndex(entries.map((e) => e.data)),
  };
}

/**
 * The dataset stays in memory until a REIT change is notified (tag 'reits' through the response cache's
 * tag versions, so an import in another API process drops it too) or, as a backstop, for ten minutes.
 */
export class ReitDatasetCache {
  private current: { snapshot: TagSnapshot; at: number; today: string; promise: Promise<ReitDataset> } | null = null;

  constructor(private readonly cache: ResponseCache, private readonly maxAgeMs = 600_000) {}

  get(db: Db, now: number, today: string): Promise<ReitDataset> {
    const c = this.current;
    if (c && this.cache.isCurrent(c.snapshot) && now - c.at < this.maxAgeMs && c.today === today) return c.promise;
    const snapshot = this.cache.snapshot([CONTENT_TAGS.reits]);
    const promise = loadReitDataset(db, today);
    this.current = { snapshot, at: now, today, promise };
    promise.catch(() => { if (this.current?.promise === promise) this.current = null; });
    return promise;
  }
}
