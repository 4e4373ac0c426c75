import { describe, expect, it } from 'vitest';
import type { FeedArticleDto } from '@spi/core';
import { MEMBER_ONLY_NOTE, buildRssXml, escapeXml, itemDescription, rfc822 } from './rss';

const feedArticle = (over: Partial<FeedArticleDto> = {}): FeedArticleDto => ({
  articleId: 7,
  title: '리츠 & 물류 <분석>',
  description: '공개 요약 "따옴표"',
  published: '2026-06-03T08:00:00+09:00',
  updated: '2026-06-04T08:00:00+09:00',
  label: 'SPI Pro | 리츠',
  section: 'PRO',
  isMemberOnly: false,
  leadText: '리드 문단',
  thumbnail: null,
  authorName: '가상현',
  ...over,
});

describe('RSS', () => {
  it('escapes XML special characters and drops characters XML forbids', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(escapeXml('x\u0000y\u0008z\u000Bw')).toBe('xyzw');
    expect(escapeXml('tab\tnew\nline')).toBe('tab\tnew\nline');
    expect(escapeXml('emoji 🏢 ok')).toBe('emoji 🏢 ok');
    expect(escapeXml('lone \uD800 half')).toBe('lone  half');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('describes a member-only article by its lead only, marked', () => {
    expect(itemDescription(feedArticle({ isMemberOnly: true, leadText: '리드만 보입니다.' }))).toBe(`리드만 보입니다. ${MEMBER_ONLY_NOTE}`);
    expect(itemDescription(feedArticle({ isMemberOnly: true, leadText: '' }))).toBe(MEMBER_ONLY_NOTE);
    expect(itemDescription(feedArticle())).toBe('공개 요약 "따옴표"');
  });

  it('builds RSS 2.0 with escaped items, permalinks and RFC 822 dates', () => {
    const xml = buildRssXml(
      { title: 'SPI', description: '설명 & 소개', siteUrl: 'https://spi.example', feedPath: '/rss.xml', lastBuildDate: '2026-06-03T08:00:00+09:00' },
      [feedArticle(), feedArticle({ articleId: 8, isMemberOnly: true, leadText: '회원 리드' })],
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>리츠 &amp; 물류 &lt;분석&gt;</title>');
    expect(xml).toContain('<description>설명 &amp; 소개</description>');
    expect(xml).toContain('<guid isPermaLink="true">https://spi.example/article?id=7</guid>');
    expect(xml).toContain('<pubDate>Tue, 02 Jun 2026 23:00:00 GMT</pubDate>');
    expect(xml).toContain(`<description>회원 리드 ${MEMBER_ONLY_NOTE}</description>`);
    expect(xml).toContain('<atom:link href="https://spi.example/rss.xml" rel="self" type="application/rss+xml" />');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(rfc822('2026-01-01T00:00:00Z')).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
  });
});
