import { addDays, addMonths, toEpochDay } from '@spi/core/reits/dates';
import { DEMO_REITS, type DemoReit } from './catalogue';

/**
 * Deterministic SAMPLE figures for the listed K-REITs: five years of daily prices, dividends, semiannual
 * or quarterly financial periods, assets with leases, and debt tranches. The same seed always gives the
 * same rows; every row is marked is_sample and screens label it '샘플 데이터'.
 */
export const DEMO_REIT_AS_OF = '2026-11-20';
export const DEMO_REIT_SOURCE = 'SPI 샘플 데이터 (실제 수치 아님)';
const HISTORY_START = '2021-11-22';

/** mulberry32: a small, well-known seeded generator. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Standard normal from two uniforms (Box–Muller). */
function normal(r: () => number): number {
  const u = Math.max(r(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r());
}

/** Weekdays between two dates inclusive (the sample calendar ignores holidays). */
export function tradingDays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = toEpochDay(from); d <= toEpochDay(to); d++) {
    const wd = new Date(d * 86_400_000).getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(new Date(d * 86_400_000).toISOString().slice(0, 10));
  }
  return out;
}

function previousTradingDay(date: string): string {
  let d = addDays(date, -1);
  while ([0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) d = addDays(d, -1);
  return d;
}

function monthEnd(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The shared market factor: daily log returns every REIT partly follows (rates, sentiment). */
function marketFactor(days: string[]): Map<string, number> {
  const r = rng(seedOf('k-reit-market'));
  const out = new Map<string, number>();
  let regime = 0;
  for (const day of days) {
    // 2022: rate shock (falling), 2024–2025: recovery; a slow regime drift on top of noise.
    const year = Number(day.slice(0, 4));
    const drift = year === 2022 ? -0.0008 : year === 2023 ? -0.0002 : year === 2024 ? 0.0003 : year >= 2025 ? -0.0006 : 0.0001;
    regime = regime * 0.995 + normal(r) * 0.00003;
    out.set(day, drift + regime + normal(r) * 0.0065);
  }
  return out;
}

export interface DemoReitRows {
  reit: DemoReit & { dividendFrequency: number; fiscalPeriodMonths: number; managementFeeRate: number; acquisitionFeeRate: number; dispositionFeeRate: number; performanceFee: string };
  shareCounts: Array<{ asOf: string; shares: number }>;
  prices: Array<{ date: string; open: number; high: number; low: number; close: number; volume: number; adjFactor: number }>;
  dividends: Array<{ recordDate: string; exDate: string; paymentDate: string | null; dps: number; kind: 'REGULAR' | 'SPECIAL' }>;
  financials: Array<{
    periodEnd: string; periodMonths: number; revenue: number; noi: number; netIncome: number; depreciation: number; gainOnSale: number; impairment: number;
    interestExpense: number; cashInterest: number; ebitda: number; totalAssets: number; debt: number; cash: number; equity: number; appraisedValue: number; amcFees: number; gna: number;
  }>;
  assets: Array<{ id: string; name: string; type: string; address: string; region: string; gfaSqm: number; appraisedValue: number; appraisedOn: string; acquisitionPrice: number; acquiredOn: string; occupancy: number }>;
  leases: Array<{ id: string; assetId: string; tenant: string; areaSqm: number; annualRent: number; expiresOn: string }>;
  debts: Array<{ id: string; lender: string; amount: number; rate: number; rateType: 'FIXED' | 'FLOATING'; maturesOn: string }>;
}

const LENDERS = ['KB국민은행', '신한은행', '하나은행', '우리은행', 'NH농협은행', '삼성생명', '한화생명', '교보생명', 'IBK기업은행', '신한캐피탈'];
const TENANTS: Record<string, string[]> = {
  오피스: ['금융사 A', 'IT기업 B', '공공기관 C', '법무법인 D', '제조사 본사 E', '컨설팅사 F', '게임사 G'],
  물류센터: ['이커머스 A', '3PL 물류사 B', '유통사 C', '택배사 D', '식품 유통사 E'],
  리테일: ['백화점 운영사', '대형마트 운영사', 'SPA 브랜드', '식음료 매장', '영화관 운영사'],
  호텔: ['호텔 운영사'],
  주유소: ['정유사 (책임임차)'],
  임대주택: ['개인 임차인 (다수)'],
  주거: ['개인 임차인 (다수)'],
  수익증권: ['펀드 (수익증권)'],
};

export function generateDemoReit(def: DemoReit): DemoReitRows {
  const r = rng(seedOf(def.ticker));
  const start = def.listedOn > HISTORY_START ? def.listedOn : HISTORY_START;
  const days = tradingDays(start, DEMO_REIT_AS_OF);
  const market = marketFactor(tradingDays(HISTORY_START, DEMO_REIT_AS_OF));
  const frequency = def.dividendMonths.length;
  const fiscalPeriodMonths = frequency === 4 ? 3 : 6;

  // Price path, scaled so the last close gives the catalogue's market cap with a round share count.
  const beta = 0.7 + r() * 0.5;
  const idioVol = 0.006 + r() * 0.006;
  const logs: number[] = [];
  let level = 0;
  for (const day of days) {
    level += beta * (market.get(day) ?? 0) + normal(r) * idioVol;
    logs.push(level);
  }
  const lastClose = Math.round((3_500 + r() * 2_500) / 5) * 5;
  const rights = def.listedOn < '2023-06-01' && r() < 0.35 ? addMonths(DEMO_REIT_AS_OF, -Math.round(8 + r() * 20)) : null;
  const sharesNow = Math.round((def.capEok * 1e8) / lastClose / 1000) * 1000;
  const sharesBefore = rights ? Math.round(sharesNow / (1.2 + r() * 0.2) / 1000) * 1000 : sharesNow;
  // A rights issue at a discount: prices before it are adjusted by the theoretical ex-rights factor.
  const rightsFactor = rights ? 0.97 : 1;
  const tick = (p: number) => (p >= 5000 ? 5 : 1);
  const roundPrice = (p: number) => Math.max(tick(p), Math.round(p / tick(p)) * tick(p));
  const lastLog = logs.at(-1)!;
  const prices: DemoReitRows['prices'] = [];
  let prevClose = 0;
  days.forEach((day, i) => {
    const adjFactor = rights && day < rights ? rightsFactor : 1;
    const adjusted = lastClose * Math.exp(logs[i]! - lastLog);
    const close = roundPrice(adjusted / adjFactor);
    const open = roundPrice(i === 0 ? close : prevClose * (1 + normal(r) * 0.003));
    const high = Math.max(open, close, roundPrice(Math.max(open, close) * (1 + Math.abs(normal(r)) * 0.004)));
    const low = Math.min(open, close, roundPrice(Math.min(open, close) * (1 - Math.abs(normal(r)) * 0.004)));
    const shares = rights && day < rights ? sharesBefore : sharesNow;
    const volume = Math.round(shares * (0.0008 + r() * 0.0025) * (Math.abs(close - prevClose) / Math.max(prevClose, 1) > 0.02 ? 3 : 1));
    prices.push({ date: day, open, high, low, close, volume, adjFactor });
    prevClose = close;
  });

  // Dividends: record date at each dividend month end since listing, paid about three months later.
  const dividends: DemoReitRows['dividends'] = [];
  const growth = -0.01 + r() * 0.04;
  for (let year = 2021; year <= 2027; year++) {
    for (const month of def.dividendMonths) {
      const recordDate = monthEnd(year, month);
      if (recordDate < addMonths(start, 4) || recordDate > addMonths(DEMO_REIT_AS_OF, 7)) continue;
      // Anchored on today's price, so the indicated yield lands near the catalogue's; earlier payments
      // are smaller by the REIT's dividend growth.
      const yearsBack = (toEpochDay(DEMO_REIT_AS_OF) - toEpochDay(recordDate)) / 365.25;
      const base = (lastClose * def.yield) / (1 + growth) ** yearsBack / frequency;
      const dps = Math.max(10, Math.round((base * (0.95 + r() * 0.1)) / 5) * 5);
      const future = recordDate > DEMO_REIT_AS_OF;
      // Future rows exist only for the next scheduled record date (announced), without a payment date.
      if (future && dividends.some((d) => d.recordDate > DEMO_REIT_AS_OF)) continue;
      dividends.push({ recordDate, exDate: previousTradingDay(recordDate), paymentDate: future ? null : addDays(recordDate, 85 + Math.floor(r() * 10)), dps, kind: 'REGULAR' });
      if (!future && r() < 0.05) dividends.push({ recordDate, exDate: previousTradingDay(recordDate), paymentDate: addDays(recordDate, 90), dps: Math.round(dps * 0.3 / 5) * 5, kind: 'SPECIAL' });
    }
  }

  // Financial periods: appraised value from the market cap and P/NAV, the rest from it.
  const managementFeeRate = Math.round((0.0025 + r() * 0.0035) * 10000) / 10000;
  const appraisedNow = ((def.capEok * 1e8) / def.pNav) / (1 - def.ltv) * 1.0;
  const rate = 0.036 + r() * 0.014;
  const financials: DemoReitRows['financials'] = [];
  // Periods end on the record months (semiannual REITs paying once a year close in June and December).
  const endMonths = fiscalPeriodMonths === 3 || def.dividendMonths.length === 2 ? def.dividendMonths : [6, 12];
  const periodEnds: string[] = [];
  for (let year = 2021; year <= Number(DEMO_REIT_AS_OF.slice(0, 4)); year++) {
    for (const month of endMonths) {
      const end = monthEnd(year, month);
      // Reported periods only: a period is published about two months after it ends.
      if (end >= addMonths(start, fiscalPeriodMonths) && end <= addMonths(DEMO_REIT_AS_OF, -2)) periodEnds.push(end);
    }
  }
  periodEnds.sort().reverse();
  for (const endMonth of periodEnds) {
    const yearsBack = (toEpochDay(DEMO_REIT_AS_OF) - toEpochDay(endMonth)) / 365.25;
    const appraised = Math.round(appraisedNow / (1.02 ** yearsBack) * (0.98 + r() * 0.04));
    const m = fiscalPeriodMonths / 12;
    const debt = Math.round(appraised * def.ltv * (0.98 + r() * 0.04));
    const cash = Math.round(appraised * (0.02 + r() * 0.02));
    const totalAssets = Math.round(appraised * 0.96 + cash);
    const otherLiabilities = Math.round(appraised * 0.03);
    const equity = totalAssets - debt - otherLiabilities;
    const noi = Math.round(appraised * def.capRate * m * (0.96 + r() * 0.08));
    const revenue = Math.round(noi / (0.82 + r() * 0.08));
    const amcFees = Math.round(totalAssets * managementFeeRate * m);
    const gna = Math.round(revenue * (0.015 + r() * 0.015));
    const gainOnSale = r() < 0.06 ? Math.round(appraised * 0.01) : 0;
    const impairment = r() < 0.04 ? Math.round(appraised * 0.005) : 0;
    const ebitda = noi - amcFees - gna + gainOnSale - impairment;
    const interestExpense = Math.round(debt * rate * m);
    const cashInterest = Math.round(interestExpense * (0.95 + r() * 0.05));
    const depreciation = Math.round(appraised * 0.011 * m);
    const netIncome = ebitda - interestExpense - depreciation;
    financials.push({ periodEnd: endMonth, periodMonths: fiscalPeriodMonths, revenue, noi, netIncome, depreciation, gainOnSale, impairment, interestExpense, cashInterest, ebitda, totalAssets, debt, cash, equity, appraisedValue: appraised, amcFees, gna });
  }
  financials.reverse();
  const latest = financials.at(-1);

  // Assets share the latest appraised value; leases and debt add up to the asset and debt totals.
  const weights = def.assets.map(() => 0.5 + r());
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const appraisedTotal = latest?.appraisedValue ?? appraisedNow;
  const assets: DemoReitRows['assets'] = [];
  const leases: DemoReitRows['leases'] = [];
  def.assets.forEach((a, i) => {
    const id = `${def.ticker}-${i + 1}`;
    const value = Math.round((appraisedTotal * weights[i]!) / weightSum);
    const pricePerSqm = a.type === '물류센터' ? 2_600_000 + r() * 800_000 : a.type === '오피스' ? 12_000_000 + r() * 14_000_000 : 6_000_000 + r() * 6_000_000;
    const gfaSqm = Math.round(value / pricePerSqm);
    const occupancy = a.type === '주유소' || a.type === '수익증권' ? 1 : Math.min(1, Math.round((0.9 + r() * 0.1) * 1000) / 1000);
    const acquiredOn = addMonths(def.listedOn, -Math.floor(r() * 3) + (i > 1 ? Math.floor(r() * 24) : 0));
    assets.push({ id, name: a.name, type: a.type, address: a.address, region: a.region, gfaSqm, appraisedValue: value, appraisedOn: latest?.periodEnd ?? DEMO_REIT_AS_OF, acquisitionPrice: Math.round(value * (0.88 + r() * 0.1)), acquiredOn: acquiredOn > DEMO_REIT_AS_OF ? def.listedOn : acquiredOn, occupancy });
    const names = TENANTS[a.type] ?? ['임차인 A', '임차인 B'];
    const count = names.length === 1 ? 1 : 2 + Math.floor(r() * 3);
    const rentTotal = value * def.capRate / 0.85;
    const split = Array.from({ length: count }, () => 0.3 + r());
    const splitSum = split.reduce((x, y) => x + y, 0);
    for (let j = 0; j < count; j++) {
      const years = names.length === 1 ? 6 + Math.floor(r() * 8) : 1 + Math.floor(r() * 9);
      leases.push({
        id: `${id}-${j + 1}`, assetId: id, tenant: names[j % names.length]!,
        areaSqm: Math.round((gfaSqm * occupancy * split[j]!) / splitSum),
        annualRent: Math.round((rentTotal * split[j]!) / splitSum / 1e6) * 1e6,
        expiresOn: monthEnd(Number(DEMO_REIT_AS_OF.slice(0, 4)) + years, 1 + Math.floor(r() * 12)),
      });
    }
  });

  const debtTotal = latest?.debt ?? 0;
  const trancheCount = 2 + Math.floor(r() * 3);
  const shares = Array.from({ length: trancheCount }, () => 0.5 + r());
  const sharesSum = shares.reduce((x, y) => x + y, 0);
  const debts: DemoReitRows['debts'] = shares.map((s, i) => ({
    id: `${def.ticker}-d${i + 1}`,
    lender: LENDERS[(seedOf(def.ticker) + i * 3) % LENDERS.length]!,
    amount: Math.round((debtTotal * s) / sharesSum / 1e8) * 1e8,
    rate: Math.round((rate + (r() - 0.5) * 0.01) * 10000) / 10000,
    rateType: r() < 0.65 ? 'FIXED' : 'FLOATING',
    maturesOn: monthEnd(2027 + Math.floor(r() * 4), 1 + Math.floor(r() * 12)),
  }));

  return {
    reit: {
      ...def, dividendFrequency: frequency, fiscalPeriodMonths, managementFeeRate,
      acquisitionFeeRate: Math.round((0.005 + r() * 0.005) * 1000) / 1000,
      dispositionFeeRate: Math.round((0.003 + r() * 0.005) * 1000) / 1000,
      performanceFee: r() < 0.4 ? '매각차익의 10 % (기준수익률 초과분)' : '없음',
    },
    shareCounts: rights ? [{ asOf: start, shares: sharesBefore }, { asOf: rights, shares: sharesNow }] : [{ asOf: start, shares: sharesNow }],
    prices,
    dividends,
    financials,
    assets,
    leases,
    debts,
  };
}

export function generateDemoReits(): DemoReitRows[] {
  return DEMO_REITS.map(generateDemoReit);
}
