import { feedQuerySchema, feedResponseSchema } from '@spi/core';
import { loadFeedArticles } from '../../../loaders/load-articles';
import { presentFeedArticle } from '../../../presenters/article-feed';
import { CONTENT_TAGS } from '../../../cache/content-tags';
import { resource } from '../../route-group';

/**
 * /api/seoul/v1/feeds/articles: public, published, listed articles for the RSS feed and the sitemap.
 * Member-only articles appear with their lead only (`leadText`); the viewer is never consulted.
 */
export default resource('/feeds', async (app) => {
  app.get(
    '/articles',
    { config: { cache: { tags: () => [CONTENT_TAGS.articles] } }, schema: { tags: ['articles'], summary: 'RSS·사이트맵용 공개 기사 목록', querystring: feedQuerySchema, response: { 200: feedResponseSchema } } },
    async (request) => {
      const now = new Date(app.clock());
      const rows = await loadFeedArticles(app.db.db, request.query.limit, now);
      return { data: rows.map(presentFeedArticle), generatedAt: now.toISOString() };
    },
  );
});
