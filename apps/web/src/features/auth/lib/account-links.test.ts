import { describe, expect, it } from 'vitest';
import type { AdditionalInfoDto, UserInfoDto } from '@spi/core';
import { pageAccess as cmsPageAccess } from '@/app/admin/(cms)/access';
import { accountLinks, canEnterCms, CMS_PAGE_ACCESS, membershipBadge } from './account-links';
import { maskEmail } from './browser';

const user = (over: Partial<UserInfoDto> = {}): UserInfoDto => ({
  userId: 'u', email: 'a@b.c', corporationId: null, isManager: false, type: 'PERSONAL', assign: null, provider: 'kakao',
  subscribeNews: false, useEmail: true, nickname: 'n', ...over,
});
const info = (membership: Partial<NonNullable<AdditionalInfoDto['membership']>> | null, over: Partial<AdditionalInfoDto> = {}): AdditionalInfoDto => ({
  isCorporationManager: false,
  roles: ['ROLE_USER'],
  membership: membership && { membershipId: 'm', membershipName: '라이트', tierCode: 'LIGHT', appliedCoupon: null, orders: [], roles: [], ...membership },
  ...over,
});

describe('account menu (spec section 2)', () => {
  it("offers '멤버십 안내' to members and '멤버십 구독' otherwise", () => {
    expect(accountLinks(true).map((l) => l.label)).toEqual(['멤버십 안내', '나의 스크랩', '계정 관리', '알림 설정']);
    expect(accountLinks(false)[0]!.label).toBe('멤버십 구독');
  });

  it("adds '관리자' (/admin) last for those who may enter the CMS: editors and administrators only", () => {
    expect(accountLinks(true, true).map((l) => [l.label, l.href]).at(-1)).toEqual(['관리자', '/admin']);
    expect(accountLinks(true, false).some((l) => l.href === '/admin')).toBe(false);
    expect(canEnterCms(user(), info(null, { roles: ['ROLE_USER', 'ROLE_EDITOR'] }))).toBe(true);
    expect(canEnterCms(user(), info(null, { roles: ['ROLE_ADMIN'] }))).toBe(true);
    expect(canEnterCms(user(), info(null, { roles: ['ROLE_USER'] }))).toBe(false);
    expect(canEnterCms(user({ isManager: true, assign: 'MANAGER', corporationId: 'c' }), info({}, { isCorporationManager: true }))).toBe(false);
    expect(canEnterCms(user(), null)).toBe(false);
    expect(canEnterCms(null, info(null, { roles: ['ROLE_EDITOR'] }))).toBe(false);
    // The same rule as the CMS pages themselves.
    expect(CMS_PAGE_ACCESS).toEqual(cmsPageAccess);
  });

  it('shows the tier label, the coupon variant, and never the coupon variant to managers', () => {
    expect(membershipBadge(user(), info(null))).toBeNull();
    expect(membershipBadge(user(), info({}))).toEqual({ label: '라이트', variant: 'membership' });
    const coupon = { appliedCoupon: { benefitPeriodEnd: '2026-02-01T00:00:00Z', benefitValue: 30 } };
    const now = Date.parse('2026-01-29T00:00:00Z') - 1000; // 3 days and a second left
    expect(membershipBadge(user(), info(coupon), now)).toEqual({ label: '라이트 쿠폰 · D-3', variant: 'coupon' });
    expect(membershipBadge(user(), info(coupon), Date.parse('2026-01-31T23:00:00Z'))!.label).toBe('라이트 쿠폰 · D-0');
    expect(membershipBadge(user({ assign: 'MANAGER', corporationId: 'c' }), info(coupon, { isCorporationManager: true }), now))
      .toEqual({ label: '라이트', variant: 'membership' });
    // A corporation manager (viewerFlags(...).isCorporationAdmin: isManager) never sees the coupon variant.
    expect(membershipBadge(user({ isManager: true, corporationId: 'c' }), info(coupon), now))
      .toEqual({ label: '라이트', variant: 'membership' });
  });

  it('masks e-mails for the recent-login mark', () => {
    expect(maskEmail('minjun.kim@example.com')).toBe('mi****@example.com');
    expect(maskEmail('ab@x.io')).toBe('a****@x.io');
  });
});
