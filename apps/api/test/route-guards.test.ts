import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { findForbiddenText, requiresUser } from '../src/plugins/app/route-guards';
import { bearer, buildUser, csrfCookies, csrfHeaders, signIn } from './factories';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

type Operation = { security?: Array<Record<string, string[]>> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('route guard rules', () => {
  it('a route needs a user when its security has no anonymous option', () => {
    expect(requiresUser([{ bearerAuth: [] }])).toBe(true);
    expect(requiresUser([{ bearerAuth: [] }, {}])).toBe(false);
    expect(requiresUser(undefined)).toBe(false);
    expect(requiresUser([])).toBe(false);
  });

  it('finds NUL and lone surrogates anywhere in nested input, and nothing in ordinary Korean text or emoji', () => {
    expect(findForbiddenText({ a: ['ok', { b: 'x\u0000y' }] }, 'body')).toBe('body.a[1].b');
    expect(findForbiddenText({ q: 'a\uD800' }, 'query')).toBe('query.q');
    expect(findForbiddenText({ q: '\uDC00b' }, 'query')).toBe('query.q');
    expect(findForbiddenText({ ['k\u0000']: 1 }, 'body')).toBe('body.k\u0000');
    expect(findForbiddenText({ title: '서울 오피스 🏢 공실률 3.1%', tags: ['GBD', 'YBD'] }, 'body')).toBeNull();
    expect(findForbiddenText(Buffer.from([0]), 'body')).toBeNull();
  });
});

describe.each(DB_KINDS)('route guards (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('every protected endpoint answers 401 to a request without credentials, whatever its body', async () => {
    const spec = app.swagger() as unknown as OpenApi;
    const protectedOps: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const method of METHODS) {
        const operation = operations[method];
        if (!operation || !requiresUser(operation.security)) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        protectedOps.push(`${method.toUpperCase()} ${path}`);
        const hasBody = method !== 'get' && method !== 'delete';
        for (const payload of hasBody ? ['{"nickname":"\u0000","bad":', '{"unexpected":true}', '{}'] : [undefined]) {
          const res = await app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
          });
          expect(res.statusCode, `${method.toUpperCase()} ${path} with ${payload}: ${res.body}`).toBe(401);
          expect(res.json().error.code).toBe('UNAUTHENTICATED');
        }
      }
    }
    // The walk covered the account, corporation, scrap, history and CMS families.
    expect(protectedOps.length).toBeGreaterThan(40);
    for (const family of ['/api/sejong/v1/users/', '/api/sejong/v1/corporations/', '/api/seoul/v1/scraps', '/api/seoul/v1/admin/articles']) {
      expect(protectedOps.some((op) => op.includes(family)), family).toBe(true);
    }
  });

  it('PUT /users/{id}/simple: 401 without a token, then 403 without the CSRF pair, then 400 for a bad body', async () => {
    const url = '/api/sejong/v1/users/1/simple';
    expect((await app.inject({ method: 'PUT', url, payload: { nickname: '' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url, payload: { userId: '1', nickname: '정상닉네임', useEmail: true } })).statusCode).toBe(401);

    const userId = await buildUser(db, { nickname: '가드회원' });
    const { accessToken } = await signIn(app, userId);
    const own = `/api/sejong/v1/users/${userId}/simple`;
    // Signed in by cookie without the CSRF header: 403 even with a bad body.
    const noCsrf = await app.inject({ method: 'PUT', url: own, cookies: { 'spi-accessToken': accessToken }, payload: { nickname: '' } });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('CSRF_TOKEN_INVALID');
    const invalid = await app.inject({ method: 'PUT', url: own, cookies: { 'spi-accessToken': accessToken, ...csrfCookies }, headers: csrfHeaders, payload: { nickname: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_FAILED');
  });

  describe('NUL bytes and broken Unicode answer 400, never 5xx', () => {
    it.each([
      ['/api/seoul/v1/writers/%00'],
      ['/api/seoul/v1/tags/%00'],
      ['/api/seoul/v1/tags/a%00b'],
      ['/api/seoul/v1/articles?category=%00'],
      ['/api/seoul/v1/search?q=%EC%98%A4%00'],
      ['/api/seoul/v1/articles/%00'],
      ['/api/seoul/v1/tags/%ED%A0%80'], // a lone surrogate encoded as UTF-8: not valid UTF-8
      ['/api/seoul/v1/tags/%FF'],
    ])('GET %s', async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toMatch(/[가-힣]/);
    });

    it('in a JSON body (deep), for a signed-in user', async () => {
      const userId = await buildUser(db, { nickname: '널바이트' });
      const headers = bearer((await signIn(app, userId)).accessToken);
      for (const nickname of ['닉\u0000네임', 'a\uD800']) {
        const res = await app.inject({ method: 'PUT', url: `/api/sejong/v1/users/${userId}/simple`, headers, payload: { userId, nickname, useEmail: true } });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: '허용되지 않는 문자(NUL 또는 깨진 유니코드)가 포함되어 있습니다.' });
      }
      // Nothing was saved.
      const me = await app.inject({ method: 'GET', url: `/api/sejong/v1/users/${userId}/info`, headers });
      expect(me.body).not.toContain('\\u0000');
    });

    it('in a guest POST body (error reports)', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/slack', payload: { message: 'boom\u0000', url: 'http://localhost:3000/' } });
      expect(res.statusCode, res.body).toBe(400);
    });
  });
});
