import { AppError, REFRESH_TOKEN_COOKIE, refreshRequestSchema, tokenPairResponseSchema } from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies, setSessionCookies } from '../../auth/cookies';
import { revokeSessionIn, sessionIdOfRefreshToken } from '../../commands/revoke-sessions';
import { rotateRefreshToken } from '../../commands/rotate-refresh-token';
import { recordUserEvent } from '../../commands/record-activity';
import { accessTokenOf } from '../../plugins/app/auth';
import { authRateLimit, errorResponses } from '../responses';

/** POST /api/auth/refresh and POST /api/auth/sign-out: the browser's session (spec section 4). */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refresh',
    {
      config: authRateLimit(app.config.authRateLimit),
      schema: {
        tags: ['auth'],
        summary: '액세스 토큰 갱신 (브라우저)',
        description:
          '`spi-refreshToken` 쿠키(또는 URL 토큰 로그인의 `refreshToken` 본문 값)로 새 토큰을 발급하고 두 쿠키를 설정합니다. 리프레시 토큰은 매번 교체되며 응답 본문에 담기지 않습니다. 실패하면 두 쿠키를 지우고 401을 돌려줍니다.',
        body: refreshRequestSchema,
        response: { 200: tokenPairResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await app.failureLock.assertNotLocked('refresh', request.ip);
      const refreshToken = request.cookies[REFRESH_TOKEN_COOKIE] || request.body?.refreshToken;
      const outcome = await rotateRefreshToken(app.db.db, { tokens: app.tokens, now: app.clock() }, { refreshToken });
      if (outcome.kind === 'rejected') {
        if (outcome.suspicious) await app.failureLock.recordFailure('refresh', request.ip);
        clearSessionCookies(reply, app.config);
        throw new AppError(outcome.code);
      }
      setSessionCookies(reply, app.config, outcome);
      return { accessToken: outcome.accessToken, data: { token: outcome.accessToken } };
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: '로그아웃',
        description: '현재 세션을 끝내고 두 토큰 쿠키를 지웁니다. 액세스 토큰이 만료되었어도 동작합니다.',
        response: { 204: z.null(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const accessToken = accessTokenOf(request);
      const claims = accessToken ? await app.tokens.readAccessTokenIgnoringExpiry(accessToken) : null;
      const sessionId = (await sessionIdOfRefreshToken(app.db.db, request.cookies[REFRESH_TOKEN_COOKIE])) ?? claims?.sid ?? null;
      const userId = sessionId ? await revokeSessionIn(app.db.db, sessionId, 'sign_out', now) : null;
      if (userId) await recordUserEvent(app.db.db, userId, 'sign_out', {}, new Date(now));
      clearSessionCookies(reply, app.config);
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
