'use client';

import { create } from 'zustand';
import { DURATIONS, randomId } from '@spi/core';
import type { ModalOptions, ModalResult, OpenModalRequest } from './types';

export interface ModalInstance {
  id: string;
  name: string;
  args: unknown;
  options: Required<ModalOptions>;
  /** Marked while the closing animation runs (DURATIONS.modalCloseDelayMs), then removed. */
  closing: boolean;
  /** The element focused when the modal opened; focus returns there on close. */
  opener: HTMLElement | null;
}

interface ModalState {
  modals: ModalInstance[];
}

export const useModalStore = create<ModalState>(() => ({ modals: [] }));

const resolvers = new Map<string, (result: unknown) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

const DEFAULT_OPTIONS: Required<ModalOptions> = {
  position: 'center',
  isEnableCloseByBackground: false,
  noDim: false,
};

/**
 * Opens a named modal on top of any open ones. The promise resolves with the value the modal passes
 * to close(), or undefined when it is dismissed (Escape, background, close icon).
 */
export function openModal<N extends string>(request: OpenModalRequest<N>): Promise<ModalResult<N> | undefined> {
  const id = `modal-${randomId()}`;
  const opener = typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
    && document.activeElement !== document.body ? document.activeElement : null;
  const instance: ModalInstance = {
    id,
    name: request.name,
    args: request.args,
    options: { ...DEFAULT_OPTIONS, ...request.options },
    closing: false,
    opener,
  };
  return new Promise((resolve) => {
    resolvers.set(id, resolve as (result: unknown) => void);
    useModalStore.setState((state) => ({ modals: [...state.modals, instance] }));
  });
}

/**
 * Closes a modal (the topmost open one when `id` is omitted): resolves its promise now, keeps it mounted
 * and marked closing for DURATIONS.modalCloseDelayMs (the closing animation), then unmounts it.
 */
export function closeModal(id?: string, result?: unknown): void {
  const { modals } = useModalStore.getState();
  const target = id === undefined
    ? [...modals].reverse().find((m) => !m.closing)
    : modals.find((m) => m.id === id);
  if (!target || target.closing) return;
  useModalStore.setState((state) => ({
    modals: state.modals.map((m) => (m.id === target.id ? { ...m, closing: true } : m)),
  }));
  resolvers.get(target.id)?.(result);
  resolvers.delete(target.id);
  removalTimers.set(target.id, setTimeout(() => {
    removalTimers.delete(target.id);
    useModalStore.setState((state) => ({ modals: state.modals.filter((m) => m.id !== target.id) }));
  }, DURATIONS.modalCloseDelayMs));
}

/** Closes every open modal (each animates out). */
export function closeAllModals(): void {
  for (const modal of useModalStore.getState().modals) {
    if (!modal.closing) closeModal(modal.id);
  }
}

/** Removes every modal immediately, without animation, resolving pending promises with undefined. */
export function resetModals(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  for (const resolve of resolvers.values()) resolve(undefined);
  resolvers.clear();
  useModalStore.setState({ modals: [] });
}

const modalApi = { open: openModal, close: closeModal, closeAll: closeAllModals } as const;
export type ModalApi = typeof modalApi;

/** Imperative modal API: `const { open, close, closeAll } = useModal()`. Stable across renders. */
export function useModal(): ModalApi {
  return modalApi;
}
