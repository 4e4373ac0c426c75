'use client';

import { lazy, type LazyExoticComponent } from 'react';
import { loadWithRetry } from './load-with-retry';
import type { ModalComponent, ModalLoader, ModalModule } from './types';

interface RegistryEntry {
  loader: ModalLoader;
  promise?: Promise<ModalModule>;
  component?: LazyExoticComponent<ModalComponent>;
}

const registry = new Map<string, RegistryEntry>();

/**
 * Registers a named modal whose code loads on first use: `registerModal('find-email', () => import('./FindEmailModal'))`.
 * The module's default export receives `{ args, close }`. Registering a name again replaces it.
 */
export function registerModal<A, R>(name: string, loader: ModalLoader<A, R>): void {
  registry.set(name, { loader: loader as unknown as ModalLoader });
}

export function isModalRegistered(name: string): boolean {
  return registry.has(name);
}

function load(entry: RegistryEntry): Promise<ModalModule> {
  entry.promise ??= loadWithRetry(entry.loader).catch((error: unknown) => {
    // Forget the failure so the next open starts a fresh round of attempts.
    entry.promise = undefined;
    entry.component = undefined;
    throw error;
  });
  return entry.promise;
}

/** Starts loading a registered modal ahead of time (for example on hover or idle). */
export function preloadModal(name: string): Promise<void> {
  const entry = registry.get(name);
  if (!entry) return Promise.reject(new Error(`Modal "${name}" is not registered`));
  return load(entry).then(() => undefined);
}

/** The lazy component for a registered name (loaded with retries), or null when the name is unknown. */
export function getModalComponent(name: string): LazyExoticComponent<ModalComponent> | null {
  const entry = registry.get(name);
  if (!entry) return null;
  entry.component ??= lazy(() => load(entry));
  return entry.component;
}

/** Forgets a registration (mainly for tests). */
export function unregisterModal(name: string): void {
  registry.delete(name);
}
