import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets, redactUrl } from '../src/logger';
import { buildTestApp, createTestDb, DB_KINDS, LogCapture } from './helpers';

const SECRETS = ['secret-bearer', 'secret-cookie', 'secret-refresh', 'secret-token', 'secret-access', 'secret-password', '4111-1111'];

describe('redaction helpers', () => {
  it('censors sensitive keys at any depth, case-insensitively', () => {
    const input = {
      user: { name: 'kim', payment: { card: '4111-1111' }, orders: [{ payment: 'card', id: 1 }] },
      Authorization: 'Bearer x',
      nested: { deeper: { accessToken: 'a', refreshToken: 'r', token: 't', password: 'p' } },
      keep: 'visible',
    };
    expect(redactSecrets(input)).toEqual({
      user: { name: 'kim', payment: REDACTED, orders: [{ payment: REDACTED, id: 1 }] },
      Authorization: REDACTED,
      nested: { deeper: { accessToken: REDACTED, refreshToken: REDACTED, token: REDACTED, password: REDACTED } },
      keep: 'visible',
    });
    expect(input.user.payment).toEqual({ card: '4111-1111' }); // the original is not mutated
  });

  it('censors sensitive query parameters in URLs', () => {
    expect(redactUrl('/api/x?token=abc&page=2')).toBe(`/api/x?token=${encodeURIComponent(REDACTED)}&page=2`);
    expect(redactUrl('/api/x?page=2')).toBe('/api/x?page=2');
  });
});

describe.each(DB_KINDS)('log redaction (%s)', (kind) => {
  let db: DbHandle;

  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(async () => {
    await db.close();
  });

  const secretHeaders = {
    authorization: 'Bearer secret-bearer',
    cookie: 'spi-accessToken=secret-cookie',
    refreshtoken: 'secret-refresh',
  };

  it('never writes credentials, tokens or the payment field, for a rejected request', async () => {
    const logs = new LogCapture('debug');
    const app = await buildTestApp({ db, logs });
    const res = await app.inject({
      method: 'POST',
      url: '/api/slack?token=secret-token',
      headers: secretHeaders,
      payload: {
        errMsg: 123,
        path: '/x',
        token: 'secret-token',
        accessToken: 'secret-access',
        password: 'secret-password',
        user: { email: 'kim@example.com', payment: { card: '4111-1111' } },
      },
    });
    expect(res.statusCode).toBe(400);
    await app.close();

    for (const secret of SECRETS) expect(logs.text).not.toContain(secret);
    const incoming = logs.entries().find((e) => e.msg === 'incoming request') as { req: { headers: Record<string, string>; url: string } };
    expect(incoming.req.headers.authorization).toBe(REDACTED);
    expect(incoming.req.headers.cookie).toBe(REDACTED);
    expect(incoming.req.headers.refreshtoken).toBe(REDACTED);
    expect(incoming.req.url).toContain('token=');

    const rejected = logs.entries().find((e) => e.msg === 'request rejected') as { errorCode: string; body: Record<string, unknown> };
    expect(rejected.errorCode).toBe('VALIDATION_FAILED');
    expect(rejected.body).toMatchObject({
      errMsg: 123,
      token: REDACTED,
      accessToken: REDACTED,
      password: REDACTED,
      user: { email: 'kim@example.com', payment: REDACTED },
    });
  });

  it('writes one short access line per request at info, none for a response-cache hit', async () => {
    const logs = new LogCapture();
    const app = await buildTestApp({ db, logs, config: { responseCache: { enabled: true, maxBytes: 1024 * 1024 } } });
    const url = '/api/seoul/v1/articles?section=PRO&page=0&size=12&token=secret-token';
    const miss = await app.inject({ method: 'GET', url, headers: { 'user-agent': 'probe', refreshtoken: 'secret-refresh' } });
    const hit = await app.inject({ method: 'GET', url, headers: { 'user-agent': 'probe' } });
    await app.close();
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);

    for (const secret of SECRETS) expect(logs.text).not.toContain(secret);
    const entries = logs.entries();
    expect(entries.filter((e) => e.msg === 'incoming request')).toHaveLength(0);
    const completed = entries.filter((e) => e.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ level: 30, method: 'GET', statusCode: 200 });
    expect(completed[0]!.url).toContain('/api/seoul/v1/articles?section=PRO');
    expect(completed[0]).not.toHaveProperty('req');
    expect(typeof completed[0]!.responseTime).toBe('number');
  });

  it('logs a 500 with the error and the redacted body', async () => {
    const logs = new LogCapture();
    const app = await buildTestApp({
      db,
      logs,
      setup: (instance) => {
        instance.post('/test/crash', async () => {
          throw new Error('database exploded');
        });
      },
    });
    const res = await app.inject({ method: 'POST', url: '/test/crash', headers: secretHeaders, payload: { payment: { card: '4111-1111' }, note: 'hi' } });
    expect(res.statusCode).toBe(500);
    await app.close();

    for (const secret of SECRETS) expect(logs.text).not.toContain(secret);
    const failed = logs.entries().find((e) => e.msg === 'request failed') as { level: number; err: { message: string }; body: unknown };
    expect(failed.level).toBe(50);
    expect(failed.err.message).toBe('database exploded');
    expect(failed.body).toEqual({ payment: REDACTED, note: 'hi' });
  });
});
