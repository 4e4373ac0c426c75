import type { ReactNode } from 'react';
import type { Tone } from '../lib/labels';
import styles from './corporation.module.css';

export function Badge({ tone = 'neutral', children, testId }: { tone?: Tone; children: ReactNode; testId?: string }) {
  return <span className={styles.badge} data-tone={tone === 'neutral' ? undefined : tone} data-testid={testId}>{children}</span>;
}
