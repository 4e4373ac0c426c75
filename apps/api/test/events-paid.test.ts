import { schema, type DbHandle } from '@spi/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../src/adapters/payment-gateway';
import { billingDeps } from '../src/commands/billing/billing-deps';
import { reconcileOrders } from '../src/commands/billing/reconcile-orders';
import { DAY, form, HOUR, insertEvent, multipartBody, T0 } from './events-fixtures';
import { csrfCookies, csrfHeaders } from './factories';
import { createTestDb, DB_KINDS } from './helpers';
import { CARDS, forceError, gatewayPaymentsFor, newMember, startBilling, subscribe, type BillingHarness } from './pay-dev-helper';

const V1 = '/api/seoul/v1';

describe.each(DB_KINDS)('paid event registrations with the pay-dev gateway (%s)', (kind) => {
  let db: DbHandle;
  let h: BillingHarness;
  const people: Record<string, { userId: string; headers: Record<string, string> }> = {};

  beforeAll(async () => {
    db = await createTestDb(kind);
    h = await startBilling(db, T0);
    // Each person subscribes to LIGHT with a card, so the card is registered; 'declining' pays the
    // subscription and every later charge is declined.
    for (const [name, card] of [['alice', CARDS.ok], ['dana', CARDS.ok], ['carol', CARDS.ok], ['bob', CARDS.approveFirst(1)]] as const) {
      const member = await newMember(h, db);
      const { response } = await subscribe(h, member.headers, card);
      expect(response.statusCode, response.body).toBe(200);
      people[name] = { userId: member.userId, headers: { ...member.headers, ...csrfHeaders } };
    }
    const plain = await newMember(h, db);
    people.plain = { userId: plain.userId, headers: { ...plain.headers, ...csrfHeaders } };
  });
  afterAll(async () => {
    await h?.close();
    await db?.close();
  });

  const register = (eventId: number, who: string) => {
    const body = multipartBody(form(who));
    return h.app.inject({ method: 'POST', url: `${V1}/events/${eventId}/registrations`, headers: { ...people[who]!.headers, ...body.headers }, cookies: csrfCookies, payload: body.payload });
  };
  const cancel = (eventId: number, who: string) => h.app.inject({ method: 'DELETE', url: `${V1}/events/${eventId}/registrations/me`, headers: people[who]!.headers, cookies: csrfCookies });
  const rowOf = async (eventId: number, who: string) => {
    const [row] = await db.db.select().from(schema.eventRegistrations).where(and(eq(schema.eventRegistrations.eventId, eventId), eq(schema.eventRegistrations.userId, people[who]!.userId)));
    return row!;
  };
  const orderOf = async (orderId: string) => (await db.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!;

  it('a paid seat: the registered card is charged (order kind EVENT), the seat confirmed, no membership granted; MEMBERS_FREE is free with a membership', async () => {
    const id = await insertEvent(db, { pricePolicy: 'PAID', priceWon: 30000, capacity: 10 });
    const memberships = await db.db.select().from(schema.memberships).where(eq(schema.memberships.userId, people.alice!.userId));
    const res = await register(id, 'alice');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'CONFIRMED', registration: { status: 'CONFIRMED', amountWon: 30000 } });
    expect(res.json().message).toContain('30,000원');
    const row = await rowOf(id, 'alice');
    const order = await orderOf(row.orderId!);
    expect(order).toMatchObject({ kind: 'EVENT', status: 'PAID', amount: 30000, userId: people.alice!.userId });
    expect(gatewayPaymentsFor(h, order.id)).toHaveLength(1);
    expect(await db.db.select().from(schema.memberships).where(eq(schema.memberships.userId, people.alice!.userId))).toHaveLength(memberships.length);
    const orders = await h.app.inject({ method: 'GET', url: '/api/sejong/v1/users/me/orders', headers: people.alice!.headers });
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.json().orders.map((o: { orderName: string }) => o.orderName)).toContain('이벤트 참가비: 리츠 투자 세미나');
    const mails = await db.db.select().from(schema.mailOutbox).where(like(schema.mailOutbox.dedupeKey, `event-confirmed:${row.id}:%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('참가비: 30,000원');

    const membersFree = await insertEvent(db, { pricePolicy: 'MEMBERS_FREE', priceWon: 20000 });
    const me = await h.app.inject({ method: 'GET', url: `${V1}/events/${membersFree}/me`, headers: people.alice!.headers });
    expect(me.json()).toMatchObject({ priceForViewer: 0, hasMembership: true, hasPaymentMethod: true });
    expect((await register(membersFree, 'alice')).json().registration.amountWon).toBe(0);
    expect((await h.app.inject({ method: 'GET', url: `${V1}/events/${membersFree}/me`, headers: people.plain!.headers })).json()).toMatchObject({ priceForViewer: 20000, hasPaymentMethod: false });
    expect((await register(membersFree, 'plain')).json().error.code).toBe('PAYMENT_METHOD_REQUIRED');
  });

  it('a declined card releases the seat and answers the card error', async () => {
    const id = await insertEvent(db, { pricePolicy: 'PAID', priceWon: 30000, capacity: 1, waitlistCapacity: 0 });
    const res = await register(id, 'bob');
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('CARD_DECLINED');
    const row = await rowOf(id, 'bob');
    expect(row.status).toBe('CANCELLED');
    expect((await orderOf(row.orderId!)).status).toBe('FAILED');
    const detail = (await h.app.inject({ method: 'GET', url: `${V1}/events/${id}` })).json().event;
    expect(detail).toMatchObject({ seatsTaken: 0, availability: 'OPEN' });
    // The seat went back: someone else takes it.
    expect((await register(id, 'carol')).json().outcome).toBe('CONFIRMED');
  });

  it('cancelling more than 24 h before the start refunds the order; later it is not refunded (and the response says so)', async () => {
    const early = await insertEvent(db, { pricePolicy: 'PAID', priceWon: 40000, startsAt: new Date(T0 + 5 * DAY) });
    await register(early, 'dana');
    const paid = await rowOf(early, 'dana');
    const res = await cancel(early, 'dana');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: { refunded: true, amountWon: 40000, reason: null }, registration: { status: 'CANCELLED' } });
    expect(res.json().message).toContain('40,000원을 환불');
    expect(await orderOf(paid.orderId!)).toMatchObject({ status: 'REFUNDED', refundedAmount: 40000 });

    const late = await insertEvent(db, { pricePolicy: 'PAID', priceWon: 40000, startsAt: new Date(T0 + 20 * HOUR), registrationClosesAt: new Date(T0 + 10 * HOUR) });
    await register(late, 'dana');
    const lateRow = await rowOf(late, 'dana');
    const me = (await h.app.inject({ method: 'GET', url: `${V1}/events/${late}/me`, headers: people.dana!.headers })).json();
    expect(me).toMatchObject({ canCancel: true, refundable: false });
    const lateCancel = await cancel(late, 'dana');
    expect(lateCancel.json().refund).toEqual({ refunded: false, amountWon: 0, reason: '행사 시작 24시간 전이 지나 취소한 신청은 참가비를 환불하지 않습니다.' });
    expect((await orderOf(lateRow.orderId!)).status).toBe('PAID');
  });

  it('a freed paid seat goes to the waiting list: a declined card is skipped and the next person is charged and confirmed', async () => {
    const id = await insertEvent(db, { pricePolicy: 'PAID', priceWon: 25000, capacity: 1, waitlistCapacity: 2 });
    expect((await register(id, 'alice')).json().outcome).toBe('CONFIRMED');
    h.advance(1000);
    // bob joins the waiting list for free: his card is only charged when he moves up.
    expect((await register(id, 'bob')).json()).toMatchObject({ outcome: 'WAITLISTED', registration: { waitlistPosition: 1, orderId: null } });
    h.advance(1000);
    expect((await register(id, 'carol')).json().registration.waitlistPosition).toBe(2);

    const res = await cancel(id, 'alice');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund.refunded).toBe(true);
    const bob = await rowOf(id, 'bob');
    const carol = await rowOf(id, 'carol');
    expect(bob.status).toBe('CANCELLED');
    expect((await orderOf(bob.orderId!)).status).toBe('FAILED');
    expect(carol.status).toBe('CONFIRMED');
    expect(await orderOf(carol.orderId!)).toMatchObject({ kind: 'EVENT', status: 'PAID', amount: 25000 });
    const promoted = await db.db.select().from(schema.mailOutbox).where(like(schema.mailOutbox.dedupeKey, `event-promoted:${carol.id}:%`));
    expect(promoted).toHaveLength(1);
    expect(promoted[0]!.attachments[0]!.contentType).toContain('text/calendar');
    const bobMail = await db.db.select().from(schema.mailOutbox).where(like(schema.mailOutbox.dedupeKey, `event-cancelled:${bob.id}:%`));
    expect(bobMail[0]!.text).toContain('결제되지 않았습니다');
  });

  it('an unknown gateway outcome holds the seat (PENDING_PAYMENT, not cancellable); once reconciled PAID, the seat is confirmed and mailed', async () => {
    const id = await insertEvent(db, { pricePolicy: 'PAID', priceWon: 15000, capacity: 1, waitlistCapacity: 1 });
    await forceError(h, 'charge', 'TIMEOUT_AFTER_COMMIT');
    const gateway = h.app.paymentGateway;
    const realCharge = gateway.charge.bind(gateway);
    let calls = 0;
    vi.spyOn(gateway, 'charge').mockImplementation(async (request) => {
      calls++;
      if (calls === 1) return realCharge(request);
      await realCharge(request);
      throw new GatewayError('unknown', 'TIMEOUT', 'timeout');
    });
    vi.spyOn(gateway, 'findPaymentByOrderId').mockRejectedValue(new GatewayError('unavailable', 'NETWORK', 'down'));
    const res = await register(id, 'dana');
    vi.restoreAllMocks();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'PENDING_PAYMENT', registration: { status: 'PENDING_PAYMENT', statusLabel: '결제 대기' } });
    const held = await rowOf(id, 'dana');
    expect((await orderOf(held.orderId!)).status).toBe('UNKNOWN');
    expect((await h.app.inject({ method: 'GET', url: `${V1}/events/${id}` })).json().event).toMatchObject({ seatsTaken: 1, availability: 'WAITLIST' });
    expect((await h.app.inject({ method: 'GET', url: `${V1}/events/${id}/me`, headers: people.dana!.headers })).json()).toMatchObject({ canCancel: false, registration: { status: 'PENDING_PAYMENT' } });
    const early = await cancel(id, 'dana');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('ORDER_IN_PROGRESS');

    h.advance(61_000);
    expect((await reconcileOrders(billingDeps(h.app))).paid).toBeGreaterThanOrEqual(1);
    const me = (await h.app.inject({ method: 'GET', url: `${V1}/events/${id}/me`, headers: people.dana!.headers })).json();
    expect(me).toMatchObject({ canCancel: true, registration: { status: 'CONFIRMED' } });
    expect(gatewayPaymentsFor(h, held.orderId!)).toHaveLength(1);
    const mails = await db.db.select().from(schema.mailOutbox).where(like(schema.mailOutbox.dedupeKey, `event-confirmed:${held.id}:%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments).toHaveLength(1);
  });
});
