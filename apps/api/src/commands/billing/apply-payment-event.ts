import { randomUUID } from 'node:crypto';
import { schema } from '@spi/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { GatewayError, type GatewayPayment } from '../../adapters/payment-gateway';
import { inTransaction } from '../transaction';
import type { BillingDeps } from './billing-deps';
import { settlePaid, upsertPayment } from './charge-order';

const { orders, paymentEvents, paymentMethods, payments, refunds } = schema;

export interface PaymentEvent {
  eventType: string;
  data: Record<string, unknown>;
}

export type ApplyResult = 'duplicate' | 'applied' | 'ignored';

/**
 * A gateway webhook, once per webhook id (payment_events is the inbox: a replay answers 200 and does
 * nothing). PAYMENT_STATUS_CHANGED never trusts the body: the payment is fetched from the gateway by
 * its paymentKey and the order settled from what the gateway says now, so out-of-order deliveries
 * are harmless (each one applies the current state). DONE settles an unpaid order (the crash between
 * charge and commit); CANCELED / PARTIAL_CANCELED record the refunded amount. BILLING_DELETED marks the
 * card's payment method DELETED.
 */
export async function applyPaymentEvent(deps: BillingDeps, webhookId: string, event: PaymentEvent): Promise<ApplyResult> {
  const [inserted] = await deps.db
    .insert(paymentEvents)
    .values({ id: webhookId, eventType: event.eventType.slice(0, 100), payload: event as unknown as Record<string, unknown>, result: 'received', receivedAt: deps.now() })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!inserted) return 'duplicate';
  let result: string;
  try {
    result = await apply(deps, event);
  } catch (error) {
    // Let the gateway retry: forget the delivery so the retry is not taken for a replay.
    await deps.db.delete(paymentEvents).where(eq(paymentEvents.id, webhookId));
    throw error;
  }
  await deps.db.update(paymentEvents).set({ result }).where(eq(paymentEvents.id, webhookId));
  return result === 'ignored' ? 'ignored' : 'applied';
}

async function apply(deps: BillingDeps, event: PaymentEvent): Promise<string> {
  if (event.eventType === 'BILLING_DELETED') {
    const customerKey = typeof event.data.customerKey === 'string' ? event.data.customerKey : null;
    const billingKey = typeof event.data.billingKey === 'string' ? event.data.billingKey : null;
    if (!customerKey || !billingKey) return 'ignored';
    const methods = await deps.db.select().from(paymentMethods).where(and(eq(paymentMethods.customerKey, customerKey), inArray(paymentMethods.status, ['ACTIVE', 'REPLACED'])));
    let marked = 0;
    for (const method of methods) {
      let key: string | null;
      try {
        key = deps.cipher.decrypt(method.billingKeyCiphertext, method.id);
      } catch {
        key = null;
      }
      if (key !== billingKey) continue;
      await deps.db.update(paymentMethods).set({ status: 'DELETED', replacedAt: deps.now() }).where(eq(paymentMethods.id, method.id));
      marked++;
    }
    return marked > 0 ? 'billing-deleted' : 'ignored';
  }
  if (event.eventType !== 'PAYMENT_STATUS_CHANGED') return 'ignored';
  const paymentKey = typeof event.data.paymentKey === 'string' ? event.data.paymentKey : null;
  if (!paymentKey) return 'ignored';
  let payment: GatewayPayment;
  try {
    payment = await deps.gateway.getPayment(paymentKey);
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'not_found') return 'ignored';
    throw error;
  }
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return 'ignored';
  return settleFromPayment(deps, order.id, payment);
}

/** Brings an order in line with the gateway's payment (shared by webhooks and refunds). */
export async function settleFromPayment(deps: BillingDeps, orderId: string, payment: GatewayPayment): Promise<string> {
  if (payment.status === 'DONE') {
    return (await settlePaid(deps, orderId, payment)) ? 'paid' : 'already-paid';
  }
  if (payment.status === 'CANCELED' || payment.status === 'PARTIAL_CANCELED') {
    // A cancel of a payment whose approval we never recorded: record it paid first.
    await settlePaid(deps, orderId, payment);
    const now = deps.now();
    await inTransaction(deps.db, async (tx) => {
      await upsertPayment(tx, orderId, payment, now);
      for (const cancel of payment.cancels) {
        if (!cancel.transactionKey) continue;
        await tx
          .insert(refunds)
          .values({ id: randomUUID(), orderId, paymentKey: payment.paymentKey, amount: cancel.cancelAmount, reason: '결제사 취소', transactionKey: cancel.transactionKey, createdAt: now })
          .onConflictDoNothing();
      }
      const refunded = payment.totalAmount - payment.balanceAmount;
      await tx
        .update(orders)
        .set({ refundedAmount: refunded, status: payment.balanceAmount === 0 ? 'REFUNDED' : 'PARTIALLY_REFUNDED', updatedAt: now })
        .where(and(eq(orders.id, orderId), sql`${orders.refundedAmount} <= ${refunded}`));
    });
    return 'refunded';
  }
  if (payment.status === 'ABORTED' || payment.status === 'EXPIRED') {
    const [paid] = await deps.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId));
    if (paid) return 'ignored';
    await deps.db
      .update(orders)
      .set({ status: 'FAILED', failureCode: payment.failure?.code ?? 'ABORTED', failureMessage: payment.failure?.message ?? '결제가 이루어지지 않았습니다.', updatedAt: deps.now() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'UNKNOWN')));
    return 'failed';
  }
  return 'ignored';
}
