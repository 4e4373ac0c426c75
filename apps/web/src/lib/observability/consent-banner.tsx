'use client';

import styles from './consent-banner.module.css';
import { CONSENT_TEXTS, type ConsentChoice } from './consent';

/** Bottom, non-blocking notice asking for consent to third-party measurement (GA4, heatmap). */
export function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  return (
    <section className={styles.banner} role="region" aria-label={CONSENT_TEXTS.label}>
      <p className={styles.message}>
        {CONSENT_TEXTS.message}
        <a href="/policy/privacy#cookies">{CONSENT_TEXTS.more}</a>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => onChoose('denied')}>{CONSENT_TEXTS.reject}</button>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => onChoose('granted')}>{CONSENT_TEXTS.accept}</button>
      </div>
    </section>
  );
}
