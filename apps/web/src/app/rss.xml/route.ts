import { SITE } from '@spi/core';
import { fetchFeed } from '@/features/articles/api/content-server';
import { buildRssXml } from '@/features/articles/lib/rss';
import { SITE_URL } from '@/lib/site-config';

export const dynamic = 'force-dynamic';

const FEED_SIZE = 50;

/** /rss.xml: RSS 2.0 of the newest 50 public articles; member-only ones with their lead text only. */
export async function GET(): Promise<Response> {
  try {
    const feed = await fetchFeed(FEED_SIZE);
    const xml = buildRssXml(
      {
        title: `${SITE.name} - 상업용 부동산 뉴스와 인사이트`,
        description: SITE.description,
        siteUrl: SITE_URL,
        feedPath: '/rss.xml',
        lastBuildDate: feed.data[0]?.published ?? feed.generatedAt,
      },
      feed.data,
    );
    return new Response(xml, {
      headers: {
        'content-type': 'application/rss+xml; charset=utf-8',
        'cache-control': 'public, max-age=300, stale-while-revalidate=600',
      },
    });
  } catch (error) {
    console.error('[rss] feed unavailable', error);
    return new Response('피드를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } });
  }
}
