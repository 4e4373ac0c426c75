import { sampleDataLabel } from '@spi/core';
import styles from './data-note.module.css';

/** The as-of date and source of fund figures, with a 샘플 badge on demo data. */
export function DataNote({ asOf, isSample, source }: { asOf: string; isSample: boolean; source?: string }) {
  return (
    <p className={styles.note} data-testid="data-note">
      {isSample && <span className={styles.sampleBadge}>샘플</span>}
      {sampleDataLabel(asOf, isSample)}{source ? ` · 출처: ${source}` : ''}
    </p>
  );
}
