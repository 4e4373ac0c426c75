import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { articleHref } from '@/components/content/links';
import { API_ROOTS } from '@spi/core';
import { jobListResponseSchema } from '@spi/core/contracts/recruit';
import { CONTENT_TAGS, fetchFeed } from '@/features/articles/api/content-server';
import { cityfolioSitemapEntries } from '@/features/cityfolio/api/cityfolio-server';
import { dealSitemapEntries } from '@/features/deals/api/deals-server';
import { eventSitemapEntries } from '@/features/events/api/events-server';
import { fundSitemapEntries } from '@/features/funds/api/funds-server';
import { fetchReit, fetchReitList } from '@/features/reits/api/reits-server';
import { assetPath } from '@/features/reits/lib/reit-seo';
import { cachedGetJson, paginatedSitemapEntries, type SitemapEntry } from '@/lib/server/cached-api';
import { SITE_URL } from '@/lib/site-config';

/**
 * 채용: the list and every open posting (the API's default status=open leaves out postings past their
 * deadline; `closed` is checked again in case the cached page was rendered before a deadline passed).
 */
async function recruitSitemapEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const postings = await paginatedSitemapEntries(
    'job list',
    async (page) => {
      const list = await cachedGetJson(`${API_ROOTS.seoul}/recruit?size=50&page=${page}`, jobListResponseSchema, { tags: [CONTENT_TAGS.recruit], label: 'Job' });
      return list && { ...list, data: list.data.filter((job) => !job.closed) };
    },
    (job) => ({ url: `${siteUrl}/recruit/${job.id}`, ...(job.publishedAt ? { lastModified: job.publishedAt } : {}), changeFrequency: 'weekly', priority: 0.5 }),
  );
  return [{ url: `${siteUrl}/recruit`, changeFrequency: 'daily', priority: 0.8 }, ...postings];
}

/**
 * sitemap.xml: home, 리츠포커스 (home, every REIT page and its assets, compare, glossary, metric explainers), 딜정보 and
 * 사모펀드 (lists, statistics, every deal and fund page), 이벤트 (the list, every upcoming and past event), 채용 (the list and every
 * posting still open), 시티폴리오 (the home, its three lists and every item), the article lists and every public published article (member-only ones too: their
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
  const [dealPages, fundPages, eventPages, jobPages, cityfolioPages] = await Promise.all([
    dealSitemapEntries(SITE_URL), fundSitemapEntries(SITE_URL), eventSitemapEntries(SITE_URL), recruitSitemapEntries(SITE_URL), cityfolioSitemapEntries(SITE_URL),
  ]);
  return [...pages, ...reitPages, ...dealPages, ...fundPages, ...eventPages, ...jobPages, ...cityfolioPages, ...articles];
}
