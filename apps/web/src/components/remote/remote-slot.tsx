'use client';

import { useEffect, useRef, useState } from 'react';
import { REMOTE_CONTAINER_NAME, REMOTE_LOAD_FAILED } from '@spi/core';
import styles from './remote-slot.module.css';

/**
 * The micro-frontend slot (ADR 022 §9, spec §7): loads `${baseUrl}/remoteEntry.js` once, takes the Module
 * Federation container it registers as `window[REMOTE_CONTAINER_NAME]`, and mounts the exposed module's
 * framework-agnostic `mount(element, props) => unmount` into a div of its own. The remote brings its own
 * React (or none), so nothing of ours is shared with it. Any failure shows the spec's text verbatim.
 */

export interface RemoteModule {
  mount: (element: HTMLElement, props: Record<string, unknown>) => (() => void) | void;
}

interface RemoteContainer {
  init: (shareScope: Record<string, unknown>) => unknown;
  get: (module: string) => Promise<() => unknown> | (() => unknown);
}

export const REMOTE_ENTRY_TIMEOUT_MS = 10_000;

/**
 * One load per script address for the whole page, however many slots ask (a failed load may be retried).
 * The container is read when that script has run, so two remotes under the same global name cannot be
 * mixed up and an address that fails never borrows another's container.
 */
const entries = new Map<string, Promise<unknown>>();

function loadEntry(src: string, timeoutMs: number): Promise<unknown> {
  const known = entries.get(src);
  if (known) return known;
  const promise = new Promise<unknown>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.remoteEntry = 'true';
    const timer = window.setTimeout(() => fail(new Error(`remote entry timed out after ${timeoutMs} ms: ${src}`)), timeoutMs);
    function done() { window.clearTimeout(timer); script.onload = null; script.onerror = null; }
    function fail(error: Error) { done(); script.remove(); entries.delete(src); reject(error); }
    script.onload = () => { done(); resolve((window as unknown as Record<string, unknown>)[REMOTE_CONTAINER_NAME]); };
    script.onerror = () => fail(new Error(`remote entry could not be loaded: ${src}`));
    document.head.appendChild(script);
  });
  entries.set(src, promise);
  return promise;
}

/** Forgets loaded entries (component tests). */
export function resetRemoteEntriesForTests(): void {
  entries.clear();
}

/** One `init` per container, shared by the slots that ask at the same time (webpack refuses a second share scope). */
const initialised = new WeakMap<object, Promise<void>>();

function initContainer(container: RemoteContainer): Promise<void> {
  let done = initialised.get(container);
  if (!done) {
    done = (async () => {
      try {
        await container.init({});
      } catch {
        // Already initialised by another slot or by the host: the container works the same.
      }
    })();
    initialised.set(container, done);
  }
  return done;
}

function isModule(value: unknown): value is RemoteModule {
  return typeof value === 'object' && value !== null && typeof (value as RemoteModule).mount === 'function';
}

/** Loads the entry script, the container and the module; rejects with a reason for the console on any failure. */
export async function loadRemoteModule(baseUrl: string, module: string, timeoutMs = REMOTE_ENTRY_TIMEOUT_MS): Promise<RemoteModule> {
  const src = `${baseUrl.replace(/\/+$/, '')}/remoteEntry.js`;
  const container = (await loadEntry(src, timeoutMs)) as RemoteContainer | undefined;
  if (!container || typeof container.get !== 'function' || typeof container.init !== 'function') {
    throw new Error(`remote entry ${src} did not register the container '${REMOTE_CONTAINER_NAME}'`);
  }
  await initContainer(container);
  const factory = await container.get(module);
  if (typeof factory !== 'function') throw new Error(`remote module ${module} has no factory`);
  const loaded = factory() as unknown;
  // A factory may hand back the module or its namespace with a default export.
  const candidate = isModule(loaded) ? loaded : (loaded as { default?: unknown } | null)?.default;
  if (!isModule(candidate)) throw new Error(`remote module ${module} exports no mount(element, props)`);
  return candidate;
}

type SlotState = 'loading' | 'mounted' | 'failed';

export function RemoteSlot({ baseUrl, module = './App', props = {}, minHeight = 120, testId = 'remote-slot' }: {
  baseUrl: string | null | undefined;
  module?: string;
  props?: Record<string, unknown>;
  /** Height reserved while loading, so the page below does not move when the remote appears. */
  minHeight?: number;
  testId?: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SlotState>('loading');
  // The props of the first mount; a remote that wants updates reads them its own way.
  const propsRef = useRef(props);

  useEffect(() => {
    if (!baseUrl) return;
    let cancelled = false;
    let unmount: (() => void) | undefined;
    setState('loading');
    loadRemoteModule(baseUrl, module)
      .then((remote) => {
        if (cancelled || !hostRef.current) return;
        const result = remote.mount(hostRef.current, propsRef.current);
        unmount = typeof result === 'function' ? result : undefined;
        setState('mounted');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(REMOTE_LOAD_FAILED, error);
        setState('failed');
      });
    return () => {
      cancelled = true;
      try {
        unmount?.();
      } catch (error) {
        console.error('remote module failed to unmount', error);
      }
    };
  }, [baseUrl, module]);

  if (!baseUrl) return null;
  return (
    <div className={styles.slot} style={{ minHeight }} data-testid={testId} data-state={state} aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && <p className={styles.loading}>외부 위젯을 불러오는 중입니다…</p>}
      {state === 'failed' && <p className={styles.failed} role="alert" data-testid={`${testId}-error`}>{REMOTE_LOAD_FAILED}</p>}
      {/* The remote owns this element's children: React never renders into it. */}
      <div ref={hostRef} className={styles.host} hidden={state === 'failed'} data-testid={`${testId}-host`} />
    </div>
  );
}
