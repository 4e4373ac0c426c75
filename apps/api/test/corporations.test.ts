import { ACCESS_MESSAGES, ACCESS_TOKEN_COOKIE } from '@spi/core';
import { DEMO_CORPORATION_ID, DEMO_USERS, schema, seedDemoData, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { bearer, buildUser, csrfCookies, csrfHeaders, signIn } from './factories';
import { AS } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

const V1 = '/api/sejong/v1';

function demoUserId(nickname: string): string {
  const found = DEMO_USERS.find((u) => u.nickname === nickname);
  if (!found) throw new Error(`no demo user ${nickname}`);
  return found.id;
}

describe.each(DB_KINDS)('corporations (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemoData(db.db);
    app = await buildTestApp({ db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  async function tokenOf(userId: string): Promise<string> {
    const cached = tokens.get(userId);
    if (cached) return cached;
    const { accessToken } = await signIn(app, userId);
    tokens.set(userId, accessToken);
    return accessToken;
  }

  /** A corporation with full data; ids are unique per test. */
  async function corporation(id: string): Promise<string> {
    await db.db.insert(schema.corporations).values({ id, name: `${id} 주식회사`, managerName: '홍길동', phone: '02-1111-2222', address: '서울특별시 종로구 세종대로 1', email: `${id}@example.com` });
    return id;
  }
  const member = (corporationId: string) => buildUser(db, { corporationId, assign: 'MEMBER', membership: { name: '프리미엄', tierCode: 'PREMIUM' } });
  const manager = (corporationId: string) => buildUser(db, { corporationId, assign: 'MANAGER', membership: { name: '프리미엄', tierCode: 'PREMIUM' } });

  const get = async (id: string, userId?: string) => app.inject({ method: 'GET', url: `${V1}/corporations/${id}`, headers: userId ? bearer(await tokenOf(userId)) : {} });
  const put = async (id: string, userId: string, payload: object) => app.inject({ method: 'PUT', url: `${V1}/corporations/${id}`, headers: bearer(await tokenOf(userId)), payload });
  const body = (corporationId: string, overrides: object = {}) => ({
    corporationId,
    managerName: '김담당',
    phone: '02-3333-4444',
    address: '서울특별시 중구 을지로 100',
    email: 'contact@example.com',
    ...overrides,
  });
  const auditRows = (targetId: string) => db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.targetType, 'corporation'), eq(schema.auditLog.targetId, targetId)));
  const stored = async (id: string) => (await db.db.select().from(schema.corporations).where(eq(schema.corporations.id, id)))[0];

  it('a guest gets 401 UNAUTHENTICATED on GET and PUT', async () => {
    const read = await get(DEMO_CORPORATION_ID);
    expect(read.statusCode).toBe(401);
    expect(read.json().error.code).toBe('UNAUTHENTICATED');
    const write = await app.inject({ method: 'PUT', url: `${V1}/corporations/${DEMO_CORPORATION_ID}`, cookies: csrfCookies, headers: csrfHeaders, payload: body(DEMO_CORPORATION_ID) });
    expect(write.statusCode).toBe(401);
    expect(write.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('demo data: 이서연 (manager of the sample corporation) reads it; 김민준 (personal) gets 403', async () => {
    const res = await get(DEMO_CORPORATION_ID, demoUserId('이서연'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      corporationId: DEMO_CORPORATION_ID,
      name: '샘플자산운용 (샘플)',
      managerName: '이서연',
      phone: '02-0000-0000',
      address: '서울특별시 중구 세종대로 110 (샘플 주소)',
      email: 'seoyeon.lee@example.com',
    });
    const personal = await get(DEMO_CORPORATION_ID, demoUserId('김민준'));
    expect(personal.statusCode).toBe(403);
    expect(personal.json().error).toMatchObject({ code: 'ACCESS_CORPORATION_MEMBER_ONLY', message: ACCESS_MESSAGES.corporationMemberOnly });
    expect(await auditRows(DEMO_CORPORATION_ID)).toHaveLength(0);
  });

  it('GET: a member of the corporation reads it, without an audit row', async () => {
    const id = await corporation('corp-read');
    const res = await get(id, await member(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ corporationId: id, name: 'corp-read 주식회사', managerName: '홍길동', phone: '02-1111-2222', address: '서울특별시 종로구 세종대로 1', email: 'corp-read@example.com' });
    expect(await auditRows(id)).toHaveLength(0);
  });

  it('GET: non-members get 403 ACCESS_CORPORATION_MEMBER_ONLY, another corporation 403 FORBIDDEN (also for an unknown id)', async () => {
    const id = await corporation('corp-private');
    const other = await corporation('corp-other');

    const noMembership = await buildUser(db, { corporationId: id, assign: 'MEMBER' });
    const res = await get(id, noMembership);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCESS_CORPORATION_MEMBER_ONLY');

    const personal = await get(id, await buildUser(db));
    expect(personal.statusCode).toBe(403);
    expect(personal.json().error.code).toBe('ACCESS_CORPORATION_MEMBER_ONLY');

    const outsider = await member(other);
    const otherCorp = await get(id, outsider);
    expect(otherCorp.statusCode).toBe(403);
    expect(otherCorp.json().error.code).toBe('FORBIDDEN');
    // An unknown id does not reveal whether it exists.
    const unknown = await get('corp-does-not-exist', outsider);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().error.code).toBe('FORBIDDEN');
    // An editor is not an admin.
    const editor = await get(id, await buildUser(db, AS.editor));
    expect(editor.statusCode).toBe(403);
  });

  it('GET: ROLE_ADMIN reads any corporation and the read is audited; an unknown id is 404', async () => {
    const id = await corporation('corp-admin-read');
    const admin = demoUserId('Park Jiho');
    const res = await get(id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().corporationId).toBe(id);
    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin, action: 'corporation.read', targetType: 'corporation', targetId: id, meta: { method: 'GET' } });

    const missing = await get('corp-unknown', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expect(await auditRows('corp-unknown')).toHaveLength(0);
  });

  it('PUT: the manager updates; the audit row names the changed fields, not their values', async () => {
    const id = await corporation('corp-update');
    const boss = await manager(id);
    const res = await put(id, boss, body(id, { managerName: '홍길동', address: '서울특별시 종로구 세종대로 1', phone: ' 02-9876-5432 ', email: 'new@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ corporationId: id, name: 'corp-update 주식회사', managerName: '홍길동', phone: '02-9876-5432', address: '서울특별시 종로구 세종대로 1', email: 'new@example.com' });
    expect((await get(id, boss)).json()).toEqual(res.json());
    expect(await stored(id)).toMatchObject({ phone: '02-9876-5432', email: 'new@example.com' });

    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: boss, action: 'corporation.update', targetType: 'corporation', targetId: id, meta: { fields: ['phone', 'email'], access: 'own' } });
    const meta = JSON.stringify(audit[0]!.meta);
    expect(meta).not.toContain('9876');
    expect(meta).not.toContain('new@example.com');
  });

  it('PUT: an address chosen in the address search brings its postal code; without one the stored code stays', async () => {
    const id = await corporation('corp-zone');
    const boss = await manager(id);
    const moved = await put(id, boss, body(id, { address: '서울특별시 강남구 테헤란로 152 12층', zonecode: '06236' }));
    expect(moved.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ address: '서울특별시 강남구 테헤란로 152 12층', zonecode: '06236' });
    expect((await put(id, boss, body(id, { address: '서울특별시 강남구 테헤란로 152 13층' }))).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ address: '서울특별시 강남구 테헤란로 152 13층', zonecode: '06236' });
    const fields = (await auditRows(id)).map((row) => (row.meta as { fields: string[] }).fields);
    expect(fields.filter((changed) => changed.includes('zonecode'))).toHaveLength(1);
    expect(fields).toContainEqual(['address']);
    const bad = await put(id, boss, body(id, { zonecode: '6236' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toEqual([{ path: 'zonecode', message: '우편번호는 5자리 숫자입니다.' }]);
  });

  it('demo data: 이서연 updates the sample corporation', async () => {
    const res = await put(DEMO_CORPORATION_ID, demoUserId('이서연'), body(DEMO_CORPORATION_ID, { managerName: '이서연', phone: '02-0000-0000', address: '서울특별시 중구 세종대로 110 (샘플 주소)', email: 'seoyeon.lee@example.com' }));
    expect(res.statusCode).toBe(200);
    const [audit] = await auditRows(DEMO_CORPORATION_ID);
    expect(audit).toMatchObject({ action: 'corporation.update', meta: { fields: [] } });
  });

  it('PUT: a member who is not the manager gets 403 ACCESS_CORPORATION_MANAGER_ONLY; another corporation\'s manager 403 FORBIDDEN', async () => {
    const id = await corporation('corp-guarded');
    const before = await stored(id);
    const res = await put(id, await member(id), body(id));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'ACCESS_CORPORATION_MANAGER_ONLY', message: ACCESS_MESSAGES.corporationManagerOnly });

    const other = await corporation('corp-guarded-other');
    const foreign = await put(id, await manager(other), body(id));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');

    expect(await stored(id)).toEqual(before);
    expect(await auditRows(id)).toHaveLength(0);
  });

  it('PUT: ROLE_ADMIN updates any corporation (audited as admin); an unknown id is 404', async () => {
    const id = await corporation('corp-admin-update');
    const admin = demoUserId('Park Jiho');
    const res = await put(id, admin, body(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ managerName: '김담당', phone: '02-3333-4444', email: 'contact@example.com' });
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ actorId: admin, action: 'corporation.update', meta: { fields: ['managerName', 'phone', 'address', 'email'], access: 'admin' } });

    const missing = await put('corp-missing', admin, body('corp-missing'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expect(await auditRows('corp-missing')).toHaveLength(0);
  });

  it('PUT: validation messages are Korean (phone, e-mail, manager name, missing field)', async () => {
    const id = await corporation('corp-validate');
    const boss = await manager(id);
    const phone = await put(id, boss, body(id, { phone: '1234' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '입력값을 다시 확인해 주세요.',
      details: { location: 'body', issues: [{ path: 'phone', message: '연락처를 02-1234-5678 형식으로 입력해 주세요.' }] },
    });
    const email = await put(id, boss, body(id, { email: 'not-an-email' }));
    expect(email.statusCode).toBe(400);
    expect(email.json().error.details.issues).toEqual([{ path: 'email', message: '올바른 이메일 주소를 입력해 주세요.' }]);
    const name = await put(id, boss, body(id, { managerName: '김' }));
    expect(name.json().error.details.issues).toEqual([{ path: 'managerName', message: '담당자 이름을 2자 이상 입력해 주세요.' }]);
    const { address: _omitted, ...withoutAddress } = body(id);
    const missing = await put(id, boss, withoutAddress);
    expect(missing.json().error.details.issues).toEqual([{ path: 'address', message: '필수 항목입니다.' }]);
    expect(await auditRows(id)).toHaveLength(0);
  });

  it('PUT: body.corporationId must equal the path id (400 VALIDATION_FAILED)', async () => {
    const id = await corporation('corp-mismatch');
    const other = await corporation('corp-mismatch-other');
    const res = await put(id, await manager(id), body(other));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: { location: 'body', issues: [{ path: 'corporationId' }] } });
    expect((await stored(other))!.managerName).toBe('홍길동');
    expect(await auditRows(id)).toHaveLength(0);
    expect(await auditRows(other)).toHaveLength(0);
  });

  it('PUT: cookie-authenticated requests need the CSRF pair', async () => {
    const id = await corporation('corp-csrf');
    const cookies = { [ACCESS_TOKEN_COOKIE]: await tokenOf(await manager(id)) };
    const refused = await app.inject({ method: 'PUT', url: `${V1}/corporations/${id}`, cookies, payload: body(id) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('CSRF_TOKEN_INVALID');
    expect(await auditRows(id)).toHaveLength(0);
    const ok = await app.inject({ method: 'PUT', url: `${V1}/corporations/${id}`, cookies: { ...cookies, ...csrfCookies }, headers: csrfHeaders, payload: body(id) });
    expect(ok.statusCode).toBe(200);
    // GET with the cookie alone is fine.
    expect((await app.inject({ method: 'GET', url: `${V1}/corporations/${id}`, cookies })).statusCode).toBe(200);
  });
});
