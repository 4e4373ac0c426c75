import type { Provider } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { lt } from 'drizzle-orm';
import type { OidcProvider } from '../adapters/oidc-provider';
import { OAUTH_STATE_TTL_SECONDS } from '../auth/cookies';
import { sha256 } from '../auth/secrets';

export interface StartOAuthInput {
  provider: Provider;
  redirectTo: string;
  /** The random value of the browser's spi-oauth cookie; only its hash is stored. */
  binding: string;
  now: number;
}

/**
 * Begins a social login: a one-time state row (state hash, PKCE verifier, nonce, target, browser
 * binding; 10 minutes) and the provider's authorization URL to send the browser to.
 */
export async function startOAuthSignIn(db: Db, adapter: OidcProvider, input: StartOAuthInput): Promise<string> {
  const request = await adapter.createAuthorizationRequest();
  // Abandoned sign-ins leave rows behind; each start sweeps the expired ones.
  await db.delete(schema.oauthStates).where(lt(schema.oauthStates.expiresAt, new Date(input.now)));
  await db.insert(schema.oauthStates).values({
    stateHash: sha256(request.state),
    provider: input.provider,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    browserBindingHash: sha256(input.binding),
    redirectTo: input.redirectTo,
    createdAt: new Date(input.now),
    expiresAt: new Date(input.now + OAUTH_STATE_TTL_SECONDS * 1000),
  });
  return request.url;
}
