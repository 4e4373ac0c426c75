import { ACCESS_DENIAL_CODES, ACCESS_MESSAGES, ACCESS_TOKEN_COOKIE, SESSION, type AccessDenialReason, type PageAccess } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { bearer, buildUser, signIn } from './factories';
import { signedIn, tokenFor } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock, LogCapture, TEST_JWT_SECRET } from './helpers';

const key = new TextEncoder().encode(TEST_JWT_SECRET);

function forge(claims: Record<string, unknown>, options: { alg?: string; secret?: Uint8Array } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: 'x', ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(String(claims.sub ?? 'someone'))
    .setIssuer(String(claims.iss ?? 'spi-api'))
    .setAudience(String(claims.aud ?? 'spi-web'))
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(options.secret ?? key);
}

/** Test routes guarded by requireAccess, one per page-access declaration. */
const GUARDED: Record<string, PageAccess> = {
  guest: { guestOnly: true },
  login: { role: ['USER'] },
  manager: { role: ['CORPORATION_MANAGER'] },
  member: { role: ['CORPORATION_MEMBER'] },
  editor: { role: ['EDITOR'] },
  membership: { membership: ['PREMIUM'] },
  pageAccess: { pageAccess: ['FUND'] },
};

describe.each(DB_KINDS)('access tokens and page access (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock();
  const logs = new LogCapture();

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({
      db,
      clock: clock.now,
      logs,
      setup: (instance) => {
        for (const [name, access] of Object.entries(GUARDED)) {
          instance.get(`/test/access/${name}`, async (request) => {
            const viewer = await instance.requireAccess(request, access);
            return { userId: viewer.userId };
          });
        }
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  async function me(headers: Record<string, string>, cookies?: Record<string, string>) {
    return app.inject({ method: 'GET', url: '/api/sejong/v1/users/me', headers, cookies });
  }

  it('accepts a valid token from the Bearer header or the spi-accessToken cookie', async () => {
    const { userId, accessToken } = await signedIn(app, db, { nickname: '토큰회원' });
    const byHeader = await me(bearer(accessToken));
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json()).toMatchObject({ userId, nickname: '토큰회원', provider: 'kakao' });
    const byCookie = await me({}, { [ACCESS_TOKEN_COOKIE]: accessToken });
    expect(byCookie.statusCode).toBe(200);
  });

  it('signs HS256 with sub, sid, iat and exp in seconds (15 minutes), iss and aud', async () => {
    const { userId, accessToken, sessionId } = await signedIn(app, db);
    const [header, payload] = accessToken.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: userId, sid: sessionId, iss: 'spi-api', aud: 'spi-web' });
    expect(payload.exp - payload.iat).toBe(SESSION.accessTokenTtlSeconds);
    expect(payload.iat).toBe(Math.floor(clock.ms / 1000));
  });

  it('answers 401 UNAUTHENTICATED without a token', async () => {
    const res = await me({});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 TOKEN_EXPIRED after 15 minutes', async () => {
    const { accessToken } = await signedIn(app, db);
    clock.advance(SESSION.accessTokenTtlSeconds * 1000 + 1000);
    const res = await me(bearer(accessToken));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'TOKEN_EXPIRED', message: '로그인이 만료되었습니다. 다시 로그인해 주세요.' } });
  });

  it('answers 401 TOKEN_INVALID for a tampered signature, alg none, another algorithm, wrong iss or aud, and garbage', async () => {
    const { userId, accessToken, sessionId } = await signedIn(app, db);
    const [h, p, s] = accessToken.split('.');
    const tamperedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: 'admin' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const { privateKey } = await generateKeyPair('RS256');
    const candidates = [
      `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`,
      `${h}.${tamperedPayload}.${s}`,
      none,
      await forge({ sub: userId, sid: sessionId }, { alg: 'HS512' }),
      await new SignJWT({ sid: sessionId }).setProtectedHeader({ alg: 'RS256' }).setSubject(userId).setIssuer('spi-api').setAudience('spi-web').setIssuedAt().setExpirationTime('10m').sign(privateKey),
      await forge({ sub: userId, sid: sessionId, iss: 'someone-else' }),
      await forge({ sub: userId, sid: sessionId, aud: 'another-app' }),
      await forge({ sub: userId, sid: sessionId }, { secret: new TextEncoder().encode('another-secret-another-secret-0000') }),
      'not-a-jwt',
      'a.b.c',
    ];
    for (const token of candidates) {
      const res = await me(bearer(token));
      expect(res.statusCode, token).toBe(401);
      expect(res.json().error.code, token).toBe('TOKEN_INVALID');
    }
    // Each one logged a warning, never the token itself.
    const warnings = logs.entries().filter((e) => e.msg === 'invalid access token');
    expect(warnings.length).toBeGreaterThanOrEqual(candidates.length);
    expect(warnings.every((w) => w.level === 40)).toBe(true);
    for (const token of candidates.slice(0, 8)) expect(logs.text).not.toContain(token);
  });

  it('answers 401 SESSION_REVOKED for a valid token whose session ended', async () => {
    const userId = await buildUser(db);
    const first = await signIn(app, userId);
    const second = await signIn(app, userId);
    const revoke = await app.inject({ method: 'DELETE', url: `/api/sejong/v1/users/${userId}/sessions/${first.sessionId}`, headers: bearer(second.accessToken) });
    expect(revoke.statusCode).toBe(204);
    const res = await me(bearer(first.accessToken));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_REVOKED');
    expect((await me(bearer(second.accessToken))).statusCode).toBe(200);
  });

  describe('requireAccess maps every denial to its status and stable code', () => {
    const expectDenied = async (path: string, reason: AccessDenialReason, token?: string) => {
      const res = await app.inject({ method: 'GET', url: `/test/access/${path}`, headers: token ? bearer(token) : {} });
      const { code, status } = ACCESS_DENIAL_CODES[reason];
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: { code, message: ACCESS_MESSAGES[reason] } });
    };
    const allowed = async (path: string, token?: string) => {
      const res = await app.inject({ method: 'GET', url: `/test/access/${path}`, headers: token ? bearer(token) : {} });
      expect(res.statusCode).toBe(200);
    };

    it('covers guest-only, login, manager, member, role, membership and page access', async () => {
      const personal = await tokenFor(app, db);
      const manager = await tokenFor(app, db, { corporationId: 'corp-a', assign: 'MANAGER', membership: { name: '프리미엄', tierCode: 'PREMIUM', roles: ['FUND'] } });
      const member = await tokenFor(app, db, { corporationId: 'corp-a', assign: 'MEMBER', membership: { name: '프리미엄 라이트', tierCode: 'PREMIUM_LIGHT' } });
      const editor = await tokenFor(app, db, { roles: ['ROLE_EDITOR'], membership: { name: '라이트' } });

      await allowed('guest');
      await expectDenied('guest', 'guestOnly', personal);
      await expectDenied('login', 'loginRequired');
      await allowed('login', personal); // ROLE_USER
      await expectDenied('manager', 'corporationManagerOnly', member);
      await allowed('manager', manager);
      await expectDenied('member', 'corporationMemberOnly', personal);
      await allowed('member', member);
      await expectDenied('editor', 'roleRequired', personal);
      await allowed('editor', editor);
      await expectDenied('membership', 'membershipRequired', personal);
      await expectDenied('membership', 'membershipTierRequired', editor);
      await allowed('membership', manager);
      await expectDenied('pageAccess', 'membershipTierRequired', member);
      await allowed('pageAccess', manager);
    });
  });
});
