'use client';

import {
  QueryClientContext,
  useInfiniteQuery as useInfiniteQueryOf,
  useMutation as useMutationOf,
  useQuery as useQueryOf,
  type QueryClient,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { getQueryClient } from './query-client';

/**
 * TanStack Query's hooks bound to the page's one client (ADR 030). Features import these instead of
 * '@tanstack/react-query' (a lint rule says so): they need no provider above them, so the root layout carries
 * no Query code and each page loads it only if one of its components asks for data through it. A provider,
 * where one is mounted (the unit tests' QueryClientProvider), still wins.
 */
export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? getQueryClient();
}

/** A Query hook whose client, when the caller passes none, is the provider's or the page's. */
function boundToPage<Hook extends (options: never, client?: QueryClient) => unknown>(hook: Hook): Hook {
  function useBoundToPage(options: never, client?: QueryClient) {
    const page = useQueryClient();
    return hook(options, client ?? page);
  }
  return useBoundToPage as Hook;
}

export const useQuery = boundToPage(useQueryOf);
export const useInfiniteQuery = boundToPage(useInfiniteQueryOf);
export const useMutation = boundToPage(useMutationOf);
