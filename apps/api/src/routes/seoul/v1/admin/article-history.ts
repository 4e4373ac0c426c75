import {
  AppError,
  adminArticleDetailSchema,
  adminArticleIdParamsSchema,
  articleRevisionDetailSchema,
  articleRevisionListQuerySchema,
  articleRevisionListResponseSchema,
  articleRevisionParamsSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  cmsAuditLogQuerySchema,
} from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restoreArticleRevision } from '../../../../commands/cms/restore-article-revision';
import { loadAdminArticle, loadRevision, loadRevisionPage } from '../../../../loaders/load-admin-articles';
import { loadCmsAuditLog } from '../../../../loaders/load-cms-audit-log';
import { presentRevisionDetail, presentRevisionSummary } from '../../../../presenters/admin-revision';
import { presentAuditEntry } from '../../../../presenters/audit-entry';
import { errorResponses } from '../../../responses';
import { articleDetail, cmsActor, notifyArticleChange, security } from './shared';

const tags = ['admin-articles'];

/** Revision history of an article, restore, and the CMS audit log. */
const articleHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  async function requireArticle(articleId: number): Promise<void> {
    if (!(await loadAdminArticle(app.db.db, articleId))) throw new AppError('NOT_FOUND', '기사를 찾을 수 없습니다.');
  }

  app.get(
    '/articles/:articleId/revisions',
    {
      schema: {
        tags, summary: '기사 버전 목록 (최신순)', security,
        params: adminArticleIdParamsSchema,
        querystring: articleRevisionListQuerySchema,
        response: { 200: articleRevisionListResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { articleId } = request.params;
      const { page, size } = request.query;
      await requireArticle(articleId);
      const { rows, count } = await loadRevisionPage(app.db.db, articleId, page, size);
      return { data: rows.map(presentRevisionSummary), pagination: { page, size, count, hasNext: (page + 1) * size < count } };
    },
  );

  app.get(
    '/articles/:articleId/revisions/:revisionId',
    {
      schema: {
        tags, summary: '기사 버전 내용', security,
        params: articleRevisionParamsSchema,
        response: { 200: articleRevisionDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await loadRevision(app.db.db, request.params.articleId, request.params.revisionId);
      if (!row) throw new AppError('NOT_FOUND', '버전을 찾을 수 없습니다.');
      return presentRevisionDetail(row);
    },
  );

  app.post(
    '/articles/:articleId/revisions/:revisionId/restore',
    {
      schema: {
        tags, summary: '이 버전으로 되돌리기 (새 버전으로 기록)', description: '지금 규칙으로 저장할 수 없는 버전은 409 REVISION_NOT_RESTORABLE입니다.', security,
        params: articleRevisionParamsSchema,
        response: { 200: adminArticleDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { articleId, revisionId } = request.params;
      const saved = await restoreArticleRevision(app.db.db, articleId, revisionId, await cmsActor(app, request), new Date(app.clock()));
      if (saved.status === 'PUBLISHED') notifyArticleChange(app, articleId);
      return articleDetail(app, articleId);
    },
  );

  app.get(
    '/articles/:articleId/audit-log',
    {
      schema: {
        tags, summary: '이 기사의 변경 기록 (누가 무엇을)', security,
        params: adminArticleIdParamsSchema,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { rows, count } = await loadCmsAuditLog(app.db.db, { targetType: 'article', targetId: String(request.params.articleId) }, page, size);
      return { data: rows.map(presentAuditEntry), pagination: { page, size, count } };
    },
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin-cms'], summary: 'CMS 변경 기록 (기사, 분류, 미디어; 최신순)', security,
        querystring: cmsAuditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, size, targetType } = request.query;
      const { rows, count } = await loadCmsAuditLog(app.db.db, { targetType }, page, size);
      return { data: rows.map(presentAuditEntry), pagination: { page, size, count } };
    },
  );
};

export default articleHistoryRoutes;
