'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../icons';
import { Portal } from '../internal/portal';
import { useEscapeKey } from '../use-escape-key';
import { useFocusTrap } from '../use-focus-trap';
import { useIsMobile } from '../use-media-query';
import { useScrollLock } from '../use-scroll-lock';
import {
  closeAllInfoPanels, closeInfoPanel, enforceInfoPanelLimit, infoPanelLimit, resetInfoPanels,
  useInfoPanelStore, type InfoPanelEntry,
} from './info-panel-store';
import styles from './InfoPanel.module.css';

export type InfoPanelVariant = 'sheet' | 'card';

interface InfoPanelViewProps {
  entry: InfoPanelEntry;
  variant: InfoPanelVariant;
  /** Only the newest panel traps focus and answers Escape. */
  isTop: boolean;
}

function InfoPanelView({ entry, variant, isTop }: InfoPanelViewProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const active = isTop && !entry.closing;
  useFocusTrap(ref, active, { returnFocusTo: entry.opener });
  useEscapeKey(active, () => closeInfoPanel(entry.id));

  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal={variant === 'sheet' ? 'true' : 'false'}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={clsx(styles.panel, variant === 'card' ? styles.card : styles.sheet)}
      data-info-panel={entry.id}
      data-variant={variant}
      data-state={entry.closing ? 'closing' : 'open'}
      // A panel animating out is no longer part of the page for assistive technology or the keyboard.
      aria-hidden={entry.closing || undefined}
      inert={entry.closing || undefined}
    >
      {variant === 'sheet' && <span className={styles.grabber} aria-hidden="true" />}
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>{entry.title}</h2>
          {entry.subtitle !== undefined && entry.subtitle !== null && (
            <p className={styles.subtitle}>{entry.subtitle}</p>
          )}
        </div>
        <button type="button" className={styles.close} aria-label="닫기" onClick={() => closeInfoPanel(entry.id)}>
          <CloseIcon size={20} />
        </button>
      </header>
      <div className={styles.body}>{entry.body}</div>
    </section>
  );
}

const OUTSIDE_EXEMPT = '[data-info-panel], [data-info-panel-trigger], [data-spi-overlay]';

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
      <div
        className={clsx(styles.root, variant === 'card' ? styles.cardStack : styles.sheetStack)}
        data-info-panel-root=""
        data-variant={variant}
        data-corner={corner}
      >
        {variant === 'sheet' && (
          <div className={styles.dim} data-info-panel-dim="" data-state={anyOpen ? 'open' : 'closing'} aria-hidden="true" />
        )}
        {panels.map((entry) => (
          <InfoPanelView key={entry.id} entry={entry} variant={variant} isTop={entry.id === topId} />
        ))}
      </div>
    </Portal>
  );
}
