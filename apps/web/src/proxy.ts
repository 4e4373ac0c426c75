import { NextResponse, type NextRequest } from 'next/server';
import { ACCESS_TOKEN_COOKIE, DEV_GATE_COOKIE, REFRESH_TOKEN_COOKIE } from '@spi/core';
import { internalApiOrigin } from '@/lib/server/api-origin';
import { cookieHeaderAfterRefresh, mustShowDevGate, needsServerRefresh, refreshOnServer } from '@/lib/server/proxy-session';

const DEV_GATE_PATH = '/dev-gate';

/**
 * Runs before every page (not /api, /_next or static files):
 * 1. Development gate: without an accepted spi-dev-gate cookie, pages are rewritten to /dev-gate.
 * 2. Session: an expired or missing access token with a refresh cookie is refreshed here, on the server,
 *    so protected pages render for the member at once (no guest flash, no client round trip). The API's
 *    Set-Cookie lines go to the browser and the new token goes to this render's cookies.
 */
export async function proxy(request: NextRequest) {
  const apiOrigin = internalApiOrigin();
  const client = {
    userAgent: request.headers.get('user-agent'),
    forwardedFor: request.headers.get('x-forwarded-for'),
  };

  if (request.nextUrl.pathname !== DEV_GATE_PATH
    && (await mustShowDevGate(apiOrigin, request.cookies.get(DEV_GATE_COOKIE)?.value, client))) {
    return NextResponse.rewrite(new URL(DEV_GATE_PATH, request.url));
  }

  const accessToken = request.cookies.get(ACCESS_TOKEN_COOKIE)?.value;
  const refreshToken = request.cookies.get(REFRESH_TOKEN_COOKIE)?.value;
  if (!refreshToken || !needsServerRefresh(accessToken, refreshToken)) return NextResponse.next();

  const result = await refreshOnServer(apiOrigin, refreshToken, client);
  if (result.kind === 'none') return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set('cookie', cookieHeaderAfterRefresh(request.cookies.getAll(), result));
  const response = NextResponse.next({ request: { headers } });
  for (const line of result.setCookies) response.headers.append('set-cookie', line);
  return response;
}

export const config = {
  matcher: [
    // Pages only: not the API, Next's assets, metadata images or files with an extension.
    '/((?!api/|_next/|internal/|favicon\\.ico|robots\\.txt|sitemap\\.xml|opengraph-image|.*\\.[A-Za-z0-9]+$).*)',
  ],
};
