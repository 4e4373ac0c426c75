import { adminFaqListResponseSchema, faqInputSchema, faqSchema } from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { recordAudit } from '../../../../commands/record-activity';
import { createFaq, deleteFaq, updateFaq } from '../../../../commands/support/save-faq';
import { loadAllFaqs } from '../../../../loaders/support/faqs';
import { presentFaq } from '../../../../presenters/support/faq';
import { errorResponses } from '../../../responses';
import { ADMIN_ACCESS, security } from './shared';

const tags = ['admin-support'];
/** Any text: an id that cannot be an entry's is a 404 (FAQ_NOT_FOUND). */
const faqParamsSchema = z.object({ faqId: z.string().max(200) });

/** /api/seoul/v1/admin/faqs (ADR 022): ROLE_ADMIN only, checked per route on top of the group's editor check. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await app.requireAccess(request, ADMIN_ACCESS);
  });
  const now = () => new Date(app.clock());
  /** The help centre's answers change. */
  const notify = () => void app.contentChangeNotifier.notify([CONTENT_TAGS.faqs]);
  const audit = async (userId: string, ip: string, action: string, faqId: string) =>
    recordAudit(app.db.db, { actorId: userId, action, targetType: 'faq', targetId: faqId, ip });

  app.get('/faqs', {
    schema: { tags, summary: '자주 묻는 질문 전체 (비공개 포함, 표시 순서)', description: '관리자(ROLE_ADMIN) 전용.', security, response: { 200: adminFaqListResponseSchema, ...errorResponses(401, 403) } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { items: (await loadAllFaqs(app.db.db)).map(presentFaq) };
  });

  app.post('/faqs', {
    schema: { tags, summary: '자주 묻는 질문 추가', security, body: faqInputSchema, response: { 201: faqSchema, ...errorResponses(400, 401, 403) } },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    const row = await createFaq(app.db.db, request.body, now());
    await audit(viewer.userId, request.ip, 'faq.create', row.id);
    notify();
    return reply.code(201).send(presentFaq(row));
  });

  app.put('/faqs/:faqId', {
    schema: { tags, summary: '자주 묻는 질문 수정', description: '없는 항목은 404 FAQ_NOT_FOUND입니다.', security, params: faqParamsSchema, body: faqInputSchema, response: { 200: faqSchema, ...errorResponses(400, 401, 403, 404) } },
  }, async (request) => {
    const viewer = await app.requireUser(request);
    const row = await updateFaq(app.db.db, request.params.faqId, request.body, now());
    await audit(viewer.userId, request.ip, 'faq.update', row.id);
    notify();
    return presentFaq(row);
  });

  app.delete('/faqs/:faqId', {
    schema: { tags, summary: '자주 묻는 질문 삭제', security, params: faqParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    await deleteFaq(app.db.db, request.params.faqId);
    await audit(viewer.userId, request.ip, 'faq.delete', request.params.faqId);
    notify();
    return reply.code(204).send(null);
  });
};

export default routes;

