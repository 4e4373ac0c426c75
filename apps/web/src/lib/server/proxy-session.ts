import {
  ACCESS_TOKEN_COOKIE, CSRF_COOKIE, CSRF_HEADER, DEV_GATE_COOKIE, REFRESH_TOKEN_COOKIE, cookieName, devGateStatusSchema,
  isTokenValid, readTokenClaims, tokenPairResponseSchema,
} from '@spi/core';

/**
 * What the proxy (src/proxy.ts) does before a page renders, kept free of Next so it is tested directly:
 * the server-side token refresh and the development gate.
 */

type Fetch = typeof fetch;

export interface ForwardedClient {
  userAgent: string | null;
  forwardedFor: string | null;
}

export type ServerRefresh =
  /** New tokens: the Set-Cookie lines of the API and the cookie values the render should see. */
  | { kind: 'refreshed'; setCookies: string[]; accessToken: string; refreshToken: string | null }
  /** The refresh token was refused: the API's Set-Cookie lines clear both cookies. */
  | { kind: 'rejected'; setCookies: string[] }
  /** Nothing to do, or a transient failure (network, 429, 5xx): leave everything as it is. */
  | { kind: 'none' };

/** A refresh is needed when the access token is missing, malformed or expired and a refresh cookie exists. */
export function needsServerRefresh(accessToken: string | undefined, refreshToken: string | undefined, nowMs = Date.now()): boolean {
  return Boolean(refreshToken) && !isTokenValid(readTokenClaims(accessToken), nowMs);
}

function randomCsrf(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function cookieValue(setCookies: string[], name: string): string | null {
  for (const line of setCookies) {
    const match = new RegExp(`^\\s*${name}=([^;]*)`).exec(line);
    if (match) return match[1] ?? '';
  }
  return null;
}

// Several requests of one browser (a document and its prefetches) can arrive with the same refresh
// token; they share one call and its answer for a few seconds (the API's own grace window is 20 s).
const inflight = new Map<string, Promise<ServerRefresh>>();
const SHARE_MS = 10_000;

/**
 * POST {api}/api/auth/refresh with the refresh cookie (and a throw-away CSRF pair), shared per token.
 * `secure`: the cookies go by their `__Host-` names (ADR 023); `refreshToken` in the result is by value.
 */
export function refreshOnServer(apiOrigin: string, refreshToken: string, client: ForwardedClient, fetchImpl: Fetch = fetch, secure = false): Promise<ServerRefresh> {
  const existing = inflight.get(refreshToken);
  if (existing) return existing;
  const promise = (async (): Promise<ServerRefresh> => {
    const csrf = randomCsrf();
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: `${cookieName(REFRESH_TOKEN_COOKIE, secure)}=${refreshToken}; ${cookieName(CSRF_COOKIE, secure)}=${csrf}`,
      [CSRF_HEADER]: csrf,
    };
    if (client.userAgent) headers['user-agent'] = client.userAgent;
    if (client.forwardedFor) headers['x-forwarded-for'] = client.forwardedFor;
    let response: Response;
    try {
      response = await fetchImpl(`${apiOrigin}/api/auth/refresh`, { method: 'POST', headers, body: '{}', cache: 'no-store' });
    } catch {
      return { kind: 'none' };
    }
    const setCookies = response.headers.getSetCookie?.() ?? [];
    if (response.status === 400 || response.status === 401) return { kind: 'rejected', setCookies };
    if (!response.ok) return { kind: 'none' };
    const parsed = tokenPairResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return { kind: 'none' };
    return { kind: 'refreshed', setCookies, accessToken: parsed.data.accessToken, refreshToken: cookieValue(setCookies, cookieName(REFRESH_TOKEN_COOKIE, secure)) };
  })();
  inflight.set(refreshToken, promise);
  void promise.finally(() => {
    const timer = setTimeout(() => inflight.delete(refreshToken), SHARE_MS);
    (timer as { unref?: () => void }).unref?.();
  });
  return promise;
}

/** The Cookie header the render sees after a server refresh (plain names: see `logicalCookies` in core). */
export function cookieHeaderAfterRefresh(cookies: Array<{ name: string; value: string }>, result: ServerRefresh): string {
  const jar = new Map(cookies.map((c) => [c.name, c.value]));
  if (result.kind === 'refreshed') {
    jar.set(ACCESS_TOKEN_COOKIE, result.accessToken);
    if (result.refreshToken) jar.set(REFRESH_TOKEN_COOKIE, result.refreshToken);
  } else if (result.kind === 'rejected') {
    jar.delete(ACCESS_TOKEN_COOKIE);
    jar.delete(REFRESH_TOKEN_COOKIE);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

// ------------------------------------------------------------------------------------------------
// Development gate
// ------------------------------------------------------------------------------------------------

const REQUIRED_TTL_MS = 30_000;
const GRANT_TTL_MS = 5 * 60_000;
const MAX_GRANTS = 1000;

let required: { value: boolean; until: number } | null = null;
const grants = new Map<string, number>();

export function resetProxyStateForTests(): void {
  required = null;
  grants.clear();
  inflight.clear();
}

/**
 * True when this request must see the development gate: the API says a key is required (asked at most
 * every 30 s) and the browser's spi-dev-gate cookie is missing or not accepted by the API (a grant is
 * remembered for 5 minutes). If the API cannot be asked, the last known answer stands.
 */
export async function mustShowDevGate(apiOrigin: string, gateCookie: string | undefined, client: ForwardedClient, fetchImpl: Fetch = fetch, nowMs = Date.now(), secure = false): Promise<boolean> {
  const known = required && required.until > nowMs ? required.value : null;
  if (known === false) return false;
  if (known === true) {
    if (!gateCookie) return true;
    if ((grants.get(gateCookie) ?? 0) > nowMs) return false;
  }
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (gateCookie) headers.cookie = `${cookieName(DEV_GATE_COOKIE, secure)}=${gateCookie}`;
    if (client.forwardedFor) headers['x-forwarded-for'] = client.forwardedFor;
    const response = await fetchImpl(`${apiOrigin}/api/auth/dev-gate`, { headers, cache: 'no-store' });
    const status = devGateStatusSchema.parse(await response.json());
    required = { value: status.required, until: nowMs + REQUIRED_TTL_MS };
    if (!status.required) return false;
    if (status.granted && gateCookie) {
      if (grants.size >= MAX_GRANTS) grants.clear();
      grants.set(gateCookie, nowMs + GRANT_TTL_MS);
    }
    return !status.granted;
  } catch {
    return required?.value ?? false;
  }
}
