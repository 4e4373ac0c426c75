import type { CorporateOrderDto, DepositAccount } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OrderRow } from '../../presenters/billing/order';
import { presentCorporateOrder } from '../../presenters/corporations/corporate-order';

/**
 * Presents corporate order rows with their corporation's name, the card checkout started for each
 * (CARD) and the payment's receipt, in three queries whatever the number of rows.
 */
export async function presentCorporateOrders(db: Db, rows: OrderRow[], depositAccount: DepositAccount): Promise<CorporateOrderDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const corporationIds = [...new Set(rows.map((row) => row.corporationId).filter((id): id is string => Boolean(id)))];
  const [corporationRows, checkoutRows, paymentRows] = await Promise.all([
    corporationIds.length > 0
      ? db.select({ id: schema.corporations.id, name: schema.corporations.name }).from(schema.corporations).where(inArray(schema.corporations.id, corporationIds))
      : Promise.resolve([]),
    db
      .select({ id: schema.billingCheckouts.id, orderId: schema.billingCheckouts.orderId, createdAt: schema.billingCheckouts.createdAt })
      .from(schema.billingCheckouts)
      .where(and(eq(schema.billingCheckouts.purpose, 'CORPORATE'), inArray(schema.billingCheckouts.orderId, ids)))
      .orderBy(desc(schema.billingCheckouts.createdAt)),
    db.select({ orderId: schema.payments.orderId, receiptUrl: schema.payments.receiptUrl }).from(schema.payments).where(inArray(schema.payments.orderId, ids)),
  ]);
  const nameById = new Map(corporationRows.map((c) => [c.id, c.name]));
  const checkoutByOrder = new Map<string, string>();
  // Newest first: the first seen per order is its latest card registration.
  for (const c of checkoutRows) if (c.orderId && !checkoutByOrder.has(c.orderId)) checkoutByOrder.set(c.orderId, c.id);
  const receiptByOrder = new Map(paymentRows.map((p) => [p.orderId, p.receiptUrl]));
  return rows.map((row) =>
    presentCorporateOrder(row, {
      corporationName: row.corporationId ? (nameById.get(row.corporationId) ?? '') : '',
      depositAccount,
      checkoutId: checkoutByOrder.get(row.id) ?? null,
      receiptUrl: receiptByOrder.get(row.id) ?? null,
    }),
  );
}

/** A corporation's corporate orders of every status, newest first (the latest 20). */
export async function loadCorporateOrders(db: Db, corporationId: string, depositAccount: DepositAccount): Promise<CorporateOrderDto[]> {
  const rows = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.corporationId, corporationId), eq(schema.orders.kind, 'CORPORATE')))
    .orderBy(desc(schema.orders.createdAt), desc(schema.orders.id))
    .limit(20);
  return presentCorporateOrders(db, rows, depositAccount);
}

/** One corporate order by id, presented (null when missing or not a corporate order). */
export async function loadCorporateOrder(db: Db, orderId: string, depositAccount: DepositAccount): Promise<CorporateOrderDto | null> {
  const [row] = await db.select().from(schema.orders).where(and(eq(schema.orders.id, orderId), eq(schema.orders.kind, 'CORPORATE')));
  if (!row) return null;
  const [dto] = await presentCorporateOrders(db, [row], depositAccount);
  return dto ?? null;
}
