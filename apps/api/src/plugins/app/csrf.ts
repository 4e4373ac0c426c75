import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, CSRF_COOKIE, CSRF_HEADER } from '@spi/core';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Enforces the double-submit CSRF pair; on for every write unless the route says `config: { csrf: false }` (route-guards.ts). */
    requireCsrf: preHandlerAsyncHookHandler;
    /** Returns the request's CSRF token, setting a fresh `spi-csrf` cookie when there is none. */
    issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string;
  }
  interface FastifyContextConfig {
    /**
     * Unsafe methods require the CSRF header to match the cookie by default; `false` opts a write out
     * (only for cookie-less or cross-site callers, with a comment why). See ADR 013.
     */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60; // default cookie lifetime, spec section 9

/** A bearer header cannot be attached by a cross-site form, so such requests need no CSRF pair. */
function isBearerAuthenticated(request: FastifyRequest): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
}

function tokensMatch(cookieToken: string | undefined, headerToken: string | string[] | undefined): boolean {
  if (typeof cookieToken !== 'string' || typeof headerToken !== 'string') return false;
  const a = Buffer.from(cookieToken);
  const b = Buffer.from(headerToken);
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async (app) => {
    const secureCookie = app.config.secureCookies || app.config.isProduction;

    app.decorate('issueCsrfToken', (request: FastifyRequest, reply: FastifyReply) => {
      const existing = request.cookies[CSRF_COOKIE];
      if (existing && TOKEN_PATTERN.test(existing)) return existing;
      const token = randomBytes(32).toString('base64url');
      // Readable by the web app's script on purpose: it copies the value into the header.
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: secureCookie,
        httpOnly: false,
        maxAge: COOKIE_MAX_AGE_SECONDS,
      });
      return token;
    });

    const requireCsrf: preHandlerAsyncHookHandler = async (request) => {
      if (SAFE_METHODS.has(request.method) || isBearerAuthenticated(request)) return;
      if (!tokensMatch(request.cookies[CSRF_COOKIE], request.headers[CSRF_HEADER])) {
        throw new AppError('CSRF_TOKEN_INVALID');
      }
    };
    app.decorate('requireCsrf', requireCsrf);

    // Every write route (unless `config: { csrf: false }`) gets the check from route-guards.ts, after
    // authentication and before the body is parsed or validated.
  },
  { name: 'csrf', dependencies: ['cookie'], decorators: { fastify: ['config'] } },
);
