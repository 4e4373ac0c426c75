import { homeResponseSchema } from '@spi/core';
import { loadLatest, loadMostRead } from '../../../loaders/load-articles';
import { presentArticleListItem } from '../../../presenters/article';
import { CONTENT_TAGS } from '../../../cache/content-tags';
import { resource } from '../../route-group';

export const HOME_SECTIONS = [
  { section: 'PRO', title: 'SPI Pro' },
  { section: 'LIFESTYLE', title: '라이프스타일 & 투자' },
] as const;
export const HOME_LATEST = 6;
export const HOME_POPULAR = 5;
export const HOME_POPULAR_DAYS = 30;

/**
 * /api/seoul/v1/home: per section the newest articles and the most read of the last 30 days (filled up
 * with the most read overall when the window is thin). The same for every viewer, so the web caches it.
 */
export default resource('/home', async (app) => {
  app.get(
    '/',
    {
      // Most-read lists follow view counts, which change without a notification: a 60 s lifetime.
      config: { cache: { tags: () => [CONTENT_TAGS.home, CONTENT_TAGS.articles], ttlMs: 60_000 } },
      schema: { tags: ['articles'], summary: '홈: 섹션별 최신 기사와 많이 읽은 기사', response: { 200: homeResponseSchema } },
    },
    async () => {
      const now = new Date(app.clock());
      const sections = [];
      for (const { section, title } of HOME_SECTIONS) {
        const latest = await loadLatest(app.db.db, section, HOME_LATEST, now);
        const popular = await loadMostRead(app.db.db, section, HOME_POPULAR, HOME_POPULAR_DAYS, now);
        sections.push({ section, title, latest: latest.map(presentArticleListItem), popular: popular.map(presentArticleListItem) });
      }
      return { sections, generatedAt: now.toISOString() };
    },
  );
});
