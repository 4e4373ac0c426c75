import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogSink, createWebhookSink, type ErrorReport } from '../src/adapters/error-report-sink';
import { createLogger } from '../src/logger';
import { buildTestApp, createTestDb, DB_KINDS, FakeErrorReportSink, LogCapture } from './helpers';

const report = {
  user: 'kim@example.com',
  errMsg: 'TypeError: cannot read properties of undefined',
  path: '/reitsfocus',
  queryParam: 'id=42',
  userIdFromLocalStorage: 'u-123',
};

describe.each(DB_KINDS)('POST /api/slack (%s)', (kind) => {
  let db: DbHandle;

  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores the report, forwards it to the sink and answers 202', async () => {
    const sink = new FakeErrorReportSink();
    const app = await buildTestApp({ db, sink });
    const res = await app.inject({ method: 'POST', url: '/api/slack', payload: report });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toEqual({ received: true, reportId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const rows = await db.db.select().from(schema.errorReports).where(eq(schema.errorReports.id, body.reportId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userLabel: report.user,
      message: report.errMsg,
      path: report.path,
      query: report.queryParam,
      localUserId: report.userIdFromLocalStorage,
    });

    expect(sink.reports).toHaveLength(1);
    expect(sink.reports[0]).toMatchObject({ id: body.reportId, errMsg: report.errMsg, path: report.path, user: report.user });
    await app.close();
  });

  it('accepts a minimal report (optional fields absent)', async () => {
    const app = await buildTestApp({ db });
    const res = await app.inject({ method: 'POST', url: '/api/slack', payload: { errMsg: 'boom', path: '/' } });
    expect(res.statusCode).toBe(202);
    const rows = await db.db.select().from(schema.errorReports).where(eq(schema.errorReports.id, res.json().reportId));
    expect(rows[0]).toMatchObject({ userLabel: null, query: '', localUserId: null });
    await app.close();
  });

  it('still answers 202 when forwarding fails (the report is stored)', async () => {
    const logs = new LogCapture();
    const sink = createWebhookSink('http://127.0.0.1:9/unreachable', createLogger({ logLevel: 'info' }, logs), async () => {
      throw new Error('connect ECONNREFUSED');
    });
    const app = await buildTestApp({ db, sink });
    const res = await app.inject({ method: 'POST', url: '/api/slack', payload: report });
    expect(res.statusCode).toBe(202);
    expect(logs.entries().some((e) => e.msg === 'error report webhook failed' && e.level === 40)).toBe(true);
    await app.close();
  });

  it('rate-limits reports per IP with the 429 envelope', async () => {
    const app = await buildTestApp({ db, config: { errorReportRateLimit: 3 } });
    for (let i = 0; i < 3; i += 1) {
      const ok = await app.inject({ method: 'POST', url: '/api/slack', payload: report });
      expect(ok.statusCode).toBe(202);
    }
    const limited = await app.inject({ method: 'POST', url: '/api/slack', payload: report });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' } });
    expect(limited.headers['retry-after']).toBeDefined();

    const otherIp = await app.inject({ method: 'POST', url: '/api/slack', payload: report, remoteAddress: '10.0.0.9' });
    expect(otherIp.statusCode).toBe(202);
    await app.close();
  });
});

describe('error report sinks', () => {
  const stored: ErrorReport = {
    id: '2b1f3c1e-0000-4000-8000-000000000001',
    user: 'kim@example.com',
    errMsg: 'TypeError: boom',
    path: '/article',
    queryParam: 'id=7',
    userIdFromLocalStorage: null,
    createdAt: new Date('2026-01-02T03:04:05Z'),
  };

  it('webhook sink posts a chat message as JSON', async () => {
    const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const sink = createWebhookSink(`http://127.0.0.1:${port}/hook`, createLogger({ logLevel: 'silent' }));
    await sink.send(stored);
    await new Promise<void>((resolve) => server.close(() => resolve()));

    expect(received).toHaveLength(1);
    expect(received[0]!.headers['content-type']).toBe('application/json');
    const text = (JSON.parse(received[0]!.body) as { text: string }).text;
    expect(text).toContain('TypeError: boom');
    expect(text).toContain('/article?id=7');
    expect(text).toContain(stored.id);
  });

  it('webhook sink logs a rejected delivery without throwing', async () => {
    const logs = new LogCapture();
    const sink = createWebhookSink('http://hook.invalid', createLogger({ logLevel: 'info' }, logs), async () => new Response('nope', { status: 500 }));
    await expect(sink.send(stored)).resolves.toBeUndefined();
    expect(logs.entries()).toEqual([expect.objectContaining({ level: 40, status: 500, msg: 'error report webhook rejected the report' })]);
  });

  it('webhook sink gives up after its timeout', async () => {
    const logs = new LogCapture();
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const sink = createWebhookSink('http://hook.invalid', createLogger({ logLevel: 'info' }, logs), hanging);
    const started = Date.now();
    await sink.send(stored);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(logs.entries()[0]).toMatchObject({ level: 40, msg: 'error report webhook failed' });
  });

  it('log sink writes the report at warn level', async () => {
    const logs = new LogCapture();
    await createLogSink(createLogger({ logLevel: 'info' }, logs)).send(stored);
    expect(logs.entries()).toEqual([
      expect.objectContaining({ level: 40, msg: 'error report received', errorReport: expect.objectContaining({ id: stored.id, path: '/article' }) }),
    ]);
  });
});
