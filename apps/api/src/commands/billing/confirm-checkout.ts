import { randomUUID } from 'node:crypto';
import { AppError, ERROR_CATALOGUE, priceOf, type ErrorCode } from '@spi/core';
import type { z } from 'zod';
import type { confirmCheckoutResponseSchema } from '@spi/core';
import { schema } from '@spi/db';
import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import { GatewayError, type IssuedBillingKey } from '../../adapters/payment-gateway';
import { loadMembershipState } from '../../loaders/billing/load-membership-state';
import { presentMembership } from '../../presenters/membership';
import { presentCard, presentOrders } from '../../presenters/billing/order';
import { presentSubscriptionFromDb } from '../../presenters/billing/subscription';
import { inTransaction } from '../transaction';
import type { BillingDeps } from './billing-deps';
import { chargeOrder, failureOf, newOrderId, type ChargeResult, type OrderRow } from './charge-order';
import { closedOrderError } from './corporate-orders';
import { retryPastDue } from './renew-subscriptions';
import { liveSubscriptionOf, orderNameOf, subscribablePlan, type CheckoutRow } from './start-checkout';

export type ConfirmCheckoutResponse = z.infer<typeof confirmCheckoutResponseSchema>;
const { billingCheckouts, orders, paymentMethods, subscriptions, users } = schema;

/** How long a second caller waits for the first one's outcome (a double click, a second tab). */
const WAIT_MS = 15_000;
const POLL_MS = 50;
/** A CONFIRMING checkout older than this whose charge failed is settled as failed by whoever looks. */
const STALE_CONFIRMING_MS = 60_000;

interface StoredOutcome {
  response?: ConfirmCheckoutResponse;
  error?: { code: string; message: string };
}

/** An error remembered on the checkout, answered again to whoever confirms it later. */
function storedError(outcome: StoredOutcome | null): AppError | null {
  const error = outcome?.error;
  if (!error) return null;
  return new AppError(Object.hasOwn(ERROR_CATALOGUE, error.code) ? (error.code as ErrorCode) : 'PAYMENT_GATEWAY_ERROR', error.message);
}

/** Marks why the checkout could not go on; `final` errors are stored and answered again, others reopen it. */
class CheckoutFailure extends Error {
  constructor(readonly error: AppError, readonly mode: 'final' | 'reopen' | 'keep') {
    super(error.message);
  }
}

/**
 * POST /users/me/checkouts/{checkoutId}/confirm. The checkout moves OPEN → CONFIRMING (one conditional
 * UPDATE: exactly one caller wins) → DONE or FAILED with the outcome stored on the row; any other
 * caller (a double click, a reload, a second tab) waits for that outcome and gets the same answer.
 * SUBSCRIBE: billing key → payment method (encrypted) → FIRST order (unique `first:{checkoutId}`) →
 * charge; the subscription and membership start when the order is marked paid. A declined card leaves
 * no subscription and no usable card. CHANGE_CARD: the new card replaces the active one, and a PAST_DUE
 * renewal is retried at once with it. CORPORATE: the corporate card order placed with the checkout is
 * charged (confirmCorporate). ADD_CARD: the card is registered (replacing the member's active one), nothing
 * is charged (confirmAddCard).
 */
export async function confirmCheckout(deps: BillingDeps, userId: string, checkoutId: string, input: { authKey: string; customerKey: string }): Promise<ConfirmCheckoutResponse> {
  const [checkout] = await deps.db.select().from(billingCheckouts).where(eq(billingCheckouts.id, checkoutId));
  if (!checkout || checkout.userId !== userId) throw new AppError('NOT_FOUND', '결제 요청을 찾을 수 없습니다.');
  if (checkout.status !== 'OPEN') return outcomeOf(deps, checkout);
  if (checkout.expiresAt.getTime() <= deps.now().getTime()) throw new AppError('CHECKOUT_EXPIRED');
  if (input.customerKey !== checkout.customerKey) throw new AppError('CARD_REGISTRATION_FAILED', '카드 등록 정보가 이 결제 요청과 맞지 않습니다. 처음부터 다시 시도해 주세요.');

  const [claimed] = await deps.db
    .update(billingCheckouts)
    .set({ status: 'CONFIRMING', updatedAt: deps.now() })
    .where(and(eq(billingCheckouts.id, checkoutId), eq(billingCheckouts.status, 'OPEN')))
    .returning();
  if (!claimed) {
    const [current] = await deps.db.select().from(billingCheckouts).where(eq(billingCheckouts.id, checkoutId));
    return outcomeOf(deps, current!);
  }

  try {
    const purpose = claimed.purpose as CheckoutRow['purpose'];
    const response =
      purpose === 'SUBSCRIBE'
        ? await confirmSubscribe(deps, claimed, input)
        : purpose === 'CORPORATE'
          ? await confirmCorporate(deps, claimed, input)
          : purpose === 'ADD_CARD'
            ? await confirmAddCard(deps, claimed, input)
            : await confirmChangeCard(deps, claimed, input);
    await finish(deps, checkoutId, 'DONE', { response });
    return response;
  } catch (error) {
    const failure = error instanceof CheckoutFailure ? error : error instanceof AppError ? new CheckoutFailure(error, 'final') : null;
    if (!failure) {
      // Unexpected: keep CONFIRMING if a charge may exist (the order settles it), else reopen.
      const order = await chargedOrderOf(deps, claimed);
      if (!order) await deps.db.update(billingCheckouts).set({ status: 'OPEN', updatedAt: deps.now() }).where(and(eq(billingCheckouts.id, checkoutId), eq(billingCheckouts.status, 'CONFIRMING')));
      throw error;
    }
    if (failure.mode === 'final') await finish(deps, checkoutId, 'FAILED', { error: { code: failure.error.code, message: failure.error.message } });
    else if (failure.mode === 'reopen') await deps.db.update(billingCheckouts).set({ status: 'OPEN', updatedAt: deps.now() }).where(and(eq(billingCheckouts.id, checkoutId), eq(billingCheckouts.status, 'CONFIRMING')));
    throw failure.error;
  }
}

async function finish(deps: BillingDeps, checkoutId: string, status: 'DONE' | 'FAILED', outcome: StoredOutcome): Promise<void> {
  await deps.db
    .update(billingCheckouts)
    .set({ status, result: outcome as Record<string, unknown>, updatedAt: deps.now() })
    .where(and(eq(billingCheckouts.id, checkoutId), eq(billingCheckouts.status, 'CONFIRMING')));
}

/** The answer for a checkout another caller confirmed (or is confirming): its stored outcome, waited for. */
async function outcomeOf(deps: BillingDeps, first: CheckoutRow): Promise<ConfirmCheckoutResponse> {
  const deadline = Date.now() + WAIT_MS;
  let checkout = first;
  let pause = POLL_MS;
  for (;;) {
    const outcome = checkout.result as StoredOutcome | null;
    if (checkout.status === 'DONE' && outcome?.response) return outcome.response;
    if (checkout.status === 'FAILED') throw storedError(outcome) ?? new AppError('CARD_REGISTRATION_FAILED');
    if (checkout.status === 'OPEN') throw new AppError('ORDER_IN_PROGRESS');
    // CONFIRMING: the first caller is working, or crashed after charging (the order tells).
    if (checkout.purpose === 'SUBSCRIBE' || checkout.purpose === 'CORPORATE') {
      const [order] =
        checkout.purpose === 'SUBSCRIBE'
          ? await deps.db.select().from(orders).where(eq(orders.uniqueKey, `first:${checkout.id}`))
          : checkout.orderId
            ? await deps.db.select().from(orders).where(eq(orders.id, checkout.orderId))
            : [];
      if (order?.status === 'PAID') {
        const response = checkout.purpose === 'SUBSCRIBE' ? await subscribeResponse(deps, checkout.userId, order) : await corporateResponse(deps, checkout.userId, order);
        await finish(deps, checkout.id, 'DONE', { response });
        return response;
      }
      if (order?.status === 'UNKNOWN') throw new AppError('PAYMENT_UNKNOWN');
      const stale = checkout.updatedAt.getTime() < deps.now().getTime() - STALE_CONFIRMING_MS;
      if ((order?.status === 'FAILED' || order?.status === 'CANCELLED' || order?.status === 'EXPIRED') && stale) {
        const error = order.status === 'FAILED' ? failureOf(order) : closedOrderError(order);
        await finish(deps, checkout.id, 'FAILED', { error: { code: error.code, message: error.message } });
        throw error;
      }
    }
    if (Date.now() > deadline) throw new AppError('ORDER_IN_PROGRESS');
    // Back off (with jitter), so a thousand waiting callers do not crowd the one doing the work.
    await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
    pause = Math.min(pause * 1.5, 500);
    const [next] = await deps.db.select().from(billingCheckouts).where(eq(billingCheckouts.id, checkout.id));
    checkout = next!;
  }
}

async function issue(deps: BillingDeps, input: { authKey: string; customerKey: string }): Promise<IssuedBillingKey> {
  try {
    const issued = await deps.gateway.issueBillingKey(input);
    if (!issued.billingKey) throw new GatewayError('rejected', 'NO_BILLING_KEY', 'no billing key in the answer');
    return issued;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.info({ code: error.code, kind: error.kind }, 'billing key not issued');
    if (error.kind === 'declined') throw new CheckoutFailure(new AppError(error.code === 'INVALID_CARD_EXPIRATION' ? 'CARD_EXPIRED' : 'CARD_REGISTRATION_FAILED'), 'final');
    if (error.kind === 'unavailable' || error.kind === 'unknown') throw new CheckoutFailure(new AppError('PAYMENT_GATEWAY_ERROR'), 'reopen');
    throw new CheckoutFailure(new AppError('CARD_REGISTRATION_FAILED'), 'final');
  }
}

function methodValues(id: string, userId: string, issued: IssuedBillingKey, customerKey: string, deps: BillingDeps, now: Date) {
  return {
    id,
    userId,
    customerKey,
    billingKeyCiphertext: deps.cipher.encrypt(issued.billingKey, id),
    cardCompany: issued.cardCompany,
    cardNumber: issued.cardNumber,
    cardType: issued.cardType,
    status: 'ACTIVE' as const,
    createdAt: now,
  };
}

/** Deletes a billing key at the gateway; a failure is logged (the key is already unusable for us). */
async function forgetBillingKey(deps: BillingDeps, method: { id: string; billingKeyCiphertext: string }): Promise<void> {
  try {
    await deps.gateway.deleteBillingKey(deps.cipher.decrypt(method.billingKeyCiphertext, method.id));
  } catch (err) {
    deps.log.warn({ paymentMethodId: method.id, code: (err as { code?: string }).code }, 'billing key not deleted at the gateway');
  }
}

async function confirmSubscribe(deps: BillingDeps, checkout: CheckoutRow, input: { authKey: string; customerKey: string }): Promise<ConfirmCheckoutResponse> {
  const now = deps.now();
  if (!checkout.planCode || !checkout.cycle) throw new AppError('PLAN_NOT_FOUND');
  const plan = await subscribablePlan(deps.db, checkout.userId, checkout.planCode, now);
  if (await liveSubscriptionOf(deps.db, checkout.userId)) throw new AppError('SUBSCRIPTION_EXISTS');
  const issued = await issue(deps, input);

  const methodId = randomUUID();
  const orderId = newOrderId();
  await inTransaction(deps.db, async (tx) => {
    await tx.insert(paymentMethods).values(methodValues(methodId, checkout.userId, issued, checkout.customerKey, deps, now));
    await tx.insert(orders).values({
      id: orderId,
      uniqueKey: `first:${checkout.id}`,
      idempotencyKey: `first:${checkout.id}`,
      userId: checkout.userId,
      kind: 'FIRST',
      planCode: plan.code,
      cycle: checkout.cycle!,
      orderName: orderNameOf(plan, checkout.cycle!),
      amount: priceOf(plan, checkout.cycle!),
      paymentMethodId: methodId,
      createdAt: now,
      updatedAt: now,
    });
  });

  const result = await chargeOrder(deps, orderId);
  if (result.status === 'PAID') return subscribeResponse(deps, checkout.userId, result.order);
  if (result.status === 'FAILED') {
    // Nothing half-written: the card that could not pay is not kept.
    const [method] = await deps.db.update(paymentMethods).set({ status: 'DELETED', replacedAt: deps.now() }).where(eq(paymentMethods.id, methodId)).returning();
    if (method) await forgetBillingKey(deps, method);
    throw new CheckoutFailure(result.error, 'final');
  }
  // UNKNOWN: the checkout stays CONFIRMING; the reconcile job (or a webhook) settles the order.
  throw new CheckoutFailure(result.error, 'keep');
}

async function subscribeResponse(deps: BillingDeps, userId: string, order: OrderRow): Promise<ConfirmCheckoutResponse> {
  const [fresh] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  const [orderDto] = await presentOrders(deps.db, [fresh ?? order]);
  const [sub] = fresh?.subscriptionId ? await deps.db.select().from(subscriptions).where(eq(subscriptions.id, fresh.subscriptionId)) : [];
  return {
    purpose: 'SUBSCRIBE',
    order: orderDto ?? null,
    membership: await membershipOf(deps, userId),
    subscription: sub ? await presentSubscriptionFromDb(deps.db, sub) : null,
  };
}

async function membershipOf(deps: BillingDeps, userId: string) {
  const state = await loadMembershipState(deps.db, userId);
  return state.membership ? presentMembership(state.membership, state) : null;
}

async function confirmChangeCard(deps: BillingDeps, checkout: CheckoutRow, input: { authKey: string; customerKey: string }): Promise<ConfirmCheckoutResponse> {
  const now = deps.now();
  const live = await liveSubscriptionOf(deps.db, checkout.userId);
  if (!live) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  const issued = await issue(deps, input);
  const methodId = randomUUID();
  const replaced = await inTransaction(deps.db, async (tx) => {
    await tx.insert(paymentMethods).values(methodValues(methodId, checkout.userId, issued, checkout.customerKey, deps, now));
    const old = live.paymentMethodId
      ? await tx
          .update(paymentMethods)
          .set({ status: 'REPLACED', replacedAt: now })
          .where(and(eq(paymentMethods.id, live.paymentMethodId), eq(paymentMethods.status, 'ACTIVE')))
          .returning()
      : [];
    await tx.update(subscriptions).set({ paymentMethodId: methodId, updatedAt: now }).where(eq(subscriptions.id, live.id));
    return old[0] ?? null;
  });
  if (replaced) await forgetBillingKey(deps, replaced);

  let charge: ChargeResult | null = null;
  if (live.status === 'PAST_DUE') charge = (await retryPastDue(deps, live.id, { force: true }))?.charge ?? null;
  const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, live.id));
  const [orderDto] = charge ? await presentOrders(deps.db, [charge.order]) : [];
  return {
    purpose: 'CHANGE_CARD',
    order: orderDto ?? null,
    membership: await membershipOf(deps, checkout.userId),
    subscription: sub ? await presentSubscriptionFromDb(deps.db, sub) : null,
  };
}

/**
 * ADD_CARD (a member registers a card without subscribing, e.g. to pay a paid event): billing key →
 * payment method (encrypted, personal) and nothing else: no order, no charge, no subscription. A card
 * the member already had (personal, ACTIVE) is REPLACED and its billing key deleted at the gateway, as
 * CHANGE_CARD does; a live subscription moves to the new card too (so one card pays everything), but a
 * PAST_DUE renewal is not retried here (ADD_CARD charges nothing; the renewal job retries on schedule).
 */
async function confirmAddCard(deps: BillingDeps, checkout: CheckoutRow, input: { authKey: string; customerKey: string }): Promise<ConfirmCheckoutResponse> {
  const now = deps.now();
  const issued = await issue(deps, input);
  const methodId = randomUUID();
  const replaced = await inTransaction(deps.db, async (tx) => {
    await tx.insert(paymentMethods).values(methodValues(methodId, checkout.userId, issued, checkout.customerKey, deps, now));
    const old = await tx
      .update(paymentMethods)
      .set({ status: 'REPLACED', replacedAt: now })
      .where(and(eq(paymentMethods.userId, checkout.userId), eq(paymentMethods.status, 'ACTIVE'), isNull(paymentMethods.corporationId), ne(paymentMethods.id, methodId)))
      .returning();
    await tx
      .update(subscriptions)
      .set({ paymentMethodId: methodId, updatedAt: now })
      .where(and(eq(subscriptions.userId, checkout.userId), inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE'])));
    return old;
  });
  for (const method of replaced) await forgetBillingKey(deps, method);
  const live = await liveSubscriptionOf(deps.db, checkout.userId);
  return {
    purpose: 'ADD_CARD',
    order: null,
    membership: await membershipOf(deps, checkout.userId),
    subscription: live ? await presentSubscriptionFromDb(deps.db, live) : null,
    card: presentCard(issued.cardCompany, issued.cardNumber),
  };
}

/**
 * The order a checkout may already have charged (so an unexpected error keeps the checkout CONFIRMING
 * for the order to settle it): SUBSCRIBE's FIRST order; CORPORATE's order once an attempt was made.
 */
async function chargedOrderOf(deps: BillingDeps, checkout: CheckoutRow): Promise<{ id: string } | null> {
  if (checkout.purpose === 'SUBSCRIBE') {
    const [order] = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.uniqueKey, `first:${checkout.id}`));
    return order ?? null;
  }
  if (checkout.purpose === 'CORPORATE' && checkout.orderId) {
    const [order] = await deps.db.select({ id: orders.id, attempts: orders.attempts }).from(orders).where(eq(orders.id, checkout.orderId));
    return order && order.attempts > 0 ? order : null;
  }
  return null;
}

/**
 * CORPORATE (a corporation manager's card order, commands/billing/corporate-orders.ts): billing key →
 * payment method (the manager's, for the corporation) → the order placed with the checkout is charged
 * by the charge engine (its claim and Idempotency-Key make a repeat harmless) → on PAID the engine's
 * applyPaid activates the corporate membership for every member. A declined card leaves the order
 * FAILED, no seats and no usable card; an order cancelled meanwhile is not charged.
 */
async function confirmCorporate(deps: BillingDeps, checkout: CheckoutRow, input: { authKey: string; customerKey: string }): Promise<ConfirmCheckoutResponse> {
  const now = deps.now();
  const [order] = checkout.orderId ? await deps.db.select().from(orders).where(eq(orders.id, checkout.orderId)) : [];
  if (!order || order.kind !== 'CORPORATE' || !checkout.corporationId || order.corporationId !== checkout.corporationId) throw new AppError('ORDER_NOT_FOUND');
  const [manager] = await deps.db.select({ corporationId: users.corporationId, assign: users.assign, status: users.status }).from(users).where(eq(users.id, checkout.userId));
  if (!manager || manager.status !== 'ACTIVE' || manager.corporationId !== checkout.corporationId || manager.assign !== 'MANAGER') throw new AppError('ACCESS_CORPORATION_MANAGER_ONLY');
  if (order.status === 'PAID') return corporateResponse(deps, checkout.userId, order);
  if (order.status !== 'PENDING' || order.attempts > 0) throw closedOrderError(order);
  const issued = await issue(deps, input);

  const methodId = randomUUID();
  const attached = await inTransaction(deps.db, async (tx) => {
    await tx.insert(paymentMethods).values({ ...methodValues(methodId, checkout.userId, issued, checkout.customerKey, deps, now), corporationId: checkout.corporationId });
    const rows = await tx
      .update(orders)
      .set({ paymentMethodId: methodId, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'PENDING'), eq(orders.attempts, 0)))
      .returning({ id: orders.id });
    return rows.length === 1;
  });
  const dropCard = async () => {
    const [method] = await deps.db.update(paymentMethods).set({ status: 'DELETED', replacedAt: deps.now() }).where(eq(paymentMethods.id, methodId)).returning();
    if (method) await forgetBillingKey(deps, method);
  };
  if (!attached) {
    await dropCard();
    const [fresh] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
    throw new CheckoutFailure(closedOrderError(fresh ?? order), 'final');
  }

  const result = await chargeOrder(deps, order.id);
  if (result.status === 'PAID') return corporateResponse(deps, checkout.userId, result.order);
  if (result.status === 'FAILED') {
    await dropCard();
    throw new CheckoutFailure(result.error, 'final');
  }
  if (result.status === 'IN_PROGRESS' && (result.order.status === 'CANCELLED' || result.order.status === 'EXPIRED')) {
    // Cancelled between attaching the card and charging: nothing was charged.
    await dropCard();
    throw new CheckoutFailure(closedOrderError(result.order), 'final');
  }
  // UNKNOWN: the checkout stays CONFIRMING; the reconcile job (or a webhook) settles the order.
  throw new CheckoutFailure(result.error, 'keep');
}

/** The confirm answer for a corporate card order: the order as the personal order list presents it, and the manager's membership. */
async function corporateResponse(deps: BillingDeps, userId: string, order: OrderRow): Promise<ConfirmCheckoutResponse> {
  const [fresh] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  const [orderDto] = await presentOrders(deps.db, [fresh ?? order]);
  return { purpose: 'CORPORATE', order: orderDto ?? null, membership: await membershipOf(deps, userId), subscription: null };
}

/** Checkouts nobody confirmed, for housekeeping (not needed for correctness). */
export async function expireCheckouts(deps: BillingDeps): Promise<number> {
  const rows = await deps.db
    .update(billingCheckouts)
    .set({ status: 'FAILED', result: { error: { code: 'CHECKOUT_EXPIRED', message: new AppError('CHECKOUT_EXPIRED').message } }, updatedAt: deps.now() })
    .where(and(eq(billingCheckouts.status, 'OPEN'), lt(billingCheckouts.expiresAt, deps.now())))
    .returning({ id: billingCheckouts.id });
  return rows.length;
}
