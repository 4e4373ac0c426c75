/**
 * Plans, billing periods and proration. Money is integer 원 including VAT; periods are computed in
 * Asia/Seoul calendar terms (a monthly period started on the 31st ends on the last day of a shorter
 * month, like Toss's own 자동결제 examples).
 */
export const BILLING_CYCLES = ['MONTHLY', 'YEARLY'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const BILLING_CYCLE_LABELS: Record<BillingCycle, string> = { MONTHLY: '월간', YEARLY: '연간' };

/** Charges below this are not made (the card networks' minimum); the change applies without a charge. */
export const MIN_CHARGE_WON = 100;
/** Failed renewals are retried this many days after the first failure, then the membership ends. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;

const SEOUL_OFFSET_MS = 9 * 3600_000;

/** Adds calendar months in Asia/Seoul, clamping the day to the target month's last day. */
export function addSeoulMonths(from: Date, months: number): Date {
  const local = new Date(from.getTime() + SEOUL_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + months;
  const day = local.getUTCDate();
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const target = Date.UTC(y, m, Math.min(day, lastDay), local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds());
  return new Date(target - SEOUL_OFFSET_MS);
}

export function periodEnd(start: Date, cycle: BillingCycle): Date {
  return addSeoulMonths(start, cycle === 'MONTHLY' ? 1 : 12);
}

export function priceOf(plan: { monthlyPrice: number; yearlyPrice: number }, cycle: BillingCycle): number {
  return cycle === 'MONTHLY' ? plan.monthlyPrice : plan.yearlyPrice;
}

/** What a year costs less when paid yearly, in 원 and as a whole percent. */
export function yearlySaving(plan: { monthlyPrice: number; yearlyPrice: number }): { won: number; percent: number } {
  const full = plan.monthlyPrice * 12;
  const won = Math.max(0, full - plan.yearlyPrice);
  return { won, percent: full > 0 ? Math.round((won / full) * 100) : 0 };
}

export interface ProrationInput {
  currentPrice: number;
  newPrice: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}

export interface Proration {
  /** The share of the period left, 0..1. */
  remainingRatio: number;
  remainingDays: number;
  /** Unused value of the current plan, returned as credit. */
  credit: number;
  /** Cost of the new plan for the rest of the period. */
  cost: number;
  /** What is charged now: cost − credit, rounded down to 10원, 0 below MIN_CHARGE_WON. */
  amountDue: number;
}

/**
 * Upgrade now: the new plan costs its price for the remaining share of the period, the unused share of
 * the current plan is credited, and the period end stays. Rounded down to 10원 so the reader never
 * pays more than the exact figure.
 */
export function prorateUpgrade(input: ProrationInput): Proration {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  const remainingRatio = total > 0 ? left / total : 0;
  const credit = Math.floor(input.currentPrice * remainingRatio);
  const cost = Math.floor(input.newPrice * remainingRatio);
  const raw = Math.max(0, cost - credit);
  const rounded = Math.floor(raw / 10) * 10;
  return { remainingRatio, remainingDays: Math.ceil(left / 86_400_000), credit, cost, amountDue: rounded < MIN_CHARGE_WON ? 0 : rounded };
}

/** The supply value and VAT of a VAT-inclusive amount (Toss's vat = round(amount / 11)). */
export function splitVat(amount: number): { supplied: number; vat: number } {
  const vat = Math.round(amount / 11);
  return { supplied: amount - vat, vat };
}

/** When a failed renewal is tried next: the Nth retry (1-based) after the first failure, or null when done. */
export function nextRetryAt(firstFailureAt: Date, retriesDone: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[retriesDone];
  return days === undefined ? null : new Date(firstFailureAt.getTime() + days * 86_400_000);
}
