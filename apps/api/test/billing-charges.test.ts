import { randomUUID } from 'node:crypto';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../src/adapters/payment-gateway';
import { billingDeps } from '../src/commands/billing/billing-deps';
import { chargeOrder, newOrderId } from '../src/commands/billing/charge-order';
import { reconcileOrders } from '../src/commands/billing/reconcile-orders';
import { createTestDb, DB_KINDS } from './helpers';
import { CARDS, confirm, deliverWebhook, forceError, gatewayPaymentsFor, newMember, queuedWebhooks, registerCard, startBilling, startCheckout, subscribe, type BillingHarness } from './pay-dev-helper';

describe.each(DB_KINDS)('charge engine, reconciliation and webhooks (%s)', (kind) => {
  let db: DbHandle;
  let h: BillingHarness;

  beforeAll(async () => {
    db = await createTestDb(kind);
    h = await startBilling(db);
  });
  afterAll(async () => {
    await h?.close();
    await db?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function firstOrderOf(userId: string) {
    const [order] = await db.db.select().from(schema.orders).where(eq(schema.orders.userId, userId));
    return order!;
  }

  /** A subscribed member and a second, unpaid UPGRADE order on their card. */
  async function pendingUpgradeOrder() {
    const me = await newMember(h, db);
    const { response } = await subscribe(h, me.headers);
    expect(response.statusCode, response.body).toBe(200);
    const sub = (await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, me.userId)))[0]!;
    const id = newOrderId();
    await db.db.insert(schema.orders).values({
      id, uniqueKey: `test:${id}`, idempotencyKey: `test:${id}`, userId: me.userId, subscriptionId: sub.id, kind: 'UPGRADE',
      planCode: 'LIGHT_PLUS', cycle: 'MONTHLY', orderName: 'SPI 라이트 플러스 업그레이드', amount: 5000, paymentMethodId: sub.paymentMethodId,
    });
    return { me, sub, orderId: id };
  }

  it('50 concurrent charges of one order: one gateway payment, one PAID order, the others ORDER_IN_PROGRESS or PAID', async () => {
    const { orderId } = await pendingUpgradeOrder();
    const deps = billingDeps(h.app);
    const results = await Promise.all(Array.from({ length: 50 }, () => chargeOrder(deps, orderId)));
    expect(gatewayPaymentsFor(h, orderId)).toHaveLength(1);
    expect(results.filter((r) => r.status === 'PAID').length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 'PAID' || r.status === 'IN_PROGRESS')).toBe(true);
    const [order] = await db.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ status: 'PAID', attempts: 1 });
    expect(await db.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId))).toHaveLength(1);
  });

  it('TIMEOUT_BEFORE_COMMIT: nothing there, the charge is sent once more with the same key and paid once', async () => {
    const me = await newMember(h, db);
    await forceError(h, 'charge', 'TIMEOUT_BEFORE_COMMIT');
    const { response } = await subscribe(h, me.headers);
    expect(response.statusCode, response.body).toBe(200);
    const order = await firstOrderOf(me.userId);
    expect(order.status).toBe('PAID');
    expect(gatewayPaymentsFor(h, order.id)).toHaveLength(1);
  });

  it('TIMEOUT_AFTER_COMMIT: the lookup finds the payment, paid without a second charge', async () => {
    const me = await newMember(h, db);
    await forceError(h, 'charge', 'TIMEOUT_AFTER_COMMIT');
    const { response } = await subscribe(h, me.headers);
    expect(response.statusCode, response.body).toBe(200);
    const order = await firstOrderOf(me.userId);
    expect(gatewayPaymentsFor(h, order.id)).toHaveLength(1);
  });

  it('PAYMENT_UNKNOWN (TIMEOUT_AFTER_COMMIT, the gateway unreachable after): 502, later reconciled to PAID without a second charge; confirming again answers the result', async () => {
    const me = await newMember(h, db);
    const checkout = await startCheckout(h, me.headers);
    const query = await registerCard(h, checkout, CARDS.ok);
    await forceError(h, 'charge', 'TIMEOUT_AFTER_COMMIT');
    const gateway = h.app.paymentGateway;
    const realCharge = gateway.charge.bind(gateway);
    let calls = 0;
    vi.spyOn(gateway, 'charge').mockImplementation(async (request) => {
      calls++;
      if (calls === 1) return realCharge(request);
      // The retry's answer is lost too.
      await realCharge(request);
      throw new GatewayError('unknown', 'TIMEOUT', 'timeout');
    });
    vi.spyOn(gateway, 'findPaymentByOrderId').mockRejectedValue(new GatewayError('unavailable', 'NETWORK', 'down'));
    const body = { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! };
    const res = await confirm(h, me.headers, checkout.checkoutId, body);
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().error.code).toBe('PAYMENT_UNKNOWN');
    expect(res.json().error.message).toMatch(/중복 결제 없이/);
    const order = await firstOrderOf(me.userId);
    expect(order.status).toBe('UNKNOWN');
    expect(await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, me.userId))).toHaveLength(0);
    vi.restoreAllMocks();

    // Too fresh for the reconcile job; a minute later it settles.
    expect((await reconcileOrders(billingDeps(h.app))).paid).toBe(0);
    h.advance(61_000);
    const report = await reconcileOrders(billingDeps(h.app));
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect((await firstOrderOf(me.userId)).status).toBe('PAID');
    expect(gatewayPaymentsFor(h, order.id)).toHaveLength(1);
    const [sub] = await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, me.userId));
    expect(sub).toMatchObject({ status: 'ACTIVE', planCode: 'LIGHT' });
    const again = await confirm(h, me.headers, checkout.checkoutId, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ order: { status: 'PAID' }, subscription: { status: 'ACTIVE' }, membership: { tierCode: 'LIGHT' } });
  });

  it('an unknown outcome with nothing at the gateway is settled FAILED by the reconcile job (never charged)', async () => {
    const me = await newMember(h, db);
    await forceError(h, 'charge', 'TIMEOUT_BEFORE_COMMIT', 2);
    vi.spyOn(h.app.paymentGateway, 'findPaymentByOrderId').mockRejectedValue(new GatewayError('unavailable', 'NETWORK', 'down'));
    const { response } = await subscribe(h, me.headers);
    expect(response.json().error.code).toBe('PAYMENT_UNKNOWN');
    vi.restoreAllMocks();
    h.advance(61_000);
    await reconcileOrders(billingDeps(h.app));
    const order = await firstOrderOf(me.userId);
    expect(order.status).toBe('FAILED');
    expect(gatewayPaymentsFor(h, order.id)).toHaveLength(0);
  });

  it('webhooks: a valid one applies, a replay is a no-op, a forged or stale signature is 401', async () => {
    const me = await newMember(h, db);
    const before = queuedWebhooks(h).length;
    const { response } = await subscribe(h, me.headers);
    const orderId = response.json().order.orderId as string;
    const hook = queuedWebhooks(h).slice(before).find((w) => w.payload.includes(orderId))!;
    expect(hook.eventType).toBe('PAYMENT_STATUS_CHANGED');
    const first = await deliverWebhook(h, hook);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toBe('applied');
    const replay = await deliverWebhook(h, hook);
    expect(replay.json()).toEqual({ ok: true, result: 'duplicate' });
    const forged = await deliverWebhook(h, { ...hook, id: `msg_${randomUUID()}` }, { secret: 'whsec_' + Buffer.from('not-the-secret-key-0123456789abc').toString('base64') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const tampered = await deliverWebhook(h, { ...hook, id: `msg_${randomUUID()}` }, { signature: 'v1,AAAA' });
    expect(tampered.statusCode).toBe(401);
    const stale = await deliverWebhook(h, { ...hook, id: `msg_${randomUUID()}` }, { timestamp: Math.floor(h.clock.now() / 1000) - 600 });
    expect(stale.statusCode).toBe(401);
    const unsigned = await h.app.inject({ method: 'POST', url: '/api/sejong/v1/payments/webhook', headers: { 'content-type': 'application/json' }, payload: hook.payload });
    expect(unsigned.statusCode).toBe(401);
    expect((await firstOrderOf(me.userId)).status).toBe('PAID');
  });

  it('out-of-order webhooks are harmless: the state is always the fetched payment', async () => {
    const me = await newMember(h, db);
    const before = queuedWebhooks(h).length;
    const { response } = await subscribe(h, me.headers);
    const orderId = response.json().order.orderId as string;
    const [payment] = await db.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    await h.app.paymentGateway.cancel({ paymentKey: payment!.paymentKey, reason: '테스트 부분 환불', amount: 1000, idempotencyKey: `refund-${orderId}` });
    const hooks = queuedWebhooks(h).slice(before).filter((w) => w.payload.includes(orderId));
    expect(hooks).toHaveLength(2);
    // The cancellation arrives first, then the older approval.
    expect((await deliverWebhook(h, hooks[1]!)).statusCode).toBe(200);
    expect((await deliverWebhook(h, hooks[0]!)).statusCode).toBe(200);
    const [order] = await db.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 1000 });
    expect(await db.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId))).toHaveLength(1);
  });

  it('a crash between charge and commit is settled by the webhook (subscription and membership start), and the checkout then answers', async () => {
    const me = await newMember(h, db);
    const checkout = await startCheckout(h, me.headers);
    const query = await registerCard(h, checkout, CARDS.ok);
    const gateway = h.app.paymentGateway;
    const realCharge = gateway.charge.bind(gateway);
    vi.spyOn(gateway, 'charge').mockImplementation(async (request) => {
      await realCharge(request);
      throw new Error('process crashed before recording the payment');
    });
    const before = queuedWebhooks(h).length;
    const body = { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! };
    const crashed = await confirm(h, me.headers, checkout.checkoutId, body);
    expect(crashed.statusCode).toBe(500);
    vi.restoreAllMocks();
    const order = await firstOrderOf(me.userId);
    expect(order.status).toBe('PENDING');
    const hook = queuedWebhooks(h).slice(before).find((w) => w.payload.includes(order.id))!;
    const res = await deliverWebhook(h, hook);
    expect(res.json().result).toBe('applied');
    expect((await firstOrderOf(me.userId)).status).toBe('PAID');
    const [sub] = await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, me.userId));
    expect(sub?.status).toBe('ACTIVE');
    const again = await confirm(h, me.headers, checkout.checkoutId, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().membership.tierCode).toBe('LIGHT');
    expect(gatewayPaymentsFor(h, order.id)).toHaveLength(1);
  });

  it('BILLING_DELETED marks the card DELETED', async () => {
    const me = await newMember(h, db);
    await subscribe(h, me.headers);
    const [method] = await db.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.userId, me.userId));
    const before = queuedWebhooks(h).length;
    await h.app.paymentGateway.deleteBillingKey(billingDeps(h.app).cipher.decrypt(method!.billingKeyCiphertext, method!.id));
    const hook = queuedWebhooks(h).slice(before).find((w) => w.eventType === 'BILLING_DELETED')!;
    expect((await deliverWebhook(h, hook)).json().result).toBe('applied');
    const [after] = await db.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, method!.id));
    expect(after?.status).toBe('DELETED');
  });
});
