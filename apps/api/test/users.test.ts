import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { bearer, buildUser, csrfCookies, csrfHeaders, signIn } from './factories';
import { AS, signedIn, tokenFor, tokenOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, setCookies } from './helpers';

const V1 = '/api/sejong/v1';

describe.each(DB_KINDS)('user calls (%s)', (kind) => {
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

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const put = (url: string, token: string, payload: unknown) => app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });

  it('GET /users/me: the user info of spec section 3', async () => {
    const { userId, accessToken } = await signedIn(app, db, { email: 'me@example.com', nickname: '나의닉네임', provider: 'google', subscribeNews: true });
    const res = await get(`${V1}/users/me`, accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId,
      email: 'me@example.com',
      corporationId: null,
      isManager: false,
      type: 'PERSONAL',
      assign: null,
      provider: 'google',
      subscribeNews: true,
      useEmail: true,
      nickname: '나의닉네임',
    });
    expect((await get(`${V1}/users/me`)).statusCode).toBe(401);
  });

  it('GET /users/{id}/info: corporation manager flag, membership with roles, ROLE_ roles', async () => {
    const userId = await buildUser(db, {
      corporationId: 'corp-info',
      assign: 'MANAGER',
      roles: ['ROLE_EDITOR'],
      membership: { name: '프리미엄', tierCode: 'PREMIUM', roles: ['FUND'] },
    });
    const { accessToken } = await signIn(app, userId);
    const res = await get(`${V1}/users/${userId}/info`, accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isCorporationManager: true,
      membership: { membershipId: expect.any(String), membershipName: '프리미엄', tierCode: 'PREMIUM', appliedCoupon: null, orders: [], roles: ['FUND'] },
      roles: ['ROLE_USER', 'ROLE_EDITOR'],
    });
    const plain = await buildUser(db, { assign: 'MANAGER' }); // no corporation: not a corporation manager
    expect((await get(`${V1}/users/${plain}/info`, await tokenOf(app, plain))).json()).toEqual({ isCorporationManager: false, membership: null, roles: ['ROLE_USER'] });
  });

  it('membership and original membership (only with a coupon applied)', async () => {
    const end = new Date('2030-01-31T00:00:00Z');
    const withCoupon = await buildUser(db, { membership: { name: '프리미엄 라이트', tierCode: 'PREMIUM_LIGHT', couponBenefitEnd: end, couponBenefitDays: 30, original: { name: '라이트' } } });
    const token = await tokenOf(app, withCoupon);
    const membership = (await get(`${V1}/users/me/membership`, token)).json().membership;
    expect(membership).toMatchObject({ membershipName: '프리미엄 라이트', appliedCoupon: { benefitPeriodEnd: end.toISOString(), benefitValue: 30 } });
    const original = await get(`${V1}/users/me/membership/original`, token);
    expect(original.statusCode).toBe(200);
    expect(original.json().membership).toMatchObject({ membershipName: '라이트', tierCode: 'LIGHT', appliedCoupon: null });

    const noCoupon = await tokenFor(app, db, { membership: { name: '라이트' } });
    const missing = await get(`${V1}/users/me/membership/original`, noCoupon);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const none = await tokenFor(app, db);
    expect((await get(`${V1}/users/me/membership`, none)).json()).toEqual({ membership: null, subscription: null, articleUnlocks: null });
  });

  describe('own record only; admins are audited', () => {
    it('PUT /users/{id}/simple: own ok, another user 403, an admin ok with an audit row', async () => {
      const owner = await buildUser(db, { nickname: '원래닉네임' });
      const other = await buildUser(db);
      const admin = await buildUser(db, AS.admin);
      const ownerToken = await tokenOf(app, owner);

      const own = await put(`${V1}/users/${owner}/simple`, ownerToken, { userId: owner, nickname: '바뀐 닉네임', useEmail: false });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ userId: owner, nickname: '바뀐 닉네임', useEmail: false });
      expect((await get(`${V1}/users/me`, ownerToken)).json().nickname).toBe('바뀐 닉네임');

      const otherToken = await tokenOf(app, other);
      const forbidden = await put(`${V1}/users/${owner}/simple`, otherToken, { userId: owner, nickname: '해킹', useEmail: true });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe('FORBIDDEN');
      expect((await get(`${V1}/users/${owner}/info`, otherToken)).statusCode).toBe(403);

      const adminToken = await tokenOf(app, admin);
      const byAdmin = await put(`${V1}/users/${owner}/simple`, adminToken, { userId: owner, nickname: '관리자수정', useEmail: true });
      expect(byAdmin.statusCode).toBe(200);
      expect((await get(`${V1}/users/${owner}/info`, adminToken)).statusCode).toBe(200);
      const audit = await db.db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, owner));
      expect(audit.map((a) => [a.actorId, a.action, a.targetType]).sort()).toEqual([
        [admin, 'user.read_info', 'user'],
        [admin, 'user.update_simple', 'user'],
      ]);
      // The user's own changes are not audited as admin access.
      expect(audit.every((a) => a.actorId === admin)).toBe(true);
    });

    it('answers 401 without a token and 400 when body.userId differs from the path', async () => {
      const owner = await buildUser(db);
      const anonymous = await app.inject({ method: 'PUT', url: `${V1}/users/${owner}/simple`, cookies: csrfCookies, headers: csrfHeaders, payload: { userId: owner, nickname: '닉네임', useEmail: true } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
      const token = await tokenOf(app, owner);
      const mismatch = await put(`${V1}/users/${owner}/simple`, token, { userId: 'someone-else', nickname: '닉네임', useEmail: true });
      expect(mismatch.statusCode).toBe(400);
    });

    it('validation messages are Korean', async () => {
      const owner = await buildUser(db);
      const token = await tokenOf(app, owner);
      const short = await put(`${V1}/users/${owner}/simple`, token, { userId: owner, nickname: '김', useEmail: true });
      expect(short.statusCode).toBe(400);
      expect(short.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: '입력값을 다시 확인해 주세요.',
        details: { location: 'body', issues: [{ path: 'nickname', message: '닉네임은 2자 이상 20자 이하로 입력해 주세요.' }] },
      });
      const symbols = await put(`${V1}/users/${owner}/simple`, token, { userId: owner, nickname: '닉네임<script>', useEmail: true });
      expect(symbols.json().error.details.issues[0].message).toBe('닉네임에는 한글, 영문, 숫자, 공백, 밑줄(_)만 사용할 수 있습니다.');
      const missing = await put(`${V1}/users/${owner}/simple`, token, { userId: owner, nickname: '닉네임' });
      expect(missing.json().error.details.issues[0]).toEqual({ path: 'useEmail', message: '필수 항목입니다.' });
    });
  });

  it('subscriptions and notification settings stay in step', async () => {
    const owner = await buildUser(db);
    const token = await tokenOf(app, owner);
    const defaults = await get(`${V1}/users/${owner}/notifications`, token);
    expect(defaults.json()).toEqual({ newsletter: false, newArticles: true, events: true, membership: true, recruit: false });

    const subscribed = await put(`${V1}/users/${owner}/subscriptions`, token, { subscribeNews: true });
    expect(subscribed.json().subscribeNews).toBe(true);
    expect((await get(`${V1}/users/${owner}/notifications`, token)).json().newsletter).toBe(true);

    const saved = await put(`${V1}/users/${owner}/notifications`, token, { newsletter: false, newArticles: false, events: true, membership: false, recruit: true });
    expect(saved.statusCode).toBe(200);
    expect((await get(`${V1}/users/${owner}/notifications`, token)).json()).toEqual({ newsletter: false, newArticles: false, events: true, membership: false, recruit: true });
    expect((await get(`${V1}/users/me`, token)).json().subscribeNews).toBe(false);
    const other = await tokenFor(app, db);
    expect((await get(`${V1}/users/${owner}/notifications`, other)).statusCode).toBe(403);
  });

  it('sessions: listed with a readable device and the current one marked; another one revoked', async () => {
    const owner = await buildUser(db);
    const mine = await signIn(app, owner);
    const phone = await signIn(app, owner, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1');
    const list = await get(`${V1}/users/${owner}/sessions`, mine.accessToken);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as Array<{ sessionId: string; device: string; current: boolean; channel: string }>;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.sessionId === mine.sessionId)).toMatchObject({ device: 'Chrome · macOS', current: true, channel: 'kakao' });
    expect(sessions.find((s) => s.sessionId === phone.sessionId)).toMatchObject({ device: 'Safari · iOS', current: false });

    const other = await tokenFor(app, db);
    expect((await app.inject({ method: 'DELETE', url: `${V1}/users/${owner}/sessions/${phone.sessionId}`, headers: bearer(other) })).statusCode).toBe(403);
    const revoked = await app.inject({ method: 'DELETE', url: `${V1}/users/${owner}/sessions/${phone.sessionId}`, headers: bearer(mine.accessToken) });
    expect(revoked.statusCode).toBe(204);
    expect((await get(`${V1}/users/me`, phone.accessToken)).statusCode).toBe(401);
    expect((await get(`${V1}/users/${owner}/sessions`, mine.accessToken)).json().sessions).toHaveLength(1);
    const again = await app.inject({ method: 'DELETE', url: `${V1}/users/${owner}/sessions/${phone.sessionId}`, headers: bearer(mine.accessToken) });
    expect(again.statusCode).toBe(404);
  });

  it('leave: every session revoked, cookies cleared, data scrubbed, identities gone, an audit row kept', async () => {
    const owner = await buildUser(db, { email: 'leaving@example.com', nickname: '떠나는회원' });
    const at = new Date('2026-12-01T05:00:00Z');
    const [event] = await db.db.insert(schema.events).values({ title: '탈퇴 테스트 세미나', type: 'SEMINAR', format: 'OFFLINE', status: 'PUBLISHED', startsAt: at, endsAt: at, registrationClosesAt: at, capacity: 10 }).returning();
    await db.db.insert(schema.eventRegistrations).values({ eventId: event!.id, userId: owner, status: 'CONFIRMED', name: '떠나는회원', email: 'leaving@example.com', phone: '010-1234-5678', company: '가나다' });
    await db.db.insert(schema.investmentProfiles).values({ id: 'ip-leave', userId: owner, answers: {}, resultCode: 'BALANCED', score: 10, consentVersion: '2026-11', consentedAt: at });
    const first = await signIn(app, owner);
    const second = await signIn(app, owner);
    const res = await app.inject({
      method: 'POST',
      url: `${V1}/users/${owner}/leave`,
      cookies: { ...csrfCookies, [ACCESS_TOKEN_COOKIE]: first.accessToken, [REFRESH_TOKEN_COOKIE]: first.refreshToken! },
      headers: csrfHeaders,
      payload: { reason: '이용하지 않음' },
    });
    expect(res.statusCode).toBe(204);
    expect(Object.keys(setCookies(res.headers['set-cookie']))).toEqual(expect.arrayContaining([ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]));
    const sessions = await db.db.select().from(schema.sessions).where(eq(schema.sessions.userId, owner));
    expect(sessions.every((s) => s.revokedReason === 'leave')).toBe(true);
    const [user] = await db.db.select().from(schema.users).where(eq(schema.users.id, owner));
    expect(user).toMatchObject({ status: 'LEFT', email: '', nickname: '탈퇴한 회원' });
    expect(await db.db.select().from(schema.userIdentities).where(eq(schema.userIdentities.userId, owner))).toHaveLength(0);
    expect(await db.db.select().from(schema.investmentProfiles).where(eq(schema.investmentProfiles.userId, owner))).toHaveLength(0);
    const [registration] = await db.db.select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.userId, owner));
    expect(registration).toMatchObject({ name: '탈퇴한 회원', email: '', phone: '', company: '' });
    const [audit] = await db.db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, owner));
    expect(audit).toMatchObject({ actorId: owner, action: 'user.leave', meta: { revokedSessions: 2, reason: '이용하지 않음' } });
    expect((await get(`${V1}/users/me`, second.accessToken)).statusCode).toBe(401);
  });

  describe('CSRF on cookie-authenticated unsafe routes', () => {
    it('refuses every unsafe user route authenticated by the access cookie without the CSRF pair', async () => {
      const { userId: owner, accessToken, sessionId } = await signedIn(app, db);
      const cookies = { [ACCESS_TOKEN_COOKIE]: accessToken };
      const routes: Array<{ method: 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object }> = [
        { method: 'PUT', url: `${V1}/users/${owner}/simple`, payload: { userId: owner, nickname: '닉네임', useEmail: true } },
        { method: 'PUT', url: `${V1}/users/${owner}/subscriptions`, payload: { subscribeNews: true } },
        { method: 'PUT', url: `${V1}/users/${owner}/notifications`, payload: { newsletter: true, newArticles: true, events: true, membership: true, recruit: true } },
        { method: 'DELETE', url: `${V1}/users/${owner}/sessions/${sessionId}` },
        { method: 'POST', url: `${V1}/users/${owner}/leave` },
        { method: 'POST', url: '/api/auth/sign-out' },
        { method: 'POST', url: '/api/auth/refresh' },
        { method: 'POST', url: `${V1}/users/${owner}/signup_confirm`, payload: { termsAgreed: true, privacyAgreed: true, nickname: '닉네임' } },
      ];
      for (const route of routes) {
        const res = await app.inject({ ...route, cookies });
        expect(res.statusCode, route.url).toBe(403);
        expect(res.json().error.code, route.url).toBe('CSRF_TOKEN_INVALID');
      }
      // With the pair the cookie works.
      const ok = await app.inject({ method: 'PUT', url: `${V1}/users/${owner}/subscriptions`, cookies: { ...cookies, ...csrfCookies }, headers: csrfHeaders, payload: { subscribeNews: true } });
      expect(ok.statusCode).toBe(200);
    });
  });
});
