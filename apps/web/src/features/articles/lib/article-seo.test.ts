import { describe, expect, it } from 'vitest';
import { articleMetadata, newsArticleJsonLd, serializeJsonLd, type PublicArticleFields } from './article-seo';

const article = (over: Partial<PublicArticleFields> = {}): PublicArticleFields => ({
  articleId: 12,
  title: 'YBD 공실률은 어디까지 오르나',
  description: '공개 요약',
  published: '2026-07-14T23:00:00.000Z',
  updatedAt: '2026-07-15T01:00:00.000Z',
  thumbnail: '/api/seoul/v1/media/abc12345',
  isMemberOnly: true,
  label: 'SPI Pro | 오피스',
  section: 'PRO',
  tags: [{ slug: 'ybd', name: 'YBD' }],
  writer: { name: '가상현', slug: 'ga-sanghyun' },
  ...over,
});

describe('article SEO', () => {
  it('NewsArticle JSON-LD from public fields, paywalled part named for a member-only article', () => {
    const ld = newsArticleJsonLd(article(), 'https://spi.example');
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'YBD 공실률은 어디까지 오르나',
      description: '공개 요약',
      datePublished: '2026-07-14T23:00:00.000Z',
      dateModified: '2026-07-15T01:00:00.000Z',
      url: 'https://spi.example/article?id=12',
      image: ['https://spi.example/api/seoul/v1/media/abc12345'],
      author: [{ '@type': 'Person', name: '가상현', url: 'https://spi.example/article/writer/ga-sanghyun' }],
      publisher: { '@type': 'Organization', name: 'SPI' },
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywalled-content' },
    });
    const free = newsArticleJsonLd(article({ isMemberOnly: false, thumbnail: null }), 'https://spi.example');
    expect(free.isAccessibleForFree).toBe(true);
    expect(free).not.toHaveProperty('hasPart');
    expect(free).not.toHaveProperty('image');
  });

  it('serialises JSON-LD so it cannot close its script element', () => {
    const text = serializeJsonLd({ headline: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toContain('</script');
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script> & \u2028' });
  });

  it('metadata: canonical /article?id=N, Open Graph article with times and image, Twitter card', () => {
    const meta = articleMetadata(article());
    expect(meta.alternates?.canonical).toBe('/article?id=12');
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      url: '/article?id=12',
      publishedTime: '2026-07-14T23:00:00.000Z',
      modifiedTime: '2026-07-15T01:00:00.000Z',
      description: '공개 요약',
      images: [expect.objectContaining({ url: '/api/seoul/v1/media/abc12345' })],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', description: '공개 요약' });
    expect(meta.title).toBe('YBD 공실률은 어디까지 오르나');
  });
});
