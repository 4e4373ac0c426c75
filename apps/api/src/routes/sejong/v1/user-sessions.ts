import { AppError, sessionListResponseSchema, sessionParamsSchema, tokenPairResponseSchema, userIdParamsSchema, userTokenRefreshRequestSchema } from '@spi/core';
import { schema } from '@spi/db';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { clearSessionCookies } from '../../../auth/cookies';
import { revokeUserSession } from '../../../commands/revoke-sessions';
import { rotateRefreshToken } from '../../../commands/rotate-refresh-token';
import { presentSessionSummary } from '../../../presenters/session-summary';
import { authRateLimit, errorResponses } from '../../responses';
import { resource } from '../../route-group';
import { requireUserRecord } from './user-record-access';

const security = [{ bearerAuth: [] }];

/** /api/sejong/v1/users/{userId}: signed-in sessions (list, revoke) and the token refresh for non-browser clients. */
export default resource('/users', async (app) => {
  app.get(
    '/:userId/sessions',
    {
      schema: {
        tags: ['users'],
        summary: '로그인된 기기 목록',
        security,
        params: userIdParamsSchema,
        response: { 200: sessionListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { viewer } = await requireUserRecord(app, request, userId, 'user.read_sessions');
      const rows = await app.db.db
        .select()
        .from(schema.sessions)
        .where(and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt), gt(schema.sessions.expiresAt, new Date(app.clock()))))
        .orderBy(desc(schema.sessions.lastUsedAt));
      return { sessions: rows.map((row) => presentSessionSummary(row, viewer.sessionId)) };
    },
  );

  app.delete(
    '/:userId/sessions/:sessionId',
    {
      schema: {
        tags: ['users'],
        summary: '기기 로그아웃 (세션 종료)',
        security,
        params: sessionParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = request.params;
      const { viewer } = await requireUserRecord(app, request, userId, 'user.revoke_session');
      if (!(await revokeUserSession(app.db.db, userId, sessionId, 'user', app.clock()))) throw new AppError('NOT_FOUND');
      if (sessionId === viewer.sessionId) clearSessionCookies(reply, app.config);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:userId/tokens/refresh',
    {
      // Non-browser clients: the refresh token comes in a header or the body, never a cookie, so no CSRF pair.
      config: { csrf: false, ...authRateLimit(app.config.authRateLimit) },
      schema: {
        tags: ['auth'],
        summary: '토큰 갱신 (브라우저 외 클라이언트)',
        description: '`RefreshToken` 헤더(또는 본문 refreshToken)의 리프레시 토큰을 교체하고 새 토큰 쌍을 본문으로 돌려줍니다. 토큰의 사용자가 {userId}와 다르면 401입니다.',
        params: userIdParamsSchema,
        body: userTokenRefreshRequestSchema,
        response: { 200: tokenPairResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await app.failureLock.assertNotLocked('refresh', request.ip);
      const header = request.headers.refreshtoken;
      const refreshToken = (typeof header === 'string' && header) || request.body?.refreshToken;
      const outcome = await rotateRefreshToken(app.db.db, { tokens: app.tokens, now: app.clock() }, { refreshToken, expectedUserId: request.params.userId });
      if (outcome.kind === 'rejected') {
        if (outcome.suspicious) await app.failureLock.recordFailure('refresh', request.ip);
        throw new AppError(outcome.code);
      }
      reply.header('cache-control', 'no-store');
      return {
        accessToken: outcome.accessToken,
        data: { token: outcome.accessToken, ...(outcome.refreshToken ? { refreshToken: outcome.refreshToken } : {}) },
      };
    },
  );
});
