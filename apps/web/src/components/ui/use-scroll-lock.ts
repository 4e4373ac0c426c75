'use client';

import { useEffect } from 'react';

/**
 * Ref-counted page scroll lock. Every open overlay (modal, bottom sheet, mobile menu, mobile info panel)
 * takes one lock; the page scrolls again only when the last one is released, so nested overlays never
 * unlock the page underneath each other. globals.css carries `html[data-scroll-locked] body { overflow: hidden; }`.
 */
const ATTRIBUTE = 'data-scroll-locked';
let lockCount = 0;
let savedPaddingRight: string | null = null;

function applyLock(): void {
  const html = document.documentElement;
  // Keep the layout from jumping sideways when the scrollbar disappears on desktop browsers.
  const scrollbarWidth = window.innerWidth - html.clientWidth;
  if (scrollbarWidth > 0) {
    savedPaddingRight = document.body.style.paddingRight;
    document.body.style.paddingRight = `${scrollbarWidth}px`;
  }
  html.setAttribute(ATTRIBUTE, '');
}

function releaseLock(): void {
  document.documentElement.removeAttribute(ATTRIBUTE);
  if (savedPaddingRight !== null) {
    document.body.style.paddingRight = savedPaddingRight;
    savedPaddingRight = null;
  }
}

/** Takes one lock and returns its release function; calling the release twice is a no-op. */
export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  lockCount += 1;
  if (lockCount === 1) applyLock();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount = Math.max(0, lockCount - 1);
    if (lockCount === 0) releaseLock();
  };
}

/** Number of locks currently held (diagnostics and tests). */
export function getScrollLockCount(): number {
  return lockCount;
}

/** Locks page scrolling while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return lockScroll();
  }, [active]);
}
