import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ModalContext } from '@/components/ui/modal/modal-context';
import { configureApiClient } from '@/lib/api-client';

/** Test helpers of the corporation feature (only *.test.tsx import this file). */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorBody = (code: string, message: string) => ({ error: { code, message } });

export type Route = (method: string, url: string, body: unknown) => Response | Promise<Response> | undefined;

/** Routes every API call to `route`; records 'METHOD url' in the returned list. CSRF is answered here. */
export function mockApi(route: Route): string[] {
  const calls: string[] = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      if (url.startsWith('/api/auth/csrf')) return json({ csrfToken: 'csrf-token' });
      calls.push(`${method} ${url}`);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const response = await route(method, url, body);
      return response ?? json(errorBody('NOT_FOUND', '없음'), 404);
    }) as typeof fetch,
  });
  return calls;
}

export function createWrapper() {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        if (mutation.options.mutationKey) await client.invalidateQueries({ queryKey: mutation.options.mutationKey });
      },
    }),
  });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/** createWrapper plus the context a named modal's parts expect from <ModalRoot />. */
export function createModalWrapper() {
  const Query = createWrapper();
  const noop = () => {};
  const value = { id: 'm', titleId: 'm-title', descriptionId: 'm-description', close: noop, forceClose: noop, setBusy: noop, busy: false };
  return function ModalWrapper({ children }: { children: ReactNode }) {
    return <Query><ModalContext.Provider value={value}>{children}</ModalContext.Provider></Query>;
  };
}
