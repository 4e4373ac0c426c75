import { OAUTH_BINDING_COOKIE, oauthCallbackQuerySchema, oauthStartQuerySchema, providerParamsSchema, type OAuthRedirectErrorCode } from '@spi/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OidcExchangeError } from '../../adapters/oidc-provider';
import { clearOAuthBindingCookie, setOAuthBindingCookie, setSessionCookies, setSignupCookie } from '../../auth/cookies';
import { sessionContextOf } from '../../auth/request-context';
import { randomToken } from '../../auth/secrets';
import { consumeOAuthState } from '../../commands/consume-oauth-state';
import { signInWithIdentity } from '../../commands/sign-in-with-identity';
import { startOAuthSignIn } from '../../commands/start-oauth-sign-in';
import { authRateLimit, errorResponses } from '../responses';

const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where a failed sign-in lands: the sign-in page with a stable code (never a secret, code or token). */
export function signInErrorLocation(code: OAuthRedirectErrorCode, redirectTo: string): string {
  return `/sign-in?error=${code}&redirect=${encodeURIComponent(redirectTo)}`;
}

/**
 * Social login by the authorization-code flow (spec section 2, /sign-in): the API talks to the
 * provider; the browser only follows redirects.
 */
const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/:provider/start',
    {
      config: authRateLimit(app.config.authRateLimit),
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 시작',
        description: '일회용 state(브라우저에 묶임), PKCE S256, nonce를 만들고 제공자(카카오, Google)의 인가 화면으로 302 이동합니다.',
        params: providerParamsSchema,
        querystring: oauthStartQuerySchema,
        response: errorResponses(400, 429),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const existing = request.cookies[OAUTH_BINDING_COOKIE];
      // Reusing the browser's binding lets two tabs sign in at the same time.
      const binding = existing && BINDING_PATTERN.test(existing) ? existing : randomToken();
      noStore(reply);
      try {
        const url = await startOAuthSignIn(app.db.db, app.oidcProviders[provider], { provider, redirectTo: request.query.redirect, binding, now: app.clock() });
        setOAuthBindingCookie(reply, app.config, binding);
        return reply.redirect(url, 302);
      } catch (err) {
        request.log.warn({ provider, errName: (err as Error).name }, 'social login could not start: provider discovery failed');
        return reply.redirect(signInErrorLocation('OAUTH_PROVIDER_ERROR', request.query.redirect), 302);
      }
    },
  );

  app.get(
    '/:provider/callback',
    {
      config: authRateLimit(app.config.authRateLimit),
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 콜백',
        description:
          '제공자가 돌려보낸 code와 state를 확인하고 교환합니다. 기존 회원은 세션 쿠키와 함께 원래 페이지로, 처음 온 사람은 `/sign-up`으로, 실패하면 `/sign-in?error=<코드>`로 302 이동합니다.',
        params: providerParamsSchema,
        querystring: oauthCallbackQuerySchema,
        response: errorResponses(400, 429),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const now = app.clock();
      noStore(reply);
      clearOAuthBindingCookie(reply, app.config);
      const consumed = await consumeOAuthState(app.db.db, { provider, state: request.query.state, binding: request.cookies[OAUTH_BINDING_COOKIE], now });
      if (request.query.error) {
        const code = request.query.error === 'access_denied' ? 'OAUTH_DENIED' : 'OAUTH_PROVIDER_ERROR';
        request.log.info({ provider, providerError: request.query.error.slice(0, 50) }, 'social login ended by the provider');
        return reply.redirect(signInErrorLocation(code, consumed.ok ? consumed.state.redirectTo : consumed.redirectTo), 302);
      }
      if (!consumed.ok) {
        request.log.warn({ provider }, 'social login callback with an unknown, expired or unbound state');
        return reply.redirect(signInErrorLocation(consumed.code, consumed.redirectTo), 302);
      }
      const { state } = consumed;
      let profile;
      try {
        profile = await app.oidcProviders[provider].exchangeCode(request.query, {
          state: request.query.state ?? '',
          nonce: state.nonce,
          codeVerifier: state.codeVerifier,
        });
      } catch (err) {
        const detail = err instanceof OidcExchangeError ? err.detail : { name: 'Error' };
        request.log.warn({ provider, ...detail }, 'social login code exchange failed');
        return reply.redirect(signInErrorLocation('OAUTH_PROVIDER_ERROR', state.redirectTo), 302);
      }

      const result = await signInWithIdentity(app.db.db, { tokens: app.tokens, now }, provider, profile, sessionContextOf(request, provider));
      if (result.kind === 'signed-in') {
        setSessionCookies(reply, app.config, result.tokens);
        return reply.redirect(state.redirectTo, 302);
      }
      setSignupCookie(reply, app.config, await app.tokens.signSignupToken(result.userId));
      return reply.redirect(`/sign-up?redirect=${encodeURIComponent(state.redirectTo)}`, 302);
    },
  );
};

export default oauthRoutes;
