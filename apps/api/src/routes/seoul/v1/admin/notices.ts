import { AppError, adminNoticeListResponseSchema, noticeInputSchema, noticeSchema } from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { createNotice, deleteNotice, updateNotice } from '../../../../commands/operations/notices';
import { loadAdminNotices } from '../../../../loaders/operations/notices';
import { presentAdminNotice, presentNotice } from '../../../../presenters/operations/notices';
import { errorResponses } from '../../../responses';
import { ADMIN_ACCESS, cmsActor, security } from './shared';

const tags = ['admin-notices'];
/** Any text up to 64 characters: an unknown id is a 404 (NOTICE_NOT_FOUND), never a 400. */
const noticeParamsSchema = z.object({ noticeId: z.string() });

function idOf(raw: string): string {
  if (raw.length === 0 || raw.length > 64) throw new AppError('NOTICE_NOT_FOUND');
  return raw;
}

/** /admin/notices (ADR 022): the main-home notices; ROLE_ADMIN only, checked per route on top of the group's editor check. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const now = () => new Date(app.clock());
  /** GET /notices/active is cached by this tag. */
  const notify = () => void app.contentChangeNotifier.notify([CONTENT_TAGS.notices]);
  const adminOnly = async (request: Parameters<typeof app.requireAccess>[0]) => {
    await app.requireAccess(request, ADMIN_ACCESS);
  };

  app.get('/notices', {
    onRequest: adminOnly,
    schema: { tags, summary: '메인 공지 목록 (예약·노출 중·종료, 최근 시작순)', security, response: { 200: adminNoticeListResponseSchema, ...errorResponses(401, 403) } },
  }, async (_request, reply) => {
    const at = now();
    reply.header('cache-control', 'private, no-store');
    return { items: (await loadAdminNotices(app.db.db)).map((row) => presentAdminNotice(row, at)) };
  });

  app.post('/notices', {
    onRequest: adminOnly,
    schema: {
      tags,
      summary: '메인 공지 추가',
      description: '종료 시각은 시작 시각보다 뒤여야 하고(NOTICE_PERIOD_INVALID), 내용 또는 이미지 중 하나는 있어야 합니다(NOTICE_CONTENT_REQUIRED). 이미지는 미디어 라이브러리의 이미지 ID입니다.',
      security,
      body: noticeInputSchema,
      response: { 201: noticeSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const actor = await cmsActor(app, request);
    const row = await createNotice(app.db.db, request.body, actor.userId, now());
    notify();
    return reply.code(201).send(presentNotice(row));
  });

  app.put('/notices/:noticeId', {
    onRequest: adminOnly,
    schema: {
      tags,
      summary: '메인 공지 수정',
      security,
      params: noticeParamsSchema,
      body: noticeInputSchema,
      response: { 200: noticeSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const row = await updateNotice(app.db.db, idOf(request.params.noticeId), request.body, now());
    notify();
    return presentNotice(row);
  });

  app.delete('/notices/:noticeId', {
    onRequest: adminOnly,
    schema: { tags, summary: '메인 공지 삭제', security, params: noticeParamsSchema, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    await deleteNotice(app.db.db, idOf(request.params.noticeId));
    notify();
    return reply.code(204).send(null);
  });
};
export default routes;
