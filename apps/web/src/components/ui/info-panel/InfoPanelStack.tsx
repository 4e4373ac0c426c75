'use client';

import clsx from 'clsx';
import { useId, useRef } from 'react';
import { CloseIcon } from '../icons';
import { useEscapeKey } from '../use-escape-key';
import { useFocusTrap } from '../use-focus-trap';
import { closeInfoPanel, type InfoPanelEntry } from './info-panel-store';
import type { InfoPanelVariant } from './InfoPanelRoot';
import styles from './InfoPanel.module.css';

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

export interface InfoPanelStackProps {
  panels: InfoPanelEntry[];
  variant: InfoPanelVariant;
  corner: 'left' | 'right';
  anyOpen: boolean;
  topId: string | undefined;
}

/** The open panels and, on a phone, the dim layer behind them: fetched when the first panel opens (InfoPanelRoot). */
export function InfoPanelStack({ panels, variant, corner, anyOpen, topId }: InfoPanelStackProps) {
  return (
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
  );
}
