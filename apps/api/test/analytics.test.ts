import { schema, type DbHandle } from '@spi/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

const HASH = 'a'.repeat(64);

describe.each(DB_KINDS)('POST /api/analytics/events (%s)', (kind) => {
  let db: DbHandle;

  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores a batch without sign-in or CSRF pair and answers 202 with the count', async () => {
    const app = await buildTestApp({ db });
    const clientId = `cid-${Math.random().toString(36).slice(2, 12)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        events: [
          { name: 'page_view', clientId, path: '/article/1?token=secret-token', referrer: 'https://search.example/q?x=1' },
          { name: 'login', clientId, analyticsUserId: HASH, path: '/sign-in', props: { method: 'kakao' } },
          { name: 'user_properties', clientId, analyticsUserId: HASH, path: '/', props: { user_type: 'PERSONAL', membership_name: 'SPI Pro', assign: 'NONE', provider: 'kakao', newsletter: true, crm_id: 'c-1' } },
        ],
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 3 });

    const rows = await db.db.select().from(schema.analyticsEvents).where(inArray(schema.analyticsEvents.clientId, [clientId]));
    expect(rows).toHaveLength(3);
    const pageView = rows.find((r) => r.name === 'page_view');
    expect(pageView).toMatchObject({ path: '/article/1', referrer: 'https://search.example/q', analyticsUserId: null });
    expect(JSON.stringify(rows)).not.toContain('secret-token');
    expect(rows.find((r) => r.name === 'login')).toMatchObject({ analyticsUserId: HASH, props: { method: 'kakao' } });
    expect(rows.find((r) => r.name === 'user_properties')?.props).toMatchObject({ membership_name: 'SPI Pro', newsletter: true });
    await app.close();
  });

  it('rejects unknown events, a raw user id, an empty or oversized batch with 400', async () => {
    const app = await buildTestApp({ db });
    const bad = [
      { events: [{ name: 'purchase', path: '/' }] },
      { events: [{ name: 'login', analyticsUserId: 'user-123', path: '/' }] },
      { events: [] },
      { events: Array.from({ length: 21 }, () => ({ name: 'page_view', path: '/' })) },
      { events: [{ name: 'page_view', path: '/', props: { big: 'x'.repeat(201) } }] },
    ];
    for (const payload of bad) {
      const res = await app.inject({ method: 'POST', url: '/api/analytics/events', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error.code).toMatch(/VALIDATION_FAILED|MALFORMED_JSON|BAD_REQUEST/);
    }
    const malformed = await app.inject({ method: 'POST', url: '/api/analytics/events', headers: { 'content-type': 'application/json' }, payload: '{"events": [' });
    expect(malformed.statusCode).toBe(400);
    await app.close();
  });

  it('never answers 5xx to NUL characters or lone surrogates (refused or stored without them)', async () => {
    const app = await buildTestApp({ db });
    const clientId = `cid-nul-${Math.random().toString(36).slice(2, 10)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [{ name: 'page_view', clientId, path: '/a\u0000b', referrer: '\u0000', props: { 'k\u0000': 'v\u0000\uD800' } }] },
    });
    expect([202, 400]).toContain(res.statusCode);
    const rows = await db.db.select().from(schema.analyticsEvents).where(inArray(schema.analyticsEvents.clientId, [clientId]));
    if (res.statusCode === 202) expect(rows[0]?.path).toBe('/ab');
    else expect(rows).toHaveLength(0);
    const surrogate = await app.inject({ method: 'POST', url: '/api/analytics/events', payload: { events: [{ name: 'page_view', path: '/\uD800x', props: { k: '\uDC00' } }] } });
    expect([202, 400]).toContain(surrogate.statusCode);
    await app.close();
  });

  it('rate-limits per IP with the 429 envelope', async () => {
    const app = await buildTestApp({ db, config: { analyticsRateLimit: 2 } });
    const payload = { events: [{ name: 'page_view', path: '/' }] };
    for (let i = 0; i < 2; i += 1) {
      expect((await app.inject({ method: 'POST', url: '/api/analytics/events', payload })).statusCode).toBe(202);
    }
    const limited = await app.inject({ method: 'POST', url: '/api/analytics/events', payload });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    await app.close();
  });
});
