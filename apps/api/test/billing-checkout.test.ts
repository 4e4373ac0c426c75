import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, form, insertEvent, multipartBody } from './events-fixtures';
import { bearer, csrfCookies, csrfHeaders, signIn } from './factories';
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

  describe('ADD_CARD: a card for paid events, without a subscription', () => {
    const addCard = (headers: Record<string, string>, body: object = { purpose: 'ADD_CARD', returnTo: '/event/12' }) =>
      h.app.inject({ method: 'POST', url: `${V1}/users/me/checkouts`, headers, payload: body });
    const methodsOf = (userId: string) => db.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.userId, userId));
    const registerForEvent = (eventId: number, headers: Record<string, string>) => {
      const body = multipartBody(form('cardholder'));
      return h.app.inject({ method: 'POST', url: `/api/seoul/v1/events/${eventId}/registrations`, headers: { ...headers, ...csrfHeaders, ...body.headers }, cookies: csrfCookies, payload: body.payload });
    };

    it('registers the card (encrypted), charges nothing, creates no subscription or membership; then a paid event registration is charged to it', async () => {
      const me = await newMember(h, db);
      const eventId = await insertEvent(db, { pricePolicy: 'PAID', priceWon: 30000, startsAt: new Date(h.clock.now() + 7 * DAY) });
      // Without a card, the paid event is refused.
      const before = await registerForEvent(eventId, me.headers);
      expect(before.statusCode, before.body).toBe(409);
      expect(before.json().error.code).toBe('PAYMENT_METHOD_REQUIRED');

      const checkout = await startCheckout(h, me.headers, { purpose: 'ADD_CARD', returnTo: `/event/${eventId}` });
      expect(checkout).toMatchObject({ purpose: 'ADD_CARD', amount: null, orderName: null });
      expect(checkout.successUrl).toContain(`/membership/checkout/complete?checkoutId=${checkout.checkoutId}&returnTo=%2Fevent%2F${eventId}`);
      expect(checkout.failUrl).toContain(`/membership/checkout/fail?checkoutId=${checkout.checkoutId}&returnTo=%2Fevent%2F${eventId}`);
      const query = await registerCard(h, checkout, CARDS.ok);
      // The gateway comes back with returnTo kept, for the return page.
      expect(query.get('returnTo')).toBe(`/event/${eventId}`);
      const res = await confirm(h, me.headers, checkout.checkoutId, { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ purpose: 'ADD_CARD', order: null, membership: null, subscription: null });
      expect(res.json().card.number).toMatch(/\*/);

      const methods = await methodsOf(me.userId);
      expect(methods).toHaveLength(1);
      expect(methods[0]).toMatchObject({ status: 'ACTIVE', corporationId: null, customerKey: checkout.customerKey });
      const billingKeys = [...h.pay.server.payDev.store.billingKeys.keys()];
      expect(billingKeys.some((key) => methods[0]!.billingKeyCiphertext.includes(key))).toBe(false);
      expect(await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, me.userId))).toHaveLength(0);
      expect(await db.db.select().from(schema.memberships).where(eq(schema.memberships.userId, me.userId))).toHaveLength(0);
      expect(await db.db.select().from(schema.orders).where(eq(schema.orders.userId, me.userId))).toHaveLength(0);
      const [row] = await db.db.select().from(schema.billingCheckouts).where(eq(schema.billingCheckouts.id, checkout.checkoutId));
      expect(row).toMatchObject({ purpose: 'ADD_CARD', status: 'DONE', planCode: null, cycle: null });
      // A repeat (reload) answers the same and registers nothing more.
      const again = await confirm(h, me.headers, checkout.checkoutId, { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! });
      expect(again.json()).toEqual(res.json());
      expect(await methodsOf(me.userId)).toHaveLength(1);

      const eventMe = await h.app.inject({ method: 'GET', url: `/api/seoul/v1/events/${eventId}/me`, headers: me.headers });
      expect(eventMe.json()).toMatchObject({ hasPaymentMethod: true, priceForViewer: 30000 });
      const registered = await registerForEvent(eventId, me.headers);
      expect(registered.statusCode, registered.body).toBe(201);
      expect(registered.json()).toMatchObject({ outcome: 'CONFIRMED', registration: { status: 'CONFIRMED', amountWon: 30000 } });
      const [order] = await db.db.select().from(schema.orders).where(eq(schema.orders.userId, me.userId));
      expect(order).toMatchObject({ kind: 'EVENT', status: 'PAID', amount: 30000, paymentMethodId: methods[0]!.id });
      expect(gatewayPaymentsFor(h, order!.id)).toHaveLength(1);
      expect(await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, me.userId))).toHaveLength(0);
    });

    it('a second ADD_CARD replaces the active card (the old billing key deleted at the gateway); without returnTo the URLs carry none', async () => {
      const me = await newMember(h, db);
      const first = await startCheckout(h, me.headers, { purpose: 'ADD_CARD' });
      expect(first.successUrl).not.toContain('returnTo');
      const q1 = await registerCard(h, first, CARDS.ok);
      expect((await confirm(h, me.headers, first.checkoutId, { authKey: q1.get('authKey')!, customerKey: q1.get('customerKey')! })).statusCode).toBe(200);
      const second = await startCheckout(h, me.headers, { purpose: 'ADD_CARD', returnTo: '/event/3?tab=info#apply' });
      const q2 = await registerCard(h, second, CARDS.ok);
      const res = await confirm(h, me.headers, second.checkoutId, { authKey: q2.get('authKey')!, customerKey: q2.get('customerKey')! });
      expect(res.statusCode, res.body).toBe(200);
      const methods = await methodsOf(me.userId);
      expect(methods.map((m) => [m.customerKey, m.status]).sort()).toEqual([[first.customerKey, 'REPLACED'], [second.customerKey, 'ACTIVE']].sort());
      const keys = [...h.pay.server.payDev.store.billingKeys.values()] as Array<{ customerKey: string }>;
      expect(keys.filter((k) => k.customerKey === first.customerKey)).toHaveLength(0);
      expect(keys.filter((k) => k.customerKey === second.customerKey)).toHaveLength(1);
    });

    it('a subscriber who adds a card: it replaces the subscription card too, nothing is charged; CHANGE_CARD is unchanged', async () => {
      const me = await newMember(h, db);
      expect((await subscribe(h, me.headers)).response.statusCode).toBe(200);
      const [sub] = await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, me.userId));
      const ordersBefore = await db.db.select().from(schema.orders).where(eq(schema.orders.userId, me.userId));
      const checkout = await startCheckout(h, me.headers, { purpose: 'ADD_CARD', returnTo: '/event/1' });
      const query = await registerCard(h, checkout, CARDS.ok);
      const res = await confirm(h, me.headers, checkout.checkoutId, { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ purpose: 'ADD_CARD', order: null, subscription: { subscriptionId: sub!.id, status: 'ACTIVE' } });
      const [active] = await db.db.select().from(schema.paymentMethods).where(and(eq(schema.paymentMethods.userId, me.userId), eq(schema.paymentMethods.status, 'ACTIVE')));
      expect(active!.customerKey).toBe(checkout.customerKey);
      const [after] = await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, sub!.id));
      expect(after!.paymentMethodId).toBe(active!.id);
      expect(await db.db.select().from(schema.orders).where(eq(schema.orders.userId, me.userId))).toHaveLength(ordersBefore.length);
      // CHANGE_CARD still works for the subscriber and still needs a subscription for others.
      expect((await startCheckout(h, me.headers, { purpose: 'CHANGE_CARD' })).purpose).toBe('CHANGE_CARD');
    });

    it('returnTo must be a same-site path: 400 for other sites, relative paths, backslashes, spaces and > 300 characters', async () => {
      const me = await newMember(h, db);
      for (const returnTo of ['//evil.example/x', '/event//12', 'https://evil.example/', 'event/12', '/\\evil.example', '/event\\12', '/event/ 12', '/event/\t12', '/이벤트', `/${'a'.repeat(300)}`, '', 12, null]) {
        const res = await addCard(me.headers, { purpose: 'ADD_CARD', returnTo });
        expect(res.statusCode, `${JSON.stringify(returnTo)}: ${res.body}`).toBe(400);
      }
      expect((await addCard(me.headers, { purpose: 'ADD_CARD', returnTo: `/${'a'.repeat(299)}` })).statusCode).toBe(200);
      expect(await db.db.select().from(schema.billingCheckouts).where(eq(schema.billingCheckouts.userId, me.userId))).toHaveLength(1);
    });

    it('401 without credentials, before the body is looked at', async () => {
      for (const payload of [{ purpose: 'ADD_CARD', returnTo: '/event/1' }, { purpose: 'ADD_CARD', returnTo: '//evil.example' }]) {
        expect((await h.app.inject({ method: 'POST', url: `${V1}/users/me/checkouts`, payload })).statusCode).toBe(401);
      }
    });
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
