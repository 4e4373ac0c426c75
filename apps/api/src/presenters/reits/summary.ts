import { REIT_SECTOR_LABELS, REIT_SECTORS, type ReitSummary } from '@spi/core';
import type { ReitDataset } from '../../loaders/reits/reit-dataset';
import { COMPOSITE_INDEX_NAME } from '../../loaders/reits/reit-dataset';
import { presentDataNote, presentMetric, presentReitRef } from './reit';
import { rangeStart, rebased } from './series';

const MOVERS = 5;

/** Dividend events (record, ex and payment dates) of a month 'YYYY-MM', and expected record dates not yet announced. */
export function dividendEvents(dataset: ReitDataset, from: string, to: string) {
  const events: ReitSummary['calendar']['events'] = [];
  for (const e of dataset.entries) {
    for (const d of e.data.dividends) {
      const touches = [d.recordDate, d.exDate, d.paymentDate].some((x) => x !== null && x >= from && x <= to);
      if (touches) events.push({ ticker: e.row.ticker, nameKo: e.row.nameKo, recordDate: d.recordDate, exDate: d.exDate, paymentDate: d.paymentDate, dps: d.dps, kind: d.kind });
    }
    const expected = e.nextRecordDate;
    if (expected && expected >= from && expected <= to && !e.data.dividends.some((d) => d.recordDate === expected)) {
      events.push({ ticker: e.row.ticker, nameKo: e.row.nameKo, recordDate: expected, exDate: expected, paymentDate: null, dps: null, kind: 'EXPECTED' });
    }
  }
  return events.sort((a, b) => (a.recordDate < b.recordDate ? -1 : a.recordDate > b.recordDate ? 1 : a.nameKo.localeCompare(b.nameKo, 'ko')));
}

function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export function presentReitSummary(dataset: ReitDataset, today: string, views: Map<string, number>, articles: ReitSummary['articles']): ReitSummary {
  const priced = dataset.entries.filter((e) => e.changeRate !== null && e.price !== null);
  const byChange = [...priced].sort((a, b) => b.changeRate! - a.changeRate!);
  const mover = (e: (typeof priced)[number]) => ({ ...presentReitRef(e), price: e.price!, changeRate: e.changeRate! });
  const total = dataset.entries.reduce((s, e) => s + (e.metrics.marketCap.value ?? 0), 0);
  const month = today.slice(0, 7);
  const idx = dataset.index;
  const last = idx.at(-1)?.value ?? 0;
  const prev = idx.at(-2)?.value ?? last;
  const a = dataset.averages.all;
  const viewed = dataset.entries
    .map((e) => ({ ...presentReitRef(e), views: views.get(e.row.ticker) ?? 0, cap: e.metrics.marketCap.value ?? 0 }))
    .sort((x, y) => y.views - x.views || y.cap - x.cap)
    .slice(0, MOVERS)
    .map(({ cap: _cap, ...rest }) => rest);
  return {
    note: presentDataNote(dataset),
    count: dataset.entries.length,
    totalMarketCap: total,
    averages: {
      dividendYield: { simple: presentMetric(a.dividendYield.simple), capWeighted: presentMetric(a.dividendYield.capWeighted), count: a.dividendYield.count },
      indicatedYield: { simple: presentMetric(a.indicatedYield.simple), capWeighted: presentMetric(a.indicatedYield.capWeighted), count: a.indicatedYield.count },
      pNav: { simple: presentMetric(a.pNav.simple), capWeighted: presentMetric(a.pNav.capWeighted), count: a.pNav.count },
      pFfo: { simple: presentMetric(a.pFfo.simple), capWeighted: presentMetric(a.pFfo.capWeighted), count: a.pFfo.count },
    },
    index: { name: COMPOSITE_INDEX_NAME, last, change: last - prev, changeRate: prev ? last / prev - 1 : 0, points: rebased(idx, rangeStart(dataset.asOf, '1Y')) },
    calendar: { month, events: dividendEvents(dataset, `${month}-01`, monthEnd(month)) },
    upcoming: dividendEvents(dataset, today, '9999-12-31').filter((e) => e.recordDate >= today).slice(0, 8),
    gainers: byChange.filter((e) => e.changeRate! > 0).slice(0, MOVERS).map(mover),
    losers: byChange.filter((e) => e.changeRate! < 0).reverse().slice(0, MOVERS).map(mover),
    mostViewed: viewed,
    sectors: REIT_SECTORS.map((sector) => {
      const list = dataset.entries.filter((e) => e.row.sector === sector);
      const cap = list.reduce((s, e) => s + (e.metrics.marketCap.value ?? 0), 0);
      return { sector, label: REIT_SECTOR_LABELS[sector], count: list.length, marketCap: cap, share: total ? cap / total : 0, indicatedYield: presentMetric(dataset.averages.sector[sector].indicatedYield.capWeighted) };
    }).filter((s) => s.count > 0).sort((x, y) => y.marketCap - x.marketCap),
    articles,
  };
}
