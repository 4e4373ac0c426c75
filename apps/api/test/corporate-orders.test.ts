import { randomUUID } from 'node:crypto';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDeps } from '../src/commands/billing/billing-deps';
import { apiJobs } from '../src/jobs';
import { CORPORATE_JOB_NAMES } from '../src/jobs/corporate-billing';
import { buildUser } from './factories';
import { AS, sessionOf } from './sessions';
import { createTestDb, DB_KINDS } from './helpers';
import { startBilling, V1, type BillingHarness } from './pay-dev-helper';

/** 2026-11-26 12:00 in Asia/Seoul. */
const START = Date.UTC(2026, 10, 26, 3, 0, 0);
const DAY = 86_400_000;

describe.each(DB_KINDS)('corporate orders: bank deposit (%s)', (kind) => {
  let db: DbHandle;
  let h: BillingHarness;
  let adminHeaders: Record<string, string>;
  let premium: { name: string; monthlyPrice: number; yearlyPrice: number };

  beforeAll(async () => {
    db = await createTestDb(kind);
    h = await startBilling(db, START);
    const adminId = await buildUser(db, { roles: ['ROLE_ADMIN'], email: 'corp-admin@example.com' });
    adminHeaders = (await sessionOf(h.app, adminId)).headers;
    const [plan] = await db.db.select().from(schema.membershipPlans).where(eq(schema.membershipPlans.code, 'PREMIUM'));
    premium = plan!;
  });
  afterAll(async () => {
    await h?.close();
    await db?.close();
  });

  interface Corp {
    id: string;
    managerId: string;
    manager: Record<string, string>;
    managerEmail: string;
    members: { id: string; headers: Record<string, string> }[];
  }

  /** A corporation with a manager and `memberCount` members, none of them holding a tier. */
  async function corporation(memberCount = 2, app = h.app): Promise<Corp> {
    const id = `corp-${randomUUID().slice(0, 8)}`;
    await db.db.insert(schema.corporations).values({ id, name: `${id} 주식회사`, managerName: '홍길동', email: `${id}@example.com` });
    const managerEmail = `${id}-manager@example.com`;
    const managerId = await buildUser(db, { corporationId: id, assign: 'MANAGER', isManager: true, email: managerEmail });
    const members = [];
    for (let i = 0; i < memberCount; i++) {
      const memberId = await buildUser(db, { corporationId: id, assign: 'MEMBER' });
      members.push({ id: memberId, headers: (await sessionOf(app, memberId)).headers });
    }
    return { id, managerId, manager: (await sessionOf(app, managerId)).headers, managerEmail, members };
  }

  const post = (url: string, headers: Record<string, string>, payload?: object, app = h.app) =>
    app.inject({ method: 'POST', url: `${V1}${url}`, headers, ...(payload ? { payload } : {}) });
  const depositOrder = (corp: Corp, seats = 5, cycle: 'MONTHLY' | 'YEARLY' = 'YEARLY', app = h.app) =>
    post(`/corporations/${corp.id}/orders`, corp.manager, { method: 'DEPOSIT', cycle, seats, depositorName: '주식회사 테스트' }, app);
  const confirmDeposit = (orderId: string, app = h.app, headers = adminHeaders) => post(`/admin/corporate-orders/${orderId}/confirm-deposit`, headers, undefined, app);
  const orderRow = async (orderId: string) => (await db.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!;
  const mails = (template: string, to?: string) =>
    db.db.select().from(schema.mailOutbox).where(to ? and(eq(schema.mailOutbox.template, template), eq(schema.mailOutbox.to, to)) : eq(schema.mailOutbox.template, template));
  const tierOf = async (userId: string, headers: Record<string, string>, app = h.app) => {
    const res = await app.inject({ method: 'GET', url: `${V1}/users/${userId}/info`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().membership?.tierCode as string | undefined) ?? 'NONE';
  };
  const terms = (corporationId: string) => db.db.select().from(schema.corporateMemberships).where(eq(schema.corporateMemberships.corporationId, corporationId));

  it('guests get 401 before the body is validated, on every corporate order endpoint', async () => {
    const urls = [
      '/corporations/any/orders',
      '/corporations/any/orders/ord_abcdef/deposit-request',
      '/corporations/any/orders/ord_abcdef/cancel',
      '/admin/corporate-orders/ord_abcdef/confirm-deposit',
      '/admin/corporate-orders/ord_abcdef/cancel',
    ];
    for (const url of urls) {
      const res = await h.app.inject({ method: 'POST', url: `${V1}${url}`, payload: { seats: 'many', depositedOn: 'yesterday' } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    const list = await h.app.inject({ method: 'GET', url: `${V1}/admin/corporate-orders?status=NOPE` });
    expect(list.statusCode).toBe(401);
  });

  it('only the manager of that corporation orders: a member 403, another corporation\'s manager 403, an admin 403; staff endpoints refuse non-admins', async () => {
    const corp = await corporation(1);
    const other = await corporation(0);
    const body = { method: 'DEPOSIT', cycle: 'YEARLY', seats: 5, depositorName: '주식회사 테스트' };
    const asMember = await post(`/corporations/${corp.id}/orders`, corp.members[0]!.headers, body);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error).toMatchObject({ code: 'ACCESS_CORPORATION_MANAGER_ONLY', message: '해당 페이지는 법인 관리자만 접근 가능합니다.' });
    const asOtherManager = await post(`/corporations/${corp.id}/orders`, other.manager, body);
    expect(asOtherManager.statusCode).toBe(403);
    expect(asOtherManager.json().error.code).toBe('FORBIDDEN');
    const asAdmin = await post(`/corporations/${corp.id}/orders`, adminHeaders, body);
    expect(asAdmin.statusCode).toBe(403);
    expect(await db.db.select().from(schema.orders).where(eq(schema.orders.corporationId, corp.id))).toHaveLength(0);

    const placed = await depositOrder(corp);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().order.orderId as string;
    const request = { depositorName: '주식회사 테스트', depositedOn: '2026-11-26' };
    expect((await post(`/corporations/${corp.id}/orders/${orderId}/deposit-request`, corp.members[0]!.headers, request)).statusCode).toBe(403);
    // Another corporation's manager, even naming their own corporation, does not find this order.
    expect((await post(`/corporations/${other.id}/orders/${orderId}/deposit-request`, other.manager, request)).json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await post(`/corporations/${other.id}/orders/${orderId}/cancel`, other.manager, {})).statusCode).toBe(404);
    expect((await post(`/corporations/${corp.id}/orders/${orderId}/cancel`, other.manager, {})).statusCode).toBe(403);
    // Staff endpoints: the manager is not staff.
    expect((await confirmDeposit(orderId, h.app, corp.manager)).statusCode).toBe(403);
    expect((await post(`/admin/corporate-orders/${orderId}/cancel`, corp.manager, {})).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: `${V1}/admin/corporate-orders`, headers: corp.manager })).statusCode).toBe(403);
    expect((await orderRow(orderId)).status).toBe('PENDING');
  });

  it('seats below the current members: 409 SEATS_BELOW_MEMBERS in Korean, and no order', async () => {
    const corp = await corporation(3); // 4 people with the manager
    const res = await depositOrder(corp, 3);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SEATS_BELOW_MEMBERS');
    expect(res.json().error.message).toContain('4명');
    expect(await db.db.select().from(schema.orders).where(eq(schema.orders.corporationId, corp.id))).toHaveLength(0);
    const invalid = await post(`/corporations/${corp.id}/orders`, corp.manager, { method: 'DEPOSIT', cycle: 'YEARLY', seats: 0, depositorName: '주식회사 테스트' });
    expect(invalid.statusCode).toBe(400);
    expect((await depositOrder(corp, 4)).statusCode).toBe(200);
  });

  it('deposit order → request → admin confirm: every member holds PREMIUM, the term and seats are recorded, mails and audits', async () => {
    const corp = await corporation(2);
    const res = await depositOrder(corp, 5, 'YEARLY');
    expect(res.statusCode, res.body).toBe(200);
    const { order, checkout } = res.json();
    expect(checkout).toBeNull();
    expect(order).toMatchObject({
      corporationId: corp.id,
      corporationName: `${corp.id} 주식회사`,
      orderName: `SPI ${premium.name} 법인 멤버십 5석 (연간)`,
      planCode: 'PREMIUM',
      cycle: 'YEARLY',
      seats: 5,
      unitPrice: premium.yearlyPrice,
      amount: premium.yearlyPrice * 5,
      method: 'DEPOSIT',
      status: 'AWAITING_DEPOSIT',
      paidAt: null,
      checkoutId: null,
    });
    const account = h.app.config.corporations.depositAccount;
    // The end of the 7th day after today in Asia/Seoul: 2026-12-03 23:59:59.999 KST.
    expect(order.deposit).toMatchObject({ account, depositorName: '주식회사 테스트', deadline: '2026-12-03T14:59:59.999Z', requestedAt: null, confirmedAt: null });
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ kind: 'CORPORATE', userId: corp.managerId, uniqueKey: `corporate:${order.orderId}`, idempotencyKey: `corporate:${order.orderId}` });
    const [orderMail] = await mails('corporate-deposit-order', corp.managerEmail);
    expect(orderMail!.text).toContain(account.accountNumber);
    expect(orderMail!.text).toContain(`${(premium.yearlyPrice * 5).toLocaleString('ko-KR')}원`);
    expect(orderMail!.text).toContain('2026년 12월 3일 23:59');

    // One open order per corporation.
    const second = await depositOrder(corp, 6);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('DEPOSIT_ORDER_PENDING');

    // Nobody holds a tier before the money is confirmed.
    expect(await tierOf(corp.members[0]!.id, corp.members[0]!.headers)).toBe('NONE');

    // The 'request deposit confirmation' modal, twice: the note changes, the first time stays, one mail.
    const requestUrl = `/corporations/${corp.id}/orders/${order.orderId}/deposit-request`;
    const future = await post(requestUrl, corp.manager, { depositorName: '주식회사 테스트', depositedOn: '2026-11-27' });
    expect(future.statusCode).toBe(400);
    const first = await post(requestUrl, corp.manager, { depositorName: '주식회사 테스트', depositedOn: '2026-11-26', note: '오전에 입금했습니다.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order).toMatchObject({ status: 'DEPOSIT_REQUESTED', deposit: { requestNote: '오전에 입금했습니다.', depositedOn: '2026-11-26' } });
    const requestedAt = first.json().order.deposit.requestedAt;
    expect(requestedAt).toBe(new Date(START).toISOString());
    h.advance(60_000);
    const again = await post(requestUrl, corp.manager, { depositorName: '테스트(주)', depositedOn: '2026-11-26', note: '입금자명을 바꿔 보냈습니다.' });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.deposit).toMatchObject({ requestedAt, requestNote: '입금자명을 바꿔 보냈습니다.', depositorName: '테스트(주)' });
    const requestMails = await mails('corporate-deposit-request', corp.managerEmail);
    expect(requestMails).toHaveLength(1);
    expect(requestMails[0]!.subject).toContain('입금 확인 요청을 받았습니다');
    const requestAudits = await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'corporate_order.deposit_requested'), eq(schema.auditLog.targetId, corp.id)));
    expect(requestAudits).toHaveLength(2);

    // The admin list by status.
    const requested = await h.app.inject({ method: 'GET', url: `${V1}/admin/corporate-orders?status=DEPOSIT_REQUESTED&size=50`, headers: adminHeaders });
    expect(requested.statusCode, requested.body).toBe(200);
    const listed = requested.json().orders.find((o: { orderId: string }) => o.orderId === order.orderId);
    expect(listed).toMatchObject({ status: 'DEPOSIT_REQUESTED', managerEmail: corp.managerEmail, businessNumber: '', membershipRoles: null });
    const awaiting = await h.app.inject({ method: 'GET', url: `${V1}/admin/corporate-orders?status=AWAITING_DEPOSIT&size=50`, headers: adminHeaders });
    expect(awaiting.json().orders.map((o: { orderId: string }) => o.orderId)).not.toContain(order.orderId);

    // The admin confirms: PAID, every member (and the manager) holds PREMIUM at their next request.
    const confirmed = await confirmDeposit(order.orderId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order).toMatchObject({ orderId: order.orderId, status: 'PAID', deposit: { confirmedAt: expect.any(String) }, membershipRoles: [] });
    for (const member of corp.members) expect(await tierOf(member.id, member.headers)).toBe('PREMIUM');
    expect(await tierOf(corp.managerId, corp.manager)).toBe('PREMIUM');
    const [term] = await terms(corp.id);
    expect(term).toMatchObject({ status: 'ACTIVE', seats: 5, planCode: 'PREMIUM', orderId: order.orderId });
    const paid = await orderRow(order.orderId);
    expect(paid).toMatchObject({ status: 'PAID', confirmedBy: expect.any(String) });
    expect(paid.periodStart?.getTime()).toBe(h.clock.now());
    expect(paid.periodEnd?.getTime()).toBe(term!.periodEnd.getTime());
    // A year later in Asia/Seoul.
    expect(term!.periodEnd.toISOString()).toBe(new Date(h.clock.now() + 365 * DAY).toISOString());
    expect(await mails('corporate-deposit-confirmed', corp.managerEmail)).toHaveLength(1);
    expect(await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'billing.corporate_deposit_confirmed'), eq(schema.auditLog.targetId, corp.id)))).toHaveLength(1);
    const overview = await h.app.inject({ method: 'GET', url: `${V1}/corporations/${corp.id}/overview`, headers: corp.manager });
    // GET /corporations/{id}/overview shows the seats bought and this order.
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().seats).toMatchObject({ bought: 5, used: 3 });
    expect(overview.json().orders[0]).toMatchObject({ orderId: order.orderId, status: 'PAID' });

    // Confirmed twice: nothing more happens.
    const twice = await confirmDeposit(order.orderId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'DEPOSIT_ALREADY_CONFIRMED', message: '이미 입금이 확인된 주문입니다.' });
    expect(await terms(corp.id)).toHaveLength(1);
    expect((await post(requestUrl, corp.manager, { depositorName: '주식회사 테스트', depositedOn: '2026-11-26' })).json().error.code).toBe('DEPOSIT_ALREADY_CONFIRMED');
    expect((await post(`/corporations/${corp.id}/orders/${order.orderId}/cancel`, corp.manager, {})).json().error.code).toBe('DEPOSIT_ALREADY_CONFIRMED');

    // The personal order lists still answer valid DTOs with corporate orders in them.
    const mine = await h.app.inject({ method: 'GET', url: `${V1}/users/me/orders`, headers: corp.manager });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().orders[0]).toMatchObject({ orderId: order.orderId, kind: 'CORPORATE', status: 'PAID', planCode: 'PREMIUM', card: null });
    const adminOrders = await h.app.inject({ method: 'GET', url: `${V1}/admin/billing/orders?q=${order.orderId}`, headers: adminHeaders });
    expect(adminOrders.statusCode, adminOrders.body).toBe(200);
    expect(adminOrders.json().orders[0]).toMatchObject({ orderId: order.orderId, kind: 'CORPORATE', refundable: premium.yearlyPrice * 5 });
    // A deposit has no gateway payment to cancel: the refund command refuses it, and the seats stay.
    const refund = await post(`/admin/billing/orders/${order.orderId}/refunds`, adminHeaders, { reason: '테스트 환불' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error.code).toBe('REFUND_NOT_ALLOWED');
    expect((await terms(corp.id))[0]!.status).toBe('ACTIVE');
  });

  it('two admins confirm at once: exactly one activation, the other DEPOSIT_ALREADY_CONFIRMED', async () => {
    const corp = await corporation(3);
    const orderId = (await depositOrder(corp, 10)).json().order.orderId as string;
    const results = await Promise.all([confirmDeposit(orderId), confirmDeposit(orderId), confirmDeposit(orderId)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error.code).toBe('DEPOSIT_ALREADY_CONFIRMED');
    expect(await terms(corp.id)).toHaveLength(1);
    for (const person of [corp.managerId, ...corp.members.map((m) => m.id)]) {
      const seats = await db.db
        .select()
        .from(schema.memberships)
        .where(and(eq(schema.memberships.userId, person), eq(schema.memberships.source, 'CORPORATION'), eq(schema.memberships.corporationId, corp.id)));
      expect(seats.map((s) => s.status)).toEqual(['ACTIVE']);
    }
    expect(await mails('corporate-deposit-confirmed', corp.managerEmail)).toHaveLength(1);
    expect(await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'billing.corporate_deposit_confirmed'), eq(schema.auditLog.targetId, corp.id)))).toHaveLength(1);
  });

  it('cancel: the manager cancels a waiting order (again answers the same), the admin cancels with a reason; a cancelled order cannot be confirmed', async () => {
    const corp = await corporation(1);
    const orderId = (await depositOrder(corp)).json().order.orderId as string;
    const cancelled = await post(`/corporations/${corp.id}/orders/${orderId}/cancel`, corp.manager, { reason: '좌석 수를 다시 정하겠습니다.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({ status: 'CANCELLED', deposit: { cancelledAt: expect.any(String), cancelReason: '좌석 수를 다시 정하겠습니다.' } });
    expect((await post(`/corporations/${corp.id}/orders/${orderId}/cancel`, corp.manager)).json().order.status).toBe('CANCELLED');
    expect((await post(`/corporations/${corp.id}/orders/${orderId}/deposit-request`, corp.manager, { depositorName: '주식회사 테스트', depositedOn: '2026-11-26' })).json().error.code).toBe('DEPOSIT_ORDER_CLOSED');
    const closed = await confirmDeposit(orderId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('DEPOSIT_ORDER_CLOSED');
    expect(await terms(corp.id)).toHaveLength(0);
    expect(await mails('corporate-order-cancelled', corp.managerEmail)).toHaveLength(1);

    // A new order is possible at once; the admin cancels it with a reason.
    const next = (await depositOrder(corp)).json().order.orderId as string;
    const byAdmin = await post(`/admin/corporate-orders/${next}/cancel`, adminHeaders, { reason: '중복 주문' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().order).toMatchObject({ status: 'CANCELLED', deposit: { cancelReason: '중복 주문' } });
    expect(await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'billing.corporate_order_cancelled'), eq(schema.auditLog.targetId, corp.id)))).toHaveLength(1);
    const list = await h.app.inject({ method: 'GET', url: `${V1}/admin/corporate-orders?status=CANCELLED&size=50`, headers: adminHeaders });
    expect(list.json().orders.map((o: { orderId: string }) => o.orderId)).toEqual(expect.arrayContaining([orderId, next]));
    expect((await confirmDeposit('ord_missing000')).statusCode).toBe(404);
  });
});

describe.each(DB_KINDS)('corporate orders: deadlines and terms by the clock (%s)', (kind) => {
  let db: DbHandle;
  let h: BillingHarness;

  beforeAll(async () => {
    db = await createTestDb(kind);
    h = await startBilling(db, START);
  });
  afterAll(async () => {
    await h?.close();
    await db?.close();
  });

  const jobNamed = (name: string) => {
    const job = apiJobs({ config: { publishSchedulerIntervalMs: 0, priceFeed: 'off', priceFeedDir: '', priceUpdateCron: '' }, db, notifier: h.app.contentChangeNotifier, log: h.app.log, billing: billingDeps(h.app) }).find((j) => j.name === name);
    if (!job) throw new Error(`no job ${name}`);
    return job;
  };
  const runJob = (name: string) => jobNamed(name).handler(new Date(h.clock.now()).toISOString());
  const headersOf = async (userId: string) => (await sessionOf(h.app, userId)).headers;

  async function corporation(memberCount: number) {
    const id = `corp-${randomUUID().slice(0, 8)}`;
    await db.db.insert(schema.corporations).values({ id, name: `${id} 주식회사`, managerName: '홍길동' });
    const managerId = await buildUser(db, { corporationId: id, assign: 'MANAGER', isManager: true, email: `${id}-m@example.com` });
    const memberIds = [];
    for (let i = 0; i < memberCount; i++) memberIds.push(await buildUser(db, { corporationId: id, assign: 'MEMBER' }));
    return { id, managerId, managerEmail: `${id}-m@example.com`, memberIds };
  }
  const order = async (corp: { id: string; managerId: string }, cycle: 'MONTHLY' | 'YEARLY', seats = 3) => {
    const res = await h.app.inject({ method: 'POST', url: `${V1}/corporations/${corp.id}/orders`, headers: await headersOf(corp.managerId), payload: { method: 'DEPOSIT', cycle, seats, depositorName: '테스트' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order.orderId as string;
  };
  let adminId: string;
  const confirmAsAdmin = async (orderId: string) => h.app.inject({ method: 'POST', url: `${V1}/admin/corporate-orders/${orderId}/confirm-deposit`, headers: await headersOf(adminId) });
  const tier = async (userId: string) => (await h.app.inject({ method: 'GET', url: `${V1}/users/me/membership`, headers: await headersOf(userId) })).json().membership?.tierCode ?? 'NONE';

  it('both jobs are scheduled with the billing jobs', () => {
    expect(jobNamed(CORPORATE_JOB_NAMES.orderExpiry).cron).toBe('*/5 * * * *');
    expect(jobNamed(CORPORATE_JOB_NAMES.membershipExpiry).cron).toBe('*/5 * * * *');
  });

  it('a deposit order expires after the end of its 7th day (Asia/Seoul), once, with a mail; then it is closed and a new order is possible', async () => {
    adminId = await buildUser(db, AS.admin);
    const corp = await corporation(1);
    const orderId = await order(corp, 'YEARLY');
    // 2026-12-03 23:59 KST: still waiting.
    h.advance(Date.UTC(2026, 11, 3, 14, 59, 0) - h.clock.now());
    await runJob(CORPORATE_JOB_NAMES.orderExpiry);
    expect((await db.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!.status).toBe('PENDING');
    // 2026-12-04 00:00 KST: expired.
    h.advance(60_000);
    await runJob(CORPORATE_JOB_NAMES.orderExpiry);
    await runJob(CORPORATE_JOB_NAMES.orderExpiry);
    const [row] = await db.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(row).toMatchObject({ status: 'EXPIRED' });
    const expiredMails = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.template, 'corporate-deposit-expired'));
    expect(expiredMails.filter((m) => m.to === corp.managerEmail)).toHaveLength(1);
    const headers = await headersOf(corp.managerId);
    const request = await h.app.inject({ method: 'POST', url: `${V1}/corporations/${corp.id}/orders/${orderId}/deposit-request`, headers, payload: { depositorName: '테스트', depositedOn: '2026-12-03' } });
    expect(request.json().error.code).toBe('DEPOSIT_ORDER_CLOSED');
    const confirm = await confirmAsAdmin(orderId);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.code).toBe('DEPOSIT_ORDER_CLOSED');
    const list = await h.app.inject({ method: 'GET', url: `${V1}/admin/corporate-orders?status=EXPIRED`, headers: await headersOf(adminId) });
    expect(list.json().orders.map((o: { orderId: string; status: string }) => [o.orderId, o.status])).toContainEqual([orderId, 'EXPIRED']);
    await order(corp, 'MONTHLY');
  });

  it('a corporate term extends from its end when bought again, and ends by the clock: every member loses the tier at their next request', async () => {
    const corp = await corporation(2);
    const first = await order(corp, 'MONTHLY', 3);
    expect((await confirmAsAdmin(first)).statusCode).toBe(200);
    const [term] = await db.db.select().from(schema.corporateMemberships).where(eq(schema.corporateMemberships.corporationId, corp.id));
    for (const id of [corp.managerId, ...corp.memberIds]) expect(await tier(id)).toBe('PREMIUM');

    // Bought again while in force (more seats): the term runs one more month from its end.
    const second = await order(corp, 'MONTHLY', 4);
    expect((await confirmAsAdmin(second)).statusCode).toBe(200);
    const [secondRow] = await db.db.select().from(schema.orders).where(eq(schema.orders.id, second));
    expect(secondRow!.periodStart?.getTime()).toBe(term!.periodEnd.getTime());
    const [extended] = await db.db.select().from(schema.corporateMemberships).where(eq(schema.corporateMemberships.corporationId, corp.id));
    expect(extended).toMatchObject({ id: term!.id, status: 'ACTIVE', seats: 4 });
    expect(extended!.periodEnd.getTime()).toBe(secondRow!.periodEnd!.getTime());

    // Just before the end: nothing ends.
    h.advance(extended!.periodEnd.getTime() - h.clock.now() - 60_000);
    await runJob(CORPORATE_JOB_NAMES.membershipExpiry);
    expect(await tier(corp.memberIds[0]!)).toBe('PREMIUM');
    // After it: the term and every seat end, once.
    h.advance(2 * 60_000);
    await runJob(CORPORATE_JOB_NAMES.membershipExpiry);
    await runJob(CORPORATE_JOB_NAMES.membershipExpiry);
    const [ended] = await db.db.select().from(schema.corporateMemberships).where(eq(schema.corporateMemberships.id, term!.id));
    expect(ended).toMatchObject({ status: 'ENDED' });
    for (const id of [corp.managerId, ...corp.memberIds]) expect(await tier(id)).toBe('NONE');
    const endMails = await db.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.template, 'corporate-membership-ended'), eq(schema.mailOutbox.to, corp.managerEmail)));
    expect(endMails).toHaveLength(1);
  });
});
