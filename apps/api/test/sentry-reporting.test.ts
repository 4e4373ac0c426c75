import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { AppError } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildTestApp, createTestDb } from './helpers';

/** A local stand-in for a Sentry server: keeps every envelope POSTed to /api/<project>/envelope/. */
interface Received { url: string; headers: Record<string, unknown>; items: unknown[] }

function startReceiver(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let raw = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      const items = raw.toString('utf8').split('\n').filter(Boolean).map((line) => {
        try {
          return JSON.parse(line) as unknown;
        } catch {
          return line;
        }
      });
      received.push({ url: req.url ?? '', headers: req.headers, items });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received }));
  });
}

describe('Sentry-compatible error reporting (API)', () => {
  let db: DbHandle;
  let app: ApiApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    db = await createTestDb('pglite');
    app = await buildTestApp({
      db,
      config: { sentry: { dsn: `http://public@127.0.0.1:${receiver.port}/1`, environment: 'test', release: 'spi@test' } },
      setup: (instance) => {
        instance.post('/test/sentry-boom', async () => {
          throw new Error('sentry boom: database exploded');
        });
        instance.get('/test/sentry-conflict', async () => {
          throw new AppError('CONFLICT');
        });
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  it('sends a 5xx error as an envelope without cookies, authorization, body or query', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/sentry-boom?token=secret-query-token',
      headers: { authorization: 'Bearer secret-bearer', cookie: 'spi-refreshToken=secret-cookie' },
      payload: { paymentMethod: 'card-1234', note: 'hello' },
    });
    expect(res.statusCode).toBe(500);
    expect(await app.errorMonitor?.flush(5_000)).toBe(true);

    const envelope = receiver.received.find((r) => JSON.stringify(r.items).includes('sentry boom: database exploded'));
    expect(envelope).toBeDefined();
    expect(envelope!.url).toMatch(/^\/api\/1\/envelope\//);
    const event = envelope!.items.find((item) => typeof item === 'object' && item !== null && 'exception' in item) as Record<string, unknown>;
    expect(event).toMatchObject({ environment: 'test', release: 'spi@test', request: { method: 'POST', url: '/test/sentry-boom' } });
    const text = JSON.stringify(envelope!.items);
    for (const secret of ['secret-bearer', 'secret-cookie', 'secret-query-token', 'card-1234', 'hello']) {
      expect(text).not.toContain(secret);
    }
    expect(text.toLowerCase()).not.toContain('authorization');
    expect(text.toLowerCase()).not.toContain('"cookies"');
  });

  it('sends nothing for a 4xx', async () => {
    const before = receiver.received.length;
    const conflict = await app.inject({ method: 'GET', url: '/test/sentry-conflict' });
    expect(conflict.statusCode).toBe(409);
    const missing = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(missing.statusCode).toBe(404);
    await app.errorMonitor?.flush(2_000);
    expect(receiver.received.length).toBe(before);
  });

  it('is off without a DSN', async () => {
    const plain = await buildTestApp({ db });
    expect(plain.errorMonitor).toBeNull();
    await plain.close();
  });
});
