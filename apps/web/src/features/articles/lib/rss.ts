import type { FeedArticleDto } from '@spi/core';

/** Text for XML element content and attribute values; characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[\uD800-\uDFFF]/g, (ch, offset: number, whole: string) => {
      // Keep well-formed surrogate pairs, drop lone halves.
      const code = ch.charCodeAt(0);
      if (code <= 0xdbff) {
        const next = whole.charCodeAt(offset + 1);
        return next >= 0xdc00 && next <= 0xdfff ? ch : '';
      }
      const prev = whole.charCodeAt(offset - 1);
      return prev >= 0xd800 && prev <= 0xdbff ? ch : '';
    })
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date of RSS 2.0 (always GMT). */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

export const MEMBER_ONLY_NOTE = '(멤버십 전용)';

/** What an item says: a public article its description; a member-only one its lead text only, marked. */
export function itemDescription(article: Pick<FeedArticleDto, 'isMemberOnly' | 'leadText' | 'description'>): string {
  if (!article.isMemberOnly) return article.description || article.leadText;
  const lead = article.leadText.trim();
  return lead ? `${lead} ${MEMBER_ONLY_NOTE}` : MEMBER_ONLY_NOTE;
}

export interface RssChannel {
  title: string;
  description: string;
  /** The site's origin, e.g. https://spi.example (no trailing slash). */
  siteUrl: string;
  /** Where this feed lives, for atom:link rel=self. */
  feedPath: string;
  lastBuildDate: string;
}

/** RSS 2.0 of the given feed articles (already public, newest first). */
export function buildRssXml(channel: RssChannel, articles: FeedArticleDto[]): string {
  const link = (path: string) => `${channel.siteUrl}${path}`;
  const items = articles.map((a) => {
    const url = link(`/article?id=${a.articleId}`);
    return [
      '    <item>',
      `      <title>${escapeXml(a.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(a.published)}</pubDate>`,
      `      <dc:creator>${escapeXml(a.authorName)}</dc:creator>`,
      a.label ? `      <category>${escapeXml(a.label)}</category>` : null,
      `      <description>${escapeXml(itemDescription(a))}</description>`,
      '    </item>',
    ].filter((line): line is string => line !== null).join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(link('/'))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>ko-KR</language>',
    `    <lastBuildDate>${rfc822(channel.lastBuildDate)}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(link(channel.feedPath))}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
