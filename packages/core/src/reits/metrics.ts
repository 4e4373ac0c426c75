import { addDays, addMonths, toEpochDay, yearsBetween } from './dates';
import type { DebtRow, DividendRow, FinancialRow, LeaseRow, PriceRow, ReitData, ShareCountRow } from './model';

/**
 * REIT metrics as pure functions of the rows in model.ts (formulas: docs/reits.md and the explainers in
 * explainers.ts). A metric that cannot be computed is `{ value: null, reason }` with the reason in
 * Korean — shown as '-' with the reason, never as 0.
 */
export type Metric = { value: number; reason?: undefined } | { value: null; reason: string };

export const ok = (value: number): Metric => (Number.isFinite(value) ? { value } : { value: null, reason: '계산할 수 없는 값' });
export const missing = (reason: string): Metric => ({ value: null, reason });

export const REASONS = {
  noPrice: '시세 데이터 없음',
  noShares: '발행주식수 데이터 없음',
  noFinancials: '재무 데이터 없음',
  shortFinancials: '최근 12개월 재무 데이터 부족',
  noDividends: '배당 기록 없음',
  shortDividends: '비교할 과거 배당 기록 부족',
  nonPositiveFfo: 'FFO가 0 이하라 배수가 의미 없음',
  nonPositiveNav: 'NAV가 0 이하',
  noInterest: '이자비용 없음',
  nonPositiveEbitda: 'EBITDA가 0 이하',
  noLeases: '임대차 데이터 없음',
  noAssets: '자산 데이터 없음',
  noFee: '보수 데이터 없음',
  shortHistory: '상장 기간이 짧아 계산 불가',
  noPeers: '비교할 리츠 없음',
} as const;

// ---------------------------------------------------------------- prices and shares

export function lastPrice(prices: PriceRow[]): PriceRow | null {
  return prices.at(-1) ?? null;
}

/** The last trading day on or before `date` (prices oldest first), by binary search. */
export function priceIndexOnOrBefore(prices: PriceRow[], date: string): number {
  let lo = 0;
  let hi = prices.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (prices[mid]!.date <= date) { found = mid; lo = mid + 1; } else hi = mid - 1;
  }
  return found;
}

export function sharesOn(shareCounts: ShareCountRow[], date: string): number | null {
  let best: ShareCountRow | null = null;
  for (const s of shareCounts) if (s.asOf <= date && (!best || s.asOf > best.asOf)) best = s;
  return best?.shares ?? null;
}

export function dayChange(prices: PriceRow[]): { change: Metric; changeRate: Metric } {
  if (prices.length < 2) return { change: missing(REASONS.noPrice), changeRate: missing(REASONS.noPrice) };
  const last = prices.at(-1)!;
  const prev = prices.at(-2)!;
  // Compare adjusted prices so a split day is not a crash.
  const prevAdj = prev.close * prev.adjFactor;
  const lastAdj = last.close * last.adjFactor;
  return { change: ok(last.close - prevAdj / last.adjFactor), changeRate: ok(lastAdj / prevAdj - 1) };
}

export function marketCap(data: ReitData): Metric {
  const price = lastPrice(data.prices);
  if (!price) return missing(REASONS.noPrice);
  const shares = sharesOn(data.shareCounts, price.date);
  if (shares === null) return missing(REASONS.noShares);
  return ok(price.close * shares);
}

/** Shares traded over the month to the last price date ÷ shares outstanding. */
export function turnover(data: ReitData): Metric {
  const price = lastPrice(data.prices);
  if (!price) return missing(REASONS.noPrice);
  const shares = sharesOn(data.shareCounts, price.date);
  if (shares === null || shares <= 0) return missing(REASONS.noShares);
  const since = addMonths(price.date, -1);
  if (data.prices[0]!.date > since) return missing(REASONS.shortHistory);
  let traded = 0;
  for (let i = data.prices.length - 1; i >= 0 && data.prices[i]!.date > since; i--) traded += data.prices[i]!.volume;
  return ok(traded / shares);
}

// ---------------------------------------------------------------- financial periods

export function latestPeriod(financials: FinancialRow[], asOf: string): FinancialRow | null {
  let best: FinancialRow | null = null;
  for (const f of financials) if (f.periodEnd <= asOf && (!best || f.periodEnd > best.periodEnd)) best = f;
  return best;
}

/** The newest periods ending on or before `asOf` that together cover exactly twelve months, newest first. */
export function trailingPeriods(financials: FinancialRow[], asOf: string): FinancialRow[] | null {
  const sorted = financials.filter((f) => f.periodEnd <= asOf).sort((a, b) => (a.periodEnd < b.periodEnd ? 1 : -1));
  const out: FinancialRow[] = [];
  let months = 0;
  for (const f of sorted) {
    const expectedEnd = out.length === 0 ? f.periodEnd : addMonths(out.at(-1)!.periodEnd, -out.at(-1)!.periodMonths);
    if (Math.abs(toEpochDay(f.periodEnd) - toEpochDay(expectedEnd)) > 7) return null; // a gap between periods
    out.push(f);
    months += f.periodMonths;
    if (months === 12) return out;
    if (months > 12) return null;
  }
  return null;
}

type FigureKey = Exclude<keyof FinancialRow, 'periodEnd' | 'periodMonths'>;

/** Sum of a figure over the trailing twelve months; null if any period lacks it. */
export function ttm(financials: FinancialRow[], asOf: string, key: FigureKey): number | null {
  const periods = trailingPeriods(financials, asOf);
  if (!periods) return null;
  let sum = 0;
  for (const p of periods) {
    const v = p[key];
    if (v === null) return null;
    sum += v;
  }
  return sum;
}

/** Nareit FFO of one period: net income + depreciation − gains on sale + impairments (missing gains or impairments count as none). */
export function periodFfo(f: FinancialRow): number | null {
  if (f.netIncome === null || f.depreciation === null) return null;
  return f.netIncome + f.depreciation - (f.gainOnSale ?? 0) + (f.impairment ?? 0);
}

function ttmOf(financials: FinancialRow[], asOf: string, fn: (f: FinancialRow) => number | null): Metric {
  if (financials.length === 0) return missing(REASONS.noFinancials);
  const periods = trailingPeriods(financials, asOf);
  if (!periods) return missing(REASONS.shortFinancials);
  let sum = 0;
  for (const p of periods) {
    const v = fn(p);
    if (v === null) return missing(REASONS.shortFinancials);
    sum += v;
  }
  return ok(sum);
}

export function ffoTtm(data: ReitData): Metric {
  const asOf = lastPrice(data.prices)?.date;
  if (!asOf) return missing(REASONS.noPrice);
  return ttmOf(data.financials, asOf, periodFfo);
}

/** NAV = appraised property value + cash − liabilities (total assets − equity), from the latest period. */
export function nav(data: ReitData): Metric {
  const asOf = lastPrice(data.prices)?.date ?? '9999-12-31';
  const p = latestPeriod(data.financials, asOf);
  if (!p) return missing(REASONS.noFinancials);
  if (p.appraisedValue === null || p.cash === null || p.totalAssets === null || p.equity === null) return missing(REASONS.noFinancials);
  return ok(p.appraisedValue + p.cash - (p.totalAssets - p.equity));
}

export function navPerShare(data: ReitData): Metric {
  const n = nav(data);
  if (n.value === null) return n;
  const price = lastPrice(data.prices);
  const shares = price ? sharesOn(data.shareCounts, price.date) : null;
  if (!shares) return missing(REASONS.noShares);
  return ok(n.value / shares);
}

export function pNav(data: ReitData): Metric {
  const cap = marketCap(data);
  if (cap.value === null) return cap;
  const n = nav(data);
  if (n.value === null) return n;
  if (n.value <= 0) return missing(REASONS.nonPositiveNav);
  return ok(cap.value / n.value);
}

/** Premium (+) or discount (−) of the price to NAV per share: P/NAV − 1. */
export function navPremium(data: ReitData): Metric {
  const p = pNav(data);
  return p.value === null ? p : ok(p.value - 1);
}

export function pFfo(data: ReitData): Metric {
  const cap = marketCap(data);
  if (cap.value === null) return cap;
  const ffo = ffoTtm(data);
  if (ffo.value === null) return ffo;
  if (ffo.value <= 0) return missing(REASONS.nonPositiveFfo);
  return ok(cap.value / ffo.value);
}

/** LTV: debt ÷ appraised property value (latest period). */
export function ltv(data: ReitData): Metric {
  const p = latestPeriod(data.financials, lastPrice(data.prices)?.date ?? '9999-12-31');
  if (!p || p.debt === null || p.appraisedValue === null || p.appraisedValue <= 0) return missing(REASONS.noFinancials);
  return ok(p.debt / p.appraisedValue);
}

/** Debt ÷ total assets (book), shown beside LTV. */
export function debtToAssets(data: ReitData): Metric {
  const p = latestPeriod(data.financials, lastPrice(data.prices)?.date ?? '9999-12-31');
  if (!p || p.debt === null || p.totalAssets === null || p.totalAssets <= 0) return missing(REASONS.noFinancials);
  return ok(p.debt / p.totalAssets);
}

function asOfOf(data: ReitData): string {
  return lastPrice(data.prices)?.date ?? '9999-12-31';
}

/** EBITDA ÷ interest expense, trailing twelve months. */
export function interestCoverage(data: ReitData): Metric {
  const ebitda = ttmOf(data.financials, asOfOf(data), (f) => f.ebitda);
  if (ebitda.value === null) return ebitda;
  const interest = ttmOf(data.financials, asOfOf(data), (f) => f.interestExpense);
  if (interest.value === null) return interest;
  if (interest.value <= 0) return missing(REASONS.noInterest);
  return ok(ebitda.value / interest.value);
}

/** Adjusted EBITDA (without gains on sale, impairments added back) ÷ cash interest, trailing twelve months. */
export function adjustedInterestCoverage(data: ReitData): Metric {
  const adjusted = ttmOf(data.financials, asOfOf(data), (f) => (f.ebitda === null ? null : f.ebitda - (f.gainOnSale ?? 0) + (f.impairment ?? 0)));
  if (adjusted.value === null) return adjusted;
  const cash = ttmOf(data.financials, asOfOf(data), (f) => f.cashInterest);
  if (cash.value === null) return cash;
  if (cash.value <= 0) return missing(REASONS.noInterest);
  return ok(adjusted.value / cash.value);
}

/** (Debt − cash) ÷ EBITDA, debt and cash at the latest period end, EBITDA trailing twelve months. */
export function netDebtToEbitda(data: ReitData): Metric {
  const p = latestPeriod(data.financials, asOfOf(data));
  if (!p || p.debt === null || p.cash === null) return missing(REASONS.noFinancials);
  const ebitda = ttmOf(data.financials, asOfOf(data), (f) => f.ebitda);
  if (ebitda.value === null) return ebitda;
  if (ebitda.value <= 0) return missing(REASONS.nonPositiveEbitda);
  return ok((p.debt - p.cash) / ebitda.value);
}

/** (AMC fees + G&A) over twelve months ÷ average total assets at the start and end of those months. */
export function expenseRatio(data: ReitData): Metric {
  const asOf = asOfOf(data);
  const costs = ttmOf(data.financials, asOf, (f) => (f.amcFees === null || f.gna === null ? null : f.amcFees + f.gna));
  if (costs.value === null) return costs;
  const periods = trailingPeriods(data.financials, asOf)!;
  const end = periods[0]!.totalAssets;
  const startRow = latestPeriod(data.financials, addDays(addMonths(periods[0]!.periodEnd, -12), 7));
  const start = startRow && startRow.periodEnd < periods.at(-1)!.periodEnd ? startRow.totalAssets : null;
  if (end === null) return missing(REASONS.noFinancials);
  const average = start === null ? end : (start + end) / 2;
  return average > 0 ? ok(costs.value / average) : missing(REASONS.noFinancials);
}

export function managementFee(data: ReitData): Metric {
  const rate = data.profile.managementFeeRate;
  return rate === null ? missing(REASONS.noFee) : ok(rate);
}

/** Implied cap rate: NOI (twelve months) ÷ (market cap + debt − cash). */
export function impliedCapRate(data: ReitData): Metric {
  const cap = marketCap(data);
  if (cap.value === null) return cap;
  const noi = ttmOf(data.financials, asOfOf(data), (f) => f.noi);
  if (noi.value === null) return noi;
  const p = latestPeriod(data.financials, asOfOf(data));
  if (!p || p.debt === null || p.cash === null) return missing(REASONS.noFinancials);
  const ev = cap.value + p.debt - p.cash;
  return ev > 0 ? ok(noi.value / ev) : missing(REASONS.noFinancials);
}

// ---------------------------------------------------------------- dividends

function regular(dividends: DividendRow[]): DividendRow[] {
  return dividends.filter((d) => d.kind === 'REGULAR');
}

function dpsBetween(dividends: DividendRow[], afterExclusive: string, untilInclusive: string): number {
  let sum = 0;
  for (const d of dividends) if (d.exDate > afterExclusive && d.exDate <= untilInclusive) sum += d.dps;
  return sum;
}

/** Dividends per share with an ex-date in the last twelve months (specials included) ÷ price. */
export function dividendYieldTtm(data: ReitData): Metric {
  const price = lastPrice(data.prices);
  if (!price) return missing(REASONS.noPrice);
  if (data.dividends.length === 0) return missing(REASONS.noDividends);
  const since = addMonths(price.date, -12);
  if (data.prices[0]!.date > since) return missing(REASONS.shortHistory);
  return ok(dpsBetween(data.dividends, since, price.date) / price.close);
}

/** Latest regular dividend × payments per year ÷ price (specials excluded). */
export function indicatedYield(data: ReitData): Metric {
  const price = lastPrice(data.prices);
  if (!price) return missing(REASONS.noPrice);
  const latest = regular(data.dividends).filter((d) => d.exDate <= price.date).sort((a, b) => (a.exDate < b.exDate ? -1 : 1)).at(-1);
  if (!latest) return missing(REASONS.noDividends);
  return ok((latest.dps * data.profile.dividendFrequency) / price.close);
}

/** Regular dividends of the last twelve months ÷ those of the twelve months before − 1. */
export function dividendGrowthYoy(data: ReitData): Metric {
  const asOf = asOfOf(data);
  const regs = regular(data.dividends);
  if (regs.length === 0) return missing(REASONS.noDividends);
  const current = dpsBetween(regs, addMonths(asOf, -12), asOf);
  const previous = dpsBetween(regs, addMonths(asOf, -24), addMonths(asOf, -12));
  if (previous <= 0 || current <= 0) return missing(REASONS.shortDividends);
  return ok(current / previous - 1);
}

/** Compound annual growth of regular dividends over `years` twelve-month windows. */
export function dividendCagr(data: ReitData, years = 3): Metric {
  const asOf = asOfOf(data);
  const regs = regular(data.dividends);
  if (regs.length === 0) return missing(REASONS.noDividends);
  const current = dpsBetween(regs, addMonths(asOf, -12), asOf);
  const base = dpsBetween(regs, addMonths(asOf, -12 * (years + 1)), addMonths(asOf, -12 * years));
  if (base <= 0 || current <= 0) return missing(REASONS.shortDividends);
  return ok((current / base) ** (1 / years) - 1);
}

/** The next record date after `today` (scheduled rows first, otherwise the dividend months). */
export function nextRecordDate(data: ReitData, today: string): string | null {
  const scheduled = data.dividends.filter((d) => d.recordDate > today).map((d) => d.recordDate).sort()[0];
  if (scheduled) return scheduled;
  const months = [...data.profile.dividendMonths].sort((a, b) => a - b);
  if (months.length === 0) return null;
  const [y, m] = today.split('-').map(Number) as [number, number];
  for (let offset = 0; offset <= 12; offset++) {
    const month = ((m - 1 + offset) % 12) + 1;
    const year = y + Math.floor((m - 1 + offset) / 12);
    if (!months.includes(month)) continue;
    const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    if (end > today) return end;
  }
  return null;
}

// ---------------------------------------------------------------- leases and assets

/** Weighted average lease expiry in years: by rent (default) or by area; expired leases excluded. */
export function wale(leases: LeaseRow[], asOf: string, weight: 'rent' | 'area' = 'rent'): Metric {
  const live = leases.filter((l) => l.expiresOn > asOf);
  if (live.length === 0) return missing(REASONS.noLeases);
  let num = 0;
  let den = 0;
  for (const l of live) {
    const w = weight === 'rent' ? l.annualRent : l.areaSqm;
    num += w * yearsBetween(asOf, l.expiresOn);
    den += w;
  }
  return den > 0 ? ok(num / den) : missing(REASONS.noLeases);
}

/** Occupancy weighted by gross floor area over assets that report both. */
export function occupancy(data: ReitData): Metric {
  let num = 0;
  let den = 0;
  for (const a of data.assets) {
    if (a.occupancy === null || a.gfaSqm === null) continue;
    num += a.occupancy * a.gfaSqm;
    den += a.gfaSqm;
  }
  return den > 0 ? ok(num / den) : missing(REASONS.noAssets);
}

/** Share of annual rent expiring in each calendar year from `asOf` (lease expiry profile). */
export function leaseExpiryProfile(leases: LeaseRow[], asOf: string): Array<{ year: number; rent: number; share: number }> {
  const live = leases.filter((l) => l.expiresOn > asOf);
  const total = live.reduce((s, l) => s + l.annualRent, 0);
  const byYear = new Map<number, number>();
  for (const l of live) byYear.set(Number(l.expiresOn.slice(0, 4)), (byYear.get(Number(l.expiresOn.slice(0, 4))) ?? 0) + l.annualRent);
  return [...byYear.entries()].sort((a, b) => a[0] - b[0]).map(([year, rent]) => ({ year, rent, share: total > 0 ? rent / total : 0 }));
}

/** Debt maturing in each calendar year, with the amount-weighted rate. */
export function debtMaturityLadder(debts: DebtRow[]): Array<{ year: number; amount: number; averageRate: number }> {
  const byYear = new Map<number, { amount: number; weighted: number }>();
  for (const d of debts) {
    const year = Number(d.maturesOn.slice(0, 4));
    const row = byYear.get(year) ?? { amount: 0, weighted: 0 };
    row.amount += d.amount;
    row.weighted += d.amount * d.rate;
    byYear.set(year, row);
  }
  return [...byYear.entries()].sort((a, b) => a[0] - b[0]).map(([year, r]) => ({ year, amount: r.amount, averageRate: r.amount > 0 ? r.weighted / r.amount : 0 }));
}

// ---------------------------------------------------------------- total return

export interface SeriesPoint { date: string; value: number }

/**
 * Total-return index (dividends reinvested on the ex-date) starting at `base` on the first price:
 * tr_t = tr_(t−1) × (adjusted close_t + adjusted dividend_t) ÷ adjusted close_(t−1).
 */
export function totalReturnSeries(prices: PriceRow[], dividends: DividendRow[], base = 100): SeriesPoint[] {
  if (prices.length === 0) return [];
  const divByEx = new Map<string, number>();
  for (const d of dividends) divByEx.set(d.exDate, (divByEx.get(d.exDate) ?? 0) + d.dps);
  const out: SeriesPoint[] = [{ date: prices[0]!.date, value: base }];
  let value = base;
  for (let i = 1; i < prices.length; i++) {
    const prev = prices[i - 1]!;
    const cur = prices[i]!;
    const div = divByEx.get(cur.date) ?? 0;
    value *= (cur.close * cur.adjFactor + div * cur.adjFactor) / (prev.close * prev.adjFactor);
    out.push({ date: cur.date, value });
  }
  return out;
}

export const RETURN_PERIODS = ['1M', '3M', 'YTD', '1Y', '3Y'] as const;
export type ReturnPeriod = (typeof RETURN_PERIODS)[number];
export const RETURN_PERIOD_LABELS: Record<ReturnPeriod, string> = { '1M': '1개월', '3M': '3개월', YTD: '연초 이후', '1Y': '1년', '3Y': '3년' };

export function periodStart(asOf: string, period: ReturnPeriod): string {
  switch (period) {
    case '1M': return addMonths(asOf, -1);
    case '3M': return addMonths(asOf, -3);
    case 'YTD': return `${Number(asOf.slice(0, 4)) - 1}-12-31`;
    case '1Y': return addMonths(asOf, -12);
    case '3Y': return addMonths(asOf, -36);
  }
}

/** Total return over a period of a total-return series (oldest first); null when the series is shorter. */
export function seriesReturn(series: SeriesPoint[], period: ReturnPeriod): Metric {
  const last = series.at(-1);
  if (!last) return missing(REASONS.noPrice);
  const start = periodStart(last.date, period);
  if (series[0]!.date > start) return missing(REASONS.shortHistory);
  let startPoint = series[0]!;
  for (const p of series) { if (p.date <= start) startPoint = p; else break; }
  return ok(last.value / startPoint.value - 1);
}

export function totalReturns(data: ReitData): Record<ReturnPeriod, Metric> {
  const series = totalReturnSeries(data.prices, data.dividends);
  return Object.fromEntries(RETURN_PERIODS.map((p) => [p, seriesReturn(series, p)])) as Record<ReturnPeriod, Metric>;
}

// ---------------------------------------------------------------- all metrics of one REIT

export const METRIC_KEYS = [
  'marketCap', 'pNav', 'navPremium', 'pFfo', 'nav', 'navPerShare', 'ffo', 'dividendYield', 'indicatedYield', 'turnover',
  'ltv', 'debtToAssets', 'interestCoverage', 'adjustedInterestCoverage', 'netDebtToEbitda', 'expenseRatio', 'managementFee',
  'wale', 'waleArea', 'occupancy', 'dividendGrowth', 'dividendCagr', 'impliedCapRate',
  'return1M', 'return3M', 'returnYTD', 'return1Y', 'return3Y',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

export function computeMetrics(data: ReitData): Record<MetricKey, Metric> {
  const asOf = asOfOf(data);
  const returns = totalReturns(data);
  return {
    marketCap: marketCap(data),
    pNav: pNav(data),
    navPremium: navPremium(data),
    pFfo: pFfo(data),
    nav: nav(data),
    navPerShare: navPerShare(data),
    ffo: ffoTtm(data),
    dividendYield: dividendYieldTtm(data),
    indicatedYield: indicatedYield(data),
    turnover: turnover(data),
    ltv: ltv(data),
    debtToAssets: debtToAssets(data),
    interestCoverage: interestCoverage(data),
    adjustedInterestCoverage: adjustedInterestCoverage(data),
    netDebtToEbitda: netDebtToEbitda(data),
    expenseRatio: expenseRatio(data),
    managementFee: managementFee(data),
    wale: wale(data.leases, asOf, 'rent'),
    waleArea: wale(data.leases, asOf, 'area'),
    occupancy: occupancy(data),
    dividendGrowth: dividendGrowthYoy(data),
    dividendCagr: dividendCagr(data, 3),
    impliedCapRate: impliedCapRate(data),
    return1M: returns['1M'],
    return3M: returns['3M'],
    returnYTD: returns.YTD,
    return1Y: returns['1Y'],
    return3Y: returns['3Y'],
  };
}

// ---------------------------------------------------------------- peer averages

export type AverageMethod = 'simple' | 'capWeighted';

/**
 * A peer average of one metric: simple mean, or weighted by market cap, over the REITs whose value is
 * known; `count` says how many took part.
 */
export function peerAverage(values: Array<{ value: number | null; marketCap: number | null }>, method: AverageMethod): Metric & { count: number } {
  const known = values.filter((v): v is { value: number; marketCap: number | null } => v.value !== null);
  if (method === 'simple') {
    if (known.length === 0) return { ...missing(REASONS.noPeers), count: 0 };
    return { ...ok(known.reduce((s, v) => s + v.value, 0) / known.length), count: known.length };
  }
  const weighted = known.filter((v) => v.marketCap !== null && v.marketCap > 0);
  const total = weighted.reduce((s, v) => s + v.marketCap!, 0);
  if (total === 0) return { ...missing(REASONS.noPeers), count: 0 };
  return { ...ok(weighted.reduce((s, v) => s + v.value * v.marketCap!, 0) / total), count: weighted.length };
}

// ---------------------------------------------------------------- composite index

/**
 * The composite K-REIT index: market-cap weighted total return of every listed REIT, 1,000 on the first
 * day. On each day the return of every REIT that traded that day and the day before is weighted by its
 * market cap the day before.
 */
export function compositeIndex(reits: Array<Pick<ReitData, 'prices' | 'dividends' | 'shareCounts'>>, base = 1000): SeriesPoint[] {
  const dates = [...new Set(reits.flatMap((r) => r.prices.map((p) => p.date)))].sort();
  const perReit = reits.map((r) => {
    const byDate = new Map(r.prices.map((p) => [p.date, p]));
    const divByEx = new Map<string, number>();
    for (const d of r.dividends) divByEx.set(d.exDate, (divByEx.get(d.exDate) ?? 0) + d.dps);
    const shares = [...r.shareCounts].sort((a, b) => (a.asOf < b.asOf ? -1 : 1));
    return { byDate, divByEx, shares };
  });
  const out: SeriesPoint[] = [];
  let value = base;
  const lastSeen: Array<PriceRow | null> = reits.map(() => null);
  for (const date of dates) {
    let weightSum = 0;
    let weighted = 0;
    perReit.forEach((r, i) => {
      const cur = r.byDate.get(date);
      if (!cur) return;
      const prev = lastSeen[i];
      if (prev) {
        let shares: number | null = null;
        for (const s of r.shares) if (s.asOf <= prev.date) shares = s.shares;
        if (shares !== null) {
          const cap = prev.close * shares;
          const div = r.divByEx.get(date) ?? 0;
          const ret = ((cur.close + div) * cur.adjFactor) / (prev.close * prev.adjFactor) - 1;
          weighted += cap * ret;
          weightSum += cap;
        }
      }
      lastSeen[i] = cur;
    });
    if (weightSum > 0) value *= 1 + weighted / weightSum;
    out.push({ date, value });
  }
  return out;
}
