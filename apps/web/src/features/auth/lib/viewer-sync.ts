'use client';

import { QueryObserver } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/query-client';
import { additionalInfoQueryOptions, meQueryOptions } from '../api/user-queries';
import { viewerStore } from './viewer-store';

/**
 * Follows the signed-in reader's two queries (user info, additional info) in the page's Query client and
 * publishes every change to the viewer store: the first fetch, a seed from a protected page (SeedViewer), a
 * refetch after a feature's ['user'] mutation, on focus or reconnect. Loaded by the SessionProvider only when a
 * reader is signed in (ADR 030). Returns the function that stops following.
 */
export function followViewer(userId: string): () => void {
  const client = getQueryClient();
  const me = new QueryObserver(client, meQueryOptions());
  const info = new QueryObserver(client, additionalInfoQueryOptions(userId));
  const publish = () => {
    const user = me.getCurrentResult();
    const additional = info.getCurrentResult();
    viewerStore.set({
      userId,
      user: user.data ?? null,
      info: additional.data ?? null,
      userPending: user.isPending,
      infoPending: additional.isPending,
      infoError: additional.isError,
    });
  };
  const stops = [me.subscribe(publish), info.subscribe(publish)];
  publish();
  return () => {
    for (const stop of stops) stop();
  };
}
