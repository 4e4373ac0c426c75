import { randomBytes } from 'node:crypto';
import {
  AppError, CITYFOLIO_CONSENT_VERSION, INVESTMENT_PROFILE_GUEST_ID_PATTERN, INVESTMENT_PROFILE_GUEST_TTL_DAYS, investmentProfileAnswersSchema,
  isGuestProfileExpired, randomId, scoreInvestmentProfile, type InvestmentProfileAnswers,
} from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { inTransaction } from '../transaction';

/**
 * Investment-profile results (ADR 020 §7). Stored only with consent to the current consent text. A guest's
 * row carries a random guestId (24 random bytes, base64url: the secret in the URL) and no user; claiming
 * it sets userId and claimedAt and keeps guestId, so the guest URL stops answering (it reads only rows
 * without a user) and a repeated claim by the same member is recognised. Unclaimed guest rows expire after
 * INVESTMENT_PROFILE_GUEST_TTL_DAYS (by the clock, on read and on claim) and are deleted by the next answer.
 */
const { investmentProfiles } = schema;
export type InvestmentProfileRow = typeof investmentProfiles.$inferSelect;

export function newGuestId(): string {
  return randomBytes(24).toString('base64url');
}

/** 400 INVESTMENT_PROFILE_CONSENT_REQUIRED unless consent is true and given to the current text. */
export function checkConsent(consent: boolean | undefined, version: string | undefined): void {
  if (consent !== true || version !== CITYFOLIO_CONSENT_VERSION) throw new AppError('INVESTMENT_PROFILE_CONSENT_REQUIRED');
}

/** Deletes unclaimed guest rows past the TTL (they can no longer be read or claimed); run on every new answer. */
export async function purgeExpiredGuestProfiles(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - INVESTMENT_PROFILE_GUEST_TTL_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db.delete(investmentProfiles).where(and(isNull(investmentProfiles.userId), lt(investmentProfiles.createdAt, cutoff))).returning({ id: investmentProfiles.id });
  return gone.length;
}

export async function createInvestmentProfile(db: Db, answers: InvestmentProfileAnswers, userId: string | null, now: Date): Promise<InvestmentProfileRow> {
  const { score, code } = scoreInvestmentProfile(answers);
  await purgeExpiredGuestProfiles(db, now);
  const [row] = await db.insert(investmentProfiles).values({
    id: randomId(12),
    guestId: userId ? null : newGuestId(),
    userId,
    answers: answers as unknown as Record<string, string | string[]>,
    resultCode: code,
    score,
    consentVersion: CITYFOLIO_CONSENT_VERSION,
    consentedAt: now,
    createdAt: now,
  }).returning();
  return row!;
}

const isGuestId = (raw: string) => INVESTMENT_PROFILE_GUEST_ID_PATTERN.test(raw);

/** An unclaimed, unexpired guest row, or 404 INVESTMENT_PROFILE_NOT_FOUND. */
export async function loadGuestProfile(db: Db, guestId: string, now: Date): Promise<InvestmentProfileRow> {
  if (!isGuestId(guestId)) throw new AppError('INVESTMENT_PROFILE_NOT_FOUND');
  const [row] = await db.select().from(investmentProfiles).where(and(eq(investmentProfiles.guestId, guestId), isNull(investmentProfiles.userId))).limit(1);
  if (!row || isGuestProfileExpired(row.createdAt, now)) throw new AppError('INVESTMENT_PROFILE_NOT_FOUND');
  return row;
}

/**
 * Attaches a guest's row to a member: 404 when unknown or expired, 409 INVESTMENT_PROFILE_ALREADY_CLAIMED when
 * another member holds it, the row itself (unchanged) when this member already claimed it.
 */
export async function claimGuestProfile(db: Db, guestId: string, userId: string, now: Date): Promise<InvestmentProfileRow> {
  if (!isGuestId(guestId)) throw new AppError('INVESTMENT_PROFILE_NOT_FOUND');
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(investmentProfiles).where(eq(investmentProfiles.guestId, guestId)).for('update').limit(1);
    if (!row) throw new AppError('INVESTMENT_PROFILE_NOT_FOUND');
    if (row.userId === userId) return row;
    if (row.userId !== null) throw new AppError('INVESTMENT_PROFILE_ALREADY_CLAIMED');
    if (isGuestProfileExpired(row.createdAt, now)) throw new AppError('INVESTMENT_PROFILE_NOT_FOUND');
    const [claimed] = await tx.update(investmentProfiles).set({ userId, claimedAt: now }).where(eq(investmentProfiles.id, row.id)).returning();
    return claimed!;
  });
}

/** The member's latest result (claimed or answered while signed in), or 404. */
export async function loadLatestProfile(db: Db, userId: string): Promise<InvestmentProfileRow> {
  const [row] = await db.select().from(investmentProfiles).where(eq(investmentProfiles.userId, userId)).orderBy(desc(investmentProfiles.createdAt), desc(investmentProfiles.id)).limit(1);
  if (!row) throw new AppError('INVESTMENT_PROFILE_NOT_FOUND');
  return row;
}

/** Withdrawal of consent: every stored answer of the member goes. */
export async function deleteMemberProfiles(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(investmentProfiles).where(eq(investmentProfiles.userId, userId)).returning({ id: investmentProfiles.id });
  return deleted.length;
}

/** The stored answers, read back through the contract (rows are written only from validated answers). */
export function answersOf(row: InvestmentProfileRow): InvestmentProfileAnswers {
  return investmentProfileAnswersSchema.parse(row.answers);
}

/** When a guest's row stops answering (null for a member's). */
export function guestExpiresAt(row: InvestmentProfileRow): string | null {
  if (row.userId) return null;
  return new Date(row.createdAt.getTime() + INVESTMENT_PROFILE_GUEST_TTL_DAYS * 24 * 60 * 60 * 1000).toISOString();
}
