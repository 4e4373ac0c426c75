'use client';

import { API_ROOTS } from '@spi/core';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';
import { billingSchemas } from './lazy-schemas';

/**
 * The /membership page's client calls: the plans (public; the page already has them from the server,
 * this is for screens that open without them) and the viewer's own membership, which highlights the
 * current tier. Keys start with 'user' for the viewer's data, so a checkout or a coupon that invalidates
 * ['user'] refreshes it too.
 */
export const membershipKeys = {
  plans: ['memberships', 'plans'] as const,
  /** Shared with the settings screen (same endpoint, same schema): one request, one cache entry. */
  mine: billingKeys.membership(),
};

const V1 = API_ROOTS.sejong;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.plans,
    queryFn: async () => (await api.get(`${V1}/memberships/plans`, { schema: billingSchemas.plans, auth: false })).plans,
    staleTime: 5 * 60_000,
  });

const quiet = () => undefined;

/** GET /users/me/membership: { membership, subscription }; only asked for when someone is signed in. */
export const myMembershipQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: membershipKeys.mine,
    queryFn: () => api.get(`${V1}/users/me/membership`, { schema: billingSchemas.myMembership, onError: { fallback: quiet } }),
    enabled,
    staleTime: 30_000,
  });

export function useMyMembership(enabled: boolean) {
  return useQuery(myMembershipQueryOptions(enabled));
}
