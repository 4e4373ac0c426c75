'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/hydrated-event';
import { markHydrated } from '@/lib/use-hydrated-store';

/**
 * Rendered last by the root layout: its effect runs once the layout and the page above it have hydrated (effects run
 * child first), so every handler those set up in effects (the search's '/') is there when the kept input is played.
 * From then on `useHydratedSyncExternalStore` reads its stores from a component's first render.
 */
export function HydratedSignal() {
  useEffect(() => {
    markHydrated();
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
