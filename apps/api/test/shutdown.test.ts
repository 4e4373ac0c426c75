import type { AddressInfo } from 'node:net';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

async function listen(app: ApiApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.each(DB_KINDS)('graceful shutdown (%s)', (kind) => {
  let db: DbHandle;

  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(async () => {
    await db.close();
  });

  it('lets an in-flight request finish before close() resolves, then closes its socket', async () => {
    const events: string[] = [];
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const app = await buildTestApp({
      db,
      setup: (instance) => {
        instance.get('/test/slow', async () => {
          markStarted();
          await new Promise((resolve) => setTimeout(resolve, 400));
          await instance.db.ping(); // the database is still open while the request runs
          return { done: true };
        });
        instance.addHook('onResponse', async (request) => {
          if (request.url === '/test/slow') events.push('response sent');
        });
      },
    });
    const base = await listen(app);

    // A keep-alive client: without `Connection: close` on the drained response, close() would
    // wait for the keep-alive timeout.
    const response = fetch(`${base}/test/slow`).then(async (res) => ({
      status: res.status,
      connection: res.headers.get('connection'),
      body: (await res.json()) as unknown,
    }));
    await started;
    const closeStarted = Date.now();
    await app.close();
    events.push('closed');

    expect(await response).toEqual({ status: 200, connection: 'close', body: { done: true } });
    expect(events).toEqual(['response sent', 'closed']);
    expect(Date.now() - closeStarted).toBeLessThan(5000);
  });

  it('answers a request that arrives while draining with the 503 envelope', async () => {
    let base = '';
    let late: { status: number; connection: string | null; body: unknown } | undefined;
    const app = await buildTestApp({
      db,
      setup: (instance) => {
        // Runs after the closing guard's own preClose hook, while the server still accepts sockets.
        instance.addHook('preClose', async () => {
          const res = await fetch(`${base}/api/health`);
          late = { status: res.status, connection: res.headers.get('connection'), body: await res.json() };
        });
      },
    });
    base = await listen(app);
    await app.close();

    expect(late).toEqual({
      status: 503,
      connection: 'close',
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: '서비스를 일시적으로 사용할 수 없습니다.' } },
    });
  });
});
