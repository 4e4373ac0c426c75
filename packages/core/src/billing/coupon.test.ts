import { describe, expect, it } from 'vitest';
import {
  COUPON_ALPHABET,
  couponCodeFromBytes,
  couponDaysLeft,
  couponToastText,
  formatCouponCode,
  isWellFormedCouponCode,
  normalizeCouponCode,
  shouldShowCouponModal,
  shouldShowCouponToast,
} from './coupon';

const now = Date.parse('2026-11-25T00:00:00Z');
const endingIn = (seconds: number, benefitValue = 30) => ({ benefitPeriodEnd: new Date(now + seconds * 1000).toISOString(), benefitValue });

describe('membership coupon modal (spec section 4)', () => {
  const base = { userId: 'u1', userLoading: false, membershipLoading: false, nowMs: now };
  it('shows at 259200 s left or less', () => {
    expect(shouldShowCouponModal({ ...base, coupon: endingIn(259_200, 3650) })).toBe(true);
    expect(shouldShowCouponModal({ ...base, coupon: endingIn(259_201, 3) })).toBe(false);
  });
  it('shows within the last third of the benefit duration', () => {
    expect(shouldShowCouponModal({ ...base, coupon: endingIn(10 * 86_400, 30) })).toBe(true);
    expect(shouldShowCouponModal({ ...base, coupon: endingIn(10 * 86_400 + 1, 30) })).toBe(false);
  });
  it('never shows without a user, without a coupon, or while loading', () => {
    const coupon = endingIn(60);
    expect(shouldShowCouponModal({ ...base, userId: null, coupon })).toBe(false);
    expect(shouldShowCouponModal({ ...base, coupon: null })).toBe(false);
    expect(shouldShowCouponModal({ ...base, userLoading: true, coupon })).toBe(false);
    expect(shouldShowCouponModal({ ...base, membershipLoading: true, coupon })).toBe(false);
  });
});

describe('days-left toast', () => {
  it('days left = floor(remaining / 86400)', () => {
    expect(couponDaysLeft(endingIn(86_399), now)).toBe(0);
    expect(couponDaysLeft(endingIn(2 * 86_400 + 5), now)).toBe(2);
    expect(couponDaysLeft(endingIn(-5), now)).toBe(0);
  });
  it('shows once per distinct value', () => {
    expect(shouldShowCouponToast(3, null)).toBe(true);
    expect(shouldShowCouponToast(3, '3')).toBe(false);
    expect(shouldShowCouponToast(2, '3')).toBe(true);
  });
  it('has the two texts of the spec', () => {
    expect(couponToastText(0)).toBe('쿠폰 혜택이 곧 종료됩니다.');
    expect(couponToastText(5)).toBe('쿠폰 혜택 기간이 5일 남았습니다.');
  });
});

describe('coupon codes', () => {
  it('are 12 symbols of an unambiguous alphabet, evenly drawn', () => {
    let i = 0;
    const bytes = [255, 250, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const code = couponCodeFromBytes(() => bytes[i++ % bytes.length]!);
    expect(code).toHaveLength(12);
    expect(isWellFormedCouponCode(code)).toBe(true);
    expect(code[0]).toBe(COUPON_ALPHABET[0]); // 255 and 250 are rejected (bias), 0 maps to the first symbol
    expect(COUPON_ALPHABET).not.toMatch(/[01ILO]/);
  });
  it('normalise what a person types and format for display', () => {
    expect(normalizeCouponCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(normalizeCouponCode('ＡＢＣＤ')).toBe('ABCD');
    expect(formatCouponCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(isWellFormedCouponCode('ABCDEFGHJKM0')).toBe(false);
    expect(isWellFormedCouponCode('ABC')).toBe(false);
  });
});
