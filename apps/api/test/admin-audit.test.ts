import { randomUUID } from 'node:crypto';
import { schema, type DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { bearer, buildUser } from './factories';
import { sessionOf, tokenFor, tokenOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

const V1 = '/api/sejong/v1';
const BASE = Date.parse('2025-03-01T00:00:00Z');

describe.each(DB_KINDS)('admin audit log (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let admin: string;
  let adminToken: string;
  let actor: string;

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db });
    admin = await buildUser(db, { roles: ['ROLE_ADMIN'], nickname: '감사관리자' });
    adminToken = await tokenOf(app, admin);
    actor = await buildUser(db, { nickname: '기록된회원' });
    // 25 rows, one minute apart, inserted out of order: row i happened at BASE + i minutes.
    const order = Array.from({ length: 25 }, (_, i) => (i * 7) % 25);
    for (const i of order) {
      await db.db.insert(schema.auditLog).values({
        id: randomUUID(),
        actorId: i === 0 ? null : i === 1 ? 'deleted-user' : actor,
        action: `test.action_${String(i).padStart(2, '0')}`,
        targetType: 'user',
        targetId: i % 2 === 0 ? `target-${i}` : null,
        meta: { index: i },
        ip: '10.0.0.1',
        createdAt: new Date(BASE + i * 60_000),
      });
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const list = (query: string, token = adminToken) => app.inject({ method: 'GET', url: `${V1}/admin/audit-log${query}`, headers: token ? bearer(token) : {} });

  it('guest 401; a signed-in non-admin (editor included) 403 ACCESS_ROLE_REQUIRED', async () => {
    const guest = await list('', '');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('UNAUTHENTICATED');
    for (const roles of [[], ['ROLE_EDITOR']]) {
      const token = await tokenFor(app, db, { roles });
      const res = await list('', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'ACCESS_ROLE_REQUIRED', message: '해당 페이지에 접근할 수 있는 권한이 없습니다.' });
    }
  });

  it('defaults to page 0, size 20, newest first, with the total count', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.pagination).toEqual({ page: 0, size: 20, count: 25 });
    expect(json.data).toHaveLength(20);
    expect(json.data.map((e: { meta: { index: number } }) => e.meta.index)).toEqual(Array.from({ length: 20 }, (_, i) => 24 - i));
    expect(json.data[0]).toEqual({
      id: expect.any(String),
      actorId: actor,
      actorNickname: '기록된회원',
      action: 'test.action_24',
      targetType: 'user',
      targetId: 'target-24',
      meta: { index: 24 },
      createdAt: new Date(BASE + 24 * 60_000).toISOString(),
    });
    expect(json.data[0]).not.toHaveProperty('ip');
  });

  it('pages through every row exactly once; past the end is empty', async () => {
    const seen: number[] = [];
    for (let page = 0; page < 3; page++) {
      const json = (await list(`?page=${page}&size=10`)).json();
      expect(json.pagination).toEqual({ page, size: 10, count: 25 });
      seen.push(...json.data.map((e: { meta: { index: number } }) => e.meta.index));
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => 24 - i));
    const last = (await list('?page=2&size=10')).json();
    expect(last.data).toHaveLength(5);
    const beyond = (await list('?page=3&size=10')).json();
    expect(beyond).toEqual({ data: [], pagination: { page: 3, size: 10, count: 25 } });
  });

  it('an actor without a user row (or none) has a null nickname', async () => {
    const oldest = (await list('?page=4&size=5')).json().data as Array<{ meta: { index: number }; actorId: string | null; actorNickname: string | null }>;
    expect(oldest.map((e) => e.meta.index)).toEqual([4, 3, 2, 1, 0]);
    expect(oldest[3]).toMatchObject({ actorId: 'deleted-user', actorNickname: null });
    expect(oldest[4]).toMatchObject({ actorId: null, actorNickname: null });
  });

  it('rejects a bad page or size with 400 VALIDATION_FAILED', async () => {
    for (const query of ['?page=-1', '?size=0', '?size=101', '?page=abc', '?page=1.5']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: { location: 'querystring' } });
    }
  });

  it('an audited action through the API shows up first, with the actor nickname and the field names', async () => {
    await db.db.insert(schema.corporations).values({ id: 'corp-audit', name: '감사 법인', managerName: '홍길동', phone: '02-1111-2222', address: '서울특별시 종로구 세종대로 1', email: 'a@example.com' });
    const manager = await buildUser(db, { corporationId: 'corp-audit', assign: 'MANAGER', nickname: '법인관리자' });
    const put = await app.inject({
      method: 'PUT',
      url: `${V1}/corporations/corp-audit`,
      headers: (await sessionOf(app, manager)).headers,
      payload: { corporationId: 'corp-audit', managerName: '김담당', phone: '02-1111-2222', address: '서울특별시 종로구 세종대로 1', email: 'a@example.com' },
    });
    expect(put.statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: `${V1}/corporations/corp-audit`, headers: bearer(adminToken) });
    expect(read.statusCode).toBe(200);

    const json = (await list('?size=2')).json();
    expect(json.pagination.count).toBe(27);
    expect(json.data).toEqual([
      expect.objectContaining({ actorId: admin, actorNickname: '감사관리자', action: 'corporation.read', targetType: 'corporation', targetId: 'corp-audit' }),
      expect.objectContaining({ actorId: manager, actorNickname: '법인관리자', action: 'corporation.update', targetType: 'corporation', targetId: 'corp-audit', meta: { fields: ['managerName'], access: 'own' } }),
    ]);
    // Reading the audit log is not itself written to it.
    expect((await list('?size=1')).json().pagination.count).toBe(27);
  });
});
