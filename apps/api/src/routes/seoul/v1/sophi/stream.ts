import { PassThrough } from 'node:stream';
import { sophiAskBodySchema, sophiMessageParamsSchema, sophiResumeQuerySchema, sophiStopResultSchema, type SophiServerEvent } from '@spi/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestStop } from '../../../../commands/sophi/conversations';
import { resumeAnswer } from '../../../../commands/sophi/resume-answer';
import { launchAnswer, prepareAnswer } from '../../../../commands/sophi/run-answer';
import { sseFrame } from '../../../../presenters/sophi/events';
import { errorResponses } from '../../../responses';
import { guestKeyOf } from '../../../sophi/guest-key';

export const optionalSecurity: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}];
/** A comment line this often keeps proxies from closing an idle stream. */
const SSE_KEEPALIVE_MS = 15_000;
const SSE_DESCRIPTION = '200: text/event-stream of `event: <type>` / `data: <json>` lines, the server events of the websocket (sophiServerEventSchema).';

/** Opens a server-sent events response; writes after the client left are dropped. */
function openStream(reply: FastifyReply): { emit: (event: SophiServerEvent) => void; end: () => void; stream: PassThrough } {
  const stream = new PassThrough();
  const keepAlive = setInterval(() => stream.writable && stream.write(': keep-alive\n\n'), SSE_KEEPALIVE_MS);
  keepAlive.unref();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    stream.end();
  };
  reply.raw.on('close', () => clearInterval(keepAlive));
  reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'private, no-store').header('x-accel-buffering', 'no');
  return { emit: (event) => !ended && stream.write(sseFrame(event)), end, stream };
}

/** The HTTP fallback of the Sophi stream (ADR 021): the same events as server-sent events. */
export const sophiStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/answers',
    {
      schema: {
        tags: ['sophi'],
        summary: 'Sophi 질문 (웹소켓을 쓸 수 없을 때: 같은 이벤트를 server-sent events로)',
        security: optionalSecurity,
        body: sophiAskBodySchema,
        description: SSE_DESCRIPTION,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const deps = app.sophi.deps();
      const prepared = await prepareAnswer(deps, request.body, { userId: viewer.userId, principal: viewer.principal, ip: request.ip, guestKey: guestKeyOf(request) });
      request.log.info({ messageId: prepared.messageId, signedIn: Boolean(viewer.userId), transport: 'sse' }, 'sophi ask');
      const out = openStream(reply);
      // The client leaving does not cancel: the answer finishes and is stored (resume with GET /answers/:messageId).
      const run = launchAnswer(deps, app.sophi.runs, prepared, out.emit);
      void run.done.finally(out.end);
      return reply.send(out.stream as never);
    },
  );

  app.get(
    '/answers/:messageId',
    {
      schema: {
        tags: ['sophi'],
        summary: 'Sophi 답변 이어 받기 (offset 글자부터, server-sent events)',
        security: optionalSecurity,
        params: sophiMessageParamsSchema,
        querystring: sophiResumeQuerySchema,
        description: SSE_DESCRIPTION,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const { db, bus, log, clock } = app.sophi.deps();
      const out = openStream(reply);
      const handle = await resumeAnswer({ db, bus, log, clock }, { messageId: request.params.messageId, offset: request.query.offset, userId: viewer.userId }, out.emit);
      reply.raw.on('close', handle.stop);
      void handle.finished.then(out.end);
      return reply.send(out.stream as never);
    },
  );

  app.post(
    '/answers/:messageId/stop',
    {
      schema: {
        tags: ['sophi'],
        summary: 'Sophi 답변 중지 (어느 프로세스에서 스트리밍 중이든)',
        security: optionalSecurity,
        params: sophiMessageParamsSchema,
        response: { 200: sophiStopResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const stopping = await requestStop(app.db.db, viewer.userId, request.params.messageId, new Date(app.clock()));
      reply.header('cache-control', 'private, no-store');
      return { messageId: request.params.messageId, stopping };
    },
  );
};
