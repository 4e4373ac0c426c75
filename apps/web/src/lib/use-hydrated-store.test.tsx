import { act, createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onReactCommit } from '../../vitest.react-commits';

const IMMEDIATE_PRIORITY = 1;

/** Loads the hook as a page Next rendered on the server does: the document carries flight data, nothing hydrated yet. */
async function loadOnServerRenderedPage({ flightData = true } = {}) {
  vi.resetModules();
  if (flightData) (window as unknown as { __next_f: unknown[] }).__next_f = [];
  else delete (window as unknown as { __next_f?: unknown[] }).__next_f;
  return import('./use-hydrated-store');
}

let value = 'browser';
const listeners = new Set<() => void>();
const store = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => value,
  server: () => 'server',
  set(next: string) {
    value = next;
    for (const listener of listeners) listener();
  },
};

describe('useHydratedSyncExternalStore', () => {
  afterEach(() => {
    delete (window as unknown as { __next_f?: unknown[] }).__next_f;
    document.body.innerHTML = '';
    value = 'browser';
  });

  it('hydrates the server snapshot without a mismatch, moves to the store in a transition, then follows it', async () => {
    const module = await loadOnServerRenderedPage();
    const priorities: number[] = [];
    const stop = onReactCommit((priority) => priorities.push(priority));
    const seen: string[] = [];
    function Probe() {
      const current = module.useHydratedSyncExternalStore(store.subscribe, store.get, store.server);
      seen.push(current);
      return createElement('p', null, current);
    }
    const html = renderToString(createElement(Probe));
    expect(html).toContain('server');
    seen.length = 0;

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, createElement(Probe), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen).toEqual(['server', 'browser']);
    expect(container.textContent).toBe('browser');
    // useSyncExternalStore itself re-renders a differing snapshot synchronously after hydration (priority 1).
    expect(priorities.length).toBeGreaterThanOrEqual(2);
    expect(priorities).not.toContain(IMMEDIATE_PRIORITY);
    stop();

    await act(async () => store.set('changed'));
    expect(container.textContent).toBe('changed');
  });

  it('keeps the server snapshot through hydration even when the store changes meanwhile', async () => {
    const module = await loadOnServerRenderedPage();
    function Probe() {
      return createElement('p', null, module.useHydratedSyncExternalStore(store.subscribe, store.get, store.server));
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Probe));
    document.body.appendChild(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, createElement(Probe), { onRecoverableError: recoverable });
      store.set('early');
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('early');
  });

  it('does not render again after hydration when the store agrees with the server, and follows its first change (ADR 041)', async () => {
    const module = await loadOnServerRenderedPage();
    value = 'server';
    const seen: string[] = [];
    function Probe() {
      const current = module.useHydratedSyncExternalStore(store.subscribe, store.get, store.server);
      seen.push(current);
      return createElement('p', null, current);
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Probe));
    document.body.appendChild(container);
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, createElement(Probe));
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(seen).toEqual(['server']);

    await act(async () => store.set('changed'));
    expect(container.textContent).toBe('changed');
    await act(async () => store.set('again'));
    expect(container.textContent).toBe('again');
  });

  it('reads the store from the first render once the page has hydrated, and where there is nothing to hydrate', async () => {
    for (const flightData of [true, false]) {
      const module = await loadOnServerRenderedPage({ flightData });
      if (flightData) module.markHydrated();
      const seen: string[] = [];
      function Recording() {
        seen.push(module.useHydratedSyncExternalStore(store.subscribe, store.get, store.server));
        return null;
      }
      const container = document.createElement('div');
      document.body.appendChild(container);
      await act(async () => {
        createRoot(container).render(createElement(Recording));
      });
      expect(seen).toEqual(['browser']);
    }
  });
});
