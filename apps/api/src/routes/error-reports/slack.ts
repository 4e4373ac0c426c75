import { errorEnvelopeSchema, errorReportRequestSchema, errorReportResponseSchema } from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordErrorReport } from '../../commands/record-error-report';

/** POST /api/slack: the web app's crash report (spec section 7). Stored first, then forwarded to chat. */
const slackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/slack',
    {
      // Sent with a plain keepalive fetch that must work when the API client is what broke; it reads no
      // cookie and acts for nobody, so a forged report gains nothing (rate limited per IP instead).
      config: { csrf: false, rateLimit: { max: app.config.errorReportRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['error-reports'],
        summary: '웹 오류 보고',
        description: '웹 앱에서 발생한 오류를 저장하고 팀 채팅 웹훅으로 전달합니다. IP당 분당 요청 수가 제한됩니다.',
        body: errorReportRequestSchema,
        response: {
          202: errorReportResponseSchema,
          400: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const report = await recordErrorReport(app.db.db, request.body);
      await app.errorReportSink.send(report);
      return reply.code(202).send({ received: true, reportId: report.id });
    },
  );
};

export default slackRoutes;
