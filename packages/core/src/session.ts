/** Session timing constants (spec sections 4 and 9). */
export const SESSION = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenAbsoluteTtlSeconds: 30 * 24 * 60 * 60,
  refreshTokenInactivitySeconds: 14 * 24 * 60 * 60,
  refreshMarginSeconds: 300,
  refreshThrottleSeconds: 60,
  defaultCookieDays: 7,
  queryStaleTimeMs: 120_000,
} as const;

export const ACCESS_TOKEN_COOKIE = 'spi-accessToken';
/**
 * Cookie and header names for the double-submit CSRF pair (spec section 9). Kept here, not beside the
 * zod contracts: the browser's API client needs them, and a contracts module would bring zod along.
 */
export const CSRF_COOKIE = 'spi-csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const REFRESH_TOKEN_COOKIE = 'spi-refreshToken';
/** The sign-up session and the development gate's grant. */
export const SIGNUP_COOKIE = 'spi-signup';
export const DEV_GATE_COOKIE = 'spi-dev-gate';
/**
 * Cookies that take the `__Host-` prefix when cookies are Secure (ADR 023): the browser then accepts
 * them only from a secure origin, with Path=/ and no Domain, so no sibling subdomain can set or shadow
 * them (cookie tossing against the session or the double-submit CSRF pair). Code uses the plain names
 * above; `cookieName` gives the name on the wire. Cookies with a narrower path (OAuth binding under
 * /api/auth, the Sophi guest key under /api) cannot carry the prefix.
 */
export const HOST_PREFIX = '__Host-';
export const HOST_PREFIXED_COOKIES: readonly string[] = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, CSRF_COOKIE, SIGNUP_COOKIE, DEV_GATE_COOKIE];

/** The name of a cookie on the wire: `__Host-<name>` for the listed cookies when cookies are Secure. */
export function cookieName(name: string, secure: boolean): string {
  return secure && HOST_PREFIXED_COOKIES.includes(name) ? `${HOST_PREFIX}${name}` : name;
}

/**
 * The cookies a server should see, by plain name, from the ones the browser sent: with Secure cookies
 * only the prefixed variant of a listed cookie counts (a plain one may come from a subdomain and is
 * dropped); without, the names are used as they are.
 */
export function logicalCookies(cookies: ReadonlyArray<{ name: string; value: string }>, secure: boolean): Array<{ name: string; value: string }> {
  if (!secure) return cookies.filter((c) => !c.name.startsWith(HOST_PREFIX));
  const out: Array<{ name: string; value: string }> = [];
  for (const cookie of cookies) {
    if (HOST_PREFIXED_COOKIES.includes(cookie.name)) continue;
    const plain = cookie.name.startsWith(HOST_PREFIX) ? cookie.name.slice(HOST_PREFIX.length) : null;
    if (plain !== null) {
      if (HOST_PREFIXED_COOKIES.includes(plain)) out.push({ name: plain, value: cookie.value });
      continue;
    }
    out.push(cookie);
  }
  return out;
}

export const LAST_CHECKED_DDAY_KEY = 'lastCheckedDday';
export const LAST_LOGIN_KEY = 'spi-lastLogin';

export interface TokenClaims {
  sub: string;
  iat: number;
  exp: number;
}

/** A token is valid while its expiry (seconds) is later than now. */
export function isTokenValid(claims: Pick<TokenClaims, 'exp'> | null, nowMs: number = Date.now()): boolean {
  return claims !== null && Number.isFinite(claims.exp) && claims.exp * 1000 > nowMs;
}

/** Reads a JWT's payload without verifying it (the client only needs sub and exp); null when malformed. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const base64 = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const json = JSON.parse(new TextDecoder().decode(bytes)) as Partial<TokenClaims>;
    if (typeof json.sub !== 'string' || typeof json.exp !== 'number' || typeof json.iat !== 'number') return null;
    return { sub: json.sub, iat: json.iat, exp: json.exp };
  } catch {
    return null;
  }
}

/** Background refresh: within 300 s of expiry, at most once per 60 s. */
export function shouldRefreshInBackground(claims: TokenClaims | null, lastRefreshMs: number | null, nowMs: number = Date.now()): boolean {
  if (!claims) return false;
  const secondsLeft = claims.exp - nowMs / 1000;
  if (secondsLeft > SESSION.refreshMarginSeconds) return false;
  if (lastRefreshMs !== null && nowMs - lastRefreshMs < SESSION.refreshThrottleSeconds * 1000) return false;
  return true;
}

/** Query parameters removed from the address after a token login (spec section 4, item 4). */
export const URL_LOGIN_PARAMS = ['token', 'refreshToken', 'channel', 'email', 'investment_profile_guest_id', 'redirect', 'type'] as const;

export interface UrlLogin {
  tokens: { token: string; refreshToken: string; channel: string | null } | null;
  /** The address to replace the current one with, or null when nothing changes. */
  cleanedHref: string | null;
}

/**
 * Token login from the URL: token, refreshToken and optional channel (skipped on /sign-up). The login
 * parameters and email, investment_profile_guest_id, redirect and a non-object type are stripped.
 */
export function extractUrlLogin(href: string): UrlLogin {
  const url = new URL(href);
  if (url.pathname === '/sign-up' || url.pathname.startsWith('/sign-up/')) return { tokens: null, cleanedHref: null };
  const token = url.searchParams.get('token');
  const refreshToken = url.searchParams.get('refreshToken');
  if (!token || !refreshToken) return { tokens: null, cleanedHref: null };
  const channel = url.searchParams.get('channel');
  for (const name of URL_LOGIN_PARAMS) {
    if (name === 'type' && isObjectLike(url.searchParams.get('type'))) continue;
    url.searchParams.delete(name);
  }
  return { tokens: { token, refreshToken, channel }, cleanedHref: `${url.pathname}${url.search}${url.hash}` };
}

function isObjectLike(value: string | null): boolean {
  if (!value) return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}
