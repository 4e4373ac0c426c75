import { historyQuerySchema, historyResponseSchema, userIdParamsSchema } from '@spi/core';
import { loadArticleHistory } from '../../../loaders/load-article-history';
import { loadArticlesByIds } from '../../../loaders/load-articles';
import { presentArticleHistory } from '../../../presenters/article-history';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';
import { requireUserRecord } from '../../sejong/v1/user-record-access';

/** /api/seoul/v1/user_article_histories/{userId}/articles (spec section 7): the owner's viewed articles by day. */
export default resource('/user_article_histories', async (app) => {
  app.get(
    '/:userId/articles',
    {
      schema: {
        tags: ['articles'],
        summary: '최근 본 기사 (일자별 묶음)',
        description:
          'data는 열람일(YYYY-MM-DD, Asia/Seoul)별 묶음이며 최신 날짜가 먼저입니다. 같은 날 같은 기사는 마지막 열람 한 번으로 셉니다. ' +
          'pagination.count는 (기사, 날짜) 항목 수이므로 불러온 페이지 수 × size < count 이면 다음 페이지가 있습니다. 본인만 조회할 수 있습니다 (관리자는 감사 기록).',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await requireUserRecord(app, request, userId, 'user.read_article_history');
      const { page, size } = request.query;
      const now = new Date(app.clock());
      const { entries, count } = await loadArticleHistory(app.db.db, userId, { page, size }, now);
      const articles = await loadArticlesByIds(app.db.db, [...new Set(entries.map((e) => e.articleId))], now, { listedOnly: false });
      return { data: presentArticleHistory(entries, articles), pagination: { page, size, count } };
    },
  );
});
