'use client';

import clsx from 'clsx';
import { type ComponentType, useEffect } from 'react';
import { SNACKBAR_POSITIONS, type SnackbarPosition, type SnackbarType } from '@spi/core';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import { Portal } from '../internal/portal';
import { closeSnackbar, pauseSnackbar, resetSnackbars, resumeSnackbar, useSnackbarStore, type WebSnackbar } from './snackbar-store';
import styles from './Snackbar.module.css';

const ICONS: Record<SnackbarType, ComponentType<{ size?: number }>> = {
  Info: InfoIcon,
  Success: SuccessIcon,
  Warning: WarningIcon,
  Danger: DangerIcon,
};

/** Warnings and errors interrupt (role=alert); information and success wait politely (role=status). */
const isUrgent = (type: SnackbarType) => type === 'Warning' || type === 'Danger';

function SnackbarItem({ snackbar }: { snackbar: WebSnackbar }) {
  const Icon = ICONS[snackbar.type];
  const urgent = isUrgent(snackbar.type);
  return (
    <div
      className={styles.item}
      data-state={snackbar.closing ? 'closing' : 'open'}
      onPointerEnter={() => pauseSnackbar(snackbar.id)}
      onPointerLeave={() => resumeSnackbar(snackbar.id)}
      onFocus={() => pauseSnackbar(snackbar.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resumeSnackbar(snackbar.id);
      }}
    >
      <div className={styles.clip}>
        <div
          role={urgent ? 'alert' : 'status'}
          aria-live={urgent ? 'assertive' : 'polite'}
          aria-atomic="true"
          className={clsx(styles.snackbar, styles[snackbar.type.toLowerCase()])}
          data-snackbar={snackbar.id}
          data-type={snackbar.type}
        >
          <span className={styles.icon}><Icon size={20} /></span>
          <div className={styles.text}>
            {snackbar.title && <strong className={styles.title}>{snackbar.title}</strong>}
            <p className={styles.message}>{snackbar.message}</p>
          </div>
          {snackbar.action ? (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                snackbar.action?.onClick();
                closeSnackbar(snackbar.id);
              }}
            >
              {snackbar.action.label}
            </button>
          ) : null}
          <button type="button" className={styles.close} aria-label="닫기" onClick={() => closeSnackbar(snackbar.id)}>
            <CloseIcon size={16} />
          </button>
        </div>
      </div>
    </div>
  );
}

let mountedRoots = 0;

/**
 * Six fixed containers (top/bottom × left/center/right) for the snackbars shown with useSnackbar().
 * Mount once, in the root layout. Unmounting the last root clears every snackbar and its timers.
 */
export function SnackbarRoot() {
  const snackbars = useSnackbarStore((state) => state.snackbars);

  useEffect(() => {
    mountedRoots += 1;
    return () => {
      mountedRoots -= 1;
      if (mountedRoots === 0) resetSnackbars();
    };
  }, []);

  const byPosition = (position: SnackbarPosition) => snackbars.filter((s) => s.position === position);
  return (
    <Portal>
      {SNACKBAR_POSITIONS.map((position) => (
        <div key={position} className={styles.container} data-snackbar-container={position} data-spi-overlay="">
          {byPosition(position).map((snackbar) => <SnackbarItem key={snackbar.id} snackbar={snackbar} />)}
        </div>
      ))}
    </Portal>
  );
}
