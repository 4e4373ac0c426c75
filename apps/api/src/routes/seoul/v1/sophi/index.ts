import {
  AppError, SOPHI_SSE_PATH, SOPHI_WS_PATH, sophiConversationListQuerySchema, sophiConversationListSchema, sophiConversationParamsSchema, sophiConversationSchema,
  sophiFeedbackInputSchema, sophiFeedbackSchema, sophiMessageParamsSchema, sophiStatusSchema,
} from '@spi/core';
import { z } from 'zod';
import { deleteConversation, rateAnswer } from '../../../../commands/sophi/conversations';
import { loadConversationMessages, loadConversationPage, loadLiveConversation } from '../../../../loaders/sophi/conversations';
import { presentSophiConversation, presentSophiConversationSummary } from '../../../../presenters/sophi/conversation';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';
import { optionalSecurity, sophiStreamRoutes } from './stream';
import { ensureGuestKey } from '../../../sophi/guest-key';

const security = [{ bearerAuth: [] }];
const PRIVATE = 'private, no-store';

/** /api/seoul/v1/sophi: status, the HTTP (server-sent events) fallback of the stream, conversations, feedback (ADR 021). */
export default resource('/sophi', async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE);
  });
  await app.register(sophiStreamRoutes);

  app.get(
    '/status',
    { schema: { tags: ['sophi'], summary: 'Sophi 상태 (엔진, 오늘 남은 질문 수)', security: optionalSecurity, response: { 200: sophiStatusSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      const viewer = await request.viewer();
      const guestKey = viewer.userId ? null : ensureGuestKey(request, reply, app.config);
      const quota = await app.sophi.quota.status({ principal: viewer.principal, ip: request.ip, guestKey });
      return { engine: app.sophi.engine.info, quota, signedIn: viewer.userId !== null, wsPath: SOPHI_WS_PATH, ssePath: SOPHI_SSE_PATH };
    },
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['sophi'], summary: '나의 Sophi 대화 목록', security, querystring: sophiConversationListQuerySchema,
        response: { 200: sophiConversationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const { page, size } = request.query;
      const { rows, total } = await loadConversationPage(app.db.db, viewer.userId, page, size);
      return { items: rows.map((r) => presentSophiConversationSummary(r.conversation, r.messageCount)), total, page, size };
    },
  );

  app.get(
    '/conversations/:conversationId',
    {
      schema: {
        tags: ['sophi'], summary: 'Sophi 대화 (메시지 포함)', security, params: sophiConversationParamsSchema,
        response: { 200: sophiConversationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const conversation = await loadLiveConversation(app.db.db, request.params.conversationId);
      if (!conversation || conversation.userId !== viewer.userId) throw new AppError('SOPHI_CONVERSATION_NOT_FOUND');
      return presentSophiConversation(conversation, await loadConversationMessages(app.db.db, conversation.id));
    },
  );

  app.delete(
    '/conversations/:conversationId',
    {
      schema: {
        tags: ['sophi'], summary: 'Sophi 대화 삭제', security, params: sophiConversationParamsSchema,
        response: { 204: z.null().describe('삭제됨'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await app.requireUser(request);
      await deleteConversation(app.db.db, viewer.userId, request.params.conversationId, new Date(app.clock()));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/messages/:messageId/feedback',
    {
      schema: {
        tags: ['sophi'], summary: 'Sophi 답변 평가 (메시지당 하나, 다시 보내면 바뀜)', security: optionalSecurity, params: sophiMessageParamsSchema,
        body: sophiFeedbackInputSchema, response: { 200: sophiFeedbackSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return rateAnswer(app.db.db, viewer.userId, request.params.messageId, request.body, new Date(app.clock()));
    },
  );
});
