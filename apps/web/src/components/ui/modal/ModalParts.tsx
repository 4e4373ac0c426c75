'use client';

import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { CloseIcon } from '../icons';
import { useModalContext } from './modal-context';
import styles from './Modal.module.css';

/** The dialog's title; wired to the dialog's aria-labelledby. */
export function ModalTitle({ className, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  const { titleId } = useModalContext();
  return <h2 id={titleId} className={clsx(styles.title, className)} {...rest}>{children}</h2>;
}

export interface ModalHeaderProps {
  title: ReactNode;
  /** Show a close icon button (aria-label '닫기') on the right (default true). */
  closable?: boolean;
  className?: string;
}

/** Title row with an optional close icon button. */
export function ModalHeader({ title, closable = true, className }: ModalHeaderProps) {
  const { close, busy } = useModalContext();
  return (
    <div className={clsx(styles.header, className)}>
      <ModalTitle>{title}</ModalTitle>
      {closable && (
        <button type="button" className={styles.iconButton} aria-label="닫기" disabled={busy} onClick={() => close()}>
          <CloseIcon size={20} />
        </button>
      )}
    </div>
  );
}

/** Scrollable content; wired to the dialog's aria-describedby. */
export function ModalBody({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const { descriptionId } = useModalContext();
  return <div id={descriptionId} className={clsx(styles.body, className)} {...rest}>{children}</div>;
}

/** Button row at the bottom of the dialog; buttons share the width equally. */
export function ModalActions({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx(styles.actions, className)} {...rest}>{children}</div>;
}
