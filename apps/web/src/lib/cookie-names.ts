import { cookieName } from '@spi/core';

/**
 * Which cookie names this process uses (ADR 023): with Secure cookies the session, CSRF, sign-up and
 * dev-gate cookies travel as `__Host-<name>`, a browser only keeps those over https. The API decides by
 * SECURE_COOKIES (default: production); the web server by the same SECURE_COOKIES, else by the scheme
 * of its public address (SPI_SITE_URL); the browser by the page's scheme. A deployment served over https
 * keeps SECURE_COOKIES on (the production default) so the three agree.
 */
export function serverSecureCookies(env: Readonly<Record<string, string | undefined>>): boolean {
  const explicit = env.SECURE_COOKIES?.trim().toLowerCase();
  if (explicit) return ['true', '1', 'yes', 'on'].includes(explicit);
  return (env.SPI_SITE_URL ?? '').trim().toLowerCase().startsWith('https:');
}

/** In the browser: Secure cookies exactly when the page is on https. */
export function browserSecureCookies(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** The wire name of a cookie for the browser (see core `cookieName`). */
export function browserCookieName(name: string): string {
  return cookieName(name, browserSecureCookies());
}
