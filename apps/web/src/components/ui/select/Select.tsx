'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Select.module.css';

export type SelectSize = 'sm' | 'md';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'size'> {
  /** Visible label; leave it out when the screen renders its own <label htmlFor={id}>. */
  label?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Error text under the control; sets aria-invalid and joins aria-describedby. */
  error?: ReactNode;
  /** Help text under the control (joins aria-describedby). */
  hint?: ReactNode;
  /** sm: 32 px high, md (default): 40 px. */
  size?: SelectSize;
  /** Stretch to the container's width (default) or fit the options. */
  fullWidth?: boolean;
  /** Class of the wrapper. */
  className?: string;
}

/**
 * The product's select: a styled native <select> (keyboard, mobile pickers and forms work as the platform's), with
 * a chevron, the product's focus ring, sizes sm and md and both themes through the colour tokens.
 */
export function Select({ label, hideLabel, error, hint, size = 'md', fullWidth = true, className, id, children, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [rest['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.root, fullWidth && styles.fullWidth, className)} data-size={size}>
      {label !== undefined && (
        <label htmlFor={selectId} className={clsx(styles.label, hideLabel && 'visually-hidden')}>{label}</label>
      )}
      <div className={styles.control}>
        <select
          {...rest}
          id={selectId}
          className={styles.select}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={describedBy}
        >
          {children}
        </select>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
      {hint && <p id={hintId} className={styles.hint}>{hint}</p>}
      {error && <p id={errorId} className={styles.error}>{error}</p>}
    </div>
  );
}
