import { LIMITS } from './design-tokens';
import { randomId } from './random-id';

export const SNACKBAR_TYPES = ['Info', 'Warning', 'Danger', 'Success'] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

export const SNACKBAR_POSITIONS = [
  'top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right',
] as const;
export type SnackbarPosition = (typeof SNACKBAR_POSITIONS)[number];

export interface Snackbar {
  id: string;
  type: SnackbarType;
  title?: string;
  message: string;
  position: SnackbarPosition;
  /** Marked while its 250 ms closing animation runs; deleted afterwards. */
  closing: boolean;
}

export interface SnackbarInput {
  id?: string;
  type?: SnackbarType;
  title?: string;
  message: string;
  position?: SnackbarPosition;
}

/** Builds the id: Info notifications get a 4-character random suffix so repeated ones never collide. */
export function snackbarId(input: Pick<SnackbarInput, 'id' | 'type'>): string {
  const base = input.id ?? randomId();
  return (input.type ?? 'Info') === 'Info' ? `${base}-${randomId(LIMITS.infoSnackbarIdSuffixLength)}` : base;
}

export interface PushResult {
  list: Snackbar[];
  added: Snackbar;
  /** Ids that this push marked closing (the oldest, when a sixth arrives). */
  evicted: string[];
}

/**
 * Adds a snackbar. At most 5 are stacked: when a sixth arrives the oldest open one is marked closing.
 * A snackbar with an id already shown replaces nothing and is shown again as new.
 */
export function pushSnackbar(list: readonly Snackbar[], input: SnackbarInput): PushResult {
  const added: Snackbar = {
    id: snackbarId(input),
    type: input.type ?? 'Info',
    title: input.title,
    message: input.message,
    position: input.position ?? 'bottom-center',
    closing: false,
  };
  const withoutDuplicate = list.filter((s) => s.id !== added.id);
  const open = withoutDuplicate.filter((s) => !s.closing);
  const evicted = open.length >= LIMITS.snackbarMaxStack
    ? open.slice(0, open.length - LIMITS.snackbarMaxStack + 1).map((s) => s.id)
    : [];
  const next = withoutDuplicate.map((s) => (evicted.includes(s.id) ? { ...s, closing: true } : s));
  return { list: [...next, added], added, evicted };
}

export function markSnackbarClosing(list: readonly Snackbar[], id: string): Snackbar[] {
  return list.map((s) => (s.id === id ? { ...s, closing: true } : s));
}

export function removeSnackbar(list: readonly Snackbar[], id: string): Snackbar[] {
  return list.filter((s) => s.id !== id);
}
