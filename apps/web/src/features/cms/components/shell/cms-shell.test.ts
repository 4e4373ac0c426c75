import { describe, expect, it } from 'vitest';
import { cmsNavItems } from './cms-shell';

describe('CMS navigation', () => {
  it('lists the CMS screens and the audit log only for those its page admits', () => {
    expect(cmsNavItems(false).map((i) => i.label)).toEqual(['기사', '카테고리', '시리즈', '태그', '필자', '미디어', '리츠 데이터', '지표 설명', '용어 사전']);
    expect(cmsNavItems(true).at(-1)).toMatchObject({ href: '/admin/audit', label: '감사 로그' });
  });

  it('marks 기사 current on the list and in the editor', () => {
    const articles = cmsNavItems(false)[0]!;
    expect(articles.match('/admin')).toBe(true);
    expect(articles.match('/admin/articles/12')).toBe(true);
    expect(articles.match('/admin/media')).toBe(false);
  });
});
