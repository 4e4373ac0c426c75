import { describe, expect, it } from 'vitest';
import { isSophiHiddenPath, SOPHI_HIDDEN_PREFIXES, sophiPageContextOf } from './page-context';

describe('sophiPageContextOf', () => {
  it('reads the content pages', () => {
    expect(sophiPageContextOf('/article', '?id=123')).toEqual({ path: '/article', contentType: 'CONTENT', contentId: '123' });
    expect(sophiPageContextOf('/article', new URLSearchParams('id=9&x=1'))).toEqual({ path: '/article', contentType: 'CONTENT', contentId: '9' });
    expect(sophiPageContextOf('/reitsfocus/SK리츠')).toEqual({ path: '/reitsfocus/SK리츠' });
    expect(sophiPageContextOf('/reitsfocus/395400')).toEqual({ path: '/reitsfocus/395400', contentType: 'REITS', contentId: '395400' });
    expect(sophiPageContextOf('/dealsheet/42')).toEqual({ path: '/dealsheet/42', contentType: 'DEAL', contentId: '42' });
    expect(sophiPageContextOf('/fund/7')).toEqual({ path: '/fund/7', contentType: 'FUND', contentId: '7' });
    expect(sophiPageContextOf('/event/abc-1')).toEqual({ path: '/event/abc-1', contentType: 'EVENT', contentId: 'abc-1' });
    expect(sophiPageContextOf('/recruit/5')).toEqual({ path: '/recruit/5', contentType: 'RECRUIT', contentId: '5' });
  });

  it('gives only the path elsewhere, and drops ids the contract refuses', () => {
    expect(sophiPageContextOf('/')).toEqual({ path: '/' });
    expect(sophiPageContextOf('/article')).toEqual({ path: '/article' });
    expect(sophiPageContextOf('/article', '?id=')).toEqual({ path: '/article' });
    expect(sophiPageContextOf('/article', '?id=<script>')).toEqual({ path: '/article' });
    expect(sophiPageContextOf('/reitsfocus')).toEqual({ path: '/reitsfocus' });
    expect(sophiPageContextOf('/dealsheet/42/extra')).toEqual({ path: '/dealsheet/42/extra' });
    expect(sophiPageContextOf('/search', '?q=리츠')).toEqual({ path: '/search' });
    expect(sophiPageContextOf('/fund/7?tab=1#x')).toEqual({ path: '/fund/7', contentType: 'FUND', contentId: '7' });
  });
});

describe('SOPHI_HIDDEN_PREFIXES', () => {
  it('hides the tools and account flows, not look-alike paths', () => {
    expect(SOPHI_HIDDEN_PREFIXES).toContain('/admin');
    for (const path of ['/admin', '/admin/articles/1', '/sign-in', '/sign-up/terms', '/dev-gate', '/diagnostics', '/internal/x']) {
      expect(isSophiHiddenPath(path), path).toBe(true);
    }
    for (const path of ['/', '/article', '/administration', '/sign-ins', '/reitsfocus/1']) expect(isSophiHiddenPath(path), path).toBe(false);
  });
});
