import { priceOf, type BillingCycle, type SubscriptionDto } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { tierOf } from '../membership';
import { presentCard, type PaymentMethodRow } from './order';

export type SubscriptionRow = typeof schema.subscriptions.$inferSelect;
export type PlanRow = typeof schema.membershipPlans.$inferSelect;

export interface SubscriptionExtras {
  /** The plans by code (at least the current and the pending one). */
  plans: ReadonlyMap<string, Pick<PlanRow, 'code' | 'name' | 'monthlyPrice' | 'yearlyPrice'>>;
  /** The card the subscription charges (its payment method). */
  method?: Pick<PaymentMethodRow, 'cardCompany' | 'cardNumber' | 'status'> | null;
}

/**
 * A subscription (subscriptionSchema) from its row. `nextBilling` is the charge at the period end at
 * the price of the plan and cycle that apply then (a pending change applies at that renewal); while a
 * renewal is being retried (PAST_DUE) it is the next retry. Null when cancelled at period end or over.
 */
export function presentSubscription(row: SubscriptionRow, extras: SubscriptionExtras): SubscriptionDto {
  const plan = extras.plans.get(row.planCode);
  const nextPlanCode = row.pendingPlanCode ?? row.planCode;
  const nextCycle: BillingCycle = row.pendingCycle ?? row.cycle;
  const nextPlan = extras.plans.get(nextPlanCode);
  const live = row.status === 'ACTIVE' || row.status === 'PAST_DUE';
  const nextAt = row.status === 'PAST_DUE' ? (row.nextRetryAt ?? row.currentPeriodEnd) : row.currentPeriodEnd;
  const hasPending = row.pendingPlanCode !== null || row.pendingCycle !== null;
  return {
    subscriptionId: row.id,
    planCode: tierOf({ tierCode: row.planCode }),
    planName: plan?.name ?? row.planCode,
    cycle: row.cycle,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    nextBilling:
      live && !row.cancelAtPeriodEnd && nextPlan
        ? { at: nextAt.toISOString(), amount: priceOf(nextPlan, nextCycle), planCode: tierOf({ tierCode: nextPlanCode }), cycle: nextCycle }
        : null,
    pendingChange: hasPending
      ? { planCode: tierOf({ tierCode: nextPlanCode }), cycle: nextCycle, effectiveAt: row.currentPeriodEnd.toISOString() }
      : null,
    retry:
      row.status === 'PAST_DUE' || row.failedAttempts > 0
        ? { failures: row.failedAttempts, nextRetryAt: row.nextRetryAt?.toISOString() ?? null, lastFailureMessage: row.lastFailureMessage ?? null }
        : null,
    card: extras.method ? presentCard(extras.method.cardCompany, extras.method.cardNumber) : null,
  };
}

/** Loads the plans and the payment method a subscription needs and presents it. */
export async function presentSubscriptionFromDb(db: Db, row: SubscriptionRow): Promise<SubscriptionDto> {
  const [planRows, methodRows] = await Promise.all([
    db.select().from(schema.membershipPlans),
    row.paymentMethodId ? db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, row.paymentMethodId)) : Promise.resolve([]),
  ]);
  return presentSubscription(row, { plans: new Map(planRows.map((p) => [p.code, p])), method: methodRows[0] ?? null });
}
