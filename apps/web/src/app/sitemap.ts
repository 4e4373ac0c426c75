import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { articleHref } from '@/components/content/links';
import { fetchFeed } from '@/features/articles/api/content-server';
import { dealSitemapEntries } from '@/features/deals/api/deals-server';
import { fundSitemapEntries } from '@/features/funds/api/funds-server';
import { fetchReit, fetchReitList } from '@/features/reits/api/reits-server';
import { assetPath } from '@/features/reits/lib/reit-seo';
import { SITE_URL } from '@/lib/site-config';

/**
 * sitemap.xml: home, 리츠포커스 (home, every REIT page and its assets, compare, glossary, metric explainers), 딜정보 and
 * 사모펀드 (lists, statistics, every deal and fund page), the article lists and every public published article (member-only ones too: their
 * page is public, only the body is not) with its last change. Rendered per request from cached data.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const pages: MetadataRoute.Sitemap = [
    { url: `${SITE_URL}/`, changeFrequency: 'hourly', priority: 1 },
    { url: `${SITE_URL}/article`, changeFrequency: 'hourly', priority: 0.9 },
    { url: `${SITE_URL}/lifestyle`, changeFrequency: 'daily', priority: 0.7 },
    { url: `${SITE_URL}/membership`, changeFrequency: 'weekly', priority: 0.8 },
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
  const reitPages: MetadataRoute.Sitemap = [
    { url: `${SITE_URL}/reitsfocus`, changeFrequency: 'daily', priority: 0.9 },
    { url: `${SITE_URL}/reitsfocus/compare`, changeFrequency: 'weekly', priority: 0.4 },
    { url: `${SITE_URL}/reitsfocus/glossary`, changeFrequency: 'monthly', priority: 0.5 },
    { url: `${SITE_URL}/reitsfocus/metrics`, changeFrequency: 'monthly', priority: 0.5 },
  ];
  const list = await fetchReitList();
  for (const r of list?.data ?? []) reitPages.push({ url: `${SITE_URL}/reitsfocus/${r.ticker}`, lastModified: list!.note.asOf, changeFrequency: 'daily', priority: 0.7 });
  // Asset pages: each REIT's detail is a cached fetch (tag 'reits'), so this costs the API nothing new.
  const details = await Promise.all((list?.data ?? []).map((r) => fetchReit(r.ticker).catch(() => null)));
  for (const d of details) {
    for (const a of d?.assets ?? []) reitPages.push({ url: `${SITE_URL}${assetPath(d!.reit.ticker, a.id)}`, lastModified: d!.note.asOf, changeFrequency: 'monthly', priority: 0.4 });
  }
  const [dealPages, fundPages] = await Promise.all([dealSitemapEntries(SITE_URL), fundSitemapEntries(SITE_URL)]);
  return [...pages, ...reitPages, ...dealPages, ...fundPages, ...articles];
}
