import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDeps } from '../src/commands/billing/billing-deps';
import { renewDueSubscriptions } from '../src/commands/billing/renew-subscriptions';
import { apiJobs, JOB_NAMES } from '../src/jobs';
import { bearer, signIn } from './factories';
import { createTestDb, DB_KINDS } from './helpers';
import { CARDS, confirm, gatewayPaymentsFor, newMember, registerCard, startBilling, startCheckout, subscribe, V1, type BillingHarness } from './pay-dev-helper';

const DAY = 86_400_000;

describe.each(DB_KINDS)('renewals with a fake clock (%s)', (kind) => {
  let db: DbHandle;
  let h: BillingHarness;

  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(async () => {
    await db?.close();
  });

  // Each test gets its own clocks (time only moves forward within one).
  async function withHarness<T>(run: (h: BillingHarness) => Promise<T>): Promise<T> {
    h = await startBilling(db, Date.parse('2026-01-31T03:00:00Z'));
    try {
      return await run(h);
    } finally {
      await h.close();
    }
  }

  const subOf = async (userId: string) => (await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)))[0]!;
  const membershipOf = async (id: string) => (await db.db.select().from(schema.memberships).where(eq(schema.memberships.id, id)))[0]!;
  const mails = (template: string, to: string) => db.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.template, template), eq(schema.mailOutbox.to, to)));
  const run = () => renewDueSubscriptions(billingDeps(h.app));
  const emailOf = async (userId: string) => (await db.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!.email;

  it('renews at period end (Asia/Seoul months): a RENEWAL order paid, the next period, a receipt; running again does nothing', () =>
    withHarness(async () => {
      const me = await newMember(h, db);
      expect((await subscribe(h, me.headers)).response.statusCode).toBe(200);
      const first = await subOf(me.userId);
      // 31 January 12:00 KST + one month = 28 February (clamped).
      expect(first.currentPeriodEnd.toISOString()).toBe('2026-02-28T03:00:00.000Z');
      expect((await run()).renewed).toBe(0);
      h.advance(first.currentPeriodEnd.getTime() - h.clock.now() + 1000);
      expect((await run()).renewed).toBe(1);
      const renewed = await subOf(me.userId);
      expect(renewed).toMatchObject({ status: 'ACTIVE', failedAttempts: 0 });
      expect(renewed.currentPeriodStart.toISOString()).toBe('2026-02-28T03:00:00.000Z');
      expect(renewed.currentPeriodEnd.toISOString()).toBe('2026-03-28T03:00:00.000Z');
      const orders = await db.db.select().from(schema.orders).where(and(eq(schema.orders.userId, me.userId), eq(schema.orders.kind, 'RENEWAL')));
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 'PAID', uniqueKey: `renew:${first.id}:2026-02-28T03:00:00.000Z` });
      expect(gatewayPaymentsFor(h, orders[0]!.id)).toHaveLength(1);
      expect(await mails('receipt', await emailOf(me.userId))).toHaveLength(2);
      expect((await run()).renewed).toBe(0);
      expect((await membershipOf(renewed.membershipId!)).status).toBe('ACTIVE');
    }));

  it('two renewal runs at once (two API processes) charge once; both jobs are scheduled in Asia/Seoul cron', () =>
    withHarness(async () => {
      const jobs = apiJobs({ config: { publishSchedulerIntervalMs: 0, priceFeed: 'off', priceFeedDir: '', priceUpdateCron: '' }, db, notifier: h.app.contentChangeNotifier, log: h.app.log, billing: billingDeps(h.app) });
      const billingJobs = jobs.filter((j) => j.name === JOB_NAMES.billingRenewals || j.name === JOB_NAMES.billingReconcile);
      expect(billingJobs.map((j) => [j.name, j.cron])).toEqual([[JOB_NAMES.billingRenewals, '*/10 * * * *'], [JOB_NAMES.billingReconcile, '*/5 * * * *']]);
      const me = await newMember(h, db);
      await subscribe(h, me.headers);
      const sub = await subOf(me.userId);
      h.advance(sub.currentPeriodEnd.getTime() - h.clock.now() + 1000);
      await Promise.all([run(), run(), billingJobs[0]!.handler(new Date(h.clock.now()).toISOString())]);
      const orders = await db.db.select().from(schema.orders).where(and(eq(schema.orders.userId, me.userId), eq(schema.orders.kind, 'RENEWAL')));
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 'PAID', attempts: 1 });
      expect(gatewayPaymentsFor(h, orders[0]!.id)).toHaveLength(1);
      expect((await subOf(me.userId)).currentPeriodStart.toISOString()).toBe(sub.currentPeriodEnd.toISOString());
    }));

  it('a pending plan change applies at the renewal, at the new price', () =>
    withHarness(async () => {
      const me = await newMember(h, db);
      await subscribe(h, me.headers);
      const sub = await subOf(me.userId);
      await db.db.update(schema.subscriptions).set({ pendingPlanCode: 'LIGHT_PLUS', pendingCycle: 'YEARLY' }).where(eq(schema.subscriptions.id, sub.id));
      h.advance(sub.currentPeriodEnd.getTime() - h.clock.now() + 1000);
      await run();
      const after = await subOf(me.userId);
      const [plan] = await db.db.select().from(schema.membershipPlans).where(eq(schema.membershipPlans.code, 'LIGHT_PLUS'));
      expect(after).toMatchObject({ planCode: 'LIGHT_PLUS', cycle: 'YEARLY', pendingPlanCode: null, paidPrice: plan!.yearlyPrice });
      expect((await membershipOf(after.membershipId!)).tierCode).toBe('LIGHT_PLUS');
    }));

  it('a declined renewal: PAST_DUE with access kept, retried after 1, 3 and 7 days with a notice each time, then ended', () =>
    withHarness(async () => {
      const me = await newMember(h, db);
      expect((await subscribe(h, me.headers, CARDS.approveFirst(1))).response.statusCode).toBe(200);
      const sub = await subOf(me.userId);
      const end = sub.currentPeriodEnd.getTime();
      h.advance(end - h.clock.now() + 1000);
      expect((await run()).failed).toBe(1);
      let now = await subOf(me.userId);
      expect(now).toMatchObject({ status: 'PAST_DUE', failedAttempts: 1 });
      const firstFailedAt = now.firstFailedAt!.getTime();
      expect(now.nextRetryAt!.getTime()).toBe(firstFailedAt + DAY);
      expect((await membershipOf(now.membershipId!)).status).toBe('ACTIVE');
      const email = await emailOf(me.userId);
      expect(await mails('renewal-failed', email)).toHaveLength(1);
      // GET /users/me/membership still shows the tier while the renewal is retried.
      const { accessToken } = await signIn(h.app, me.userId);
      expect((await h.app.inject({ method: 'GET', url: `${V1}/users/me/membership`, headers: bearer(accessToken) })).json().membership.tierCode).toBe('LIGHT');

      // Not yet due: nothing happens.
      h.advance(DAY / 2);
      await run();
      expect((await subOf(me.userId)).failedAttempts).toBe(1);

      for (const [days, attempts] of [[1, 2], [3, 3]] as const) {
        h.advance(firstFailedAt + days * DAY - h.clock.now() + 1000);
        await run();
        now = await subOf(me.userId);
        expect(now).toMatchObject({ status: 'PAST_DUE', failedAttempts: attempts });
        expect(now.nextRetryAt!.getTime()).toBe(firstFailedAt + (days === 1 ? 3 : 7) * DAY);
      }
      expect(await mails('renewal-failed', email)).toHaveLength(3);
      h.advance(firstFailedAt + 7 * DAY - h.clock.now() + 1000);
      await run();
      now = await subOf(me.userId);
      expect(now).toMatchObject({ status: 'ENDED', failedAttempts: 4 });
      expect((await membershipOf(now.membershipId!)).status).toBe('ENDED');
      expect(await mails('membership-ended', email)).toHaveLength(1);
      const [order] = await db.db.select().from(schema.orders).where(and(eq(schema.orders.userId, me.userId), eq(schema.orders.kind, 'RENEWAL')));
      expect(order).toMatchObject({ status: 'FAILED', attempts: 4 });
      // One order for the period, four attempts at the gateway, each with its own Idempotency-Key; none approved.
      expect(gatewayPaymentsFor(h, order!.id).filter((p) => p.status === 'DONE')).toHaveLength(0);
      await run();
      expect((await subOf(me.userId)).status).toBe('ENDED');
    }));

  it('changing the card while PAST_DUE pays the renewal at once', () =>
    withHarness(async () => {
      const me = await newMember(h, db);
      await subscribe(h, me.headers, CARDS.approveFirst(1));
      const sub = await subOf(me.userId);
      h.advance(sub.currentPeriodEnd.getTime() - h.clock.now() + 1000);
      await run();
      expect((await subOf(me.userId)).status).toBe('PAST_DUE');
      const { accessToken } = await signIn(h.app, me.userId);
      const headers = bearer(accessToken);
      const checkout = await startCheckout(h, headers, { purpose: 'CHANGE_CARD' });
      expect(checkout.amount).toBeNull();
      const query = await registerCard(h, checkout, CARDS.ok);
      const res = await confirm(h, headers, checkout.checkoutId, { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ purpose: 'CHANGE_CARD', order: { status: 'PAID', kind: 'RENEWAL' }, subscription: { status: 'ACTIVE', retry: null } });
      const after = await subOf(me.userId);
      expect(after.currentPeriodStart.toISOString()).toBe(sub.currentPeriodEnd.toISOString());
      const methods = await db.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.userId, me.userId));
      expect(methods.map((m) => m.status).sort()).toEqual(['ACTIVE', 'REPLACED']);
      expect(after.paymentMethodId).toBe(methods.find((m) => m.status === 'ACTIVE')!.id);
    }));

  it('cancelled at period end: the subscription and membership end when the period is over, nothing is charged', () =>
    withHarness(async () => {
      const me = await newMember(h, db);
      await subscribe(h, me.headers);
      const sub = await subOf(me.userId);
      await db.db.update(schema.subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(schema.subscriptions.id, sub.id));
      h.advance(sub.currentPeriodEnd.getTime() - h.clock.now() + 1000);
      expect((await run()).ended).toBe(1);
      const after = await subOf(me.userId);
      expect(after.status).toBe('ENDED');
      expect((await membershipOf(after.membershipId!)).status).toBe('ENDED');
      expect(await db.db.select().from(schema.orders).where(and(eq(schema.orders.userId, me.userId), eq(schema.orders.kind, 'RENEWAL')))).toHaveLength(0);
    }));
});
