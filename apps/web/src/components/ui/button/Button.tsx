'use client';

import clsx from 'clsx';
import {
  type ButtonHTMLAttributes, type PointerEvent as ReactPointerEvent, type ReactNode, type Ref,
  useCallback, useEffect, useRef, useState,
} from 'react';
import { DURATIONS } from '@spi/core';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** sm 32 px, md 40 px, lg 48 px tall. */
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy; the label keeps the button's width. */
  loading?: boolean;
  fullWidth?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

interface Ripple { id: number; x: number; y: number; size: number }

/** Click ripple state: each ripple is removed after DURATIONS.buttonRippleMs; timers die with the button. */
function useRipples() {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const add = useCallback((element: HTMLElement, clientX: number | null, clientY: number | null) => {
    const rect = element.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    const localX = clientX === null ? rect.width / 2 : clientX - rect.left;
    const localY = clientY === null ? rect.height / 2 : clientY - rect.top;
    const id = nextId.current++;
    setRipples((list) => [...list, { id, size, x: localX - size / 2, y: localY - size / 2 }]);
    timers.current.set(id, setTimeout(() => {
      timers.current.delete(id);
      setRipples((list) => list.filter((r) => r.id !== id));
    }, DURATIONS.buttonRippleMs));
  }, []);

  return { ripples, add };
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  leadingIcon,
  trailingIcon,
  disabled,
  type = 'button',
  className,
  children,
  onPointerDown,
  ref,
  ...rest
}: ButtonProps) {
  const { ripples, add } = useRipples();
  const inactive = Boolean(disabled || loading);

  const handlePointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event);
    if (event.defaultPrevented || inactive || event.button > 0) return;
    const hasPoint = Number.isFinite(event.clientX) && Number.isFinite(event.clientY);
    add(event.currentTarget, hasPoint ? event.clientX : null, hasPoint ? event.clientY : null);
  };

  return (
    <button
      ref={ref}
      type={type}
      disabled={inactive}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      className={clsx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className)}
      onPointerDown={handlePointerDown}
      {...rest}
    >
      <span className={styles.content}>
        {leadingIcon && <span className={styles.icon}>{leadingIcon}</span>}
        {children}
        {trailingIcon && <span className={styles.icon}>{trailingIcon}</span>}
      </span>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size={size === 'lg' ? 22 : size === 'sm' ? 16 : 18} decorative />
        </span>
      )}
      {ripples.map((ripple) => (
        <span
          key={ripple.id}
          className={styles.ripple}
          data-ripple=""
          aria-hidden="true"
          style={{ left: ripple.x, top: ripple.y, width: ripple.size, height: ripple.size }}
        />
      ))}
    </button>
  );
}
