'use client';

import { useEffect, type RefObject } from 'react';
import { useScrollLock } from '@/components/ui';

/** The side panel's width on desktop (the page's frame gives up as much room). */
export const SOPHI_PANEL_WIDTH_PX = 400;

/**
 * Places the panel around the page. Desktop: `data-sophi-open` on <html> (the page frame makes room,
 * see FRAME_CSS) and the panel's top follows the bottom of the header as the page scrolls. Mobile: the
 * page behind the sheet does not scroll, and the sheet rises above the on-screen keyboard
 * (visualViewport), so the input stays visible.
 */
export function useFrameLayout(desktop: boolean, panel: RefObject<HTMLElement | null>): void {
  useScrollLock(!desktop);

  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--sophi-panel-width', `${SOPHI_PANEL_WIDTH_PX}px`);
    if (!desktop) return;
    root.setAttribute('data-sophi-open', '');
    const place = () => {
      const header = document.querySelector('[data-testid="desktop-header"]');
      const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      panel.current?.style.setProperty('--sophi-top', `${Math.round(bottom)}px`);
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      root.removeAttribute('data-sophi-open');
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [desktop, panel]);

  useEffect(() => {
    const viewport = window.visualViewport;
    if (desktop || !viewport) return;
    const place = () => {
      const keyboard = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      panel.current?.style.setProperty('--sophi-keyboard', `${Math.round(keyboard)}px`);
    };
    place();
    viewport.addEventListener('resize', place);
    viewport.addEventListener('scroll', place);
    return () => {
      viewport.removeEventListener('resize', place);
      viewport.removeEventListener('scroll', place);
    };
  }, [desktop, panel]);
}
