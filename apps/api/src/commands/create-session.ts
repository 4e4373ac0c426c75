import { randomUUID } from 'node:crypto';
import { SESSION } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { randomToken, sha256 } from '../auth/secrets';
import type { TokenService } from '../auth/token-service';

export interface SessionContext {
  userAgent: string;
  ip: string;
  /** The sign-in channel: the provider, or null. */
  channel: string | null;
}

export interface IssuedTokens {
  userId: string;
  sessionId: string;
  accessToken: string;
  /** Null on the grace path of a refresh: the caller keeps the refresh token it has. */
  refreshToken: string | null;
  /** Seconds until the session's absolute expiry: the refresh cookie's Max-Age. */
  refreshMaxAgeSeconds: number;
}

export interface SessionDeps {
  tokens: TokenService;
  now: number;
}

/** Stores a new refresh token (its SHA-256 only) for a session and returns the token itself. */
export async function issueRefreshToken(db: Db, sessionId: string, now: number): Promise<string> {
  const refreshToken = randomToken();
  await db.insert(schema.refreshTokens).values({ tokenHash: sha256(refreshToken), sessionId, createdAt: new Date(now) });
  return refreshToken;
}

/** A new session (one refresh-token family) for a signed-in device, with its first token pair. */
export async function createSession(db: Db, deps: SessionDeps, userId: string, context: SessionContext): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  const now = new Date(deps.now);
  await db.insert(schema.sessions).values({
    id: sessionId,
    userId,
    channel: context.channel,
    userAgent: context.userAgent.slice(0, 512),
    ip: context.ip,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(deps.now + SESSION.refreshTokenAbsoluteTtlSeconds * 1000),
  });
  const refreshToken = await issueRefreshToken(db, sessionId, deps.now);
  const accessToken = await deps.tokens.signAccessToken(userId, sessionId);
  return { userId, sessionId, accessToken, refreshToken, refreshMaxAgeSeconds: SESSION.refreshTokenAbsoluteTtlSeconds };
}
