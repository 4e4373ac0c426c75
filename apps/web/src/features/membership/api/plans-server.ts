import 'server-only';
import { API_ROOTS, plansResponseSchema, type Plan } from '@spi/core';
import { cache } from 'react';
import { internalApiOrigin } from '@/lib/server/api-origin';

/**
 * The tiers as the cached /membership page reads them (ADR 014): a guest fetch over the loopback origin,
 * tagged 'membership-plans' (the API drops that tag when an admin edits a tier), `revalidate` as the
 * backstop. When the API cannot answer, null with a 10 s lifetime, so no error page is baked in.
 */
export const PLANS_TAG = 'membership-plans';

type NextFetchInit = RequestInit & { next?: { tags?: string[]; revalidate?: number | false } };

async function getPlans(revalidate: number): Promise<Plan[]> {
  const init: NextFetchInit = { headers: { accept: 'application/json' }, next: { tags: [PLANS_TAG], revalidate } };
  const response = await fetch(`${internalApiOrigin()}${API_ROOTS.sejong}/memberships/plans`, init);
  if (!response.ok) throw new Error(`plans answered ${response.status}`);
  return plansResponseSchema.parse(await response.json()).plans;
}

export const fetchPlans = cache(async (): Promise<Plan[] | null> => {
  try {
    return await getPlans(300);
  } catch {
    try {
      return await getPlans(10);
    } catch {
      return null;
    }
  }
});
