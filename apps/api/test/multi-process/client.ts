/**
 * Real HTTP against the API processes of the harness: a cookie jar, JSON calls, and the browser's side
 * of social sign-in against apps/oidc-dev (started in the test process).
 */
import { ACCESS_TOKEN_COOKIE, CSRF_COOKIE, CSRF_HEADER, REFRESH_TOKEN_COOKIE, type Provider } from '@spi/core';
import { buildOidcDevServer, type OidcDevServer } from '../../../oidc-dev/src/app';
import { freePort } from '../oidc-flow';

export const BROWSER_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** A CSRF pair (double-submit cookie) for cookie-authenticated writes. */
export const CSRF_TOKEN = 'm'.repeat(43);

export interface HttpResult {
  status: number;
  headers: Headers;
  text: string;
  json<T = Record<string, unknown>>(): T;
  /** The envelope's error code, if any. */
  code: string | undefined;
}

/** A cookie jar that follows Set-Cookie, like a browser (deletions included). */
export class Jar {
  readonly cookies: Record<string, string> = {};
  absorb(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') delete this.cookies[name];
      else this.cookies[name] = value;
    }
  }
  header(): string {
    return Object.entries(this.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  jar?: Jar;
  /** Adds the CSRF pair (cookie + header). */
  csrf?: boolean;
  bearer?: string;
  /** Acts as this client address (the processes trust loopback proxies). */
  ip?: string;
  signal?: AbortSignal;
}

export async function call(origin: string, method: string, url: string, options: CallOptions = {}): Promise<HttpResult> {
  const headers: Record<string, string> = { 'user-agent': BROWSER_UA, ...options.headers };
  const cookies = [options.headers?.cookie, options.jar?.header(), options.csrf ? `${CSRF_COOKIE}=${CSRF_TOKEN}` : ''].filter(Boolean).join('; ');
  if (cookies) headers.cookie = cookies;
  if (options.csrf) headers[CSRF_HEADER] = CSRF_TOKEN;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const send = () =>
    fetch(`${origin}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
      signal: options.signal,
    });
  let res: Response;
  try {
    res = await send();
  } catch (error) {
    // A kept-alive socket the server closed after its idle timeout (slow setup under load) fails the next request
    // sent on it before any byte is answered: a read is safe to send again; a write never is (the fault test
    // counts failed writes).
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if ((method !== 'GET' && method !== 'HEAD') || code !== 'UND_ERR_SOCKET') throw error;
    res = await send();
  }
  const text = await res.text();
  options.jar?.absorb(res.headers);
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    code = undefined;
  }
  return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T, code };
}

/** apps/oidc-dev on a free loopback port; the children get its issuers through KAKAO_ISSUER and GOOGLE_ISSUER. */
export async function startProvider(): Promise<{ server: OidcDevServer; baseUrl: string; env: Record<string, string> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await buildOidcDevServer({ baseUrl, logger: false });
  await server.listen({ port, host: '127.0.0.1' });
  return { server, baseUrl, env: { KAKAO_ISSUER: `${baseUrl}/kakao`, GOOGLE_ISSUER: `${baseUrl}/google` } };
}

export interface SignedIn {
  jar: Jar;
  accessToken: string;
  refreshToken: string;
}

/**
 * Social sign-in as a browser does it, with the start on one process and the callback on another (the
 * state lives in the database): start → provider chooser → account → callback with the session cookies.
 */
export async function signInOverHttp(startOrigin: string, callbackOrigin: string, provider: Provider, subject: string, ip?: string): Promise<SignedIn> {
  const jar = new Jar();
  const start = await call(startOrigin, 'GET', `/api/auth/${provider}/start?redirect=${encodeURIComponent('/')}`, { jar, ip });
  if (start.status !== 302) throw new Error(`start answered ${start.status}: ${start.text}`);
  const page = await fetch(start.headers.get('location')!);
  const html = await page.text();
  const tx = /name="tx" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!tx || !action) throw new Error(`no chooser form (status ${page.status})`);
  const decision = await fetch(new URL(action, page.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ tx, action: 'select', account: subject }),
    redirect: 'manual',
  });
  const back = new URL(decision.headers.get('location') ?? '');
  const callback = await call(callbackOrigin, 'GET', `${back.pathname}${back.search}`, { jar, ip });
  const accessToken = jar.cookies[ACCESS_TOKEN_COOKIE];
  const refreshToken = jar.cookies[REFRESH_TOKEN_COOKIE];
  if (callback.status !== 302 || !accessToken || !refreshToken) throw new Error(`callback answered ${callback.status} ${callback.headers.get('location')}: no session cookies`);
  return { jar, accessToken, refreshToken };
}

/** The demo accounts of packages/db/src/demo/accounts.ts (linked to apps/oidc-dev's seeded accounts). */
export const DEMO = {
  /** 김민준: a plain member. */
  member: { provider: 'kakao' as const, subject: 'kakao-demo-1001', userId: 'demo-user-minjun' },
  /** Park Jiho: ROLE_ADMIN and ROLE_EDITOR. */
  admin: { provider: 'google' as const, subject: 'google-demo-2001', userId: 'demo-user-jiho' },
  /** Choi Yuna: LIGHT member. */
  reader: { provider: 'google' as const, subject: 'google-demo-2002', userId: 'demo-user-yuna' },
};
