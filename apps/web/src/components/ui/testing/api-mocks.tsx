import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configureApiClient } from '@/lib/api-client';
import { ModalContext } from '../modal/modal-context';

/**
 * Test helpers shared by the features' component and API tests: answers for a mocked API, a signed-in
 * cookie, and the React Query (and named modal) context a component expects from the app.
 *
 * Not exported from the UI index and never shipped: import it from tests only.
 */

// --- API answers ---------------------------------------------------------------------------------

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorBody = (code: string, message: string) => ({ error: { code, message } });

export type Route = (method: string, url: string, body: unknown, headers: Record<string, string>) => Response | Promise<Response> | undefined;

/** Routes every API call to `route`; records 'METHOD url' in the returned list. CSRF is answered here; an unrouted call gets 404. */
export function mockApi(route: Route): string[] {
  const calls: string[] = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      if (url.startsWith('/api/auth/csrf')) return json({ csrfToken: 'csrf-token' });
      calls.push(`${method} ${url}`);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const response = await route(method, url, body, (init.headers ?? {}) as Record<string, string>);
      return response ?? json(errorBody('NOT_FOUND', '없음'), 404);
    }) as typeof fetch,
  });
  return calls;
}

export type ApiCall = { url: string; method: string; body: unknown };

/** Hands every API call (the CSRF one too) to `handler` as { url, method, body }, and records it in the returned list. */
export function serveApi(handler: (call: ApiCall) => Response): ApiCall[] {
  const calls: ApiCall[] = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call = { url: String(input), method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      return handler(call);
    }) as typeof fetch,
  });
  return calls;
}

// --- session cookie ------------------------------------------------------------------------------

/** An unsigned access token for `sub`, valid for an hour (the web app only reads its claims). */
export function jwt(sub: string): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub, iat: now, exp: now + 3600 })}.sig`;
}

export function signIn(userId = 'user-1') {
  document.cookie = `spi-accessToken=${jwt(userId)}; path=/`;
}

export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

// --- React context -------------------------------------------------------------------------------

export function createClient() {
  // Like the app's client (lib/query-client.ts): a successful mutation invalidates the queries under its key.
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        if (mutation.options.mutationKey) await client.invalidateQueries({ queryKey: mutation.options.mutationKey });
      },
    }),
  });
  return client;
}

export function createWrapper(client = createClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/** createWrapper plus the context a named modal's parts (ModalTitle, setBusy) expect from <ModalRoot />. */
export function createModalWrapper() {
  const Query = createWrapper();
  const noop = () => {};
  const value = { id: 'm', titleId: 'm-title', descriptionId: 'm-description', close: noop, forceClose: noop, setBusy: noop, busy: false };
  return function ModalWrapper({ children }: { children: ReactNode }) {
    return <Query><ModalContext.Provider value={value}>{children}</ModalContext.Provider></Query>;
  };
}
