import type { OrderDto } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq, inArray } from 'drizzle-orm';
import { tierOf } from '../membership';

export type OrderRow = typeof schema.orders.$inferSelect;
export type PaymentRow = typeof schema.payments.$inferSelect;
export type PaymentMethodRow = typeof schema.paymentMethods.$inferSelect;

/** What an order is shown with besides its own row: the approved payment and the card it was charged to. */
export interface OrderExtras {
  payment?: Pick<PaymentRow, 'receiptUrl' | 'cardCompany' | 'cardNumber'> | null;
  method?: Pick<PaymentMethodRow, 'cardCompany' | 'cardNumber'> | null;
}

/**
 * A card as the client sees it: the company and the gateway's masked number (Toss masks as
 * `42424242****424*`); anything that looks unmasked is reduced to its last four characters.
 */
export function presentCard(company: string, number: string): { company: string; number: string } | null {
  if (!company && !number) return null;
  const masked = /\*/.test(number) ? number : number.length > 4 ? `****${number.slice(-4)}` : number;
  return { company, number: masked };
}

/** An order (spec section 3 / orderSchema) from its row; the card is the payment's, else the payment method's. */
export function presentOrder(row: OrderRow, extras: OrderExtras = {}): OrderDto {
  const payment = extras.payment ?? null;
  const card = payment && (payment.cardCompany || payment.cardNumber)
    ? presentCard(payment.cardCompany, payment.cardNumber)
    : extras.method
      ? presentCard(extras.method.cardCompany, extras.method.cardNumber)
      : null;
  return {
    orderId: row.id,
    orderName: row.orderName,
    kind: row.kind,
    planCode: tierOf({ tierCode: row.planCode }),
    cycle: row.cycle,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    receiptUrl: payment?.receiptUrl ?? null,
    card,
    failureMessage: row.status === 'FAILED' || row.status === 'UNKNOWN' ? (row.failureMessage ?? null) : null,
  };
}

/** Loads the payments and payment methods of `rows` in two queries and presents each order. */
export async function presentOrders(db: Db, rows: OrderRow[]): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const methodIds = [...new Set(rows.map((row) => row.paymentMethodId).filter((id): id is string => Boolean(id)))];
  const [paymentRows, methodRows] = await Promise.all([
    db.select().from(schema.payments).where(inArray(schema.payments.orderId, ids)),
    methodIds.length > 0 ? db.select().from(schema.paymentMethods).where(inArray(schema.paymentMethods.id, methodIds)) : Promise.resolve([]),
  ]);
  const paymentByOrder = new Map(paymentRows.map((p) => [p.orderId, p]));
  const methodById = new Map(methodRows.map((m) => [m.id, m]));
  return rows.map((row) => presentOrder(row, { payment: paymentByOrder.get(row.id) ?? null, method: row.paymentMethodId ? (methodById.get(row.paymentMethodId) ?? null) : null }));
}

/** One order by id, presented (null when it does not exist). */
export async function presentOrderById(db: Db, orderId: string): Promise<OrderDto | null> {
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!row) return null;
  const [dto] = await presentOrders(db, [row]);
  return dto ?? null;
}
