import { ACCESS_TOKEN_COOKIE } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, csrfCookies, csrfHeaders } from './factories';
import { tokenOf } from './sessions';
import { createTestDb, DB_KINDS, FakeClock } from './helpers';
import { DAY_MS, listenSophiApp, parseSse, REDIS_URL, uniquePrefix, type SophiTestApp } from './sophi-helpers';

const V1 = '/api/seoul/v1/sophi';
const NOW = Date.parse('2026-05-02T01:00:00Z');

describe.each(DB_KINDS)(`Sophi conversations (%s${REDIS_URL ? ', Redis' : ''})`, (kind) => {
  let db: DbHandle;
  let a: SophiTestApp;
  const clock = new FakeClock(NOW);

  beforeAll(async () => {
    db = await createTestDb(kind);
    a = await listenSophiApp(db, clock, uniquePrefix());
  });
  afterAll(async () => {
    await a.app.close();
    await db.close();
  });
  beforeEach(async () => {
    clock.advance(DAY_MS);
    await a.app.counterStore.delete('sophi:rate:ip:127.0.0.1');
  });

  const member = async () => {
    const userId = await buildUser(db);
    return { userId, token: await tokenOf(a.app, userId) };
  };
  /** Asks over the SSE fallback and returns the ids of the stored answer. */
  const ask = async (question: string, token?: string, conversationId?: string) => {
    const res = await a.app.inject({
      method: 'POST', url: `${V1}/answers`, headers: token ? bearer(token) : csrfHeaders, cookies: token ? {} : csrfCookies,
      payload: { requestId: 'req', question, ...(conversationId ? { conversationId } : {}) },
    });
    expect(res.statusCode).toBe(200);
    const start = parseSse(res.body).find((e) => e.type === 'start');
    if (start?.type !== 'start') throw new Error('no start event');
    return start;
  };
  const call = (method: 'GET' | 'DELETE' | 'PUT', url: string, token?: string, payload?: object) =>
    a.app.inject({ method, url: `${V1}${url}`, headers: token ? bearer(token) : csrfHeaders, cookies: token ? {} : csrfCookies, ...(payload ? { payload } : {}) });

  it('lists a member\'s conversations newest first with message counts; guests get 401', async () => {
    const m = await member();
    const first = await ask('첫 대화', m.token);
    clock.advance(1_000);
    await ask('후속 질문', m.token, first.conversationId);
    clock.advance(1_000);
    const second = await ask('두 번째 대화', m.token);
    await ask('게스트 질문');
    const other = await member();
    await ask('다른 사람', other.token);

    const res = await call('GET', '/conversations', m.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json();
    expect(list).toMatchObject({ total: 2, page: 0, size: 20 });
    expect(list.items.map((c: { id: string }) => c.id)).toEqual([second.conversationId, first.conversationId]);
    expect(list.items[1]).toMatchObject({ title: '첫 대화', messageCount: 4 });
    expect((await call('GET', '/conversations?size=1&page=1', m.token)).json().items.map((c: { id: string }) => c.id)).toEqual([first.conversationId]);
    const guest = await call('GET', '/conversations');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('UNAUTHENTICATED');
    expect((await call('GET', '/conversations?page=-1', m.token)).statusCode).toBe(400);
  });

  it('reads one conversation with its messages; only the owner; 404 for others and missing ids; 400 for bad ids', async () => {
    const m = await member();
    const start = await ask('배당 수익률은?', m.token);
    const res = await call('GET', `/conversations/${start.conversationId}`, m.token);
    expect(res.statusCode).toBe(200);
    const conversation = res.json();
    expect(conversation.messages.map((x: { role: string }) => x.role)).toEqual(['user', 'assistant']);
    expect(conversation.messages[0]).toMatchObject({ id: start.questionId, content: '배당 수익률은?', status: 'done' });
    expect(conversation.messages[1]).toMatchObject({ id: start.messageId, status: 'done', grounding: 'answered', engine: 'grounded', feedback: null, followUps: ['배당은?'] });
    expect(conversation.messages[1].citations).toHaveLength(1);

    const other = await member();
    const foreign = await call('GET', `/conversations/${start.conversationId}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('SOPHI_CONVERSATION_NOT_FOUND');
    expect((await call('GET', `/conversations/${start.conversationId}`)).statusCode).toBe(401);
    const guestStart = await ask('게스트');
    expect((await call('GET', `/conversations/${guestStart.conversationId}`, m.token)).statusCode).toBe(404);
    for (const id of ['not-a-uuid', '%00', '%ED%A0%80', `${start.conversationId}%00`]) {
      const r = await call('GET', `/conversations/${id}`, m.token);
      expect(r.statusCode, id).toBe(400);
    }
  });

  it('deletes softly: gone from the list and reads, kept in the table; only the owner; CSRF for cookies', async () => {
    const m = await member();
    const start = await ask('지울 대화', m.token);
    const other = await member();
    expect((await call('DELETE', `/conversations/${start.conversationId}`, other.token)).statusCode).toBe(404);
    const cookieOnly = await a.app.inject({ method: 'DELETE', url: `${V1}/conversations/${start.conversationId}`, cookies: { [ACCESS_TOKEN_COOKIE]: m.token } });
    expect(cookieOnly.statusCode).toBe(403);
    const res = await call('DELETE', `/conversations/${start.conversationId}`, m.token);
    expect(res.statusCode).toBe(204);
    expect((await call('DELETE', `/conversations/${start.conversationId}`, m.token)).statusCode).toBe(404);
    expect((await call('GET', `/conversations/${start.conversationId}`, m.token)).statusCode).toBe(404);
    expect((await call('GET', '/conversations', m.token)).json().total).toBe(0);
    const [row] = await db.db.select().from(schema.sophiConversations).where(eq(schema.sophiConversations.id, start.conversationId));
    expect(row!.deletedAt).not.toBeNull();
    // A deleted conversation takes no more questions and its answers cannot be resumed or rated.
    const more = await a.app.inject({ method: 'POST', url: `${V1}/answers`, headers: bearer(m.token), payload: { requestId: 'r', question: '더', conversationId: start.conversationId } });
    expect(more.statusCode).toBe(404);
    expect((await call('PUT', `/messages/${start.messageId}/feedback`, m.token, { rating: 'up' })).statusCode).toBe(404);
  });

  it('feedback: one per answer (upsert), shown on the message; owner only; guests rate guest answers', async () => {
    const m = await member();
    const start = await ask('평가할 답', m.token);
    const up = await call('PUT', `/messages/${start.messageId}/feedback`, m.token, { rating: 'up' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ messageId: start.messageId, rating: 'up', comment: null });
    const down = await call('PUT', `/messages/${start.messageId}/feedback`, m.token, { rating: 'down', comment: '  출처가 틀렸어요 ' });
    expect(down.json()).toEqual({ messageId: start.messageId, rating: 'down', comment: '출처가 틀렸어요' });
    const rows = await db.db.select().from(schema.sophiFeedback).where(eq(schema.sophiFeedback.messageId, start.messageId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 'down', userId: m.userId });
    const conversation = (await call('GET', `/conversations/${start.conversationId}`, m.token)).json();
    expect(conversation.messages[1].feedback).toBe('down');

    const other = await member();
    expect((await call('PUT', `/messages/${start.messageId}/feedback`, other.token, { rating: 'up' })).statusCode).toBe(404);
    expect((await call('PUT', `/messages/${start.messageId}/feedback`, undefined, { rating: 'up' })).statusCode).toBe(404);
    expect((await call('PUT', `/messages/${start.questionId}/feedback`, m.token, { rating: 'up' })).statusCode).toBe(404);
    expect((await call('PUT', `/messages/${start.messageId}/feedback`, m.token, { rating: 'meh' })).statusCode).toBe(400);
    expect((await call('PUT', `/messages/${start.messageId}/feedback`, m.token, { rating: 'up', comment: '\u0000' })).statusCode).toBe(400);
    expect((await call('PUT', `/messages/${start.messageId}/feedback`, m.token, { rating: 'up', comment: 'x'.repeat(1001) })).statusCode).toBe(400);

    const guest = await ask('게스트 답');
    const rated = await call('PUT', `/messages/${guest.messageId}/feedback`, undefined, { rating: 'up' });
    expect(rated.statusCode).toBe(200);
    expect((await a.app.inject({ method: 'PUT', url: `${V1}/messages/${guest.messageId}/feedback`, payload: { rating: 'up' } })).statusCode).toBe(403);
    expect((await call('PUT', '/messages/00000000-0000-4000-8000-000000000000/feedback', m.token, { rating: 'up' })).statusCode).toBe(404);
  });
});
