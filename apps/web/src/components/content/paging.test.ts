import { describe, expect, it } from 'vitest';
import { hasNextHistoryPage, pageCount, pageHref, pageItems, parsePageParam } from './paging';

describe('paging', () => {
  it('counts pages (at least one)', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(38, 12)).toBe(4);
  });

  it('reads ?page= as a positive 1-based number', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(['2', '5'])).toBe(2);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('2abc')).toBe(1);
  });

  it('shows first, last and a window around the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
    // A gap never stands for a single page.
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
    expect(pageItems(99, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('builds page links without empty values and without page=1', () => {
    expect(pageHref('/article', { category: 'office', series: undefined }, 1)).toBe('/article?category=office');
    expect(pageHref('/article', { category: 'office', page: '9' }, 3)).toBe('/article?category=office&page=3');
    expect(pageHref('/search', { q: '리츠 공실률' }, 2)).toBe('/search?q=%EB%A6%AC%EC%B8%A0+%EA%B3%B5%EC%8B%A4%EB%A5%A0&page=2');
    expect(pageHref('/lifestyle', {}, 1)).toBe('/lifestyle');
  });

  it('history: a next page exists while loaded pages × size < count (pages start at 0)', () => {
    expect(hasNextHistoryPage(1, 20, 0)).toBe(false);
    expect(hasNextHistoryPage(1, 20, 20)).toBe(false);
    expect(hasNextHistoryPage(1, 20, 21)).toBe(true);
    expect(hasNextHistoryPage(2, 20, 40)).toBe(false);
    expect(hasNextHistoryPage(2, 20, 41)).toBe(true);
  });
});
