import { ACCESS_MESSAGES, checkPageAccess, GUEST_PRINCIPAL, type Principal } from '@spi/core';
import { describe, expect, it } from 'vitest';
import { withAccessDeniedFlag } from '@/lib/server/access-flag';
import { checkoutPageAccess } from '../../membership/checkout/access';
import { pageAccess } from './access';

const member = (tier: Principal['tier'], membershipId: string | null): Principal => ({
  ...GUEST_PRINCIPAL, userId: 'u1', serverRoles: ['USER'], tier, membershipId, membershipSource: membershipId ? 'SUBSCRIPTION' : null,
});

describe('/reitsfocus/export page access (spec section 5, rule 6)', () => {
  it('sends a guest to sign-in and back', () => {
    const decision = checkPageAccess(pageAccess, GUEST_PRINCIPAL, '/reitsfocus/export');
    expect(decision).toMatchObject({ allowed: false, reason: 'loginRequired', redirect: '/sign-in?redirect=%2Freitsfocus%2Fexport' });
  });

  it('sends a member without a membership to /membership with the exact message', () => {
    const decision = checkPageAccess(pageAccess, member('NONE', null), '/reitsfocus/export');
    expect(decision).toMatchObject({ allowed: false, redirect: '/membership', message: '해당 페이지는 멤버십 결제 회원만 접근 가능합니다.' });
    if (!decision.allowed) expect(withAccessDeniedFlag(decision.redirect, decision.reason)).toBe('/membership?denied=membershipRequired');
  });

  it('sends a lower tier to /membership with the tier message', () => {
    for (const tier of ['LIGHT', 'LIGHT_STUDENT'] as const) {
      const decision = checkPageAccess(pageAccess, member(tier, 'm1'), '/reitsfocus/export');
      expect(decision).toMatchObject({ allowed: false, redirect: '/membership', message: ACCESS_MESSAGES.membershipTierRequired });
      expect(ACCESS_MESSAGES.membershipTierRequired).toBe('해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.');
    }
  });

  it('lets the download tiers in', () => {
    for (const tier of ['LIGHT_PLUS', 'PREMIUM_LIGHT', 'PREMIUM'] as const) {
      expect(checkPageAccess(pageAccess, member(tier, 'm1'), '/reitsfocus/export')).toEqual({ allowed: true });
    }
  });
});

describe('checkout return pages', () => {
  it('need a signed-in user; the sign-in redirect keeps the gateway parameters', () => {
    const path = '/membership/checkout/complete?checkoutId=c1&customerKey=k&authKey=a';
    expect(checkPageAccess(checkoutPageAccess, GUEST_PRINCIPAL, path)).toMatchObject({ allowed: false, redirect: `/sign-in?redirect=${encodeURIComponent(path)}` });
    expect(checkPageAccess(checkoutPageAccess, member('NONE', null), path)).toEqual({ allowed: true });
  });
});
