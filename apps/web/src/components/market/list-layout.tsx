'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { BottomSheet, Button, useBottomSheet } from '@/components/ui';
import { ActiveFilters, PageSizeSelect, type ListView } from './controls';
import { TableSkeleton } from './data-table';
import { LiveMark } from './live-mark';
import styles from './list-layout.module.css';

/** An active filter of a list: its chip label and the patch that clears it. */
export interface ListFilterChip<S> { key: string; label: string; clear: Partial<S> }

/** Renders a list's filter panel for a value (the URL state, or the mobile sheet's draft). */
export type RenderListFilters<S> = (value: S, onChange: (patch: Partial<S>) => void, idPrefix?: string) => ReactNode;

export interface MarketListLayoutProps<S extends object> {
  /** data-testid of the whole list ('deal-list'). */
  testId: string;
  /** aria-label of the desktop filter column ('딜 필터'). */
  filtersLabel: string;
  state: S;
  set: (patch: Partial<S>) => void;
  /** Clears every filter (keeps sort, order, view and size). */
  onResetFilters: () => void;
  /** The list's filter keys and their defaults: the mobile sheet's 초기화 resets these in the draft. */
  filterKeys: ReadonlyArray<keyof S>;
  defaults: S;
  renderFilters: RenderListFilters<S>;
  chips: ReadonlyArray<ListFilterChip<S>>;
  /** The search box of the first toolbar row. */
  search: ReactNode;
  /** data-testid and text of the result count ('총 12건'); undefined while the first answer loads. */
  countTestId: string;
  countText: string | undefined;
  /** Sort, view and unit toggles, export or links: the right side of the second toolbar row. */
  toolbar: ReactNode;
  /** Why some conditions were not applied (shown as a status line), or nothing. */
  notice?: ReactNode;
  /** The answer's shape: undefined while the first one loads. */
  result: { rows: number; page: number; pages: number } | undefined;
  /** A failed load with nothing to show. */
  error: boolean;
  loading: boolean;
  onRetry: () => void;
  errorTitle: string;
  emptyTitle: string;
  /** The page of results (table or cards), shown when `result.rows` > 0. */
  children: ReactNode;
  /** Pagination links: the list's path and its query for page 1. */
  path: string;
  pageQuery: Record<string, string>;
  sizes: readonly number[];
  size: number;
  onSize: (size: number) => void;
  /** Under the pagination (the data note), shown once there is an answer. */
  footnote?: ReactNode;
}

/**
 * The frame of a market list (딜정보, 사모펀드): filters in a sticky column on desktop and in a bottom
 * sheet with 초기화/적용 on mobile, the search and count toolbars, active-filter chips, loading / error /
 * empty states, the page of results, pagination with the page-size select, and a footnote. The list
 * brings its own filters, columns, cards and toolbar buttons.
 */
export function MarketListLayout<S extends object>(props: MarketListLayoutProps<S>) {
  const { state, set, chips, result, error, loading, onResetFilters, renderFilters } = props;
  const sheet = useBottomSheet();
  const [draft, setDraft] = useState<S>(state);
  const root = useRef<HTMLDivElement>(null);

  const openSheet = () => {
    setDraft(state);
    sheet.open();
  };
  const applyDraft = () => {
    const patch: Partial<S> = {};
    for (const key of props.filterKeys) patch[key] = draft[key];
    set(patch);
    sheet.close();
  };
  const resetDraft = () => {
    const patch: Partial<S> = {};
    for (const key of props.filterKeys) patch[key] = props.defaults[key];
    setDraft({ ...draft, ...patch });
  };

  return (
    <div ref={root} className={styles.listLayout} data-testid={props.testId}>
      <LiveMark target={root} />
      <aside className={styles.sidebar} aria-label={props.filtersLabel}>
        <div className={styles.sidebarHead}>
          <h2 className={styles.sidebarTitle}>필터</h2>
          {chips.length > 0 && <button type="button" className={styles.textButton} onClick={onResetFilters}>초기화</button>}
        </div>
        {renderFilters(state, (patch) => set(patch))}
      </aside>

      <div className={styles.results}>
        <div className={styles.toolbar}>
          {props.search}
          <button type="button" className={styles.filterButton} onClick={openSheet} data-testid="open-filters" aria-haspopup="dialog">
            필터{chips.length > 0 ? ` ${chips.length}` : ''}
          </button>
        </div>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite" data-testid={props.countTestId}>{props.countText ?? '불러오는 중…'}</p>
          <div className={styles.toolbarRight}>{props.toolbar}</div>
        </div>
        <ActiveFilters filters={chips.map((c) => ({ key: c.key, label: c.label, onRemove: () => set(c.clear) }))} onClearAll={onResetFilters} />
        {props.notice && <p className={styles.notice} role="status">{props.notice}</p>}

        {error && !result ? (
          <ErrorState title={props.errorTitle} retry={<Button variant="secondary" onClick={props.onRetry}>다시 시도</Button>} />
        ) : !result ? (
          <TableSkeleton />
        ) : result.rows === 0 ? (
          <EmptyState title={props.emptyTitle} description="필터를 줄이거나 검색어를 바꿔 보세요." actions={<Button variant="secondary" onClick={onResetFilters}>필터 초기화</Button>} />
        ) : (
          <div className={styles.resultBody} aria-busy={loading} data-loading={loading || undefined}>
            {props.children}
          </div>
        )}

        {result && (
          <div className={styles.listFooter}>
            <Pagination page={result.page} pageCount={result.pages} path={props.path} query={props.pageQuery} scroll={false} />
            <PageSizeSelect sizes={props.sizes} value={props.size} onChange={props.onSize} />
          </div>
        )}
        {result && props.footnote}
      </div>

      <BottomSheet {...sheet.sheetProps} title="필터" footer={(
        <div className={styles.sheetActions}>
          <Button variant="secondary" onClick={resetDraft}>초기화</Button>
          <Button variant="primary" onClick={applyDraft} data-testid="apply-filters">적용</Button>
        </div>
      )}>
        {renderFilters(draft, (patch) => setDraft((d) => ({ ...d, ...patch })), 'sheet')}
      </BottomSheet>
    </div>
  );
}

/**
 * The list as a table or as cards. With no view in the address bar both are in the HTML and the viewport
 * shows one (cards below 768 px, as ViewToggle shows): the cached page is right on every screen, and a phone
 * does not swap the server's table for cards after hydration (on 딜정보 that swap was a 150 ms render and a
 * 200 ms layout at 4x CPU).
 */
export function ListViews({ view, table, cards }: { view: ListView | null; table: ReactNode; cards: ReactNode }) {
  if (view === 'table') return table;
  if (view === 'cards') return cards;
  return (
    <>
      <div className={styles.wideOnly} data-testid="list-view-wide">{table}</div>
      <div className={styles.narrowOnly} data-testid="list-view-narrow">{cards}</div>
    </>
  );
}
