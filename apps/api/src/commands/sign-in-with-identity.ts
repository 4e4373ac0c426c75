import { randomUUID } from 'node:crypto';
import type { Provider } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import type { OidcProfile } from '../adapters/oidc-provider';
import { createSession, type IssuedTokens, type SessionContext, type SessionDeps } from './create-session';
import { recordUserEvent } from './record-activity';
import { inTransaction } from './transaction';

export type IdentitySignIn =
  | { kind: 'signed-in'; tokens: IssuedTokens }
  /** An unknown person (or one who has not finished sign-up): a PENDING user waits for signup_confirm. */
  | { kind: 'sign-up'; userId: string };

/**
 * After a successful code exchange: an ACTIVE user linked to (provider, subject) gets a session; an
 * unknown person becomes a PENDING user with that identity. E-mail addresses are never used to link
 * accounts: a matching address at another provider is a different person until they say otherwise.
 */
export async function signInWithIdentity(db: Db, deps: SessionDeps, provider: Provider, profile: OidcProfile, context: SessionContext): Promise<IdentitySignIn> {
  return inTransaction(db, async (tx) => {
    const now = new Date(deps.now);
    const [linked] = await tx
      .select({ identityId: schema.userIdentities.id, userId: schema.users.id, status: schema.users.status })
      .from(schema.userIdentities)
      .innerJoin(schema.users, eq(schema.users.id, schema.userIdentities.userId))
      .where(and(eq(schema.userIdentities.provider, provider), eq(schema.userIdentities.subject, profile.subject)));

    if (linked?.status === 'ACTIVE') {
      await tx.update(schema.userIdentities).set({ lastLoginAt: now, email: profile.email }).where(eq(schema.userIdentities.id, linked.identityId));
      const tokens = await createSession(tx, deps, linked.userId, context);
      await recordUserEvent(tx, linked.userId, 'sign_in', { channel: provider }, now);
      return { kind: 'signed-in', tokens };
    }
    if (linked) {
      // Came back before confirming: refresh what the provider says and continue the sign-up.
      await tx.update(schema.users).set({ email: profile.email, nickname: profile.nickname, updatedAt: now }).where(eq(schema.users.id, linked.userId));
      return { kind: 'sign-up', userId: linked.userId };
    }

    const userId = randomUUID();
    await tx.insert(schema.users).values({ id: userId, email: profile.email, nickname: profile.nickname, status: 'PENDING', createdAt: now, updatedAt: now });
    await tx.insert(schema.userIdentities).values({ id: randomUUID(), userId, provider, subject: profile.subject, email: profile.email, createdAt: now, lastLoginAt: now });
    return { kind: 'sign-up', userId };
  });
}
