'use client';

import { useId, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { CloseIcon, Portal, useEscapeKey, useFocusTrap, useScrollLock } from '@/components/ui';
import styles from './cms-dialog.module.css';

export interface CmsDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** sm 480 px (forms), md 720 px, lg 1040 px (media library), full (preview). */
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** While true, Escape and the close button do nothing (a request is running). */
  busy?: boolean;
  testId?: string;
}

/**
 * The CMS's dialog: like the app's modals (focus trap, Escape, scroll lock, labelled by its title) but
 * with the widths the editor needs, rendered just below the system modal layer so a system confirm
 * opened from inside it appears on top.
 */
export function CmsDialog({ open, title, onClose, children, footer, size = 'sm', busy = false, testId }: CmsDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open);
  useEscapeKey(open, () => { if (!busy) onClose(); });
  useScrollLock(open);
  if (!open) return null;
  return (
    <Portal>
      <div className={styles.layer} data-size={size}>
        <div className={styles.dim} aria-hidden="true" onClick={() => { if (!busy) onClose(); }} />
        <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={clsx(styles.panel)} data-testid={testId}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>{title}</h2>
            <button type="button" className={styles.close} aria-label="닫기" onClick={onClose} disabled={busy}>
              <CloseIcon size={20} />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </div>
    </Portal>
  );
}
