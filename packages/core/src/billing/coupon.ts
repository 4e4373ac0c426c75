/** Coupon constants and rules of spec sections 4 and 9, and SPI's coupon codes. */
export const COUPON_MODAL_THRESHOLD_SECONDS = 259_200;
export const SECONDS_PER_DAY = 86_400;
export const COUPON_TOAST_CLOSE_MS = 500;
export const COUPON_TOAST_SIZE = { width: 328, height: 100 } as const;

/** Unambiguous alphabet (no 0/O, 1/I/L): 31 symbols, so 12 symbols carry about 59 bits. */
export const COUPON_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const COUPON_CODE_LENGTH = 12;
/** Codes per batch an admin may create at once. */
export const COUPON_BATCH_MAX = 5000;
/** Wrong codes a user may enter before redeeming is locked, and for how long. */
export const COUPON_WRONG_CODE_LIMIT = 5;
export const COUPON_LOCK_SECONDS = 15 * 60;

export interface CouponBenefit {
  /** UTC ISO timestamp. */
  benefitPeriodEnd: string;
  benefitValue: number;
}

export function couponRemainingSeconds(coupon: CouponBenefit, nowMs: number): number {
  return Math.max(0, Math.floor((Date.parse(coupon.benefitPeriodEnd) - nowMs) / 1000));
}

/** Days left = floor(remaining seconds / 86400). */
export function couponDaysLeft(coupon: CouponBenefit, nowMs: number): number {
  return Math.floor(couponRemainingSeconds(coupon, nowMs) / SECONDS_PER_DAY);
}

/** Within 3 days of the end, or within the last third of the benefit duration. */
export function isCouponEndingSoon(coupon: CouponBenefit, nowMs: number): boolean {
  const remaining = couponRemainingSeconds(coupon, nowMs);
  return remaining <= COUPON_MODAL_THRESHOLD_SECONDS || remaining <= (coupon.benefitValue * SECONDS_PER_DAY) / 3;
}

export interface CouponModalInput {
  userId: string | null | undefined;
  coupon: CouponBenefit | null | undefined;
  userLoading: boolean;
  membershipLoading: boolean;
  nowMs: number;
}

/** The membership coupon modal's rule (spec section 4). */
export function shouldShowCouponModal(input: CouponModalInput): boolean {
  if (!input.userId || !input.coupon || input.userLoading || input.membershipLoading) return false;
  return isCouponEndingSoon(input.coupon, input.nowMs);
}

/** The days-left toast shows once per distinct value: not when it equals the stored one. */
export function shouldShowCouponToast(daysLeft: number, lastCheckedDday: string | null): boolean {
  return lastCheckedDday === null || lastCheckedDday !== String(daysLeft);
}

export function couponToastText(daysLeft: number): string {
  return daysLeft <= 0 ? '쿠폰 혜택이 곧 종료됩니다.' : `쿠폰 혜택 기간이 ${daysLeft}일 남았습니다.`;
}

/** Upper-case, drop spaces and hyphens: what a person types becomes the stored form. */
export function normalizeCouponCode(input: string): string {
  return input.normalize('NFKC').toUpperCase().replace(/[\s-]/g, '');
}

export function isWellFormedCouponCode(code: string): boolean {
  if (code.length !== COUPON_CODE_LENGTH) return false;
  for (const ch of code) if (!COUPON_ALPHABET.includes(ch)) return false;
  return true;
}

/** XXXX-XXXX-XXXX for display and CSV. */
export function formatCouponCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A code from random bytes (the caller supplies crypto randomness). Rejection sampling keeps every
 * symbol equally likely.
 */
export function couponCodeFromBytes(nextByte: () => number): string {
  let out = '';
  const limit = 256 - (256 % COUPON_ALPHABET.length);
  while (out.length < COUPON_CODE_LENGTH) {
    const b = nextByte();
    if (b < limit) out += COUPON_ALPHABET[b % COUPON_ALPHABET.length];
  }
  return out;
}
