'use client';

import type { EventMeResponse } from '@spi/core/contracts/events';
import { useQuery, useQueryClient } from '@/lib/query';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { isApiError } from '@/lib/api-client';
import { eventKeys, fetchEventMe } from '../api/events-client';

/**
 * The viewer's part of an event page (GET /events/:id/me), shared by the registration panel and the
 * materials list: `userId` undefined while unknown (server render, hydration), null for a guest.
 */
export function useEventMe(eventId: string) {
  const userId = useSignedInUserId();
  const query = useQuery({
    queryKey: eventKeys.me(eventId, userId ?? ''),
    queryFn: ({ signal }) => fetchEventMe(eventId, signal),
    enabled: typeof userId === 'string',
    staleTime: 30_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
  return { userId, query };
}

/** After a registration or cancellation: the viewer's event state, my registrations and the public lists are stale. */
export function useRefreshEventViews(eventId: string) {
  const client = useQueryClient();
  const userId = useSignedInUserId();
  return {
    /** Shows `me` at once (the answer of the write), then refetches everything that depends on it. */
    async refresh(patch?: Partial<EventMeResponse>) {
      const key = eventKeys.me(eventId, userId ?? '');
      if (patch) client.setQueryData<EventMeResponse>(key, (old) => (old ? { ...old, ...patch } : old));
      await Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: ['events', 'mine'] }),
        client.invalidateQueries({ queryKey: ['events', 'list'] }),
      ]);
    },
  };
}
