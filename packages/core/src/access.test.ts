import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, checkPageAccess, type PageAccess } from './access';
import { GUEST, type AdditionalInfo, type UserInfo, type Viewer } from './user';

function buildUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'u1', email: 'a@example.com', corporationId: null, isManager: false, type: 'PERSONAL', assign: null,
    provider: 'kakao', subscribeNews: false, useEmail: true, nickname: '테스터', ...overrides,
  };
}
function viewer(info: Partial<AdditionalInfo> = {}, user: Partial<UserInfo> = {}): Viewer {
  return { user: buildUser(user), info: { isCorporationManager: false, membership: null, roles: ['ROLE_USER'], ...info } };
}
const membership = (name: string, extra: Partial<NonNullable<AdditionalInfo['membership']>> = {}) => ({
  membershipId: 'm1', membershipName: name, appliedCoupon: null, orders: [], roles: [], ...extra,
});

describe('checkPageAccess, in the order of spec section 5', () => {
  it('allows an open page to everyone', () => {
    expect(checkPageAccess({}, GUEST)).toEqual({ allowed: true });
    expect(checkPageAccess({ seo: true }, viewer())).toEqual({ allowed: true });
  });

  it('1. guest-only page with a logged-in user goes to /', () => {
    expect(checkPageAccess({ guestOnly: true }, viewer())).toMatchObject({ allowed: false, redirect: '/', message: ACCESS_MESSAGES.guestOnly, status: 403 });
    expect(checkPageAccess({ guestOnly: true }, GUEST)).toEqual({ allowed: true });
  });

  it.each<[string, PageAccess]>([
    ['role', { role: ['EDITOR'] }],
    ['membership', { membership: ['PREMIUM'] }],
    ['pageAccess', { pageAccess: ['FUND'] }],
  ])('2. a %s page sends a guest to sign-in with the redirect', (_, access) => {
    expect(checkPageAccess(access, GUEST, '/fund?tab=1')).toMatchObject({
      allowed: false, redirect: '/sign-in?redirect=%2Ffund%3Ftab%3D1', message: '해당 페이지는 로그인한 사용자만 접근 가능합니다.', status: 401, code: 'UNAUTHENTICATED',
    });
  });

  it('3. CORPORATION_MANAGER requires isCorporationManager', () => {
    const access = { role: ['CORPORATION_MANAGER'] };
    expect(checkPageAccess(access, viewer())).toMatchObject({ redirect: '/', message: '해당 페이지는 법인 관리자만 접근 가능합니다.' });
    expect(checkPageAccess(access, viewer({ isCorporationManager: true }, { corporationId: 'c1', assign: 'MANAGER' }))).toEqual({ allowed: true });
  });

  it('4. CORPORATION_MEMBER requires a corporate membership', () => {
    const access = { role: ['CORPORATION_MEMBER'] };
    expect(checkPageAccess(access, viewer())).toMatchObject({ redirect: '/', message: '해당 페이지는 법인 멤버만 접근 가능합니다.' });
    expect(checkPageAccess(access, viewer({}, { corporationId: 'c1' }))).toMatchObject({ message: '해당 페이지는 법인 멤버만 접근 가능합니다.' });
    expect(checkPageAccess(access, viewer({ membership: membership('라이트') }, { corporationId: 'c1' }))).toEqual({ allowed: true });
    expect(checkPageAccess(access, viewer({ membership: membership('프리미엄') }))).toEqual({ allowed: true });
  });

  it('5. other roles match with the ROLE_ prefix removed', () => {
    expect(checkPageAccess({ role: ['EDITOR'] }, viewer())).toMatchObject({ redirect: '/', message: '해당 페이지에 접근할 수 있는 권한이 없습니다.', code: 'ACCESS_ROLE_REQUIRED' });
    expect(checkPageAccess({ role: ['EDITOR', 'ADMIN'] }, viewer({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }))).toEqual({ allowed: true });
    expect(checkPageAccess({ role: ['ROLE_EDITOR'] }, viewer({ roles: ['ROLE_EDITOR'] }))).toEqual({ allowed: true });
  });

  it('6. membership pages need a membershipId, then an allowed tier', () => {
    const access: PageAccess = { membership: ['PREMIUM', 'LIGHT_PLUS'] };
    expect(checkPageAccess(access, viewer())).toMatchObject({ redirect: '/membership', message: '해당 페이지는 멤버십 결제 회원만 접근 가능합니다.' });
    expect(checkPageAccess(access, viewer({ membership: membership('라이트', { membershipId: null }) }))).toMatchObject({ message: ACCESS_MESSAGES.membershipRequired });
    expect(checkPageAccess(access, viewer({ membership: membership('라이트') }))).toMatchObject({ redirect: '/membership', message: '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.' });
    expect(checkPageAccess(access, viewer({ membership: membership('라이트 플러스') }))).toEqual({ allowed: true });
    expect(checkPageAccess(access, viewer({ membership: membership('프리미엄 (법인)') }))).toEqual({ allowed: true });
  });

  it('7. pageAccess matches the corporate membership roles', () => {
    const access: PageAccess = { pageAccess: ['FUND'] };
    expect(checkPageAccess(access, viewer({ membership: membership('프리미엄') }))).toMatchObject({ redirect: '/membership', message: ACCESS_MESSAGES.membershipTierRequired });
    expect(checkPageAccess(access, viewer({ membership: membership('프리미엄', { roles: ['ROLE_FUND'] }) }))).toEqual({ allowed: true });
  });

  it('checks run in order: guest-only wins over roles, login over membership', () => {
    expect(checkPageAccess({ guestOnly: true, role: ['EDITOR'] }, viewer())).toMatchObject({ reason: 'guestOnly' });
    expect(checkPageAccess({ role: ['CORPORATION_MANAGER'], membership: ['PREMIUM'] }, viewer())).toMatchObject({ reason: 'corporationManagerOnly' });
    expect(checkPageAccess({ role: ['EDITOR'], membership: ['PREMIUM'] }, viewer({ roles: ['ROLE_EDITOR'] }))).toMatchObject({ reason: 'membershipRequired' });
  });
});
