'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/hydrated-event';

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
