'use client';

import { useEffect } from 'react';

/**
 * The event dispatched on `window` once the page has hydrated. A guest's document plays the taps and keys a reader
 * gave it while its scripts loaded again on it (ADR 039); `src/server/scripts-after-paint.ts` holds the same name.
 */
export const HYDRATED_EVENT = 'spi:hydrated';

/**
 * Rendered last by the root layout: its effect runs once the layout and the page above it have hydrated (effects run
 * child first), so every handler those set up in effects (the search's '/') is there when the kept input is played.
 */
export function HydratedSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
