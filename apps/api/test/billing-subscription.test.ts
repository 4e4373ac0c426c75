import { randomUUID } from 'node:crypto';
import { prorateUpgrade } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../pay-dev/src/index';
import type { ApiApp } from '../src/app';
import { previewPlanChange } from '../src/commands/billing/change-plan';
import { buildBillingApp, buildOrder, buildSubscriber, startSandbox, type Sandbox } from './billing-factories';
import { bearer, buildUser } from './factories';
import { tokenFor, tokenOf } from './sessions';
import { createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/sejong/v1';
const DAY = 86_400_000;
// A monthly period of 31 days (Asia/Seoul midnight to midnight); "now" leaves 18 of them.
const PERIOD_START = new Date('2026-02-28T15:00:00Z'); // 2026-03-01 00:00 KST
const PERIOD_END = new Date('2026-03-31T15:00:00Z'); // 2026-04-01 00:00 KST
const NOW = new Date(PERIOD_START.getTime() + 13 * DAY);

describe('previewPlanChange (pure)', () => {
  const sub = { planCode: 'LIGHT', cycle: 'MONTHLY' as const, paidPrice: 9900, currentPeriodStart: PERIOD_START, currentPeriodEnd: PERIOD_END, pendingPlanCode: null, pendingCycle: null };
  const plus = { code: 'LIGHT_PLUS', name: '라이트 플러스', monthlyPrice: 19900, yearlyPrice: 199000 };
  const light = { code: 'LIGHT', name: '라이트', monthlyPrice: 9900, yearlyPrice: 99000 };

  it('explains an upgrade: remaining days of the period, new cost − credit, charged now, the billing date kept', () => {
    const p = previewPlanChange(sub, plus, 'MONTHLY', NOW);
    const expected = prorateUpgrade({ currentPrice: 9900, newPrice: 19900, periodStart: PERIOD_START, periodEnd: PERIOD_END, now: NOW });
    expect(p).toMatchObject({ kind: 'UPGRADE_NOW', planCode: 'LIGHT_PLUS', cycle: 'MONTHLY', amountDue: expected.amountDue, credit: 5748, cost: 11554, remainingDays: 18, nextAmount: 19900 });
    expect(p.amountDue).toBe(5800);
    expect(p.explanation).toBe(
      '남은 18일(전체 31일 중)에 해당하는 금액 차액: 새 요금 11,554원 − 기존 요금 잔액 5,748원 = 5,806원에서 10원 미만을 뺀 5,800원을 지금 결제합니다. ' +
        '다음 결제일은 그대로입니다. 다음 결제일(2026년 4월 1일)부터 라이트 플러스 월간 요금 19,900원이 결제됩니다.',
    );
  });

  it('an upgrade with a cycle switch charges on the current cycle and switches the cycle at the renewal', () => {
    const p = previewPlanChange(sub, plus, 'YEARLY', NOW);
    expect(p).toMatchObject({ kind: 'UPGRADE_NOW', cycle: 'YEARLY', amountDue: 5800, nextAmount: 199000 });
    expect(p.explanation).toContain('결제 주기는 다음 결제일(2026년 4월 1일)부터 연간으로 바뀌며');
  });

  it('a difference below the minimum charge changes without a charge', () => {
    const p = previewPlanChange(sub, plus, 'MONTHLY', new Date(PERIOD_END.getTime() - 60_000));
    expect(p.amountDue).toBe(0);
    expect(p.explanation).toContain('최소 결제 금액 100원보다 적어 결제 없이 바로 변경됩니다.');
  });

  it('a downgrade and a cycle switch wait for the period end; the same plan is no change', () => {
    const down = previewPlanChange({ ...sub, planCode: 'LIGHT_PLUS', paidPrice: 19900 }, light, 'MONTHLY', NOW);
    expect(down).toMatchObject({ kind: 'CHANGE_AT_PERIOD_END', amountDue: 0, effectiveAt: PERIOD_END.toISOString(), nextAmount: 9900 });
    expect(down.explanation).toContain('다음 결제일(2026년 4월 1일)부터 적용됩니다');
    const yearly = previewPlanChange(sub, light, 'YEARLY', NOW);
    expect(yearly).toMatchObject({ kind: 'CHANGE_AT_PERIOD_END', nextAmount: 99000 });
    expect(yearly.explanation).toContain('결제 주기를 연간으로');
    expect(previewPlanChange(sub, light, 'MONTHLY', NOW)).toMatchObject({ kind: 'NO_CHANGE', amountDue: 0 });
  });
});

describe.each(DB_KINDS)('subscription management (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let sandbox: Sandbox;
  const clock = new FakeClock(NOW.getTime());

  beforeAll(async () => {
    sandbox = await startSandbox();
    db = await createTestDb(kind);
    app = await buildBillingApp(db, sandbox.counted, clock.now);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await sandbox.close();
  });

  async function subscriber(options: { planCode?: string; cycle?: 'MONTHLY' | 'YEARLY'; charge?: boolean; cardNumber?: string; status?: 'ACTIVE' | 'PAST_DUE' } = {}) {
    const userId = await buildUser(db, { email: `sub-${randomUUID().slice(0, 8)}@example.com` });
    const sub = await buildSubscriber(db, { userId, periodStart: PERIOD_START, planCode: options.planCode, cycle: options.cycle, status: options.status, app, ...(options.charge ? { sandbox, cardNumber: options.cardNumber } : {}) });
    const token = await tokenOf(app, userId);
    return { userId, sub, token };
  }
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url: `${V1}${url}`, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${V1}${url}`, headers: { ...bearer(token), ...headers }, ...(body === undefined ? {} : { payload: body as object }) });

  it('GET /users/me/membership: the spec fields with tierCode, and the subscription (next billing, card)', async () => {
    const { sub, token } = await subscriber();
    const res = await get('/users/me/membership', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const body = res.json();
    expect(body.membership).toMatchObject({ membershipId: sub.membershipId, membershipName: '라이트', tierCode: 'LIGHT', appliedCoupon: null, roles: [] });
    expect(body.membership.orders).toEqual([expect.objectContaining({ orderId: sub.orderId, amount: 9900, status: 'PAID' })]);
    expect(body.subscription).toMatchObject({
      subscriptionId: sub.subscriptionId,
      planCode: 'LIGHT',
      planName: '라이트',
      cycle: 'MONTHLY',
      status: 'ACTIVE',
      currentPeriodEnd: PERIOD_END.toISOString(),
      cancelAtPeriodEnd: false,
      nextBilling: { at: PERIOD_END.toISOString(), amount: 9900, planCode: 'LIGHT', cycle: 'MONTHLY' },
      pendingChange: null,
      card: { company: '신한', number: '42424242****424*' },
    });
    expect((await get('/users/me/membership')).statusCode).toBe(401);

    const plain = await buildUser(db);
    const none = await get('/users/me/membership', await tokenOf(app, plain));
    expect(none.json()).toEqual({ membership: null, subscription: null, articleUnlocks: null });
  });

  it('GET /users/me/orders: every status, newest first, paged; one receipt; another user’s order is 404', async () => {
    const { userId, sub, token } = await subscriber();
    const failed = await buildOrder(db, { userId, status: 'FAILED', createdAt: new Date(PERIOD_START.getTime() + DAY) });
    const pending = await buildOrder(db, { userId, status: 'PENDING', createdAt: new Date(PERIOD_START.getTime() + 2 * DAY) });
    const first = await get('/users/me/orders?size=2', token);
    expect(first.statusCode).toBe(200);
    expect(first.json().orders.map((o: { orderId: string }) => o.orderId)).toEqual([pending, failed]);
    expect(first.json().orders[1]).toMatchObject({ status: 'FAILED', failureMessage: '카드사에서 결제를 거절했습니다.' });
    expect(first.json().pagination).toEqual({ page: 0, size: 2, count: 3, hasNext: true });
    const second = await get('/users/me/orders?size=2&page=1', token);
    expect(second.json().orders.map((o: { orderId: string }) => o.orderId)).toEqual([sub.orderId]);
    expect(second.json().pagination.hasNext).toBe(false);

    const one = await get(`/users/me/orders/${sub.orderId}`, token);
    expect(one.statusCode).toBe(200);
    expect(one.json().order).toMatchObject({ orderId: sub.orderId, kind: 'FIRST', amount: 9900, refundedAmount: 0, status: 'PAID', periodEnd: PERIOD_END.toISOString(), card: { company: '신한' } });

    const other = await subscriber();
    const foreign = await get(`/users/me/orders/${sub.orderId}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await get('/users/me/orders/ord_missing_000', token)).json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await get('/users/me/orders?size=0', token)).statusCode).toBe(400);
  });

  it('NUL bytes and broken Unicode in the query and the path answer 400, not 500', async () => {
    const { token } = await subscriber();
    for (const url of ['/users/me/orders/abc%00defgh', '/users/me/orders/%ED%A0%80abcdefg', '/users/me/orders/%EC%A3%BC%EB%AC%B8abcdef', '/users/me/orders?page=%00', '/users/me/subscription/change-preview?planCode=LIGHT%00&cycle=MONTHLY', '/users/me/subscription/change-preview?planCode=%ED%A0%80&cycle=MONTHLY']) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(400);
      expect(['VALIDATION_FAILED', 'BAD_REQUEST'], url).toContain(res.json().error.code);
    }
  });

  it('upgrade now: the preview’s prorated amount is charged once, the tier changes at once, the period end stays', async () => {
    const { userId, sub, token } = await subscriber({ charge: true });
    const preview = await get('/users/me/subscription/change-preview?planCode=LIGHT_PLUS&cycle=MONTHLY', token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ kind: 'UPGRADE_NOW', amountDue: 5800, credit: 5748, cost: 11554, remainingDays: 18 });

    const chargesBefore = sandbox.calls.charge;
    const key = `idem-${randomUUID()}`;
    const res = await post('/users/me/subscription/change', token, { planCode: 'LIGHT_PLUS', cycle: 'MONTHLY' }, { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.preview.kind).toBe('UPGRADE_NOW');
    expect(body.order).toMatchObject({ kind: 'UPGRADE', planCode: 'LIGHT_PLUS', cycle: 'MONTHLY', amount: 5800, status: 'PAID', periodEnd: PERIOD_END.toISOString() });
    expect(body.order.card).not.toBeNull();
    expect(body.subscription).toMatchObject({ planCode: 'LIGHT_PLUS', cycle: 'MONTHLY', currentPeriodEnd: PERIOD_END.toISOString(), pendingChange: null, nextBilling: { amount: 19900 } });
    expect(sandbox.calls.charge).toBe(chargesBefore + 1);

    const [order] = await db.db.select().from(schema.orders).where(eq(schema.orders.id, body.order.orderId));
    expect(order!.uniqueKey).toBe(`upgrade:${sub.subscriptionId}:${PERIOD_END.toISOString()}:LIGHT_PLUS:MONTHLY`);
    expect(order!.idempotencyKey).toBe(`upgrade:${userId}:${key}`);

    const membership = (await get('/users/me/membership', token)).json();
    expect(membership.membership).toMatchObject({ membershipId: sub.membershipId, tierCode: 'LIGHT_PLUS', membershipName: '라이트 플러스' });

    // Asked again: nothing left to change, nothing charged.
    const again = await post('/users/me/subscription/change', token, { planCode: 'LIGHT_PLUS', cycle: 'MONTHLY' }, { 'idempotency-key': key });
    expect(again.json().preview.kind).toBe('NO_CHANGE');
    expect(sandbox.calls.charge).toBe(chargesBefore + 1);
    const orders = await db.db.select().from(schema.orders).where(and(eq(schema.orders.userId, userId), eq(schema.orders.kind, 'UPGRADE')));
    expect(orders).toHaveLength(1);
  });

  it('a double click on upgrade: concurrent requests charge once and order once', async () => {
    const { userId, token } = await subscriber({ charge: true });
    const charges = sandbox.calls.charge;
    const results = await Promise.all(Array.from({ length: 5 }, () => post('/users/me/subscription/change', token, { planCode: 'PREMIUM_LIGHT', cycle: 'MONTHLY' })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results) if (r.statusCode !== 200) expect(r.json().error.code).toBe('ORDER_IN_PROGRESS');
    expect(sandbox.calls.charge).toBe(charges + 1);
    const upgrades = await db.db.select().from(schema.orders).where(and(eq(schema.orders.userId, userId), eq(schema.orders.kind, 'UPGRADE')));
    expect(upgrades).toHaveLength(1);
    expect(upgrades[0]!.status).toBe('PAID');
    expect((await get('/users/me/membership', token)).json().membership.tierCode).toBe('PREMIUM_LIGHT');
  });

  it('a declined card on an upgrade: 402 CARD_DECLINED, the plan and tier unchanged, the failed order in the history', async () => {
    // Approves its first charge (the subscription's), declines every later one.
    const card = TEST_CARDS.find((c) => c.behavior.kind === 'approveFirst' && c.behavior.count === 1)!;
    const { token } = await subscriber({ charge: true, cardNumber: card.number });
    const res = await post('/users/me/subscription/change', token, { planCode: 'PREMIUM_LIGHT', cycle: 'MONTHLY' });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('CARD_DECLINED');
    const after = (await get('/users/me/membership', token)).json();
    expect(after.subscription.planCode).toBe('LIGHT');
    expect(after.membership.tierCode).toBe('LIGHT');
    const history = (await get('/users/me/orders', token)).json().orders;
    expect(history[0]).toMatchObject({ kind: 'UPGRADE', status: 'FAILED' });
  });

  it('downgrade at the period end: a pending change, the tier unchanged now; choosing the current plan again clears it', async () => {
    const { token } = await subscriber({ planCode: 'LIGHT_PLUS' });
    const charges = sandbox.calls.charge;
    const res = await post('/users/me/subscription/change', token, { planCode: 'LIGHT', cycle: 'MONTHLY' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      preview: { kind: 'CHANGE_AT_PERIOD_END', amountDue: 0, effectiveAt: PERIOD_END.toISOString(), nextAmount: 9900 },
      order: null,
      subscription: { planCode: 'LIGHT_PLUS', pendingChange: { planCode: 'LIGHT', cycle: 'MONTHLY', effectiveAt: PERIOD_END.toISOString() }, nextBilling: { amount: 9900, planCode: 'LIGHT' } },
    });
    expect((await get('/users/me/membership', token)).json().membership.tierCode).toBe('LIGHT_PLUS');

    const back = await post('/users/me/subscription/change', token, { planCode: 'LIGHT_PLUS', cycle: 'MONTHLY' });
    expect(back.json()).toMatchObject({ preview: { kind: 'NO_CHANGE' }, order: null, subscription: { pendingChange: null, nextBilling: { amount: 19900 } } });
    expect(sandbox.calls.charge).toBe(charges);
  });

  it('switching monthly → yearly waits for the renewal at the yearly price', async () => {
    const { token } = await subscriber();
    const preview = await get('/users/me/subscription/change-preview?planCode=LIGHT&cycle=YEARLY', token);
    expect(preview.json()).toMatchObject({ kind: 'CHANGE_AT_PERIOD_END', nextAmount: 99000 });
    const res = await post('/users/me/subscription/change', token, { planCode: 'LIGHT', cycle: 'YEARLY' });
    expect(res.json().subscription).toMatchObject({ cycle: 'MONTHLY', pendingChange: { planCode: 'LIGHT', cycle: 'YEARLY' }, nextBilling: { amount: 99000, cycle: 'YEARLY' } });
  });

  it('cancel at the period end (mail sent), cancel twice 409, resume, resume twice 409; a cancelled subscription cannot change plan', async () => {
    const { userId, token } = await subscriber();
    const cancel = await post('/users/me/subscription/cancel', token, { reason: '가격이 부담됩니다' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().subscription).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true, nextBilling: null, currentPeriodEnd: PERIOD_END.toISOString() });
    const [user] = await db.db.select().from(schema.users).where(eq(schema.users.id, userId));
    const mails = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, user!.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'subscription-canceled' });
    expect(mails[0]!.text).toContain('2026년 4월 1일까지');

    const twice = await post('/users/me/subscription/cancel', token, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('SUBSCRIPTION_ALREADY_CANCELED');

    const change = await post('/users/me/subscription/change', token, { planCode: 'LIGHT_PLUS', cycle: 'MONTHLY' });
    expect(change.json().error.code).toBe('PLAN_CHANGE_INVALID');

    const resume = await post('/users/me/subscription/resume', token);
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.json().subscription).toMatchObject({ cancelAtPeriodEnd: false, nextBilling: { amount: 9900 } });
    const again = await post('/users/me/subscription/resume', token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SUBSCRIPTION_NOT_CANCELED');
  });

  it('no subscription → 404 SUBSCRIPTION_NOT_FOUND; past due → 409 SUBSCRIPTION_NOT_ACTIVE; unknown or off-sale plans; guests 401', async () => {
    const plain = await tokenFor(app, db);
    for (const [method, url, body] of [
      ['GET', '/users/me/subscription/change-preview?planCode=LIGHT&cycle=MONTHLY', undefined],
      ['POST', '/users/me/subscription/change', { planCode: 'LIGHT', cycle: 'MONTHLY' }],
      ['POST', '/users/me/subscription/cancel', {}],
      ['POST', '/users/me/subscription/resume', undefined],
    ] as const) {
      const res = await app.inject({ method, url: `${V1}${url}`, headers: bearer(plain), ...(body ? { payload: body } : {}) });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('SUBSCRIPTION_NOT_FOUND');
      const guest = await app.inject({ method, url: `${V1}${url}`, ...(body ? { payload: body } : {}) });
      expect(guest.statusCode, url).toBe(401);
    }
    const pastDue = await subscriber({ status: 'PAST_DUE' });
    const res = await post('/users/me/subscription/change', pastDue.token, { planCode: 'LIGHT_PLUS', cycle: 'MONTHLY' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SUBSCRIPTION_NOT_ACTIVE');
    // Cancelling while past due ends it now (no more retries), with the membership.
    const ended = await post('/users/me/subscription/cancel', pastDue.token, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().subscription).toMatchObject({ status: 'ENDED', nextBilling: null });
    expect((await get('/users/me/membership', pastDue.token)).json().membership).toBeNull();
    expect((await post('/users/me/subscription/resume', pastDue.token)).json().error.code).toBe('SUBSCRIPTION_NOT_FOUND');

    const { token } = await subscriber();
    expect((await post('/users/me/subscription/change', token, { planCode: 'NONE', cycle: 'MONTHLY' })).statusCode).toBe(400);
    expect((await post('/users/me/subscription/change', token, { planCode: 'GOLD', cycle: 'MONTHLY' })).statusCode).toBe(400);
    expect((await post('/users/me/subscription/change', token, { planCode: 'LIGHT_STUDENT', cycle: 'MONTHLY' })).json().error.code).toBe('STUDENT_VERIFICATION_REQUIRED');
    const corporate = await post('/users/me/subscription/change', token, { planCode: 'PREMIUM', cycle: 'MONTHLY' });
    expect(corporate.statusCode).toBe(409);
    expect(corporate.json().error.code).toBe('PLAN_CHANGE_INVALID');
    await db.db.update(schema.membershipPlans).set({ onSale: false }).where(eq(schema.membershipPlans.code, 'PREMIUM_LIGHT'));
    try {
      const off = await get('/users/me/subscription/change-preview?planCode=PREMIUM_LIGHT&cycle=MONTHLY', token);
      expect(off.statusCode).toBe(409);
      expect(off.json().error.code).toBe('PLAN_NOT_ON_SALE');
    } finally {
      await db.db.update(schema.membershipPlans).set({ onSale: true }).where(eq(schema.membershipPlans.code, 'PREMIUM_LIGHT'));
    }
    const bad = await post('/users/me/subscription/change', token, { planCode: 'LIGHT', cycle: 'YEARLY' }, { 'idempotency-key': 'no spaces allowed' });
    expect(bad.statusCode).toBe(400);
  });
});
