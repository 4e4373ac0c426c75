import { randomUUID } from 'node:crypto';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDeps } from '../src/commands/billing/billing-deps';
import { expireCorporateOrders } from '../src/commands/billing/corporate-expiry';
import { buildUser } from './factories';
import { AS, sessionOf, signedIn } from './sessions';
import { createTestDb, DB_KINDS } from './helpers';
import { CARDS, confirm, gatewayPaymentsFor, registerCard, startBilling, V1, type BillingHarness, type StartedCheckout } from './pay-dev-helper';

describe.each(DB_KINDS)('corporate orders: card through the gateway stand-in (%s)', (kind) => {
  let db: DbHandle;
  let h: BillingHarness;
  let adminHeaders: Record<string, string>;
  let monthly: number;

  beforeAll(async () => {
    db = await createTestDb(kind);
    h = await startBilling(db);
    adminHeaders = (await signedIn(h.app, db, AS.admin)).headers;
    const [plan] = await db.db.select().from(schema.membershipPlans).where(eq(schema.membershipPlans.code, 'PREMIUM'));
    monthly = plan!.monthlyPrice;
  });
  afterAll(async () => {
    await h?.close();
    await db?.close();
  });

  async function corporation(memberCount = 2) {
    const id = `corp-${randomUUID().slice(0, 8)}`;
    await db.db.insert(schema.corporations).values({ id, name: `${id} 주식회사`, managerName: '홍길동' });
    const managerId = await buildUser(db, { corporationId: id, assign: 'MANAGER', isManager: true, email: `${id}-m@example.com` });
    const members = [];
    for (let i = 0; i < memberCount; i++) {
      const memberId = await buildUser(db, { corporationId: id, assign: 'MEMBER' });
      members.push({ id: memberId, headers: (await sessionOf(h.app, memberId)).headers });
    }
    return { id, managerId, manager: (await sessionOf(h.app, managerId)).headers, managerEmail: `${id}-m@example.com`, members };
  }
  type Corp = Awaited<ReturnType<typeof corporation>>;

  async function cardOrder(corp: Corp, seats = 3) {
    const res = await h.app.inject({ method: 'POST', url: `${V1}/corporations/${corp.id}/orders`, headers: corp.manager, payload: { method: 'CARD', cycle: 'MONTHLY', seats } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { order: { orderId: string; status: string; amount: number; checkoutId: string | null }; checkout: StartedCheckout & { purpose: string; orderName: string } };
  }
  const tierOf = async (userId: string, headers: Record<string, string>) => (await h.app.inject({ method: 'GET', url: `${V1}/users/${userId}/info`, headers })).json().membership?.tierCode ?? 'NONE';
  const terms = (corporationId: string) => db.db.select().from(schema.corporateMemberships).where(eq(schema.corporateMemberships.corporationId, corporationId));
  const orderRow = async (orderId: string) => (await db.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!;

  it('pays by card: the order answers a checkout like the personal one; confirming charges once and every member holds PREMIUM', async () => {
    const corp = await corporation(2);
    const { order, checkout } = await cardOrder(corp, 3);
    expect(order).toMatchObject({ status: 'PENDING', amount: monthly * 3, checkoutId: checkout.checkoutId, deposit: null });
    expect(checkout).toMatchObject({ purpose: 'CORPORATE', amount: monthly * 3, mode: 'redirect' });
    expect(checkout.orderName).toMatch(/법인 멤버십 3석 \(월간\)$/);
    expect(checkout.authUrl).toContain(`${h.pay.baseUrl}/billing/auth?`);
    expect(checkout.successUrl).toContain(`/membership/checkout/complete?checkoutId=${checkout.checkoutId}`);
    const [row] = await db.db.select().from(schema.billingCheckouts).where(eq(schema.billingCheckouts.id, checkout.checkoutId));
    expect(row).toMatchObject({ purpose: 'CORPORATE', corporationId: corp.id, orderId: order.orderId, userId: corp.managerId });
    expect(await tierOf(corp.members[0]!.id, corp.members[0]!.headers)).toBe('NONE');

    const query = await registerCard(h, checkout, CARDS.ok);
    const body = { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! };
    const res = await confirm(h, corp.manager, checkout.checkoutId, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ purpose: 'CORPORATE', subscription: null, order: { orderId: order.orderId, kind: 'CORPORATE', status: 'PAID', amount: monthly * 3 }, membership: { tierCode: 'PREMIUM' } });
    expect(res.json().order.receiptUrl).toContain('/receipts/');
    for (const member of corp.members) expect(await tierOf(member.id, member.headers)).toBe('PREMIUM');
    const [term] = await terms(corp.id);
    expect(term).toMatchObject({ status: 'ACTIVE', seats: 3, orderId: order.orderId });
    const paid = await orderRow(order.orderId);
    expect(paid.periodEnd?.getTime()).toBe(term!.periodEnd.getTime());
    const [method] = await db.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, paid.paymentMethodId!));
    expect(method).toMatchObject({ corporationId: corp.id, userId: corp.managerId, status: 'ACTIVE' });
    const receipts = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.dedupeKey, `receipt:${order.orderId}`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('/user/corporation/manage');

    // A reload of the return page: the same answer, no second charge.
    const again = await confirm(h, corp.manager, checkout.checkoutId, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.orderId).toBe(order.orderId);
    expect(gatewayPaymentsFor(h, order.orderId)).toHaveLength(1);
    expect(await terms(corp.id)).toHaveLength(1);

    // The manager's order list shows it; confirming a card order as a deposit is refused.
    const list = await h.app.inject({ method: 'GET', url: `${V1}/admin/corporate-orders?status=PAID&size=50`, headers: adminHeaders });
    expect(list.json().orders.find((o: { orderId: string }) => o.orderId === order.orderId)).toMatchObject({ method: 'CARD', status: 'PAID', checkoutId: checkout.checkoutId });
    const asDeposit = await h.app.inject({ method: 'POST', url: `${V1}/admin/corporate-orders/${order.orderId}/confirm-deposit`, headers: adminHeaders });
    expect(asDeposit.statusCode).toBe(409);
    expect(asDeposit.json().error.code).toBe('CONFLICT');

    // A refund gives the money back; the seats stay for the paid term (documented decision).
    const refund = await h.app.inject({ method: 'POST', url: `${V1}/admin/billing/orders/${order.orderId}/refunds`, headers: adminHeaders, payload: { reason: '좌석 과다 구매' } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('REFUNDED');
    expect((await terms(corp.id))[0]!.status).toBe('ACTIVE');
    expect(await tierOf(corp.members[0]!.id, corp.members[0]!.headers)).toBe('PREMIUM');
  });

  it('a declined card: 402 CARD_DECLINED, the order FAILED, no seats, the card not kept; a new order is possible', async () => {
    const corp = await corporation(1);
    const { order, checkout } = await cardOrder(corp, 2);
    const query = await registerCard(h, checkout, CARDS.declined);
    const res = await confirm(h, corp.manager, checkout.checkoutId, { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().error.code).toBe('CARD_DECLINED');
    const failed = await orderRow(order.orderId);
    expect(failed.status).toBe('FAILED');
    expect(await terms(corp.id)).toHaveLength(0);
    expect(await tierOf(corp.members[0]!.id, corp.members[0]!.headers)).toBe('NONE');
    expect(await tierOf(corp.managerId, corp.manager)).toBe('NONE');
    const methods = await db.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.corporationId, corp.id));
    expect(methods.map((m) => m.status)).toEqual(['DELETED']);
    const [mine] = (await h.app.inject({ method: 'GET', url: `${V1}/users/me/orders`, headers: corp.manager })).json().orders;
    expect(mine).toMatchObject({ orderId: order.orderId, kind: 'CORPORATE', status: 'FAILED', failureMessage: expect.any(String) });
    const next = await cardOrder(corp, 2);
    expect(next.order.orderId).not.toBe(order.orderId);
  });

  it('an abandoned card window is replaced by a new order; its old checkout can no longer charge; a member cannot confirm the manager\'s checkout', async () => {
    const corp = await corporation(1);
    const first = await cardOrder(corp, 2);
    const stolen = await confirm(h, corp.members[0]!.headers, first.checkout.checkoutId, { authKey: 'x', customerKey: first.checkout.customerKey });
    expect(stolen.statusCode).toBe(404);
    const replaced = await h.app.inject({ method: 'POST', url: `${V1}/corporations/${corp.id}/orders`, headers: corp.manager, payload: { method: 'DEPOSIT', cycle: 'YEARLY', seats: 2, depositorName: '테스트' } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await orderRow(first.order.orderId)).status).toBe('CANCELLED');
    const query = await registerCard(h, first.checkout, CARDS.ok);
    const late = await confirm(h, corp.manager, first.checkout.checkoutId, { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('DEPOSIT_ORDER_CLOSED');
    expect(gatewayPaymentsFor(h, first.order.orderId)).toHaveLength(0);
    expect(await terms(corp.id)).toHaveLength(0);
    // The deposit order now holds the one open slot: a card order waits for it.
    const blocked = await h.app.inject({ method: 'POST', url: `${V1}/corporations/${corp.id}/orders`, headers: corp.manager, payload: { method: 'CARD', cycle: 'MONTHLY', seats: 2 } });
    expect(blocked.json().error.code).toBe('DEPOSIT_ORDER_PENDING');
    const audits = await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'corporate_order.placed'), eq(schema.auditLog.targetId, corp.id)));
    expect(audits).toHaveLength(2);
  });

  it('the expiry job cancels a card order whose card window expired, and leaves one still open alone', async () => {
    const stale = await corporation(0);
    const abandoned = await cardOrder(stale, 1);
    h.advance(31 * 60_000); // past the checkout's 30 minutes
    const fresh = await corporation(0);
    const open = await cardOrder(fresh, 1);
    const first = await expireCorporateOrders(billingDeps(h.app));
    expect(first.abandoned).toBeGreaterThanOrEqual(1);
    expect(await orderRow(abandoned.order.orderId)).toMatchObject({ status: 'CANCELLED', cancelReason: expect.stringContaining('카드 등록') });
    expect((await orderRow(open.order.orderId)).status).toBe('PENDING');
    const [checkout] = await db.db.select().from(schema.billingCheckouts).where(eq(schema.billingCheckouts.id, abandoned.checkout.checkoutId));
    expect(checkout!.status).toBe('FAILED');
    const second = await expireCorporateOrders(billingDeps(h.app));
    expect(second).toEqual({ expired: 0, abandoned: 0 });
  });
});
