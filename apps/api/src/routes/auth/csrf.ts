import { csrfResponseSchema } from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/auth/csrf: hands out the double-submit token (cookie spi-csrf + the same value in the body). */
const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/csrf',
    {
      schema: {
        tags: ['auth'],
        summary: 'CSRF 토큰 발급',
        description: '`spi-csrf` 쿠키를 설정하고 같은 값을 돌려줍니다. 쿠키로 인증하는 변경 요청은 이 값을 `x-csrf-token` 헤더로 보내야 합니다.',
        response: { 200: csrfResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { csrfToken: app.issueCsrfToken(request, reply) };
    },
  );
};

export default csrfRoutes;
