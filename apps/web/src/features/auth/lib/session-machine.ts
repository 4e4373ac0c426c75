import { extractUrlLogin, isTokenValid, readTokenClaims, type TokenClaims } from '@spi/core';

/**
 * The client session of spec section 4 (items 1-4) as plain functions over injected effects, so the
 * transitions are tested without a browser: valid token -> render; expired -> one refresh, then re-check;
 * refresh failure -> guest with both tokens cleared; malformed -> removed, guest; token login from the URL.
 */

export type SessionStatus = 'loading' | 'authenticated' | 'guest';

export interface SessionState {
  status: SessionStatus;
  userId: string | null;
  claims: TokenClaims | null;
}

export const LOADING_SESSION: SessionState = { status: 'loading', userId: null, claims: null };
export const GUEST_SESSION: SessionState = { status: 'guest', userId: null, claims: null };

export function authenticatedSession(claims: TokenClaims): SessionState {
  return { status: 'authenticated', userId: claims.sub, claims };
}

export interface SessionEffects {
  readToken(): string | null;
  saveToken(token: string): void;
  /** Removes both tokens the client can reach. */
  clearTokens(): void;
  /** One refresh (POST /api/auth/refresh); true when new tokens were saved. */
  refresh(options?: { refreshToken?: string }): Promise<boolean>;
  currentHref(): string;
  replaceHref(href: string): void;
  track(event: string, props: Record<string, string | null>): void;
  now(): number;
}

/**
 * Items 1-3: reads the stored token. Missing -> guest. Malformed -> removed, guest. Valid -> authenticated.
 * Expired -> one refresh: success re-checks the new token (without refreshing again), failure clears
 * both tokens and gives a guest.
 */
export async function resolveSession(effects: SessionEffects, allowRefresh = true): Promise<SessionState> {
  const token = effects.readToken();
  if (!token) return GUEST_SESSION;
  const claims = readTokenClaims(token);
  if (!claims) {
    effects.clearTokens();
    return GUEST_SESSION;
  }
  if (isTokenValid(claims, effects.now())) return authenticatedSession(claims);
  if (!allowRefresh) {
    effects.clearTokens();
    return GUEST_SESSION;
  }
  const refreshed = await effects.refresh();
  if (!refreshed) {
    effects.clearTokens();
    return GUEST_SESSION;
  }
  return resolveSession(effects, false);
}

/**
 * Item 4: token login from the address (token, refreshToken, optional channel; never on /sign-up).
 * The access token is saved, the refresh token is exchanged through POST /api/auth/refresh (body) so
 * the API sets the HttpOnly cookie, the login parameters are stripped and a sign-in event is tracked.
 * Returns whether a URL login happened.
 */
export async function consumeUrlLogin(effects: SessionEffects): Promise<boolean> {
  const { tokens, cleanedHref } = extractUrlLogin(effects.currentHref());
  if (!tokens || cleanedHref === null) return false;
  effects.saveToken(tokens.token);
  // Strip the secrets from the address before anything else can read or log it.
  effects.replaceHref(cleanedHref);
  await effects.refresh({ refreshToken: tokens.refreshToken });
  effects.track('login', { method: tokens.channel ?? 'url_token' });
  return true;
}

/** Start of a page load: URL login first, then the stored-token checks. */
export async function startSession(effects: SessionEffects): Promise<SessionState> {
  await consumeUrlLogin(effects);
  return resolveSession(effects);
}
