import { schema, type Db } from '@spi/db';
import { and, eq, isNull } from 'drizzle-orm';
import { sha256 } from '../auth/secrets';

export type RevokeReason = 'sign_out' | 'user' | 'reuse' | 'expired' | 'inactive' | 'leave' | 'user_inactive';

/** Ends one session (a refresh-token family): every token of it stops working at once. Returns its user, or null. */
export async function revokeSessionIn(db: Db, sessionId: string, reason: RevokeReason, now: number): Promise<string | null> {
  const [row] = await db
    .update(schema.sessions)
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)))
    .returning({ userId: schema.sessions.userId });
  return row?.userId ?? null;
}

/** A user's session by id; false when it is not theirs or already ended. */
export async function revokeUserSession(db: Db, userId: string, sessionId: string, reason: RevokeReason, now: number): Promise<boolean> {
  const rows = await db
    .update(schema.sessions)
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where(and(eq(schema.sessions.id, sessionId), eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)))
    .returning({ id: schema.sessions.id });
  return rows.length > 0;
}

export async function revokeAllUserSessions(db: Db, userId: string, reason: RevokeReason, now: number): Promise<number> {
  const rows = await db
    .update(schema.sessions)
    .set({ revokedAt: new Date(now), revokedReason: reason })
    .where(and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)))
    .returning({ id: schema.sessions.id });
  return rows.length;
}

/** The session a refresh token belongs to, or null (sign-out finds the session this way). */
export async function sessionIdOfRefreshToken(db: Db, refreshToken: string | undefined): Promise<string | null> {
  if (!refreshToken) return null;
  const [row] = await db
    .select({ sessionId: schema.refreshTokens.sessionId })
    .from(schema.refreshTokens)
    .where(eq(schema.refreshTokens.tokenHash, sha256(refreshToken)));
  return row?.sessionId ?? null;
}
