import type { OrderDto } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, desc, eq } from 'drizzle-orm';
import { presentOrders, type OrderRow } from '../../presenters/billing/order';

export interface Page<T> {
  items: T[];
  pagination: { page: number; size: number; count: number; hasNext: boolean };
}

export function pageOf<T>(items: T[], page: number, size: number, total: number): Page<T> {
  return { items, pagination: { page, size, count: total, hasNext: (page + 1) * size < total } };
}

/** `%q%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The user's own orders of every status (pending and failed ones too), newest first; `page` starts at 0. */
export async function loadUserOrders(db: Db, userId: string, page: number, size: number): Promise<Page<OrderDto>> {
  const where = eq(schema.orders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(schema.orders).where(where).orderBy(desc(schema.orders.createdAt), desc(schema.orders.id)).limit(size).offset(page * size),
    db.select({ count: count() }).from(schema.orders).where(where),
  ]);
  return pageOf(await presentOrders(db, rows), page, size, total?.count ?? 0);
}

/** One of the user's orders (another user's order is not found, like a missing one). */
export async function loadUserOrder(db: Db, userId: string, orderId: string): Promise<OrderDto | null> {
  const [row] = await db.select().from(schema.orders).where(and(eq(schema.orders.id, orderId), eq(schema.orders.userId, userId)));
  if (!row) return null;
  const [dto] = await presentOrders(db, [row as OrderRow]);
  return dto ?? null;
}
