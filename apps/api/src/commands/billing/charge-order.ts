import { randomUUID } from 'node:crypto';
import { AppError, periodEnd, priceOf, type ErrorCode, type MembershipTierCode } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { GatewayError, type GatewayPayment } from '../../adapters/payment-gateway';
import { tierOf } from '../../presenters/membership';
import { inTransaction } from '../transaction';
import { formatSeoulDate, formatWon, sendNotice, type BillingDeps } from './billing-deps';
import { activatePaidCorporateOrder } from './corporate-activation';
import { CORPORATE_ORDERS_PATH } from './corporate-notices';
import { changeMembershipTier, grantMembership } from './membership-grants';

const { orders, payments, paymentMethods, subscriptions, membershipPlans, users, memberships } = schema;
export type OrderRow = typeof orders.$inferSelect;

export type ChargeResult =
  | { status: 'PAID'; order: OrderRow }
  | { status: 'FAILED'; order: OrderRow; error: AppError }
  | { status: 'UNKNOWN'; order: OrderRow; error: AppError }
  /** Another caller is charging this order right now. */
  | { status: 'IN_PROGRESS'; order: OrderRow; error: AppError };

export interface ChargeOptions {
  /** Charge a FAILED order again (a renewal retry): a new Idempotency-Key for this attempt. */
  retry?: boolean;
  /** Charge this payment method (a renewal after a card change) instead of the order's. */
  paymentMethodId?: string;
}

const SETTLED = ['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;

/** A new gateway order id (Toss: 6–64 characters of [A-Za-z0-9_-]). */
export function newOrderId(): string {
  return `ord_${randomUUID().replace(/-/g, '')}`;
}

/** The error a person sees for a gateway refusal: the card's own reason where there is one. */
export function chargeErrorOf(error: GatewayError | { code: string; message: string }, kind: GatewayError['kind'] = 'declined'): AppError {
  const code: ErrorCode =
    kind !== 'declined'
      ? 'PAYMENT_GATEWAY_ERROR'
      : error.code === 'INVALID_CARD_EXPIRATION'
        ? 'CARD_EXPIRED'
        : /EXCEED_MAX|NOT_ENOUGH_BALANCE/.test(error.code)
          ? 'CARD_LIMIT_EXCEEDED'
          : 'CARD_DECLINED';
  return new AppError(code, undefined, { gatewayCode: error.code });
}

/** The error a settled FAILED order answers with. */
export function failureOf(order: Pick<OrderRow, 'failureCode' | 'failureMessage'>): AppError {
  const code = order.failureCode ?? 'PAYMENT_GATEWAY_ERROR';
  return chargeErrorOf({ code, message: order.failureMessage ?? '' }, order.failureCode && order.failureCode !== 'GATEWAY' ? 'declined' : 'unavailable');
}

/** What a settled order gives a caller that did not charge it. */
function resultOf(order: OrderRow): ChargeResult {
  if ((SETTLED as readonly string[]).includes(order.status)) return { status: 'PAID', order };
  if (order.status === 'FAILED') return { status: 'FAILED', order, error: failureOf(order) };
  if (order.status === 'UNKNOWN') return { status: 'UNKNOWN', order, error: new AppError('PAYMENT_UNKNOWN') };
  return { status: 'IN_PROGRESS', order, error: new AppError('ORDER_IN_PROGRESS') };
}

/**
 * THE charge engine. Claims the order with one conditional UPDATE (a fresh PENDING order, or a FAILED
 * one when `retry`), so of any number of concurrent callers exactly one calls the gateway; the others
 * get the settled result or ORDER_IN_PROGRESS. The charge carries the order's Idempotency-Key. An
 * unknown outcome (timeout, reset, 5xx) is reconciled by looking the order up at the gateway: DONE →
 * paid; nothing there → the charge is sent once more with the same key (the gateway replays or does
 * it once); still unknown → the order is UNKNOWN and the reconcile job settles it later.
 */
export async function chargeOrder(deps: BillingDeps, orderId: string, options: ChargeOptions = {}): Promise<ChargeResult> {
  const now = deps.now();
  const claimable = options.retry
    ? or(and(eq(orders.status, 'PENDING'), eq(orders.attempts, 0)), eq(orders.status, 'FAILED'))
    : and(eq(orders.status, 'PENDING'), eq(orders.attempts, 0));
  const [claimed] = await deps.db
    .update(orders)
    .set({
      status: 'PENDING',
      attempts: sql`${orders.attempts} + 1`,
      // A retry is a new attempt at the gateway: a new key (the first attempt keeps the order's key).
      idempotencyKey: options.retry ? sql`case when ${orders.attempts} = 0 then ${orders.idempotencyKey} else ${orders.id} || ':' || (${orders.attempts} + 1)::text end` : sql`${orders.idempotencyKey}`,
      ...(options.paymentMethodId ? { paymentMethodId: options.paymentMethodId } : {}),
      failureCode: null,
      failureMessage: null,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), claimable))
    .returning();
  if (!claimed) {
    const [current] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
    if (!current) throw new AppError('ORDER_NOT_FOUND');
    return resultOf(current);
  }
  return runCharge(deps, claimed);
}

async function runCharge(deps: BillingDeps, order: OrderRow): Promise<ChargeResult> {
  const [method] = order.paymentMethodId ? await deps.db.select().from(paymentMethods).where(eq(paymentMethods.id, order.paymentMethodId)) : [];
  if (!method || method.status === 'DELETED') {
    return settleFailed(deps, order, 'PAYMENT_METHOD_REQUIRED', '등록된 결제 카드가 없습니다.', new AppError('PAYMENT_METHOD_REQUIRED'));
  }
  const [user] = order.userId ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId)) : [];
  const billingKey = deps.cipher.decrypt(method.billingKeyCiphertext, method.id);
  const request = {
    billingKey,
    customerKey: method.customerKey,
    orderId: order.id,
    orderName: order.orderName,
    amount: order.amount,
    customerEmail: user?.email || undefined,
    idempotencyKey: order.idempotencyKey,
  };

  let payment: GatewayPayment | null = null;
  let failure: GatewayError | null = null;
  for (let attempt = 0; attempt < 2 && !payment; attempt++) {
    try {
      payment = await deps.gateway.charge(request);
      failure = null;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      failure = error;
      if (error.kind !== 'unknown') break;
      deps.log.warn({ orderId: order.id, code: error.code, attempt: attempt + 1 }, 'charge outcome unknown; looking the order up');
      const found = await lookUp(deps, order.id);
      if (found === 'unavailable') continue;
      if (found?.status === 'DONE' || found?.status === 'PARTIAL_CANCELED' || found?.status === 'CANCELED') {
        payment = found;
        failure = null;
      }
      // Nothing there (or only an aborted attempt): send the same request with the same key once more.
    }
  }
  if (payment && payment.status !== 'ABORTED' && payment.status !== 'EXPIRED') {
    await settlePaid(deps, order.id, payment);
    const [row] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
    return { status: 'PAID', order: row! };
  }
  if (payment?.failure) failure = new GatewayError('declined', payment.failure.code, payment.failure.message);
  if (!failure || failure.kind === 'unknown') {
    const [row] = await deps.db
      .update(orders)
      .set({ status: 'UNKNOWN', failureCode: failure?.code ?? 'UNKNOWN', failureMessage: '결제 결과를 확인하고 있습니다.', updatedAt: deps.now() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'PENDING')))
      .returning();
    const current = row ?? (await deps.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    return row ? { status: 'UNKNOWN', order: row, error: new AppError('PAYMENT_UNKNOWN') } : resultOf(current);
  }
  const error = chargeErrorOf(failure, failure.kind);
  return settleFailed(deps, order, failure.kind === 'declined' ? failure.code : 'GATEWAY', failure.kind === 'declined' ? failure.message : error.message, error);
}

async function lookUp(deps: BillingDeps, orderId: string): Promise<GatewayPayment | null | 'unavailable'> {
  try {
    return await deps.gateway.findPaymentByOrderId(orderId);
  } catch (error) {
    if (error instanceof GatewayError) return 'unavailable';
    throw error;
  }
}

async function settleFailed(deps: BillingDeps, order: OrderRow, code: string, message: string, error: AppError): Promise<ChargeResult> {
  const [row] = await deps.db
    .update(orders)
    .set({ status: 'FAILED', failureCode: code, failureMessage: message, updatedAt: deps.now() })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['PENDING', 'UNKNOWN'])))
    .returning();
  if (!row) return resultOf((await deps.db.select().from(orders).where(eq(orders.id, order.id)))[0]!);
  deps.log.info({ orderId: order.id, code }, 'charge failed');
  return { status: 'FAILED', order: row, error };
}

/**
 * Records an approved payment and marks its order PAID — once, whoever gets there first (the charge,
 * the reconcile job, a webhook): the payment row is upserted and the order flips only from an unpaid
 * status, and what paying does (a subscription starts, a period renews, an upgrade applies) runs in the
 * same transaction as the flip. The receipt mail goes after the commit (deduplicated by order).
 * Returns true when this call marked the order paid.
 */
export async function settlePaid(deps: BillingDeps, orderId: string, payment: GatewayPayment): Promise<boolean> {
  const now = deps.now();
  const paidAt = payment.approvedAt ? new Date(payment.approvedAt) : now;
  const flipped = await inTransaction(deps.db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return null;
    await upsertPayment(tx, order.id, payment, now);
    if ((SETTLED as readonly string[]).includes(order.status)) return null;
    const [row] = await tx
      .update(orders)
      .set({ status: 'PAID', paidAt, failureCode: null, failureMessage: null, updatedAt: now })
      .where(and(eq(orders.id, order.id), notInArray(orders.status, [...SETTLED])))
      .returning();
    if (!row) return null;
    return applyPaid(tx, row, now, deps.log);
  });
  if (!flipped) return false;
  deps.log.info({ orderId, kind: flipped.kind }, 'order paid');
  await sendNotice(deps, {
    to: flipped.email,
    subject: '[SPI] 결제가 완료되었습니다',
    text: [
      `${flipped.orderName} 결제가 완료되었습니다.`,
      `결제 금액: ${formatWon(flipped.amount)}`,
      flipped.periodEnd ? `이용 기간: ${formatSeoulDate(flipped.periodStart ?? now)} ~ ${formatSeoulDate(flipped.periodEnd)}` : '',
      payment.receiptUrl ? `영수증: ${payment.receiptUrl}` : '',
      `결제 내역: ${deps.publicOrigin}${flipped.kind === 'CORPORATE' ? CORPORATE_ORDERS_PATH : '/user/setting?about=membership'}`,
    ].filter(Boolean).join('\n'),
    template: 'receipt',
    dedupeKey: `receipt:${orderId}`,
  });
  return true;
}

export async function upsertPayment(tx: Db, orderId: string, payment: GatewayPayment, now: Date): Promise<void> {
  const values = {
    status: payment.status,
    amount: payment.totalAmount,
    balanceAmount: payment.balanceAmount,
    cardCompany: payment.cardCompany,
    cardNumber: payment.cardNumber,
    receiptUrl: payment.receiptUrl,
    approvedAt: payment.approvedAt ? new Date(payment.approvedAt) : null,
    raw: payment.raw,
    updatedAt: now,
  };
  await tx
    .insert(payments)
    .values({ id: randomUUID(), orderId, paymentKey: payment.paymentKey, ...values })
    .onConflictDoUpdate({ target: payments.orderId, set: { paymentKey: payment.paymentKey, ...values } });
}

interface PaidSummary {
  kind: OrderRow['kind'];
  email: string | null;
  orderName: string;
  amount: number;
  periodStart: Date | null;
  periodEnd: Date | null;
}

/** What paying an order does, by its kind (inside the transaction that marked it paid). */
async function applyPaid(tx: Db, order: OrderRow, now: Date, log: BillingDeps['log']): Promise<PaidSummary> {
  const [user] = order.userId ? await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId)) : [];
  const summary: PaidSummary = { kind: order.kind, email: user?.email ?? null, orderName: order.orderName, amount: order.amount, periodStart: order.periodStart, periodEnd: order.periodEnd };
  // A seminar fee (ADR 020): paying it confirms a seat (commands/events), never a membership.
  if (order.kind === 'EVENT') return summary;
  const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.code, order.planCode));
  const tier: MembershipTierCode = tierOf({ tierCode: order.planCode });
  const planName = plan?.name ?? order.planCode;

  if (order.kind === 'FIRST' && order.userId && !order.subscriptionId) {
    // The subscription starts when its first charge is paid: a declined card leaves nothing behind.
    const [live] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, order.userId), inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE'])))
      .limit(1);
    if (live) {
      // Settled late (reconcile, webhook) after the reader subscribed again: the money is recorded on
      // the order for an admin refund, and no second subscription is made.
      log.error({ orderId: order.id, subscriptionId: live.id }, 'first charge paid while another subscription is live; refund it from the admin orders screen');
      return summary;
    }
    const start = now;
    const end = periodEnd(start, order.cycle);
    const grant = await grantMembership(tx, { userId: order.userId, tierCode: tier, name: planName, source: 'SUBSCRIPTION', now });
    const subscriptionId = randomUUID();
    await tx.insert(subscriptions).values({
      id: subscriptionId,
      userId: order.userId,
      planCode: order.planCode,
      cycle: order.cycle,
      paidPrice: order.amount,
      status: 'ACTIVE',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      paymentMethodId: order.paymentMethodId,
      membershipId: grant.membershipId,
      createdAt: now,
      updatedAt: now,
    });
    await tx.update(orders).set({ subscriptionId, periodStart: start, periodEnd: end }).where(eq(orders.id, order.id));
    summary.periodStart = start;
    summary.periodEnd = end;
    return summary;
  }

  if (order.kind === 'CORPORATE') {
    // A card-paid corporate order: every member of the corporation gets a seat for the term (from now,
    // or from the end of the term in force). A later refund of this order does not take the seats back:
    // they stay until the term ends (see the refund note in commands/billing/corporate-orders.ts).
    const period = await activatePaidCorporateOrder(tx, order, now);
    if (period) {
      summary.periodStart = period.periodStart;
      summary.periodEnd = period.periodEnd;
    }
    return summary;
  }

  if (!order.subscriptionId) return summary;
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId)).for('update');
  if (!sub) return summary;

  if (order.kind === 'RENEWAL') {
    const start = order.periodStart ?? sub.currentPeriodEnd;
    const end = order.periodEnd ?? periodEnd(start, order.cycle);
    // A renewal paid late (a retry, or settled by reconcile after the subscription ended) restores it.
    let membershipId = sub.membershipId;
    const [membership] = membershipId ? await tx.select().from(memberships).where(eq(memberships.id, membershipId)) : [];
    if (!membership || membership.status === 'ENDED' || membership.status === 'CANCELLED') {
      membershipId = (await grantMembership(tx, { userId: order.userId!, tierCode: tier, name: planName, source: 'SUBSCRIPTION', now })).membershipId;
    } else if (membership.tierCode !== tier || membership.name !== planName) {
      await changeMembershipTier(tx, membership.id, tier, planName);
    }
    await tx
      .update(subscriptions)
      .set({
        planCode: order.planCode,
        cycle: order.cycle,
        paidPrice: order.amount,
        status: 'ACTIVE',
        currentPeriodStart: start,
        currentPeriodEnd: end,
        pendingPlanCode: null,
        pendingCycle: null,
        membershipId,
        failedAttempts: 0,
        firstFailedAt: null,
        nextRetryAt: null,
        lastFailureMessage: null,
        endedAt: null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, sub.id));
    return summary;
  }

  // UPGRADE: the new plan applies now; the period end stays.
  if (plan && sub.membershipId) await changeMembershipTier(tx, sub.membershipId, tier, planName);
  await tx
    .update(subscriptions)
    .set({ planCode: order.planCode, cycle: order.cycle, paidPrice: plan ? priceOf(plan, order.cycle) : sub.paidPrice, pendingPlanCode: null, pendingCycle: null, updatedAt: now })
    .where(eq(subscriptions.id, sub.id));
  return summary;
}
