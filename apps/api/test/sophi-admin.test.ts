import { schema, type DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { bearer, buildUser } from './factories';
import { AS, tokenFor, tokenOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1/admin/sophi';
/** Thursday 2026-11-26 12:00 in Seoul. */
const NOW = Date.parse('2026-11-26T03:00:00Z');
const at = (iso: string) => new Date(iso);
const later = (d: Date, ms: number) => new Date(d.getTime() + ms);

interface Exchange {
  conversationId: string;
  userId: string | null;
  askedAt: Date;
  question: string;
  status: 'done' | 'cancelled' | 'error';
  grounding?: 'answered' | 'insufficient';
  tokens?: [number, number];
  firstTokenMs?: number;
  citations?: number;
  path?: string;
  feedback?: { rating: 'up' | 'down'; comment?: string; at: string };
}

describe.each(DB_KINDS)('admin Sophi API (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);
  const tokens = {} as Record<'member' | 'editor' | 'admin', string>;
  const answers = {} as Record<string, string>;
  let member1 = '';

  async function conversation(userId: string | null, deleted = false): Promise<string> {
    const [row] = await db.db.insert(schema.sophiConversations).values({ userId, title: '대화', deletedAt: deleted ? at('2026-11-25T05:00:00Z') : null }).returning();
    return row!.id;
  }

  async function exchange(key: string, e: Exchange): Promise<void> {
    const context = e.path ? { path: e.path } : null;
    const [q] = await db.db.insert(schema.sophiMessages).values({
      conversationId: e.conversationId, userId: e.userId, role: 'user', content: e.question, context, createdAt: e.askedAt,
    }).returning();
    const citation = { n: 1, sourceType: 'CONTENT' as const, sourceId: '1', title: '기사', href: '/article?id=1', snippet: '문장', label: '아티클', asOf: null };
    const [a] = await db.db.insert(schema.sophiMessages).values({
      conversationId: e.conversationId, userId: e.userId, role: 'assistant', content: `${key} 답변`, status: e.status, grounding: e.grounding ?? null,
      citations: Array.from({ length: e.citations ?? 0 }, (_, i) => ({ ...citation, n: i + 1 })), engine: 'grounded', questionId: q!.id,
      promptTokens: e.tokens?.[0] ?? 0, completionTokens: e.tokens?.[1] ?? 0, firstTokenMs: e.firstTokenMs ?? null, context, createdAt: later(e.askedAt, 500),
    }).returning();
    answers[key] = a!.id;
    if (e.feedback) {
      await db.db.insert(schema.sophiFeedback).values({
        messageId: a!.id, userId: e.userId, rating: e.feedback.rating, comment: e.feedback.comment ?? null, createdAt: at(e.feedback.at), updatedAt: at(e.feedback.at),
      });
    }
  }

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: clock.now });
    member1 = await buildUser(db, { email: 'first@example.com' });
    const member2 = await buildUser(db, { email: 'second@example.com' });
    tokens.member = await tokenOf(app, member1);
    tokens.editor = await tokenFor(app, db, AS.editor);
    tokens.admin = await tokenFor(app, db, AS.admin);
    const c1 = await conversation(member1);
    const c2 = await conversation(member2);
    const guest = await conversation(null);
    const deleted = await conversation(member2, true);
    // Seoul 2026-11-23 23:59:59: one second before the 3-day period.
    await exchange('F', { conversationId: c1, userId: member1, askedAt: at('2026-11-23T14:59:59Z'), question: '기간 밖 질문', status: 'done', grounding: 'insufficient' });
    // Seoul 2026-11-24 00:00:00 and 23:59:59.
    await exchange('A', {
      conversationId: c1, userId: member1, askedAt: at('2026-11-23T15:00:00Z'), question: '리츠 배당 알려줘', status: 'done', grounding: 'answered', tokens: [10, 20],
      firstTokenMs: 100, citations: 2, feedback: { rating: 'up', at: '2026-11-24T01:00:00Z' },
    });
    await exchange('B', {
      conversationId: guest, userId: null, askedAt: at('2026-11-24T14:59:59Z'), question: '오피스 공실률, 얼마?', status: 'done', grounding: 'insufficient', tokens: [5, 0],
      firstTokenMs: 50, path: '/market', feedback: { rating: 'up', at: '2026-11-24T02:00:00Z' },
    });
    // Seoul 2026-11-25 00:00:00 onward.
    await exchange('C', {
      conversationId: c1, userId: member1, askedAt: at('2026-11-24T15:00:00Z'), question: '=HYPERLINK("http://evil.example","클릭")', status: 'error', path: '/reits',
    });
    await exchange('D', {
      conversationId: c2, userId: member2, askedAt: at('2026-11-25T01:00:00Z'), question: 'SK리츠 LTV', status: 'done', grounding: 'answered', tokens: [30, 40],
      firstTokenMs: 300, citations: 1, feedback: { rating: 'down', comment: '수치가 틀렸어요', at: '2026-11-25T04:00:00Z' },
    });
    await exchange('E', {
      conversationId: c1, userId: member1, askedAt: at('2026-11-25T02:00:00Z'), question: '중지한 질문', status: 'cancelled', firstTokenMs: 40,
      feedback: { rating: 'up', at: '2026-11-25T03:00:00Z' },
    });
    await exchange('G', {
      conversationId: deleted, userId: member2, askedAt: at('2026-11-25T03:00:00Z'), question: '지운 대화의 질문', status: 'done', grounding: 'insufficient', firstTokenMs: 200,
      feedback: { rating: 'down', at: '2026-11-25T06:00:00Z' },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url: `${V1}${url}`, headers: token ? bearer(token) : {} });

  it('is for administrators only: 401 for a guest, 403 for a member and an editor', async () => {
    for (const url of ['/usage', '/feedback', '/unanswered.csv']) {
      expect((await get(url)).statusCode, url).toBe(401);
      const member = await get(url, tokens.member);
      expect(member.statusCode, url).toBe(403);
      expect(member.json().error.code).toBe('ACCESS_ROLE_REQUIRED');
      expect((await get(url, tokens.editor)).statusCode, url).toBe(403);
      expect((await get(url, tokens.admin)).statusCode, url).toBe(200);
    }
  });

  it('counts per Seoul day, midnight boundaries included, with zero days and the period totals', async () => {
    const res = await get('/usage?days=3', tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(body.engine).toMatchObject({ kind: 'grounded', label: '검색 기반 답변' });
    expect(body.days).toEqual([
      { date: '2026-11-24', questions: 2, members: 1, guests: 1, answered: 1, insufficient: 1, cancelled: 0, failed: 0, promptTokens: 15, completionTokens: 20, avgFirstTokenMs: 75, up: 2, down: 0 },
      { date: '2026-11-25', questions: 4, members: 2, guests: 0, answered: 1, insufficient: 1, cancelled: 1, failed: 1, promptTokens: 30, completionTokens: 40, avgFirstTokenMs: 180, up: 1, down: 2 },
      { date: '2026-11-26', questions: 0, members: 0, guests: 0, answered: 0, insufficient: 0, cancelled: 0, failed: 0, promptTokens: 0, completionTokens: 0, avgFirstTokenMs: null, up: 0, down: 0 },
    ]);
    // Members are distinct over the whole period, not the sum of the days.
    expect(body.totals).toEqual({
      questions: 6, members: 2, guests: 1, answered: 2, insufficient: 2, cancelled: 1, failed: 1, promptTokens: 45, completionTokens: 60, avgFirstTokenMs: 138, up: 3, down: 2,
    });

    const week = (await get('/usage?days=7', tokens.admin)).json();
    expect(week.days).toHaveLength(7);
    expect(week.days[0].date).toBe('2026-11-20');
    expect(week.days.find((d: { date: string }) => d.date === '2026-11-23')).toMatchObject({ questions: 1, insufficient: 1 });
    expect(week.totals.questions).toBe(7);
    expect((await get('/usage?days=0', tokens.admin)).statusCode).toBe(400);

    // The engine reported is the one answering now (the Sophi plugin's).
    const original = app.sophi.engine;
    app.sophi.engine = { info: { kind: 'openai', label: 'AI 생성 답변', description: '설명', model: 'test-model' }, answer: original.answer.bind(original) };
    try {
      expect((await get('/usage?days=1', tokens.admin)).json().engine).toEqual({ kind: 'openai', label: 'AI 생성 답변', description: '설명', model: 'test-model' });
    } finally {
      app.sophi.engine = original;
    }
  });

  it('exports questions without a good answer as a Korean CSV, newest first, formulas neutralised', async () => {
    const res = await get('/unanswered.csv?days=3', tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sophi-unanswered-20261126.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('일시(KST),질문,답변 상태,근거,평가,의견,페이지,엔진');
    expect(lines.slice(1)).toEqual([
      '2026-11-25 10:00,SK리츠 LTV,완료,출처 1개,별로예요,수치가 틀렸어요,,검색 기반 답변',
      `2026-11-25 00:00,"'=HYPERLINK(""http://evil.example"",""클릭"")",실패,,,,/reits,검색 기반 답변`,
      '2026-11-24 23:59,"오피스 공실률, 얼마?",완료,근거 부족,좋아요,,/market,검색 기반 답변',
      '',
    ]);
    // A longer period reaches the question of 11-23; the deleted conversation never appears.
    const week = (await get('/unanswered.csv?days=7', tokens.admin)).body;
    expect(week).toContain('기간 밖 질문');
    expect(week).not.toContain('지운 대화의 질문');
  });

  it('lists feedback newest first, filtered by rating and paged', async () => {
    const all = (await get('/feedback?size=2', tokens.admin)).json();
    expect(all.total).toBe(4);
    expect(all.items.map((i: { messageId: string }) => i.messageId)).toEqual([answers.D, answers.E]);
    expect(all.items[0]).toEqual({
      messageId: answers.D, rating: 'down', comment: '수치가 틀렸어요', question: 'SK리츠 LTV', answer: 'D 답변', grounding: 'answered', engine: 'grounded',
      userEmail: 'second@example.com', createdAt: '2026-11-25T04:00:00.000Z',
    });
    const second = (await get('/feedback?size=2&page=1', tokens.admin)).json();
    expect(second.items.map((i: { messageId: string }) => i.messageId)).toEqual([answers.B, answers.A]);
    expect(second.items[0]).toMatchObject({ userEmail: null, question: '오피스 공실률, 얼마?' });
    expect(second).toMatchObject({ page: 1, size: 2, total: 4 });
    expect((await get('/feedback?size=2&page=5', tokens.admin)).json()).toEqual({ items: [], total: 4, page: 5, size: 2 });
    const down = (await get('/feedback?rating=down', tokens.admin)).json();
    expect(down.items.map((i: { messageId: string }) => i.messageId)).toEqual([answers.D]);
    expect(down.total).toBe(1);
    const up = (await get('/feedback?rating=up', tokens.admin)).json();
    expect(up.items.map((i: { messageId: string }) => i.messageId)).toEqual([answers.E, answers.B, answers.A]);
    expect((await get('/feedback?rating=bad', tokens.admin)).statusCode).toBe(400);
    expect(member1).toBeTruthy();
  });
});
