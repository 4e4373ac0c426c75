import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './market.module.css';

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  /** When set, the header is a sort button; `active` marks the current sort. */
  sort?: { active: boolean; order: 'asc' | 'desc'; onClick: () => void; disabled?: boolean };
}

/**
 * A responsive table: sticky header and first column, horizontal scroll inside a focusable region on
 * narrow screens (the first column stays), sortable headers with aria-sort.
 */
export function DataTable<T>({ columns, rows, rowKey, label, caption, testId = 'data-table', rowTestId }: {
  columns: ReadonlyArray<DataColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Accessible name of the scroll region. */
  label: string;
  caption?: ReactNode;
  testId?: string;
  rowTestId?: string;
}) {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={`${label} (가로로 스크롤할 수 있습니다)`} data-testid={testId}>
      <table className={styles.table}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c.id} scope="col" className={clsx(i === 0 && styles.sticky, c.numeric && styles.numeric)}
                aria-sort={c.sort?.active ? (c.sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
                {c.sort ? (
                  <button type="button" className={styles.sortButton} onClick={c.sort.onClick} disabled={c.sort.disabled} data-testid={`sort-${c.id}`}>
                    {c.header}
                    <span aria-hidden="true" className={styles.sortMark}>{c.sort.active ? (c.sort.order === 'asc' ? '▲' : '▼') : ''}</span>
                  </button>
                ) : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c, i) => {
                const Cell = i === 0 ? 'th' : 'td';
                return <Cell key={c.id} scope={i === 0 ? 'row' : undefined} className={clsx(i === 0 && styles.sticky, c.numeric && styles.numeric)}>{c.cell(row)}</Cell>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Placeholder rows while a table loads. */
export function TableSkeleton({ rows = 8, columns = 6 }: { rows?: number; columns?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="불러오는 중" data-testid="table-skeleton">
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className={styles.skeletonRow}>
          {Array.from({ length: columns }, (_, c) => <span key={c} className={styles.skeletonCell} style={{ width: c === 0 ? '22%' : undefined }} />)}
        </div>
      ))}
    </div>
  );
}
