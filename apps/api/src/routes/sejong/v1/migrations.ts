import { AppError, findEmailsQuerySchema, findEmailsResponseSchema } from '@spi/core';
import { findLegacyEmails } from '../../../commands/find-legacy-emails';
import { maskEmail } from '../../../presenters/masked-email';
import { authRateLimit, errorResponses } from '../../responses';
import { resource } from '../../route-group';

/** /api/sejong/v1/migrations: finding the e-mail of an account of the previous service. */
export default resource('/migrations', async (app) => {
  app.get(
    '/find_emails',
    {
      config: authRateLimit(app.config.authRateLimit),
      schema: {
        tags: ['migrations'],
        summary: '이전 서비스 아이디로 가입 이메일 찾기',
        description: '이전 서비스의 아이디로 가입한 이메일을 가려서(예: mi****@example.com) 돌려줍니다. 연속 실패가 많으면 잠시 잠깁니다.',
        querystring: findEmailsQuerySchema,
        response: { 200: findEmailsResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await app.failureLock.assertNotLocked('find_emails', request.ip);
      const rows = await findLegacyEmails(app.db.db, request.query.legacyUserId);
      if (rows.length === 0) {
        await app.failureLock.recordFailure('find_emails', request.ip);
        throw new AppError('LEGACY_USER_NOT_FOUND');
      }
      return {
        emails: rows.map((row) => ({ maskedEmail: maskEmail(row.email), provider: row.provider, joinedAt: row.joinedAt?.toISOString() ?? null })),
      };
    },
  );
});
