import { describe, expect, it } from 'vitest';
import { GUEST_PRINCIPAL, type Principal } from '../billing/principal';
import { hidesSophiAnimation, isSophiAllowedPath, matchesSophiPattern, parseSophiAllowList } from './paths';
import { SOPHI_DAILY_QUOTA, SOPHI_GUEST_DAILY_QUOTA, SOPHI_STAFF_DAILY_QUOTA, sophiDailyQuota } from './model';

describe('where Sophi shows (spec section 2)', () => {
  it('an empty allow-list means everywhere', () => {
    expect(isSophiAllowedPath('/', [])).toBe(true);
    expect(isSophiAllowedPath('/dealsheet/D-1', ['', '  '])).toBe(true);
  });

  it('a plain pattern allows the path and the paths below it, not look-alikes', () => {
    expect(matchesSophiPattern('/article', '/article')).toBe(true);
    expect(matchesSophiPattern('/article', '/article/list/all')).toBe(true);
    expect(matchesSophiPattern('/article', '/articles')).toBe(false);
    expect(matchesSophiPattern('/article', '/')).toBe(false);
  });

  it(':param matches exactly one segment', () => {
    expect(matchesSophiPattern('/reitsfocus/:ticker/*', '/reitsfocus/395400')).toBe(true);
    expect(matchesSophiPattern('/fund/:id/reports/*', '/fund/F1/reports')).toBe(true);
    expect(matchesSophiPattern('/fund/:id/reports/*', '/fund/reports')).toBe(false);
    expect(matchesSophiPattern('/user/:section', '/user/scrap')).toBe(true);
    expect(matchesSophiPattern('/user/:section', '/user/scrap/more')).toBe(true);
  });

  it('* matches any number of segments, in the middle too', () => {
    expect(matchesSophiPattern('/reitsfocus/*/assets/:asset', '/reitsfocus/330590/assets/330590-1')).toBe(true);
    expect(matchesSophiPattern('/reitsfocus/*/assets/:asset', '/reitsfocus/a/b/assets/x')).toBe(true);
    expect(matchesSophiPattern('/reitsfocus/*/assets/:asset', '/reitsfocus/330590/assets')).toBe(false);
    expect(matchesSophiPattern('/*', '/')).toBe(true);
  });

  it('ignores the query and the hash, and admits only listed patterns', () => {
    const allow = parseSophiAllowList('/article, /reitsfocus/:ticker\n not-a-path ,/event/*');
    expect(allow).toEqual(['/article', '/reitsfocus/:ticker', '/event/*']);
    expect(isSophiAllowedPath('/article?id=3#top', allow)).toBe(true);
    expect(isSophiAllowedPath('/reitsfocus/395400', allow)).toBe(true);
    expect(isSophiAllowedPath('/reitsfocus', allow)).toBe(false);
    expect(isSophiAllowedPath('/dealsheet', allow)).toBe(false);
  });

  it('hides the button animation on /reitsfocus paths and on an article with an id', () => {
    expect(hidesSophiAnimation('/reitsfocus')).toBe(true);
    expect(hidesSophiAnimation('/reitsfocus/395400/assets/x')).toBe(true);
    expect(hidesSophiAnimation('/article', '?id=12')).toBe(true);
    expect(hidesSophiAnimation('/article', new URLSearchParams('id=12&sophi=open'))).toBe(true);
    expect(hidesSophiAnimation('/article', '')).toBe(false);
    expect(hidesSophiAnimation('/article/list/all', '?page=2')).toBe(false);
    expect(hidesSophiAnimation('/', '?id=3')).toBe(false);
  });
});

describe('Sophi daily quota by tier', () => {
  const member = (tier: Principal['tier'], serverRoles = ['USER']): Principal => ({ ...GUEST_PRINCIPAL, userId: 'u1', serverRoles, tier, membershipId: tier === 'NONE' ? null : 'm1' });
  it('guests, members by tier, staff', () => {
    expect(sophiDailyQuota(GUEST_PRINCIPAL)).toBe(SOPHI_GUEST_DAILY_QUOTA);
    expect(sophiDailyQuota(member('NONE'))).toBe(SOPHI_DAILY_QUOTA.NONE);
    expect(sophiDailyQuota(member('LIGHT'))).toBe(SOPHI_DAILY_QUOTA.LIGHT);
    expect(sophiDailyQuota(member('PREMIUM'))).toBe(SOPHI_DAILY_QUOTA.PREMIUM);
    expect(sophiDailyQuota(member('NONE', ['USER', 'EDITOR']))).toBe(SOPHI_STAFF_DAILY_QUOTA);
    expect(SOPHI_GUEST_DAILY_QUOTA).toBeLessThan(SOPHI_DAILY_QUOTA.NONE);
    expect(SOPHI_DAILY_QUOTA.LIGHT).toBeLessThan(SOPHI_DAILY_QUOTA.PREMIUM);
  });
});
