'use client';

import { API_ROOTS } from '@spi/core';
import { queryOptions } from '@tanstack/react-query';
import { lazySchemas } from '@/lib/lazy-contracts';
import { api } from '@/lib/api-client';

/**
 * Query keys of the signed-in user. Every key starts with 'user', so a mutation declared with
 * mutationKey ['user'] (nickname, consent, leave...) invalidates all of them (see query-client.ts).
 */
export const userKeys = {
  all: ['user'] as const,
  me: () => ['user', 'me'] as const,
  info: (userId: string) => ['user', userId, 'info'] as const,
};

export const fetchMe = () => api.get(`${API_ROOTS.sejong}/users/me`, { schema: lazySchemas.userInfo });
export const fetchAdditionalInfo = (userId: string) =>
  api.get(`${API_ROOTS.sejong}/users/${encodeURIComponent(userId)}/info`, { schema: lazySchemas.additionalInfo });

/** User info: infinite freshness, refreshed only by invalidation after a change (spec section 7). */
export const meQueryOptions = () => queryOptions({ queryKey: userKeys.me(), queryFn: fetchMe, staleTime: Infinity });

export const additionalInfoQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.info(userId), queryFn: () => fetchAdditionalInfo(userId), staleTime: Infinity });
