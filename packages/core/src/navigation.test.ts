import { describe, expect, it } from 'vitest';
import { MAIN_TABS, isMainTabPath, isTabSelected, mobileMenuTabs, selectedTab, shouldStickHeader } from './navigation';

describe('main tabs', () => {
  it('are the eight tabs of spec section 2 in order, with titles and paths', () => {
    expect(MAIN_TABS.map((t) => [t.title, t.path])).toEqual([
      ['SPI Pro', '/article'],
      ['시티폴리오', '/cityfolio'],
      ['리츠포커스', '/reitsfocus'],
      ['딜정보', '/dealsheet'],
      ['사모펀드', '/fund'],
      ['이벤트', '/event'],
      ['채용', '/recruit'],
      ['시티포럼', null],
    ]);
    expect(MAIN_TABS.find((t) => t.id === 'cityforum')?.external).toBe(true);
    for (const tab of MAIN_TABS) expect(tab.blurb.length).toBeGreaterThan(0);
  });
});

describe('isTabSelected', () => {
  it.each([
    ['/article', '/article', true],
    ['/article/', '/article', true],
    ['/article/123', '/article', true],
    ['/article?id=5', '/article', true],
    ['/articles', '/article', false],
    ['/article-x', '/article', false],
    ['/article/tag/물류', '/article', false],
    ['/article/writer/kim', '/article', false],
    ['/article/tagline', '/article', true],
    ['/reitsfocus/340570', '/reitsfocus', true],
    ['/', '/article', false],
    ['/fund', '/fund', true],
    ['/fundraising', '/fund', false],
  ])('%s against %s is %s', (path, tab, expected) => {
    expect(isTabSelected(path, tab)).toBe(expected);
  });

  it('selects exactly one tab or none', () => {
    expect(selectedTab('/dealsheet/42')?.id).toBe('dealsheet');
    expect(selectedTab('/article/tag/리츠')).toBeUndefined();
    expect(selectedTab('/user/setting')).toBeUndefined();
    expect(isMainTabPath('/event')).toBe(true);
    expect(isMainTabPath('/search')).toBe(false);
  });
});

describe('shouldStickHeader', () => {
  const base = { viewportWidth: 1280, pathname: '/article', tabBarTop: 10 };
  it('sticks on large screens on main tab paths when the tab bar reaches 10 px', () => {
    expect(shouldStickHeader(base)).toBe(true);
    expect(shouldStickHeader({ ...base, tabBarTop: -40 })).toBe(true);
  });
  it('does not stick above the 10 px threshold', () => {
    expect(shouldStickHeader({ ...base, tabBarTop: 10.5 })).toBe(false);
    expect(shouldStickHeader({ ...base, tabBarTop: 11 })).toBe(false);
  });
  it('needs a large screen (>= 1168 px)', () => {
    expect(shouldStickHeader({ ...base, viewportWidth: 1168 })).toBe(true);
    expect(shouldStickHeader({ ...base, viewportWidth: 1167 })).toBe(false);
  });
  it('applies only on main tab paths', () => {
    expect(shouldStickHeader({ ...base, pathname: '/' })).toBe(false);
    expect(shouldStickHeader({ ...base, pathname: '/article/tag/오피스' })).toBe(false);
  });
});

describe('mobileMenuTabs', () => {
  it('hides 채용 for guests only', () => {
    expect(mobileMenuTabs(false).map((t) => t.title)).not.toContain('채용');
    expect(mobileMenuTabs(true).map((t) => t.title)).toContain('채용');
    expect(mobileMenuTabs(false)).toHaveLength(7);
  });
});
