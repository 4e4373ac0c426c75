'use client';

import { create } from 'zustand';
import {
  DURATIONS, markSnackbarClosing, pushSnackbar, removeSnackbar, type Snackbar, type SnackbarInput,
} from '@spi/core';

/** An optional button in the snackbar (e.g. '실행 취소'); clicking it runs onClick and closes the snackbar. */
export interface SnackbarAction {
  label: string;
  onClick: () => void;
}

/** Core's snackbar plus the web-only action (a function, so it stays out of the core data). */
export type WebSnackbar = Snackbar & { action?: SnackbarAction };
export type WebSnackbarInput = SnackbarInput & { action?: SnackbarAction };

export const useSnackbarStore = create<{ snackbars: WebSnackbar[] }>(() => ({ snackbars: [] }));

interface AutoClose { timer: ReturnType<typeof setTimeout> | null; remaining: number; startedAt: number }

const autoCloseTimers = new Map<string, AutoClose>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

const getList = () => useSnackbarStore.getState().snackbars;
const setList = (snackbars: WebSnackbar[]) => useSnackbarStore.setState({ snackbars });

function startAutoClose(id: string, ms: number): void {
  autoCloseTimers.set(id, { remaining: ms, startedAt: Date.now(), timer: setTimeout(() => closeSnackbar(id), ms) });
}

function clearAutoClose(id: string): void {
  const entry = autoCloseTimers.get(id);
  if (entry?.timer) clearTimeout(entry.timer);
  autoCloseTimers.delete(id);
}

function clearTimers(id: string): void {
  clearAutoClose(id);
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

/** After the closing animation (DURATIONS.snackbarAnimationMs) the snackbar is deleted. */
function scheduleRemoval(id: string): void {
  clearTimeout(removalTimers.get(id));
  removalTimers.set(id, setTimeout(() => {
    removalTimers.delete(id);
    setList(removeSnackbar(getList(), id));
  }, DURATIONS.snackbarAnimationMs));
}

/**
 * Shows a snackbar and returns its id (Info ids carry a 4-character random suffix). It closes itself
 * after DURATIONS.snackbarAutoCloseMs, is marked closing for DURATIONS.snackbarAnimationMs, then deleted.
 * At most 5 are open: a sixth marks the oldest closing. An `action` adds a button (e.g. 실행 취소).
 */
export function showSnackbar(input: WebSnackbarInput): string {
  const { action, ...coreInput } = input;
  const { list, added, evicted } = pushSnackbar(getList(), coreInput);
  clearTimers(added.id);
  setList(action ? list.map((s) => (s.id === added.id ? { ...s, action } : s)) : list);
  for (const id of evicted) {
    clearAutoClose(id);
    scheduleRemoval(id);
  }
  startAutoClose(added.id, DURATIONS.snackbarAutoCloseMs);
  return added.id;
}

/** Starts a snackbar's closing animation; it is deleted DURATIONS.snackbarAnimationMs later. */
export function closeSnackbar(id: string): void {
  const current = getList().find((s) => s.id === id);
  if (!current || current.closing) return;
  clearAutoClose(id);
  setList(markSnackbarClosing(getList(), id));
  scheduleRemoval(id);
}

export function closeAllSnackbars(): void {
  for (const snackbar of getList()) closeSnackbar(snackbar.id);
}

/** Holds the auto-close countdown while the pointer or focus is on the snackbar. */
export function pauseSnackbar(id: string): void {
  const entry = autoCloseTimers.get(id);
  if (!entry?.timer) return;
  clearTimeout(entry.timer);
  entry.timer = null;
  entry.remaining = Math.max(0, entry.remaining - (Date.now() - entry.startedAt));
}

export function resumeSnackbar(id: string): void {
  const entry = autoCloseTimers.get(id);
  if (!entry || entry.timer) return;
  startAutoClose(id, entry.remaining);
}

/** Deletes every snackbar at once and clears all timers. */
export function resetSnackbars(): void {
  for (const id of [...autoCloseTimers.keys(), ...removalTimers.keys()]) clearTimers(id);
  setList([]);
}

/** Number of pending snackbar timers (diagnostics and tests). */
export function pendingSnackbarTimers(): number {
  let count = removalTimers.size;
  for (const entry of autoCloseTimers.values()) if (entry.timer) count += 1;
  return count;
}

export type ShowSnackbarInput = Omit<WebSnackbarInput, 'type'> & { type?: SnackbarInput['type'] };

const snackbarApi = { show: showSnackbar, close: closeSnackbar, closeAll: closeAllSnackbars } as const;
export type SnackbarApi = typeof snackbarApi;

/** `const snackbar = useSnackbar(); snackbar.show({ type: 'Success', message: '저장했어요.' })`. Stable. */
export function useSnackbar(): SnackbarApi {
  return snackbarApi;
}
