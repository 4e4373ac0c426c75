import { randomBytes, randomUUID } from 'node:crypto';
import { AppError, BILLING_CYCLE_LABELS, isSafeReturnPath, priceOf, type BillingCycle, type CheckoutResponse } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { BillingDeps } from './billing-deps';

const { billingCheckouts, membershipPlans, studentVerifications, subscriptions } = schema;
/** How long a started card registration can be confirmed. */
export const CHECKOUT_TTL_MS = 30 * 60_000;

export type CheckoutRequest =
  | { purpose: 'SUBSCRIBE'; planCode: string; cycle: BillingCycle }
  | { purpose: 'CHANGE_CARD' }
  | { purpose: 'ADD_CARD'; returnTo?: string | undefined };
export type PlanRow = typeof schema.membershipPlans.$inferSelect;
/** What a checkout is for (ADD_CARD: a card for one-off payments such as a paid seminar, ADR 020). */
export type CheckoutPurpose = (typeof schema.billingCheckouts.$inferSelect)['purpose'];
export type CheckoutRow = typeof schema.billingCheckouts.$inferSelect;

/** '라이트 멤버십 (월간)': what the card statement and the receipt say. */
export function orderNameOf(plan: Pick<PlanRow, 'name'>, cycle: BillingCycle): string {
  return `SPI ${plan.name} 멤버십 (${BILLING_CYCLE_LABELS[cycle]})`;
}

export async function liveSubscriptionOf(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE']))).limit(1);
  return row ?? null;
}

/** The plan a reader may subscribe to now (on sale, personal, student only when verified). */
export async function subscribablePlan(db: Db, userId: string, planCode: string, now: Date): Promise<PlanRow> {
  const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.code, planCode));
  if (!plan) throw new AppError('PLAN_NOT_FOUND');
  if (plan.audience === 'CORPORATE') throw new AppError('PLAN_NOT_ON_SALE', '프리미엄(법인) 멤버십은 법인 단위로 신청합니다. 법인 관리자에게 문의하거나 법인 멤버십 문의를 남겨 주세요.');
  if (!plan.onSale) throw new AppError('PLAN_NOT_ON_SALE');
  if (plan.audience === 'STUDENT') {
    const [verified] = await db
      .select({ id: studentVerifications.id })
      .from(studentVerifications)
      .where(and(eq(studentVerifications.userId, userId), eq(studentVerifications.status, 'VERIFIED'), or(isNull(studentVerifications.expiresAt), gt(studentVerifications.expiresAt, now))))
      .limit(1);
    if (!verified) throw new AppError('STUDENT_VERIFICATION_REQUIRED');
  }
  return plan;
}

/**
 * POST /users/me/checkouts: starts a card registration (for a subscription, to change the card, or
 * ADD_CARD: to register a card without subscribing, e.g. for a paid event). The checkout row's id is
 * the unique key of what confirming it does; its customerKey is random and unguessable (the gateway
 * ties the card to it). Nothing is charged here.
 */
export async function startCheckout(deps: BillingDeps, userId: string, request: CheckoutRequest): Promise<CheckoutResponse> {
  if (request.purpose === 'ADD_CARD') {
    // Any signed-in member; a card they already have is replaced when this one is confirmed.
    // The contract validated returnTo; checked again here, as the URLs below carry it.
    if (request.returnTo !== undefined && !isSafeReturnPath(request.returnTo)) throw new AppError('VALIDATION_FAILED', "돌아갈 주소는 '/'로 시작하는 이 사이트의 경로여야 합니다.");
    return openCheckout(deps, deps.db, { userId, purpose: 'ADD_CARD', planCode: null, cycle: null, orderName: null, amount: null, returnTo: request.returnTo ?? null });
  }
  const now = deps.now();
  const live = await liveSubscriptionOf(deps.db, userId);
  let plan: PlanRow | null = null;
  if (request.purpose === 'SUBSCRIBE') {
    plan = await subscribablePlan(deps.db, userId, request.planCode, now);
    if (live) throw new AppError('SUBSCRIPTION_EXISTS');
  } else if (!live) {
    throw new AppError('SUBSCRIPTION_NOT_FOUND', '카드를 바꿀 구독이 없습니다. 멤버십을 먼저 구독해 주세요.');
  }
  return openCheckout(deps, deps.db, {
    userId,
    purpose: request.purpose,
    planCode: plan?.code ?? null,
    cycle: request.purpose === 'SUBSCRIBE' ? request.cycle : null,
    orderName: plan && request.purpose === 'SUBSCRIBE' ? orderNameOf(plan, request.cycle) : null,
    amount: plan && request.purpose === 'SUBSCRIBE' ? priceOf(plan, request.cycle) : null,
  });
}

export interface OpenCheckoutInput {
  userId: string;
  purpose: CheckoutRow['purpose'];
  planCode: string | null;
  cycle: BillingCycle | null;
  /** What the registration page shows (null for a card change). */
  orderName: string | null;
  amount: number | null;
  /** CORPORATE: the corporation and the card order this registration pays. */
  corporationId?: string | null;
  orderId?: string | null;
  /** ADD_CARD: the same-site path the return pages send the person back to (carried in the return URLs' query). */
  returnTo?: string | null;
}

/**
 * Records a started card registration and builds what the browser needs to open it: the gateway's
 * registration URL (the local sandbox) or the Toss SDK keys, and the return URLs, which always lead to
 * /membership/checkout/complete (confirm) or /fail. `db` may be a transaction (a corporate card order
 * and its checkout are written together). Shared by personal subscriptions, card changes and corporate
 * card orders.
 */
export async function openCheckout(deps: BillingDeps, db: Db, input: OpenCheckoutInput): Promise<CheckoutResponse> {
  const now = deps.now();
  const id = `chk_${randomUUID().replace(/-/g, '')}`;
  const customerKey = `cus_${randomBytes(18).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_MS);
  await db.insert(billingCheckouts).values({
    id,
    userId: input.userId,
    purpose: input.purpose,
    corporationId: input.corporationId ?? null,
    orderId: input.orderId ?? null,
    planCode: input.planCode,
    cycle: input.cycle,
    customerKey,
    status: 'OPEN',
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  const returnQuery = input.returnTo ? `&returnTo=${encodeURIComponent(input.returnTo)}` : '';
  const successUrl = `${deps.publicOrigin}/membership/checkout/complete?checkoutId=${id}${returnQuery}`;
  const failUrl = `${deps.publicOrigin}/membership/checkout/fail?checkoutId=${id}${returnQuery}`;
  const clientKey = deps.gateway.clientKey;
  const authUrl = deps.gateway.billingAuthUrl
    ? `${deps.gateway.billingAuthUrl}?${new URLSearchParams({ clientKey, customerKey, successUrl, failUrl }).toString()}`
    : null;
  return {
    checkoutId: id,
    purpose: input.purpose,
    mode: authUrl ? 'redirect' : 'toss-sdk',
    authUrl,
    clientKey,
    customerKey,
    successUrl,
    failUrl,
    orderName: input.orderName,
    amount: input.amount,
    expiresAt: expiresAt.toISOString(),
  };
}
