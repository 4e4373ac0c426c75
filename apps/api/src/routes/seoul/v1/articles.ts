import { createHmac } from 'node:crypto';
import {
  AppError,
  articleDetailSchema,
  articleViewResponseSchema,
  isCrawler,
  articleIdParamsSchema,
  articleListQuerySchema,
  articleListResponseSchema,
  isStaff,
  type Viewer,
} from '@spi/core';
import type { FastifyRequest } from 'fastify';
import { recordArticleView } from '../../../commands/content/record-article-view';
import { isScrapped } from '../../../commands/content/scrap-content';
import { unlockArticle } from '../../../commands/content/unlock-article';
import { loadArticleAccess, seoulDay } from '../../../loaders/load-article-access';
import { loadArticleForReader, loadArticlePage, loadRelatedArticles, type ArticleReaderRow } from '../../../loaders/load-articles';
import { presentArticleDetail, presentArticleListItem } from '../../../presenters/article';
import { CONTENT_TAGS } from '../../../cache/content-tags';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';

/** Signed-in or guest: the bearer token is optional. */
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}];

function isPublished(row: ArticleReaderRow, now: number): boolean {
  return row.status === 'PUBLISHED' && row.publishedAt !== null && row.publishedAt.getTime() <= now;
}

/** /api/seoul/v1/articles: SPI Pro and lifestyle lists, the article page, unlocking a member-only article. */
export default resource('/articles', async (app) => {
  /** The article as this viewer may see it; unpublished articles are 404 for readers (staff may preview). */
  async function loadVisible(articleId: number, viewer: Viewer): Promise<ArticleReaderRow> {
    const row = await loadArticleForReader(app.db.db, articleId);
    if (!row || (!isPublished(row, app.clock()) && !isStaff(viewer))) throw new AppError('NOT_FOUND');
    return row;
  }

  async function detail(request: FastifyRequest, row: ArticleReaderRow) {
    const viewer = await request.viewer();
    const now = app.clock();
    const access = await loadArticleAccess(app.db.db, viewer, row, now);
    const related = await loadRelatedArticles(app.db.db, row, new Date(now));
    const scrapped = await isScrapped(app.db.db, viewer.userId, 'CONTENT', String(row.id));
    return presentArticleDetail(row, { access, scrapped, related });
  }

  app.get(
    '/',
    {
      config: { cache: { tags: () => [CONTENT_TAGS.articles], ttlMs: 60_000 } },
      schema: {
        tags: ['articles'],
        summary: '기사 목록 (섹션, 카테고리, 시리즈, 태그, 필자 필터; 최신순 또는 인기순)',
        querystring: articleListQuerySchema,
        response: { 200: articleListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page, size, sort, ...filter } = request.query;
      const { rows, count } = await loadArticlePage(app.db.db, filter, { page, size, sort }, new Date(app.clock()));
      return { data: rows.map(presentArticleListItem), pagination: { page, size, count, hasNext: (page + 1) * size < count } };
    },
  );

  app.get(
    '/:articleId',
    {
      // Guests only: a signed-in reader's answer depends on their access and scraps.
      config: { cache: { tags: (request) => [CONTENT_TAGS.articles, CONTENT_TAGS.article((request.params as { articleId: string }).articleId)], guestOnly: true } },
      schema: {
        tags: ['articles'],
        summary: '기사 상세',
        description: '회원 전용 기사는 열람 권한이 없으면 리드(leadHtml)만 내려가고 bodyHtml은 빈 문자열입니다. 읽기 전용이며 조회수와 열람 기록은 POST /articles/{articleId}/views가 남깁니다.',
        security,
        params: articleIdParamsSchema,
        response: { 200: articleDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return detail(request, await loadVisible(request.params.articleId, viewer));
    },
  );

  app.post(
    '/:articleId/views',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['articles'],
        summary: '기사 조회 기록 (조회수, 로그인한 독자의 열람 기록)',
        description: '독자마다 기사별로 하루(Asia/Seoul)에 한 번만 조회수에 더해집니다. 검색 로봇과 링크 미리보기는 세지 않습니다. 로그인한 독자의 열람은 열람 기록에 남습니다.',
        security,
        params: articleIdParamsSchema,
        response: { 200: articleViewResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      const row = await loadArticleForReader(app.db.db, request.params.articleId);
      const now = app.clock();
      if (!row || !isPublished(row, now)) throw new AppError('NOT_FOUND');
      const userAgent = request.headers['user-agent'];
      if (isCrawler(userAgent)) return { counted: false };
      const day = seoulDay(now);
      const viewerKey = viewer.userId
        ? `u:${viewer.userId}`
        : `g:${createHmac('sha256', app.config.jwtSecret).update(`${day}|${request.ip}|${userAgent ?? ''}`).digest('base64url').slice(0, 22)}`;
      const counted = await recordArticleView(app.db.db, { articleId: row.id, userId: viewer.userId, viewerKey, day, at: new Date(now) });
      return { counted };
    },
  );

  app.post(
    '/:articleId/unlock',
    {
      schema: {
        tags: ['articles'],
        summary: '회원 전용 기사 열람 (라이트 멤버십의 월 열람 횟수 1회 사용)',
        description: '이미 열람한 기사나 전문 열람 권한이 있는 기사는 횟수를 쓰지 않습니다. 횟수를 모두 쓴 경우와 월 열람 대상 멤버십이 아닌 경우 403입니다.',
        security: [{ bearerAuth: [] }],
        params: articleIdParamsSchema,
        response: { 200: articleDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const row = await loadVisible(request.params.articleId, viewer);
      await unlockArticle(app.db.db, viewer, row, app.clock());
      return detail(request, row);
    },
  );
});
