import { describe, expect, it } from 'vitest';
import { can, fundAuthorityOf } from './can';
import { GUEST_PRINCIPAL, principalFromViewer, type Principal } from './principal';
import { TIER_FEATURES, tierIncludes, tiersIncluding } from './tiers';

const member = (over: Partial<Principal> = {}): Principal => ({
  userId: 'u1', serverRoles: ['USER'], tier: 'NONE', membershipId: null, membershipSource: null, membershipRoles: [], corporation: null, ...over,
});
const tiered = (tier: Principal['tier']) => member({ tier, membershipId: 'm1', membershipSource: 'SUBSCRIPTION' });

describe('can(principal, action)', () => {
  it('asks guests to sign in', () => {
    expect(can(GUEST_PRINCIPAL, 'reits.download')).toMatchObject({ allowed: false, reason: 'LOGIN', code: 'UNAUTHENTICATED' });
    expect(can(GUEST_PRINCIPAL, 'coupon.redeem')).toMatchObject({ allowed: false, reason: 'LOGIN' });
  });
  it('sends a member without a membership to /membership with the spec message', () => {
    expect(can(member(), 'reits.download')).toMatchObject({
      allowed: false, reason: 'MEMBERSHIP', redirect: '/membership', message: '해당 페이지는 멤버십 결제 회원만 접근 가능합니다.',
    });
  });
  it('decides REIT downloads by the tier matrix', () => {
    expect(can(tiered('LIGHT'), 'reits.download')).toMatchObject({ allowed: false, message: '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.' });
    for (const tier of ['LIGHT_PLUS', 'PREMIUM_LIGHT', 'PREMIUM'] as const) expect(can(tiered(tier), 'reits.download').allowed).toBe(true);
  });
  it('lets staff through every data feature and only admins into billing admin', () => {
    expect(can(member({ serverRoles: ['USER', 'EDITOR'] }), 'reits.download').allowed).toBe(true);
    expect(can(member({ serverRoles: ['USER', 'EDITOR'] }), 'billing.admin')).toMatchObject({ allowed: false, code: 'ACCESS_ROLE_REQUIRED' });
    expect(can(member({ serverRoles: ['USER', 'ADMIN'] }), 'billing.admin').allowed).toBe(true);
  });
  it('lets a member manage only their own subscription (admins any)', () => {
    expect(can(member(), 'membership.manage', { ownerUserId: 'u1' }).allowed).toBe(true);
    expect(can(member(), 'membership.manage', { ownerUserId: 'u2' })).toMatchObject({ allowed: false, code: 'FORBIDDEN' });
    expect(can(member({ serverRoles: ['USER', 'ADMIN'] }), 'membership.manage', { ownerUserId: 'u2' }).allowed).toBe(true);
  });
  it('grants fund data by tier or by the FUND membership role', () => {
    expect(can(tiered('LIGHT'), 'funds.view').allowed).toBe(false);
    expect(can({ ...tiered('LIGHT'), membershipRoles: ['FUND'] }, 'funds.view').allowed).toBe(true);
    expect(can(tiered('PREMIUM_LIGHT'), 'funds.view').allowed).toBe(true);
  });
});

describe('tier matrix', () => {
  it('has a cell for every tier in every row, and higher tiers never lose a feature', () => {
    const ladder = ['NONE', 'LIGHT', 'LIGHT_PLUS', 'PREMIUM_LIGHT', 'PREMIUM'] as const;
    for (const feature of TIER_FEATURES) {
      const included = ladder.map((tier) => tierIncludes(tier, feature.key));
      expect(included).toEqual([...included].sort((a, b) => Number(a) - Number(b)));
      expect(tierIncludes('LIGHT_STUDENT', feature.key)).toBe(tierIncludes('LIGHT', feature.key));
    }
  });
  it('lists the download tiers', () => {
    expect(tiersIncluding('reits.download')).toEqual(['LIGHT_PLUS', 'PREMIUM_LIGHT', 'PREMIUM']);
  });
});

describe('principalFromViewer (the client DTO)', () => {
  it('reads tier codes, not display names', () => {
    const viewer = {
      user: { userId: 'u1', email: 'a@b.c', corporationId: null, isManager: false, type: 'PERSONAL' as const, assign: null, provider: 'kakao' as const, subscribeNews: false, useEmail: true, nickname: 'n' },
      info: {
        isCorporationManager: false,
        roles: ['ROLE_USER', 'ROLE_EDITOR'],
        membership: { membershipId: 'm1', membershipName: '프리미엄 (이벤트)', tierCode: 'LIGHT', appliedCoupon: null, orders: [], roles: ['ROLE_FUND'] },
      },
    };
    expect(principalFromViewer(viewer)).toMatchObject({ tier: 'LIGHT', serverRoles: ['USER', 'EDITOR'], membershipRoles: ['FUND'], corporation: null });
  });
  it('splits fund authority by personal or corporate, and gates fund reports on it', () => {
    const personalFund = member({ tier: 'LIGHT', membershipId: 'm1', membershipSource: 'SUBSCRIPTION', membershipRoles: ['FUND'] });
    const corporateFund = member({ tier: 'PREMIUM', membershipId: 'm2', membershipSource: 'CORPORATION', membershipRoles: ['FUND'], corporation: { id: 'c1', role: 'MEMBER' } });
    expect(fundAuthorityOf(personalFund)).toEqual({ personal: true, corporate: false });
    expect(fundAuthorityOf(corporateFund)).toEqual({ personal: false, corporate: true });
    expect(fundAuthorityOf(tiered('PREMIUM_LIGHT'))).toEqual({ personal: false, corporate: false });
    // A role without a membership in force grants nothing.
    expect(fundAuthorityOf(member({ membershipRoles: ['FUND'] }))).toEqual({ personal: false, corporate: false });
    expect(can(personalFund, 'funds.reports').allowed).toBe(true);
    expect(can(corporateFund, 'funds.reports').allowed).toBe(true);
    expect(can(tiered('PREMIUM'), 'funds.reports')).toMatchObject({ allowed: false, code: 'ACCESS_MEMBERSHIP_TIER_REQUIRED' });
    expect(can(member(), 'funds.reports')).toMatchObject({ allowed: false, code: 'ACCESS_MEMBERSHIP_REQUIRED' });
    expect(can(GUEST_PRINCIPAL, 'funds.reports')).toMatchObject({ allowed: false, reason: 'LOGIN' });
    expect(can(member({ serverRoles: ['USER', 'EDITOR'] }), 'funds.reports').allowed).toBe(true);
  });
});
