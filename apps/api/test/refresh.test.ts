import { ACCESS_TOKEN_COOKIE, CSRF_COOKIE, REFRESH_TOKEN_COOKIE, SESSION, cookieName } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { sha256 } from '../src/auth/secrets';
import { REFRESH_REUSE_GRACE_MS } from '../src/commands/rotate-refresh-token';
import { bearer, buildUser, csrfCookies, csrfHeaders, signIn } from './factories';
import { signedIn } from './sessions';
import { buildTestApp, cookieValue, createTestDb, DB_KINDS, FakeClock, setCookies } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DB_KINDS)('refresh tokens and sign-out (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock();

  beforeAll(async () => {
    db = await createTestDb(kind);
    // A generous per-IP limit: these tests refresh far more than 10 times a minute from one address.
    app = await buildTestApp({ db, clock: clock.now, config: { authRateLimit: 1000 } });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  function refresh(refreshToken: string | undefined, extra: { body?: Record<string, unknown> } = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { ...csrfCookies, ...(refreshToken ? { [REFRESH_TOKEN_COOKIE]: refreshToken } : {}) },
      headers: csrfHeaders,
      payload: extra.body ?? {},
    });
  }

  async function session(sessionId: string) {
    const [row] = await db.db.select().from(schema.sessions).where(eq(schema.sessions.id, sessionId));
    return row!;
  }

  it('rotates on every use: a new refresh cookie and access token each time, both cookies set as specified', async () => {
    const userId = await buildUser(db);
    const issued = await signIn(app, userId);
    const res = await refresh(issued.refreshToken!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toBe(body.data.token);
    expect(body.data.refreshToken).toBeUndefined();
    const cookies = setCookies(res.headers['set-cookie']);
    expect(cookies[ACCESS_TOKEN_COOKIE]).toContain(`Max-Age=${SESSION.defaultCookieDays * 86400}`);
    expect(cookies[ACCESS_TOKEN_COOKIE]).not.toContain('HttpOnly');
    expect(cookies[REFRESH_TOKEN_COOKIE]).toMatch(/HttpOnly/);
    expect(cookies[REFRESH_TOKEN_COOKIE]).toMatch(/SameSite=Lax/);
    expect(cookies[REFRESH_TOKEN_COOKIE]).toMatch(/Path=\//);
    expect(cookies[REFRESH_TOKEN_COOKIE]).toContain(`Max-Age=${SESSION.refreshTokenAbsoluteTtlSeconds}`);
    expect(cookies[REFRESH_TOKEN_COOKIE]).not.toContain('Secure');
    const next = cookieValue(res.headers['set-cookie'], REFRESH_TOKEN_COOKIE)!;
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(issued.refreshToken);
    expect(cookieValue(res.headers['set-cookie'], ACCESS_TOKEN_COOKIE)).toBe(body.accessToken);

    // Only the SHA-256 of each token is stored.
    const stored = await db.db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.sessionId, issued.sessionId));
    expect(stored.map((t) => t.tokenHash).sort()).toEqual([sha256(issued.refreshToken!), sha256(next)].sort());
    expect(JSON.stringify(stored)).not.toContain(next);

    const again = await refresh(next);
    expect(again.statusCode).toBe(200);
    expect(cookieValue(again.headers['set-cookie'], REFRESH_TOKEN_COOKIE)).not.toBe(next);
    const me = await app.inject({ method: 'GET', url: '/api/sejong/v1/users/me', headers: bearer(again.json().accessToken) });
    expect(me.json().userId).toBe(userId);
  });

  it('marks the cookies Secure when SECURE_COOKIES is on', async () => {
    const secure = await buildTestApp({ db, config: { secureCookies: true } });
    const issued = await signedIn(secure, db);
    // Secure cookies travel as __Host-<name> (ADR 023; security.test.ts covers the prefix).
    const res = await secure.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [cookieName(CSRF_COOKIE, true)]: csrfCookies[CSRF_COOKIE], [cookieName(REFRESH_TOKEN_COOKIE, true)]: issued.refreshToken! },
      headers: csrfHeaders,
    });
    const cookies = setCookies(res.headers['set-cookie']);
    expect(cookies[cookieName(REFRESH_TOKEN_COOKIE, true)]).toContain('Secure');
    expect(cookies[cookieName(ACCESS_TOKEN_COOKIE, true)]).toContain('Secure');
    await secure.close();
  });

  it('moves the session\'s last use on every refresh, and the sessions list shows it (로그인된 기기)', async () => {
    const issued = await signIn(app, await buildUser(db));
    const signedInAt = (await session(issued.sessionId)).lastUsedAt.getTime();
    clock.advance(10 * 60 * 1000);
    const res = await refresh(issued.refreshToken!);
    expect(res.statusCode).toBe(200);
    expect((await session(issued.sessionId)).lastUsedAt.getTime()).toBe(clock.now());
    expect(clock.now() - signedInAt).toBe(10 * 60 * 1000);
    const list = await app.inject({ method: 'GET', url: `/api/sejong/v1/users/${issued.userId}/sessions`, headers: bearer(res.json().accessToken) });
    expect(list.statusCode).toBe(200);
    const mine = list.json().sessions.find((s: { sessionId: string }) => s.sessionId === issued.sessionId);
    expect(mine).toMatchObject({ current: true, device: 'Chrome · macOS', lastUsedAt: new Date(clock.now()).toISOString(), createdAt: new Date(signedInAt).toISOString() });
  });

  it('requires the CSRF pair (a cookie-authenticated unsafe route)', async () => {
    const issued = await signedIn(app, db);
    const res = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_TOKEN_COOKIE]: issued.refreshToken! } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_TOKEN_INVALID');
  });

  it('accepts body.refreshToken (URL token login) and still keeps the refresh token out of the body', async () => {
    const issued = await signedIn(app, db);
    const res = await refresh(undefined, { body: { refreshToken: issued.refreshToken, userId: issued.userId, iat: 1 } });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain(cookieValue(res.headers['set-cookie'], REFRESH_TOKEN_COOKIE)!);
  });

  it('grace window: a token reused within 20 s gets an access token for the same session, no new refresh token, nothing revoked', async () => {
    const issued = await signedIn(app, db);
    const first = await refresh(issued.refreshToken!);
    const newest = cookieValue(first.headers['set-cookie'], REFRESH_TOKEN_COOKIE)!;
    clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const reused = await refresh(issued.refreshToken!);
    expect(reused.statusCode).toBe(200);
    expect(cookieValue(reused.headers['set-cookie'], REFRESH_TOKEN_COOKIE)).toBeUndefined();
    const claims = JSON.parse(Buffer.from(reused.json().accessToken.split('.')[1], 'base64url').toString());
    expect(claims.sid).toBe(issued.sessionId);
    expect((await session(issued.sessionId)).revokedAt).toBeNull();
    expect((await refresh(newest)).statusCode).toBe(200);
  });

  it('reuse after the grace window revokes the family: REFRESH_TOKEN_REUSED, cookies cleared, the newest token dead too', async () => {
    const issued = await signedIn(app, db);
    const first = await refresh(issued.refreshToken!);
    const second = await refresh(cookieValue(first.headers['set-cookie'], REFRESH_TOKEN_COOKIE)!);
    const newest = cookieValue(second.headers['set-cookie'], REFRESH_TOKEN_COOKIE)!;
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);

    const stolen = await refresh(issued.refreshToken!);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().error.code).toBe('REFRESH_TOKEN_REUSED');
    const cleared = setCookies(stolen.headers['set-cookie']);
    expect(cleared[ACCESS_TOKEN_COOKIE]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(cleared[REFRESH_TOKEN_COOKIE]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await session(issued.sessionId)).toMatchObject({ revokedReason: 'reuse' });

    const legit = await refresh(newest);
    expect(legit.statusCode).toBe(401);
    expect(legit.json().error.code).toBe('REFRESH_TOKEN_INVALID');
    const access = await app.inject({ method: 'GET', url: '/api/sejong/v1/users/me', headers: bearer(JSON.parse(second.body).accessToken) });
    expect(access.statusCode).toBe(401);
  });

  it('concurrent refreshes of one token: exactly one rotates, the rest take the grace path, nothing is revoked', async () => {
    const issued = await signedIn(app, db);
    const responses = await Promise.all(Array.from({ length: 5 }, () => refresh(issued.refreshToken!)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rotated = responses.filter((r) => cookieValue(r.headers['set-cookie'], REFRESH_TOKEN_COOKIE));
    expect(rotated).toHaveLength(1);
    const tokens = await db.db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.sessionId, issued.sessionId));
    expect(tokens).toHaveLength(2);
    expect((await session(issued.sessionId)).revokedAt).toBeNull();
    expect((await refresh(cookieValue(rotated[0]!.headers['set-cookie'], REFRESH_TOKEN_COOKIE)!)).statusCode).toBe(200);
  });

  it('ends a session after the inactivity limit', async () => {
    const issued = await signedIn(app, db);
    clock.advance(SESSION.refreshTokenInactivitySeconds * 1000 + 1000);
    const res = await refresh(issued.refreshToken!);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('REFRESH_TOKEN_INVALID');
    expect(await session(issued.sessionId)).toMatchObject({ revokedReason: 'inactive' });
  });

  it('ends a session at its absolute lifetime of 30 days, however active, and the cookie Max-Age counts down', async () => {
    const issued = await signedIn(app, db);
    let token = issued.refreshToken!;
    for (let day = 10; day < 30; day += 10) {
      clock.advance(10 * DAY_MS);
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      expect(setCookies(res.headers['set-cookie'])[REFRESH_TOKEN_COOKIE]).toContain(`Max-Age=${(30 - day) * 86400}`);
      token = cookieValue(res.headers['set-cookie'], REFRESH_TOKEN_COOKIE)!;
    }
    clock.advance(10 * DAY_MS);
    const expired = await refresh(token);
    expect(expired.statusCode).toBe(401);
    expect(await session(issued.sessionId)).toMatchObject({ revokedReason: 'expired' });
  });

  it('rejects a missing or unknown token with 401 REFRESH_TOKEN_INVALID and clears both cookies', async () => {
    for (const token of [undefined, 'x'.repeat(43), 'short']) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('REFRESH_TOKEN_INVALID');
      expect(Object.keys(setCookies(res.headers['set-cookie']))).toEqual(expect.arrayContaining([ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]));
    }
  });

  describe('POST /api/sejong/v1/users/{userId}/tokens/refresh', () => {
    const url = (userId: string) => `/api/sejong/v1/users/${userId}/tokens/refresh`;

    it('takes the RefreshToken header and returns the new pair in the body (no CSRF: no cookie involved)', async () => {
      const issued = await signedIn(app, db);
      const res = await app.inject({ method: 'POST', url: url(issued.userId), headers: { refreshtoken: issued.refreshToken! }, payload: { iat: 1 } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.accessToken).toBe(body.data.token);
      expect(body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.headers['set-cookie']).toBeUndefined();
      const next = await app.inject({ method: 'POST', url: url(issued.userId), payload: { refreshToken: body.data.refreshToken } });
      expect(next.statusCode).toBe(200);
    });

    it("refuses a token of another user (401) without consuming it", async () => {
      const issued = await signedIn(app, db);
      const otherUser = await buildUser(db);
      const res = await app.inject({ method: 'POST', url: url(otherUser), headers: { refreshtoken: issued.refreshToken! } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('REFRESH_TOKEN_INVALID');
      const own = await app.inject({ method: 'POST', url: url(issued.userId), headers: { refreshtoken: issued.refreshToken! } });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.refreshToken).toBeDefined();
    });
  });

  describe('POST /api/auth/sign-out', () => {
    it('revokes the current session, clears the cookies, 204', async () => {
      const issued = await signedIn(app, db);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        cookies: { ...csrfCookies, [REFRESH_TOKEN_COOKIE]: issued.refreshToken!, [ACCESS_TOKEN_COOKIE]: issued.accessToken },
        headers: csrfHeaders,
      });
      expect(res.statusCode).toBe(204);
      expect(Object.keys(setCookies(res.headers['set-cookie']))).toEqual(expect.arrayContaining([ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]));
      expect(await session(issued.sessionId)).toMatchObject({ revokedReason: 'sign_out' });
      expect((await refresh(issued.refreshToken!)).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/sejong/v1/users/me', headers: bearer(issued.accessToken) })).statusCode).toBe(401);
    });

    it('works with only an expired access token', async () => {
      const issued = await signedIn(app, db);
      clock.advance(SESSION.accessTokenTtlSeconds * 1000 + 1000);
      const res = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(issued.accessToken) });
      expect(res.statusCode).toBe(204);
      expect((await session(issued.sessionId)).revokedAt).not.toBeNull();
    });

    it('requires CSRF when authenticated by cookie', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { [CSRF_COOKIE]: 'x'.repeat(43) } });
      expect(res.statusCode).toBe(403);
    });
  });
});
