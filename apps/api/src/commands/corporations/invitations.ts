import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError, ERROR_CATALOGUE, INVITATION_TTL_DAYS, seatsLeftForInvitation, type ErrorCode } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { SignedInViewer } from '../../loaders/load-viewer';
import { pgErrorCode, UNIQUE_VIOLATION } from '../cms/cms-context';
import { recordAudit } from '../record-activity';
import { inTransaction } from '../transaction';
import { joinBlocker, joinCorporation, lockCorporation, seatSnapshot, userRow, violatedConstraint } from './corporation-rules';
import { activeCorporateMembership } from './corporate-membership';

const { corporationInvitations, users } = schema;
export type InvitationRow = typeof corporationInvitations.$inferSelect;

const DAY_MS = 86_400_000;

/** A new link: 32 random bytes (base64url, 43 characters); only its SHA-256 is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ManagerActor {
  userId: string;
  ip: string;
}

/** Inside a transaction with the corporation locked: the caller must still manage it (their role may have changed since the request began). */
async function assertStillManager(tx: Db, corporationId: string, userId: string): Promise<void> {
  const me = await userRow(tx, userId);
  if (!me || me.corporationId !== corporationId) throw new AppError('FORBIDDEN');
  if (me.assign !== 'MANAGER') throw new AppError('ACCESS_CORPORATION_MANAGER_ONLY');
}

export interface IssuedInvitation {
  invitation: InvitationRow;
  /** The link's token, for the mail only (never stored, never logged). */
  token: string;
  corporationName: string;
}

/**
 * POST /corporations/{id}/invitations: the manager invites an address. Refused when it belongs to a
 * member already (INVITEE_ALREADY_MEMBER), to an active user of another corporation
 * (INVITEE_IN_OTHER_CORPORATION), when an open invitation exists (INVITATION_ALREADY_PENDING; the
 * unique index decides races) or no seat is left counting open invitations (SEAT_LIMIT_REACHED).
 */
export async function inviteMember(db: Db, corporationId: string, email: string, actor: ManagerActor, now: Date): Promise<IssuedInvitation> {
  const address = email.trim().toLowerCase();
  try {
    return await inTransaction(db, async (tx) => {
      const corporation = await lockCorporation(tx, corporationId);
      if (!corporation) throw new AppError('CORPORATION_NOT_FOUND');
      await assertStillManager(tx, corporationId, actor.userId);
      const holders = await tx
        .select({ corporationId: users.corporationId })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${address}`, eq(users.status, 'ACTIVE')));
      if (holders.some((u) => u.corporationId === corporationId)) throw new AppError('INVITEE_ALREADY_MEMBER');
      if (holders.some((u) => u.corporationId !== null)) throw new AppError('INVITEE_IN_OTHER_CORPORATION');
      // An expired invitation no longer holds the address (nor a seat).
      await tx
        .update(corporationInvitations)
        .set({ status: 'EXPIRED' })
        .where(and(eq(corporationInvitations.corporationId, corporationId), eq(corporationInvitations.email, address), eq(corporationInvitations.status, 'PENDING'), lte(corporationInvitations.expiresAt, now)));
      const [open] = await tx
        .select({ id: corporationInvitations.id })
        .from(corporationInvitations)
        .where(and(eq(corporationInvitations.corporationId, corporationId), eq(corporationInvitations.email, address), eq(corporationInvitations.status, 'PENDING')));
      if (open) throw new AppError('INVITATION_ALREADY_PENDING');
      if (seatsLeftForInvitation(await seatSnapshot(tx, corporationId, now)) <= 0) throw new AppError('SEAT_LIMIT_REACHED');
      const { token, tokenHash } = newInvitationToken();
      const [invitation] = await tx
        .insert(corporationInvitations)
        .values({ id: randomUUID(), corporationId, email: address, tokenHash, status: 'PENDING', invitedBy: actor.userId, expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS), createdAt: now })
        .returning();
      await recordAudit(tx, { actorId: actor.userId, action: 'corporation.invitation.create', targetType: 'corporation', targetId: corporationId, ip: actor.ip, meta: { invitationId: invitation!.id } });
      return { invitation: invitation!, token, corporationName: corporation.name };
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION && violatedConstraint(err).includes('open_key')) throw new AppError('INVITATION_ALREADY_PENDING');
    throw err;
  }
}

async function lockedInvitation(tx: Db, corporationId: string, invitationId: string): Promise<InvitationRow> {
  const [row] = await tx
    .select()
    .from(corporationInvitations)
    .where(and(eq(corporationInvitations.id, invitationId), eq(corporationInvitations.corporationId, corporationId)))
    .for('update');
  if (!row) throw new AppError('INVITATION_NOT_FOUND');
  return row;
}

/** DELETE /corporations/{id}/invitations/{invitationId}: the manager takes an open invitation back (its link stops working). */
export async function revokeInvitation(db: Db, corporationId: string, invitationId: string, actor: ManagerActor, now: Date): Promise<InvitationRow> {
  return inTransaction(db, async (tx) => {
    if (!(await lockCorporation(tx, corporationId))) throw new AppError('CORPORATION_NOT_FOUND');
    await assertStillManager(tx, corporationId, actor.userId);
    const row = await lockedInvitation(tx, corporationId, invitationId);
    if (row.status === 'ACCEPTED') throw new AppError('INVITATION_USED');
    if (row.status !== 'PENDING') return row;
    const [revoked] = await tx
      .update(corporationInvitations)
      .set({ status: 'REVOKED', revokedAt: now })
      .where(and(eq(corporationInvitations.id, invitationId), eq(corporationInvitations.status, 'PENDING')))
      .returning();
    await recordAudit(tx, { actorId: actor.userId, action: 'corporation.invitation.revoke', targetType: 'corporation', targetId: corporationId, ip: actor.ip, meta: { invitationId } });
    return revoked!;
  });
}

/**
 * POST /corporations/{id}/invitations/{invitationId}/resend: a new token and a new expiry for an open
 * (or expired) invitation; the old link stops working at once. An expired one takes a seat again, so
 * the seat rule applies to it.
 */
export async function resendInvitation(db: Db, corporationId: string, invitationId: string, actor: ManagerActor, now: Date): Promise<IssuedInvitation> {
  try {
    return await inTransaction(db, async (tx) => {
      const corporation = await lockCorporation(tx, corporationId);
      if (!corporation) throw new AppError('CORPORATION_NOT_FOUND');
      await assertStillManager(tx, corporationId, actor.userId);
      const row = await lockedInvitation(tx, corporationId, invitationId);
      if (row.status === 'ACCEPTED') throw new AppError('INVITATION_USED');
      if (row.status === 'REVOKED') throw new AppError('INVITATION_REVOKED');
      const holdsSeat = row.status === 'PENDING' && row.expiresAt > now;
      if (!holdsSeat && seatsLeftForInvitation(await seatSnapshot(tx, corporationId, now)) <= 0) throw new AppError('SEAT_LIMIT_REACHED');
      const { token, tokenHash } = newInvitationToken();
      const [updated] = await tx
        .update(corporationInvitations)
        .set({ tokenHash, status: 'PENDING', expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS), invitedBy: actor.userId })
        .where(eq(corporationInvitations.id, invitationId))
        .returning();
      await recordAudit(tx, { actorId: actor.userId, action: 'corporation.invitation.resend', targetType: 'corporation', targetId: corporationId, ip: actor.ip, meta: { invitationId } });
      return { invitation: updated!, token, corporationName: corporation.name };
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION && violatedConstraint(err).includes('open_key')) throw new AppError('INVITATION_ALREADY_PENDING');
    throw err;
  }
}

export async function invitationByToken(db: Db, token: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(corporationInvitations).where(eq(corporationInvitations.tokenHash, hashInvitationToken(token)));
  return row ?? null;
}

/** The state of a link as the viewer sees it: a PENDING invitation past its expiry is EXPIRED. */
export function effectiveStatus(row: InvitationRow, now: Date): InvitationRow['status'] {
  return row.status === 'PENDING' && row.expiresAt <= now ? 'EXPIRED' : row.status;
}

/**
 * Why this viewer cannot accept this invitation now, or null — the same checks, in the same order,
 * as accepting: the link (used, revoked, expired), the address, then joinBlocker (already in a
 * corporation, a live personal subscription, no seat).
 */
export async function acceptBlocker(db: Db, row: InvitationRow, viewer: Pick<SignedInViewer, 'userId'>, now: Date): Promise<ErrorCode | null> {
  const status = effectiveStatus(row, now);
  if (status === 'ACCEPTED') return 'INVITATION_USED';
  if (status === 'REVOKED') return 'INVITATION_REVOKED';
  if (status === 'EXPIRED') return 'INVITATION_EXPIRED';
  const user = await userRow(db, viewer.userId);
  if (!user) return 'UNAUTHENTICATED';
  if (user.email.trim().toLowerCase() !== row.email.toLowerCase()) return 'INVITATION_EMAIL_MISMATCH';
  return joinBlocker(db, user, row.corporationId, now);
}

export interface AcceptedInvitation {
  corporationId: string;
  corporationName: string;
  /** Whether the corporation's membership is in force, so the new member holds a seat now. */
  seatActive: boolean;
}

/**
 * POST /invitations/{token}/accept: one transaction locks the corporation (two accepts cannot overfill
 * its seats), re-runs acceptBlocker, claims the invitation with a conditional UPDATE (a second accept
 * finds it no longer PENDING: INVITATION_USED) and makes the viewer a member with their seat. An
 * expired link is marked EXPIRED (committed) before INVITATION_EXPIRED answers.
 */
export async function acceptInvitation(db: Db, token: string, viewer: { userId: string; ip: string }, now: Date): Promise<AcceptedInvitation> {
  const found = await invitationByToken(db, token);
  if (!found) throw new AppError('INVITATION_NOT_FOUND');
  const outcome = await inTransaction(db, async (tx): Promise<AcceptedInvitation | { blocked: ErrorCode }> => {
    const corporation = await lockCorporation(tx, found.corporationId);
    if (!corporation) throw new AppError('INVITATION_NOT_FOUND');
    const [row] = await tx.select().from(corporationInvitations).where(eq(corporationInvitations.id, found.id));
    if (!row || row.tokenHash !== found.tokenHash) throw new AppError('INVITATION_NOT_FOUND');
    const blocked = await acceptBlocker(tx, row, viewer, now);
    if (blocked === 'INVITATION_EXPIRED') {
      await tx.update(corporationInvitations).set({ status: 'EXPIRED' }).where(and(eq(corporationInvitations.id, row.id), eq(corporationInvitations.status, 'PENDING')));
      return { blocked };
    }
    if (blocked) throw new AppError(blocked);
    const claimed = await tx
      .update(corporationInvitations)
      .set({ status: 'ACCEPTED', acceptedBy: viewer.userId, acceptedAt: now })
      .where(and(eq(corporationInvitations.id, row.id), eq(corporationInvitations.status, 'PENDING'), eq(corporationInvitations.tokenHash, found.tokenHash)))
      .returning({ id: corporationInvitations.id });
    if (claimed.length === 0) throw new AppError('INVITATION_USED');
    await joinCorporation(tx, { userId: viewer.userId, corporationId: corporation.id, via: 'INVITATION', now });
    // Other open invitations to the same address elsewhere no longer make sense.
    await tx
      .update(corporationInvitations)
      .set({ status: 'REVOKED', revokedAt: now })
      .where(and(eq(corporationInvitations.email, row.email), eq(corporationInvitations.status, 'PENDING'), ne(corporationInvitations.id, row.id)));
    await recordAudit(tx, { actorId: viewer.userId, action: 'corporation.member.join', targetType: 'corporation', targetId: corporation.id, ip: viewer.ip, meta: { via: 'INVITATION', invitationId: row.id } });
    return { corporationId: corporation.id, corporationName: corporation.name, seatActive: (await activeCorporateMembership(tx, corporation.id)) !== null };
  });
  if ('blocked' in outcome) throw new AppError(outcome.blocked);
  return outcome;
}

/** The Korean message of a blocker, for the preview. */
export function blockerMessage(code: ErrorCode | null): string | null {
  return code ? ERROR_CATALOGUE[code].message : null;
}

