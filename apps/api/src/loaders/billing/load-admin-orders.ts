import type { AdminOrderDto, orderStatuses } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { presentOrders, type OrderRow } from '../../presenters/billing/order';
import { containsPattern, pageOf, type Page } from './load-orders';

type OrderStatus = (typeof orderStatuses)[number];

/** What can still be refunded: the paid amount less refunds, for paid or partly refunded orders. */
export function refundableOf(row: Pick<OrderRow, 'status' | 'amount' | 'refundedAmount'>): number {
  return row.status === 'PAID' || row.status === 'PARTIALLY_REFUNDED' ? Math.max(0, row.amount - row.refundedAmount) : 0;
}

/** Orders with the orderer's id and e-mail and the refundable balance. */
export async function presentAdminOrders(db: Db, rows: OrderRow[]): Promise<AdminOrderDto[]> {
  const dtos = await presentOrders(db, rows);
  const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is string => Boolean(id)))];
  const users = userIds.length > 0 ? await db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users).where(inArray(schema.users.id, userIds)) : [];
  const emailById = new Map(users.map((u) => [u.id, u.email]));
  return rows.map((row, i) => ({ ...dtos[i]!, userId: row.userId, email: row.userId ? (emailById.get(row.userId) ?? null) : null, refundable: refundableOf(row) }));
}

/**
 * Admin order list, newest first: `q` matches the order id, order name or the orderer's e-mail or
 * nickname (contains, case-insensitive); `status` filters.
 */
export async function loadAdminOrders(db: Db, query: { q?: string; status?: OrderStatus; page: number; size: number }): Promise<Page<AdminOrderDto>> {
  const { orders, users } = schema;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(orders.id, pattern), ilike(orders.orderName, pattern), ilike(users.email, pattern), ilike(users.nickname, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ count: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return pageOf(await presentAdminOrders(db, rows.map((r) => r.order)), query.page, query.size, total?.count ?? 0);
}

export async function loadAdminOrder(db: Db, orderId: string): Promise<AdminOrderDto | null> {
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!row) return null;
  const [dto] = await presentAdminOrders(db, [row]);
  return dto ?? null;
}
