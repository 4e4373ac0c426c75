import { ERROR_CATALOGUE, formatBusinessNumber } from '@spi/core';
import { DEMO_CORPORATION_ID, schema, seedDemoData, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildUser, csrfCookies, csrfHeaders } from './factories';
import { auditOf, buildCorporation, buildPerson, businessNumber, call, randomBusinessNumber, userOf, V1 } from './corporations-fixtures';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: '테스트자산운용',
  businessNumber: randomBusinessNumber(),
  managerName: '김담당',
  phone: '02-1234-5678',
  email: 'contact@example.co.kr',
  address: { roadAddress: '서울특별시 중구 세종대로 110', detail: '3층', zonecode: '04524' },
  ...overrides,
});

describe.each(DB_KINDS)('corporations: registration and overview (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemoData(db.db);
    app = await buildTestApp({ db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('a guest gets 401 before validation, even with a broken body, on every corporation route', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['POST', '/corporations'],
      ['GET', `/corporations/${DEMO_CORPORATION_ID}/overview`],
      ['POST', `/corporations/${DEMO_CORPORATION_ID}/invitations`],
      ['DELETE', `/corporations/${DEMO_CORPORATION_ID}/invitations/x`],
      ['POST', `/corporations/${DEMO_CORPORATION_ID}/invitations/x/resend`],
      ['GET', `/invitations/${'a'.repeat(43)}`],
      ['POST', `/invitations/${'a'.repeat(43)}/accept`],
      ['PUT', `/corporations/${DEMO_CORPORATION_ID}/auto-join`],
      ['GET', '/corporations/joinable'],
      ['POST', `/corporations/${DEMO_CORPORATION_ID}/join`],
      ['DELETE', `/corporations/${DEMO_CORPORATION_ID}/members/u`],
      ['POST', `/corporations/${DEMO_CORPORATION_ID}/transfer-manager`],
      ['PUT', '/admin/users/u/fund-role'],
      ['PUT', `/admin/corporations/${DEMO_CORPORATION_ID}/fund-role`],
    ];
    for (const [method, url] of routes) {
      const res = await app.inject({ method, url: `${V1}${url}`, cookies: csrfCookies, headers: { ...csrfHeaders, 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{"broken":' });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('registers: the user becomes MANAGER (isManager true), business number stored as 10 digits, address joined; audited; answers the overview', async () => {
    const user = await buildUser(db, { nickname: '등록자' });
    const number = businessNumber('220810000');
    const res = await call(app, 'POST', '/corporations', user, registration({ businessNumber: formatBusinessNumber(number) }));
    expect(res.statusCode).toBe(201);
    const overview = res.json();
    expect(overview).toMatchObject({
      corporation: { name: '테스트자산운용', businessNumber: formatBusinessNumber(number), zonecode: '04524', address: '서울특별시 중구 세종대로 110 3층', managerName: '김담당' },
      viewerRole: 'MANAGER',
      seats: { bought: null, limit: 5, used: 1, pendingInvitations: 0 },
      membership: null,
      autoJoin: { domain: null, enabled: false },
      invitations: [],
      orders: [],
    });
    expect(overview.members).toEqual([expect.objectContaining({ userId: user, nickname: '등록자', role: 'MANAGER', via: 'REGISTERED', seatActive: false })]);
    const id = overview.corporation.corporationId;
    const [row] = await db.db.select().from(schema.corporations).where(eq(schema.corporations.id, id));
    expect(row).toMatchObject({ businessNumber: number, zonecode: '04524', createdBy: user, autoJoinEnabled: false });
    expect(await userOf(db, user)).toMatchObject({ corporationId: id, assign: 'MANAGER', isManager: true, type: 'CORPORATE', corporationVia: 'REGISTERED' });
    expect(await auditOf(db, 'corporation.register', id)).toHaveLength(1);

    // The next request knows: /users/me and /users/{id}/info.
    const me = await call(app, 'GET', '/users/me', user);
    expect(me.json()).toMatchObject({ corporationId: id, isManager: true, assign: 'MANAGER', type: 'CORPORATE' });
    const info = await call(app, 'GET', `/users/${user}/info`, user);
    expect(info.json()).toMatchObject({ isCorporationManager: true });

    // No detail: the road address alone.
    const other = await buildUser(db);
    const bare = await call(app, 'POST', '/corporations', other, registration({ address: { roadAddress: '서울특별시 중구 세종대로 110', zonecode: '04524' } }));
    expect(bare.statusCode).toBe(201);
    expect(bare.json().corporation.address).toBe('서울특별시 중구 세종대로 110');
  });

  it('사업자등록번호 with a wrong check digit, wrong length or letters: 400 BUSINESS_NUMBER_INVALID; nothing stored', async () => {
    const user = await buildUser(db);
    const good = businessNumber('123456789');
    const wrong = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
    for (const value of [wrong, '12345678', '12345678901', '123-45-6789a']) {
      const res = await call(app, 'POST', '/corporations', user, registration({ businessNumber: value }));
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error).toEqual({ code: 'BUSINESS_NUMBER_INVALID', message: ERROR_CATALOGUE.BUSINESS_NUMBER_INVALID.message });
    }
    expect((await userOf(db, user)).corporationId).toBeNull();
    // Schema validation (Korean field messages) still answers VALIDATION_FAILED.
    const missing = await call(app, 'POST', '/corporations', user, registration({ name: '가', address: { roadAddress: '서울', zonecode: '1' } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    expect(missing.json().error.details.issues).toEqual(expect.arrayContaining([{ path: 'name', message: '법인명을 2자 이상 입력해 주세요.' }]));
  });

  it('a taken business number is 409 BUSINESS_NUMBER_TAKEN (also when two register it at once); someone already in a corporation 409 ALREADY_IN_CORPORATION', async () => {
    const number = randomBusinessNumber();
    const first = await call(app, 'POST', '/corporations', await buildUser(db), registration({ businessNumber: number }));
    expect(first.statusCode).toBe(201);
    const again = await call(app, 'POST', '/corporations', await buildUser(db), registration({ businessNumber: formatBusinessNumber(number) }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('BUSINESS_NUMBER_TAKEN');

    const raced = randomBusinessNumber();
    const [a, b] = await Promise.all([buildUser(db), buildUser(db)]);
    const results = await Promise.all([a, b].map((u) => call(app, 'POST', '/corporations', u, registration({ businessNumber: raced }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('BUSINESS_NUMBER_TAKEN');
    const rows = await db.db.select().from(schema.corporations).where(eq(schema.corporations.businessNumber, raced));
    expect(rows).toHaveLength(1);

    const member = await buildPerson(db, await buildCorporation(db), 'MEMBER');
    const inCorp = await call(app, 'POST', '/corporations', member, registration());
    expect(inCorp.statusCode).toBe(409);
    expect(inCorp.json().error.code).toBe('ALREADY_IN_CORPORATION');
  });

  it('overview: a member sees names and roles (no e-mails of others, no invitations or orders); the manager sees everything', async () => {
    const id = await buildCorporation(db, { seats: 10 });
    const boss = await buildPerson(db, id, 'MANAGER', { seat: true, email: `boss-${id}@example.com` });
    const member = await buildPerson(db, id, 'MEMBER', { seat: true, email: `member-${id}@example.com` });
    const unseated = await buildPerson(db, id, 'MEMBER', { email: `new-${id}@example.com` });
    await call(app, 'POST', `/corporations/${id}/invitations`, boss, { email: `invitee-${id}@example.com` });

    const asManager = (await call(app, 'GET', `/corporations/${id}/overview`, boss)).json();
    expect(asManager.viewerRole).toBe('MANAGER');
    expect(asManager.seats).toEqual({ bought: 10, limit: 10, used: 3, pendingInvitations: 1 });
    expect(asManager.membership).toMatchObject({ planCode: 'PREMIUM', planName: '프리미엄', seats: 10 });
    expect(asManager.members.map((m: { email: string }) => m.email).sort()).toEqual([`boss-${id}@example.com`, `member-${id}@example.com`, `new-${id}@example.com`]);
    expect(asManager.members[0]).toMatchObject({ userId: boss, role: 'MANAGER' });
    expect(asManager.members.find((m: { userId: string }) => m.userId === unseated).seatActive).toBe(false);
    expect(asManager.members.find((m: { userId: string }) => m.userId === member).seatActive).toBe(true);
    expect(asManager.invitations).toEqual([expect.objectContaining({ email: `invitee-${id}@example.com`, status: 'PENDING' })]);

    // A member without a seat yet (before seats are bought it is everybody) still reads it.
    const asMember = await call(app, 'GET', `/corporations/${id}/overview`, unseated);
    expect(asMember.statusCode).toBe(200);
    const body = asMember.json();
    expect(body.viewerRole).toBe('MEMBER');
    expect(body.invitations).toEqual([]);
    expect(body.orders).toEqual([]);
    expect(body.members.find((m: { userId: string }) => m.userId === boss).email).toBe('');
    expect(body.members.find((m: { userId: string }) => m.userId === unseated).email).toBe(`new-${id}@example.com`);
    expect(body.seats.pendingInvitations).toBe(1);
  });

  it('overview: outsiders 403 (ACCESS_CORPORATION_MEMBER_ONLY personal, FORBIDDEN another corporation, editors too); ROLE_ADMIN reads (audited) and gets 404 for an unknown id', async () => {
    const id = await buildCorporation(db);
    await buildPerson(db, id, 'MANAGER');
    const personal = await call(app, 'GET', `/corporations/${id}/overview`, await buildUser(db));
    expect(personal.statusCode).toBe(403);
    expect(personal.json().error.code).toBe('ACCESS_CORPORATION_MEMBER_ONLY');
    const foreign = await call(app, 'GET', `/corporations/${id}/overview`, await buildPerson(db, await buildCorporation(db), 'MANAGER'));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    const editor = await call(app, 'GET', `/corporations/${id}/overview`, await buildUser(db, { roles: ['ROLE_EDITOR'] }));
    expect(editor.statusCode).toBe(403);

    const admin = await buildUser(db, { roles: ['ROLE_ADMIN'] });
    const read = await call(app, 'GET', `/corporations/${id}/overview`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ viewerRole: null, corporation: { corporationId: id } });
    expect(read.json().members[0].email).not.toBe('');
    const audit = await auditOf(db, 'corporation.read', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin });
    const missing = await call(app, 'GET', '/corporations/corp-nowhere/overview', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('CORPORATION_NOT_FOUND');
  });

  it('demo: 이서연 manages the sample corporation with a valid business number and an active corporate membership (10 seats, FUND) whose seat she holds', async () => {
    const res = await call(app, 'GET', `/corporations/${DEMO_CORPORATION_ID}/overview`, 'demo-user-seoyeon');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.viewerRole).toBe('MANAGER');
    expect(body.corporation.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(body.corporation.zonecode).toBe('04524');
    expect(body.autoJoin).toEqual({ domain: null, enabled: false });
    expect(body.membership).toMatchObject({ planCode: 'PREMIUM', seats: 10, roles: ['FUND'], periodStart: '2025-12-31T15:00:00.000Z', periodEnd: '2026-12-31T15:00:00.000Z' });
    expect(body.members).toEqual([expect.objectContaining({ userId: 'demo-user-seoyeon', role: 'MANAGER', seatActive: true })]);
    const me = await call(app, 'GET', '/users/me', 'demo-user-seoyeon');
    expect(me.json()).toMatchObject({ isManager: true, assign: 'MANAGER' });
    const jiho = await call(app, 'GET', '/users/me', 'demo-user-jiho');
    expect(jiho.json().isManager).toBe(false);
  });

  it('NUL bytes and broken Unicode in path parameters answer 4xx, never 5xx', async () => {
    const manager = await buildPerson(db, await buildCorporation(db), 'MANAGER');
    const urls: Array<['GET' | 'POST' | 'DELETE' | 'PUT', string, unknown?]> = [
      ['GET', '/corporations/%00/overview'],
      ['GET', '/corporations/%ED%A0%80/overview'],
      ['GET', '/corporations/%EB%B2%95%EC%9D%B8%E2%80%AE/overview'],
      ['POST', '/corporations/a%00b/invitations', { email: 'x@example.com' }],
      ['DELETE', '/corporations/abc/invitations/%00'],
      ['POST', '/corporations/abc/invitations/%ED%A0%80/resend'],
      ['DELETE', '/corporations/abc/members/%00'],
      ['GET', `/invitations/${'a'.repeat(40)}%00`],
      ['GET', `/invitations/${'가'.repeat(30)}`],
      ['POST', `/invitations/${'a'.repeat(40)}%ED%A0%80/accept`],
      ['POST', '/corporations/%00/join'],
      ['PUT', '/corporations/%00/auto-join', { domain: 'example.com', enabled: true }],
      ['PUT', '/admin/users/%00/fund-role', { fund: true }],
    ];
    for (const [method, url, payload] of urls) {
      const res = await call(app, method, url, manager, payload ?? (method === 'GET' || method === 'DELETE' ? undefined : {}));
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
