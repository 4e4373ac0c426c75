import type { ReactNode } from 'react';
import styles from './section.module.css';

/** A titled section of a market detail page (딜, 펀드): h2 with an optional muted hint, optional actions at the right. */
export function Section({ id, title, hint, children, actions }: { id: string; title: string; hint?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} id={id}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>{title}{hint && <span className={styles.hint}>{hint}</span>}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
