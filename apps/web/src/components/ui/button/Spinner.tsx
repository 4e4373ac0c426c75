'use client';

import clsx from 'clsx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Diameter in px (default 20). */
  size?: number;
  /** Accessible name (default '로딩 중'). */
  label?: string;
  /** Hide from assistive technology when the surrounding control already reports busy state. */
  decorative?: boolean;
  className?: string;
}

/** Circular loading indicator; one turn per DURATIONS.loadingCycleMs (--duration-loading-cycle). */
export function Spinner({ size = 20, label = '로딩 중', decorative = false, className }: SpinnerProps) {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'status', 'aria-label': label };
  return (
    <span
      {...a11y}
      className={clsx(styles.spinner, className)}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
      data-spinner=""
    />
  );
}
