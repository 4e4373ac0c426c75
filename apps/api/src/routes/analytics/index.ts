import { analyticsBatchResponseSchema, analyticsBatchSchema, errorEnvelopeSchema } from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAnalyticsEvents } from '../../commands/analytics/record-events';

/**
 * /api/analytics: first-party analytics events (ADR 022, contracts/operations.ts). No sign-in needed
 * (pseudonymous: a hashed user id and a random client id), rate limited per IP like POST /api/slack, and
 * like it without the CSRF pair: the browser sends it with sendBeacon, which cannot set headers.
 */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events',
    {
      // Sent without headers (keepalive fetch on page hide); reads no cookie and acts for nobody.
      config: { csrf: false, rateLimit: { max: app.config.analyticsRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary: '분석 이벤트 수집',
        description: '페이지 조회와 로그인·가입 같은 이벤트를 자체 서버에 저장합니다. 로그인이 필요 없고 IP당 분당 요청 수가 제한됩니다.',
        body: analyticsBatchSchema,
        response: {
          202: analyticsBatchResponseSchema,
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const accepted = await recordAnalyticsEvents(app.db.db, request.body.events);
      return reply.code(202).send({ accepted });
    },
  );
};
export default analyticsRoutes;
