import 'server-only';
import { API_ROOTS } from '@spi/core';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  ACCESS_TOKEN_COOKIE, additionalInfoSchema, checkPageAccess, isErrorEnvelope, isTokenValid, readTokenClaims,
  userInfoSchema, type AdditionalInfoDto, type PageAccess, type UserInfoDto,
} from '@spi/core';
import { withAccessDeniedFlag } from './access-flag';
import { internalApiOrigin } from './api-origin';

/** The viewer as the API presents it (core's Viewer, with the DTO detail such as the tier code). */
export interface ServerViewer {
  user: UserInfoDto | null;
  info: AdditionalInfoDto | null;
}

const GUEST_VIEWER: ServerViewer = { user: null, info: null };

class ServerApiError extends Error {
  constructor(readonly status: number, readonly code: string) {
    super(`API ${status} ${code}`);
  }
}

/** GET on the API over the loopback origin with the viewer's Bearer token; never cached. */
export async function serverApiGet<T>(path: string, token: string | null, schema: { parse(input: unknown): T }): Promise<T> {
  const response = await fetch(`${internalApiOrigin()}${path}`, {
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    cache: 'no-store',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ServerApiError(response.status, isErrorEnvelope(body) ? body.error.code : 'UNKNOWN');
  return schema.parse(body);
}

/** The access token of this request (the proxy has already refreshed an expired one). */
export async function getAccessToken(): Promise<string | null> {
  const store = await cookies();
  const token = store.get(ACCESS_TOKEN_COOKIE)?.value ?? null;
  return token && isTokenValid(readTokenClaims(token)) ? token : null;
}

/**
 * Who is asking, once per request (React cache): user info and additional info from the API, or the
 * guest when there is no valid token or the API refuses it (401/403). Other failures propagate to the
 * error page rather than pretending the member is a guest.
 */
export const getViewer = cache(async (): Promise<ServerViewer> => {
  const token = await getAccessToken();
  const claims = readTokenClaims(token);
  if (!token || !claims) return GUEST_VIEWER;
  try {
    const [user, info] = await Promise.all([
      serverApiGet(`${API_ROOTS.sejong}/users/me`, token, userInfoSchema),
      serverApiGet(`${API_ROOTS.sejong}/users/${encodeURIComponent(claims.sub)}/info`, token, additionalInfoSchema),
    ]);
    return { user, info };
  } catch (error) {
    if (error instanceof ServerApiError && (error.status === 401 || error.status === 403)) return GUEST_VIEWER;
    throw error;
  }
});

/**
 * Applies a page's declared access (core checkPageAccess, spec section 5) before anything renders: a
 * denied viewer is redirected to the decision's target with `?denied=<reason>`, which the layout turns
 * into the system alert. Returns the viewer for the page to use.
 */
export async function requirePageAccess(access: PageAccess, currentPath: string): Promise<ServerViewer> {
  const viewer = await getViewer();
  const decision = checkPageAccess(access, viewer, currentPath);
  if (!decision.allowed) redirect(withAccessDeniedFlag(decision.redirect, decision.reason));
  return viewer;
}
