import {
  AppError,
  BILLING_CYCLE_LABELS,
  formatWon,
  isUpgrade,
  MIN_CHARGE_WON,
  priceOf,
  prorateUpgrade,
  type BillingCycle,
  type MembershipTierCode,
  type PlanChangePreview,
} from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, gt, or, isNull } from 'drizzle-orm';
import type { PlanRow, SubscriptionRow } from '../../presenters/billing/subscription';
import { tierOf } from '../../presenters/membership';
import { findLiveSubscription, seoulDateLabel } from './cancel-subscription';
import { inTransaction } from '../transaction';
import type { BillingDeps } from './billing-deps';
import { chargeOrder, newOrderId, type OrderRow } from './charge-order';
import { changeMembershipTier } from './membership-grants';

const DAY_MS = 86_400_000;

type PlanPrices = Pick<PlanRow, 'code' | 'name' | 'monthlyPrice' | 'yearlyPrice'>;
type SubscriptionTerms = Pick<SubscriptionRow, 'planCode' | 'cycle' | 'paidPrice' | 'currentPeriodStart' | 'currentPeriodEnd' | 'pendingPlanCode' | 'pendingCycle'>;

/**
 * What a plan or cycle change does, before anything happens (pure: the preview endpoint and the change
 * itself use it):
 * - the same plan and cycle: NO_CHANGE (a pending change, if any, is dropped);
 * - a higher tier: UPGRADE_NOW — the new plan's price for the rest of the period less the unused part
 *   of what the period was paid at, charged now; the period end stays; a cycle switch requested with
 *   it applies at the next renewal;
 * - anything else (a lower or equal tier, a cycle switch): CHANGE_AT_PERIOD_END, nothing charged now.
 */
export function previewPlanChange(subscription: SubscriptionTerms, target: PlanPrices, cycle: BillingCycle, now: Date): PlanChangePreview {
  const current = tierOf({ tierCode: subscription.planCode });
  const targetCode = tierOf({ tierCode: target.code });
  const start = subscription.currentPeriodStart;
  const end = subscription.currentPeriodEnd;
  const totalDays = Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
  const remainingDays = Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
  const nextAmount = priceOf(target, cycle);
  const nextLabel = `${target.name} ${BILLING_CYCLE_LABELS[cycle]}`;
  const nextDate = seoulDateLabel(end);
  const base = { planCode: targetCode, cycle, remainingDays, nextAmount };

  if (target.code === subscription.planCode && cycle === subscription.cycle) {
    const hadPending = subscription.pendingPlanCode !== null || subscription.pendingCycle !== null;
    return {
      ...base,
      kind: 'NO_CHANGE',
      amountDue: 0,
      credit: 0,
      cost: 0,
      effectiveAt: now.toISOString(),
      explanation: hadPending
        ? `예약된 변경을 취소하고 지금의 ${nextLabel} 멤버십을 그대로 이용합니다. 다음 결제일(${nextDate})에 ${formatWon(nextAmount)}이 결제됩니다.`
        : `지금 이용 중인 ${nextLabel} 멤버십과 같아 바뀌는 것이 없습니다.`,
    };
  }

  if (isUpgrade(current, targetCode)) {
    const newPrice = priceOf(target, subscription.cycle);
    const proration = prorateUpgrade({ currentPrice: subscription.paidPrice, newPrice, periodStart: start, periodEnd: end, now });
    const raw = Math.max(0, proration.cost - proration.credit);
    const lines = [`남은 ${proration.remainingDays}일(전체 ${totalDays}일 중)에 해당하는 금액 차액: 새 요금 ${formatWon(proration.cost)} − 기존 요금 잔액 ${formatWon(proration.credit)} = ${formatWon(raw)}`];
    if (proration.amountDue > 0) {
      lines[0] += proration.amountDue === raw ? `을 지금 결제합니다.` : `에서 10원 미만을 뺀 ${formatWon(proration.amountDue)}을 지금 결제합니다.`;
    } else {
      lines[0] += `은 최소 결제 금액 ${formatWon(MIN_CHARGE_WON)}보다 적어 결제 없이 바로 변경됩니다.`;
    }
    lines.push(`다음 결제일은 그대로입니다.`);
    lines.push(
      cycle === subscription.cycle
        ? `다음 결제일(${nextDate})부터 ${nextLabel} 요금 ${formatWon(nextAmount)}이 결제됩니다.`
        : `결제 주기는 다음 결제일(${nextDate})부터 ${BILLING_CYCLE_LABELS[cycle]}으로 바뀌며, 그때 ${nextLabel} 요금 ${formatWon(nextAmount)}이 결제됩니다.`,
    );
    return {
      ...base,
      kind: 'UPGRADE_NOW',
      remainingDays: proration.remainingDays,
      amountDue: proration.amountDue,
      credit: proration.credit,
      cost: proration.cost,
      effectiveAt: now.toISOString(),
      explanation: lines.join(' '),
    };
  }

  const samePlan = target.code === subscription.planCode;
  return {
    ...base,
    kind: 'CHANGE_AT_PERIOD_END',
    amountDue: 0,
    credit: 0,
    cost: 0,
    effectiveAt: end.toISOString(),
    explanation: `${samePlan ? `결제 주기를 ${BILLING_CYCLE_LABELS[cycle]}으로` : `${nextLabel} 멤버십으로`} 바꾸는 것은 다음 결제일(${nextDate})부터 적용됩니다. 지금은 결제되지 않으며, 그때까지 지금의 멤버십을 그대로 이용합니다. 다음 결제일에 ${formatWon(nextAmount)}이 결제됩니다.`,
  };
}

export interface ChangePlanInput {
  userId: string;
  planCode: MembershipTierCode;
  cycle: BillingCycle;
  idempotencyKey: string | null;
  now: Date;
}

export interface ChangePlanResult {
  preview: PlanChangePreview;
  order: OrderRow | null;
  subscription: SubscriptionRow;
}

/** The checks of a change, shared by the preview and the change: the live subscription and the target plan. */
async function checkChange(db: Db, input: Pick<ChangePlanInput, 'userId' | 'planCode' | 'now'>, subscription: SubscriptionRow | null): Promise<{ subscription: SubscriptionRow; target: PlanRow }> {
  if (!subscription) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  if (subscription.status === 'PAST_DUE') throw new AppError('SUBSCRIPTION_NOT_ACTIVE');
  if (subscription.cancelAtPeriodEnd) throw new AppError('PLAN_CHANGE_INVALID', '해지 예약된 멤버십은 해지를 취소한 뒤 변경할 수 있습니다.');
  const plans = await db.select().from(schema.membershipPlans);
  const target = plans.find((p) => p.code === input.planCode);
  const current = plans.find((p) => p.code === subscription.planCode);
  if (!target) throw new AppError('PLAN_NOT_FOUND');
  if (target.code === subscription.planCode) return { subscription, target };
  if (!target.onSale) throw new AppError('PLAN_NOT_ON_SALE');
  if (target.audience === 'CORPORATE' && current?.audience !== 'CORPORATE') {
    throw new AppError('PLAN_CHANGE_INVALID', `${target.name} 멤버십은 법인 구독으로만 이용할 수 있습니다. 멤버십 페이지에서 법인으로 신청해 주세요.`);
  }
  if (target.audience === 'STUDENT') {
    const [verified] = await db
      .select({ id: schema.studentVerifications.id })
      .from(schema.studentVerifications)
      .where(
        and(
          eq(schema.studentVerifications.userId, input.userId),
          eq(schema.studentVerifications.status, 'VERIFIED'),
          or(isNull(schema.studentVerifications.expiresAt), gt(schema.studentVerifications.expiresAt, input.now)),
        ),
      )
      .limit(1);
    if (!verified) throw new AppError('STUDENT_VERIFICATION_REQUIRED');
  }
  return { subscription, target };
}

export async function previewChange(db: Db, input: Omit<ChangePlanInput, 'idempotencyKey'>): Promise<PlanChangePreview> {
  const { subscription, target } = await checkChange(db, input, await findLiveSubscription(db, input.userId));
  return previewPlanChange(subscription, target, input.cycle, input.now);
}

export function upgradeUniqueKey(subscription: Pick<SubscriptionRow, 'id' | 'currentPeriodEnd'>, planCode: string, cycle: BillingCycle): string {
  return `upgrade:${subscription.id}:${subscription.currentPeriodEnd.toISOString()}:${planCode}:${cycle}`;
}

/**
 * Changes the plan or cycle of the user's subscription (see previewPlanChange).
 * - An upgrade with something to pay is an UPGRADE order with the unique key
 *   `upgrade:{subscriptionId}:{periodEnd}:{planCode}:{cycle}` (the same upgrade is ordered once, a
 *   repeat finds it) charged by the charge engine, which applies the new plan and tier when the order
 *   is paid (whoever settles it: this call, the reconcile job or a webhook). A declined earlier attempt
 *   of the same upgrade is charged again at today's figure. The client's Idempotency-Key, scoped to the
 *   user, is the order's gateway key; the same key for another change is refused.
 * - An upgrade below the minimum charge, and every other change, are applied under the subscription's lock.
 */
export async function changePlan(deps: BillingDeps, input: ChangePlanInput): Promise<ChangePlanResult> {
  const db = deps.db;
  const first = await checkChange(db, input, await findLiveSubscription(db, input.userId));
  const preview = previewPlanChange(first.subscription, first.target, input.cycle, input.now);

  if (preview.kind !== 'UPGRADE_NOW') {
    const subscription = await inTransaction(db, async (tx) => {
      const { subscription: locked, target } = await checkChange(tx, input, await findLiveSubscription(tx, input.userId, true));
      const again = previewPlanChange(locked, target, input.cycle, input.now);
      if (again.kind === 'UPGRADE_NOW') throw new AppError('CONFLICT', '멤버십이 방금 바뀌었습니다. 새로고침한 뒤 다시 시도해 주세요.');
      const pending = again.kind === 'NO_CHANGE' ? { pendingPlanCode: null, pendingCycle: null } : { pendingPlanCode: target.code, pendingCycle: input.cycle };
      const [row] = await tx.update(schema.subscriptions).set({ ...pending, updatedAt: input.now }).where(eq(schema.subscriptions.id, locked.id)).returning();
      return row!;
    });
    return { preview, order: null, subscription };
  }

  const sub = first.subscription;
  const target = first.target;
  let order: OrderRow | null = null;
  if (preview.amountDue > 0) {
    order = await chargeUpgrade(deps, sub, target, preview.amountDue, input);
  }

  const subscription = await inTransaction(db, async (tx) => {
    const locked = await findLiveSubscription(tx, input.userId, true);
    if (!locked || locked.id !== sub.id || locked.currentPeriodEnd.getTime() !== sub.currentPeriodEnd.getTime()) {
      // Renewed or ended between the charge and now: the paid order stays in the history for an admin to refund.
      throw new AppError('CONFLICT', '멤버십이 방금 바뀌었습니다. 결제 내역을 확인해 주세요.');
    }
    const set: Partial<typeof schema.subscriptions.$inferInsert> = {};
    if (locked.planCode !== target.code) {
      // Nothing to charge (below the minimum): the change applies here.
      Object.assign(set, { planCode: target.code, paidPrice: priceOf(target, locked.cycle), pendingPlanCode: null, pendingCycle: null });
      if (locked.membershipId) await changeMembershipTier(tx, locked.membershipId, tierOf({ tierCode: target.code }), target.name);
    }
    // A cycle switch asked for with the upgrade applies at the next renewal.
    const pendingCycle = input.cycle === locked.cycle ? null : input.cycle;
    if (locked.pendingCycle !== pendingCycle || locked.pendingPlanCode !== null) Object.assign(set, { pendingPlanCode: null, pendingCycle });
    if (Object.keys(set).length === 0) return locked;
    const [row] = await tx.update(schema.subscriptions).set({ ...set, updatedAt: input.now }).where(eq(schema.subscriptions.id, locked.id)).returning();
    return row!;
  });
  return { preview, order, subscription };
}

/** The UPGRADE order of this change (created once by its unique key), charged; throws the failure a person sees. */
async function chargeUpgrade(deps: BillingDeps, sub: SubscriptionRow, target: PlanRow, amount: number, input: ChangePlanInput): Promise<OrderRow> {
  if (!sub.paymentMethodId) throw new AppError('PAYMENT_METHOD_REQUIRED');
  const uniqueKey = upgradeUniqueKey(sub, target.code, input.cycle);
  const orderId = newOrderId();
  const inserted = await deps.db
    .insert(schema.orders)
    .values({
      id: orderId,
      uniqueKey,
      idempotencyKey: input.idempotencyKey ? `upgrade:${input.userId}:${input.idempotencyKey}` : orderId,
      userId: input.userId,
      subscriptionId: sub.id,
      kind: 'UPGRADE',
      planCode: target.code,
      // The charge engine applies the order's plan and cycle when paid: the cycle stays for this period.
      cycle: sub.cycle,
      orderName: `SPI ${target.name} 업그레이드 (${BILLING_CYCLE_LABELS[sub.cycle]})`,
      amount,
      periodStart: input.now,
      periodEnd: sub.currentPeriodEnd,
      paymentMethodId: sub.paymentMethodId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  let existing = inserted[0] ?? null;
  let retry = false;
  if (!existing) {
    [existing = null] = await deps.db.select().from(schema.orders).where(eq(schema.orders.uniqueKey, uniqueKey));
    if (!existing) throw new AppError('CONFLICT', '이 Idempotency-Key는 다른 요청에 이미 쓰였습니다. 새 키로 다시 시도해 주세요.');
    if (existing.status === 'FAILED') {
      // The same upgrade was declined before: charge again at today's figure, on the card in use now.
      await deps.db.update(schema.orders).set({ amount, updatedAt: input.now }).where(and(eq(schema.orders.id, existing.id), eq(schema.orders.status, 'FAILED')));
      retry = true;
    }
  }
  const result = await chargeOrder(deps, existing.id, retry ? { retry: true, paymentMethodId: sub.paymentMethodId } : {});
  if (result.status !== 'PAID') throw result.error;
  return result.order;
}
