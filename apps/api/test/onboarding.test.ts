import { ACCESS_TOKEN_COOKIE } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { bearer, buildUser } from './factories';
import { tokenOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const URL = '/api/sejong/v1/users/me/onboarding';
const NOW = Date.parse('2026-11-27T03:00:00Z');

describe.each(DB_KINDS)('onboarding API (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** A member created at `createdAt` (default: after onboarding was introduced). */
  const member = async (createdAt = new Date('2026-11-27T01:00:00Z'), fixture: Parameters<typeof buildUser>[1] = {}) => {
    const id = await buildUser(db, fixture);
    await db.db.update(schema.users).set({ createdAt }).where(eq(schema.users.id, id));
    return { id, token: await tokenOf(app, id) };
  };
  const get = (token?: string) => app.inject({ method: 'GET', url: URL, headers: token ? bearer(token) : {} });
  const put = (token: string | undefined, payload: unknown) => app.inject({ method: 'PUT', url: URL, headers: token ? bearer(token) : {}, payload: payload as object });
  const userRow = async (id: string) => (await db.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

  it('answers 401 to guests before validating the body', async () => {
    expect((await get()).statusCode).toBe(401);
    const res = await put(undefined, { action: 'nonsense', interests: 42 });
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: URL, payload: 'not json', headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
  });

  it('is pending for a new member with the default settings, not for members who joined before onboarding existed', async () => {
    const fresh = await member();
    const res = await get(fresh.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({
      pending: true,
      interests: [],
      notifications: { newsletter: false, newArticles: true, events: true, membership: true, recruit: false },
    });
    const old = await member(new Date('2025-03-01T00:00:00Z'), { subscribeNews: true });
    expect((await get(old.token)).json()).toMatchObject({ pending: false, notifications: { newsletter: true } });
  });

  it('finish saves interests, notification settings and onboarded_at together; a second PUT keeps the first time', async () => {
    const m = await member();
    const res = await put(m.token, { action: 'finish', interests: ['OFFICE', 'REITS', 'OFFICE'], notifications: { newsletter: true, recruit: true, events: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      pending: false,
      interests: ['OFFICE', 'REITS'],
      notifications: { newsletter: true, newArticles: true, events: false, membership: true, recruit: true },
    });
    const row = await userRow(m.id);
    expect(row.onboardedAt?.toISOString()).toBe(new Date(NOW).toISOString());
    expect(row.subscribeNews).toBe(true);
    expect(row.marketingAgreedAt).not.toBeNull();
    const [settings] = await db.db.select().from(schema.notificationSettings).where(eq(schema.notificationSettings.userId, m.id));
    expect(settings).toMatchObject({ newsletter: true, events: false, recruit: true });

    clock.advance(60_000);
    const again = await put(m.token, { action: 'skip' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ pending: false, interests: ['OFFICE', 'REITS'], notifications: { newsletter: true } });
    expect((await userRow(m.id)).onboardedAt?.toISOString()).toBe(new Date(NOW).toISOString());
    expect((await get(m.token)).json().pending).toBe(false);
    clock.ms = NOW;
  });

  it('skip only records onboarded_at: interests and settings stay as they were', async () => {
    const m = await member();
    const res = await put(m.token, { action: 'skip', interests: ['HOTEL'], notifications: { newsletter: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pending: false,
      interests: [],
      notifications: { newsletter: false, newArticles: true, events: true, membership: true, recruit: false },
    });
    expect((await userRow(m.id)).onboardedAt).not.toBeNull();
    expect(await db.db.select().from(schema.notificationSettings).where(eq(schema.notificationSettings.userId, m.id))).toHaveLength(0);
  });

  it('validates the body: unknown action or topic, too many interests, odd characters — no 5xx', async () => {
    const m = await member();
    for (const payload of [
      {}, { action: 'later' }, { action: 'finish', interests: ['SPACE'] }, { action: 'finish', interests: 'OFFICE' },
      { action: 'finish', interests: [...Array(11)].map(() => 'OFFICE') }, { action: 'finish', notifications: { newsletter: 'yes' } },
      { action: 'finish\u0000' }, { action: 'finish', interests: ['\uD800'] },
    ]) {
      const res = await put(m.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await userRow(m.id)).onboardedAt).toBeNull();
  });

  it('needs the CSRF pair with a cookie session', async () => {
    const m = await member();
    const res = await app.inject({ method: 'PUT', url: URL, cookies: { [ACCESS_TOKEN_COOKIE]: m.token }, payload: { action: 'skip' } });
    expect(res.statusCode).toBe(403);
    expect((await userRow(m.id)).onboardedAt).toBeNull();
  });
});
