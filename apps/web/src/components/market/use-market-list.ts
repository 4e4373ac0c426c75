'use client';

import { type QueryKey } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { useCallback, useState } from 'react';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { isApiError } from '@/lib/api-client';

export interface MarketListQueryOptions<R extends { access: A }, A> {
  /** The server's guest page 1 (default filters), or null when the API could not answer. */
  initial: R | null;
  /** A guest's access (also what a refused gated filter falls back to). */
  noAccess: A;
  /** Whether an access includes the gated figures (deal prices, fund AUM). */
  gated: (access: A) => boolean;
  /** The API query of the URL state, with or without the gated conditions. */
  apiSearchFor: (gated: boolean) => string;
  queryKey: (apiSearch: string, userId: string | null) => QueryKey;
  fetchList: (apiSearch: string, auth: boolean, signal: AbortSignal) => Promise<R>;
  /** The error code that refuses a gated condition (DEAL_PRICES_TIER_REQUIRED); 401 refuses too. */
  refusedCode: string;
}

/**
 * The data of a market list driven by the address bar: the viewer's token goes with the request when
 * signed in, the server's guest page 1 stands in until the browser has asked, and the viewer's access
 * is remembered (per viewer) so that a gated condition the viewer may not use is dropped from the
 * query (the list's notice says why).
 */
export function useMarketListQuery<R extends { access: A }, A>(options: MarketListQueryOptions<R, A>) {
  const { initial, noAccess, gated } = options;
  const userId = useSignedInUserId();
  const [known, setKnown] = useState<A | null>(null);
  const [knownFor, setKnownFor] = useState<string | null | undefined>(userId);
  // The access belongs to a viewer: forget it when the viewer changes (sign-in, sign-out).
  if (knownFor !== userId) {
    setKnownFor(userId);
    setKnown(null);
  }
  const signedIn = Boolean(userId);
  const apiSearch = options.apiSearchFor(known ? gated(known) : signedIn);
  const useInitial = initial !== null && apiSearch === '' && !signedIn;

  const query = useQuery({
    queryKey: options.queryKey(apiSearch, userId ?? null),
    queryFn: ({ signal }) => options.fetchList(apiSearch, signedIn, signal),
    enabled: userId !== undefined,
    placeholderData: (previous) => previous,
    initialData: useInitial ? initial : undefined,
    staleTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
  const data = query.data ?? (userId === undefined && apiSearch === '' ? initial ?? undefined : undefined);
  if (query.data && query.data.access !== known && query.isPlaceholderData === false) setKnown(query.data.access);
  const refused = isApiError(query.error) && (query.error.code === options.refusedCode || query.error.status === 401);
  if (refused && (known === null || gated(known))) setKnown(noAccess);
  const onRetry = useRetry(query.refetch);

  return {
    data,
    apiSearch,
    signedIn,
    access: data?.access ?? known ?? noAccess,
    loading: query.isFetching,
    error: query.isError && !refused,
    onRetry,
  };
}

/**
 * A list's '다시 시도': refetches its query, and is the same function for as long as the query is, so a memoised
 * list view given it does not render again (ADR 041).
 */
export function useRetry(refetch: () => Promise<unknown>): () => void {
  return useCallback(() => void refetch(), [refetch]);
}

interface SortState<K extends string> { sort: K | null; order: 'asc' | 'desc' | null }

/**
 * A market list's sort: the sort from the URL unless it is gated and the viewer lacks the access (then `fallback`),
 * with its order (or the sort's default order). `sortable(key)` feeds a DataTable column header,
 * `changeSort` the SortSelect.
 */
export function useListSort<K extends string>({ state, set, allowed, isGated, fallback, defaultOrder }: {
  state: SortState<K>;
  set: (patch: { sort: K; order: 'asc' | 'desc' }) => void;
  /** Whether the viewer has the access gated sorts need. */
  allowed: boolean;
  isGated: (sort: K) => boolean;
  fallback: K;
  defaultOrder: (sort: K) => 'asc' | 'desc';
}) {
  const sort: K = state.sort && (allowed || !isGated(state.sort)) ? state.sort : fallback;
  const order = state.order ?? defaultOrder(sort);
  const sortBy = (key: K) => {
    if (key === sort) set({ sort: key, order: order === 'desc' ? 'asc' : 'desc' });
    else set({ sort: key, order: defaultOrder(key) });
  };
  return {
    sort,
    order,
    sortable: (key: K) => ({ active: sort === key, order, onClick: () => sortBy(key), disabled: !allowed && isGated(key) }),
    changeSort: (next: K, nextOrder: 'asc' | 'desc') => set({ sort: next, order: next === sort ? nextOrder : defaultOrder(next) }),
  };
}
