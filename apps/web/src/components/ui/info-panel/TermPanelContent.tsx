'use client';

import type { ReactNode } from 'react';
import styles from './InfoPanel.module.css';

/** A terminology-guide entry (P/NAV, WALE, ...). */
export interface TermDefinition {
  keyword: string;
  /** Full form of an abbreviation, e.g. 'Price to Net Asset Value'. */
  expansion?: string;
  /** One-sentence answer shown first. */
  summary: ReactNode;
  /** Longer explanation. */
  description?: ReactNode;
}

export interface TermPanelContentProps {
  summary: ReactNode;
  description?: ReactNode;
}

/** Body of a terminology panel: a highlighted summary, then the description. The keyword is the panel title. */
export function TermPanelContent({ summary, description }: TermPanelContentProps) {
  return (
    <div className={styles.term}>
      <p className={styles.termSummary}>{summary}</p>
      {description !== undefined && <div className={styles.termDescription}>{description}</div>}
    </div>
  );
}
