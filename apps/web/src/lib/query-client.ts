'use client';

import { MutationCache, QueryClient } from '@tanstack/react-query';
import { SESSION } from '@spi/core';
import { isApiError } from '@/lib/api-client';
import { loadedQueryClient, rememberQueryClient } from './query-registry';

/**
 * The app's TanStack Query client (spec section 7): stale time 120 000 ms; refetch on mount, focus and
 * reconnect; client errors (4xx) are not retried. A successful mutation invalidates every query whose
 * key starts with the mutation's key, so `useMutation({ mutationKey: ['user'], ... })` refreshes the
 * user info the header shows.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: SESSION.queryStaleTimeMs,
        refetchOnMount: true,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const key = mutation.options.mutationKey;
        // Prefix match: ['user'] invalidates ['user', 'me'], ['user', id, 'info'], ...
        if (key) await client.invalidateQueries({ queryKey: key });
      },
    }),
  });
  return client;
}

/**
 * The page's one client (ADR 030). There is no provider in the root layout: the client is created by the first
 * feature that asks for it, so pages that use no query never load TanStack Query. In the browser it lives as
 * long as the page (mounted, so focus and reconnect refetch); on the server every call gets a new one, so
 * nothing a render puts in it is shared between requests.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  let client = loadedQueryClient();
  if (!client) {
    client = createQueryClient();
    client.mount();
    rememberQueryClient(client);
  }
  return client;
}

/** Unit tests: forget the page's client, so the next test starts with an empty cache. */
export function resetQueryClientForTests(): void {
  loadedQueryClient()?.unmount();
  rememberQueryClient(undefined);
}
