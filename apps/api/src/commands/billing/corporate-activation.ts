import { periodEnd } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { activateCorporateMembership, activeCorporateMembership } from '../corporations/corporate-membership';

type OrderRow = typeof schema.orders.$inferSelect;

/**
 * What paying a corporate order does (card: the charge engine's applyPaid; deposit: the admin's
 * confirmation), inside the transaction that marked it PAID. The term starts now, or — when a corporate
 * membership is in force — at its period end, so buying again extends it (later end, the larger seat
 * count). Every member of the corporation gets a seat (a CORPORATION membership row), and the order
 * records the period it paid for.
 */
export async function activatePaidCorporateOrder(tx: Db, order: OrderRow, now: Date): Promise<{ periodStart: Date; periodEnd: Date } | null> {
  if (order.kind !== 'CORPORATE' || !order.corporationId) return null;
  // One corporation's seats change one at a time (activateCorporateMembership locks the same row again).
  await tx.select({ id: schema.corporations.id }).from(schema.corporations).where(eq(schema.corporations.id, order.corporationId)).for('update');
  const current = await activeCorporateMembership(tx, order.corporationId);
  const start = current && current.periodEnd.getTime() > now.getTime() ? current.periodEnd : now;
  const end = periodEnd(start, order.cycle);
  await activateCorporateMembership(tx, {
    corporationId: order.corporationId,
    planCode: order.planCode,
    seats: order.seats,
    periodStart: start,
    periodEnd: end,
    orderId: order.id,
    now,
  });
  await tx.update(schema.orders).set({ periodStart: start, periodEnd: end, updatedAt: now }).where(eq(schema.orders.id, order.id));
  return { periodStart: start, periodEnd: end };
}
