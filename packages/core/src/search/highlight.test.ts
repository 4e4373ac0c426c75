import { describe, expect, it } from 'vitest';
import { htmlToText, publicLeadText, readerParts, searchVectorLiteral } from './document';
import { escapeHtml, highlight, matchRanges, snippet } from './highlight';

describe('highlight', () => {
  it('escapes HTML and marks matches case-insensitively', () => {
    expect(highlight('<b>GBD</b> 오피스', 'gbd')).toBe('&lt;b&gt;<mark>GBD</mark>&lt;/b&gt; 오피스');
    expect(escapeHtml(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
  });

  it('marks the stem of a query word with a particle', () => {
    expect(highlight('공실률은 5%', '공실률이')).toBe('<mark>공실률</mark>은 5%');
  });

  it('marks mixed terms and Korean compounds written with a space', () => {
    expect(highlight('3.3㎡당 12만 원, 2025년 기준', '3.3㎡ 2025년')).toBe('<mark>3.3㎡</mark>당 12만 원, <mark>2025년</mark> 기준');
    expect(highlight('판교 데이터 센터', '판교 데이터센터')).toBe('<mark>판교</mark> <mark>데이터 센터</mark>');
  });

  it('marks one-syllable queries and merges overlapping matches', () => {
    expect(highlight('땅값과 땅', '땅')).toBe('<mark>땅</mark>값과 <mark>땅</mark>');
    expect(matchRanges('리츠리츠', '리츠')).toEqual([[0, 4]]);
  });

  it('cannot be tricked into markup by the query', () => {
    expect(highlight('a<b>c', '<b>')).toBe('a&lt;<mark>b</mark>&gt;c');
  });
});

describe('snippet', () => {
  const long = `${'서울 오피스 시장은 안정적이다. '.repeat(20)}판교 물류센터의 공실률이 상승했다. ${'임대차 계약이 늘었다. '.repeat(20)}`;

  it('cuts around the first match with ellipses', () => {
    const out = snippet(long, '공실률', 80);
    expect(out.startsWith('…')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
    expect(out).toContain('<mark>공실률</mark>');
    expect(out.replace(/<\/?mark>/g, '').length).toBeLessThanOrEqual(84);
  });

  it('starts at the beginning when nothing matches, and keeps short texts whole', () => {
    expect(snippet(long, '호텔', 40).startsWith('서울 오피스')).toBe(true);
    expect(snippet('짧은 리츠 글', '리츠', 80)).toBe('짧은 <mark>리츠</mark> 글');
  });
});

describe('public text of an article', () => {
  it('strips tags, comments and scripts and decodes entities', () => {
    expect(htmlToText('<h2>제목</h2><p>A &amp; B&nbsp;&#49;&#x32;</p><script>x()</script><!-- c -->끝')).toBe('제목 A & B 12 끝');
  });

  it('keeps only the part before the paywall marker', () => {
    expect(publicLeadText('<p>공개 리드</p><!--paywall--><p>회원 전용 비밀</p>', true)).toBe('공개 리드');
    expect(publicLeadText('<p>공개 글</p><p>전문</p>', false)).toBe('공개 글 전문');
  });

  it('keeps only the first paragraph public when a member-only article has no marker', () => {
    expect(readerParts('<p>첫 문단</p><p>회원 전용</p>', true)).toEqual({ lead: '<p>첫 문단</p>', rest: '<p>회원 전용</p>' });
    expect(readerParts('<h2>제목</h2><p>회원 전용</p>', true)).toEqual({ lead: '', rest: '<h2>제목</h2><p>회원 전용</p>' });
    expect(readerParts('<p>공개</p><!--paywall--><p>비밀</p>', false)).toEqual({ lead: '<p>공개</p>', rest: '<p>비밀</p>' });
  });

  it('writes a weighted tsvector literal with quoted lexemes', () => {
    const literal = searchVectorLiteral({ title: "리츠 O'Neil", description: 'GBD', lead: '리츠' });
    expect(literal).toContain("'리츠':1A,");
    expect(literal).toContain("'gbd':");
    expect(literal).toContain("'o':2A");
    expect(literal).toMatch(/'neil':\d+A/);
    expect(literal).not.toContain('회원');
  });
});
