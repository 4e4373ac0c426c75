'use client';

import Link from '@/components/ui/app-link';
import clsx from 'clsx';
import { sampleDataLabel } from '@spi/core';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import { FilterSelect, ResultCount, SearchForm } from '../billing/list-parts';
import { pick, useListParams } from '../billing/use-list-params';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import forms from '../forms.module.css';
import type { AdminListQuery } from './market-admin-api';
import styles from './market-admin.module.css';

/**
 * The frame the deal and fund admin lists share (ADR 019): the search and two filters in the address
 * (?q=…&type=…&status=…&page=2), the sample-data note, the error / skeleton / empty states, a table whose
 * first cell links to the editor, the 최종 수정 column once the API sends updatedAt, and the pager.
 */

const PAGE_SIZE = 20;
const KEYS = ['q', 'type', 'status'] as const;

/** The list state in the address: the search, a type and a status filter (each one of its allowed values) and the page. */
export function useRecordListParams<T extends string, S extends string>(types: readonly T[], statuses: readonly S[]) {
  const { pathname, values, page, navigate } = useListParams(KEYS);
  const type = pick(values.type, types);
  const status = pick(values.status, statuses);
  const q = values.q;
  const query: AdminListQuery = { q: q || undefined, type, status, page, size: PAGE_SIZE };
  return { pathname, page, navigate, q, type, status, query, filtered: Boolean(q || type || status) };
}

export type RecordListParams = ReturnType<typeof useRecordListParams>;

/** The list query's state, as TanStack Query answers it. */
export interface RecordListQuery<T> {
  /** `note`: the sample-data note of a market list (the content sections have none). */
  data?: { data: T[]; pagination: { total: number; pages: number }; note?: { asOf: string; isSample: boolean } } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Filter { label: string; allLabel: string; options: ReadonlyArray<{ value: string; label: string }> }

/** A column after the first (the name, which links to the editor). */
export interface RecordColumn<T> {
  label: string;
  /** A number: right-aligned, tabular figures. */
  num?: boolean;
  /** The cell's class (columns that are not numbers). */
  className?: string;
  cell: (item: T) => ReactNode;
}

export interface RecordListCopy {
  title: string;
  description: string;
  /** The primary action, e.g. '새 딜 등록' (also the empty list's link). */
  newLabel: string;
  search: { label: string; placeholder: string };
  loadErrorTitle: string;
  emptyFilteredTitle: string;
  emptyTitle: string;
  emptyDescription: string;
}

export function RecordListScreen<T extends { id: string | number; isSample: boolean }>({ basePath, params, list, copy, typeFilter, statusFilter, table, withImport = true, newHref: newHrefOf, tabs, tabPanel }: {
  /** '/admin/deals': the editor is at `${basePath}/${id}`, the new form at /new, the import at /import. */
  basePath: string;
  params: RecordListParams;
  list: RecordListQuery<T>;
  copy: RecordListCopy;
  /** A select of the `type` key; without it the key is chosen by `tabs` (or not at all). */
  typeFilter?: Filter;
  statusFilter: Filter;
  /** The '파일로 가져오기' link (deals and funds have an importer at `${basePath}/import`). */
  withImport?: boolean;
  /** The new form's address (default `${basePath}/new`), e.g. with the chosen tab's kind. */
  newHref?: string;
  /** Tabs above the filters (the 시티폴리오 kinds). */
  tabs?: ReactNode;
  /** With `tabs`: the id of the panel they control and the chosen tab's id. */
  tabPanel?: { id: string; labelledBy: string };
  table: {
    testId: string;
    rowTestId: string;
    /** The header of the first column, e.g. '자산명'. */
    nameLabel: string;
    name: (item: T) => { primary: string; secondary: ReactNode };
    columns: ReadonlyArray<RecordColumn<T>>;
  };
}) {
  const { pathname, page, navigate, q, type, status, filtered } = params;
  const data = list.data;
  // updatedAt is not (yet) part of the public list items: the column shows once the API sends it.
  const showUpdated = Boolean(data?.data.some((d) => updatedAtOf(d)));
  const newHref = newHrefOf ?? `${basePath}/new`;

  return (
    <>
      <CmsPageHeader
        title={copy.title}
        description={copy.description}
        actions={(
          <>
            {withImport && <Link href={`${basePath}/import`} className={styles.backLink}>파일로 가져오기</Link>}
            <Link href={newHref} className={styles.primaryLink}>{copy.newLabel}</Link>
          </>
        )}
      />
      {tabs}
      <TabPanel panel={tabPanel}>
      <div className={styles.filters}>
        <SearchForm label={copy.search.label} placeholder={copy.search.placeholder} value={q} onSearch={(value) => navigate({ q: value || null })} />
        {typeFilter && <FilterSelect label={typeFilter.label} value={type ?? ''} allLabel={typeFilter.allLabel} options={typeFilter.options} onChange={(value) => navigate({ type: value || null })} />}
        <FilterSelect label={statusFilter.label} value={status ?? ''} allLabel={statusFilter.allLabel} options={statusFilter.options} onChange={(value) => navigate({ status: value || null })} />
        <ResultCount count={data?.pagination.total} />
      </div>
      {data?.note && <p className={styles.sampleNote}>{sampleDataLabel(data.note.asOf, data.note.isSample)}</p>}

      {list.isError && !data ? (
        <ErrorState title={copy.loadErrorTitle} description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <TableSkeleton rows={8} />
      ) : data.data.length === 0 ? (
        <EmptyState
          title={filtered ? copy.emptyFilteredTitle : copy.emptyTitle}
          description={filtered ? '검색어나 필터를 바꿔 보세요.' : copy.emptyDescription}
          actions={filtered ? <Link href={pathname}>필터 모두 지우기</Link> : <Link href={newHref}>{copy.newLabel}</Link>}
        />
      ) : (
        <div className={clsx(forms.tableWrap, styles.cards, list.isFetching && styles.refreshing)} aria-busy={list.isFetching || undefined}>
          <table className={clsx(forms.table, styles.listTable)} data-testid={table.testId}>
            <thead>
              <tr>
                <th scope="col">{table.nameLabel}</th>
                {table.columns.map((column) => <th key={column.label} scope="col" className={column.num ? forms.num : undefined}>{column.label}</th>)}
                {showUpdated && <th scope="col">최종 수정</th>}
              </tr>
            </thead>
            <tbody>
              {data.data.map((item) => {
                const name = table.name(item);
                return (
                  <tr key={String(item.id)} data-testid={table.rowTestId}>
                    <th scope="row">
                      <span className={styles.primary}><Link href={`${basePath}/${encodeURIComponent(String(item.id))}`}>{name.primary}</Link></span>
                      <span className={styles.secondary}>{name.secondary}{item.isSample && ' · 샘플'}</span>
                    </th>
                    {table.columns.map((column) => (
                      <td key={column.label} data-label={column.label} className={column.num ? clsx(forms.num, 'tabular') : column.className}>{column.cell(item)}</td>
                    ))}
                    {showUpdated && <td data-label="최종 수정" className={clsx(forms.nowrap, 'tabular')}>{formatSeoul(updatedAtOf(item))}</td>}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {data && (
        <div className={styles.pager}>
          <Pagination page={page} pageCount={data.pagination.pages} path={pathname} query={{ q: q || undefined, type, status }} scroll={false} />
        </div>
      )}
      </TabPanel>
    </>
  );
}

/** The filters and the table as the panel of `tabs` (role="tabpanel"), or as they are without tabs. */
function TabPanel({ panel, children }: { panel?: { id: string; labelledBy: string }; children: ReactNode }) {
  if (!panel) return <>{children}</>;
  return <div id={panel.id} role="tabpanel" aria-labelledby={panel.labelledBy}>{children}</div>;
}

export const updatedAtOf = (item: object): string | undefined => {
  const value = (item as { updatedAt?: unknown }).updatedAt;
  return typeof value === 'string' ? value : undefined;
};
