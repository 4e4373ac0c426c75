import { randomUUID } from 'node:crypto';
import type { MembershipTierCode } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';

type MembershipSource = 'SUBSCRIPTION' | 'COUPON' | 'CORPORATION' | 'GRANT';

export interface GrantInput {
  userId: string;
  tierCode: MembershipTierCode;
  /** The tier's display name (presented as membershipName). */
  name: string;
  source: MembershipSource;
  now: Date;
  endsAt?: Date | null;
  roles?: string[];
  corporationId?: string | null;
}

export interface Grant {
  membershipId: string;
  /** ACTIVE: in force now. SUSPENDED: a coupon is in force; this one is restored when it ends. */
  status: 'ACTIVE' | 'SUSPENDED';
}

/** Locks the user's row: every membership change of one user happens one at a time. */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for('update');
}

/**
 * Puts a membership in force for a user (call inside a transaction). The one rule for every source:
 * - a coupon in force stays in force; a new non-coupon membership waits behind it as its original
 *   (SUSPENDED), replacing the original it had, and is restored when the coupon ends;
 * - otherwise the membership in force (if any) ends now and the new one becomes ACTIVE.
 * A coupon grant itself goes through `redeemCoupon`, which suspends instead of ending.
 */
export async function grantMembership(tx: Db, input: GrantInput): Promise<Grant> {
  await lockUser(tx, input.userId);
  const { memberships, couponRedemptions } = schema;
  const [active] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, input.userId), eq(memberships.status, 'ACTIVE')))
    .limit(1);
  const id = randomUUID();
  const row = {
    id,
    userId: input.userId,
    corporationId: input.corporationId ?? null,
    tierCode: input.tierCode,
    name: input.name,
    roles: input.roles ?? [],
    source: input.source,
    startedAt: input.now,
    endsAt: input.endsAt ?? null,
  };
  if (active?.source === 'COUPON' && input.source !== 'COUPON') {
    if (active.originalMembershipId) {
      await tx
        .update(memberships)
        .set({ status: 'ENDED', endsAt: input.now })
        .where(and(eq(memberships.id, active.originalMembershipId), eq(memberships.status, 'SUSPENDED')));
    }
    await tx.insert(memberships).values({ ...row, status: 'SUSPENDED' });
    await tx.update(memberships).set({ originalMembershipId: id }).where(eq(memberships.id, active.id));
    await tx
      .update(couponRedemptions)
      .set({ originalMembershipId: id })
      .where(and(eq(couponRedemptions.membershipId, active.id), eq(couponRedemptions.status, 'ACTIVE')));
    return { membershipId: id, status: 'SUSPENDED' };
  }
  if (active) await tx.update(memberships).set({ status: 'ENDED', endsAt: input.now }).where(eq(memberships.id, active.id));
  await tx.insert(memberships).values({ ...row, status: 'ACTIVE' });
  return { membershipId: id, status: 'ACTIVE' };
}

/** Changes the tier of a membership in place (an upgrade now, or a change at renewal). */
export async function changeMembershipTier(tx: Db, membershipId: string, tierCode: MembershipTierCode, name: string): Promise<void> {
  await tx.update(schema.memberships).set({ tierCode, name }).where(eq(schema.memberships.id, membershipId));
}

/**
 * Ends a membership (a subscription ended, a corporation seat removed). If it was waiting behind a
 * coupon, the coupon no longer restores it.
 */
export async function endMembership(tx: Db, membershipId: string, now: Date): Promise<void> {
  const { memberships, couponRedemptions } = schema;
  await tx.update(memberships).set({ status: 'ENDED', endsAt: now }).where(eq(memberships.id, membershipId));
  await tx.update(memberships).set({ originalMembershipId: null }).where(eq(memberships.originalMembershipId, membershipId));
  await tx.update(couponRedemptions).set({ originalMembershipId: null }).where(eq(couponRedemptions.originalMembershipId, membershipId));
}
