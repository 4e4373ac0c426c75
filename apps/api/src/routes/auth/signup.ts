import { AppError, SIGNUP_COOKIE, signupSessionResponseSchema } from '@spi/core';
import { schema } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentSignupSession } from '../../presenters/signup-session';
import { errorResponses } from '../responses';

/** GET /api/auth/signup-session: what the /sign-up page shows about the pending sign-up. */
const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/signup-session',
    {
      schema: {
        tags: ['auth'],
        summary: '진행 중인 회원가입 정보',
        description: '첫 소셜 로그인 뒤 `spi-signup` 쿠키(30분)로 가입 대기 중인 사용자의 이메일, 제공자, 추천 닉네임을 돌려줍니다.',
        response: { 200: signupSessionResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = await app.tokens.verifySignupToken(request.cookies[SIGNUP_COOKIE]);
      if (!userId) throw new AppError('SIGNUP_SESSION_INVALID');
      const [user] = await app.db.db.select().from(schema.users).where(eq(schema.users.id, userId));
      if (user?.status === 'ACTIVE') throw new AppError('SIGNUP_ALREADY_CONFIRMED');
      const [identity] = await app.db.db.select().from(schema.userIdentities).where(eq(schema.userIdentities.userId, userId)).limit(1);
      if (!user || user.status !== 'PENDING' || !identity) throw new AppError('SIGNUP_SESSION_INVALID');
      return presentSignupSession(user, identity.provider);
    },
  );
};

export default signupRoutes;
