import type { OAuthRedirectErrorCode, Provider } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { safeEqual, sha256 } from '../auth/secrets';

export type OAuthStateRow = typeof schema.oauthStates.$inferSelect;

export type ConsumedState =
  | { ok: true; state: OAuthStateRow }
  | { ok: false; code: OAuthRedirectErrorCode; redirectTo: string };

/**
 * Takes the state row of a callback, deleting it in the same statement, so a state is used at most
 * once even when two callbacks race. It must be unexpired, for this provider, and bound to this
 * browser (the hash of its spi-oauth cookie).
 */
export async function consumeOAuthState(
  db: Db,
  input: { provider: Provider; state: string | undefined; binding: string | undefined; now: number },
): Promise<ConsumedState> {
  if (!input.state) return { ok: false, code: 'OAUTH_STATE_INVALID', redirectTo: '/' };
  const [row] = await db.delete(schema.oauthStates).where(eq(schema.oauthStates.stateHash, sha256(input.state))).returning();
  if (!row) return { ok: false, code: 'OAUTH_STATE_INVALID', redirectTo: '/' };
  const bound = input.binding !== undefined && safeEqual(row.browserBindingHash, sha256(input.binding));
  if (row.provider !== input.provider || row.expiresAt.getTime() <= input.now || !bound) {
    return { ok: false, code: 'OAUTH_STATE_INVALID', redirectTo: row.redirectTo };
  }
  return { ok: true, state: row };
}
