'use client';

import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydratedSyncExternalStore } from '@/lib/use-hydrated-store';

const noopSubscribe = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/** False during server rendering and hydration, true afterwards (from a transition after hydration). */
export function useIsClient(): boolean {
  return useHydratedSyncExternalStore(noopSubscribe, isBrowser, isServer);
}

/** Renders children into document.body once on the client. */
export function Portal({ children }: { children: ReactNode }) {
  const isClient = useIsClient();
  return isClient ? createPortal(children, document.body) : null;
}
