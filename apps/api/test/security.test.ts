import { ACCESS_TOKEN_COOKIE, CSRF_COOKIE, CSRF_HEADER, REFRESH_TOKEN_COOKIE, cookieName } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildTestApp, cookieValue, createTestDb, DB_KINDS, setCookies } from './helpers';
import { buildUser, signIn } from './factories';

/** Test-only routes: one opted in to the CSRF check, one not. */
function csrfRoutes(app: ApiApp): void {
  app.post('/test/protected', { config: { csrf: true } }, async () => ({ ok: true }));
  app.get('/test/protected', { config: { csrf: true } }, async () => ({ ok: true }));
  app.post('/test/open', { config: { csrf: false } }, async () => ({ ok: true }));
  app.post('/test/default', async () => ({ ok: true }));
}

describe.each(DB_KINDS)('security (%s)', (kind) => {
  let db: DbHandle;

  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(async () => {
    await db.close();
  });

  describe('security headers and the request id', () => {
    const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

    function expectBaseHeaders(headers: Record<string, unknown>): void {
      expect(headers['content-security-policy']).toContain("default-src 'none'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-resource-policy']).toBe('same-site');
      expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }

    it('sends a locked-down CSP and the API headers on JSON responses, and not the document-only ones', async () => {
      const app = await buildTestApp({ db });
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expectBaseHeaders(res.headers);
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      // Outside production no HSTS: local HTTP must keep working.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      await app.close();
    });

    it('sends them on errors, router errors and response-cache hits, with a new request id each time', async () => {
      const app = await buildTestApp({ db });
      const notFound = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(notFound.statusCode).toBe(404);
      expectBaseHeaders(notFound.headers);
      // A broken percent-encoding fails in the router, before any onRequest hook.
      const badUrl = await app.inject({ method: 'GET', url: '/api/seoul/v1/tags/%E0%A4%A' });
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json().error.code).toBe('BAD_REQUEST');
      expectBaseHeaders(badUrl.headers);
      const first = await app.inject({ method: 'GET', url: '/api/sejong/v1/memberships/plans' });
      const hit = await app.inject({ method: 'GET', url: '/api/sejong/v1/memberships/plans' });
      expect(hit.headers['x-cache']).toBe('HIT');
      expectBaseHeaders(hit.headers);
      expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      await app.close();
    });

    it('sends HSTS in production', async () => {
      const app = await buildTestApp({ db, config: { isProduction: true } });
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      await app.close();
    });
  });

  describe('CORS', () => {
    it('is closed by default: no Access-Control-Allow-Origin for any origin', async () => {
      const app = await buildTestApp({ db });
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://localhost:3000' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/slack',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      await app.close();
    });

    it('allows exactly the configured origins, with credentials', async () => {
      const app = await buildTestApp({ db, config: { corsOrigins: ['http://localhost:3000'] } });
      const allowed = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://localhost:3000' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');

      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/slack',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': `content-type,${CSRF_HEADER}` },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(CSRF_HEADER);

      const other = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      await app.close();
    });
  });

  describe('CSRF double submit', () => {
    let app: ApiApp;
    let token: string;

    beforeAll(async () => {
      app = await buildTestApp({ db, setup: csrfRoutes });
      const res = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
      token = res.json().csrfToken;
    });
    afterAll(async () => {
      await app.close();
    });

    it('GET /api/auth/csrf sets a readable Lax cookie holding the returned token', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const setCookie = String(res.headers['set-cookie']);
      expect(cookieValue(res.headers['set-cookie'], CSRF_COOKIE)).toBe(body.csrfToken);
      expect(setCookie).toContain('Path=/');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).not.toContain('HttpOnly');
      expect(setCookie).not.toContain('Secure');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('keeps an existing valid token instead of rotating it', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/auth/csrf', cookies: { [CSRF_COOKIE]: token } });
      expect(res.json().csrfToken).toBe(token);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('marks the cookie Secure in production', async () => {
      const prod = await buildTestApp({ db, config: { isProduction: true } });
      const res = await prod.inject({ method: 'GET', url: '/api/auth/csrf' });
      expect(String(res.headers['set-cookie'])).toContain('Secure');
      await prod.close();
    });

    it('rejects a cookie request without the header: 403 CSRF_TOKEN_INVALID', async () => {
      const res = await app.inject({ method: 'POST', url: '/test/protected', cookies: { [CSRF_COOKIE]: token, 'spi-accessToken': 'session' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { code: 'CSRF_TOKEN_INVALID', message: '보안 토큰이 유효하지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' },
      });
    });

    it('rejects a mismatched header', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/test/protected',
        cookies: { [CSRF_COOKIE]: token },
        headers: { [CSRF_HEADER]: `${token.slice(0, -1)}x` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('CSRF_TOKEN_INVALID');
    });

    it('rejects a header without the cookie', async () => {
      const res = await app.inject({ method: 'POST', url: '/test/protected', headers: { [CSRF_HEADER]: token } });
      expect(res.statusCode).toBe(403);
    });

    it('accepts a matching header and cookie', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/test/protected',
        cookies: { [CSRF_COOKIE]: token },
        headers: { [CSRF_HEADER]: token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    });

    it('skips the check for bearer-authenticated requests', async () => {
      const res = await app.inject({ method: 'POST', url: '/test/protected', headers: { authorization: 'Bearer some.access.token' } });
      expect(res.statusCode).toBe(200);
    });

    it('does not skip for a non-bearer Authorization header', async () => {
      const res = await app.inject({ method: 'POST', url: '/test/protected', headers: { authorization: 'Basic dXNlcjpwdw==' } });
      expect(res.statusCode).toBe(403);
    });

    it('never checks safe methods or routes that opted out; checks every other write by default (ADR 013)', async () => {
      expect((await app.inject({ method: 'GET', url: '/test/protected' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/test/open' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/test/default' })).statusCode).toBe(403);
    });
  });

  describe('__Host- cookies when cookies are Secure (ADR 023)', () => {
    let app: ApiApp;
    const token = 'h'.repeat(43);
    const hostCsrf = cookieName(CSRF_COOKIE, true);

    beforeAll(async () => {
      app = await buildTestApp({ db, config: { secureCookies: true }, setup: csrfRoutes });
    });
    afterAll(async () => {
      await app.close();
    });

    it('names the CSRF cookie __Host-spi-csrf: Secure, Path=/, no Domain', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
      const line = setCookies(res.headers['set-cookie'])[hostCsrf]!;
      expect(hostCsrf).toBe('__Host-spi-csrf');
      expect(line).toContain('Secure');
      expect(line).toContain('Path=/');
      expect(line).not.toMatch(/Domain=/i);
      expect(cookieValue(res.headers['set-cookie'], CSRF_COOKIE)).toBeUndefined();
    });

    it('accepts the prefixed CSRF cookie and ignores a plain one (a subdomain could have set it)', async () => {
      const prefixed = await app.inject({ method: 'POST', url: '/test/protected', cookies: { [hostCsrf]: token }, headers: { [CSRF_HEADER]: token } });
      expect(prefixed.statusCode).toBe(200);
      const plain = await app.inject({ method: 'POST', url: '/test/protected', cookies: { [CSRF_COOKIE]: token }, headers: { [CSRF_HEADER]: token } });
      expect(plain.statusCode).toBe(403);
      expect(plain.json().error.code).toBe('CSRF_TOKEN_INVALID');
    });

    it('refreshes from __Host-spi-refreshToken and sets both session cookies with the prefix (Lax, HttpOnly refresh)', async () => {
      const issued = await signIn(app, await buildUser(db));
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { [hostCsrf]: token, [cookieName(REFRESH_TOKEN_COOKIE, true)]: issued.refreshToken! },
        headers: { [CSRF_HEADER]: token },
      });
      expect(res.statusCode).toBe(200);
      const cookies = setCookies(res.headers['set-cookie']);
      const access = cookies['__Host-spi-accessToken']!;
      const refresh = cookies['__Host-spi-refreshToken']!;
      expect(access).toMatch(/Secure/);
      expect(access).toMatch(/SameSite=Lax/);
      expect(access).not.toMatch(/HttpOnly/);
      expect(refresh).toMatch(/HttpOnly/);
      expect(refresh).toMatch(/Path=\//);
      expect(cookies[ACCESS_TOKEN_COOKIE]).toBeUndefined();
    });

    it('ignores a plain refresh cookie', async () => {
      const issued = await signIn(app, await buildUser(db));
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { [hostCsrf]: token, [REFRESH_TOKEN_COOKIE]: issued.refreshToken! },
        headers: { [CSRF_HEADER]: token },
      });
      expect(res.statusCode).toBe(401);
    });

    it('reads the prefixed access cookie for cookie-authenticated reads', async () => {
      const issued = await signIn(app, await buildUser(db));
      const prefixed = await app.inject({ method: 'GET', url: '/api/sejong/v1/users/me', cookies: { [cookieName(ACCESS_TOKEN_COOKIE, true)]: issued.accessToken } });
      expect(prefixed.statusCode).toBe(200);
      const plain = await app.inject({ method: 'GET', url: '/api/sejong/v1/users/me', cookies: { [ACCESS_TOKEN_COOKIE]: issued.accessToken } });
      expect(plain.statusCode).toBe(401);
    });

    it('sign-out clears the prefixed cookies', async () => {
      const issued = await signIn(app, await buildUser(db));
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        cookies: { [hostCsrf]: token, [cookieName(REFRESH_TOKEN_COOKIE, true)]: issued.refreshToken!, [cookieName(ACCESS_TOKEN_COOKIE, true)]: issued.accessToken },
        headers: { [CSRF_HEADER]: token },
      });
      expect(res.statusCode).toBeLessThan(300);
      const cookies = setCookies(res.headers['set-cookie']);
      expect(cookies['__Host-spi-refreshToken']).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
      expect(cookies['__Host-spi-accessToken']).toBeDefined();
    });
  });
});
