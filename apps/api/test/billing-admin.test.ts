import { randomUUID } from 'node:crypto';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildBillingApp, buildOrder, buildSubscriber, startSandbox, type Sandbox } from './billing-factories';
import { bearer, buildUser } from './factories';
import { AS, tokenFor, tokenOf } from './sessions';
import { createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/sejong/v1';
const DAY = 86_400_000;
const PERIOD_START = new Date('2026-02-28T15:00:00Z');
const NOW = new Date(PERIOD_START.getTime() + 13 * DAY);

const PLAN_EDIT = { name: '라이트', summary: '업계 뉴스와 인사이트를 꾸준히 읽는 실무자를 위한 기본 멤버십', highlights: ['회원 전용 기사 월 10편'], monthlyPrice: 9900, yearlyPrice: 99000, sortOrder: 10, onSale: true };

describe.each(DB_KINDS)('admin billing API (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let sandbox: Sandbox;
  let adminId: string;
  let adminToken: string;
  let memberToken: string;
  let editorToken: string;
  const clock = new FakeClock(NOW.getTime());

  beforeAll(async () => {
    sandbox = await startSandbox();
    db = await createTestDb(kind);
    app = await buildBillingApp(db, sandbox.counted, clock.now);
    adminId = await buildUser(db, { roles: ['ROLE_ADMIN'], nickname: '결제관리자', email: 'billing-admin@example.com' });
    adminToken = await tokenOf(app, adminId);
    memberToken = await tokenFor(app, db, AS.premium);
    editorToken = await tokenFor(app, db, AS.editor);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await sandbox.close();
  });

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url: `${V1}${url}`, headers: token ? bearer(token) : {} });
  const send = (method: 'POST' | 'PUT', url: string, body: unknown, token?: string) =>
    app.inject({ method, url: `${V1}${url}`, headers: token ? bearer(token) : {}, payload: body as object });

  async function subscriber(nickname: string, options: { charge?: boolean; planCode?: string } = {}) {
    const email = `${nickname}-${randomUUID().slice(0, 6)}@example.com`;
    const userId = await buildUser(db, { email, nickname });
    const sub = await buildSubscriber(db, { userId, periodStart: PERIOD_START, planCode: options.planCode, app, ...(options.charge ? { sandbox } : {}) });
    return { userId, email, sub, token: await tokenOf(app, userId) };
  }

  it('every admin endpoint: 401 for a guest, 403 ACCESS_ROLE_REQUIRED for a member or an editor', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin/billing/members'],
      ['GET', '/admin/billing/orders'],
      ['POST', '/admin/billing/orders/ord_000000/refunds', { reason: '테스트 환불' }],
      ['GET', '/admin/billing/plans'],
      ['PUT', '/admin/billing/plans/LIGHT', PLAN_EDIT],
      ['GET', '/admin/billing/outbox'],
    ];
    for (const [method, url, body] of calls) {
      const guest = await app.inject({ method: method as 'GET', url: `${V1}${url}`, ...(body ? { payload: body as object } : {}) });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      expect(guest.json().error.code).toBe('UNAUTHENTICATED');
      for (const token of [memberToken, editorToken]) {
        const res = await app.inject({ method: method as 'GET', url: `${V1}${url}`, headers: bearer(token), ...(body ? { payload: body as object } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('ACCESS_ROLE_REQUIRED');
      }
    }
    // A broken body from a guest is still 401, not 400.
    const broken = await app.inject({ method: 'PUT', url: `${V1}/admin/billing/plans/LIGHT`, payload: { name: 1 } });
    expect(broken.statusCode).toBe(401);
  });

  it('members: search by e-mail or nickname, filter by tier; tier, source, subscription, coupon end and paid total; the read is audited', async () => {
    const a = await subscriber('검색대상회원', { planCode: 'LIGHT_PLUS' });
    await buildOrder(db, { userId: a.userId, status: 'FAILED', amount: 19900, createdAt: new Date(PERIOD_START.getTime() + DAY) });
    const couponEnd = new Date(NOW.getTime() + 10 * DAY);
    const couponUser = await buildUser(db, { nickname: '쿠폰회원', membership: { name: '프리미엄 라이트', tierCode: 'PREMIUM_LIGHT', couponBenefitEnd: couponEnd, couponBenefitDays: 30 } });

    const byNick = await get(`/admin/billing/members?q=${encodeURIComponent('검색대상')}`, adminToken);
    expect(byNick.statusCode).toBe(200);
    expect(byNick.json().members).toEqual([
      expect.objectContaining({
        userId: a.userId,
        email: a.email,
        nickname: '검색대상회원',
        tierCode: 'LIGHT_PLUS',
        membershipSource: 'SUBSCRIPTION',
        couponEndsAt: null,
        paidTotal: 19900,
        subscription: expect.objectContaining({ subscriptionId: a.sub.subscriptionId, planCode: 'LIGHT_PLUS', status: 'ACTIVE' }),
      }),
    ]);
    expect(byNick.json().pagination).toEqual({ page: 0, size: 20, count: 1, hasNext: false });
    const byEmail = await get(`/admin/billing/members?q=${encodeURIComponent(a.email.toUpperCase())}`, adminToken);
    expect(byEmail.json().members.map((m: { userId: string }) => m.userId)).toEqual([a.userId]);
    // LIKE wildcards are taken literally.
    expect((await get('/admin/billing/members?q=%25', adminToken)).json().members).toEqual([]);

    const coupon = await get('/admin/billing/members?tier=PREMIUM_LIGHT', adminToken);
    expect(coupon.json().members).toEqual([expect.objectContaining({ userId: couponUser, membershipSource: 'COUPON', couponEndsAt: couponEnd.toISOString(), subscription: null, paidTotal: 0 })]);
    const none = await get('/admin/billing/members?tier=NONE&size=100', adminToken);
    expect(none.json().members.every((m: { tierCode: string }) => m.tierCode === 'NONE')).toBe(true);
    expect(none.json().members.map((m: { userId: string }) => m.userId)).toContain(adminId);
    expect((await get('/admin/billing/members?tier=GOLD', adminToken)).statusCode).toBe(400);

    const audits = await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.actorId, adminId), eq(schema.auditLog.action, 'billing.members_read')));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('orders: newest first, search by e-mail or order id, status filter, refundable balance', async () => {
    const b = await subscriber('주문검색회원');
    const failed = await buildOrder(db, { userId: b.userId, status: 'FAILED', createdAt: new Date(NOW.getTime() - 1000) });
    const all = await get(`/admin/billing/orders?q=${encodeURIComponent(b.email)}`, adminToken);
    expect(all.statusCode).toBe(200);
    expect(all.json().orders.map((o: { orderId: string }) => o.orderId)).toEqual([failed, b.sub.orderId]);
    expect(all.json().orders[1]).toMatchObject({ userId: b.userId, email: b.email, status: 'PAID', refundable: 9900 });
    expect(all.json().orders[0]).toMatchObject({ status: 'FAILED', refundable: 0 });
    const paid = await get(`/admin/billing/orders?q=${encodeURIComponent(b.email)}&status=PAID`, adminToken);
    expect(paid.json().orders.map((o: { orderId: string }) => o.orderId)).toEqual([b.sub.orderId]);
    const byId = await get(`/admin/billing/orders?q=${b.sub.orderId}`, adminToken);
    expect(byId.json().orders).toHaveLength(1);
    expect((await get('/admin/billing/orders?status=LOST', adminToken)).statusCode).toBe(400);
  });

  it('full refund: the gateway cancels once, the order is REFUNDED, the current period ends the subscription and membership; audited', async () => {
    const c = await subscriber('전액환불회원', { charge: true });
    const before = sandbox.calls.cancel;
    const res = await send('POST', `/admin/billing/orders/${c.sub.orderId}/refunds`, { reason: '고객 요청 전액 환불' }, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ orderId: c.sub.orderId, status: 'REFUNDED', refundedAmount: 9900, refundable: 0, email: c.email });
    expect(res.json()).toMatchObject({ subscriptionEnded: true, message: '9,900원을 환불했습니다. 이번 이용 기간의 결제를 전액 환불해 회원의 구독과 멤버십이 즉시 종료되었습니다.' });
    expect(sandbox.calls.cancel).toBe(before + 1);
    const payment = await sandbox.gateway.getPayment(c.sub.paymentKey);
    expect(payment).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(payment.cancels).toHaveLength(1);

    const [refund] = await db.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, c.sub.orderId));
    expect(refund).toMatchObject({ amount: 9900, actorId: adminId, reason: '고객 요청 전액 환불' });
    const mine = (await get('/users/me/membership', c.token)).json();
    expect(mine.membership).toBeNull();
    expect(mine.subscription).toMatchObject({ status: 'ENDED', nextBilling: null });
    const [audit] = await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'billing.refund'), eq(schema.auditLog.targetId, c.sub.orderId)));
    expect(audit).toMatchObject({ actorId: adminId, targetType: 'order' });
    expect(audit!.meta).toMatchObject({ amount: 9900, full: true, subscriptionEnded: true });

    const again = await send('POST', `/admin/billing/orders/${c.sub.orderId}/refunds`, { reason: '두 번째 환불' }, adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REFUND_NOT_ALLOWED');
    expect(sandbox.calls.cancel).toBe(before + 1);
  });

  it('partial refunds: the balance goes down, more than the refundable is REFUND_EXCEEDS_PAID, the membership stays', async () => {
    const d = await subscriber('부분환불회원', { charge: true });
    const before = sandbox.calls.cancel;
    const part = await send('POST', `/admin/billing/orders/${d.sub.orderId}/refunds`, { amount: 3000, reason: '서비스 장애 보상' }, adminToken);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().order).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 3000, refundable: 6900 });
    expect(part.json()).toMatchObject({ subscriptionEnded: false, message: '3,000원을 환불했습니다. 남은 환불 가능 금액은 6,900원입니다.' });
    expect(sandbox.calls.cancel).toBe(before + 1);
    // The member is told, once per refund.
    const notices = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, d.email));
    const refundNotices = notices.filter((m) => m.template === 'refund');
    expect(refundNotices).toHaveLength(1);
    expect(refundNotices[0]!.text).toContain('3,000원을 환불했습니다');
    expect(refundNotices[0]!.text).toContain('서비스 장애 보상');

    const tooMuch = await send('POST', `/admin/billing/orders/${d.sub.orderId}/refunds`, { amount: 7000, reason: '초과 환불' }, adminToken);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({ code: 'REFUND_EXCEEDS_PAID', message: '환불 가능한 금액은 6,900원입니다.' });
    expect(sandbox.calls.cancel).toBe(before + 1);
    expect((await get('/users/me/membership', d.token)).json().membership.tierCode).toBe('LIGHT');

    const payment = await sandbox.gateway.getPayment(d.sub.paymentKey);
    expect(payment).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 6900 });
    expect((await get(`/users/me/orders/${d.sub.orderId}`, d.token)).json().order).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 3000 });

    for (const body of [{ amount: 0, reason: '영원' }, { amount: -5, reason: '음수 환불' }, { reason: '' }, { amount: 1.5, reason: '소수 환불' }]) {
      expect((await send('POST', `/admin/billing/orders/${d.sub.orderId}/refunds`, body, adminToken)).statusCode).toBe(400);
    }
    const missing = await send('POST', '/admin/billing/orders/ord_missing_0000/refunds', { reason: '없는 주문' }, adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('ORDER_NOT_FOUND');
  });

  it('a refund whose outcome is unknown (timeout after the gateway committed) is retried with the same key and refunds once', async () => {
    const e = await subscriber('환불재시도회원', { charge: true });
    await sandbox.server.inject({ method: 'POST', url: '/__control/force-error', payload: { path: 'cancel', code: 'TIMEOUT_AFTER_COMMIT' } });
    const first = await send('POST', `/admin/billing/orders/${e.sub.orderId}/refunds`, { amount: 2000, reason: '부분 환불 재시도' }, adminToken);
    expect(first.statusCode).toBe(502);
    expect(first.json().error.code).toBe('PAYMENT_UNKNOWN');
    const [unchanged] = await db.db.select().from(schema.orders).where(eq(schema.orders.id, e.sub.orderId));
    expect(unchanged).toMatchObject({ status: 'PAID', refundedAmount: 0 });

    const retry = await send('POST', `/admin/billing/orders/${e.sub.orderId}/refunds`, { amount: 2000, reason: '부분 환불 재시도' }, adminToken);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().order).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 2000, refundable: 7900 });
    const payment = await sandbox.gateway.getPayment(e.sub.paymentKey);
    expect(payment.cancels).toHaveLength(1);
    expect(payment.balanceAmount).toBe(7900);
    expect(await db.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, e.sub.orderId))).toHaveLength(1);
  });

  it('plan edit: audited and reflected at once in the cached GET /memberships/plans; off-sale plans leave the public list', async () => {
    const first = await get('/memberships/plans');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('public');
    const cached = await get('/memberships/plans');
    expect(cached.headers['x-cache']).toBe('HIT');
    // 딜정보 and 사모펀드 have launched: no plan says '출시 예정' any more (migration 0017).
    expect(first.json().plans.flatMap((p: { highlights: string[] }) => p.highlights).filter((h: string) => h.includes('출시 예정'))).toEqual([]);
    expect(first.json().plans.find((p: { code: string }) => p.code === 'PREMIUM_LIGHT').highlights).toContain('사모펀드 데이터');
    const light = first.json().plans.find((p: { code: string }) => p.code === 'LIGHT');
    expect(light).toMatchObject({ name: '라이트', label: '라이트', monthlyPrice: 9900, yearlyPrice: 99000, yearlySaving: { won: 19800, percent: 17 }, onSale: true });

    const edit = await send('PUT', '/admin/billing/plans/LIGHT', { ...PLAN_EDIT, monthlyPrice: 10900, highlights: ['회원 전용 기사 월 10편', '뉴스레터'] }, adminToken);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ code: 'LIGHT', monthlyPrice: 10900, highlights: ['회원 전용 기사 월 10편', '뉴스레터'] });
    const after = await get('/memberships/plans');
    expect(after.headers['x-cache']).not.toBe('HIT');
    expect(after.json().plans.find((p: { code: string }) => p.code === 'LIGHT').monthlyPrice).toBe(10900);

    const [audit] = await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'billing.plan_update'), eq(schema.auditLog.targetId, 'LIGHT')));
    expect(audit!.meta).toMatchObject({ changed: expect.arrayContaining(['monthlyPrice', 'highlights']), before: { monthlyPrice: 9900 }, after: { monthlyPrice: 10900 } });

    await send('PUT', '/admin/billing/plans/PREMIUM_LIGHT', { ...PLAN_EDIT, name: '프리미엄 라이트', monthlyPrice: 39000, yearlyPrice: 390000, sortOrder: 40, onSale: false }, adminToken);
    expect((await get('/memberships/plans')).json().plans.map((p: { code: string }) => p.code)).not.toContain('PREMIUM_LIGHT');
    const adminList = await get('/admin/billing/plans', adminToken);
    expect(adminList.json().plans.find((p: { code: string }) => p.code === 'PREMIUM_LIGHT')).toMatchObject({ onSale: false });

    expect((await send('PUT', '/admin/billing/plans/GOLD', PLAN_EDIT, adminToken)).statusCode).toBe(400);
    expect((await send('PUT', '/admin/billing/plans/LIGHT', { ...PLAN_EDIT, monthlyPrice: -1 }, adminToken)).statusCode).toBe(400);
    // Restore for the other tests.
    await send('PUT', '/admin/billing/plans/LIGHT', PLAN_EDIT, adminToken);
    await send('PUT', '/admin/billing/plans/PREMIUM_LIGHT', { ...PLAN_EDIT, name: '프리미엄 라이트', monthlyPrice: 39000, yearlyPrice: 390000, sortOrder: 40 }, adminToken);
  });

  it('outbox: newest first, filtered by recipient, paged', async () => {
    const to = `outbox-${randomUUID().slice(0, 6)}@example.com`;
    await db.db.insert(schema.mailOutbox).values([
      { id: randomUUID(), to, subject: '첫 메일', text: '본문 1', template: 'receipt', status: 'QUEUED', createdAt: new Date(NOW.getTime() - 2000) },
      { id: randomUUID(), to, subject: '둘째 메일', text: '본문 2', template: 'subscription-canceled', status: 'SENT', createdAt: new Date(NOW.getTime() - 1000), sentAt: new Date(NOW.getTime() - 1000) },
      { id: randomUUID(), to: 'someone-else@example.com', subject: '다른 사람', text: '본문', template: 'receipt', status: 'QUEUED' },
    ]);
    const res = await get(`/admin/billing/outbox?to=${encodeURIComponent(to.toUpperCase())}&size=1`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([expect.objectContaining({ to, subject: '둘째 메일', template: 'subscription-canceled', status: 'SENT' })]);
    expect(res.json().pagination).toEqual({ page: 0, size: 1, count: 2, hasNext: true });
    const page1 = await get(`/admin/billing/outbox?to=${encodeURIComponent(to)}&size=1&page=1`, adminToken);
    expect(page1.json().messages[0].subject).toBe('첫 메일');
  });

  it('NUL bytes and broken Unicode in query and path answer 400, not 500', async () => {
    for (const url of ['/admin/billing/members?q=%00', '/admin/billing/orders?q=a%00b', '/admin/billing/outbox?to=%00']) {
      const res = await get(url, adminToken);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('VALIDATION_FAILED');
    }
    // Bytes that are not UTF-8 decode to U+FFFD in a query: a harmless search, never a 500.
    for (const url of ['/admin/billing/outbox?to=%ED%A0%80', '/admin/billing/members?q=%ED%A0%80%F0%9F', '/admin/billing/orders?q=%EF%BF%BF\u202E']) {
      const res = await get(url, adminToken);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    for (const url of ['/admin/billing/orders/abc%00defg/refunds', '/admin/billing/orders/%ED%A0%80abcdefg/refunds', '/admin/billing/orders/%EC%A3%BC%EB%AC%B8000000/refunds']) {
      const res = await send('POST', url, { reason: '테스트 환불' }, adminToken);
      expect(res.statusCode, url).toBe(400);
    }
    const plan = await send('PUT', '/admin/billing/plans/LIGHT', { ...PLAN_EDIT, name: '라이트\u0000' }, adminToken);
    expect(plan.statusCode).toBe(400);
    const refund = await send('POST', '/admin/billing/orders/ord_000000/refunds', { reason: '사유\uD800' }, adminToken);
    expect(refund.statusCode).toBe(400);
  });
});
