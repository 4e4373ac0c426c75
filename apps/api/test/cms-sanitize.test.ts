import { PAYWALL_MARKER, readerParts } from '@spi/core';
import { describe, expect, it } from 'vitest';
import { paywallPosition, sanitizeArticleHtml } from '../src/content/sanitize';

const clean = (html: string, isMemberOnly = false) => sanitizeArticleHtml(html, { isMemberOnly }).html;
const markers = (html: string) => html.split(PAYWALL_MARKER).length - 1;

describe('article HTML sanitisation', () => {
  it('removes scripts, event handlers, style attributes and style elements', () => {
    const out = clean('<script>alert(1)</script><p onclick="steal()" onmouseover="x" style="color:red">글<style>p{}</style></p><img src="https://a.example/x.png" onerror="alert(1)">');
    expect(out).toBe('<p>글</p><img src="https://a.example/x.png" alt="" />');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.example/path',
    '/\\evil.example',
  ])('drops the link target %s but keeps the text', (href) => {
    expect(clean(`<p><a href="${href}">링크</a></p>`)).toBe('<p><a>링크</a></p>');
  });

  it('keeps http, https, mailto and same-site links with rel noopener noreferrer nofollow; target only _blank', () => {
    const out = clean('<p><a href="https://spi.example/a" target="_blank">a</a><a href="http://b.example" target="_top" rel="opener">b</a><a href="mailto:desk@spi.example">c</a><a href="/article?id=3">d</a></p>');
    expect(out).toBe(
      '<p><a href="https://spi.example/a" rel="noopener noreferrer nofollow" target="_blank">a</a>' +
        '<a href="http://b.example" rel="noopener noreferrer nofollow">b</a>' +
        '<a href="mailto:desk@spi.example" rel="noopener noreferrer nofollow">c</a>' +
        '<a href="/article?id=3" rel="noopener noreferrer nofollow">d</a></p>',
    );
  });

  it('allows images only from our media route or https, with alt and numeric width/height', () => {
    const out = clean(
      '<img src="data:image/png;base64,AAAA"><img src="http://plain.example/a.png"><img src="/etc/passwd"><img src="javascript:alert(1)">' +
        '<img src="/api/seoul/v1/media/abcdEFGH1234/thumb" alt="사진" width="1200" height="x" title="t"><img src="https://cdn.example/b.webp" alt="b" height="300">',
    );
    expect(out).toBe('<img src="/api/seoul/v1/media/abcdEFGH1234/thumb" alt="사진" width="1200" /><img src="https://cdn.example/b.webp" alt="b" height="300" />');
  });

  it('stores no iframe: a YouTube or Vimeo player becomes an embed, anything else disappears', () => {
    const out = clean(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1">대체 <b>텍스트</b></iframe><iframe src="https://player.vimeo.com/video/123456"></iframe><iframe src="https://evil.example/x"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect(out).toBe('<div data-embed="youtube" data-video-id="dQw4w9WgXcQ"></div><div data-embed="vimeo" data-video-id="123456"></div>');
    expect(out).not.toContain('iframe');
  });

  it('keeps valid embed elements (emptied) and unwraps divs that are not embeds', () => {
    expect(clean('<div data-embed="youtube" data-video-id="abc_-123" data-title="소개 영상" onclick="x"><p>안</p><img src="https://a.example/a.png"></div>')).toBe(
      '<div data-embed="youtube" data-video-id="abc_-123" data-title="소개 영상"></div>',
    );
    expect(clean('<div data-embed="youtube" data-video-id="bad id&quot;"><p>id가 틀림</p></div><div data-embed="dailymotion" data-video-id="x1"><p>다른 서비스</p></div><div class="x"><p>감싼 글</p></div>')).toBe(
      '<p>id가 틀림</p><p>다른 서비스</p><p>감싼 글</p>',
    );
  });

  it('removes svg and math content, including mutation-XSS tricks', () => {
    const payloads = [
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<textarea></textarea><img src=x onerror=alert(1)>',
      '<form><button formaction="javascript:alert(1)">x</button></form><object data="x.swf"></object><embed src="x.swf">',
      '<a href="https://ok.example" onfocus="alert(1)" autofocus>x</a>',
      '<p>안전한 글</p><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="x">',
    ];
    for (const payload of payloads) {
      const out = clean(payload);
      expect(out).not.toMatch(/<(script|svg|math|style|iframe|object|embed|form|button|base|meta|link|noscript|textarea)\b/i);
      expect(out).not.toMatch(/\bon[a-z]+\s*=|javascript:|xlink:href|formaction/i);
      expect(out).not.toMatch(/<img(?![^>]*src="(https:|\/api\/seoul\/v1\/media\/))/);
    }
  });

  it('keeps headings h2-h4 (h1 -> h2, h5/h6 -> h4), lists, quotes, code, hr and text formatting', () => {
    const input = '<h1>큰</h1><h2>둘</h2><h3>셋</h3><h4>넷</h4><h5>다섯</h5><p><strong>굵게</strong><b>b</b><em>기울임</em><i>i</i><u>밑줄</u><s>취소</s><del>del</del><br></p><ul><li>하나</li></ul><ol start="3"><li>셋</li></ol><blockquote>인용</blockquote><pre><code class="language-ts other">const a = 1;</code></pre><hr>';
    expect(clean(input)).toBe(
      '<h2>큰</h2><h2>둘</h2><h3>셋</h3><h4>넷</h4><h4>다섯</h4><p><strong>굵게</strong><strong>b</strong><em>기울임</em><em>i</em><u>밑줄</u><s>취소</s><s>del</s><br /></p><ul><li>하나</li></ul><ol start="3"><li>셋</li></ol><blockquote>인용</blockquote><pre><code class="language-ts">const a = 1;</code></pre><hr />',
    );
  });

  it('keeps tables with captions, colspan and rowspan, and figures with captions', () => {
    const input =
      '<table style="width:100%"><caption>권역별 공실률</caption><thead><tr><th colspan="2" scope="col" style="x">권역</th></tr></thead><tbody><tr><td rowspan="2" onclick="x">GBD</td><td colspan="abc">3.1%</td></tr></tbody></table>' +
      '<figure><img src="/api/seoul/v1/media/abcdEFGH1234" alt="강남"><figcaption>강남 업무지구</figcaption></figure>';
    expect(clean(input)).toBe(
      '<table><caption>권역별 공실률</caption><thead><tr><th colspan="2" scope="col">권역</th></tr></thead><tbody><tr><td rowspan="2">GBD</td><td>3.1%</td></tr></tbody></table>' +
        '<figure><img src="/api/seoul/v1/media/abcdEFGH1234" alt="강남" /><figcaption>강남 업무지구</figcaption></figure>',
    );
  });

  it('is idempotent: sanitising stored HTML again changes nothing', () => {
    const inputs = [
      '<h2>요약</h2><p>a &amp; b &lt;c&gt;</p><!--paywall--><table><caption>c</caption><tr><td>1</td></tr></table>',
      '<p>하나</p><p>둘</p><p>셋</p>',
      '<div data-embed="vimeo" data-video-id="42"></div><p>x</p>',
    ];
    for (const input of inputs) {
      for (const isMemberOnly of [true, false]) {
        const once = clean(input, isMemberOnly);
        expect(clean(once, isMemberOnly)).toBe(once);
      }
    }
  });
});

describe('the paywall marker', () => {
  it('survives sanitisation exactly once at a top-level boundary', () => {
    const result = sanitizeArticleHtml('<p>리드</p><!--paywall--><p>회원 전용</p>', { isMemberOnly: true });
    expect(result).toEqual({ html: `<p>리드</p>\n${PAYWALL_MARKER}\n<p>회원 전용</p>`, paywall: 'MARKER' });
    expect(readerParts(result.html, true)).toEqual({ lead: '<p>리드</p>', rest: '<p>회원 전용</p>' });
  });

  it('keeps the first marker, drops every other one (spelling variants included)', () => {
    const out = clean('<p>1</p><!-- paywall --><p>2</p><!--PAYWALL--><p>3</p><!--paywall-->', true);
    expect(out).toBe(`<p>1</p>\n${PAYWALL_MARKER}\n<p>2</p><p>3</p>`);
    expect(markers(out)).toBe(1);
  });

  it('moves a marker nested inside a block to just after that top-level block', () => {
    expect(clean('<p>하나 <!--paywall--> 둘</p><p>셋</p>', true)).toBe(`<p>하나  둘</p>\n${PAYWALL_MARKER}\n<p>셋</p>`);
    expect(clean('<table><tr><td><!--paywall-->x</td></tr></table><p>뒤</p>', true)).toBe(`<table><tr><td>x</td></tr></table>\n${PAYWALL_MARKER}\n<p>뒤</p>`);
    expect(clean('<blockquote><p>a</p><!--paywall--><p>b</p></blockquote><p>c</p>', true)).toBe(`<blockquote><p>a</p><p>b</p></blockquote>\n${PAYWALL_MARKER}\n<p>c</p>`);
  });

  it('cannot be forged through attributes, escaped text, the sentinel element or embeds', () => {
    const attr = clean('<p><img src="https://a.example/x.png" alt="<!--paywall-->"></p><p>x &lt;!--paywall--&gt; y</p>');
    expect(markers(attr)).toBe(0);
    expect(attr).toContain('alt="&lt;!--paywall--&gt;"');
    expect(attr).toContain('<p>x &lt;!--paywall--&gt; y</p>');
    // The placeholder element used internally is treated like a marker and never stored as an element.
    const sentinel = clean('<p>a</p><spi-paywall-marker><script>alert(1)</script>숨김</spi-paywall-marker><p>b</p>');
    expect(sentinel).toBe(`<p>a</p>\n${PAYWALL_MARKER}\n<p>b</p>`);
    // A marker hidden inside an embed moves after it; the embed stays empty.
    expect(clean('<div data-embed="youtube" data-video-id="abc"><!--paywall--><p>x</p></div><p>뒤</p>', true)).toBe(`<div data-embed="youtube" data-video-id="abc"></div>\n${PAYWALL_MARKER}\n<p>뒤</p>`);
    // Comment tricks: an unterminated or nested comment is not a marker.
    const tricky = clean('<p>a</p><!--<!--paywall-->--><p>b</p><!--paywall<p>c</p>');
    expect(markers(tricky)).toBeLessThanOrEqual(1);
    expect(tricky).not.toContain('<!--<');
  });

  it('a member-only article without a marker gets one after its first two top-level blocks', () => {
    const result = sanitizeArticleHtml('<h2>제목</h2><p>리드</p><p>분석 1</p><p>분석 2</p>', { isMemberOnly: true });
    expect(result).toEqual({ html: `<h2>제목</h2><p>리드</p>\n${PAYWALL_MARKER}\n<p>분석 1</p><p>분석 2</p>`, paywall: 'DEFAULT' });
    expect(paywallPosition(result.html)).toEqual({ hasMarker: true, leadBlockCount: 2, hiddenBlockCount: 2 });
    // Two blocks or fewer: everything is lead, which the preview reports as nothing hidden.
    expect(paywallPosition(clean('<p>하나</p><p>둘</p>', true))).toEqual({ hasMarker: true, leadBlockCount: 2, hiddenBlockCount: 0 });
  });

  it('a public article keeps an editor marker and gets none added', () => {
    expect(sanitizeArticleHtml('<p>a</p><p>b</p><p>c</p>', { isMemberOnly: false })).toEqual({ html: '<p>a</p><p>b</p><p>c</p>', paywall: 'NONE' });
    expect(sanitizeArticleHtml('<p>a</p><!--paywall--><p>b</p>', { isMemberOnly: false }).paywall).toBe('MARKER');
  });
});
