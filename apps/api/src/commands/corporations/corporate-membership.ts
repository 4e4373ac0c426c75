import type { MembershipTierCode } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, inArray } from 'drizzle-orm';
import { tierOf } from '../../presenters/membership';
import { endMembership, grantMembership } from '../billing/membership-grants';

const { corporateMemberships, memberships, membershipPlans, users } = schema;
export type CorporateMembershipRow = typeof corporateMemberships.$inferSelect;

/**
 * The seats of a corporation (issue 10). A corporate membership (N seats of a plan for a period) is in
 * force while ACTIVE; every member of the corporation then holds a membership row with source
 * CORPORATION, so the Principal — and every decision — sees the corporate tier. Joining grants a seat,
 * leaving or being removed ends it at once (the next request loads the Principal from the rows).
 * Call these inside a transaction.
 */
export async function activeCorporateMembership(tx: Db, corporationId: string): Promise<CorporateMembershipRow | null> {
  const [row] = await tx
    .select()
    .from(corporateMemberships)
    .where(and(eq(corporateMemberships.corporationId, corporationId), eq(corporateMemberships.status, 'ACTIVE')))
    .limit(1);
  return row ?? null;
}

async function planName(tx: Db, planCode: string): Promise<string> {
  const [plan] = await tx.select({ name: membershipPlans.name }).from(membershipPlans).where(eq(membershipPlans.code, planCode));
  return plan?.name ?? planCode;
}

/** The membership rows of this corporation's seat held by a user (in force, or waiting behind a coupon). */
async function seatRowsOf(tx: Db, corporationId: string, userId: string) {
  return tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.corporationId, corporationId), eq(memberships.source, 'CORPORATION'), inArray(memberships.status, ['ACTIVE', 'SUSPENDED'])));
}

/** Gives a member their seat of the corporate membership (no-op when they hold it already). */
export async function grantSeat(tx: Db, corporate: CorporateMembershipRow, userId: string, now: Date): Promise<void> {
  const held = await seatRowsOf(tx, corporate.corporationId, userId);
  if (held.length > 0) {
    await tx
      .update(memberships)
      .set({ endsAt: corporate.periodEnd, roles: corporate.roles, tierCode: corporate.planCode })
      .where(inArray(memberships.id, held.map((m) => m.id)));
    return;
  }
  await grantMembership(tx, {
    userId,
    tierCode: tierOf({ tierCode: corporate.planCode }) as MembershipTierCode,
    name: await planName(tx, corporate.planCode),
    source: 'CORPORATION',
    corporationId: corporate.corporationId,
    roles: corporate.roles,
    endsAt: corporate.periodEnd,
    now,
  });
}

/** Ends a user's seat of a corporation (removed, left, or the corporate membership ended). */
export async function revokeSeat(tx: Db, corporationId: string, userId: string, now: Date): Promise<void> {
  for (const row of await seatRowsOf(tx, corporationId, userId)) await endMembership(tx, row.id, now);
}

export interface ActivateInput {
  corporationId: string;
  planCode: string;
  seats: number;
  periodStart: Date;
  periodEnd: Date;
  orderId: string;
  now: Date;
}

/**
 * Puts a paid corporate order in force: a new corporate membership, or — when one is in force — the
 * same one extended to the new period end with the larger seat count. Every member gets their seat.
 */
export async function activateCorporateMembership(tx: Db, input: ActivateInput): Promise<CorporateMembershipRow> {
  // One corporation's seats change one at a time.
  await tx.select({ id: schema.corporations.id }).from(schema.corporations).where(eq(schema.corporations.id, input.corporationId)).for('update');
  const current = await activeCorporateMembership(tx, input.corporationId);
  let row: CorporateMembershipRow;
  if (current) {
    const periodEnd = input.periodEnd > current.periodEnd ? input.periodEnd : current.periodEnd;
    const [updated] = await tx
      .update(corporateMemberships)
      .set({ seats: Math.max(current.seats, input.seats), periodEnd, planCode: input.planCode, orderId: input.orderId })
      .where(eq(corporateMemberships.id, current.id))
      .returning();
    row = updated!;
  } else {
    const [created] = await tx
      .insert(corporateMemberships)
      .values({
        id: crypto.randomUUID(),
        corporationId: input.corporationId,
        planCode: input.planCode,
        seats: input.seats,
        status: 'ACTIVE',
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        orderId: input.orderId,
        createdAt: input.now,
      })
      .returning();
    row = created!;
  }
  const members = await tx.select({ id: users.id }).from(users).where(and(eq(users.corporationId, input.corporationId), eq(users.status, 'ACTIVE')));
  for (const member of members) await grantSeat(tx, row, member.id, input.now);
  return row;
}

/** Ends a corporate membership (its period ended) and every member's seat. */
export async function endCorporateMembership(tx: Db, corporate: CorporateMembershipRow, now: Date): Promise<void> {
  await tx.update(corporateMemberships).set({ status: 'ENDED', endedAt: now }).where(eq(corporateMemberships.id, corporate.id));
  const members = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.corporationId, corporate.corporationId), eq(memberships.source, 'CORPORATION'), inArray(memberships.status, ['ACTIVE', 'SUSPENDED'])));
  for (const { userId } of members) await revokeSeat(tx, corporate.corporationId, userId, now);
}

/** Sets the membership roles every seat carries (an admin grants or removes FUND) and applies them to the seats. */
export async function setCorporateRoles(tx: Db, corporate: CorporateMembershipRow, roles: string[]): Promise<void> {
  await tx.update(corporateMemberships).set({ roles }).where(eq(corporateMemberships.id, corporate.id));
  await tx
    .update(memberships)
    .set({ roles })
    .where(and(eq(memberships.corporationId, corporate.corporationId), eq(memberships.source, 'CORPORATION'), inArray(memberships.status, ['ACTIVE', 'SUSPENDED'])));
}
