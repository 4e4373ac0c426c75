'use client';

import { useEffect } from 'react';
import { Portal } from '../internal/portal';
import { useScrollLock } from '../use-scroll-lock';
import { ModalFrame } from './ModalFrame';
import { preloadModal } from './modal-registry';
import { useModalStore } from './modal-store';
import { SYSTEM_MODAL } from './types';
import './system/register';

/** Fetches the system alert and confirm chunks once the browser is idle, so the first one opens instantly. */
function usePreloadSystemModals() {
  useEffect(() => {
    const preload = () => {
      for (const name of Object.values(SYSTEM_MODAL)) preloadModal(name).catch(() => {});
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 1500);
    return () => clearTimeout(timer);
  }, []);
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
      {modals.map((instance) => <ModalFrame key={instance.id} instance={instance} />)}
    </Portal>
  );
}
