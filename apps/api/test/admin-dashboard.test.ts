import { randomUUID } from 'node:crypto';
import { adminDashboardSchema, type AdminDashboard } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildArticle, buildTaxonomy } from './content-fixtures';
import { bearer, buildUser } from './factories';
import { AS, tokenOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const URL = '/api/seoul/v1/admin/dashboard';
/** Thursday 2026-11-26 12:00 in Seoul: the 7-day period is 2026-11-20 .. 2026-11-26 (Seoul days). */
const NOW = Date.parse('2026-11-26T03:00:00Z');
const at = (iso: string) => new Date(iso);
const LONG_AGO = at('2020-01-01T00:00:00Z');

type OrderStatus = 'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';

async function order(db: DbHandle, input: { userId: string; kind?: 'FIRST' | 'CORPORATE'; amount: number; status: OrderStatus; paidAt: Date | null; refunded?: number }): Promise<string> {
  const id = `ord_${randomUUID().replace(/-/g, '')}`;
  await db.db.insert(schema.orders).values({
    id, uniqueKey: `test:${id}`, idempotencyKey: id, userId: input.userId, kind: input.kind ?? 'FIRST', planCode: 'LIGHT', cycle: 'MONTHLY',
    orderName: 'SPI 멤버십', amount: input.amount, refundedAmount: input.refunded ?? 0, status: input.status, paidAt: input.paidAt,
    createdAt: input.paidAt ?? at('2026-11-25T00:00:00Z'),
  });
  return id;
}

async function refund(db: DbHandle, orderId: string, amount: number, createdAt: Date): Promise<void> {
  await db.db.insert(schema.refunds).values({ id: randomUUID(), orderId, paymentKey: `pk_${orderId}`, amount, reason: '테스트 환불', createdAt });
}

/** Signs up staff and a member whose rows were created long before any period. */
async function staff(db: DbHandle, app: ApiApp): Promise<Record<'member' | 'editor' | 'admin', string>> {
  const ids = {
    member: await buildUser(db),
    editor: await buildUser(db, AS.editor),
    admin: await buildUser(db, AS.admin),
  };
  for (const id of Object.values(ids)) await db.db.update(schema.users).set({ createdAt: LONG_AGO }).where(eq(schema.users.id, id));
  return {
    member: await tokenOf(app, ids.member),
    editor: await tokenOf(app, ids.editor),
    admin: await tokenOf(app, ids.admin),
  };
}

describe.each(DB_KINDS)('admin dashboard API (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);
  let tokens: Record<'member' | 'editor' | 'admin', string>;
  const articleIds: number[] = [];

  async function get(days: string, token: string | null = tokens.admin) {
    return app.inject({ method: 'GET', url: `${URL}?days=${days}`, headers: token ? bearer(token) : {} });
  }

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: clock.now });
    tokens = await staff(db, app);

    // Sign-ups: Seoul 2026-11-25 00:00 (in), 2026-11-20 09:00 and left since (in), a pending one (never),
    // Seoul 2026-11-19 23:59:59 (only in the 30-day period).
    const signUp = async (createdAt: Date, fixture: Parameters<typeof buildUser>[1] = {}) => {
      const id = await buildUser(db, fixture);
      await db.db.update(schema.users).set({ createdAt }).where(eq(schema.users.id, id));
      return id;
    };
    const premium = await signUp(at('2026-11-24T15:00:00Z'), { membership: { name: '프리미엄', tierCode: 'PREMIUM' } });
    await signUp(at('2026-11-20T00:00:00Z'), { status: 'LEFT' });
    await signUp(at('2026-11-25T00:00:00Z'), { status: 'PENDING' });
    await signUp(at('2026-11-19T14:59:59Z'));
    // A membership whose end has passed is not in force: the member counts as 비회원.
    const lapsed = await signUp(LONG_AGO, { membership: { name: '라이트', tierCode: 'LIGHT' } });
    await db.db.update(schema.memberships).set({ startedAt: LONG_AGO });
    await db.db.update(schema.memberships).set({ endsAt: at('2026-11-26T02:59:59Z') }).where(eq(schema.memberships.userId, lapsed));

    // Revenue: a corporate order paid Seoul 11-21, a card order paid Seoul 11-26 00:00 and partly refunded
    // that day, an order paid before the period and fully refunded on Seoul 11-22; pending and failed ones count nothing.
    await order(db, { userId: premium, kind: 'CORPORATE', amount: 500_000, status: 'PAID', paidAt: at('2026-11-21T01:00:00Z') });
    const partly = await order(db, { userId: premium, amount: 9_900, status: 'PARTIALLY_REFUNDED', paidAt: at('2026-11-25T15:00:00Z'), refunded: 3_000 });
    await refund(db, partly, 3_000, at('2026-11-26T01:00:00Z'));
    const old = await order(db, { userId: premium, amount: 9_900, status: 'REFUNDED', paidAt: at('2026-11-10T01:00:00Z'), refunded: 9_900 });
    await refund(db, old, 9_900, at('2026-11-22T00:00:00Z'));
    await order(db, { userId: premium, amount: 77_000, status: 'PENDING', paidAt: null });
    await order(db, { userId: premium, amount: 88_000, status: 'FAILED', paidAt: null });

    // Article and REIT reads (one per reader per Seoul day).
    await buildTaxonomy(db);
    articleIds.push(await buildArticle(db, { title: '많이 읽힌 오피스 분석', publishedAt: at('2026-11-01T00:00:00Z') }));
    articleIds.push(await buildArticle(db, { title: '덜 읽힌 물류 분석', publishedAt: at('2026-11-01T00:00:00Z') }));
    articleIds.push(await buildArticle(db, { title: '기간 밖에서만 읽힌 글', publishedAt: at('2026-11-01T00:00:00Z') }));
    const [first, second, outside] = articleIds as [number, number, number];
    await db.db.insert(schema.articleViewDays).values([
      { articleId: first, viewerKey: 'u:a', day: '2026-11-20' },
      { articleId: first, viewerKey: 'u:a', day: '2026-11-21' },
      { articleId: first, viewerKey: 'g:b', day: '2026-11-26' },
      { articleId: second, viewerKey: 'u:a', day: '2026-11-26' },
      { articleId: outside, viewerKey: 'u:a', day: '2026-11-19' },
      { articleId: outside, viewerKey: 'u:b', day: '2026-11-19' },
      { articleId: outside, viewerKey: 'u:c', day: '2026-11-19' },
      { articleId: outside, viewerKey: 'u:d', day: '2026-11-19' },
    ]);
    await db.db.insert(schema.reits).values({ ticker: '293940', nameKo: '테스트오피스리츠', nameEn: 'Test Office REIT', sector: 'OFFICE', amc: '테스트자산운용', listedOn: '2020-01-01', dividendFrequency: 2 });
    await db.db.insert(schema.reitViewDays).values([
      { ticker: '293940', viewerKey: 'u:a', day: '2026-11-25' },
      { ticker: '293940', viewerKey: 'u:b', day: '2026-11-25' },
    ]);

    // Twelve error reports, one a minute; the newest ten come back, newest first.
    await db.db.insert(schema.errorReports).values(Array.from({ length: 12 }, (_, i) => ({
      id: `err-${String(i).padStart(2, '0')}`, message: `오류 ${i}`, path: `/page/${i}`, createdAt: new Date(NOW - (12 - i) * 60_000),
    })));

    // Inquiries: two waiting for an answer, one answered.
    await db.db.insert(schema.inquiries).values((['OPEN', 'OPEN', 'ANSWERED'] as const).map((status, i) => ({
      id: randomUUID(), userId: premium, category: 'ETC' as const, title: `문의 ${i}`, body: '내용', status, clientKey: `ck-${i}`, replyEmail: 'a@example.com',
    })));

    // Page views: two in the period (Seoul 11-20 00:00 and 11-26 11:00), one before it, and a login event.
    await db.db.insert(schema.analyticsEvents).values([
      { id: randomUUID(), name: 'page_view', path: '/', createdAt: at('2026-11-19T15:00:00Z') },
      { id: randomUUID(), name: 'page_view', path: '/article', createdAt: at('2026-11-26T02:00:00Z') },
      { id: randomUUID(), name: 'page_view', path: '/', createdAt: at('2026-11-19T14:59:59Z') },
      { id: randomUUID(), name: 'login', path: '/', createdAt: at('2026-11-26T02:00:00Z') },
    ]);
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('is for administrators only, and checks who asks before what is asked', async () => {
    expect((await get('7', null)).statusCode).toBe(401);
    expect((await get('8', null)).statusCode).toBe(401);
    expect((await get('7', tokens.member)).statusCode).toBe(403);
    expect((await get('7', tokens.editor)).statusCode).toBe(403);
    const res = await get('7');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(() => adminDashboardSchema.parse(res.json())).not.toThrow();
  });

  it('rejects a period other than 7, 30 or 90 days with 400', async () => {
    for (const days of ['8', '0', '-7', '7.0', 'abc', '9'.repeat(400), '%00']) {
      const res = await get(days);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().error.code, days).toBe('VALIDATION_FAILED');
    }
    expect(JSON.stringify((await get('8')).json())).toContain('기간은 7, 30, 90일 중 하나입니다.');
  });

  it('counts the seeded figures over the 7 Seoul days up to today', async () => {
    const body = (await get('7')).json() as AdminDashboard;
    expect(body.period).toEqual({ from: '2026-11-20', to: '2026-11-26', days: 7 });
    expect(body.asOf).toBe(new Date(NOW).toISOString());

    expect(body.signUps.total).toBe(2);
    expect(body.signUps.daily.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(body.signUps.daily.map((d) => d.count)).toEqual([1, 0, 0, 0, 0, 1, 0]);

    const tiers = Object.fromEntries(body.activeMembersByTier.map((t) => [t.tier, t]));
    expect(tiers.PREMIUM).toEqual({ tier: 'PREMIUM', label: '프리미엄', count: 1 });
    expect(tiers.LIGHT!.count).toBe(0);
    // member, editor, admin, the one who signed up on 11-19 and the lapsed member; LEFT and PENDING are not members.
    expect(tiers.NONE).toEqual({ tier: 'NONE', label: '비회원', count: 5 });
    expect(body.activeMembersByTier.at(-1)!.tier).toBe('NONE');

    expect(body.revenue.refunds).toBe(12_900);
    expect(body.revenue.total).toBe(500_000 + 9_900 - 12_900);
    expect(body.revenue.daily.map((d) => d.amount)).toEqual([0, 500_000, -9_900, 0, 0, 0, 9_900 - 3_000]);

    expect(body.topArticles).toEqual([
      { id: String(articleIds[0]), title: '많이 읽힌 오피스 분석', href: `/article?id=${articleIds[0]}`, views: 3 },
      { id: String(articleIds[1]), title: '덜 읽힌 물류 분석', href: `/article?id=${articleIds[1]}`, views: 1 },
    ]);
    expect(body.topReits).toEqual([{ ticker: '293940', name: '테스트오피스리츠', href: '/reitsfocus/293940', views: 2 }]);

    expect(body.recentErrors).toHaveLength(10);
    expect(body.recentErrors[0]).toEqual({ id: 'err-11', message: '오류 11', path: '/page/11', createdAt: new Date(NOW - 60_000).toISOString() });
    expect(body.recentErrors.at(-1)!.id).toBe('err-02');

    expect(body.openInquiries).toBe(2);
    expect(body.pageViews.total).toBe(2);
    expect(body.pageViews.daily[0]).toEqual({ date: '2026-11-20', count: 1 });
    expect(body.pageViews.daily[6]).toEqual({ date: '2026-11-26', count: 1 });
  });

  it('widens every figure of the period with days=30', async () => {
    const body = (await get('30')).json() as AdminDashboard;
    expect(body.period).toEqual({ from: '2026-10-28', to: '2026-11-26', days: 30 });
    expect(body.signUps.daily).toHaveLength(30);
    expect(body.signUps.total).toBe(3);
    expect(body.pageViews.total).toBe(3);
    expect(body.topArticles[0]).toMatchObject({ id: String(articleIds[2]), views: 4 });
    // The order paid on 11-10 is now inside the period, as is its refund.
    expect(body.revenue.total).toBe(500_000 + 9_900 + 9_900 - 12_900);
  });

  it('shows zeros on an empty database', async () => {
    const emptyDb = await createTestDb(kind);
    const emptyApp = await buildTestApp({ db: emptyDb, clock: clock.now });
    try {
      const admin = (await staff(emptyDb, emptyApp)).admin;
      const res = await emptyApp.inject({ method: 'GET', url: `${URL}?days=90`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      const body = res.json() as AdminDashboard;
      expect(body.period.days).toBe(90);
      expect(body.signUps.daily).toHaveLength(90);
      expect(body.signUps.total).toBe(0);
      expect(body.signUps.daily.every((d) => d.count === 0)).toBe(true);
      expect(body.revenue).toMatchObject({ total: 0, refunds: 0 });
      expect(body.revenue.daily.every((d) => d.amount === 0)).toBe(true);
      expect(body.pageViews.total).toBe(0);
      expect(body.topArticles).toEqual([]);
      expect(body.topReits).toEqual([]);
      expect(body.recentErrors).toEqual([]);
      expect(body.openInquiries).toBe(0);
      // The three staff accounts, none with a membership.
      expect(body.activeMembersByTier.filter((t) => t.count > 0)).toEqual([{ tier: 'NONE', label: '비회원', count: 3 }]);
    } finally {
      await emptyApp.close();
      await emptyDb.close();
    }
  });
});
