import { SESSION } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { sha256 } from '../auth/secrets';
import type { TokenService } from '../auth/token-service';
import { issueRefreshToken, type IssuedTokens } from './create-session';
import { revokeSessionIn } from './revoke-sessions';
import { inTransaction } from './transaction';

/**
 * Grace window after a rotation. Two tabs (or a retried request) may refresh with the same token at
 * once; the one that loses the race arrives with a token rotated moments ago. Within this window such
 * a reuse is not treated as theft: it gets a fresh access token for the same session, no new refresh
 * token (the browser's cookie jar already holds the winner's), and nothing is revoked. After the window
 * a reused token means a copy is in someone else's hands, so the whole family is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type RefreshOutcome =
  | ({ kind: 'rotated' | 'grace' } & IssuedTokens)
  | {
      kind: 'rejected';
      code: 'REFRESH_TOKEN_INVALID' | 'REFRESH_TOKEN_REUSED';
      /** Unknown tokens and reuse count toward the IP's failure lock; stale sessions do not. */
      suspicious: boolean;
    };

export interface RotateRefreshTokenInput {
  refreshToken: string | undefined;
  /** The sejong route's {userId}: the token must belong to this user. */
  expectedUserId?: string;
}

/**
 * Exchanges a refresh token for a new pair, in one transaction holding the session row's lock
 * (SELECT ... FOR UPDATE): concurrent refreshes of one family are serialised, so exactly one rotates
 * and the others see the rotation and take the grace path. Revocations commit before the caller
 * answers 401, which is why rejections are returned rather than thrown.
 */
export async function rotateRefreshToken(db: Db, deps: { tokens: TokenService; now: number }, input: RotateRefreshTokenInput): Promise<RefreshOutcome> {
  const reject = (code: 'REFRESH_TOKEN_INVALID' | 'REFRESH_TOKEN_REUSED', suspicious: boolean): RefreshOutcome => ({ kind: 'rejected', code, suspicious });
  if (!input.refreshToken || !REFRESH_TOKEN_PATTERN.test(input.refreshToken)) return reject('REFRESH_TOKEN_INVALID', Boolean(input.refreshToken));
  const tokenHash = sha256(input.refreshToken);
  const { now } = deps;

  return inTransaction(db, async (tx) => {
    const [known] = await tx.select({ sessionId: schema.refreshTokens.sessionId }).from(schema.refreshTokens).where(eq(schema.refreshTokens.tokenHash, tokenHash));
    if (!known) return reject('REFRESH_TOKEN_INVALID', true);

    const [session] = await tx.select().from(schema.sessions).where(eq(schema.sessions.id, known.sessionId)).for('update');
    // Read after taking the lock: a rotation committed by a concurrent refresh is visible now.
    const [token] = await tx.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.tokenHash, tokenHash));
    if (!session || !token) return reject('REFRESH_TOKEN_INVALID', true);
    if (input.expectedUserId !== undefined && session.userId !== input.expectedUserId) return reject('REFRESH_TOKEN_INVALID', true);
    if (session.revokedAt) return reject('REFRESH_TOKEN_INVALID', false);

    if (session.expiresAt.getTime() <= now) {
      await revokeSessionIn(tx, session.id, 'expired', now);
      return reject('REFRESH_TOKEN_INVALID', false);
    }
    if (now - session.lastUsedAt.getTime() > SESSION.refreshTokenInactivitySeconds * 1000) {
      await revokeSessionIn(tx, session.id, 'inactive', now);
      return reject('REFRESH_TOKEN_INVALID', false);
    }

    const [user] = await tx.select({ status: schema.users.status }).from(schema.users).where(eq(schema.users.id, session.userId));
    if (user?.status !== 'ACTIVE') {
      await revokeSessionIn(tx, session.id, 'user_inactive', now);
      return reject('REFRESH_TOKEN_INVALID', false);
    }

    const refreshMaxAgeSeconds = Math.floor((session.expiresAt.getTime() - now) / 1000);
    if (token.rotatedAt) {
      if (now - token.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
        await revokeSessionIn(tx, session.id, 'reuse', now);
        return reject('REFRESH_TOKEN_REUSED', true);
      }
      await tx.update(schema.sessions).set({ lastUsedAt: new Date(now) }).where(eq(schema.sessions.id, session.id));
      const accessToken = await deps.tokens.signAccessToken(session.userId, session.id);
      return { kind: 'grace', userId: session.userId, sessionId: session.id, accessToken, refreshToken: null, refreshMaxAgeSeconds };
    }

    await tx.update(schema.refreshTokens).set({ rotatedAt: new Date(now) }).where(eq(schema.refreshTokens.tokenHash, tokenHash));
    await tx.update(schema.sessions).set({ lastUsedAt: new Date(now) }).where(eq(schema.sessions.id, session.id));
    const refreshToken = await issueRefreshToken(tx, session.id, now);
    const accessToken = await deps.tokens.signAccessToken(session.userId, session.id);
    return { kind: 'rotated', userId: session.userId, sessionId: session.id, accessToken, refreshToken, refreshMaxAgeSeconds };
  });
}
