import {
  AppError,
  adminArticleDetailSchema,
  adminArticleIdParamsSchema,
  adminArticleListQuerySchema,
  adminArticleListResponseSchema,
  adminArticlePreviewSchema,
  adminArticleScheduleSchema,
  adminArticleUpdateSchema,
  adminArticleUpsertSchema,
  type AdminArticlePreviewDto,
} from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prepareArticle } from '../../../../commands/cms/article-input';
import { changeArticleStatus, type StatusAction } from '../../../../commands/cms/change-article-status';
import { deleteArticle } from '../../../../commands/cms/delete-article';
import { createArticle, updateArticle } from '../../../../commands/cms/save-article';
import { loadAdminArticlePage } from '../../../../loaders/load-admin-articles';
import { unsavedReaderRow } from '../../../../loaders/load-article-preview';
import { loadArticleForReader, loadRelatedArticles } from '../../../../loaders/load-articles';
import { presentAdminArticleListItem, presentPaywall } from '../../../../presenters/admin-article';
import { presentArticleDetail } from '../../../../presenters/article';
import { errorResponses } from '../../../responses';
import { ADMIN_ACCESS, articleDetail, cmsActor, notifyArticleChange, security } from './shared';

const tags = ['admin-articles'];
/** Editor HTML (≤ 300,000 characters, up to 3 bytes each) plus the editor's JSON document. */
const ARTICLE_BODY_LIMIT = 4 * 1024 * 1024;
const FULL = { access: 'FULL' } as const;

const STATUS_ACTIONS: Array<{ action: Exclude<StatusAction, 'schedule'>; summary: string }> = [
  { action: 'publish', summary: '지금 발행 (PUBLISHED, 처음 발행이면 발행 시각은 지금)' },
  { action: 'unpublish', summary: '발행 취소 (DRAFT, 예약도 취소)' },
  { action: 'archive', summary: '보관 (ARCHIVED)' },
];

/** /api/seoul/v1/admin/articles: the editors' article list, editor, status actions and preview. */
const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock());

  app.get(
    '/articles',
    {
      schema: {
        tags, summary: '기사 목록 (모든 상태, 최근 수정순)', security,
        querystring: adminArticleListQuerySchema,
        response: { 200: adminArticleListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { rows, count } = await loadAdminArticlePage(app.db.db, request.query);
      return { data: rows.map(presentAdminArticleListItem), pagination: { page, size, count, hasNext: (page + 1) * size < count } };
    },
  );

  app.post(
    '/articles',
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: {
        tags, summary: '기사 만들기 (DRAFT)', description: '본문은 서버에서 정화(sanitize)되어 저장되고, 첫 버전이 기록됩니다.', security,
        body: adminArticleUpsertSchema,
        response: { 201: adminArticleDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { articleId } = await createArticle(app.db.db, request.body, await cmsActor(app, request), now());
      return reply.code(201).send(await articleDetail(app, articleId));
    },
  );

  app.get(
    '/articles/:articleId',
    {
      schema: {
        tags, summary: '기사 편집 정보', security,
        params: adminArticleIdParamsSchema,
        response: { 200: adminArticleDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => articleDetail(app, request.params.articleId),
  );

  app.put(
    '/articles/:articleId',
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: {
        tags, summary: '기사 저장 (저장할 때마다 버전 기록)',
        description: 'baseUpdatedAt을 보내면 그 사이 다른 저장이 있었을 때 409 ARTICLE_EDIT_CONFLICT입니다. 상태는 바뀌지 않습니다.', security,
        params: adminArticleIdParamsSchema,
        body: adminArticleUpdateSchema,
        response: { 200: adminArticleDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { articleId } = request.params;
      const saved = await updateArticle(app.db.db, articleId, request.body, await cmsActor(app, request), now());
      if (saved.status === 'PUBLISHED') notifyArticleChange(app, articleId);
      return articleDetail(app, articleId);
    },
  );

  for (const { action, summary } of STATUS_ACTIONS) {
    app.post(
      `/articles/:articleId/${action}`,
      {
        schema: { tags, summary, security, params: adminArticleIdParamsSchema, response: { 200: adminArticleDetailSchema, ...errorResponses(400, 401, 403, 404, 409) } },
      },
      async (request) => {
        const { articleId } = request.params;
        const change = await changeArticleStatus(app.db.db, articleId, action, await cmsActor(app, request), now());
        if (change.readerVisibleChange) notifyArticleChange(app, articleId);
        return articleDetail(app, articleId);
      },
    );
  }

  app.post(
    '/articles/:articleId/schedule',
    {
      schema: {
        tags, summary: '발행 예약 (SCHEDULED)',
        description: 'scheduledAt은 오프셋이 있는 ISO 8601이거나, 오프셋 없이 서울 시각(YYYY-MM-DDTHH:mm)입니다. 현재 이후여야 합니다. 발행된 기사는 먼저 발행을 취소해야 합니다 (409 ARTICLE_ALREADY_PUBLISHED).', security,
        params: adminArticleIdParamsSchema,
        body: adminArticleScheduleSchema,
        response: { 200: adminArticleDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { articleId } = request.params;
      await changeArticleStatus(app.db.db, articleId, 'schedule', await cmsActor(app, request), now(), new Date(request.body.scheduledAt));
      return articleDetail(app, articleId);
    },
  );

  app.delete(
    '/articles/:articleId',
    {
      schema: {
        tags, summary: '기사 삭제 (ROLE_ADMIN만)', security,
        params: adminArticleIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.requireAccess(request, ADMIN_ACCESS);
      const { articleId } = request.params;
      const { wasPublished } = await deleteArticle(app.db.db, articleId, await cmsActor(app, request));
      if (wasPublished) notifyArticleChange(app, articleId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/articles/:articleId/preview',
    {
      schema: {
        tags, summary: '미리보기: 모든 권한이 있는 독자가 받을 기사와 페이월 위치', security,
        params: adminArticleIdParamsSchema,
        response: { 200: adminArticlePreviewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<AdminArticlePreviewDto> => {
      const row = await loadArticleForReader(app.db.db, request.params.articleId);
      if (!row) throw new AppError('NOT_FOUND', '기사를 찾을 수 없습니다.');
      const related = await loadRelatedArticles(app.db.db, row, now());
      return { status: row.status, article: presentArticleDetail(row, { access: FULL, scrapped: false, related }), paywall: presentPaywall(row.html, row.isMemberOnly) };
    },
  );

  app.post(
    '/articles/preview',
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: {
        tags, summary: '저장하지 않은 내용 미리보기 (저장하지 않음)', description: '저장과 같은 정화와 검사를 거친 결과를 독자 화면 형식으로 돌려줍니다.', security,
        body: adminArticleUpsertSchema,
        response: { 200: adminArticlePreviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<AdminArticlePreviewDto> => {
      const snapshot = await prepareArticle(app.db.db, request.body);
      const row = await unsavedReaderRow(app.db.db, snapshot, now());
      return { status: 'DRAFT', article: presentArticleDetail(row, { access: FULL, scrapped: false, related: [] }), paywall: presentPaywall(row.html, row.isMemberOnly) };
    },
  );
};

export default articleRoutes;
