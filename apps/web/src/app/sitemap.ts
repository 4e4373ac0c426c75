import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { articleHref } from '@/components/content/links';
import { fetchFeed } from '@/features/articles/api/content-server';
import { SITE_URL } from '@/lib/site-config';

/**
 * sitemap.xml: home, the article lists and every public published article (member-only ones too: their
 * page is public, only the body is not) with its last change. Rendered per request from cached data.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const pages: MetadataRoute.Sitemap = [
    { url: `${SITE_URL}/`, changeFrequency: 'hourly', priority: 1 },
    { url: `${SITE_URL}/article`, changeFrequency: 'hourly', priority: 0.9 },
    { url: `${SITE_URL}/lifestyle`, changeFrequency: 'daily', priority: 0.7 },
  ];
  let articles: MetadataRoute.Sitemap = [];
  try {
    const feed = await fetchFeed(1000);
    articles = feed.data.map((a) => ({
      url: `${SITE_URL}${articleHref(a.articleId)}`,
      lastModified: a.updated,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    }));
  } catch (error) {
    console.error('[sitemap] article feed unavailable', error);
  }
  return [...pages, ...articles];
}
