import { ACCESS_TOKEN_COOKIE, SOPHI_MAX_FRAME_BYTES, SOPHI_TITLE_MAX_CHARS } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrfCookies, csrfHeaders } from './factories';
import { signedIn } from './sessions';
import { createTestDb, DB_KINDS, FakeClock } from './helpers';
import { DAY_MS, listenSophiApp, parseSse, REDIS_URL, SophiClient, uniquePrefix, type SophiTestApp } from './sophi-helpers';

const NOW = Date.parse('2026-03-15T03:00:00Z');
const ANSWER = '리츠는 부동산에 투자합니다[1].';

describe.each(DB_KINDS)(`Sophi stream (%s${REDIS_URL ? ', Redis' : ''})`, (kind) => {
  let db: DbHandle;
  let a: SophiTestApp;
  const clock = new FakeClock(NOW);
  const prefix = uniquePrefix();
  const clients: SophiClient[] = [];

  beforeAll(async () => {
    db = await createTestDb(kind);
    a = await listenSophiApp(db, clock, prefix);
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await a.app.close();
    await db.close();
  });
  beforeEach(async () => {
    // A new Seoul day and fresh per-minute windows: every test starts with a full quota.
    clock.advance(DAY_MS);
    await a.app.counterStore.delete('sophi:rate:ip:127.0.0.1');
    a.engine.pieces = ['리츠는 ', '부동산에 ', '투자합니다', '[1].'];
    a.engine.delayMs = 0;
    a.engine.fail = false;
  });

  const connect = (base: string, headers: Record<string, string> = {}) => {
    const client = SophiClient.connect(base, { headers });
    clients.push(client);
    return client;
  };
  const member = async () => {
    const { userId, accessToken } = await signedIn(a.app, db);
    return { userId, accessToken, cookie: { cookie: `${ACCESS_TOKEN_COOKIE}=${accessToken}` } };
  };
  const answerRow = async (messageId: string) => (await db.db.select().from(schema.sophiMessages).where(eq(schema.sophiMessages.id, messageId)))[0]!;

  it('a guest asks: ready, start, deltas, citation, done; question and answer are stored', async () => {
    const c = connect(a.wsBase);
    const ready = await c.waitFor('ready');
    expect(ready).toMatchObject({ signedIn: false, engine: { kind: 'grounded' }, quota: { limit: 5, used: 0, remaining: 5 } });
    expect(ready.quota.resetsAt).toBe('2026-03-16T15:00:00.000Z');
    expect(c.ws.protocol).toBe('sophi.v1');
    const requestId = c.ask(`  ${'리츠'.repeat(40)}  `);
    const done = await c.waitFor('done');
    const start = c.of('start')[0]!;
    expect(start.requestId).toBe(requestId);
    const deltas = c.of('delta');
    expect(deltas.map((d) => d.text).join('')).toBe(ANSWER);
    expect(deltas.map((d) => d.offset)).toEqual([0, 4, 9, 14]);
    expect(c.of('citation')[0]!.citation.n).toBe(1);
    expect(done).toMatchObject({ content: ANSWER, grounding: 'answered', followUps: ['배당은?'], quota: { used: 1, remaining: 4 }, conversationId: start.conversationId });
    expect(c.events.map((e) => e.type)).toEqual(['ready', 'start', 'delta', 'delta', 'delta', 'delta', 'citation', 'done']);

    const row = await answerRow(start.messageId);
    expect(row).toMatchObject({ role: 'assistant', status: 'done', content: ANSWER, grounding: 'answered', promptTokens: 10, completionTokens: 4, userId: null, questionId: start.questionId });
    expect(row.citations).toHaveLength(1);
    expect(row.firstTokenMs).not.toBeNull();
    expect(row.durationMs).not.toBeNull();
    const question = await answerRow(start.questionId);
    expect(question).toMatchObject({ role: 'user', content: '리츠'.repeat(40), status: 'done' });
    const [conversation] = await db.db.select().from(schema.sophiConversations).where(eq(schema.sophiConversations.id, start.conversationId));
    expect(conversation!.title).toBe('리츠'.repeat(40).slice(0, SOPHI_TITLE_MAX_CHARS));
    expect(conversation!.userId).toBeNull();
  });

  it('a member (cookie) continues a conversation: the engine gets the earlier turns; a foreign conversation is not found', async () => {
    const m = await member();
    const c = connect(a.wsBase, m.cookie);
    expect((await c.waitFor('ready')).signedIn).toBe(true);
    c.ask('첫 질문');
    const first = await c.waitFor('done');
    c.ask('두 번째 질문', { conversationId: first.conversationId });
    const second = await c.waitFor('done', 2);
    expect(second.conversationId).toBe(first.conversationId);
    expect(a.engine.requests.at(-1)!.history).toEqual([{ role: 'user', content: '첫 질문' }, { role: 'assistant', content: ANSWER }]);
    const [conversation] = await db.db.select().from(schema.sophiConversations).where(eq(schema.sophiConversations.id, first.conversationId));
    expect(conversation!.userId).toBe(m.userId);

    const guest = connect(a.wsBase);
    await guest.waitFor('ready');
    const requestId = guest.ask('남의 대화', { conversationId: first.conversationId });
    const error = await guest.waitFor('error');
    expect(error).toMatchObject({ code: 'SOPHI_CONVERSATION_NOT_FOUND', requestId });
  });

  it('a bad token closes with 4401 and the code; a Bearer token works', async () => {
    const bad = connect(a.wsBase, { cookie: `${ACCESS_TOKEN_COOKIE}=not-a-token` });
    expect(await bad.waitClosed()).toEqual({ code: 4401, reason: 'TOKEN_INVALID' });
    expect(bad.of('ready')).toHaveLength(0);
    const m = await member();
    const good = connect(a.wsBase, { authorization: `Bearer ${m.accessToken}` });
    expect((await good.waitFor('ready')).signedIn).toBe(true);
    good.close();
  });

  it('malformed JSON, schema errors and NUL/broken Unicode get error events; the third closes 1007', async () => {
    const c = connect(a.wsBase);
    await c.waitFor('ready');
    c.send('{not json');
    await c.waitFor('error');
    c.send({ type: 'ask', requestId: 'r1', question: '' });
    const second = await c.waitFor('error', 2);
    expect(second).toMatchObject({ code: 'SOPHI_FRAME_INVALID', requestId: 'r1', message: '질문을 입력해 주세요.' });
    c.send(`{"type":"ask","requestId":"r2","question":"a\\ud800b"}`);
    await c.waitFor('error', 3);
    expect(c.of('error').every((e) => e.code === 'SOPHI_FRAME_INVALID')).toBe(true);
    expect(await c.waitClosed()).toEqual({ code: 1007, reason: 'SOPHI_FRAME_INVALID' });

    const nul = connect(a.wsBase);
    await nul.waitFor('ready');
    nul.send({ type: 'resume', messageId: '00000000-0000-4000-8000-00000000000\u0000', offset: 0 });
    expect((await nul.waitFor('error')).code).toBe('SOPHI_FRAME_INVALID');
    nul.send({ type: 'ping' });
    await nul.waitFor('pong');
    nul.close();
  });

  it('frames over the limit close 1009, binary frames 1003, a foreign Origin 1008', async () => {
    const big = connect(a.wsBase);
    await big.waitFor('ready');
    big.send({ type: 'ask', requestId: 'r', question: 'x'.repeat(SOPHI_MAX_FRAME_BYTES) });
    expect((await big.waitClosed()).code).toBe(1009);

    const binary = connect(a.wsBase);
    await binary.waitFor('ready');
    binary.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await binary.waitClosed()).code).toBe(1003);

    const foreign = connect(a.wsBase, { origin: 'https://evil.example' });
    expect((await foreign.waitClosed()).code).toBe(1008);
    const same = connect(a.wsBase, { origin: a.app.config.publicOrigin });
    await same.waitFor('ready');
    same.close();
  });

  it('stop cancels: cancel event, status cancelled; one answer per socket (SOPHI_BUSY)', async () => {
    a.engine.delayMs = 150;
    const c = connect(a.wsBase);
    await c.waitFor('ready');
    const requestId = c.ask('천천히');
    await c.waitFor('delta');
    const busy = c.ask('동시에');
    expect(await c.waitFor('error')).toMatchObject({ code: 'SOPHI_BUSY', requestId: busy });
    c.send({ type: 'stop', requestId });
    const cancel = await c.waitFor('cancel');
    expect(cancel.requestId).toBe(requestId);
    await c.until(() => false, 400).catch(() => undefined);
    expect(c.of('done')).toHaveLength(0);
    const row = await answerRow(cancel.messageId);
    expect(row.status).toBe('cancelled');
    expect(ANSWER.startsWith(row.content)).toBe(true);
    expect(row.content.length).toBeLessThan(ANSWER.length);
  });

  it('a stop sent right after the ask (frames are handled in order) still cancels the answer', async () => {
    a.engine.delayMs = 50;
    const c = connect(a.wsBase);
    await c.waitFor('ready');
    const requestId = c.ask('바로 중지');
    c.send({ type: 'stop', requestId });
    const cancel = await c.waitFor('cancel');
    expect(cancel.requestId).toBe(requestId);
    await c.until(() => false, 300).catch(() => undefined);
    expect(c.of('done')).toHaveLength(0);
    expect((await answerRow(cancel.messageId)).status).toBe('cancelled');
    c.close();
  });

  it('closing the socket does not cancel: the answer finishes and is stored', async () => {
    a.engine.delayMs = 100;
    const c = connect(a.wsBase);
    await c.waitFor('ready');
    c.ask('닫아도 계속');
    const start = await c.waitFor('start');
    c.ws.terminate();
    await expect.poll(async () => (await answerRow(start.messageId)).status, { timeout: 5_000 }).toBe('done');
    expect((await answerRow(start.messageId)).content).toBe(ANSWER);
  });

  it('an engine failure is an error event with SOPHI_ENGINE_FAILED and status error', async () => {
    a.engine.fail = true;
    const c = connect(a.wsBase);
    await c.waitFor('ready');
    c.ask('실패');
    const error = await c.waitFor('error');
    expect(error.code).toBe('SOPHI_ENGINE_FAILED');
    expect((await answerRow(error.messageId!)).status).toBe('error');
    expect((await answerRow(error.messageId!)).errorCode).toBe('SOPHI_ENGINE_FAILED');
  });

  it('a guest gets SOPHI_QUOTA_EXCEEDED after 5 questions a day', async () => {
    const c = connect(a.wsBase);
    await c.waitFor('ready');
    for (let i = 1; i <= 5; i++) {
      c.ask(`질문 ${i}`);
      expect((await c.waitFor('done', i)).quota?.remaining).toBe(5 - i);
    }
    c.ask('여섯 번째');
    expect((await c.waitFor('error')).code).toBe('SOPHI_QUOTA_EXCEEDED');
    expect(c.of('start')).toHaveLength(5);
  });

  it('a member gets SOPHI_RATE_LIMITED over 6 questions a minute', async () => {
    const m = await member();
    const c = connect(a.wsBase, m.cookie);
    await c.waitFor('ready');
    for (let i = 1; i <= 6; i++) {
      c.ask(`질문 ${i}`);
      await c.waitFor('done', i);
    }
    c.ask('일곱 번째');
    expect((await c.waitFor('error')).code).toBe('SOPHI_RATE_LIMITED');
    await a.app.counterStore.delete(`sophi:rate:u:${m.userId}`);
  });

  it('stop across processes: an answer streaming on A stops when B is asked to stop it (HTTP and a resumed socket)', async () => {
    const b = await listenSophiApp(db, clock, prefix);
    try {
      a.engine.delayMs = 120;
      a.engine.pieces = Array.from({ length: 30 }, (_, i) => `조각${i} `);
      const m = await member();
      const onA = connect(a.wsBase, m.cookie);
      await onA.waitFor('ready');
      onA.ask('길게 답해 주세요');
      await onA.waitFor('delta', 2);
      const messageId = onA.of('start')[0]!.messageId;
      // Another member may not stop it; a guest neither (404, as for a missing answer).
      const other = await member();
      const forbidden = await b.app.inject({ method: 'POST', url: `/api/seoul/v1/sophi/answers/${messageId}/stop`, headers: { authorization: `Bearer ${other.accessToken}` } });
      expect(forbidden.statusCode).toBe(404);
      const guest = await b.app.inject({ method: 'POST', url: `/api/seoul/v1/sophi/answers/${messageId}/stop`, cookies: csrfCookies, headers: csrfHeaders });
      expect(guest.statusCode).toBe(404);
      const stopped = await b.app.inject({ method: 'POST', url: `/api/seoul/v1/sophi/answers/${messageId}/stop`, headers: { authorization: `Bearer ${m.accessToken}` } });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json()).toEqual({ messageId, stopping: true });
      const cancel = await onA.waitFor('cancel');
      expect(cancel.messageId).toBe(messageId);
      expect((await answerRow(messageId)).status).toBe('cancelled');
      expect(onA.of('delta').length).toBeLessThan(30);
      // Stopping an ended answer changes nothing.
      const late = await b.app.inject({ method: 'POST', url: `/api/seoul/v1/sophi/answers/${messageId}/stop`, headers: { authorization: `Bearer ${m.accessToken}` } });
      expect(late.json()).toEqual({ messageId, stopping: false });

      // A socket that resumed an answer on B stops it with the message id.
      onA.ask('다시 길게');
      await onA.waitFor('delta', onA.of('delta').length + 2);
      const second = onA.of('start')[1]!.messageId;
      const onB = connect(b.wsBase, m.cookie);
      await onB.waitFor('ready');
      onB.send({ type: 'resume', messageId: second, offset: 0 });
      await onB.waitFor('delta');
      onB.send({ type: 'stop', requestId: 'resumed', messageId: second });
      await onA.waitFor('cancel', 2);
      expect((await answerRow(second)).status).toBe('cancelled');
    } finally {
      a.engine.delayMs = 0;
      await b.app.close();
    }
  });

  it('resume across processes: ask on A, drop mid-stream, resume on B with the offset: the rest arrives once', async () => {
    const b = await listenSophiApp(db, clock, prefix);
    try {
      a.engine.delayMs = 120;
      a.engine.pieces = Array.from({ length: 12 }, (_, i) => `조각${i} `);
      const full = a.engine.pieces.join('');
      const m = await member();
      const onA = connect(a.wsBase, m.cookie);
      await onA.waitFor('ready');
      onA.ask('길게 답해 주세요');
      await onA.waitFor('delta', 3);
      onA.ws.terminate();
      const received = onA.of('delta').map((d) => d.text).join('');
      const messageId = onA.of('start')[0]!.messageId;

      const onB = connect(b.wsBase, m.cookie);
      await onB.waitFor('ready');
      onB.send({ type: 'resume', messageId, offset: received.length });
      const done = await onB.waitFor('done');
      const start = onB.of('start')[0]!;
      expect(start.messageId).toBe(messageId);
      const rest = onB.of('delta');
      let at = received.length;
      for (const d of rest) {
        expect(d.offset).toBe(at);
        at += d.text.length;
      }
      expect(received + rest.map((d) => d.text).join('')).toBe(full);
      expect(onB.of('citation')).toHaveLength(1);
      expect(done.content).toBe(full);
      expect((await answerRow(messageId)).content).toBe(full);

      // Resuming a finished answer: the stored rest and the final event at once; others' answers are not found.
      const again = connect(b.wsBase, m.cookie);
      await again.waitFor('ready');
      again.send({ type: 'resume', messageId, offset: 4 });
      expect((await again.waitFor('done')).content).toBe(full);
      expect(again.of('delta').map((d) => d.text).join('')).toBe(full.slice(4));
      const guest = connect(b.wsBase);
      await guest.waitFor('ready');
      guest.send({ type: 'resume', messageId, offset: 0 });
      expect((await guest.waitFor('error')).code).toBe('SOPHI_MESSAGE_NOT_FOUND');
    } finally {
      await b.app.close();
    }
  });

  it(`the answer bus delivers live events ${REDIS_URL ? 'between processes (Redis pub/sub)' : 'in process'}`, async () => {
    const b = REDIS_URL ? await listenSophiApp(db, clock, prefix) : a;
    try {
      expect(a.app.sophi.bus.kind).toBe(REDIS_URL ? 'redis' : 'memory');
      const received: unknown[] = [];
      const messageId = '11111111-1111-4111-8111-111111111111';
      const unsubscribe = await b.app.sophi.bus.subscribe(messageId, (event) => received.push(event));
      a.app.sophi.bus.publish(messageId, { type: 'delta', messageId, offset: 0, text: '안녕' });
      a.app.sophi.bus.publish('22222222-2222-4222-8222-222222222222', { type: 'delta', messageId, offset: 0, text: '다른 답' });
      await expect.poll(() => received, { timeout: 3_000 }).toEqual([{ type: 'delta', messageId, offset: 0, text: '안녕' }]);
      unsubscribe();
      a.app.sophi.bus.publish(messageId, { type: 'cancel', messageId, requestId: null });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toHaveLength(1);
    } finally {
      if (b !== a) await b.app.close();
    }
  });

  it('the SSE fallback streams the same events; bad token 401, missing CSRF 403, NUL 400; resume over SSE', async () => {
    // Unsafe routes need the CSRF pair unless Bearer-authenticated, guests included (like every other POST).
    const post = (payload: unknown) => a.app.inject({ method: 'POST', url: '/api/seoul/v1/sophi/answers', cookies: csrfCookies, headers: csrfHeaders, payload: payload as object });
    const res = await post({ requestId: 'sse1', question: '리츠란?' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('event: delta\ndata: ');
    const events = parseSse(res.body);
    expect(events.map((e) => e.type)).toEqual(['start', 'delta', 'delta', 'delta', 'delta', 'citation', 'done']);
    const done = events.at(-1)!;
    expect(done.type === 'done' && done.content).toBe(ANSWER);
    const messageId = events[0]!.type === 'start' ? events[0]!.messageId : '';

    const resumed = await a.app.inject({ method: 'GET', url: `/api/seoul/v1/sophi/answers/${messageId}?offset=9` });
    const resumedEvents = parseSse(resumed.body);
    expect(resumedEvents.map((e) => e.type)).toEqual(['start', 'citation', 'delta', 'done']);
    expect(resumedEvents[2]).toMatchObject({ offset: 9, text: ANSWER.slice(9) });

    const bad = await a.app.inject({ method: 'POST', url: '/api/seoul/v1/sophi/answers', headers: { authorization: 'Bearer nope' }, payload: { requestId: 'x', question: '리츠' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('TOKEN_INVALID');
    const m = await member();
    const noCsrf = await a.app.inject({ method: 'POST', url: '/api/seoul/v1/sophi/answers', cookies: { [ACCESS_TOKEN_COOKIE]: m.accessToken }, payload: { requestId: 'x', question: '리츠' } });
    expect(noCsrf.statusCode).toBe(403);
    const withBearer = await a.app.inject({ method: 'POST', url: '/api/seoul/v1/sophi/answers', headers: { authorization: `Bearer ${m.accessToken}` }, payload: { requestId: 'x', question: '리츠' } });
    expect(parseSse(withBearer.body).at(-1)?.type).toBe('done');
    for (const payload of [{ requestId: 'x', question: '리\u0000츠' }, { requestId: 'x', question: '리\ud800츠' }, { requestId: 'x\u0000', question: '리츠' }, { requestId: 'x', question: '' }]) {
      const r = await post(payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const id of ['%00', 'not-a-uuid', '%ED%A0%80', '00000000-0000-4000-8000-000000000000']) {
      const r = await a.app.inject({ method: 'GET', url: `/api/seoul/v1/sophi/answers/${id}` });
      expect(r.statusCode, id).toBeLessThan(500);
    }
  });

  it('status: engine and the quota of the caller', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/seoul/v1/sophi/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signedIn: false, wsPath: '/api/sophi/ws', ssePath: '/api/seoul/v1/sophi/answers', quota: { limit: 5 }, engine: { kind: 'grounded' } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
