import { describe, expect, it } from 'vitest';
import { dedupeSnippet, visibleTypes } from './search-display';

describe('search tabs and snippets', () => {
  it('shows tabs only for types with results, plus the open one', () => {
    const groups = [{ contentType: 'CONTENT', count: 4 }, { contentType: 'REITS', count: 0 }, { contentType: 'DEAL', count: 2 }] as const;
    expect(visibleTypes([...groups], undefined)).toEqual(['CONTENT', 'DEAL']);
    expect(visibleTypes([...groups], 'FUND')).toEqual(['CONTENT', 'DEAL', 'FUND']);
  });

  it('does not repeat the description in the snippet', () => {
    expect(dedupeSnippet('오피스 리츠', '<mark>오피스</mark> 리츠')).toEqual({ subtitle: '', snippetHtml: '<mark>오피스</mark> 리츠' });
    expect(dedupeSnippet('오피스 리츠', '<mark>오피스</mark> 리츠 · 서울 도심')).toEqual({ subtitle: '', snippetHtml: '<mark>오피스</mark> 리츠 · 서울 도심' });
    expect(dedupeSnippet('상장 리츠 · 물류', '<mark>물류</mark> 센터 임대')).toEqual({ subtitle: '상장 리츠 · 물류', snippetHtml: '<mark>물류</mark> 센터 임대' });
  });
});
