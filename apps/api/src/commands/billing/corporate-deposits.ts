import { AppError } from '@spi/core';
import { schema } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../record-activity';
import { inTransaction } from '../transaction';
import type { BillingDeps } from './billing-deps';
import { activatePaidCorporateOrder } from './corporate-activation';
import { sendCorporateOrderCancelledNotice, sendDepositConfirmedNotice } from './corporate-notices';
import { cancelOpenOrder, closedOrderError } from './corporate-orders';

const { orders } = schema;
type OrderRow = typeof orders.$inferSelect;

export interface AdminActor {
  userId: string;
  ip: string;
}

async function corporateOrder(deps: BillingDeps, orderId: string): Promise<OrderRow> {
  const [row] = await deps.db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.kind, 'CORPORATE')));
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return row;
}

/**
 * POST /admin/corporate-orders/{orderId}/confirm-deposit. One conditional UPDATE (PENDING → PAID, with
 * who confirmed and when) in the transaction that activates the corporate membership for every member:
 * of two confirmations at once (a double click, two admins) exactly one finds the order PENDING; the
 * other updates nothing and answers DEPOSIT_ALREADY_CONFIRMED. A cancelled or expired order answers
 * DEPOSIT_ORDER_CLOSED. A deposit that arrives after the deadline can still be confirmed while the
 * order waits (the admin sees the money; the expiry job and this UPDATE cannot both win). Audited; the
 * manager gets a receipt-like mail.
 */
export async function confirmCorporateDeposit(deps: BillingDeps, actor: AdminActor, orderId: string): Promise<OrderRow> {
  const now = deps.now();
  const confirmed = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'PAID', paidAt: now, confirmedBy: actor.userId, confirmedAt: now, failureCode: null, failureMessage: null, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.kind, 'CORPORATE'), eq(orders.method, 'DEPOSIT'), eq(orders.status, 'PENDING')))
      .returning();
    if (!row) return null;
    const period = await activatePaidCorporateOrder(tx, row, now);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'billing.corporate_deposit_confirmed',
      targetType: 'corporation',
      targetId: row.corporationId,
      ip: actor.ip,
      meta: { orderId, seats: row.seats, amount: row.amount, periodEnd: period?.periodEnd.toISOString() ?? null },
    });
    return { ...row, periodStart: period?.periodStart ?? row.periodStart, periodEnd: period?.periodEnd ?? row.periodEnd };
  });
  if (!confirmed) {
    const current = await corporateOrder(deps, orderId);
    if (current.method !== 'DEPOSIT') throw new AppError('CONFLICT', '카드 결제 주문은 입금 확인 대상이 아닙니다.');
    throw closedOrderError(current);
  }
  deps.log.info({ orderId, corporationId: confirmed.corporationId, actorId: actor.userId }, 'corporate deposit confirmed');
  await sendDepositConfirmedNotice(deps, confirmed);
  return confirmed;
}

/**
 * POST /admin/corporate-orders/{orderId}/cancel: an order still waiting (a deposit order, or a card order
 * never charged) becomes CANCELLED with the reason. Cancelling a cancelled order answers it again.
 * Audited; the manager is told.
 */
export async function cancelCorporateOrderByAdmin(deps: BillingDeps, actor: AdminActor, orderId: string, reason: string | undefined): Promise<OrderRow> {
  const current = await corporateOrder(deps, orderId);
  if (current.status === 'CANCELLED') return current;
  const row = await cancelOpenOrder(deps, current, reason?.trim() || 'SPI 운영팀이 주문을 취소했습니다.');
  await recordAudit(deps.db, {
    actorId: actor.userId,
    action: 'billing.corporate_order_cancelled',
    targetType: 'corporation',
    targetId: row.corporationId,
    ip: actor.ip,
    meta: { orderId, method: row.method, reason: row.cancelReason },
  });
  deps.log.info({ orderId, corporationId: row.corporationId, actorId: actor.userId }, 'corporate order cancelled by an admin');
  await sendCorporateOrderCancelledNotice(deps, row, 'ADMIN');
  return row;
}
