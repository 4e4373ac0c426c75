import { ACCESS_MESSAGES, checkPageAccess, GUEST_PRINCIPAL, type Principal } from '@spi/core';
import { describe, expect, it } from 'vitest';
import { withAccessDeniedFlag } from '@/lib/server/access-flag';
import { pageAccess } from './access';

const member = (tier: Principal['tier'], membershipRoles: string[] = []): Principal => ({
  ...GUEST_PRINCIPAL, userId: 'u1', serverRoles: ['USER'], tier, membershipId: tier === 'NONE' ? null : 'm1', membershipSource: tier === 'NONE' ? null : 'SUBSCRIPTION', membershipRoles,
});

describe('/fund/reports page access (spec section 5, rule 7)', () => {
  it('sends a guest to sign-in and back', () => {
    expect(checkPageAccess(pageAccess, GUEST_PRINCIPAL, '/fund/reports')).toMatchObject({ allowed: false, reason: 'loginRequired', redirect: '/sign-in?redirect=%2Ffund%2Freports' });
  });

  it('sends a member without the fund role to /membership with the spec message', () => {
    for (const tier of ['NONE', 'LIGHT', 'PREMIUM'] as const) {
      const decision = checkPageAccess(pageAccess, member(tier), '/fund/reports');
      expect(decision).toMatchObject({ allowed: false, redirect: '/membership', message: '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.' });
      if (!decision.allowed) expect(withAccessDeniedFlag(decision.redirect, decision.reason)).toBe('/membership?denied=membershipTierRequired');
    }
    expect(ACCESS_MESSAGES.membershipTierRequired).toBe('해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.');
  });

  it('lets the fund role in', () => {
    expect(checkPageAccess(pageAccess, member('PREMIUM_LIGHT', ['FUND']), '/fund/reports')).toEqual({ allowed: true });
  });
});
