import { describe, expect, it } from 'vitest';
import { membershipTierCode, membershipTierLabel, stripTierSuffix } from './membership';
import { GUEST, viewerFlags, type Viewer } from './user';

const base: Viewer = {
  user: { userId: 'u1', email: 'a@example.com', corporationId: null, isManager: false, type: 'PERSONAL', assign: null, provider: 'google', subscribeNews: true, useEmail: true, nickname: '민준' },
  info: { isCorporationManager: false, membership: null, roles: ['ROLE_USER'] },
};
const withMembership = (m: Partial<NonNullable<NonNullable<Viewer['info']>['membership']>>, user: Partial<NonNullable<Viewer['user']>> = {}): Viewer => ({
  user: { ...base.user!, ...user },
  info: { ...base.info!, membership: { membershipId: 'm1', membershipName: '라이트', appliedCoupon: null, orders: [], roles: [], ...m } },
});

describe('viewerFlags (spec section 3 derived flags)', () => {
  it('guest', () => {
    expect(viewerFlags(GUEST)).toMatchObject({ isLoggedIn: false, isGuest: true, isCorporate: false, isPersonal: false, hasMembership: false });
  });
  it('personal member without membership', () => {
    expect(viewerFlags(base)).toMatchObject({ isLoggedIn: true, isPersonal: true, isCorporate: false, isCorporationAdmin: false, hasMembership: false, couponApplied: false, hasPaymentHistory: false });
  });
  it('corporate when corporationId is set or the membership name is premium', () => {
    expect(viewerFlags({ ...base, user: { ...base.user!, corporationId: 'c1' } }).isCorporate).toBe(true);
    expect(viewerFlags(withMembership({ membershipName: '프리미엄' })).isCorporate).toBe(true);
    expect(viewerFlags(withMembership({ membershipName: '라이트' })).isCorporate).toBe(false);
  });
  it('admin when isManager', () => {
    expect(viewerFlags({ ...base, user: { ...base.user!, isManager: true } }).isCorporationAdmin).toBe(true);
  });
  it('membership held only with a name and no applied coupon', () => {
    expect(viewerFlags(withMembership({})).hasMembership).toBe(true);
    const coupon = withMembership({ appliedCoupon: { benefitPeriodEnd: '2026-12-01T00:00:00Z', benefitValue: 30 } });
    expect(viewerFlags(coupon)).toMatchObject({ hasMembership: false, couponApplied: true });
    expect(viewerFlags(withMembership({ membershipName: '' })).hasMembership).toBe(false);
  });
  it('payment history and fund authority split by personal or corporate', () => {
    expect(viewerFlags(withMembership({ orders: [{ orderId: 'o1', orderName: '라이트 월간', amount: 1000, paidAt: '2026-01-01', status: 'PAID', receiptUrl: null }] })).hasPaymentHistory).toBe(true);
    expect(viewerFlags(withMembership({ roles: ['ROLE_FUND'] })).fundAuthority).toEqual({ personal: true, corporate: false });
    expect(viewerFlags(withMembership({ membershipName: '프리미엄', roles: ['FUND'] })).fundAuthority).toEqual({ personal: false, corporate: true });
    expect(viewerFlags(withMembership({})).fundAuthority).toEqual({ personal: false, corporate: false });
  });
});

describe('membership tiers', () => {
  it('maps names to codes, stripping a parenthesised suffix; empty is NONE', () => {
    expect(membershipTierCode('프리미엄')).toBe('PREMIUM');
    expect(membershipTierCode('프리미엄 라이트')).toBe('PREMIUM_LIGHT');
    expect(membershipTierCode('라이트 (연간)')).toBe('LIGHT');
    expect(membershipTierCode('라이트 학생')).toBe('LIGHT_STUDENT');
    expect(membershipTierCode('라이트 플러스')).toBe('LIGHT_PLUS');
    expect(membershipTierCode('')).toBe('NONE');
    expect(membershipTierCode(null)).toBe('NONE');
    expect(membershipTierCode('골드')).toBeNull();
    expect(stripTierSuffix('프리미엄 (법인)')).toBe('프리미엄');
    expect(membershipTierLabel('LIGHT_STUDENT')).toBe('라이트 (학생 할인)');
  });
});
