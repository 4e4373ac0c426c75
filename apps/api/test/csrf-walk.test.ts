import { ACCESS_TOKEN_COOKIE, isErrorEnvelope } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { isWriteRoute, needsCsrfPair, requiresUser } from '../src/plugins/app/route-guards';
import { bearer, buildUser, csrfCookies, csrfHeaders, signIn } from './factories';
import { buildTestApp, createTestDb } from './helpers';

type Operation = { security?: Array<Record<string, string[]>>; requestBody?: { content?: Record<string, unknown> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/**
 * The writes that legitimately skip the CSRF pair (`config: { csrf: false }` with a comment in the route):
 * none of them reads a cookie or acts for a signed-in user.
 */
const CSRF_OPT_OUTS = [
  'POST /api/slack', // crash reports: a plain keepalive fetch that must work when the API client broke
  'POST /api/analytics/events', // analytics beacons: keepalive fetch on page hide, no headers
  'POST /api/sejong/v1/users/{userId}/tokens/refresh', // non-browser clients: refresh token in a header or body
  'POST /api/sejong/v1/payments/webhook', // the payment gateway, server to server, signed
];

/** OpenAPI path → Fastify route url (`{id}` → `:id`), as route-guards records opt-outs. */
const fastifyUrl = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

describe('CSRF default rule', () => {
  it('every write needs the pair unless it says csrf: false; reads never', () => {
    expect(needsCsrfPair('POST', undefined)).toBe(true);
    expect(needsCsrfPair(['GET', 'DELETE'], undefined)).toBe(true);
    expect(needsCsrfPair('PATCH', false)).toBe(false);
    expect(needsCsrfPair('GET', undefined)).toBe(false);
    expect(isWriteRoute(['GET', 'HEAD'])).toBe(false);
  });
});

// The walk is about routing and hooks, not SQL: PGlite is enough (route-guards.test.ts runs both kinds).
describe('CSRF walk over the OpenAPI document', () => {
  let db: DbHandle;
  let app: ApiApp;
  let adminId: string;
  let accessToken: string;
  let writes: Array<{ method: string; path: string; url: string; op: Operation; key: string }>;

  beforeAll(async () => {
    db = await createTestDb('pglite');
    app = await buildTestApp({ db });
    adminId = await buildUser(db, { nickname: '가드관리자', roles: ['ROLE_ADMIN', 'ROLE_EDITOR'] });
    ({ accessToken } = await signIn(app, adminId));
    const spec = app.swagger() as unknown as OpenApi;
    writes = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const method of WRITE_METHODS) {
        const op = operations[method];
        if (!op) continue;
        const url = path.replace(/\{userId\}/g, adminId).replace(/\{[^}]+\}/g, '1');
        writes.push({ method: method.toUpperCase(), path, url, op, key: `${method.toUpperCase()} ${path}` });
      }
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('the allow-list is exactly the set of write routes with csrf: false', () => {
    expect([...app.csrfOptOuts].sort()).toEqual(CSRF_OPT_OUTS.map((key) => { const [m, p] = key.split(' '); return `${m} ${fastifyUrl(p!)}`; }).sort());
    // Every opt-out is a documented operation, so the walk below sees it.
    for (const key of CSRF_OPT_OUTS) expect(writes.some((w) => w.key === key), key).toBe(true);
  });

  it('a signed-in cookie request without the CSRF pair gets 403 CSRF_TOKEN_INVALID on every other write', async () => {
    const missed: string[] = [];
    let checked = 0;
    for (const write of writes) {
      if (CSRF_OPT_OUTS.includes(write.key)) continue;
      checked++;
      for (const cookies of [{ [ACCESS_TOKEN_COOKIE]: accessToken }]) {
        const res = await app.inject({ method: write.method as 'POST', url: write.url, cookies, payload: '{}', headers: { 'content-type': 'application/json' } });
        if (res.statusCode !== 403 || res.json().error?.code !== 'CSRF_TOKEN_INVALID') missed.push(`${write.key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      // A header that does not match the cookie is no better.
      const wrong = await app.inject({
        method: write.method as 'POST', url: write.url, cookies: { [ACCESS_TOKEN_COOKIE]: accessToken, ...csrfCookies },
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'd'.repeat(43) }, payload: '{}',
      });
      if (wrong.statusCode !== 403) missed.push(`${write.key} (mismatched pair): ${wrong.statusCode}`);
    }
    expect(missed).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('a guest write without the pair is refused too (refresh, sign-out, sign-up, guest Sophi): cookies may still be ambient', async () => {
    for (const key of ['POST /api/auth/refresh', 'POST /api/auth/sign-out', 'POST /api/sejong/v1/users/{userId}/signup_confirm', 'POST /api/seoul/v1/sophi/answers']) {
      const write = writes.find((w) => w.key === key)!;
      expect(write, key).toBeDefined();
      const res = await app.inject({ method: 'POST', url: write.url, payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
      expect(res.json().error.code).toBe('CSRF_TOKEN_INVALID');
    }
  });

  it('the opt-outs answer a cookie request without the pair without a CSRF error', async () => {
    for (const key of CSRF_OPT_OUTS) {
      const write = writes.find((w) => w.key === key)!;
      const res = await app.inject({ method: write.method as 'POST', url: write.url, cookies: { [ACCESS_TOKEN_COOKIE]: accessToken }, payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, `${key}: ${res.body}`).not.toBe(403);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('Bearer requests need no CSRF pair', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(accessToken) });
    expect(res.statusCode, res.body).toBe(204);
    // That signed the admin out: sign in again for the remaining tests.
    ({ accessToken } = await signIn(app, adminId));
  });

  it('without valid credentials every protected write answers 401 before the CSRF pair or the body is looked at', async () => {
    const wrong: string[] = [];
    for (const write of writes) {
      if (!requiresUser(write.op.security)) continue;
      const variants: Array<Record<string, string>> = [{}, { [ACCESS_TOKEN_COOKIE]: 'not-a-token' }, { [ACCESS_TOKEN_COOKIE]: 'not-a-token', ...csrfCookies }];
      for (const cookies of variants) {
        const res = await app.inject({ method: write.method as 'POST', url: write.url, cookies, payload: '{"broken":', headers: { 'content-type': 'application/json' } });
        if (res.statusCode !== 401 || !isErrorEnvelope(res.json())) wrong.push(`${write.key} ${JSON.stringify(cookies)}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-in request with the CSRF pair and a broken JSON body gets 400 (never 401, 403 or 5xx)', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const write of writes) {
      if (!write.op.requestBody?.content?.['application/json']) continue;
      if (write.key === 'POST /api/sejong/v1/payments/webhook') continue; // reads the raw body for the signature
      checked++;
      for (const payload of ['{"broken":', '[1,2', 'null x']) {
        const res = await app.inject({
          method: write.method as 'POST', url: write.url, payload,
          cookies: { [ACCESS_TOKEN_COOKIE]: accessToken, ...csrfCookies }, headers: { ...csrfHeaders, 'content-type': 'application/json' },
        });
        if (res.statusCode !== 400 || !isErrorEnvelope(res.json())) wrong.push(`${write.key} ${payload}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });
});
