'use client';

import { useEffect } from 'react';
import { Portal } from '../internal/portal';
import { closesWithNotice, lazyView } from '../internal/lazy-view';
import { useIsMobile } from '../use-media-query';
import { useScrollLock } from '../use-scroll-lock';
import {
  closeAllInfoPanels, enforceInfoPanelLimit, infoPanelLimit, resetInfoPanels, useInfoPanelStore,
} from './info-panel-store';
import type { InfoPanelStackProps } from './InfoPanelStack';

export type InfoPanelVariant = 'sheet' | 'card';

/**
 * The panels themselves (dialog, focus trap, their CSS) are fetched when a reader heads for a trigger or the
 * first one opens, not with every page (ADR 029).
 */
export const InfoPanelStackView = lazyView(
  () => import('./InfoPanelStack').then((m) => m.InfoPanelStack),
  closesWithNotice<InfoPanelStackProps>(() => closeAllInfoPanels()),
);

const TRIGGER = '[data-info-panel-trigger]';
const OUTSIDE_EXEMPT = `[data-info-panel], ${TRIGGER}, [data-spi-overlay]`;

let mountedRoots = 0;

export interface InfoPanelRootProps {
  /** Desktop corner (default 'right'). */
  corner?: 'left' | 'right';
}

/**
 * Renders the info panels opened with useInfoPanel() / <InfoPanel>. Mount once, in the root layout.
 * Below 768 px a panel is a bottom sheet over a dim layer (one at a time, page scroll locked);
 * from 768 px it is a 360 px card in the bottom corner, and cards stack. A press outside any panel
 * closes them all (elements marked data-info-panel-trigger, and other overlays, do not count).
 */
export function InfoPanelRoot({ corner = 'right' }: InfoPanelRootProps) {
  const panels = useInfoPanelStore((state) => state.panels);
  const isMobile = useIsMobile();
  const variant: InfoPanelVariant = isMobile ? 'sheet' : 'card';
  const openPanels = panels.filter((p) => !p.closing);
  const anyOpen = openPanels.length > 0;
  const topId = openPanels[openPanels.length - 1]?.id;

  useScrollLock(isMobile && anyOpen);

  // Shrinking to mobile keeps only the newest panel.
  useEffect(() => {
    enforceInfoPanelLimit(infoPanelLimit(isMobile));
  }, [isMobile]);

  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest(OUTSIDE_EXEMPT)) return;
      closeAllInfoPanels();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [anyOpen]);

  // Fetch the panels' code when a reader heads for a trigger (hover, touch or focus), not on every page.
  useEffect(() => {
    const types = ['pointerover', 'pointerdown', 'focusin'] as const;
    const stop = () => types.forEach((type) => document.removeEventListener(type, onIntent, true));
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest(TRIGGER)) return;
      stop();
      void InfoPanelStackView.preload();
    }
    types.forEach((type) => document.addEventListener(type, onIntent, true));
    return stop;
  }, []);

  useEffect(() => {
    mountedRoots += 1;
    return () => {
      mountedRoots -= 1;
      if (mountedRoots === 0) resetInfoPanels();
    };
  }, []);

  if (panels.length === 0) return null;
  return (
    <Portal>
      <InfoPanelStackView panels={panels} variant={variant} corner={corner} anyOpen={anyOpen} topId={topId} />
    </Portal>
  );
}
