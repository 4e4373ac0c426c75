import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './factories';
import { createTestDb, DB_KINDS } from './helpers';
import { CARDS, confirm, gatewayPaymentsFor, newMember, registerCard, startBilling, startCheckout, subscribe, V1, type BillingHarness } from './pay-dev-helper';

describe.each(DB_KINDS)('card checkout against pay-dev (%s)', (kind) => {
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

  it('subscribes with 4242…: order PAID with a receipt, membership ACTIVE with the tier, subscription dates, receipt mail', async () => {
    const me = await newMember(h, db);
    const checkout = await startCheckout(h, me.headers, { purpose: 'SUBSCRIBE', planCode: 'LIGHT_PLUS', cycle: 'MONTHLY' });
    expect(checkout).toMatchObject({ amount: expect.any(Number) });
    expect(checkout.authUrl).toContain(`${h.pay.baseUrl}/billing/auth?`);
    expect(checkout.successUrl).toContain(`/membership/checkout/complete?checkoutId=${checkout.checkoutId}`);
    const query = await registerCard(h, checkout, CARDS.ok);
    const res = await confirm(h, me.headers, checkout.checkoutId, { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.purpose).toBe('SUBSCRIBE');
    expect(body.order).toMatchObject({ status: 'PAID', kind: 'FIRST', planCode: 'LIGHT_PLUS', cycle: 'MONTHLY', amount: checkout.amount });
    expect(body.order.receiptUrl).toContain('/receipts/');
    expect(body.order.card.number).toMatch(/\*/);
    expect(body.membership).toMatchObject({ tierCode: 'LIGHT_PLUS' });
    expect(body.subscription).toMatchObject({ status: 'ACTIVE', planCode: 'LIGHT_PLUS', cycle: 'MONTHLY', cancelAtPeriodEnd: false });
    const start = new Date(body.subscription.currentPeriodStart);
    const end = new Date(body.subscription.currentPeriodEnd);
    expect(end.getTime() - start.getTime()).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(body.subscription.nextBilling).toMatchObject({ amount: checkout.amount, at: body.subscription.currentPeriodEnd });
    // The billing key is stored encrypted, never in clear.
    const [method] = await db.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.userId, me.userId));
    const billingKeys = [...h.pay.server.payDev.store.billingKeys.keys()];
    expect(billingKeys.some((key) => method!.billingKeyCiphertext.includes(key))).toBe(false);
    const mails = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.dedupeKey, `receipt:${body.order.orderId}`));
    expect(mails).toHaveLength(1);
    // GET /users/me shows the membership.
    const meRes = await h.app.inject({ method: 'GET', url: `${V1}/users/me/membership`, headers: me.headers });
    expect(meRes.json().membership).toMatchObject({ tierCode: 'LIGHT_PLUS' });
  });

  it('a declined card: 402 CARD_DECLINED in Korean, no membership, no subscription, the card not kept; a second try answers the same', async () => {
    const me = await newMember(h, db);
    const { checkout, response } = await subscribe(h, me.headers, CARDS.declined);
    expect(response.statusCode, response.body).toBe(402);
    expect(response.json().error.code).toBe('CARD_DECLINED');
    expect(response.json().error.message).toMatch(/카드/);
    expect(await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, me.userId))).toHaveLength(0);
    expect(await db.db.select().from(schema.memberships).where(eq(schema.memberships.userId, me.userId))).toHaveLength(0);
    const methods = await db.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.userId, me.userId));
    expect(methods.map((m) => m.status)).toEqual(['DELETED']);
    const [order] = await db.db.select().from(schema.orders).where(eq(schema.orders.userId, me.userId));
    expect(order).toMatchObject({ status: 'FAILED', failureCode: 'REJECT_CARD_PAYMENT' });
    const again = await confirm(h, me.headers, checkout.checkoutId, { authKey: 'whatever', customerKey: checkout.customerKey });
    expect(again.statusCode).toBe(402);
    expect(again.json().error.code).toBe('CARD_DECLINED');
  });

  it('a daily-limit card: 402 CARD_LIMIT_EXCEEDED', async () => {
    const me = await newMember(h, db);
    const { response } = await subscribe(h, me.headers, CARDS.dailyLimit);
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('CARD_LIMIT_EXCEEDED');
  });

  it('an expired card never reaches confirm (pay-dev redirects to failUrl); a bad authKey answers CARD_REGISTRATION_FAILED', async () => {
    const me = await newMember(h, db);
    const checkout = await startCheckout(h, me.headers);
    const res = await h.pay.server.inject({
      method: 'POST',
      url: '/billing/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ clientKey: h.pay.payments.clientKey, customerKey: checkout.customerKey, successUrl: checkout.successUrl, failUrl: checkout.failUrl, cardNumber: CARDS.expired, expiry: '12/30', identity: '900101' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toContain('/membership/checkout/fail?checkoutId=');
    expect(String(res.headers.location)).toContain('code=INVALID_CARD_EXPIRATION');
    const bad = await confirm(h, me.headers, checkout.checkoutId, { authKey: 'not-a-real-auth-key', customerKey: checkout.customerKey });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('CARD_REGISTRATION_FAILED');
    expect(await db.db.select().from(schema.orders).where(eq(schema.orders.userId, me.userId))).toHaveLength(0);
  });

  it('a double click: the second confirm gets the same answer, one charge', async () => {
    const me = await newMember(h, db);
    const checkout = await startCheckout(h, me.headers);
    const query = await registerCard(h, checkout, CARDS.ok);
    const body = { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! };
    const first = await confirm(h, me.headers, checkout.checkoutId, body);
    const second = await confirm(h, me.headers, checkout.checkoutId, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(gatewayPaymentsFor(h, first.json().order.orderId)).toHaveLength(1);
  });

  it('20 concurrent confirms: exactly one charge and the same response for all', async () => {
    const me = await newMember(h, db);
    const checkout = await startCheckout(h, me.headers);
    const query = await registerCard(h, checkout, CARDS.ok);
    const body = { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! };
    const responses = await Promise.all(Array.from({ length: 20 }, () => confirm(h, me.headers, checkout.checkoutId, body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const first = responses[0]!.json();
    for (const r of responses) expect(r.json()).toEqual(first);
    expect(gatewayPaymentsFor(h, first.order.orderId)).toHaveLength(1);
    const orders = await db.db.select().from(schema.orders).where(eq(schema.orders.userId, me.userId));
    expect(orders).toHaveLength(1);
  });

  it('a second subscription is refused (SUBSCRIPTION_EXISTS); student plan needs verification; the corporate plan is not sold here; unknown plan 400', async () => {
    const me = await newMember(h, db);
    expect((await subscribe(h, me.headers)).response.statusCode).toBe(200);
    const again = await h.app.inject({ method: 'POST', url: `${V1}/users/me/checkouts`, headers: me.headers, payload: { purpose: 'SUBSCRIBE', planCode: 'LIGHT', cycle: 'YEARLY' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SUBSCRIPTION_EXISTS');
    const other = await newMember(h, db);
    const student = await h.app.inject({ method: 'POST', url: `${V1}/users/me/checkouts`, headers: other.headers, payload: { purpose: 'SUBSCRIBE', planCode: 'LIGHT_STUDENT', cycle: 'MONTHLY' } });
    expect(student.statusCode).toBe(403);
    expect(student.json().error.code).toBe('STUDENT_VERIFICATION_REQUIRED');
    const premium = await h.app.inject({ method: 'POST', url: `${V1}/users/me/checkouts`, headers: other.headers, payload: { purpose: 'SUBSCRIBE', planCode: 'PREMIUM', cycle: 'MONTHLY' } });
    expect(premium.statusCode).toBe(409);
    expect(premium.json().error.code).toBe('PLAN_NOT_ON_SALE');
    expect(premium.json().error.message).toContain('법인');
    const unknown = await h.app.inject({ method: 'POST', url: `${V1}/users/me/checkouts`, headers: other.headers, payload: { purpose: 'SUBSCRIBE', planCode: 'GOLD', cycle: 'MONTHLY' } });
    expect(unknown.statusCode).toBe(400);
    const changeCard = await h.app.inject({ method: 'POST', url: `${V1}/users/me/checkouts`, headers: other.headers, payload: { purpose: 'CHANGE_CARD' } });
    expect(changeCard.statusCode).toBe(404);
    expect(changeCard.json().error.code).toBe('SUBSCRIPTION_NOT_FOUND');
  });

  it("another user's checkout is not found; an expired checkout answers CHECKOUT_EXPIRED; a wrong customerKey is refused", async () => {
    const owner = await newMember(h, db);
    const thief = await newMember(h, db);
    const checkout = await startCheckout(h, owner.headers);
    const query = await registerCard(h, checkout, CARDS.ok);
    const body = { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! };
    const stolen = await confirm(h, thief.headers, checkout.checkoutId, body);
    expect(stolen.statusCode).toBe(404);
    const wrongKey = await confirm(h, owner.headers, checkout.checkoutId, { ...body, customerKey: 'cus_someone_else' });
    expect(wrongKey.json().error.code).toBe('CARD_REGISTRATION_FAILED');
    h.advance(31 * 60_000);
    const { accessToken } = await signIn(h.app, owner.userId);
    const late = await confirm(h, bearer(accessToken), checkout.checkoutId, body);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('CHECKOUT_EXPIRED');
  });

  it('401 for every protected endpoint without credentials, whatever the body', async () => {
    for (const [url, payload] of [
      [`${V1}/users/me/checkouts`, { purpose: 'SUBSCRIBE', planCode: 'LIGHT', cycle: 'MONTHLY' }],
      [`${V1}/users/me/checkouts`, { nonsense: true }],
      [`${V1}/users/me/checkouts/chk_x/confirm`, { authKey: 'a', customerKey: 'bb' }],
      [`${V1}/users/me/checkouts/%00/confirm`, 'not json'],
    ] as const) {
      const res = await h.app.inject({ method: 'POST', url, payload: payload as object });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
