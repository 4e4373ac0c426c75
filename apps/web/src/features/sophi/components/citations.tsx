'use client';

import type { SophiCitation, SophiTable } from '@spi/core/contracts/sophi';
import Link from '@/components/ui/app-link';
import { asOfLabel } from '../lib/format';
import styles from './sophi-panel.module.css';
import { formatLocaleNumber } from '@spi/core';

/** The id of a citation card, the target of the answer's [n] links. */
export const citationAnchor = (messageId: string | null, n: number) => `sophi-cite-${messageId ?? 'pending'}-${n}`;

function TableCard({ table, asOf }: { table: SophiTable; asOf: string | null }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="sophi-table">
        <caption className={styles.tableCaption}>
          {table.title}
          {(table.unitNote || asOf) && <span className={styles.tableNote}>{[table.unitNote, asOf].filter(Boolean).join(' · ')}</span>}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align}>{column.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {table.columns.map((column, columnIndex) => {
                const value = row[column.key];
                const text = value === null || value === undefined ? '–' : typeof value === 'number' ? formatLocaleNumber(value) : value;
                const href = columnIndex === 0 ? table.rowHrefs?.[index] : null;
                const Cell = columnIndex === 0 ? 'th' : 'td';
                return (
                  <Cell key={column.key} scope={columnIndex === 0 ? 'row' : undefined} data-align={column.align}>
                    {href ? <Link href={href}>{text}</Link> : text}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The numbered source cards under an answer: label, title, snippet, as-of date; a table card for data. */
export function CitationList({ messageId, citations }: { messageId: string | null; citations: SophiCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <ol className={styles.citations} aria-label="출처">
      {citations.map((citation) => {
        const asOf = asOfLabel(citation);
        return (
          <li key={citation.n} id={citationAnchor(messageId, citation.n)} className={styles.citation} data-testid="sophi-citation" tabIndex={-1}>
            <Link href={citation.href} className={styles.citationLink}>
              <span className={styles.citationNumber} aria-hidden="true">{citation.n}</span>
              <span className={styles.citationBody}>
                <span className={styles.citationMeta}>
                  <span className={styles.citationLabel}>{citation.label}</span>
                  {asOf && <span className={styles.citationDate}>{asOf}</span>}
                </span>
                <span className={styles.citationTitle}>
                  <span className="visually-hidden">{`출처 ${citation.n}: `}</span>
                  {citation.title}
                </span>
                {!citation.table && citation.snippet && <span className={styles.citationSnippet}>{citation.snippet}</span>}
              </span>
            </Link>
            {citation.table && <TableCard table={citation.table} asOf={asOf} />}
          </li>
        );
      })}
    </ol>
  );
}
