import {
  errorEnvelope,
  healthResponseSchema,
  readinessResponseSchema,
  readinessUnavailableResponseSchema,
} from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_VERSION } from '../../version';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** GET /api/health (liveness) and GET /api/ready (readiness: the database answers). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: '프로세스 상태 확인 (liveness)',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()), version: API_VERSION }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: '요청 처리 가능 여부 확인 (readiness, 데이터베이스 연결 포함)',
        response: { 200: readinessResponseSchema, 503: readinessUnavailableResponseSchema },
      },
    },
    async (request, reply) => {
      const database = app.db.kind;
      try {
        await withTimeout(app.db.ping(), PING_TIMEOUT_MS);
        return { status: 'ready' as const, checks: { database: 'ok' as const }, database };
      } catch (err) {
        request.log.error({ err }, 'readiness check failed: database ping');
        return reply.code(503).send({
          status: 'unavailable',
          checks: { database: 'error' },
          database,
          ...errorEnvelope('SERVICE_UNAVAILABLE'),
        });
      }
    },
  );
};

export default healthRoutes;
