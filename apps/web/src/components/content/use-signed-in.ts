'use client';

import { readTokenClaims } from '@spi/core';
import { onAuthEvent, readAccessToken } from '@/lib/api-client';
import { useHydratedSyncExternalStore } from '@/lib/use-hydrated-store';

function subscribe(onChange: () => void): () => void {
  const off = onAuthEvent(onChange);
  // A sign-in or sign-out in another tab changes the cookie; re-read it when this tab comes back.
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    off();
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

const snapshot = (): string | null => readTokenClaims(readAccessToken())?.sub ?? null;
const serverSnapshot = (): undefined => undefined;

/**
 * Who reads, as the content features need it: `undefined` while unknown (server render and
 * hydration), `null` for a guest, else the user id (the access token's subject). Read from the access
 * token cookie through lib/api-client, so features need not import the auth feature: the proxy has
 * already refreshed an expired token before the page loaded, and a 401 later refreshes (or signs out,
 * which this hook hears through the client's auth events).
 */
export function useSignedInUserId(): string | null | undefined {
  return useHydratedSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
