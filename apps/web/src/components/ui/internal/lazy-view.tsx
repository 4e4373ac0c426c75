'use client';

import { type ComponentType, type ReactNode, useEffect, useReducer } from 'react';
import { LOAD_FAILED_TEXT, loadWithRetry } from '../modal/load-with-retry';
import { showSnackbar } from '../snackbar/snackbar-store';

const Nothing = () => null;

export interface LazyView<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the code (once); resolves when it is there, never rejects. */
  preload: () => Promise<void>;
}

/**
 * A component whose code is fetched on first render or on `preload()` (with the lazy-modal retries: 3 × 1000 ms),
 * for what every page mounts but few readers need: overlay views, a member's controls, a rarely used fallback.
 * It renders `Pending` while loading (nothing by default), `Failed` when the code could not be fetched (nothing
 * by default), and tries again on its next mount. Once loaded it renders synchronously: unlike React.lazy it
 * needs no Suspense boundary and a failure is not kept for good. Not next/dynamic, which preloads its chunk for
 * every visitor.
 */
export function lazyView<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  Failed: ComponentType<P> = Nothing,
  Pending: ComponentType<P> = Nothing,
): LazyView<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = () => {
    pending ??= loadWithRetry(loader).then(
      (component) => (Loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function View(props: P) {
    const [state, settle] = useReducer((_: 'loading' | 'ready' | 'failed', next: 'ready' | 'failed') => next, Loaded ? 'ready' : 'loading');
    useEffect(() => {
      if (Loaded) return;
      let active = true;
      load().then(
        () => active && settle('ready'),
        () => active && settle('failed'),
      );
      return () => {
        active = false;
      };
    }, []);
    if (Loaded) return <Loaded {...props} />;
    return state === 'failed' ? <Failed {...props} /> : <Pending {...props} />;
  }
  View.preload = () => load().then(() => undefined, () => undefined);
  return View;
}

/**
 * The `Failed` view of an overlay whose code could not be fetched: it closes the overlay (`close`) and says why
 * in a Danger snackbar, with the texts of the modal's own error state.
 */
export function closesWithNotice<P extends object>(close: (props: P) => void): ComponentType<P> {
  function Unavailable(props: P) {
    // Once per mount: the overlay is gone after the first close.
    useEffect(() => {
      close(props);
      showSnackbar({ type: 'Danger', ...LOAD_FAILED_TEXT });
    }, []);
    return null;
  }
  return Unavailable;
}
