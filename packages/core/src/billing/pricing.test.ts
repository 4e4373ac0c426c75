import { describe, expect, it } from 'vitest';
import { addSeoulMonths, nextRetryAt, periodEnd, priceOf, prorateUpgrade, splitVat, yearlySaving } from './pricing';

const plan = { monthlyPrice: 9900, yearlyPrice: 99000 };

describe('billing periods in Asia/Seoul', () => {
  it('adds a month on the same Seoul date', () => {
    // 2026-03-15 10:00 KST
    expect(periodEnd(new Date('2026-03-15T01:00:00Z'), 'MONTHLY').toISOString()).toBe('2026-04-15T01:00:00.000Z');
    expect(periodEnd(new Date('2026-03-15T01:00:00Z'), 'YEARLY').toISOString()).toBe('2027-03-15T01:00:00.000Z');
  });
  it('clamps the 31st to the last day of a shorter month, by the Seoul calendar', () => {
    // 2026-01-31 00:30 KST is 2026-01-30 15:30 UTC: the Seoul date decides.
    expect(addSeoulMonths(new Date('2026-01-30T15:30:00Z'), 1).toISOString()).toBe('2026-02-27T15:30:00.000Z');
    expect(addSeoulMonths(new Date('2024-01-30T15:30:00Z'), 1).toISOString()).toBe('2024-02-28T15:30:00.000Z');
  });
});

describe('prices', () => {
  it('picks the cycle price and computes the yearly saving', () => {
    expect(priceOf(plan, 'MONTHLY')).toBe(9900);
    expect(priceOf(plan, 'YEARLY')).toBe(99000);
    expect(yearlySaving(plan)).toEqual({ won: 19800, percent: 17 });
  });
  it('splits VAT like the gateway (round(amount / 11))', () => {
    expect(splitVat(9900)).toEqual({ supplied: 9000, vat: 900 });
    expect(splitVat(19900)).toEqual({ supplied: 18091, vat: 1809 });
  });
});

describe('prorateUpgrade', () => {
  const periodStart = new Date('2026-11-01T00:00:00Z');
  const end = new Date('2026-12-01T00:00:00Z'); // 30 days

  it('charges the difference for the remaining share, rounded down to 10원', () => {
    const now = new Date('2026-11-13T00:00:00Z'); // 18 of 30 days left
    const p = prorateUpgrade({ currentPrice: 9900, newPrice: 19900, periodStart, periodEnd: end, now });
    expect(p.remainingDays).toBe(18);
    expect(p.credit).toBe(5940);
    expect(p.cost).toBe(11940);
    expect(p.amountDue).toBe(6000);
  });
  it('charges nothing below the minimum and nothing after the period end', () => {
    const nearEnd = new Date('2026-11-30T23:50:00Z');
    expect(prorateUpgrade({ currentPrice: 9900, newPrice: 19900, periodStart, periodEnd: end, now: nearEnd }).amountDue).toBe(0);
    const after = new Date('2026-12-02T00:00:00Z');
    expect(prorateUpgrade({ currentPrice: 9900, newPrice: 19900, periodStart, periodEnd: end, now: after })).toMatchObject({ amountDue: 0, remainingDays: 0 });
  });
  it('charges the full difference at the very start', () => {
    expect(prorateUpgrade({ currentPrice: 9900, newPrice: 19900, periodStart, periodEnd: end, now: periodStart }).amountDue).toBe(10000);
  });
});

describe('renewal retries', () => {
  it('retries 1, 3 and 7 days after the first failure, then stops', () => {
    const first = new Date('2026-11-01T00:00:00Z');
    expect(nextRetryAt(first, 0)?.toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(nextRetryAt(first, 1)?.toISOString()).toBe('2026-11-04T00:00:00.000Z');
    expect(nextRetryAt(first, 2)?.toISOString()).toBe('2026-11-08T00:00:00.000Z');
    expect(nextRetryAt(first, 3)).toBeNull();
  });
});
