import { schema } from '@spi/db';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { GatewayError } from '../../adapters/payment-gateway';
import type { BillingDeps } from './billing-deps';
import { settlePaid } from './charge-order';

const { orders } = schema;
/** An order left PENDING (a charge in flight) longer than this is presumed abandoned (a crash). */
export const STALE_PENDING_MS = 60_000;

export interface ReconcileReport {
  checked: number;
  paid: number;
  failed: number;
  stillUnknown: number;
}

/**
 * Settles orders whose outcome is not known (UNKNOWN, or PENDING with an attempt older than a minute)
 * from the gateway, by order id: DONE → paid (exactly as if the charge had answered); an aborted
 * payment → FAILED with the card's reason; nothing at the gateway → FAILED (nothing was charged, the
 * renewal job or the reader tries again with a new attempt); gateway unreachable → left for next time.
 */
export async function reconcileOrders(deps: BillingDeps, options: { limit?: number } = {}): Promise<ReconcileReport> {
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - STALE_PENDING_MS);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(
      or(
        and(eq(orders.status, 'UNKNOWN'), lte(orders.updatedAt, staleBefore)),
        and(eq(orders.status, 'PENDING'), inArray(orders.attempts, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), lte(orders.updatedAt, staleBefore)),
      ),
    )
    .limit(options.limit ?? 100);
  const report: ReconcileReport = { checked: rows.length, paid: 0, failed: 0, stillUnknown: 0 };
  for (const order of rows) {
    let found;
    try {
      found = await deps.gateway.findPaymentByOrderId(order.id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      report.stillUnknown++;
      continue;
    }
    if (found && (found.status === 'DONE' || found.status === 'CANCELED' || found.status === 'PARTIAL_CANCELED')) {
      await settlePaid(deps, order.id, found);
      report.paid++;
      continue;
    }
    const declined = found?.failure ?? null;
    const [row] = await deps.db
      .update(orders)
      .set({
        status: 'FAILED',
        failureCode: declined?.code ?? 'GATEWAY',
        failureMessage: declined?.message ?? '결제가 이루어지지 않았습니다.',
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status), eq(orders.updatedAt, order.updatedAt)))
      .returning({ id: orders.id });
    if (row) report.failed++;
  }
  if (report.checked > 0) deps.log.info(report, 'orders reconciled');
  return report;
}
