/**
 * Issue 15 §1: two real API processes on one PostgreSQL and one Redis behave as one product.
 * Each test talks HTTP (and the Sophi websocket) to both processes, A and B.
 */
import { randomUUID } from 'node:crypto';
import { SOPHI_WS_PROTOCOL, type SophiServerEvent } from '@spi/core';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call, DEMO, signInOverHttp, startProvider, type SignedIn } from './client';
import { eventually, MULTI_PROCESS, REDIS_URL, REVALIDATE_SECRET, startCluster, startFakeWeb, type ApiProcess, type Cluster, type FakeWeb } from './harness';

const ADMIN = '/api/seoul/v1/admin';
const AUTH_RATE_LIMIT = 6;

describe.skipIf(!MULTI_PROCESS)('two API processes on one PostgreSQL and Redis', () => {
  let cluster: Cluster;
  let A: ApiProcess;
  let B: ApiProcess;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  const webs: FakeWeb[] = [];
  let admin: SignedIn;

  beforeAll(async () => {
    provider = await startProvider();
    webs.push(await startFakeWeb(), await startFakeWeb());
    cluster = await startCluster('cluster', 2, {
      ...provider.env,
      WEB_INTERNAL_ORIGIN: webs.map((w) => w.origin).join(','),
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      // A tick every second; the REIT price import every 2 seconds (croner's seconds field).
      PUBLISH_SCHEDULER_INTERVAL_MS: '1000',
      PRICE_UPDATE_CRON: '*/2 * * * * *',
      SOPHI_STREAM_CHUNK_DELAY_MS: '120',
    });
    [A, B] = cluster.processes as [ApiProcess, ApiProcess];
    admin = await signInOverHttp(A.origin, B.origin, DEMO.admin.provider, DEMO.admin.subject);
  }, 360_000);

  afterAll(async () => {
    await cluster?.close();
    await provider?.server.close();
    await Promise.all(webs.map((w) => w.close()));
  }, 60_000);

  it('rate limits and failure locks are shared: what A counted, B enforces', async () => {
    // The sign-in start is limited per client address: exhaust it on A, B refuses the next one.
    const ip = '203.0.113.7';
    for (let i = 0; i < AUTH_RATE_LIMIT; i++) {
      const res = await call(A.origin, 'GET', '/api/auth/kakao/start?redirect=%2F', { ip });
      expect(res.status, res.text).toBe(302);
    }
    const limited = await call(B.origin, 'GET', '/api/auth/kakao/start?redirect=%2F', { ip });
    expect(limited.status).toBe(429);
    expect(limited.code).toBe('RATE_LIMITED');
    // Another client is not affected.
    expect((await call(B.origin, 'GET', '/api/auth/kakao/start?redirect=%2F', { ip: '203.0.113.8' })).status).toBe(302);

    // Five unknown refresh tokens on A lock the address out of refresh, on B too.
    const suspect = '203.0.113.9';
    for (let i = 0; i < 5; i++) {
      const res = await call(i % 2 === 0 ? A.origin : B.origin, 'POST', '/api/auth/refresh', { ip: suspect, csrf: true, headers: { cookie: `spi-refreshToken=unknown-${i}` }, body: {} });
      expect(res.status, res.text).toBe(401);
    }
    const locked = await call(B.origin, 'POST', '/api/auth/refresh', { ip: suspect, csrf: true, body: {} });
    expect(locked.status).toBe(429);
    expect(locked.code).toBe('ACCOUNT_LOCKED');
    // That was the limit's 6th refresh from the address (5 + 1, on both processes): A refuses a 7th.
    const limitedOnA = await call(A.origin, 'POST', '/api/auth/refresh', { ip: suspect, csrf: true, body: {} });
    expect(limitedOnA.status).toBe(429);
    expect(limitedOnA.code).toBe('RATE_LIMITED');
  });

  it('session revocation and sign-out on A are refused by B at once', async () => {
    const me = `/api/sejong/v1/users/${DEMO.member.userId}/sessions`;
    // Two devices of one member; each started on one process and finished on the other.
    const first = await signInOverHttp(A.origin, B.origin, DEMO.member.provider, DEMO.member.subject, '198.51.100.1');
    const second = await signInOverHttp(B.origin, A.origin, DEMO.member.provider, DEMO.member.subject, '198.51.100.2');
    expect((await call(A.origin, 'GET', me, { bearer: first.accessToken })).status).toBe(200);
    expect((await call(B.origin, 'GET', me, { bearer: second.accessToken })).status).toBe(200);

    // A refresh on B rotates the token A issued (the session row is shared).
    const refreshed = await call(B.origin, 'POST', '/api/auth/refresh', { jar: first.jar, csrf: true, body: {}, ip: '198.51.100.1' });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(first.jar.cookies['spi-refreshToken']).not.toBe(first.refreshToken);

    // Device 1 ends device 2's session on A: B refuses device 2's access and refresh tokens.
    const sessions = (await call(A.origin, 'GET', me, { bearer: second.accessToken })).json<{ sessions: Array<{ sessionId: string; current: boolean }> }>().sessions;
    const secondId = sessions.find((s) => s.current)?.sessionId;
    expect(secondId).toBeTruthy();
    const firstAccess = first.jar.cookies['spi-accessToken']!;
    const revoked = await call(A.origin, 'DELETE', `${me}/${secondId}`, { bearer: firstAccess });
    expect(revoked.status, revoked.text).toBe(204);
    const afterRevoke = await call(B.origin, 'GET', me, { bearer: second.accessToken });
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.code).toBe('SESSION_REVOKED');
    expect((await call(B.origin, 'POST', '/api/auth/refresh', { jar: second.jar, csrf: true, body: {}, ip: '198.51.100.2' })).status).toBe(401);

    // Device 1 signs out on A: B refuses its access token and its refresh token.
    const refreshTokenBefore = first.jar.cookies['spi-refreshToken']!;
    expect((await call(A.origin, 'POST', '/api/auth/sign-out', { jar: first.jar, csrf: true, ip: '198.51.100.1' })).status).toBe(204);
    const afterSignOut = await call(B.origin, 'GET', me, { bearer: firstAccess });
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.code).toBe('SESSION_REVOKED');
    expect((await call(B.origin, 'POST', '/api/auth/refresh', { csrf: true, body: {}, headers: { cookie: `spi-refreshToken=${refreshTokenBefore}` }, ip: '198.51.100.4' })).status).toBe(401);
  });

  it('publishing on A revalidates every web process and drops B’s cached list', async () => {
    const list = '/api/seoul/v1/articles?page=0&size=10';
    await call(B.origin, 'GET', list);
    const warm = await call(B.origin, 'GET', list);
    expect(warm.headers.get('x-cache')).toBe('HIT');

    const title = `멀티 프로세스 발행 ${randomUUID().slice(0, 8)}`;
    const created = await call(A.origin, 'POST', `${ADMIN}/articles`, { bearer: admin.accessToken, body: articleInput(title) });
    expect(created.status, created.text).toBe(201);
    const articleId = created.json<{ articleId: number }>().articleId;
    for (const w of webs) w.requests.length = 0;
    const published = await call(A.origin, 'POST', `${ADMIN}/articles/${articleId}/publish`, { bearer: admin.accessToken });
    expect(published.status, published.text).toBe(200);

    // Every web process hears about it, with the article's tags and the shared secret.
    for (const w of webs) {
      const hit = await eventually(() => w.requests.find((r) => ((r.body as { tags?: string[] })?.tags ?? []).includes(`article:${articleId}`)), 10_000, `revalidation at ${w.origin}`);
      expect(hit.path).toBe('/internal/revalidate');
      expect(hit.secret).toBe(REVALIDATE_SECRET);
      expect((hit.body as { tags: string[] }).tags).toContain('articles');
    }
    // B's response cache dropped the list (Redis invalidation): the next answer is fresh and has the article.
    const fresh = await eventually(async () => {
      const res = await call(B.origin, 'GET', list);
      return res.text.includes(title) ? res : null;
    }, 5_000, 'the new article in B’s list');
    expect(fresh.headers.get('x-cache')).not.toBe('HIT');
  });

  it('scheduled jobs run once per tick across both processes (pg-boss singleton keys)', async () => {
    const title = `예약 발행 ${randomUUID().slice(0, 8)}`;
    const created = await call(B.origin, 'POST', `${ADMIN}/articles`, { bearer: admin.accessToken, body: articleInput(title) });
    expect(created.status, created.text).toBe(201);
    const articleId = created.json<{ articleId: number }>().articleId;
    const scheduledAt = new Date(Date.now() + 2_500).toISOString();
    const scheduled = await call(A.origin, 'POST', `${ADMIN}/articles/${articleId}/schedule`, { bearer: admin.accessToken, body: { scheduledAt } });
    expect(scheduled.status, scheduled.text).toBe(200);

    await eventually(async () => {
      const { rows } = await cluster.sql.query<{ status: string }>('select status from articles where id = $1', [articleId]);
      return rows[0]?.status === 'PUBLISHED';
    }, 20_000, 'the scheduled article to be published');
    // A few more ticks, then: one publication (one audit row) and one job row per tick and job name.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const audits = await cluster.sql.query(`select id from audit_log where action = 'article.publish.scheduled' and target_id = $1`, [String(articleId)]);
    expect(audits.rowCount).toBe(1);

    const jobs = await cluster.sql.query<{ name: string; ticks: string; rows: string; dupes: string }>(`
      with all_jobs as (select name, singleton_key from pgboss.job union all select name, singleton_key from pgboss.archive)
      select name, count(distinct singleton_key)::text as ticks, count(*)::text as rows,
             (count(*) - count(distinct singleton_key))::text as dupes
      from all_jobs where name in ('publish-scheduled-articles', 'update-reit-prices') group by name`);
    const byName = Object.fromEntries(jobs.rows.map((r) => [r.name, r]));
    console.info('[multi-process] pg-boss job rows per tick:', JSON.stringify(jobs.rows));
    for (const name of ['publish-scheduled-articles', 'update-reit-prices']) {
      expect(Number(byName[name]?.ticks), name).toBeGreaterThanOrEqual(2);
      expect(Number(byName[name]?.dupes), name).toBe(0);
    }
    // Each process tried to queue each tick (both have the timers): every tick's job was taken by a worker.
    const pending = await cluster.sql.query(`select 1 from pgboss.job where name = 'publish-scheduled-articles' and state = 'created' and created_on < now() - interval '8 seconds'`);
    expect(pending.rowCount).toBe(0);
  });

  it('Sophi: an answer running on A fans out through Redis; a client resuming on B gets the rest', async () => {
    const member = await signInOverHttp(A.origin, A.origin, DEMO.reader.provider, DEMO.reader.subject, '198.51.100.20');
    const headers = { cookie: `spi-accessToken=${member.accessToken}` };
    const onA = new Client(`ws://127.0.0.1:${A.port}/api/sophi/ws`, headers);
    await onA.waitFor((e) => e.type === 'ready');
    onA.send({ type: 'ask', requestId: randomUUID().replace(/-/g, ''), question: '리츠 배당 수익률은 어떻게 계산하나요?' });
    const start = (await onA.waitFor((e) => e.type === 'start')) as Extract<SophiServerEvent, { type: 'start' }>;
    const messageId = start.messageId;

    // Listen on the bus's Redis channel as a third process would.
    const redis = new Redis(REDIS_URL!);
    const busMessages: string[] = [];
    try {
      await redis.subscribe(`${cluster.redisPrefix}sophi:answer:${messageId}`);
      redis.on('message', (_channel: string, message: string) => busMessages.push(message));
      await onA.waitFor(() => onA.events.filter((e) => e.type === 'delta').length >= 2, 15_000);
      onA.ws.terminate();
      const received = onA.events.filter((e): e is Extract<SophiServerEvent, { type: 'delta' }> => e.type === 'delta').map((d) => d.text).join('');

      const onB = new Client(`ws://127.0.0.1:${B.port}/api/sophi/ws`, headers);
      await onB.waitFor((e) => e.type === 'ready');
      onB.send({ type: 'resume', messageId, offset: received.length });
      const done = (await onB.waitFor((e) => e.type === 'done', 30_000)) as Extract<SophiServerEvent, { type: 'done' }>;
      const rest = onB.events.filter((e): e is Extract<SophiServerEvent, { type: 'delta' }> => e.type === 'delta');
      let at = received.length;
      for (const d of rest) {
        expect(d.offset).toBe(at);
        at += d.text.length;
      }
      expect(received + rest.map((d) => d.text).join('')).toBe(done.content);
      const { rows } = await cluster.sql.query<{ content: string; status: string }>('select content, status from sophi_messages where id = $1', [messageId]);
      expect(rows[0]?.content).toBe(done.content);
      // A published the live events on the shared channel (delta … done).
      expect(busMessages.length).toBeGreaterThan(0);
      expect(busMessages.some((m) => (JSON.parse(m) as { type: string }).type === 'done')).toBe(true);
      onB.ws.close();
    } finally {
      redis.disconnect();
    }
  });
});

function articleInput(title: string) {
  return {
    title,
    description: '두 API 프로세스 테스트',
    section: 'PRO',
    type: 'CONTENT',
    categoryId: 'category-office',
    seriesId: null,
    tagNames: ['멀티프로세스'],
    writerId: 'writer-ga-sanghyun',
    html: '<p>두 프로세스가 하나처럼 동작합니다.</p>',
    isMemberOnly: false,
    isPublic: true,
    videos: [],
  };
}

/** A Sophi websocket client that records events. */
class Client {
  readonly ws: WebSocket;
  readonly events: SophiServerEvent[] = [];
  constructor(url: string, headers: Record<string, string>) {
    this.ws = new WebSocket(url, [SOPHI_WS_PROTOCOL], { headers });
    this.ws.on('message', (data) => this.events.push(JSON.parse(String(data)) as SophiServerEvent));
  }
  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }
  async waitFor(predicate: ((e: SophiServerEvent) => boolean) | (() => boolean), timeoutMs = 15_000): Promise<SophiServerEvent | undefined> {
    return eventually(() => {
      if (predicate.length === 0) return (predicate as () => boolean)() ? this.events.at(-1) ?? ({} as SophiServerEvent) : null;
      return this.events.find(predicate as (e: SophiServerEvent) => boolean) ?? null;
    }, timeoutMs, `sophi event (${JSON.stringify(this.events.map((e) => e.type))})`);
  }
}
