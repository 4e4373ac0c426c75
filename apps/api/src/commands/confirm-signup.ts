import { AppError, type signupConfirmRequestSchema } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { createSession, type IssuedTokens, type SessionContext, type SessionDeps } from './create-session';
import { recordUserEvent } from './record-activity';
import { inTransaction } from './transaction';

export type SignupConfirmation = z.output<typeof signupConfirmRequestSchema>;

/**
 * Completes a sign-up in one transaction: consents (terms, privacy, marketing when subscribeNews),
 * nickname, status ACTIVE, notification settings, the first session and the 'sign_up' event. The
 * user row is locked, so a double submit confirms once and the second gets 409.
 */
export async function confirmSignup(db: Db, deps: SessionDeps, userId: string, input: SignupConfirmation, context: Omit<SessionContext, 'channel'>): Promise<IssuedTokens> {
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).for('update');
    if (!user || user.status === 'LEFT') throw new AppError('SIGNUP_SESSION_INVALID');
    if (user.status !== 'PENDING') throw new AppError('SIGNUP_ALREADY_CONFIRMED');
    const [identity] = await tx.select({ provider: schema.userIdentities.provider }).from(schema.userIdentities).where(eq(schema.userIdentities.userId, userId)).limit(1);
    if (!identity) throw new AppError('SIGNUP_SESSION_INVALID');

    const now = new Date(deps.now);
    await tx
      .update(schema.users)
      .set({
        nickname: input.nickname,
        subscribeNews: input.subscribeNews,
        termsAgreedAt: now,
        privacyAgreedAt: now,
        marketingAgreedAt: input.subscribeNews ? now : null,
        status: 'ACTIVE',
        updatedAt: now,
      })
      .where(eq(schema.users.id, userId));
    await tx.insert(schema.notificationSettings).values({ userId, newsletter: input.subscribeNews, updatedAt: now }).onConflictDoNothing();
    const tokens = await createSession(tx, deps, userId, { ...context, channel: identity.provider });
    await recordUserEvent(tx, userId, 'sign_up', { channel: identity.provider, newsletter: input.subscribeNews }, now);
    return tokens;
  });
}
