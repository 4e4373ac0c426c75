import { MIN_CHARGE_WON, nextRetryAt, periodEnd, priceOf, type BillingCycle } from '@spi/core';
import { schema } from '@spi/db';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { isVerifiedStudent } from '../../loaders/students/student-verifications';
import { inTransaction } from '../transaction';
import { formatSeoulDate, formatWon, sendNotice, type BillingDeps } from './billing-deps';
import { chargeOrder, newOrderId, type ChargeResult, type OrderRow } from './charge-order';
import { endMembership } from './membership-grants';
import { orderNameOf } from './start-checkout';

const { subscriptions, orders, membershipPlans, users } = schema;
type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface RenewalReport {
  renewed: number;
  failed: number;
  ended: number;
  pending: number;
}

/** The unique key of a period's renewal: one order per subscription and period, whatever retries it takes. */
export function renewalKey(sub: Pick<SubscriptionRow, 'id' | 'currentPeriodEnd'>): string {
  return `renew:${sub.id}:${sub.currentPeriodEnd.toISOString()}`;
}

/**
 * The renewal job (every 10 minutes; ADR 016 runs it once per tick across processes):
 * 1. subscriptions cancelled at period end whose period is over end, and so does their membership;
 * 2. ACTIVE subscriptions whose period is over are charged for the next one (the pending plan/cycle
 *    applies at this renewal) through the charge engine: paid → the new period (set when the order is
 *    marked paid); declined → PAST_DUE, retried RENEWAL_RETRY_DAYS (1, 3, 7) days after the first
 *    failure with a notice each time; the membership keeps access meanwhile;
 * 3. PAST_DUE subscriptions due for a retry are charged again (a new Idempotency-Key per attempt, the
 *    same order); after the last retry the subscription ends with its membership.
 * Every step is a conditional update or an order claim, so a second run at the same time does nothing twice.
 */
export async function renewDueSubscriptions(deps: BillingDeps, options: { limit?: number } = {}): Promise<RenewalReport> {
  const now = deps.now();
  const limit = options.limit ?? 200;
  const report: RenewalReport = { renewed: 0, failed: 0, ended: 0, pending: 0 };

  const cancelled = await deps.db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['ACTIVE', 'CANCELED']), or(eq(subscriptions.cancelAtPeriodEnd, true), eq(subscriptions.status, 'CANCELED')), lte(subscriptions.currentPeriodEnd, now)))
    .limit(limit);
  for (const sub of cancelled) {
    if (await endSubscription(deps, sub, 'canceled')) report.ended++;
  }

  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'ACTIVE'), eq(subscriptions.cancelAtPeriodEnd, false), lte(subscriptions.currentPeriodEnd, now)))
    .limit(limit);
  for (const sub of due) count(report, await renewOne(deps, sub));

  const retries = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'PAST_DUE'), lte(subscriptions.nextRetryAt, now)))
    .limit(limit);
  for (const sub of retries) count(report, await retryPastDue(deps, sub.id));
  if (report.renewed + report.failed + report.ended + report.pending > 0) deps.log.info(report, 'subscriptions renewed');
  return report;
}

function count(report: RenewalReport, result: { charge: ChargeResult | null; ended: boolean } | null): void {
  if (!result?.charge) return;
  if (result.ended) report.ended++;
  if (result.charge.status === 'PAID') report.renewed++;
  else if (result.charge.status === 'FAILED') report.failed++;
  else report.pending++;
}

/** The order that renews the subscription's current period (created once). */
export async function renewalOrderOf(deps: BillingDeps, sub: SubscriptionRow): Promise<OrderRow | null> {
  const uniqueKey = renewalKey(sub);
  const [existing] = await deps.db.select().from(orders).where(eq(orders.uniqueKey, uniqueKey));
  if (existing) return existing;
  let planCode = sub.pendingPlanCode ?? sub.planCode;
  const cycle: BillingCycle = sub.pendingCycle ?? sub.cycle;
  if (planCode === STUDENT_PLAN_CODE && sub.userId && !(await isVerifiedStudent(deps.db, sub.userId, deps.now()))) {
    planCode = await endStudentDiscount(deps, sub, cycle);
  }
  const [plan] = await deps.db.select().from(membershipPlans).where(eq(membershipPlans.code, planCode));
  if (!plan) {
    deps.log.error({ subscriptionId: sub.id, planCode }, 'renewal plan not found');
    return null;
  }
  const amount = priceOf(plan, cycle);
  if (amount < MIN_CHARGE_WON) return null;
  const id = newOrderId();
  await deps.db
    .insert(orders)
    .values({
      id,
      uniqueKey,
      idempotencyKey: `${id}:1`,
      userId: sub.userId,
      corporationId: sub.corporationId,
      subscriptionId: sub.id,
      kind: 'RENEWAL',
      planCode,
      cycle,
      orderName: orderNameOf(plan, cycle),
      amount,
      periodStart: sub.currentPeriodEnd,
      periodEnd: periodEnd(sub.currentPeriodEnd, cycle),
      paymentMethodId: sub.paymentMethodId,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    })
    .onConflictDoNothing({ target: orders.uniqueKey });
  const [row] = await deps.db.select().from(orders).where(eq(orders.uniqueKey, uniqueKey));
  return row ?? null;
}

const STUDENT_PLAN_CODE = 'LIGHT_STUDENT';
const STUDENT_FALLBACK_PLAN_CODE = 'LIGHT';

/**
 * A LIGHT_STUDENT subscriber who is no longer a verified student at renewal renews as LIGHT: the plan
 * is set (as the pending plan, which the paid renewal applies to the subscription and the membership)
 * before the order is made and charged, and the reader is told why, once per period.
 */
async function endStudentDiscount(deps: BillingDeps, sub: SubscriptionRow, cycle: BillingCycle): Promise<string> {
  const now = deps.now();
  await deps.db
    .update(subscriptions)
    .set({ pendingPlanCode: STUDENT_FALLBACK_PLAN_CODE, updatedAt: now })
    .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.currentPeriodEnd, sub.currentPeriodEnd)));
  const [plan] = await deps.db.select().from(membershipPlans).where(eq(membershipPlans.code, STUDENT_FALLBACK_PLAN_CODE));
  deps.log.info({ subscriptionId: sub.id }, 'student discount ended at renewal: renewing as LIGHT');
  await sendNotice(deps, {
    to: await emailOf(deps, sub.userId),
    subject: '[SPI] 학생 할인이 끝나 라이트 멤버십으로 갱신됩니다',
    text: [
      '학생 인증 기간이 끝났거나 인증이 확인되지 않아, 이번 정기 결제부터 라이트 (학생 할인) 대신 라이트 멤버십으로 갱신합니다.',
      plan ? `결제 금액: ${formatWon(priceOf(plan, cycle))} (${cycle === 'YEARLY' ? '연간' : '월간'})` : '',
      '이용할 수 있는 기능은 같습니다. 학생 인증을 다시 마치면 설정 → 멤버십에서 라이트 (학생 할인)으로 바꿀 수 있습니다.',
      `학생 인증: ${deps.publicOrigin}/user/setting?about=membership`,
    ]
      .filter(Boolean)
      .join('\n'),
    template: 'student-discount-ended',
    dedupeKey: `student-discount-ended:${sub.id}:${sub.currentPeriodEnd.toISOString()}`,
  });
  return STUDENT_FALLBACK_PLAN_CODE;
}

async function renewOne(deps: BillingDeps, sub: SubscriptionRow): Promise<{ charge: ChargeResult | null; ended: boolean }> {
  const order = await renewalOrderOf(deps, sub);
  if (!order) return { charge: null, ended: false };
  const charge = await chargeOrder(deps, order.id, { paymentMethodId: sub.paymentMethodId ?? undefined });
  const ended = charge.status === 'FAILED' ? await recordFailure(deps, sub.id, charge.order) : false;
  return { charge, ended };
}

/**
 * Charges a PAST_DUE subscription's renewal again: when its retry is due, or at once (`force`, after
 * the card was changed). Returns null when there is nothing to retry.
 */
export async function retryPastDue(deps: BillingDeps, subscriptionId: string, options: { force?: boolean } = {}): Promise<{ charge: ChargeResult | null; ended: boolean } | null> {
  const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!sub || sub.status !== 'PAST_DUE') return null;
  if (!options.force && (!sub.nextRetryAt || sub.nextRetryAt > deps.now())) return null;
  const order = await renewalOrderOf(deps, sub);
  if (!order) return null;
  const charge = await chargeOrder(deps, order.id, { retry: true, paymentMethodId: sub.paymentMethodId ?? undefined });
  const ended = charge.status === 'FAILED' ? await recordFailure(deps, sub.id, charge.order) : false;
  return { charge, ended };
}

/**
 * A renewal charge failed: the subscription is PAST_DUE with the next retry on the 1/3/7-day schedule
 * from the first failure, or, after the last retry, ENDED with its membership. Counted by the order's
 * attempts, so the same failure is never counted twice. Returns true when the subscription ended.
 */
async function recordFailure(deps: BillingDeps, subscriptionId: string, order: OrderRow): Promise<boolean> {
  const now = deps.now();
  const outcome = await inTransaction(deps.db, async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
    if (!sub || (sub.status !== 'ACTIVE' && sub.status !== 'PAST_DUE') || sub.failedAttempts >= order.attempts) return null;
    const firstFailedAt = sub.firstFailedAt ?? now;
    const failures = order.attempts;
    const next = nextRetryAt(firstFailedAt, failures - 1);
    const message = order.failureMessage ?? '카드 결제에 실패했습니다.';
    if (!next) {
      await tx
        .update(subscriptions)
        .set({ status: 'ENDED', failedAttempts: failures, firstFailedAt, nextRetryAt: null, lastFailureMessage: message, endedAt: now, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      if (sub.membershipId) await endMembership(tx, sub.membershipId, now);
      return { ended: true, sub, next: null, message, failures };
    }
    await tx
      .update(subscriptions)
      .set({ status: 'PAST_DUE', failedAttempts: failures, firstFailedAt, nextRetryAt: next, lastFailureMessage: message, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    return { ended: false, sub, next, message, failures };
  });
  if (!outcome) return false;
  const email = await emailOf(deps, outcome.sub.userId);
  if (outcome.ended) {
    await sendNotice(deps, {
      to: email,
      subject: '[SPI] 멤버십이 종료되었습니다',
      text: `정기 결제가 ${outcome.failures}번 실패해 ${order.orderName} 구독이 종료되었습니다.\n실패 사유: ${outcome.message}\n다시 구독하려면 ${deps.publicOrigin}/membership 에서 카드를 등록해 주세요.`,
      template: 'membership-ended',
      dedupeKey: `membership-ended:${subscriptionId}:${order.id}`,
    });
    return true;
  }
  await sendNotice(deps, {
    to: email,
    subject: '[SPI] 멤버십 정기 결제에 실패했습니다',
    text: [
      `${order.orderName} 정기 결제(${formatWon(order.amount)})에 실패했습니다.`,
      `실패 사유: ${outcome.message}`,
      `${formatSeoulDate(outcome.next!)}에 다시 결제를 시도합니다. 그동안 멤버십은 그대로 이용할 수 있습니다.`,
      `결제 카드를 바꾸려면: ${deps.publicOrigin}/user/setting?about=membership`,
    ].join('\n'),
    template: 'renewal-failed',
    dedupeKey: `renewal-failed:${order.id}:${outcome.failures}`,
  });
  return false;
}

/** Ends a subscription cancelled at period end, and its membership. */
async function endSubscription(deps: BillingDeps, sub: SubscriptionRow, reason: 'canceled'): Promise<boolean> {
  const now = deps.now();
  const ended = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'ENDED', endedAt: now, canceledAt: sub.canceledAt ?? now, nextRetryAt: null, updatedAt: now })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, sub.status)))
      .returning();
    if (!row) return false;
    if (row.membershipId) await endMembership(tx, row.membershipId, now);
    return true;
  });
  if (!ended) return false;
  deps.log.info({ subscriptionId: sub.id, reason }, 'subscription ended');
  await sendNotice(deps, {
    to: await emailOf(deps, sub.userId),
    subject: '[SPI] 멤버십 이용 기간이 끝났습니다',
    text: `해지하신 멤버십의 이용 기간이 ${formatSeoulDate(sub.currentPeriodEnd)}에 끝났습니다. 이용해 주셔서 감사합니다.\n언제든 ${deps.publicOrigin}/membership 에서 다시 구독할 수 있습니다.`,
    template: 'membership-ended',
    dedupeKey: `membership-ended:${sub.id}`,
  });
  return true;
}

async function emailOf(deps: BillingDeps, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email || null;
}
