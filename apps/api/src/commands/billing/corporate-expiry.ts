import { schema } from '@spi/db';
import { and, asc, eq, gt, lt, lte, notExists, or } from 'drizzle-orm';
import { endCorporateMembership } from '../corporations/corporate-membership';
import { inTransaction } from '../transaction';
import type { BillingDeps } from './billing-deps';
import { sendCorporateMembershipEndedNotice, sendDepositExpiredNotice } from './corporate-notices';

const { billingCheckouts, corporateMemberships, corporations, orders } = schema;
/** Rows handled per run; the next tick takes the rest. */
const BATCH_SIZE = 200;

export interface ExpireCorporateOrdersResult {
  /** Deposit orders past their deadline, now EXPIRED. */
  expired: number;
  /** Card orders whose card registration was abandoned (never charged, every checkout closed or expired), now CANCELLED. */
  abandoned: number;
}

/**
 * (a) Deposit orders still waiting after their deadline become EXPIRED (one conditional UPDATE each, so
 * an admin confirming at the same moment and this job cannot both win), and the manager is told.
 * Card orders never charged whose card registration can no longer be confirmed become CANCELLED, so
 * the corporation's one open order is free again. A second run changes nothing.
 */
export async function expireCorporateOrders(deps: BillingDeps): Promise<ExpireCorporateOrdersResult> {
  const now = deps.now();
  const result: ExpireCorporateOrdersResult = { expired: 0, abandoned: 0 };
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.kind, 'CORPORATE'), eq(orders.method, 'DEPOSIT'), eq(orders.status, 'PENDING'), lt(orders.depositDeadline, now)))
    .orderBy(asc(orders.depositDeadline))
    .limit(BATCH_SIZE);
  for (const { id } of due) {
    try {
      const [row] = await deps.db
        .update(orders)
        .set({ status: 'EXPIRED', cancelledAt: now, cancelReason: '입금 기한이 지났습니다.', updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'PENDING'), lt(orders.depositDeadline, now)))
        .returning();
      if (!row) continue;
      result.expired += 1;
      await sendDepositExpiredNotice(deps, row);
    } catch (err) {
      deps.log.error({ err, orderId: id }, 'expiring a deposit order failed; retried on the next run');
    }
  }

  // A card window left open: no checkout of the order is still confirmable (OPEN, unexpired) or being confirmed.
  const liveCheckout = deps.db
    .select({ id: billingCheckouts.id })
    .from(billingCheckouts)
    .where(
      and(
        eq(billingCheckouts.orderId, orders.id),
        or(eq(billingCheckouts.status, 'CONFIRMING'), and(eq(billingCheckouts.status, 'OPEN'), gt(billingCheckouts.expiresAt, now))),
      ),
    );
  const abandoned = await deps.db
    .update(orders)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: '카드 등록이 완료되지 않아 주문이 취소되었습니다.', updatedAt: now })
    .where(and(eq(orders.kind, 'CORPORATE'), eq(orders.method, 'CARD'), eq(orders.status, 'PENDING'), eq(orders.attempts, 0), notExists(liveCheckout)))
    .returning({ id: orders.id });
  result.abandoned = abandoned.length;
  for (const { id } of abandoned) {
    await deps.db
      .update(billingCheckouts)
      .set({ status: 'FAILED', result: { error: { code: 'CHECKOUT_EXPIRED', message: '결제 요청이 만료되었습니다. 처음부터 다시 시도해 주세요.' } }, updatedAt: now })
      .where(and(eq(billingCheckouts.orderId, id), eq(billingCheckouts.status, 'OPEN')));
  }
  if (result.expired > 0 || result.abandoned > 0) deps.log.info(result, 'corporate orders expired');
  return result;
}

export interface EndCorporateMembershipsResult {
  ended: number;
}

/**
 * (b) Corporate memberships past their period end end, and with them every member's seat (their next
 * request is decided without the corporate tier). Each in its own transaction under the corporation's
 * row lock, re-checked there, so a second run — or a renewal extending the term at the same moment —
 * changes nothing it should not.
 */
export async function endExpiredCorporateMemberships(deps: BillingDeps): Promise<EndCorporateMembershipsResult> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: corporateMemberships.id, corporationId: corporateMemberships.corporationId })
    .from(corporateMemberships)
    .where(and(eq(corporateMemberships.status, 'ACTIVE'), lte(corporateMemberships.periodEnd, now)))
    .orderBy(asc(corporateMemberships.periodEnd))
    .limit(BATCH_SIZE);
  const result: EndCorporateMembershipsResult = { ended: 0 };
  for (const { id, corporationId } of due) {
    try {
      const ended = await inTransaction(deps.db, async (tx) => {
        await tx.select({ id: corporations.id }).from(corporations).where(eq(corporations.id, corporationId)).for('update');
        const [row] = await tx
          .select()
          .from(corporateMemberships)
          .where(and(eq(corporateMemberships.id, id), eq(corporateMemberships.status, 'ACTIVE'), lte(corporateMemberships.periodEnd, now)));
        if (!row) return null;
        await endCorporateMembership(tx, row, now);
        return row;
      });
      if (!ended) continue;
      result.ended += 1;
      deps.log.info({ corporationId, corporateMembershipId: id }, 'corporate membership ended');
      await sendCorporateMembershipEndedNotice(deps, ended);
    } catch (err) {
      deps.log.error({ err, corporateMembershipId: id }, 'ending a corporate membership failed; retried on the next run');
    }
  }
  return result;
}
