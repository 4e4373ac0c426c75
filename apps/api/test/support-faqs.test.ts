import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { DEMO_FAQS, loadDemoFaqs } from '../../../packages/db/src/demo/support-faqs';
import { bearer } from './factories';
import { AS, tokenFor } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

const V1 = '/api/seoul/v1';

const FIXTURES = [
  { id: 'faq-t-membership-1', category: 'MEMBERSHIP', question: '멤버십 등급은 어떻게 다른가요?', answer: 'Light, Pro, Premium 세 등급이 있습니다.', sortOrder: 2 },
  { id: 'faq-t-membership-2', category: 'MEMBERSHIP', question: '쿠폰은 어디에서 등록하나요?', answer: '설정 > 멤버십에서 쿠폰 코드를 입력합니다. 할인율 100% 쿠폰도 있어요.', sortOrder: 1 },
  { id: 'faq-t-payment-1', category: 'PAYMENT', question: '결제 카드를 바꾸고 싶어요', answer: '설정 > 결제에서 카드를 변경할 수 있습니다.', sortOrder: 0 },
  { id: 'faq-t-data-1', category: 'DATA', question: 'REITs 데이터는 어디에서 오나요?', answer: '공시 자료를 기준일과 함께 보여 드립니다. max_price 같은 필드도 있어요.', sortOrder: 0 },
  { id: 'faq-t-draft', category: 'ACCOUNT', question: '숨긴 질문', answer: '아직 공개하지 않은 답변', sortOrder: 0, published: false },
] as const;

describe.each(DB_KINDS)('support FAQ API (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const tokens = {} as Record<'member' | 'editor' | 'admin', string>;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await db.db.insert(schema.faqs).values(FIXTURES.map((f) => ({ published: true, ...f })));
    app = await buildTestApp({ db });
    tokens.member = await tokenFor(app, db);
    tokens.editor = await tokenFor(app, db, AS.editor);
    tokens.admin = await tokenFor(app, db, AS.admin);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url: `${V1}${url}`, headers: token ? bearer(token) : {} });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    app.inject({ method, url: `${V1}/admin${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ids = (body: { items: Array<{ id: string }> }) => body.items.map((f) => f.id);

  it('lists published entries in category and sort order with counts per category; drafts stay hidden', async () => {
    const res = await get('/support/faqs');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual(['faq-t-membership-2', 'faq-t-membership-1', 'faq-t-payment-1', 'faq-t-data-1']);
    expect(body.counts).toEqual({ MEMBERSHIP: 2, PAYMENT: 1, ACCOUNT: 0, DATA: 1 });
    expect(body.items[0]).toMatchObject({ category: 'MEMBERSHIP', question: '쿠폰은 어디에서 등록하나요?', published: true, sortOrder: 1 });
    expect(body.items[0].updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('filters by category and searches question and answer, case-insensitively, % and _ literal; counts ignore the search', async () => {
    const cases: Array<[string, string[]]> = [
      ['category=PAYMENT', ['faq-t-payment-1']],
      [`q=${encodeURIComponent('쿠폰')}`, ['faq-t-membership-2']],
      [`q=${encodeURIComponent('카드')}`, ['faq-t-payment-1']],
      ['q=reits', ['faq-t-data-1']],
      ['q=PREMIUM', ['faq-t-membership-1']],
      ['q=100%25', ['faq-t-membership-2']],
      ['q=%25%25', []],
      ['q=max_price', ['faq-t-data-1']],
      ['q=REIT_', []],
      [`q=${encodeURIComponent('숨긴')}`, []],
      [`category=DATA&q=${encodeURIComponent('쿠폰')}`, []],
      ['q=%20%20', ['faq-t-membership-2', 'faq-t-membership-1', 'faq-t-payment-1', 'faq-t-data-1']],
    ];
    for (const [query, expected] of cases) {
      const res = await get(`/support/faqs?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(ids(res.json()), query).toEqual(expected);
      expect(res.json().counts, query).toEqual({ MEMBERSHIP: 2, PAYMENT: 1, ACCOUNT: 0, DATA: 1 });
    }
  });

  it('refuses a bad category, a too long query and NUL bytes with 400, never 500', async () => {
    expect((await get('/support/faqs?category=BILLING')).statusCode).toBe(400);
    expect((await get(`/support/faqs?q=${'가'.repeat(51)}`)).statusCode).toBe(400);
    expect((await get('/support/faqs?q=%00')).statusCode).toBe(400);
    expect((await get('/support/faqs?q=%ED%A0%80')).statusCode).toBeLessThan(500);
  });

  it('admin CRUD: guest 401, member 403, editor 403, admin allowed', async () => {
    const input = { category: 'ACCOUNT', question: '법인 계정은 어떻게 만드나요?', answer: '법인 등록 신청 후 관리자가 승인합니다.', sortOrder: 3 };
    expect((await admin('GET', '/faqs')).statusCode).toBe(401);
    expect((await admin('POST', '/faqs', undefined, { nonsense: true })).statusCode).toBe(401);
    for (const who of ['member', 'editor'] as const) {
      const list = await admin('GET', '/faqs', tokens[who]);
      expect(list.statusCode, who).toBe(403);
      expect(list.json().error.code, who).toBe('ACCESS_ROLE_REQUIRED');
      expect((await admin('POST', '/faqs', tokens[who], input)).statusCode, who).toBe(403);
      expect((await admin('PUT', '/faqs/faq-t-payment-1', tokens[who], input)).statusCode, who).toBe(403);
      expect((await admin('DELETE', '/faqs/faq-t-payment-1', tokens[who])).statusCode, who).toBe(403);
    }

    const all = await admin('GET', '/faqs', tokens.admin);
    expect(all.statusCode).toBe(200);
    expect(ids(all.json())).toContain('faq-t-draft');
    expect(all.headers['cache-control']).toBe('private, no-store');

    const created = await admin('POST', '/faqs', tokens.admin, input);
    expect(created.statusCode, created.body).toBe(201);
    const faq = created.json();
    expect(faq).toMatchObject({ ...input, published: true });
    expect(faq.id).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await admin('PUT', `/faqs/${faq.id}`, tokens.admin, { ...input, question: '  법인 계정 만들기  ', published: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ question: '법인 계정 만들기', published: false });

    const bad = await admin('POST', '/faqs', tokens.admin, { ...input, question: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect((await admin('PUT', '/faqs/00000000-0000-4000-8000-000000000000', tokens.admin, input)).json().error.code).toBe('FAQ_NOT_FOUND');
    expect((await admin('PUT', '/faqs/not-an-id', tokens.admin, input)).statusCode).toBe(404);

    expect((await admin('DELETE', `/faqs/${faq.id}`, tokens.admin)).statusCode).toBe(204);
    expect(await db.db.select().from(schema.faqs).where(eq(schema.faqs.id, faq.id))).toEqual([]);
    expect((await admin('DELETE', `/faqs/${faq.id}`, tokens.admin)).statusCode).toBe(404);
    const audits = await db.db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, faq.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['faq.create', 'faq.delete', 'faq.update']);
  });

  it('caches the list for guests and drops it when an admin edits an entry', async () => {
    const first = await get('/support/faqs?category=PAYMENT');
    expect(first.headers['cache-control']).toContain('public');
    expect((await get('/support/faqs?category=PAYMENT')).headers['x-cache']).toBe('HIT');
    expect((await get('/support/faqs?category=PAYMENT', tokens.member)).headers['cache-control']).toBe('private, no-cache');

    const res = await admin('PUT', '/faqs/faq-t-payment-1', tokens.admin, { category: 'PAYMENT', question: '결제 카드 변경', answer: '설정 > 결제에서 바꿀 수 있어요.', sortOrder: 0 });
    expect(res.statusCode).toBe(200);
    const after = await get('/support/faqs?category=PAYMENT');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json().items[0].question).toBe('결제 카드 변경');
  });

  it('loads the demo FAQ (four per category, deterministic ids) and reloading it does not duplicate', async () => {
    await loadDemoFaqs(db.db);
    await loadDemoFaqs(db.db);
    const rows = await db.db.select().from(schema.faqs);
    const demo = rows.filter((r) => r.id.startsWith('faq-') && !r.id.startsWith('faq-t-'));
    expect(demo).toHaveLength(DEMO_FAQS.length);
    expect(DEMO_FAQS.length).toBe(16);
    for (const category of ['MEMBERSHIP', 'PAYMENT', 'ACCOUNT', 'DATA']) expect(demo.filter((r) => r.category === category), category).toHaveLength(4);
    const res = await get(`/support/faqs?q=${encodeURIComponent('영수증')}`);
    expect(res.json().items.map((f: { id: string }) => f.id)).toContain('faq-payment-receipt');
  });
});
