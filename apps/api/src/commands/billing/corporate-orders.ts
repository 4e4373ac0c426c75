import {
  AppError,
  BILLING_CYCLE_LABELS,
  CORPORATE_PLAN_CODE,
  DEPOSIT_DEADLINE_DAYS,
  priceOf,
  type CheckoutResponse,
  type CorporateOrderDto,
  type CorporateOrderRequest,
  type DepositAccount,
} from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { depositRequestSchema } from '@spi/core';
import { presentCorporateOrders } from '../../loaders/corporations/load-corporate-orders';
import { pgErrorCode, UNIQUE_VIOLATION } from '../cms/cms-context';
import { recordAudit } from '../record-activity';
import { inTransaction } from '../transaction';
import type { BillingDeps } from './billing-deps';
import { newOrderId } from './charge-order';
import { sendCorporateOrderCancelledNotice, sendDepositOrderNotice, sendDepositRequestNotice } from './corporate-notices';
import { openCheckout, type PlanRow } from './start-checkout';

/*
 * Corporate orders (issue 10, ADR 018): a corporation manager buys N seats of the PREMIUM plan for a
 * month or a year, by card (through the same gateway, checkout and charge engine as personal
 * subscriptions) or by bank deposit (무통장입금: an order with the account, the amount and a deadline,
 * confirmed by an admin). Orders are rows of `orders` with kind CORPORATE; one open (PENDING/UNKNOWN)
 * corporate order per corporation (unique index orders_open_corporate_key).
 *
 * States: DEPOSIT  PENDING (AWAITING_DEPOSIT → DEPOSIT_REQUESTED once the manager says the money was
 *                  sent) → PAID (admin confirmation) | CANCELLED (manager or admin) | EXPIRED (deadline, job)
 *         CARD     PENDING → PAID (charge approved) | FAILED (declined; no seats) | UNKNOWN (reconciled
 *                  later) | CANCELLED (never charged: abandoned card registration, replaced or cancelled)
 *
 * Refunds: the admin refund command refuses corporate orders that are not PAID (refundableOf is 0, and a
 * deposit order has no gateway payment to cancel, so its money goes back by bank transfer outside SPI).
 * A refunded corporate card order does NOT end the seats: a refund is money back (often partial, for a
 * seat count bought too high), not an access decision. The seats stay until the term ends — the
 * corporate-membership expiry job (jobs/corporate-billing.ts) ends every seat at the period end.
 */

const { billingCheckouts, corporations, membershipPlans, orders, users } = schema;
type OrderRow = typeof orders.$inferSelect;
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export interface CorporateActor {
  userId: string;
  ip: string;
}

export interface CorporateOrderContext {
  deps: BillingDeps;
  depositAccount: DepositAccount;
}

const SEOUL_OFFSET_MS = 9 * 3600_000;

/** The last instant (23:59:59.999 Asia/Seoul) of the day `days` days after `from`'s Seoul date. */
export function endOfSeoulDayAfter(from: Date, days: number): Date {
  const local = new Date(from.getTime() + SEOUL_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days + 1) - SEOUL_OFFSET_MS - 1);
}

/** Today's date in Asia/Seoul as YYYY-MM-DD. */
export function seoulToday(now: Date): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'SPI 프리미엄 법인 멤버십 10석 (연간)': what the card statement, the receipt and the order list say. */
export function corporateOrderNameOf(plan: Pick<PlanRow, 'name'>, seats: number, cycle: OrderRow['cycle']): string {
  return `SPI ${plan.name} 법인 멤버십 ${seats}석 (${BILLING_CYCLE_LABELS[cycle]})`;
}

/** The plan corporate orders buy (PREMIUM), while it is on sale. */
async function corporatePlan(db: Db): Promise<PlanRow> {
  const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.code, CORPORATE_PLAN_CODE));
  if (!plan) throw new AppError('PLAN_NOT_FOUND');
  if (!plan.onSale) throw new AppError('PLAN_NOT_ON_SALE', '지금은 법인 멤버십을 판매하지 않습니다. 고객센터로 문의해 주세요.');
  return plan;
}

async function presentOne(ctx: CorporateOrderContext, row: OrderRow): Promise<CorporateOrderDto> {
  const [dto] = await presentCorporateOrders(ctx.deps.db, [row], ctx.depositAccount);
  return dto!;
}

/** A corporation's corporate order by id (another corporation's order is not found, like a missing one). */
async function orderOf(db: Db, corporationId: string, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.corporationId, corporationId), eq(orders.kind, 'CORPORATE')));
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return row;
}

/** Whether a card order was never charged, so it can still be cancelled without touching the gateway. */
function uncharged(row: Pick<OrderRow, 'method' | 'status' | 'attempts'>): boolean {
  return row.status === 'PENDING' && row.attempts === 0;
}

/** Marks the open card registrations of a cancelled card order as failed: confirming one answers the closed order. */
async function closeCheckoutsOf(db: Db, orderId: string, now: Date): Promise<void> {
  const error = new AppError('DEPOSIT_ORDER_CLOSED', '취소된 주문입니다. 법인 관리 화면에서 다시 주문해 주세요.');
  await db
    .update(billingCheckouts)
    .set({ status: 'FAILED', result: { error: { code: error.code, message: error.message } }, updatedAt: now })
    .where(and(eq(billingCheckouts.orderId, orderId), eq(billingCheckouts.purpose, 'CORPORATE'), eq(billingCheckouts.status, 'OPEN')));
}

/**
 * The error for an order that is not (or no longer) waiting: paid → DEPOSIT_ALREADY_CONFIRMED; being
 * charged → ORDER_IN_PROGRESS; cancelled, expired or declined → DEPOSIT_ORDER_CLOSED.
 */
export function closedOrderError(row: Pick<OrderRow, 'status' | 'method' | 'attempts'>): AppError {
  if (row.status === 'PAID' || row.status === 'REFUNDED' || row.status === 'PARTIALLY_REFUNDED') return new AppError('DEPOSIT_ALREADY_CONFIRMED', row.method === 'CARD' ? '이미 결제가 완료된 주문입니다.' : undefined);
  if (row.status === 'UNKNOWN' || (row.status === 'PENDING' && row.attempts > 0)) return new AppError('ORDER_IN_PROGRESS');
  if (row.status === 'CANCELLED') return new AppError('DEPOSIT_ORDER_CLOSED', '취소된 주문입니다.');
  if (row.status === 'EXPIRED') return new AppError('DEPOSIT_ORDER_CLOSED', '입금 기한이 지나 취소된 주문입니다.');
  if (row.status === 'FAILED') return new AppError('DEPOSIT_ORDER_CLOSED', '결제에 실패한 주문입니다. 다시 주문해 주세요.');
  return new AppError('DEPOSIT_ORDER_CLOSED');
}

async function activeMemberCount(tx: Db, corporationId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(and(eq(users.corporationId, corporationId), eq(users.status, 'ACTIVE')));
  return Number(row?.n ?? 0);
}

/**
 * POST /corporations/{id}/orders (the corporation's manager). Under the corporation's row lock: the
 * seats must cover the current members, and there must be no other open corporate order — except a card
 * order that was never charged and whose card registration is not being confirmed (an abandoned card
 * window), which the new order replaces. The unique index answers a race the lock did not see.
 * DEPOSIT: the order waits for the money until the end of the DEPOSIT_DEADLINE_DAYS-th day (Asia/Seoul)
 * and the manager gets the account details by mail. CARD: the order waits for the card registration
 * started with it (checkout purpose CORPORATE); confirming that checkout charges the order.
 */
export async function placeCorporateOrder(
  ctx: CorporateOrderContext,
  actor: CorporateActor,
  corporationId: string,
  request: CorporateOrderRequest,
): Promise<{ order: CorporateOrderDto; checkout: CheckoutResponse | null }> {
  const { deps } = ctx;
  const now = deps.now();
  const plan = await corporatePlan(deps.db);
  const unitPrice = priceOf(plan, request.cycle);
  const orderId = newOrderId();
  let placed: { row: OrderRow; checkout: CheckoutResponse | null; replaced: string | null };
  try {
    placed = await inTransaction(deps.db, async (tx) => {
      const [corporation] = await tx.select({ id: corporations.id }).from(corporations).where(eq(corporations.id, corporationId)).for('update');
      if (!corporation) throw new AppError('CORPORATION_NOT_FOUND');
      const members = await activeMemberCount(tx, corporationId);
      if (request.seats < members) {
        throw new AppError('SEATS_BELOW_MEMBERS', `구매할 좌석 수(${request.seats}석)가 지금 멤버 수(${members}명)보다 적습니다. ${members}석 이상으로 신청해 주세요.`, { members });
      }
      let replaced: string | null = null;
      const [open] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.corporationId, corporationId), eq(orders.kind, 'CORPORATE'), inArray(orders.status, ['PENDING', 'UNKNOWN'])))
        .limit(1);
      if (open) {
        if (open.method === 'DEPOSIT') throw new AppError('DEPOSIT_ORDER_PENDING');
        const [confirming] = await tx
          .select({ id: billingCheckouts.id })
          .from(billingCheckouts)
          .where(and(eq(billingCheckouts.orderId, open.id), eq(billingCheckouts.status, 'CONFIRMING')))
          .limit(1);
        if (!uncharged(open) || confirming) throw new AppError('ORDER_IN_PROGRESS', '카드 결제가 진행 중인 주문이 있습니다. 잠시 후 주문 내역을 확인해 주세요.');
        const [cancelled] = await tx
          .update(orders)
          .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: '새 주문으로 대체되었습니다.', updatedAt: now })
          .where(and(eq(orders.id, open.id), eq(orders.status, 'PENDING'), eq(orders.attempts, 0)))
          .returning({ id: orders.id });
        if (!cancelled) throw new AppError('ORDER_IN_PROGRESS');
        await closeCheckoutsOf(tx, open.id, now);
        replaced = open.id;
      }
      const key = `corporate:${orderId}`;
      const [row] = await tx
        .insert(orders)
        .values({
          id: orderId,
          uniqueKey: key,
          idempotencyKey: key,
          userId: actor.userId,
          corporationId,
          kind: 'CORPORATE',
          planCode: plan.code,
          cycle: request.cycle,
          orderName: corporateOrderNameOf(plan, request.seats, request.cycle),
          amount: unitPrice * request.seats,
          status: 'PENDING',
          seats: request.seats,
          method: request.method,
          depositorName: request.method === 'DEPOSIT' ? request.depositorName : null,
          depositDeadline: request.method === 'DEPOSIT' ? endOfSeoulDayAfter(now, DEPOSIT_DEADLINE_DAYS) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const checkout =
        request.method === 'CARD'
          ? await openCheckout(deps, tx, {
              userId: actor.userId,
              purpose: 'CORPORATE',
              planCode: plan.code,
              cycle: request.cycle,
              orderName: row!.orderName,
              amount: row!.amount,
              corporationId,
              orderId,
            })
          : null;
      return { row: row!, checkout, replaced };
    });
  } catch (err) {
    // Two requests at once: the open-order index lets one through.
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw new AppError('DEPOSIT_ORDER_PENDING');
    throw err;
  }
  await recordAudit(deps.db, {
    actorId: actor.userId,
    action: 'corporate_order.placed',
    targetType: 'corporation',
    targetId: corporationId,
    ip: actor.ip,
    meta: { orderId, method: request.method, seats: request.seats, cycle: request.cycle, amount: placed.row.amount, replacedOrderId: placed.replaced },
  });
  deps.log.info({ orderId, corporationId, method: request.method, seats: request.seats }, 'corporate order placed');
  if (placed.row.method === 'DEPOSIT') await sendDepositOrderNotice(deps, placed.row, ctx.depositAccount);
  return { order: await presentOne(ctx, placed.row), checkout: placed.checkout };
}

/**
 * POST /corporations/{id}/orders/{orderId}/deposit-request ('settings: request deposit confirmation'):
 * the manager says the money was sent. Only for a deposit order still waiting and before its deadline.
 * Asking again updates the depositor, date and note and keeps the first request time; the manager's
 * acknowledgement mail goes once.
 */
export async function requestDepositConfirmation(
  ctx: CorporateOrderContext,
  actor: CorporateActor,
  corporationId: string,
  orderId: string,
  input: DepositRequest,
): Promise<CorporateOrderDto> {
  const { deps } = ctx;
  const now = deps.now();
  const current = await orderOf(deps.db, corporationId, orderId);
  if (current.method !== 'DEPOSIT') throw new AppError('DEPOSIT_ORDER_CLOSED', '무통장입금 주문이 아닙니다.');
  if (current.status !== 'PENDING') throw closedOrderError(current);
  if (current.depositDeadline && current.depositDeadline.getTime() < now.getTime()) throw new AppError('DEPOSIT_ORDER_CLOSED', '입금 기한이 지난 주문입니다. 다시 주문해 주세요.');
  if (input.depositedOn > seoulToday(now)) {
    throw new AppError('VALIDATION_FAILED', undefined, { location: 'body', issues: [{ path: 'depositedOn', message: '입금한 날짜는 오늘 이후일 수 없습니다.' }] });
  }
  const [row] = await deps.db
    .update(orders)
    .set({
      depositRequestedAt: current.depositRequestedAt ?? now,
      depositedOn: input.depositedOn,
      depositRequestNote: input.note ? input.note : null,
      depositorName: input.depositorName,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING'), eq(orders.method, 'DEPOSIT')))
    .returning();
  if (!row) throw closedOrderError(await orderOf(deps.db, corporationId, orderId));
  const first = !current.depositRequestedAt;
  await recordAudit(deps.db, {
    actorId: actor.userId,
    action: 'corporate_order.deposit_requested',
    targetType: 'corporation',
    targetId: corporationId,
    ip: actor.ip,
    meta: { orderId, depositedOn: input.depositedOn, first },
  });
  await sendDepositRequestNotice(deps, row, ctx.depositAccount);
  return presentOne(ctx, row);
}

/**
 * POST /corporations/{id}/orders/{orderId}/cancel (the manager): a deposit order still waiting, or a
 * card order never charged, becomes CANCELLED. Cancelling a cancelled order answers it again.
 */
export async function cancelCorporateOrderByManager(
  ctx: CorporateOrderContext,
  actor: CorporateActor,
  corporationId: string,
  orderId: string,
  reason: string | undefined,
): Promise<CorporateOrderDto> {
  const { deps } = ctx;
  const current = await orderOf(deps.db, corporationId, orderId);
  if (current.status === 'CANCELLED') return presentOne(ctx, current);
  const row = await cancelOpenOrder(deps, current, reason?.trim() || '법인 관리자가 주문을 취소했습니다.');
  await recordAudit(deps.db, {
    actorId: actor.userId,
    action: 'corporate_order.cancelled',
    targetType: 'corporation',
    targetId: corporationId,
    ip: actor.ip,
    meta: { orderId, by: 'MANAGER', method: row.method },
  });
  await sendCorporateOrderCancelledNotice(deps, row, 'MANAGER');
  return presentOne(ctx, row);
}

/**
 * PENDING → CANCELLED with one conditional UPDATE (never charged: a deposit order, or a card order with
 * no attempt at the gateway). Anything else answers why it cannot be cancelled.
 */
export async function cancelOpenOrder(deps: BillingDeps, current: OrderRow, reason: string): Promise<OrderRow> {
  const now = deps.now();
  if (!uncharged(current)) throw closedOrderError(current);
  const [row] = await deps.db
    .update(orders)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(and(eq(orders.id, current.id), eq(orders.kind, 'CORPORATE'), eq(orders.status, 'PENDING'), eq(orders.attempts, 0)))
    .returning();
  if (!row) {
    const [fresh] = await deps.db.select().from(orders).where(eq(orders.id, current.id));
    throw closedOrderError(fresh ?? current);
  }
  if (row.method === 'CARD') await closeCheckoutsOf(deps.db, row.id, now);
  return row;
}
