import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

describe.each(DB_KINDS)('health and readiness (%s)', (kind) => {
  let db: DbHandle;

  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(async () => {
    await db.close();
  });

  it('GET /api/health reports liveness with uptime and version', async () => {
    const app = await buildTestApp({ db });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number), version: '0.1.0' });
    await app.close();
  });

  it('GET /api/ready is 200 when the database answers', async () => {
    const app = await buildTestApp({ db });
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok' }, database: kind });
    await app.close();
  });

  it('GET /api/ready is 503 with the envelope when the database ping fails', async () => {
    const failing: DbHandle = { ...db, ping: async () => { throw new Error('connection refused'); } };
    const app = await buildTestApp({ db: failing });
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'error' },
      database: kind,
      error: { code: 'SERVICE_UNAVAILABLE', message: '서비스를 일시적으로 사용할 수 없습니다.' },
    });
    expect(res.body).not.toContain('connection refused');
    await app.close();
  });
});
