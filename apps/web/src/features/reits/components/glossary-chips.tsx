'use client';

import type { GlossaryTerm } from '@spi/core';
import { useInfoPanel } from '@/components/ui';
import styles from './glossary-chips.module.css';

/** Terms as buttons that open the terminology-guide panel (keyword, expansion, summary, description, close). */
export function GlossaryChips({ terms }: { terms: GlossaryTerm[] }) {
  const panel = useInfoPanel();
  return (
    <ul className={styles.chips}>
      {terms.map((t) => (
        <li key={t.id}>
          <button type="button" className={styles.chip} data-info-panel-trigger data-testid={`glossary-${t.slug}`} aria-haspopup="dialog"
            onClick={() => panel.openTerm({ keyword: t.keyword, expansion: t.expansion || undefined, summary: t.summary, description: t.description })}>
            {t.keyword}
          </button>
        </li>
      ))}
    </ul>
  );
}
