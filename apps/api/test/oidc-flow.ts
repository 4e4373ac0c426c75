import { createServer } from 'node:net';
import type { Provider } from '@spi/core';
import type { LightMyRequestResponse } from 'fastify';
import { buildOidcDevServer, type OidcDevServer } from '../../oidc-dev/src/app';
import type { ApiApp } from '../src/app';
import type { AppConfig } from '../src/config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * apps/oidc-dev tags its routes with `config.kind`; its source compiles inside this program when the
     * tests import it, where the API's own config keys make the type strict.
     */
    kind?: 'html' | 'json';
  }
}

export const BROWSER_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A free loopback port (listen on 0, read it, close). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** apps/oidc-dev, listening on a random loopback port (its issuer URL must be known before it starts). */
export async function startLocalProvider(): Promise<{ server: OidcDevServer; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await buildOidcDevServer({ baseUrl, logger: false });
  await server.listen({ port, host: '127.0.0.1' });
  return { server, baseUrl };
}

/** API config pointing both providers at the local provider (the spi-local-* clients). */
export function localProviderConfig(baseUrl: string): Pick<AppConfig, 'oauth'> {
  return {
    oauth: {
      kakao: { issuer: `${baseUrl}/kakao`, clientId: 'spi-local-kakao', clientSecret: 'spi-local-kakao-secret', scope: 'openid profile_nickname account_email', nicknameClaim: 'nickname' },
      google: { issuer: `${baseUrl}/google`, clientId: 'spi-local-google', clientSecret: 'spi-local-google-secret', scope: 'openid email profile', nicknameClaim: 'name' },
    },
  };
}

/** A cookie jar that follows Set-Cookie (deletions included), like the browser between redirects. */
export class Browser {
  readonly cookies: Record<string, string> = {};
  absorb(response: LightMyRequestResponse): void {
    for (const line of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const name = pair!.slice(0, pair!.indexOf('='));
      const value = pair!.slice(pair!.indexOf('=') + 1);
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') delete this.cookies[name];
      else this.cookies[name] = value;
    }
  }
}

export interface FlowResult {
  browser: Browser;
  start: LightMyRequestResponse;
  /** The provider's redirect back to `${PUBLIC_ORIGIN}/api/auth/{provider}/callback?code&state&iss`. */
  callbackUrl: URL;
  callback: LightMyRequestResponse;
}

/**
 * What a person's browser does: GET /api/auth/{provider}/start on the API, load the provider's chooser
 * page, pick an account (or cancel), and bring the redirect back to the API's callback.
 */
export async function runSignIn(
  app: ApiApp,
  provider: Provider,
  options: { sub?: string; cancel?: boolean; redirect?: string; browser?: Browser; beforeCallback?: (url: URL, browser: Browser) => void | Promise<void> },
): Promise<FlowResult> {
  const browser = options.browser ?? new Browser();
  const redirect = options.redirect ?? '/reits?tab=list';
  const start = await app.inject({ method: 'GET', url: `/api/auth/${provider}/start?redirect=${encodeURIComponent(redirect)}`, cookies: browser.cookies, headers: { 'user-agent': BROWSER_UA } });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  browser.absorb(start);
  const page = await fetch(String(start.headers.location));
  const html = await page.text();
  const tx = /name="tx" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!tx || !action) throw new Error(`no chooser form (status ${page.status})`);
  const decision = await fetch(new URL(action, page.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(options.cancel ? { tx, action: 'cancel' } : { tx, action: 'select', account: options.sub ?? '' }),
    redirect: 'manual',
  });
  const callbackUrl = new URL(decision.headers.get('location') ?? '');
  await options.beforeCallback?.(callbackUrl, browser);
  const callback = await app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}`, cookies: browser.cookies, headers: { 'user-agent': BROWSER_UA } });
  browser.absorb(callback);
  return { browser, start, callbackUrl, callback };
}
