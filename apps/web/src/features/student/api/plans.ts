'use client';

import { API_ROOTS, type Plan } from '@spi/core';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { api, type LazyResponseSchema } from '@/lib/api-client';

/**
 * The plans on sale (public), for the student discount info: the same key, request and data shape
 * (Plan[]) as the membership feature's plans query, so both share one cache entry.
 */
const plansSchema: LazyResponseSchema<{ plans: Plan[] }> = () => import('@spi/core/contracts/billing').then((m) => m.plansResponseSchema);

export const studentPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['memberships', 'plans'] as const,
    queryFn: async () => (await api.get(`${API_ROOTS.sejong}/memberships/plans`, { schema: plansSchema, auth: false })).plans,
    staleTime: 5 * 60_000,
  });

export function usePlansForDiscount(enabled: boolean) {
  return useQuery({ ...studentPlansQueryOptions(), enabled });
}
