import { describe, expect, it } from 'vitest';
import { ARTICLE_CITATION, TABLE_CITATION } from '../testing/fixtures';
import { answerParts, asOfLabel, exampleQuestions, signInHrefFor } from './format';
import { sophiMountDecision, withoutOpenParam } from './mount-decision';

describe('sophiMountDecision', () => {
  it('shows everywhere with an empty allow-list, except on the hidden prefixes', () => {
    expect(sophiMountDecision('/', '', [])).toEqual({ visible: true, animate: true, openRequested: false });
    expect(sophiMountDecision('/admin/articles', '', []).visible).toBe(false);
    expect(sophiMountDecision('/sign-in', '?sophi=open', []).openRequested).toBe(false);
    expect(sophiMountDecision('/admin', '', ['/admin', '*']).visible).toBe(false);
  });

  it('follows the allow-list with :param and * patterns', () => {
    const list = ['/reitsfocus/:ticker', '/article', '/dealsheet/*/memo'];
    expect(sophiMountDecision('/reitsfocus/395400', '', list).visible).toBe(true);
    expect(sophiMountDecision('/reitsfocus', '', list).visible).toBe(false);
    expect(sophiMountDecision('/article', '?id=1', list).visible).toBe(true);
    expect(sophiMountDecision('/dealsheet/1/2/memo', '', list).visible).toBe(true);
    expect(sophiMountDecision('/fund', '', list).visible).toBe(false);
  });

  it('hides the animation on /reitsfocus and on an article, and reads ?sophi=open', () => {
    expect(sophiMountDecision('/reitsfocus/395400', '', []).animate).toBe(false);
    expect(sophiMountDecision('/article', '?id=12', []).animate).toBe(false);
    expect(sophiMountDecision('/article', '', []).animate).toBe(true);
    expect(sophiMountDecision('/fund', '?sophi=open', []).openRequested).toBe(true);
    expect(sophiMountDecision('/fund', '?sophi=closed', []).openRequested).toBe(false);
  });

  it('removes only ?sophi=open from the address', () => {
    expect(withoutOpenParam('https://spi.test/article?id=3&sophi=open#top')).toBe('/article?id=3#top');
    expect(withoutOpenParam('https://spi.test/article?id=3')).toBe('https://spi.test/article?id=3');
  });
});

describe('format', () => {
  it('splits [n] markers and labels as-of dates', () => {
    expect(answerParts('가[1] 나[12].')).toEqual([{ kind: 'text', text: '가' }, { kind: 'cite', n: 1 }, { kind: 'text', text: ' 나' }, { kind: 'cite', n: 12 }, { kind: 'text', text: '.' }]);
    expect(asOfLabel(TABLE_CITATION)).toBe('2026.11.25 기준');
    expect(asOfLabel(ARTICLE_CITATION)).toBe('2026.11.20');
    expect(asOfLabel({ ...ARTICLE_CITATION, asOf: null })).toBeNull();
  });

  it('suggests questions by page and signs in back to the open panel', () => {
    expect(exampleQuestions({ path: '/reitsfocus/1', contentType: 'REITS', contentId: '1' })[0]).toBe('이 리츠의 배당은?');
    expect(exampleQuestions({ path: '/article', contentType: 'CONTENT', contentId: '1' })[0]).toBe('이 기사 핵심만 알려줘');
    expect(exampleQuestions({ path: '/' })).toEqual(expect.arrayContaining(['배당수익률 상위 5개 리츠', '물류센터 공실률 관련 기사 보여줘', '올해 가장 큰 오피스 거래는?']));
    expect(signInHrefFor('/article', '?id=3')).toBe(`/sign-in?redirect=${encodeURIComponent('/article?id=3&sophi=open')}`);
  });
});
