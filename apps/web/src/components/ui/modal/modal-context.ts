'use client';

import { createContext, useContext } from 'react';

export interface ModalContextValue {
  id: string;
  /** id of the element that names the dialog (aria-labelledby). */
  titleId: string;
  /** id of the element that describes the dialog (aria-describedby). */
  descriptionId: string;
  /** Closes this modal with an optional result. Ignored while busy. */
  close: (result?: unknown) => void;
  /** Closes this modal even while busy (used by the modal itself once its work is done). */
  forceClose: (result?: unknown) => void;
  /** While busy, Escape, background clicks and close() are ignored. */
  setBusy: (busy: boolean) => void;
  busy: boolean;
}

export const ModalContext = createContext<ModalContextValue | null>(null);

/** Context of the enclosing modal; throws outside one. */
export function useModalContext(): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error('useModalContext must be used inside a modal rendered by <ModalRoot />');
  return value;
}
