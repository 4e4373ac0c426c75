import { describe, expect, it } from 'vitest';
import { checkPageAccess } from '../access';
import { GUEST_PRINCIPAL, type Principal } from '../billing/principal';
import type { MembershipTierCode } from '../membership';
import { dealAccessOf, dealDecision, FUND_REPORTS_PAGE_ACCESS, fundAccessOf, fundDecision } from './policy';

const member = (tier: MembershipTierCode, extra: Partial<Principal> = {}): Principal => ({
  userId: 'u1',
  serverRoles: ['USER'],
  tier,
  membershipId: tier === 'NONE' ? null : 'm1',
  membershipSource: tier === 'NONE' ? null : 'SUBSCRIPTION',
  membershipRoles: [],
  corporation: null,
  ...extra,
});

describe('deal and fund gating (ADR 019)', () => {
  it.each([
    ['guest', GUEST_PRINCIPAL, { prices: false, statistics: false, export: false }],
    ['member without a tier', member('NONE'), { prices: false, statistics: false, export: false }],
    ['LIGHT', member('LIGHT'), { prices: true, statistics: false, export: false }],
    ['LIGHT_STUDENT', member('LIGHT_STUDENT'), { prices: true, statistics: false, export: false }],
    ['LIGHT_PLUS', member('LIGHT_PLUS'), { prices: true, statistics: false, export: false }],
    ['PREMIUM_LIGHT', member('PREMIUM_LIGHT'), { prices: true, statistics: true, export: true }],
    ['PREMIUM', member('PREMIUM'), { prices: true, statistics: true, export: true }],
    ['editor without a tier', member('NONE', { serverRoles: ['USER', 'EDITOR'] }), { prices: true, statistics: true, export: true }],
  ])('deals for %s', (_label, principal, expected) => {
    expect(dealAccessOf(principal)).toEqual(expected);
  });

  it.each([
    ['guest', GUEST_PRINCIPAL, { figures: false, statistics: false, reports: false }],
    ['LIGHT', member('LIGHT'), { figures: false, statistics: false, reports: false }],
    ['PREMIUM_LIGHT without the fund role', member('PREMIUM_LIGHT'), { figures: true, statistics: true, reports: false }],
    ['LIGHT with the fund role (personal authority)', member('LIGHT', { membershipRoles: ['FUND'] }), { figures: true, statistics: true, reports: true }],
    ['a corporation member with the corporate fund role', member('PREMIUM', { membershipRoles: ['FUND'], membershipSource: 'CORPORATION', corporation: { id: 'c1', role: 'MEMBER' } }), { figures: true, statistics: true, reports: true }],
    ['admin', member('NONE', { serverRoles: ['USER', 'ADMIN'] }), { figures: true, statistics: true, reports: true }],
  ])('funds for %s', (_label, principal, expected) => {
    expect(fundAccessOf(principal)).toEqual(expected);
  });

  it('answers a guest with a login denial and a member with the tier denial', () => {
    expect(dealDecision(GUEST_PRINCIPAL, 'prices')).toMatchObject({ allowed: false, reason: 'LOGIN', code: 'UNAUTHENTICATED' });
    expect(dealDecision(member('NONE'), 'prices')).toMatchObject({ allowed: false, code: 'ACCESS_MEMBERSHIP_REQUIRED' });
    expect(dealDecision(member('LIGHT'), 'statistics')).toMatchObject({ allowed: false, code: 'ACCESS_MEMBERSHIP_TIER_REQUIRED' });
    expect(fundDecision(member('PREMIUM'), 'reports')).toMatchObject({ allowed: false, message: '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.' });
    expect(fundDecision(member('LIGHT', { membershipRoles: ['FUND'] }), 'reports')).toEqual({ allowed: true });
  });

  it('declares /fund/reports with page-access rule 7 and the spec message', () => {
    expect(checkPageAccess(FUND_REPORTS_PAGE_ACCESS, GUEST_PRINCIPAL, '/fund/reports')).toMatchObject({ allowed: false, reason: 'loginRequired' });
    expect(checkPageAccess(FUND_REPORTS_PAGE_ACCESS, member('PREMIUM'), '/fund/reports')).toMatchObject({
      allowed: false,
      message: '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.',
      redirect: '/membership',
    });
    expect(checkPageAccess(FUND_REPORTS_PAGE_ACCESS, member('LIGHT', { membershipRoles: ['FUND'] }), '/fund/reports')).toEqual({ allowed: true });
  });
});
