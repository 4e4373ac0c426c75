import { describe, expect, it } from 'vitest';
import { listViewKey, listViewOf, parseListViewKey } from './list-view-key';

describe('list view key', () => {
  it('round-trips category, series and page, Korean slugs included', () => {
    const view = { category: '오피스', series: 'market-weekly', page: 3 };
    expect(parseListViewKey(listViewKey(view))).toEqual(view);
    expect(parseListViewKey(encodeURIComponent(listViewKey(view)))).toEqual(view);
  });

  it('reads "all" as empty parts and page 1', () => {
    expect(listViewKey({ page: 1 })).toBe('~~1');
    expect(parseListViewKey('~~1')).toEqual({ category: undefined, series: undefined, page: 1 });
  });

  it('drops malformed parts as the public address does', () => {
    expect(parseListViewKey('a b~<x>~-4')).toEqual({ category: undefined, series: undefined, page: 1 });
    expect(parseListViewKey('office')).toEqual({ category: 'office', series: undefined, page: 1 });
    expect(listViewOf(new URLSearchParams('category=office&page=2&series=%00'))).toEqual({ category: 'office', series: undefined, page: 2 });
  });
});
