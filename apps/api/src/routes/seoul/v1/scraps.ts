import { scrapListQuerySchema, scrapListResponseSchema, scrapParamsSchema, scrapStateSchema, type ContentType } from '@spi/core';
import { addScrap, isScrapped, removeScrap, scrapTargetId } from '../../../commands/content/scrap-content';
import { loadScrapPage } from '../../../loaders/load-scraps';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';

const security = [{ bearerAuth: [] }];

/** An id in canonical form without a lookup: CONTENT '007' → '7', REITS tickers in upper case; others as given. */
function canonicalId(contentType: ContentType, contentId: string): string {
  if (contentType === 'CONTENT' && /^\d{1,9}$/.test(contentId)) return String(Number(contentId));
  return contentType === 'REITS' ? contentId.toUpperCase() : contentId;
}

/** /api/seoul/v1/scraps: a signed-in reader's saved content of every content type (CONTENT, REITS, DEAL, FUND, EVENT, RECRUIT, CITYFOLIO). */
export default resource('/scraps', async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['scraps'],
        summary: '나의 스크랩 (유형별 탭, 페이지)',
        security,
        querystring: scrapListQuerySchema,
        response: { 200: scrapListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const { contentType, page, size } = request.query;
      const result = await loadScrapPage(app.db.db, viewer.userId, contentType, { page, size }, new Date(app.clock()));
      return {
        data: result.rows.map((r) => ({ contentType: r.contentType, contentId: r.contentId, createdAt: r.createdAt.toISOString(), article: r.article, card: r.card })),
        pagination: { page, size, count: result.count, hasNext: (page + 1) * size < result.count },
        counts: result.counts,
      };
    },
  );

  app.get(
    '/:contentType/:contentId',
    { schema: { tags: ['scraps'], summary: '스크랩 여부', security, params: scrapParamsSchema, response: { 200: scrapStateSchema, ...errorResponses(400, 401) } } },
    async (request) => {
      const viewer = await app.requireUser(request);
      const { contentType } = request.params;
      const contentId = canonicalId(contentType, request.params.contentId);
      return { contentType, contentId, scrapped: await isScrapped(app.db.db, viewer.userId, contentType, contentId) };
    },
  );

  app.put(
    '/:contentType/:contentId',
    {
      schema: {
        tags: ['scraps'],
        summary: '스크랩하기 (이미 스크랩한 경우에도 성공)',
        security,
        params: scrapParamsSchema,
        response: { 200: scrapStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const { contentType } = request.params;
      const now = new Date(app.clock());
      const contentId = await scrapTargetId(app.db.db, contentType, request.params.contentId, now);
      await addScrap(app.db.db, viewer.userId, contentType, contentId, now);
      return { contentType, contentId, scrapped: true };
    },
  );

  app.delete(
    '/:contentType/:contentId',
    {
      schema: {
        tags: ['scraps'],
        summary: '스크랩 해제 (스크랩하지 않은 경우에도 성공)',
        security,
        params: scrapParamsSchema,
        response: { 200: scrapStateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const { contentType } = request.params;
      const contentId = canonicalId(contentType, request.params.contentId);
      await removeScrap(app.db.db, viewer.userId, contentType, contentId);
      return { contentType, contentId, scrapped: false };
    },
  );
});
