import { describe, expect, it } from 'vitest';
import { dedupeSnippet, searchTabs, visibleTypes } from './search-display';

describe('search tabs and snippets', () => {
  it('shows tabs only for types with results, plus the open one', () => {
    const groups = [{ contentType: 'CONTENT', count: 4 }, { contentType: 'REITS', count: 0 }, { contentType: 'DEAL', count: 2 }] as const;
    expect(visibleTypes([...groups], undefined)).toEqual(['CONTENT', 'DEAL']);
    expect(visibleTypes([...groups], 'FUND')).toEqual(['CONTENT', 'DEAL', 'FUND']);
  });

  it('counts tabs from the groups: 전체 is their sum, types without results have no tab', () => {
    const groups = [{ contentType: 'CONTENT', count: 4 }, { contentType: 'REITS', count: 0 }, { contentType: 'DEAL', count: 2 }] as const;
    const result = { groups: [...groups], pagination: { page: 0, size: 10, count: 4, hasNext: false } };
    expect(searchTabs({ kind: 'ok', result }, undefined)).toEqual([
      { type: undefined, count: 6 }, { type: 'CONTENT', count: 4 }, { type: 'DEAL', count: 2 },
    ]);
  });

  it('the open type without a group shows the count of its own page, not an invented 0', () => {
    const result = { groups: [{ contentType: 'CONTENT' as const, count: 4 }], pagination: { page: 0, size: 10, count: 3, hasNext: false } };
    expect(searchTabs({ kind: 'ok', result }, 'FUND')).toEqual([
      { type: undefined, count: 4 }, { type: 'CONTENT', count: 4 }, { type: 'FUND', count: 3 },
    ]);
  });

  it('a failed or refused search has no tabs at all: no type shows 0 and 전체 does not pretend', () => {
    expect(searchTabs({ kind: 'failed' }, undefined)).toBeNull();
    expect(searchTabs({ kind: 'failed' }, 'DEAL')).toBeNull();
    expect(searchTabs({ kind: 'invalid' }, undefined)).toBeNull();
  });

  it('does not repeat the description in the snippet', () => {
    expect(dedupeSnippet('오피스 리츠', '<mark>오피스</mark> 리츠')).toEqual({ subtitle: '', snippetHtml: '<mark>오피스</mark> 리츠' });
    expect(dedupeSnippet('오피스 리츠', '<mark>오피스</mark> 리츠 · 서울 도심')).toEqual({ subtitle: '', snippetHtml: '<mark>오피스</mark> 리츠 · 서울 도심' });
    expect(dedupeSnippet('상장 리츠 · 물류', '<mark>물류</mark> 센터 임대')).toEqual({ subtitle: '상장 리츠 · 물류', snippetHtml: '<mark>물류</mark> 센터 임대' });
  });
});
