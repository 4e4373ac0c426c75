'use client';

import { useQueryClient } from '@/lib/query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/content/states';
import { errorMessage } from '../../lib/field-errors';
import { EntityFormDialog } from '../entity-form-dialog';
import forms from '../forms.module.css';
import { TableSkeleton } from './table-skeleton';
import { confirmDelete, useEntityForm } from './use-entity-form';

/**
 * The shared parts of the four taxonomy screens (categories, series, writers, tags): the create/edit
 * state with its dialog (useTaxonomyEditor + TaxonomyDialog), the list states (error, skeleton, empty)
 * and the table. Each screen is the configuration: its draft, its input, its columns and its texts.
 */

interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

export interface TaxonomyEditorConfig<Row, Draft, Input> {
  schema: Schema<Input>;
  /** The list's query key: invalidated after a save or a delete. */
  queryKey: readonly unknown[];
  /** The draft of a new entity (null) or of an existing one. */
  toDraft: (row: Row | null) => Draft;
  /** The raw input the schema checks. */
  toInput: (draft: Draft) => unknown;
  create: (input: Input) => Promise<unknown>;
  update: (row: Row, input: Input) => Promise<unknown>;
  /** Snackbar texts after a save. */
  created: string;
  updated: string;
  /** The field name the API reports for a draft key (writer: avatar → avatarMediaId); the key itself by default. */
  fieldOf?: (key: string) => string;
}

export interface Editing<Row, Draft> { row: Row | null; draft: Draft }

/** Create/edit state of one taxonomy screen: open, change, submit (checked, saved, list refreshed), delete. */
export function useTaxonomyEditor<Row, Draft extends object, Input>(config: TaxonomyEditorConfig<Row, Draft, Input>) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing<Row, Draft> | null>(null);
  const form = useEntityForm(config.schema, config.queryKey);

  /** Opens the dialog for a new entity (null) or an existing one; `draft` overrides the default draft (e.g. a preset parent). */
  const open = (row: Row | null, draft?: Draft) => {
    form.reset();
    setEditing({ row, draft: draft ?? config.toDraft(row) });
  };
  const close = () => setEditing(null);
  const setDraft = (patch: Partial<Draft>) => {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
    for (const key of Object.keys(patch)) form.clearField(config.fieldOf?.(key) ?? key);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const raw = config.toInput(editing.draft);
    const target = editing.row;
    const ok = target
      ? await form.submit(raw, (input) => config.update(target, input), config.updated)
      : await form.submit(raw, config.create, config.created);
    if (ok) setEditing(null);
  };
  /** System confirm, DELETE, list refreshed; a refusal is shown with the API's message. */
  const remove = (options: { title: string; message: string; remove: () => Promise<void>; done: string }) => confirmDelete({
    ...options,
    invalidate: () => queryClient.invalidateQueries({ queryKey: config.queryKey }),
  });
  return { editing, open, close, setDraft, submit, remove, form };
}

export type TaxonomyEditor<Row, Draft extends object> = ReturnType<typeof useTaxonomyEditor<Row, Draft, unknown>>;

/** The create/edit dialog of a taxonomy screen: the fields get the draft, its setter and the field errors. */
export function TaxonomyDialog<Row, Draft extends object>({ editor, title, formId, size, children }: {
  editor: Pick<TaxonomyEditor<Row, Draft>, 'editing' | 'close' | 'submit' | 'form' | 'setDraft'>;
  /** [new, edit] titles. */
  title: [string, string];
  formId: string;
  size?: 'md';
  children: (draft: Draft, setDraft: (patch: Partial<Draft>) => void, errors: Record<string, string>, editing: Editing<Row, Draft>) => ReactNode;
}) {
  const { editing, form } = editor;
  return (
    <EntityFormDialog
      open={editing !== null}
      size={size}
      title={editing?.row ? title[1] : title[0]}
      formId={formId}
      pending={form.pending}
      formError={form.formError}
      onClose={editor.close}
      onSubmit={editor.submit}
    >
      {editing && children(editing.draft, editor.setDraft, form.errors, editing)}
    </EntityFormDialog>
  );
}

/** A list query as the screens read it (TanStack Query's result). */
export interface ListQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The states of a taxonomy list: error with a retry (while nothing is loaded), skeleton, empty, then the content. */
export function TaxonomyListState<T>({ query, errorTitle, isEmpty, empty, children }: {
  query: ListQuery<T>;
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  empty: { title: string; description: string; action?: { label: string; onClick: () => void } };
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !query.data) {
    return <ErrorState title={errorTitle} description={errorMessage(query.error)} retry={<button type="button" onClick={() => void query.refetch()}>다시 시도</button>} />;
  }
  if (!query.data) return <TableSkeleton />;
  if (isEmpty(query.data)) {
    const { action } = empty;
    return <EmptyState title={empty.title} description={empty.description} actions={action && <button type="button" onClick={action.onClick}>{action.label}</button>} />;
  }
  return <>{children(query.data)}</>;
}

export interface TaxonomyColumn<Row> {
  header: string;
  /** Right-aligned numbers. */
  num?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/**
 * The table of a taxonomy list: the first column is the row header, then the other columns, then the
 * row's actions (a `<td>`, usually RowActions) under a hidden '관리' header.
 */
export function TaxonomyTable<Row>({ testId, rowHeader, columns, rows, rowKey, actions, busy }: {
  testId: string;
  rowHeader: TaxonomyColumn<Row>;
  columns: TaxonomyColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  actions: (row: Row) => ReactNode;
  busy?: boolean;
}) {
  const numClass = (column: TaxonomyColumn<Row>) => [column.num ? forms.num : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={forms.tableWrap} aria-busy={busy || undefined}>
      <table className={forms.table} data-testid={testId}>
        <thead>
          <tr>
            {[rowHeader, ...columns].map((column) => <th key={column.header} scope="col" className={column.num ? forms.num : undefined}>{column.header}</th>)}
            <th scope="col"><span className="visually-hidden">관리</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row" className={rowHeader.className}>{rowHeader.cell(row)}</th>
              {columns.map((column) => <td key={column.header} className={numClass(column)}>{column.cell(row)}</td>)}
              {actions(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
