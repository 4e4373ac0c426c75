import { describe, expect, it } from 'vitest';
import { isMainTabPath, isTabSelected, selectedTab } from './navigation';

describe('tab selection on article pages (issue 14: a lifestyle article selects no SPI Pro tab)', () => {
  it('selects SPI Pro on the page of a Pro article, or when the section is unknown', () => {
    expect(isTabSelected('/article', '/article', { articleSection: 'PRO' })).toBe(true);
    expect(isTabSelected('/article', '/article')).toBe(true);
    expect(selectedTab('/article?id=12', { articleSection: null })?.id).toBe('article');
  });

  it('selects no tab on the page of a lifestyle article', () => {
    expect(isTabSelected('/article', '/article', { articleSection: 'LIFESTYLE' })).toBe(false);
    expect(isTabSelected('/article?id=12', '/article', { articleSection: 'LIFESTYLE' })).toBe(false);
    expect(selectedTab('/article', { articleSection: 'LIFESTYLE' })).toBeUndefined();
  });

  it('leaves the other tabs to their paths', () => {
    expect(isTabSelected('/cityfolio', '/cityfolio', { articleSection: 'LIFESTYLE' })).toBe(true);
    expect(isTabSelected('/article/tag/PF', '/article', { articleSection: 'PRO' })).toBe(false);
    expect(isMainTabPath('/lifestyle')).toBe(false);
  });
});
