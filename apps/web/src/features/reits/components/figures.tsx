import { formatSignedPercent, formatSignedWon, formatWon } from '@spi/core';
import clsx from 'clsx';
import styles from './figures.module.css';

/** The Korean convention: up red, down blue, unchanged grey; the sign is written too (colour is not the only cue). */
export function directionClass(value: number | null | undefined): string {
  if (value === null || value === undefined || value === 0) return styles.flat!;
  return value > 0 ? styles.up! : styles.down!;
}

export function Change({ rate, amount, className }: { rate: number | null; amount?: number | null; className?: string }) {
  return (
    <span className={clsx(styles.num, directionClass(rate), className)}>
      {amount !== undefined && <>{formatSignedWon(amount)} </>}
      {formatSignedPercent(rate)}
    </span>
  );
}

export function Price({ value }: { value: number | null }) {
  return <span className={styles.num}>{formatWon(value)}</span>;
}

/** A value that may be missing: '-' with the reason as its accessible description and tooltip. */
export function Figure({ text, reason, className }: { text: string; reason?: string; className?: string }) {
  if (reason) return <span className={clsx(styles.num, styles.missing, className)} title={reason} aria-label={`없음: ${reason}`}>-</span>;
  return <span className={clsx(styles.num, className)}>{text}</span>;
}

/** A 3-month price line; red when the period ended up, blue when down. */
export function Sparkline({ values, width = 88, height = 28, label }: { values: number[]; width?: number; height?: number; label: string }) {
  if (values.length < 2) return <span className={styles.missing}>-</span>;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values.map((v, i) => `${((i / (values.length - 1)) * (width - 2) + 1).toFixed(1)},${(height - 1 - ((v - min) / span) * (height - 2)).toFixed(1)}`).join(' ');
  const change = values.at(-1)! - values[0]!;
  return (
    <svg className={clsx(styles.sparkline, directionClass(change))} width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
