'use client';

import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/lib/use-hydrated-store';

/** Renders children into document.body once on the client (from a transition after hydration, ADR 040). */
export function Portal({ children }: { children: ReactNode }) {
  return useHydrated() ? createPortal(children, document.body) : null;
}
