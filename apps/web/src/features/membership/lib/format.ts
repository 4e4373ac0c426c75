import { seoulDayKey } from '@/lib/seoul-time';
import { BILLING_CYCLE_LABELS, type BillingCycle } from '@spi/core';

export const CYCLE_UNIT: Record<BillingCycle, string> = { MONTHLY: '월', YEARLY: '년' };
export { BILLING_CYCLE_LABELS };

/** The Asia/Seoul calendar date of an instant as numbers. */
export function seoulDate(instant: Date): { year: number; month: number; day: number } {
  const [year, month, day] = seoulDayKey(instant).split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** '매월 25일' or '매년 11월 25일': when the automatic charge repeats, counted from a first charge today (Asia/Seoul). */
export function renewalRule(cycle: BillingCycle, today: Date): string {
  const { month, day } = seoulDate(today);
  return cycle === 'MONTHLY' ? `매월 ${day}일` : `매년 ${month}월 ${day}일`;
}
