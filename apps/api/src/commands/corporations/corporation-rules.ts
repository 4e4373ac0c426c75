import { AppError, canJoin, type ErrorCode, type SeatState } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CorporationRow } from '../../presenters/corporation';
import type { UserRow } from '../../presenters/user-info';
import { activeCorporateMembership, grantSeat, type CorporateMembershipRow } from './corporate-membership';

const { corporations, corporationInvitations, subscriptions, users } = schema;

/*
 * The manager flag. A corporation's managers are the users with `assign = 'MANAGER'` (the Principal's
 * corporation role reads that). `users.is_manager` is the spec's `isManager` wire field ("admin when
 * isManager", i.e. corporation admin): every command here that changes `assign` sets `isManager` to
 * `assign === 'MANAGER'` in the same UPDATE, so the two never disagree for a row these commands wrote.
 */
export function managerColumns(role: 'MANAGER' | 'MEMBER' | null): { assign: 'MANAGER' | 'MEMBER' | null; isManager: boolean } {
  return { assign: role, isManager: role === 'MANAGER' };
}

/** Locks a corporation's row for the rest of the transaction: its seats and managers change one request at a time. */
export async function lockCorporation(tx: Db, corporationId: string): Promise<CorporationRow | null> {
  const [row] = await tx.select().from(corporations).where(eq(corporations.id, corporationId)).for('update');
  return row ?? null;
}

/** Active users of a corporation. */
export async function memberCount(tx: Db, corporationId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(and(eq(users.corporationId, corporationId), eq(users.status, 'ACTIVE')));
  return Number(row?.n ?? 0);
}

/** Invitations still open (PENDING and not past their expiry): each holds a seat. */
export async function openInvitationCount(tx: Db, corporationId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(corporationInvitations)
    .where(and(eq(corporationInvitations.corporationId, corporationId), eq(corporationInvitations.status, 'PENDING'), gt(corporationInvitations.expiresAt, now)));
  return Number(row?.n ?? 0);
}

export interface SeatSnapshot extends SeatState {
  corporate: CorporateMembershipRow | null;
}

export async function seatSnapshot(tx: Db, corporationId: string, now: Date): Promise<SeatSnapshot> {
  const [corporate, members, pendingInvitations] = await Promise.all([
    activeCorporateMembership(tx, corporationId),
    memberCount(tx, corporationId),
    openInvitationCount(tx, corporationId, now),
  ]);
  return { corporate, seatsBought: corporate?.seats ?? null, members, pendingInvitations };
}

/** Whether a user pays for a personal subscription that is still live (ACTIVE or PAST_DUE). */
export async function hasLivePersonalSubscription(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE'])))
    .limit(1);
  return Boolean(row);
}

/**
 * Why a user cannot join a corporation now (after the invitation or domain checks), or null:
 * already in a corporation, a live personal subscription, no seat left. Accepting an invitation, its
 * preview and joining by domain all ask this one function.
 */
export async function joinBlocker(tx: Db, user: Pick<UserRow, 'id' | 'corporationId'>, corporationId: string, now: Date): Promise<ErrorCode | null> {
  if (user.corporationId) return user.corporationId === corporationId ? 'INVITEE_ALREADY_MEMBER' : 'ALREADY_IN_CORPORATION';
  if (await hasLivePersonalSubscription(tx, user.id)) return 'CORPORATION_JOIN_SUBSCRIPTION_ACTIVE';
  const seats = await seatSnapshot(tx, corporationId, now);
  if (!canJoin(seats)) return 'SEAT_LIMIT_REACHED';
  return null;
}

/**
 * Makes a user a MEMBER of a corporation (call with the corporation row locked, after joinBlocker):
 * the conditional UPDATE only takes a user who is in no corporation, so two joins cannot both win;
 * with a corporate membership in force the user gets their seat at once.
 */
export async function joinCorporation(tx: Db, input: { userId: string; corporationId: string; via: 'INVITATION' | 'DOMAIN'; now: Date }): Promise<void> {
  const updated = await tx
    .update(users)
    .set({ corporationId: input.corporationId, ...managerColumns('MEMBER'), type: 'CORPORATE', corporationJoinedAt: input.now, corporationVia: input.via, updatedAt: input.now })
    .where(and(eq(users.id, input.userId), sql`${users.corporationId} is null`, eq(users.status, 'ACTIVE')))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('ALREADY_IN_CORPORATION');
  const corporate = await activeCorporateMembership(tx, input.corporationId);
  if (corporate) await grantSeat(tx, corporate, input.userId, input.now);
}

/** The active managers of a corporation. */
export async function managerIds(tx: Db, corporationId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.corporationId, corporationId), eq(users.status, 'ACTIVE'), eq(users.assign, 'MANAGER'), isNotNull(users.corporationId)));
  return rows.map((r) => r.id);
}

/** A user row, read inside the transaction (after the corporation lock), or null. */
export async function userRow(tx: Db, userId: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.status, 'ACTIVE')));
  return row ?? null;
}

/** Which unique key a violation hit (constraint name, or the message naming it). */
export function violatedConstraint(err: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { constraint, message } = current as { constraint?: unknown; message?: unknown };
    if (typeof constraint === 'string') return constraint;
    if (typeof message === 'string' && /corporations?_/.test(message)) return message;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}
