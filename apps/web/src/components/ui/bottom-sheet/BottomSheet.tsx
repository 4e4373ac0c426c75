'use client';

import clsx from 'clsx';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DURATIONS } from '@spi/core';
import { CloseIcon } from '../icons';
import { Portal } from '../internal/portal';
import { useEscapeKey } from '../use-escape-key';
import { useFocusTrap } from '../use-focus-trap';
import { useScrollLock } from '../use-scroll-lock';
import styles from './BottomSheet.module.css';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Sticky action area at the bottom (for example a full-width Button). */
  footer?: ReactNode;
  /** Slide duration in ms (default DURATIONS.bottomSheetSlideMs, 700). */
  durationMs?: number;
  className?: string;
}

/**
 * Full-screen mobile sheet that slides up from the bottom. Locks page scroll, traps focus, closes on
 * Escape or the close icon, and stays mounted for its slide-down before unmounting.
 * Open it through useBottomSheet(), which refuses on non-mobile viewports.
 */
export function BottomSheet({
  open, onClose, title, children, footer, durationMs = DURATIONS.bottomSheetSlideMs, className,
}: BottomSheetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [present, setPresent] = useState(open);
  // Mount as soon as it opens (adjusting state during render, not in an effect).
  if (open && !present) setPresent(true);

  useEffect(() => {
    if (open || !present) return;
    const timer = setTimeout(() => setPresent(false), durationMs);
    return () => clearTimeout(timer);
  }, [open, present, durationMs]);

  useScrollLock(present);
  useFocusTrap(ref, open && present);
  useEscapeKey(open && present, onClose);

  if (!present) return null;
  const style = { '--sheet-duration': `${durationMs}ms` } as CSSProperties;
  return (
    <Portal>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx(styles.sheet, className)}
        style={style}
        data-bottom-sheet=""
        data-state={open ? 'open' : 'closing'}
        data-spi-overlay=""
        aria-hidden={!open || undefined}
        inert={!open || undefined}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} aria-label="닫기" onClick={onClose}>
            <CloseIcon size={24} />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </Portal>
  );
}
