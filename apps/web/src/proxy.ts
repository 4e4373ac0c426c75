import { NextResponse, type NextRequest } from 'next/server';
import { ACCESS_TOKEN_COOKIE, DEV_GATE_COOKIE, REFRESH_TOKEN_COOKIE, logicalCookies } from '@spi/core';
import { internalApiOrigin } from '@/lib/server/api-origin';
import { cookieHeaderAfterRefresh, mustShowDevGate, needsServerRefresh, refreshOnServer } from '@/lib/server/proxy-session';
import { parsePageParam } from '@/components/content/paging';
import { listViewKey, listViewOf } from '@/features/articles/lib/list-view-key';
import { isHttpsRequest, securityHeaders, securityOptionsFromEnv } from '@/lib/security-headers';
import { serverSecureCookies } from '@/lib/cookie-names';

const DEV_GATE_PATH = '/dev-gate';

/** List pages whose views are served by a cached route `<path>/list/<view>` (see list-view-key.ts). */
const CACHED_LISTS = new Set(['/article', '/lifestyle']);

/** Tag and writer lists: page 1 is the page itself; ?page=N is served by `<path>/page/N`. */
const PAGED_LIST = /^\/article\/(?:tag|writer)\/[^/]+$/;

/** The cached route of a list view, or null for any other page (and for /article?id=, see next.config.ts). */
function cachedListUrl(request: NextRequest): URL | null {
  const { pathname, searchParams } = request.nextUrl;
  if (PAGED_LIST.test(pathname)) {
    const page = parsePageParam(searchParams.get('page') ?? undefined);
    return page > 1 ? new URL(`${pathname}/page/${page}`, request.url) : null;
  }
  if (!CACHED_LISTS.has(pathname) || searchParams.has('id')) return null;
  return new URL(`${pathname}/list/${listViewKey(listViewOf(searchParams))}`, request.url);
}

// Read once per process at start: the environment decides third parties and cookie names (ADR 023).
const SECURITY_OPTIONS = securityOptionsFromEnv(process.env);
const SECURE_COOKIES = serverSecureCookies(process.env);

/** The page's security headers (CSP from this process's environment, HSTS on https). */
function secured(request: NextRequest, response: NextResponse): NextResponse {
  const https = SECURE_COOKIES || isHttpsRequest(null, request.headers.get('x-forwarded-proto'), request.url);
  for (const [name, value] of securityHeaders({ ...SECURITY_OPTIONS, https })) response.headers.set(name, value);
  return response;
}

/**
 * Runs before every page (not /api, /_next or static files):
 * 1. Development gate: without an accepted spi-dev-gate cookie, pages are rewritten to /dev-gate.
 * 2. Session: an expired or missing access token with a refresh cookie is refreshed here, on the server,
 *    so protected pages render for the member at once (no guest flash, no client round trip). The API's
 *    Set-Cookie lines go to the browser and the new token goes to this render's cookies.
 * 3. Cached lists: /article and /lifestyle views, and tag and writer pages after the first, are rewritten
 *    to their static, cached routes (a page that reads search params renders on every request).
 * 4. Security headers (lib/security-headers.ts) on every page response, cached pages included.
 * With Secure cookies the render sees the `__Host-` cookies under their plain names and never a plain
 * session cookie (core `logicalCookies`), so server code keeps using the plain names.
 */
export async function proxy(request: NextRequest) {
  return secured(request, await handle(request));
}

async function handle(request: NextRequest): Promise<NextResponse> {
  const apiOrigin = internalApiOrigin();
  const client = {
    userAgent: request.headers.get('user-agent'),
    forwardedFor: request.headers.get('x-forwarded-for'),
  };

  const cookies = logicalCookies(request.cookies.getAll(), SECURE_COOKIES);
  const cookie = (name: string) => cookies.find((c) => c.name === name)?.value;
  // Only with Secure cookies does the render need another Cookie header (prefixed names made plain).
  const renderHeaders = SECURE_COOKIES ? new Headers(request.headers) : null;
  renderHeaders?.set('cookie', cookies.map((c) => `${c.name}=${c.value}`).join('; '));

  if (request.nextUrl.pathname !== DEV_GATE_PATH
    && (await mustShowDevGate(apiOrigin, cookie(DEV_GATE_COOKIE), client, fetch, Date.now(), SECURE_COOKIES))) {
    return NextResponse.rewrite(new URL(DEV_GATE_PATH, request.url));
  }

  const listUrl = cachedListUrl(request);
  const pass = (headers: Headers | null = renderHeaders) => {
    const init = headers ? { request: { headers } } : undefined;
    return listUrl ? NextResponse.rewrite(listUrl, init) : NextResponse.next(init);
  };

  const accessToken = cookie(ACCESS_TOKEN_COOKIE);
  const refreshToken = cookie(REFRESH_TOKEN_COOKIE);
  if (!refreshToken || !needsServerRefresh(accessToken, refreshToken)) return pass();

  const result = await refreshOnServer(apiOrigin, refreshToken, client, fetch, SECURE_COOKIES);
  if (result.kind === 'none') return pass();
  const headers = new Headers(request.headers);
  headers.set('cookie', cookieHeaderAfterRefresh(cookies, result));
  const response = pass(headers);
  for (const line of result.setCookies) response.headers.append('set-cookie', line);
  return response;
}

export const config = {
  matcher: [
    // Pages only: not the API, Next's assets, metadata images or files with an extension.
    '/((?!api/|_next/|internal/|favicon\\.ico|robots\\.txt|sitemap\\.xml|opengraph-image|.*\\.[A-Za-z0-9]+$).*)',
  ],
};
