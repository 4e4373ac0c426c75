import { AppError, SIGNUP_COOKIE, signupConfirmRequestSchema, signupConfirmResponseSchema, userIdParamsSchema } from '@spi/core';
import { clearSignupCookie, setSessionCookies } from '../../../auth/cookies';
import { sessionContextOf } from '../../../auth/request-context';
import { confirmSignup } from '../../../commands/confirm-signup';
import { loadUser } from '../../../loaders/load-viewer';
import { authRateLimit, errorResponses } from '../../responses';
import { resource } from '../../route-group';

/** POST /api/sejong/v1/users/{userId}/signup_confirm: the last step of a first social login. */
export default resource('/users', async (app) => {
  app.post(
    '/:userId/signup_confirm',
    {
      config: { ...authRateLimit(app.config.authRateLimit) },
      schema: {
        tags: ['users'],
        summary: '회원가입 완료',
        description: '`spi-signup` 쿠키의 가입 대기 사용자에 대해 약관 동의, 닉네임, 뉴스레터 수신 여부를 저장하고 로그인 세션을 시작합니다. 두 번째 요청은 409입니다.',
        params: userIdParamsSchema,
        body: signupConfirmRequestSchema,
        response: { 200: signupConfirmResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const signupUserId = await app.tokens.verifySignupToken(request.cookies[SIGNUP_COOKIE]);
      if (!signupUserId || signupUserId !== userId) throw new AppError('SIGNUP_SESSION_INVALID');
      const { userAgent, ip } = sessionContextOf(request, null);
      const tokens = await confirmSignup(app.db.db, { tokens: app.tokens, now: app.clock() }, userId, request.body, { userAgent, ip });
      const loaded = await loadUser(app.db.db, userId);
      if (!loaded) throw new AppError('USER_NOT_FOUND');
      setSessionCookies(reply, app.config, tokens);
      clearSignupCookie(reply, app.config);
      return { accessToken: tokens.accessToken, data: { token: tokens.accessToken }, user: loaded.user };
    },
  );
});
