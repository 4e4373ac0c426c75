import { CORPORATE_SEATS_MAX, normalizeBusinessNumber, priceOf, type BillingCycle } from '@spi/core';

/** Formats a business number while it is typed: 123 → 123, 12345 → 123-45, 1234567890 → 123-45-67890. */
export function formatBusinessNumberInput(input: string): string {
  const digits = normalizeBusinessNumber(input).replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The domain of an e-mail address, lower-cased ('' when there is none). */
export function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/** The corporate order's total: seats × the PREMIUM price of the cycle (VAT included, as on /membership). */
export function corporateTotal(plan: { monthlyPrice: number; yearlyPrice: number }, cycle: BillingCycle, seats: number): number {
  return Number.isInteger(seats) && seats > 0 ? priceOf(plan, cycle) * seats : 0;
}

/** A seat count's problem before the API is asked ('' when fine): at least the members, at most the maximum. */
export function seatsProblem(seats: number, members: number): string {
  if (!Number.isInteger(seats) || seats < 1) return '좌석 수를 1 이상의 정수로 입력해 주세요.';
  if (seats < members) return `좌석은 지금 멤버 수(${members}명) 이상으로 구매해 주세요.`;
  if (seats > CORPORATE_SEATS_MAX) return `좌석은 한 번에 ${CORPORATE_SEATS_MAX}석까지 구매할 수 있습니다. 더 필요하시면 문의해 주세요.`;
  return '';
}

/** The seat bar's fill: used of the limit, 0–100. */
export function seatUsagePercent(used: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.min(100, Math.round((used / limit) * 100));
}
