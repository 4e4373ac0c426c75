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

export const useQuery = ((options: Parameters<typeof useQueryOf>[0], client?: QueryClient) => {
  const page = useQueryClient();
  return useQueryOf(options, client ?? page);
}) as typeof useQueryOf;

export const useInfiniteQuery = ((options: Parameters<typeof useInfiniteQueryOf>[0], client?: QueryClient) => {
  const page = useQueryClient();
  return useInfiniteQueryOf(options, client ?? page);
}) as typeof useInfiniteQueryOf;

export const useMutation = ((options: Parameters<typeof useMutationOf>[0], client?: QueryClient) => {
  const page = useQueryClient();
  return useMutationOf(options, client ?? page);
}) as typeof useMutationOf;
