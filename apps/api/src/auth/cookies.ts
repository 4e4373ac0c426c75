import { ACCESS_TOKEN_COOKIE, type DEV_GATE_COOKIE, OAUTH_BINDING_COOKIE, REFRESH_TOKEN_COOKIE, SESSION, SIGNUP_COOKIE, SIGNUP_SESSION_TTL_SECONDS } from '@spi/core';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';

export const OAUTH_STATE_TTL_SECONDS = 10 * 60;
export const DEV_GATE_ATTEMPTS_COOKIE = 'spi-dev-gate-attempts';

function base(config: AppConfig, httpOnly: boolean): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: config.secureCookies, httpOnly };
}

/**
 * Sets the session cookies. The access cookie is readable by the web app on purpose (spec section 4:
 * it sends the token as a Bearer header); the refresh cookie is HttpOnly and lives as long as the
 * session's absolute lifetime. `refreshToken` null (the grace path) leaves the refresh cookie as is.
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: AppConfig,
  tokens: { accessToken: string; refreshToken: string | null; refreshMaxAgeSeconds: number },
): void {
  reply.setCookie(ACCESS_TOKEN_COOKIE, tokens.accessToken, { ...base(config, false), maxAge: SESSION.defaultCookieDays * 24 * 60 * 60 });
  if (tokens.refreshToken) {
    reply.setCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, { ...base(config, true), maxAge: Math.max(0, tokens.refreshMaxAgeSeconds) });
  }
  reply.header('cache-control', 'no-store');
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, base(config, false));
  reply.clearCookie(REFRESH_TOKEN_COOKIE, base(config, true));
  reply.header('cache-control', 'no-store');
}

export function setSignupCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SIGNUP_COOKIE, token, { ...base(config, true), maxAge: SIGNUP_SESSION_TTL_SECONDS });
}

export function clearSignupCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SIGNUP_COOKIE, base(config, true));
}

/** The browser binding of an OAuth start: only its hash is stored beside the state. */
export function setOAuthBindingCookie(reply: FastifyReply, config: AppConfig, value: string): void {
  reply.setCookie(OAUTH_BINDING_COOKIE, value, { ...base(config, true), path: '/api/auth', maxAge: OAUTH_STATE_TTL_SECONDS });
}

export function clearOAuthBindingCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(OAUTH_BINDING_COOKIE, { ...base(config, true), path: '/api/auth' });
}

/** Browser-session cookies (no Max-Age): the dev-gate grant and the signed failed-attempt count. */
export function setBrowserSessionCookie(reply: FastifyReply, config: AppConfig, name: typeof DEV_GATE_COOKIE | typeof DEV_GATE_ATTEMPTS_COOKIE, value: string): void {
  reply.setCookie(name, value, base(config, true));
}
