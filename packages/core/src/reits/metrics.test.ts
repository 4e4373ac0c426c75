import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  adjustedInterestCoverage, compositeIndex, computeMetrics, dayChange, debtMaturityLadder, dividendCagr, expenseRatio, ffoTtm,
  leaseExpiryProfile, marketCap, nextRecordDate, peerAverage, periodFfo, pFfo, REASONS, totalReturnSeries, trailingPeriods, ttm, turnover, wale,
} from './metrics';
import type { DividendRow, FinancialRow, PriceRow, ReitData } from './model';

/*
 * One hand-built REIT, as of 2026-11-20. Every expected value below is worked out by hand from these rows
 * (the formulas are in docs/reits.md), so a change to a formula fails here.
 *
 * Prices: every calendar day from 2025-11-01, close 5,000 and 1,000 shares a day, except 4,900 on
 * 2026-11-19. Shares: 20,000,000 → market cap 100,000,000,000 (1,000억).
 * Financials: half-years ending 2025-06-30, 2025-12-31 and 2026-06-30 (the last two are the trailing twelve months).
 */
const AS_OF = '2026-11-20';
const B = 1e9;

function dailyPrices(from: string, to: string): PriceRow[] {
  const out: PriceRow[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const close = d === '2026-11-19' ? 4_900 : 5_000;
    out.push({ date: d, open: close, high: close, low: close, close, volume: 1_000, adjFactor: 1 });
  }
  return out;
}

const period = (periodEnd: string, f: Partial<FinancialRow>): FinancialRow => ({
  periodEnd, periodMonths: 6, revenue: null, noi: null, netIncome: null, depreciation: null, gainOnSale: null, impairment: null,
  interestExpense: null, cashInterest: null, ebitda: null, totalAssets: null, debt: null, cash: null, equity: null, appraisedValue: null,
  amcFees: null, gna: null, ...f,
});

const dividend = (exDate: string, dps: number, kind: DividendRow['kind'] = 'REGULAR'): DividendRow => ({ recordDate: addDays(exDate, 1), exDate, paymentDate: null, dps, kind });

function fixture(): ReitData {
  return {
    profile: {
      ticker: '999990', nameKo: '테스트리츠', nameEn: 'Test REIT', sector: 'OFFICE', securityType: 'CR', dividendFrequency: 2, dividendMonths: [6, 12],
      managementFeeRate: 0.002, acquisitionFeeRate: null, dispositionFeeRate: null, performanceFee: '',
    },
    prices: dailyPrices('2025-11-01', AS_OF),
    shareCounts: [{ asOf: '2020-01-01', shares: 20_000_000 }],
    dividends: [
      dividend('2024-06-27', 100), dividend('2024-12-27', 100), dividend('2025-06-27', 120), dividend('2025-12-29', 120),
      dividend('2026-03-02', 50, 'SPECIAL'), dividend('2026-06-29', 130),
    ],
    financials: [
      period('2025-06-30', { totalAssets: 180 * B }),
      period('2025-12-31', { noi: 2.0 * B, netIncome: 0.9 * B, depreciation: 0.5 * B, ebitda: 1.8 * B, interestExpense: 0.5 * B, cashInterest: 0.4 * B, totalAssets: 190 * B, amcFees: 0.3 * B, gna: 0.1 * B }),
      period('2026-06-30', {
        noi: 2.2 * B, netIncome: 1.0 * B, depreciation: 0.5 * B, gainOnSale: 0.2 * B, impairment: 0.1 * B, ebitda: 2.0 * B, interestExpense: 0.5 * B,
        cashInterest: 0.4 * B, totalAssets: 200 * B, debt: 100 * B, cash: 10 * B, equity: 90 * B, appraisedValue: 210 * B, amcFees: 0.3 * B, gna: 0.1 * B,
      }),
    ],
    assets: [
      { id: 'a', name: '에이타워', type: '오피스', region: 'CBD', gfaSqm: 1_000, appraisedValue: null, occupancy: 0.9 },
      { id: 'b', name: '비센터', type: '오피스', region: 'GBD', gfaSqm: 3_000, appraisedValue: null, occupancy: 1 },
      { id: 'c', name: '씨빌딩', type: '오피스', region: 'YBD', gfaSqm: 500, appraisedValue: null, occupancy: null },
    ],
    leases: [
      { assetId: 'a', tenant: '갑', areaSqm: 1_000, annualRent: 300, expiresOn: '2028-11-19' },
      { assetId: 'b', tenant: '을', areaSqm: 3_000, annualRent: 100, expiresOn: '2031-11-20' },
      { assetId: 'b', tenant: '병', areaSqm: 9_999, annualRent: 999, expiresOn: '2026-01-01' },
    ],
    debts: [
      { lender: '가은행', amount: 60, rate: 0.04, rateType: 'FIXED', maturesOn: '2027-03-01' },
      { lender: '나은행', amount: 40, rate: 0.05, rateType: 'FLOATING', maturesOn: '2027-09-01' },
      { lender: '다보험', amount: 50, rate: 0.03, rateType: 'FIXED', maturesOn: '2029-01-31' },
    ],
  };
}

describe('REIT metrics on a hand-computed fixture', () => {
  const m = computeMetrics(fixture());

  it('market cap, NAV, P/NAV and P/FFO', () => {
    expect(m.marketCap.value).toBe(100 * B);
    // NAV = appraised 210 + cash 10 − liabilities (200 − 90) = 110
    expect(m.nav.value).toBeCloseTo(110 * B, 0);
    expect(m.navPerShare.value).toBeCloseTo(5_500, 6);
    expect(m.pNav.value).toBeCloseTo(100 / 110, 12);
    expect(m.navPremium.value).toBeCloseTo(100 / 110 - 1, 12);
    // FFO = (1.0 + 0.5 − 0.2 + 0.1) + (0.9 + 0.5) = 2.8
    expect(m.ffo.value).toBeCloseTo(2.8 * B, 0);
    expect(m.pFfo.value).toBeCloseTo(100 / 2.8, 9);
  });

  it('leverage and coverage', () => {
    expect(m.ltv.value).toBeCloseTo(100 / 210, 12);
    expect(m.debtToAssets.value).toBeCloseTo(0.5, 12);
    expect(m.interestCoverage.value).toBeCloseTo(3.8 / 1.0, 9);
    // adjusted EBITDA (2.0 − 0.2 + 0.1) + 1.8 = 3.7 over cash interest 0.8
    expect(m.adjustedInterestCoverage.value).toBeCloseTo(3.7 / 0.8, 9);
    expect(m.netDebtToEbitda.value).toBeCloseTo(90 / 3.8, 9);
  });

  it('costs and the implied cap rate', () => {
    // (0.3 + 0.1) × 2 over the average of total assets 180 (a year before) and 200
    expect(m.expenseRatio.value).toBeCloseTo(0.8 / 190, 12);
    expect(m.managementFee.value).toBe(0.002);
    // NOI 4.2 over EV (cap 100 + debt 100 − cash 10)
    expect(m.impliedCapRate.value).toBeCloseTo(4.2 / 190, 12);
  });

  it('dividends: trailing yield with specials, indicated yield without, growth', () => {
    // ex-dates after 2025-11-20: 120 + 50 (special) + 130
    expect(m.dividendYield.value).toBeCloseTo(300 / 5_000, 12);
    expect(m.indicatedYield.value).toBeCloseTo((130 * 2) / 5_000, 12);
    // regular: 250 in the last twelve months against 100 + 120 the twelve before
    expect(m.dividendGrowth.value).toBeCloseTo(250 / 220 - 1, 12);
    expect(dividendCagr(fixture(), 1).value).toBeCloseTo(250 / 220 - 1, 12);
    expect(m.dividendCagr).toEqual({ value: null, reason: REASONS.shortDividends });
  });

  it('turnover, day change and total returns', () => {
    // 31 days × 1,000 shares after 2026-10-20, over 20,000,000 shares
    expect(m.turnover.value).toBeCloseTo(31_000 / 20_000_000, 15);
    const day = dayChange(fixture().prices);
    expect(day.change.value).toBeCloseTo(100, 9);
    expect(day.changeRate.value).toBeCloseTo(5_000 / 4_900 - 1, 12);
    // the dip of 2026-11-19 is undone on 2026-11-20; dividends are reinvested at 5,000 on their ex-dates
    expect(m.return1M.value).toBeCloseTo(0, 12);
    expect(m.return1Y.value).toBeCloseTo((5_120 / 5_000) * (5_050 / 5_000) * (5_130 / 5_000) - 1, 12);
    expect(m.returnYTD.value).toBeCloseTo((5_050 / 5_000) * (5_130 / 5_000) - 1, 12);
    expect(m.return3Y).toEqual({ value: null, reason: REASONS.shortHistory });
  });

  it('leases, occupancy and debt ladder', () => {
    // rent-weighted: (300 × 730 + 100 × 1826) ÷ 400 days ÷ 365.25; the expired lease is left out
    expect(m.wale.value).toBeCloseTo((300 * 730 + 100 * 1826) / 400 / 365.25, 12);
    expect(m.waleArea.value).toBeCloseTo((1_000 * 730 + 3_000 * 1826) / 4_000 / 365.25, 12);
    expect(m.occupancy.value).toBeCloseTo((0.9 * 1_000 + 1 * 3_000) / 4_000, 12);
    expect(leaseExpiryProfile(fixture().leases, AS_OF)).toEqual([{ year: 2028, rent: 300, share: 0.75 }, { year: 2031, rent: 100, share: 0.25 }]);
    const ladder = debtMaturityLadder(fixture().debts);
    expect(ladder.map((r) => [r.year, r.amount])).toEqual([[2027, 100], [2029, 50]]);
    expect(ladder[0]!.averageRate).toBeCloseTo(0.044, 12);
  });
});

describe('REIT metrics with missing data say why, never 0', () => {
  it('no prices, no shares', () => {
    expect(marketCap({ ...fixture(), prices: [] })).toEqual({ value: null, reason: REASONS.noPrice });
    expect(marketCap({ ...fixture(), shareCounts: [] })).toEqual({ value: null, reason: REASONS.noShares });
    expect(turnover({ ...fixture(), prices: fixture().prices.slice(-10) })).toEqual({ value: null, reason: REASONS.shortHistory });
  });

  it('no financials, a gap between periods, a missing figure', () => {
    const f = fixture();
    const none = computeMetrics({ ...f, financials: [] });
    for (const key of ['nav', 'pNav', 'pFfo', 'ltv', 'interestCoverage', 'expenseRatio', 'impliedCapRate'] as const) expect(none[key].value, key).toBeNull();
    expect(none.pFfo.reason).toBe(REASONS.noFinancials);
    const gap = f.financials.filter((p) => p.periodEnd !== '2025-12-31');
    expect(trailingPeriods(gap, AS_OF)).toBeNull();
    expect(ffoTtm({ ...f, financials: gap })).toEqual({ value: null, reason: REASONS.shortFinancials });
    const noDepreciation = f.financials.map((p) => (p.periodEnd === '2025-12-31' ? { ...p, depreciation: null } : p));
    expect(ffoTtm({ ...f, financials: noDepreciation }).reason).toBe(REASONS.shortFinancials);
    expect(ttm(f.financials, AS_OF, 'noi')).toBeCloseTo(4.2 * B, 0);
  });

  it('four quarters make twelve months too', () => {
    const quarters = ['2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30'].map((end) => ({ ...period(end, { noi: 1 }), periodMonths: 3 }));
    expect(trailingPeriods(quarters, AS_OF)?.map((p) => p.periodEnd)).toEqual(['2026-09-30', '2026-06-30', '2026-03-31', '2025-12-31']);
    expect(ttm(quarters, AS_OF, 'noi')).toBe(4);
  });

  it('FFO at or below zero makes P/FFO meaningless; no interest makes coverage undefined', () => {
    const f = fixture();
    const losses = f.financials.map((p) => ({ ...p, netIncome: p.netIncome === null ? null : -5 * B }));
    expect(pFfo({ ...f, financials: losses })).toEqual({ value: null, reason: REASONS.nonPositiveFfo });
    const noInterest = f.financials.map((p) => ({ ...p, cashInterest: p.cashInterest === null ? null : 0 }));
    expect(adjustedInterestCoverage({ ...f, financials: noInterest })).toEqual({ value: null, reason: REASONS.noInterest });
    expect(expenseRatio({ ...f, financials: f.financials.map((p) => ({ ...p, gna: null })) }).value).toBeNull();
  });

  it('no leases, no dividends, no fee', () => {
    const f = fixture();
    expect(wale([], AS_OF)).toEqual({ value: null, reason: REASONS.noLeases });
    const m = computeMetrics({ ...f, dividends: [], assets: [], profile: { ...f.profile, managementFeeRate: null } });
    expect(m.dividendYield.reason).toBe(REASONS.noDividends);
    expect(m.indicatedYield.reason).toBe(REASONS.noDividends);
    expect(m.occupancy.reason).toBe(REASONS.noAssets);
    expect(m.managementFee.reason).toBe(REASONS.noFee);
  });

  it('periodFfo treats missing gains and impairments as none', () => {
    expect(periodFfo(period('2026-06-30', { netIncome: 10, depreciation: 5 }))).toBe(15);
    expect(periodFfo(period('2026-06-30', { netIncome: 10 }))).toBeNull();
  });
});

describe('dates, peers and the composite index', () => {
  it('next record date: a scheduled row first, otherwise the end of the next dividend month', () => {
    const f = fixture();
    expect(nextRecordDate({ ...f, dividends: [...f.dividends, dividend('2026-12-29', 130)] }, AS_OF)).toBe('2026-12-30');
    expect(nextRecordDate(f, AS_OF)).toBe('2026-12-31');
    expect(nextRecordDate(f, '2026-12-31')).toBe('2027-06-30');
    expect(nextRecordDate({ ...f, profile: { ...f.profile, dividendMonths: [] } }, AS_OF)).toBeNull();
  });

  it('peer averages: simple over known values, or weighted by market cap', () => {
    const values = [{ value: 1, marketCap: 100 }, { value: 2, marketCap: 300 }, { value: null, marketCap: 50 }];
    expect(peerAverage(values, 'simple')).toEqual({ value: 1.5, count: 2 });
    expect(peerAverage(values, 'capWeighted')).toEqual({ value: 1.75, count: 2 });
    expect(peerAverage([], 'simple')).toEqual({ value: null, reason: REASONS.noPeers, count: 0 });
  });

  it('total return reinvests a dividend on its ex-date and follows adjusted prices', () => {
    const prices: PriceRow[] = [
      { date: '2026-01-02', open: 0, high: 0, low: 0, close: 1_000, volume: 0, adjFactor: 0.5 },
      { date: '2026-01-05', open: 0, high: 0, low: 0, close: 500, volume: 0, adjFactor: 1 },
      { date: '2026-01-06', open: 0, high: 0, low: 0, close: 490, volume: 0, adjFactor: 1 },
    ];
    const series = totalReturnSeries(prices, [dividend('2026-01-06', 10)]);
    // a 2-for-1 split is no loss; the dividend of 10 offsets the drop of 10
    expect(series.map((p) => p.value)).toEqual([100, 100, 100]);
  });

  it('the composite index weighs each day return by the previous market cap', () => {
    const day = (date: string, close: number): PriceRow => ({ date, open: close, high: close, low: close, close, volume: 0, adjFactor: 1 });
    const index = compositeIndex([
      { prices: [day('2026-01-02', 100), day('2026-01-05', 110)], dividends: [], shareCounts: [{ asOf: '2020-01-01', shares: 10 }] },
      { prices: [day('2026-01-02', 50), day('2026-01-05', 45)], dividends: [], shareCounts: [{ asOf: '2020-01-01', shares: 60 }] },
    ]);
    // caps 1,000 (+10 %) and 3,000 (−10 %): −5 %
    expect(index.map((p) => p.date)).toEqual(['2026-01-02', '2026-01-05']);
    expect(index[0]!.value).toBe(1_000);
    expect(index[1]!.value).toBeCloseTo(950, 9);
  });
});
