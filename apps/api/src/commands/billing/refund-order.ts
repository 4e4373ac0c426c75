import { randomUUID } from 'node:crypto';
import { AppError } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { count, eq } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mailer';
import { GatewayError, type GatewayPayment, type PaymentGateway } from '../../adapters/payment-gateway';
import { refundableOf } from '../../loaders/billing/load-admin-orders';
import { recordAudit } from '../record-activity';
import type { AdminActor } from './save-plan';
import { endMembership } from './membership-grants';

export interface RefundInput {
  orderId: string;
  /** Omitted: the whole refundable balance. */
  amount?: number;
  reason: string;
  now: Date;
}

export interface RefundResult {
  orderId: string;
  amount: number;
  /** The order is now refunded in full. */
  full: boolean;
  /** A full refund of the current period's order ended the subscription and its membership. */
  subscriptionEnded: boolean;
}

function gatewayFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof GatewayError) {
    if (err.kind === 'unknown') return new AppError('PAYMENT_UNKNOWN', '환불 결과를 아직 확인하지 못했습니다. 같은 내용으로 다시 시도하면 중복 없이 처리됩니다.');
    if (err.kind === 'rejected' || err.kind === 'not_found' || err.kind === 'declined') return new AppError('REFUND_NOT_ALLOWED', `결제사가 환불을 거절했습니다: ${err.message}`);
  }
  return new AppError('PAYMENT_GATEWAY_ERROR');
}

/**
 * An admin refunds an order in full or in part through the gateway's cancel. The order row is locked
 * for the whole operation, so two refunds of one order happen one after the other; the gateway call
 * carries `refund:{orderId}:{n}` (n = the refund's number), so a retry after an unknown outcome replays
 * the first cancel instead of refunding twice. A full refund of the order that paid the current period
 * of a live subscription ends the subscription and its membership now. Audited.
 */
export async function refundOrder(db: Db, gateway: PaymentGateway, actor: AdminActor, input: RefundInput): Promise<RefundResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, input.orderId)).for('update');
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const refundable = refundableOf(order);
    if (refundable <= 0) throw new AppError('REFUND_NOT_ALLOWED', order.status === 'REFUNDED' ? '이미 전액 환불된 주문입니다.' : '결제가 완료된 주문만 환불할 수 있습니다.');
    const amount = input.amount ?? refundable;
    if (amount > refundable) throw new AppError('REFUND_EXCEEDS_PAID', `환불 가능한 금액은 ${refundable.toLocaleString('ko-KR')}원입니다.`, { refundable });
    const [payment] = await tx.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
    if (!payment) throw new AppError('REFUND_NOT_ALLOWED', '결제 승인 기록이 없는 주문입니다.');
    const [done] = await tx.select({ count: count() }).from(schema.refunds).where(eq(schema.refunds.orderId, order.id));
    const n = (done?.count ?? 0) + 1;
    const knownKeys = new Set((await tx.select({ key: schema.refunds.transactionKey }).from(schema.refunds).where(eq(schema.refunds.orderId, order.id))).map((r) => r.key));

    let result: GatewayPayment;
    try {
      result = await gateway.cancel({
        paymentKey: payment.paymentKey,
        reason: input.reason,
        // A full cancel is sent without an amount (the gateway refunds the balance).
        ...(amount === order.amount - order.refundedAmount && order.refundedAmount === 0 ? {} : { amount }),
        idempotencyKey: `refund:${order.id}:${n}`,
      });
    } catch (err) {
      throw gatewayFailure(err);
    }
    const cancel = [...result.cancels].reverse().find((c) => !knownKeys.has(c.transactionKey)) ?? null;

    // The gateway's balance is the truth (a replayed cancel after an unknown outcome included).
    const refunded = result.totalAmount > 0 ? Math.max(order.refundedAmount, result.totalAmount - result.balanceAmount) : order.refundedAmount + amount;
    const full = refunded >= order.amount;
    await tx.insert(schema.refunds).values({
      id: randomUUID(),
      orderId: order.id,
      paymentKey: payment.paymentKey,
      amount: cancel?.cancelAmount ?? amount,
      reason: input.reason,
      actorId: actor.userId,
      transactionKey: cancel?.transactionKey ?? null,
      createdAt: input.now,
    });
    await tx
      .update(schema.orders)
      .set({ refundedAmount: refunded, status: full ? 'REFUNDED' : 'PARTIALLY_REFUNDED', updatedAt: input.now })
      .where(eq(schema.orders.id, order.id));
    await tx
      .update(schema.payments)
      .set({ status: result.status, balanceAmount: result.balanceAmount, raw: result.raw, updatedAt: input.now })
      .where(eq(schema.payments.id, payment.id));

    let subscriptionEnded = false;
    if (full && order.kind !== 'UPGRADE' && order.subscriptionId && order.periodEnd) {
      const [subscription] = await tx.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, order.subscriptionId)).for('update');
      const live = subscription && (subscription.status === 'ACTIVE' || subscription.status === 'PAST_DUE');
      if (live && subscription.currentPeriodEnd.getTime() === order.periodEnd.getTime()) {
        await tx
          .update(schema.subscriptions)
          .set({ status: 'ENDED', endedAt: input.now, cancelAtPeriodEnd: false, pendingPlanCode: null, pendingCycle: null, nextRetryAt: null, updatedAt: input.now })
          .where(eq(schema.subscriptions.id, subscription.id));
        if (subscription.membershipId) await endMembership(tx, subscription.membershipId, input.now);
        subscriptionEnded = true;
      }
    }

    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'billing.refund',
      targetType: 'order',
      targetId: order.id,
      ip: actor.ip,
      meta: { userId: order.userId, amount, refundedTotal: refunded, full, subscriptionEnded, reason: input.reason, transactionKey: cancel?.transactionKey ?? null },
    });
    return { orderId: order.id, amount, full, subscriptionEnded };
  });
}

/**
 * Tells the member what was refunded (after the refund committed). The dedupe key carries the refunded
 * total, so a replayed request sends nothing twice and a second partial refund sends its own notice.
 */
export async function sendRefundNotice(
  mailer: Mailer,
  order: { orderId: string; orderName: string; email: string | null; refundedAmount: number; amount: number },
  result: { amount: number; subscriptionEnded: boolean; reason: string },
): Promise<void> {
  if (!order.email) return;
  const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
  await mailer.send({
    to: order.email,
    subject: `[SPI] ${order.orderName} 결제 ${won(result.amount)}이 환불되었습니다`,
    text: [
      `${order.orderName} 결제(주문번호 ${order.orderId}) 중 ${won(result.amount)}을 환불했습니다.`,
      `환불 사유: ${result.reason}`,
      `지금까지 환불된 금액은 결제 금액 ${won(order.amount)} 중 ${won(order.refundedAmount)}입니다. 카드사 사정에 따라 환불이 카드 명세서에 반영되기까지 3~7영업일이 걸릴 수 있습니다.`,
      result.subscriptionEnded ? '이번 이용 기간의 결제를 전액 환불해 멤버십 이용이 종료되었습니다. 다시 이용하시려면 멤버십 페이지에서 새로 구독해 주세요.' : null,
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
    template: 'refund',
    dedupeKey: `refund:${order.orderId}:${order.refundedAmount}`,
  });
}
