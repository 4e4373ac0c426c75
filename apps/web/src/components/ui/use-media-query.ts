'use client';

import { useCallback } from 'react';
import { BREAKPOINTS, type Breakpoint } from '@spi/core';
import { useHydratedSyncExternalStore } from '@/lib/use-hydrated-store';

function getMediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query);
}

/** Reads a media query once, outside React (for example inside an event handler). */
export function matchesMediaQuery(query: string, fallback = false): boolean {
  return getMediaQueryList(query)?.matches ?? fallback;
}

/** `(min-width: Npx)` for a named breakpoint of the spec. */
export function minWidthQuery(name: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[name]}px)`;
}

/**
 * Mobile means below the medium breakpoint (768 px); evaluated now, outside React (event handlers,
 * stores). Falls back to window.innerWidth where matchMedia is unavailable; false on the server.
 */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined') return false;
  const list = getMediaQueryList(minWidthQuery('medium'));
  return list ? !list.matches : window.innerWidth < BREAKPOINTS.medium;
}

/** Calls `onChange(matches)` whenever the query's result changes; returns the unsubscribe (a no-op without matchMedia). */
export function watchMediaQuery(query: string, onChange: (matches: boolean) => void): () => void {
  const list = getMediaQueryList(query);
  if (!list) return () => {};
  const listener = () => onChange(list.matches);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * Subscribes to a media query. `serverValue` is used during server rendering and hydration, so the
 * first client render matches the HTML; the real value follows in a transition after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback((onChange: () => void) => watchMediaQuery(query, onChange), [query]);
  return useHydratedSyncExternalStore(
    subscribe,
    () => getMediaQueryList(query)?.matches ?? serverValue,
    () => serverValue,
  );
}

/** True when the viewport is at least the named breakpoint wide. */
export function useMinWidth(name: Breakpoint, serverValue = false): boolean {
  return useMediaQuery(minWidthQuery(name), serverValue);
}

/** True below BREAKPOINTS.medium (768 px). Renders as desktop on the server. */
export function useIsMobile(): boolean {
  return !useMinWidth('medium', true);
}

/** The layout tier the viewport is in: each tier starts at its breakpoint (below 360 px is 'xsmall'). */
export type BreakpointTier = 'xsmall' | 'small' | 'medium' | 'large';

/** Current layout tier. Renders as 'large' on the server. */
export function useBreakpoint(): BreakpointTier {
  const small = useMinWidth('small', true);
  const medium = useMinWidth('medium', true);
  const large = useMinWidth('large', true);
  if (large) return 'large';
  if (medium) return 'medium';
  if (small) return 'small';
  return 'xsmall';
}

/** True when the user asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
