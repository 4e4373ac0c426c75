'use client';

import { startTransition, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';

/**
 * Whether the page's server HTML has hydrated. A document Next rendered on the server carries its flight data
 * (`self.__next_f`) and starts false until the root layout's `HydratedSignal` marks it; anything else (a test's
 * DOM, a page built in the browser) has nothing to hydrate and starts true.
 */
let hydrated = typeof window !== 'undefined' && !('__next_f' in window);

/** Called once by `HydratedSignal`, after the root layout and its page have hydrated. */
export function markHydrated(): void {
  hydrated = true;
}

/**
 * `useSyncExternalStore` for a value the browser knows and the server did not (the viewport, the address's query,
 * the reader's token, "in the browser at all"): while the page hydrates it reads the server's snapshot, then moves
 * to the store's value in a transition, and follows the store as `useSyncExternalStore` does from then on.
 *
 * With `useSyncExternalStore` itself, every such value that differs from the server's makes React render its
 * components again synchronously right after hydration: on a phone one main-thread task of 70–100 ms at 4× CPU
 * for the header, the menus and a list (docs/performance.md, eleventh session). A transition is rendered in slices
 * that yield to the browser between frames and to a reader's input. A component first rendered after the page
 * has hydrated (a client-side navigation, a dialog opened later) reads the store from its first render.
 *
 * Where the browser's value is the server's (a guest's viewer, the default area unit, a wide viewport for a
 * desktop default), the component is not rendered again at all: moving over to the store is a state change of the
 * component, which React renders (and, unless they are memoised, its children) even when the value it returns is
 * the same, so it then waits for the store's first change instead (ADR 041).
 */
export function useHydratedSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [live, setLive] = useState(() => hydrated);
  const differsFromServer = useEffectEvent(() => !Object.is(getSnapshot(), getServerSnapshot()));
  useEffect(() => {
    if (live) return undefined;
    if (differsFromServer()) {
      startTransition(() => setLive(true));
      return undefined;
    }
    return subscribe(() => setLive(true));
  }, [live, subscribe]);
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}

const neverChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/** False during server rendering and hydration, true afterwards (from a transition after hydration). */
export function useHydrated(): boolean {
  return useHydratedSyncExternalStore(neverChanges, inBrowser, onServer);
}
