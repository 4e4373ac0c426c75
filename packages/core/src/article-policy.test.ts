import { describe, expect, it } from 'vitest';
import { ARTICLE_MONTHLY_UNLOCKS, articleAccess, articleLabel, splitAtPaywall } from './article-policy';
import { GUEST, type Viewer } from './user';

const member = (membershipName: string | null, roles: string[] = ['ROLE_USER']): Viewer => ({
  user: { userId: 'u', email: 'e', corporationId: null, isManager: false, type: 'PERSONAL', assign: null, provider: 'kakao', subscribeNews: false, useEmail: true, nickname: 'n' },
  info: {
    isCorporationManager: false,
    roles,
    membership: membershipName === null ? null : { membershipId: 'm', membershipName, appliedCoupon: null, orders: [], roles: [] },
  },
});

describe('articleAccess', () => {
  it('opens public articles to everyone', () => {
    expect(articleAccess(GUEST, { isMemberOnly: false })).toEqual({ access: 'FULL' });
  });
  it('asks guests to sign in and members without a membership to subscribe', () => {
    expect(articleAccess(GUEST, { isMemberOnly: true })).toEqual({ access: 'PAYWALL', reason: 'LOGIN' });
    expect(articleAccess(member(null), { isMemberOnly: true })).toEqual({ access: 'PAYWALL', reason: 'MEMBERSHIP' });
  });
  it('opens everything to unlimited tiers and staff', () => {
    for (const name of ['프리미엄', '프리미엄 라이트', '라이트 플러스', '프리미엄 (법인)']) {
      expect(articleAccess(member(name), { isMemberOnly: true })).toEqual({ access: 'FULL' });
    }
    expect(articleAccess(member(null, ['ROLE_USER', 'ROLE_EDITOR']), { isMemberOnly: true })).toEqual({ access: 'FULL' });
  });
  it('meters light tiers: unlock available, already unlocked, exhausted', () => {
    expect(articleAccess(member('라이트'), { isMemberOnly: true, unlocksThisMonth: 3 })).toEqual({ access: 'UNLOCK_AVAILABLE', remaining: ARTICLE_MONTHLY_UNLOCKS - 3, monthlyLimit: ARTICLE_MONTHLY_UNLOCKS });
    expect(articleAccess(member('라이트 학생'), { isMemberOnly: true, alreadyUnlocked: true, unlocksThisMonth: 99 })).toEqual({ access: 'FULL' });
    expect(articleAccess(member('라이트'), { isMemberOnly: true, unlocksThisMonth: ARTICLE_MONTHLY_UNLOCKS })).toEqual({ access: 'PAYWALL', reason: 'UNLOCKS_EXHAUSTED' });
  });
});

describe('splitAtPaywall and articleLabel', () => {
  it('splits at the marker', () => {
    expect(splitAtPaywall('<p>a</p><!--paywall--><p>b</p>')).toEqual({ lead: '<p>a</p>', rest: '<p>b</p>' });
    expect(splitAtPaywall('<p>a</p>')).toEqual({ lead: '<p>a</p>', rest: '' });
  });
  it('builds the display label', () => {
    expect(articleLabel('SPI Pro>오피스', null)).toBe('SPI Pro | 오피스');
    expect(articleLabel(null, '주간 오피스 마켓')).toBe('주간 오피스 마켓');
    expect(articleLabel('오피스', '주간 오피스 마켓')).toBe('오피스 | 주간 오피스 마켓');
    expect(articleLabel(null, null)).toBe('');
  });
});
