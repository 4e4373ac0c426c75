'use client';

import { useEffect } from 'react';
import { Portal } from '../internal/portal';
import { closesWithNotice, lazyView } from '../internal/lazy-view';
import { whenIdle } from '../internal/when-idle';
import { useScrollLock } from '../use-scroll-lock';
import { preloadModal } from './modal-registry';
import { closeModal, useModalStore, type ModalInstance } from './modal-store';
import { SYSTEM_MODAL } from './types';
import './system/register';

/**
 * The modal frame (dialog, focus trap, loading and error states, its CSS) is fetched when the first modal opens
 * or the browser is first idle, not with every page: most readers never open one (ADR 029).
 */
export const ModalFrameView = lazyView(
  () => import('./ModalFrame').then((m) => m.ModalFrame),
  closesWithNotice<{ instance: ModalInstance }>(({ instance }) => closeModal(instance.id)),
);

/** Fetches the frame and the system alert and confirm chunks once the browser is idle, so the first one opens instantly. */
function usePreloadSystemModals() {
  useEffect(() => whenIdle(() => {
    void ModalFrameView.preload();
    for (const name of Object.values(SYSTEM_MODAL)) preloadModal(name).catch(() => {});
  }, { fallbackMs: 1500 }), []);
}

/**
 * Renders every open modal, stacked in opening order. Mount once, in the root layout.
 * The page does not scroll while any modal is mounted (including its closing animation).
 */
export function ModalRoot() {
  const modals = useModalStore((state) => state.modals);
  usePreloadSystemModals();
  useScrollLock(modals.length > 0);
  if (modals.length === 0) return null;
  return (
    <Portal>
      {modals.map((instance) => <ModalFrameView key={instance.id} instance={instance} />)}
    </Portal>
  );
}
