'use client';

import { useId } from 'react';
import clsx from 'clsx';
import styles from './toggle-row.module.css';

export interface ToggleRowProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
  testId?: string;
}

/** A labelled switch (role="switch") on a settings row; Space and Enter toggle it. */
export function ToggleRow({ label, description, checked, disabled, onChange, testId }: ToggleRowProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>{label}</span>
        {description && <span id={`${id}-description`} className={styles.description}>{description}</span>}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        className={clsx(styles.switch, checked && styles.on)}
        onClick={() => onChange(!checked)}
        data-testid={testId}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
