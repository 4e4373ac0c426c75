'use client';

import type { SophiEngine } from '@spi/core/contracts/sophi';
import styles from './sophi-panel.module.css';

export interface PanelHeaderProps {
  engine: SophiEngine | null;
  view: 'chat' | 'history';
  signedIn: boolean | null;
  onNew: () => void;
  onHistory: () => void;
  onClose: () => void;
}

/** Title, the engine's label with what it is (a disclosure), new conversation, history, close. */
export function PanelHeader({ engine, view, onNew, onHistory, onClose }: PanelHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.heading}>
        <h2 id="sophi-title" className={styles.title}>Sophi</h2>
        {engine && (
          <details className={styles.engine}>
            <summary className={styles.engineLabel} data-testid="sophi-engine">{engine.label}</summary>
            <p className={styles.engineDescription}>{engine.description}{engine.model ? ` (${engine.model})` : ''}</p>
          </details>
        )}
      </div>
      <div className={styles.headerActions}>
        <button type="button" className={styles.iconButton} onClick={onNew} aria-label="새 대화">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" /></svg>
        </button>
        <button type="button" className={styles.iconButton} onClick={onHistory} aria-label="대화 기록" aria-pressed={view === 'history'}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M13 3a9 9 0 0 0-9 9H1l3.9 3.9L9 12H6a7 7 0 1 1 2.05 4.95l-1.41 1.41A9 9 0 1 0 13 3m-1 5v5l4.25 2.52.77-1.28-3.52-2.09V8z" /></svg>
        </button>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label="Sophi 닫기">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" /></svg>
        </button>
      </div>
    </div>
  );
}
