import {
  debtMaturityLadder, leaseExpiryProfile, METRIC_KEYS, periodFfo, REIT_SECTOR_LABELS, REIT_SECURITY_TYPE_LABELS, SQM_PER_PYEONG,
  type Metric, type MetricDto, type MetricKey, type ReitDetail, type ReitListItem, type ReitSector,
} from '@spi/core';
import type { PeerAverage, ReitDataset, ReitEntry } from '../../loaders/reits/reit-dataset';

export function presentMetric(m: Metric): MetricDto {
  return m.value === null ? { value: null, reason: m.reason } : { value: m.value };
}

export function presentDataNote(dataset: ReitDataset) {
  return { asOf: dataset.asOf, isSample: dataset.isSample, source: dataset.source };
}

export function presentReitRef(e: ReitEntry) {
  return { ticker: e.row.ticker, nameKo: e.row.nameKo, nameEn: e.row.nameEn, sector: e.row.sector, sectorLabel: REIT_SECTOR_LABELS[e.row.sector] };
}

export function presentReitListItem(e: ReitEntry): ReitListItem {
  return {
    ...presentReitRef(e),
    amc: e.row.amc,
    sponsor: e.row.sponsor,
    securityType: e.row.securityType,
    price: e.price,
    change: e.change,
    changeRate: e.changeRate,
    volume: e.volume,
    nextRecordDate: e.nextRecordDate,
    metrics: Object.fromEntries(METRIC_KEYS.map((k) => [k, presentMetric(e.metrics[k])])) as Record<MetricKey, MetricDto>,
    sparkline: e.sparkline.map((v) => Math.round(v * 100) / 100),
  };
}

function presentAverage(a: PeerAverage) {
  return { simple: presentMetric(a.simple), capWeighted: presentMetric(a.capWeighted), count: a.count };
}

export function presentPeers(dataset: ReitDataset, sector: ReitSector) {
  return Object.fromEntries(METRIC_KEYS.map((k) => [k, { all: presentAverage(dataset.averages.all[k]), sector: presentAverage(dataset.averages.sector[sector][k]) }]));
}

export function presentReitDetail(dataset: ReitDataset, e: ReitEntry, relatedArticles: ReitDetail['relatedArticles']): ReitDetail {
  const { data, row } = e;
  const byYear = new Map<number, { dps: number; special: number }>();
  for (const d of data.dividends) {
    if (d.recordDate > dataset.asOf) continue;
    const year = Number(d.recordDate.slice(0, 4));
    const y = byYear.get(year) ?? { dps: 0, special: 0 };
    if (d.kind === 'SPECIAL') y.special += d.dps; else y.dps += d.dps;
    byYear.set(year, y);
  }
  const leasesByAsset = new Map<string, typeof data.leases>();
  for (const l of data.leases) leasesByAsset.set(l.assetId, [...(leasesByAsset.get(l.assetId) ?? []), l]);
  return {
    note: presentDataNote(dataset),
    reit: {
      ...presentReitListItem(e),
      listedOn: row.listedOn,
      subtype: row.subtype,
      securityTypeLabel: REIT_SECURITY_TYPE_LABELS[row.securityType],
      description: row.description,
      dividendFrequency: row.dividendFrequency,
      dividendMonths: row.dividendMonths,
      shares: e.shares,
    },
    peers: presentPeers(dataset, row.sector),
    dividends: [...data.dividends].reverse().map((d) => ({ recordDate: d.recordDate, exDate: d.exDate, paymentDate: d.paymentDate, dps: d.dps, kind: d.kind })),
    dividendsByYear: [...byYear.entries()].sort((a, b) => a[0] - b[0]).map(([year, v]) => ({ year, ...v })),
    financials: [...data.financials].reverse().slice(0, 10).map((f) => ({
      periodEnd: f.periodEnd, periodMonths: f.periodMonths, revenue: f.revenue, noi: f.noi, netIncome: f.netIncome, ffo: periodFfo(f), ebitda: f.ebitda,
      interestExpense: f.interestExpense, totalAssets: f.totalAssets, debt: f.debt, cash: f.cash, equity: f.equity, appraisedValue: f.appraisedValue,
    })),
    assets: e.assets.map((a) => ({
      id: a.id, name: a.name, type: a.type, region: a.region, address: a.address, gfaSqm: a.gfaSqm, gfaPyeong: a.gfaSqm === null ? null : a.gfaSqm / SQM_PER_PYEONG,
      appraisedValue: a.appraisedValue, appraisedOn: a.appraisedOn, acquisitionPrice: a.acquisitionPrice, acquiredOn: a.acquiredOn, occupancy: a.occupancy, asOf: a.asOf,
      leases: (leasesByAsset.get(a.id) ?? []).map((l) => ({ tenant: l.tenant, areaSqm: l.areaSqm, annualRent: l.annualRent, expiresOn: l.expiresOn })),
    })),
    leaseExpiry: leaseExpiryProfile(data.leases, dataset.asOf),
    debts: data.debts.map((d) => ({ ...d })),
    debtLadder: debtMaturityLadder(data.debts),
    fees: { management: row.managementFeeRate, acquisition: row.acquisitionFeeRate, disposition: row.dispositionFeeRate, performance: row.performanceFee },
    relatedArticles,
  };
}
