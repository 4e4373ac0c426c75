'use client';

import type { AdditionalInfoDto, UserInfoDto } from '@spi/core';
import { useHydratedSyncExternalStore } from '@/lib/use-hydrated-store';

/**
 * The signed-in reader's user info and additional info as the header and every `useViewer` see them (spec
 * sections 3 and 6). The data itself lives in the page's TanStack Query cache, where features invalidate and seed
 * it; lib/viewer-sync.ts, loaded only once a reader is signed in, follows those two queries and publishes them
 * here. This module carries no Query code, so a guest's page loads none (ADR 030).
 */
export interface ViewerData {
  /** Whose data this is: a change of user shows nothing of the previous one. */
  userId: string | null;
  user: UserInfoDto | null;
  info: AdditionalInfoDto | null;
  userPending: boolean;
  infoPending: boolean;
  infoError: boolean;
}

const NOTHING_YET: ViewerData = { userId: null, user: null, info: null, userPending: true, infoPending: true, infoError: false };

const nothingYet = (): ViewerData => NOTHING_YET;

let current = NOTHING_YET;
const listeners = new Set<() => void>();

export const viewerStore = {
  get: (): ViewerData => current,
  set(next: ViewerData): void {
    current = next;
    for (const listener of listeners) listener();
  },
  reset(): void {
    if (current !== NOTHING_YET) viewerStore.set(NOTHING_YET);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useViewerData(): ViewerData {
  return useHydratedSyncExternalStore(viewerStore.subscribe, viewerStore.get, nothingYet);
}
