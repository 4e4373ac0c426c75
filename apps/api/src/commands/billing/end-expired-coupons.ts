import { schema, type Db } from '@spi/db';
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../transaction';
import { lockUser } from './membership-grants';

/** Redemptions ended per run; the next tick takes the rest. */
const BATCH_SIZE = 200;

export interface EndExpiredCouponsResult {
  ended: number;
  restored: number;
}

/**
 * Ends coupon benefits whose end has passed: the redemption and its coupon membership end, and the
 * membership kept aside (if still SUSPENDED) is in force again. Each redemption is handled in its own
 * transaction under the user's row lock, and every update is conditional on the state it expects, so a
 * second run (or a second API process running at the same time) changes nothing.
 */
export async function endExpiredCoupons(db: Db, now: Date, options: { log?: FastifyBaseLogger } = {}): Promise<EndExpiredCouponsResult> {
  const { couponRedemptions, memberships } = schema;
  const due = await db
    .select({ id: couponRedemptions.id, userId: couponRedemptions.userId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.status, 'ACTIVE'), lte(couponRedemptions.benefitEnd, now)))
    .orderBy(asc(couponRedemptions.benefitEnd))
    .limit(BATCH_SIZE);
  const result: EndExpiredCouponsResult = { ended: 0, restored: 0 };
  for (const { id, userId } of due) {
    try {
      const restored = await inTransaction(db, async (tx) => {
        await lockUser(tx, userId);
        const [redemption] = await tx
          .update(couponRedemptions)
          .set({ status: 'ENDED', endedAt: now })
          .where(and(eq(couponRedemptions.id, id), eq(couponRedemptions.status, 'ACTIVE'), lte(couponRedemptions.benefitEnd, now)))
          .returning();
        if (!redemption) return null;
        const [coupon] = await tx
          .update(memberships)
          .set({ status: 'ENDED' })
          .where(and(eq(memberships.id, redemption.membershipId), eq(memberships.status, 'ACTIVE')))
          .returning();
        // The membership's pointer is the current one (grantMembership may have replaced the original).
        const originalId = coupon?.originalMembershipId ?? redemption.originalMembershipId;
        if (!originalId) return false;
        const [other] = await tx
          .select({ id: memberships.id })
          .from(memberships)
          .where(and(eq(memberships.userId, userId), eq(memberships.status, 'ACTIVE'), ne(memberships.id, originalId)))
          .limit(1);
        if (other) return false;
        const [original] = await tx.select().from(memberships).where(eq(memberships.id, originalId));
        if (!original || original.status !== 'SUSPENDED') return false;
        // A membership whose own end passed while it was kept aside ends instead of coming back.
        if (original.endsAt && original.endsAt.getTime() <= now.getTime()) {
          await tx.update(memberships).set({ status: 'ENDED' }).where(and(eq(memberships.id, originalId), eq(memberships.status, 'SUSPENDED')));
          return false;
        }
        const back = await tx
          .update(memberships)
          .set({ status: 'ACTIVE' })
          .where(and(eq(memberships.id, originalId), eq(memberships.status, 'SUSPENDED')))
          .returning({ id: memberships.id });
        return back.length === 1;
      });
      if (restored === null) continue;
      result.ended += 1;
      if (restored) result.restored += 1;
    } catch (err) {
      options.log?.error({ err, redemptionId: id }, 'ending an expired coupon failed; retried on the next run');
    }
  }
  if (result.ended > 0) options.log?.info(result, 'expired coupon benefits ended');
  return result;
}
