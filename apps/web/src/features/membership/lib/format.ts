import { BILLING_CYCLE_LABELS, type BillingCycle } from '@spi/core';

/** 9,900원: thousands separators, always with the unit. */
export function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

export const CYCLE_UNIT: Record<BillingCycle, string> = { MONTHLY: '월', YEARLY: '년' };
export { BILLING_CYCLE_LABELS };

const seoulParts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'numeric', day: 'numeric' });

/** The Asia/Seoul calendar date of an instant as numbers. */
export function seoulDate(instant: Date): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(seoulParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** '매월 25일' or '매년 11월 25일': when the automatic charge repeats, counted from a first charge today (Asia/Seoul). */
export function renewalRule(cycle: BillingCycle, today: Date): string {
  const { month, day } = seoulDate(today);
  return cycle === 'MONTHLY' ? `매월 ${day}일` : `매년 ${month}월 ${day}일`;
}
