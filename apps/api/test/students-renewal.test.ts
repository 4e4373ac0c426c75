import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDeps } from '../src/commands/billing/billing-deps';
import { renewDueSubscriptions } from '../src/commands/billing/renew-subscriptions';
import { createTestDb, DB_KINDS } from './helpers';
import { gatewayPaymentsFor, newMember, startBilling, subscribe, type BillingHarness } from './pay-dev-helper';
import { verifyByEmail } from './students-helpers';

const STUDENT_PLAN = { purpose: 'SUBSCRIBE', planCode: 'LIGHT_STUDENT', cycle: 'MONTHLY' } as const;

describe.each(DB_KINDS)('LIGHT_STUDENT at renewal (%s)', (kind) => {
  let db: DbHandle;

  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(async () => {
    await db?.close();
  });

  async function withHarness<T>(start: string, run: (h: BillingHarness) => Promise<T>): Promise<T> {
    const h = await startBilling(db, Date.parse(start));
    try {
      return await run(h);
    } finally {
      await h.close();
    }
  }

  const subOf = async (userId: string) => (await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)))[0]!;
  const priceOf = async (code: string) => (await db.db.select().from(schema.membershipPlans).where(eq(schema.membershipPlans.code, code)))[0]!.monthlyPrice;

  it('a student no longer verified renews as LIGHT at its price, told by mail once; a verified one stays LIGHT_STUDENT', () =>
    withHarness('2026-01-10T03:00:00Z', async (h) => {
      const lapsed = await newMember(h, db);
      const still = await newMember(h, db);
      for (const m of [lapsed, still]) {
        await verifyByEmail(h.app, db, { ...m, email: '' });
        const { response } = await subscribe(h, m.headers, undefined, STUDENT_PLAN);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().membership).toMatchObject({ tierCode: 'LIGHT_STUDENT' });
      }
      // The first student's verification ends before the renewal (set back by hand: 365 days is past this period).
      await db.db
        .update(schema.studentVerifications)
        .set({ expiresAt: new Date(h.clock.now() + 86_400_000) })
        .where(and(eq(schema.studentVerifications.userId, lapsed.userId), eq(schema.studentVerifications.status, 'VERIFIED')));

      const sub = await subOf(lapsed.userId);
      h.advance(sub.currentPeriodEnd.getTime() - h.clock.now() + 1000);
      const deps = billingDeps(h.app);
      expect((await renewDueSubscriptions(deps)).renewed).toBe(2);

      const renewed = await subOf(lapsed.userId);
      expect(renewed).toMatchObject({ status: 'ACTIVE', planCode: 'LIGHT', pendingPlanCode: null, paidPrice: await priceOf('LIGHT') });
      const [membership] = await db.db.select().from(schema.memberships).where(eq(schema.memberships.id, renewed.membershipId!));
      expect(membership).toMatchObject({ tierCode: 'LIGHT', status: 'ACTIVE' });
      const [order] = await db.db.select().from(schema.orders).where(and(eq(schema.orders.userId, lapsed.userId), eq(schema.orders.kind, 'RENEWAL')));
      expect(order).toMatchObject({ status: 'PAID', planCode: 'LIGHT', amount: await priceOf('LIGHT') });
      expect(gatewayPaymentsFor(h, order!.id)).toHaveLength(1);
      const [user] = await db.db.select().from(schema.users).where(eq(schema.users.id, lapsed.userId));
      const notices = await db.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.to, user!.email), eq(schema.mailOutbox.template, 'student-discount-ended')));
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text).toContain('라이트 멤버십으로 갱신');

      const kept = await subOf(still.userId);
      expect(kept).toMatchObject({ status: 'ACTIVE', planCode: 'LIGHT_STUDENT', paidPrice: await priceOf('LIGHT_STUDENT') });
      const [stillOrder] = await db.db.select().from(schema.orders).where(and(eq(schema.orders.userId, still.userId), eq(schema.orders.kind, 'RENEWAL')));
      expect(stillOrder).toMatchObject({ planCode: 'LIGHT_STUDENT', amount: await priceOf('LIGHT_STUDENT') });

      // Running again changes nothing and sends nothing more.
      await renewDueSubscriptions(deps);
      expect(await db.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.to, user!.email), eq(schema.mailOutbox.template, 'student-discount-ended')))).toHaveLength(1);
    }));
});
