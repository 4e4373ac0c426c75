import { sampleDataLabel } from '@spi/core';
import styles from './data-note.module.css';

/**
 * The data note of a market or REIT screen: 샘플 badge on demo data, the as-of date and the source. Its own
 * CSS module and no client code, so server pages (the home page's REIT strip) can use it cheaply.
 */
export function MarketDataNote({ asOf, isSample, source, className }: { asOf: string; isSample: boolean; source?: string; className?: string }) {
  return (
    <p className={className ? `${styles.note} ${className}` : styles.note} data-testid="data-note">
      {isSample && <span className={styles.sampleBadge}>샘플</span>}
      <span>{sampleDataLabel(asOf, isSample)}{source ? ` · 출처: ${source}` : ''}</span>
    </p>
  );
}
