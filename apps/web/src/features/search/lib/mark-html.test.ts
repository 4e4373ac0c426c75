import { describe, expect, it } from 'vitest';
import { markHtmlToText, sanitizeMarkHtml } from './mark-html';

describe('sanitizeMarkHtml: text and <mark> only', () => {
  it('keeps what the API sends: escaped text with <mark>', () => {
    const html = '<mark>리츠</mark> 유상증자 &amp; 배당 &lt;분석&gt; &#39;2026&#39;';
    expect(sanitizeMarkHtml(html)).toBe(html);
  });

  it('removes every other tag and its attributes, keeping the text', () => {
    expect(sanitizeMarkHtml('<script>alert(1)</script>공실률')).toBe('alert(1)공실률');
    expect(sanitizeMarkHtml('<img src=x onerror=alert(1)>GBD')).toBe('GBD');
    expect(sanitizeMarkHtml('<a href="javascript:alert(1)">링크</a>')).toBe('링크');
    expect(sanitizeMarkHtml('<mark onclick="x()">물류</mark>')).toBe('물류');
    expect(sanitizeMarkHtml('<MARK>GBD</MARK>')).toBe('<mark>GBD</mark>');
    expect(sanitizeMarkHtml('<svg><g onload="x"/></svg>a')).toBe('a');
  });

  it('escapes stray markup characters and unknown entities', () => {
    expect(sanitizeMarkHtml('3 < 5 > 2 & "q" \'s\'')).toBe('3 &lt; 5 &gt; 2 &amp; &quot;q&quot; &#39;s&#39;');
    expect(sanitizeMarkHtml('< script>')).toBe('&lt; script&gt;');
    expect(sanitizeMarkHtml('&bogus; &#x3c; &nbsp;')).toBe('&amp;bogus; &#x3c; &nbsp;');
  });

  it('balances marks: no nesting, no stray closers, unclosed ones closed', () => {
    expect(sanitizeMarkHtml('</mark>a<mark><mark>b</mark></mark>c<mark>d')).toBe('a<mark>b</mark>c<mark>d</mark>');
  });

  it('gives the plain text back', () => {
    expect(markHtmlToText('<mark>리츠</mark> &amp; <b>배당</b> &lt;')).toBe('리츠 & 배당 <');
  });
});
