'use client';

import Link from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { type QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@/lib/query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, showSnackbar, showSystemConfirm } from '@/components/ui';
import { EmptyState, ErrorState, LinesSkeleton } from '@/components/content/states';
import { isApiError } from '@/lib/api-client';
import { useUnsavedGuard } from '../../hooks/use-unsaved-guard';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import { CmsPageHeader } from '../shell/cms-shell';
import forms from '../forms.module.css';
import { serverErrors } from './server-errors';
import type { FormErrors } from './units';
import styles from './market-admin.module.css';

/**
 * The frame the deal and fund editors share (ADR 019): loading a record, the draft with its field
 * errors, save (POST for a new record, PUT otherwise), delete through the system confirm, the unsaved
 * guard, the page header and the sticky action bar. Each editor keeps its own fields and layout.
 */

const toastSuccess = (message: string) => showSnackbar({ type: 'Success', message, position: 'bottom-center' });

const CHECK_FAILED = '입력값을 확인해 주세요. 표시된 항목을 고친 뒤 다시 저장해 주세요.';

/** What an editor says of its record (Korean, with the right particles). */
export interface RecordEditorCopy {
  /** The header while loading or when the record cannot be shown, e.g. '딜 편집'. */
  screenTitle: string;
  notFoundTitle: string;
  notFoundDescription: string;
  /** The link of the not-found state back to the list, e.g. '딜 목록으로'. */
  backToList: string;
  loadErrorTitle: string;
  created: string;
  saved: string;
  deleted: string;
}

interface RecordQuery {
  error: unknown;
  refetch: () => unknown;
}

/** What an editor screen shows before its record is there: not found (404), a load error, or a skeleton. */
export function RecordLoadState({ record, copy, listHref }: { record: RecordQuery & { isError: boolean }; copy: RecordEditorCopy; listHref: string }) {
  let body: ReactNode;
  if (record.isError && isApiError(record.error) && record.error.status === 404) {
    body = <EmptyState title={copy.notFoundTitle} description={copy.notFoundDescription} actions={<Link href={listHref}>{copy.backToList}</Link>} />;
  } else if (record.isError) {
    body = <ErrorState title={copy.loadErrorTitle} description={errorMessage(record.error)} retry={<button type="button" onClick={() => void record.refetch()}>다시 시도</button>} />;
  } else {
    body = <div className={styles.editorSkeleton} data-testid="editor-skeleton"><LinesSkeleton lines={10} /></div>;
  }
  return (
    <>
      <CmsPageHeader title={copy.screenTitle} />
      {body}
    </>
  );
}

export type DraftCheck<I> = { ok: true; input: I } | { ok: false; errors: FormErrors };

export interface RecordFormOptions<D extends object, I> {
  initial: D;
  /** null for a new record. */
  recordId: string | null;
  check: (draft: D, isNew: boolean) => DraftCheck<I>;
  create: (input: I) => Promise<string>;
  update: (recordId: string, input: I) => Promise<string>;
  delete: (recordId: string) => Promise<void>;
  /** The API code of a taken ID (409), shown on the id field (records without a typed id have none). */
  idTakenCode?: string;
  /** Other API refusals of one field, e.g. { EVENT_CAPACITY_BELOW_CONFIRMED: 'capacity' }. */
  fieldOfCode?: Record<string, string>;
  /** Invalidated after a save (everything of the kind) and after a delete (only the lists). */
  queryKeys: { all: QueryKey; lists: QueryKey };
  /** The admin list, e.g. '/admin/deals'; a new record opens at `${listHref}/${id}`. */
  listHref: string;
  copy: Pick<RecordEditorCopy, 'created' | 'saved' | 'deleted'>;
  /** The system confirm of a delete, from the record as last saved. */
  deleteConfirm: (saved: D, recordId: string) => { title: string; message: string; errorMessage: string };
  /** After a save of an existing record (a new one navigates to its page instead). */
  onSaved?: () => void;
}

/** The draft of an editor form and its save / delete, with the unsaved guard while it differs from the saved record. */
export function useRecordForm<D extends object, I>(options: RecordFormOptions<D, I>) {
  const { initial, recordId, queryKeys, listHref, copy } = options;
  const router = useRouter();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const isNew = recordId === null;
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  useUnsavedGuard(dirty);

  const set = <K extends keyof D & string>(key: K) => (value: D[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  /** The props of a text field bound to a string key of the draft. */
  const text = (key: keyof D & string) => ({ name: key, value: draft[key] as string, onChange: set(key) as (v: string) => void, error: errors[key] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const check = options.check(draft, isNew);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(CHECK_FAILED);
      focusFirstError(check.errors);
      return;
    }
    setSaving(true);
    try {
      const id = isNew ? await options.create(check.input) : await options.update(recordId, check.input);
      setSaved(draft);
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: queryKeys.all });
      toastSuccess(isNew ? copy.created : copy.saved);
      if (isNew) router.replace(`${listHref}/${encodeURIComponent(id)}`);
      else options.onSaved?.();
    } catch (error) {
      const mapped = serverErrors(error, { ...options.fieldOfCode, ...(options.idTakenCode ? { [options.idTakenCode]: 'id' } : {}) });
      setErrors(mapped.fields);
      setFormError(mapped.message);
      focusFirstError(mapped.fields);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!recordId) return;
    const ok = await showSystemConfirm({
      ...options.deleteConfirm(saved, recordId),
      closeLabel: '취소',
      submitLabel: '삭제',
      submitColor: 'danger',
      onSubmit: () => options.delete(recordId),
    });
    if (!ok) return;
    setSaved(draft);
    // Only the lists: the deleted record's own query would answer 404 while the page leaves.
    void queryClient.invalidateQueries({ queryKey: queryKeys.lists });
    toastSuccess(copy.deleted);
    router.push(listHref);
  };

  return { draft, saved, errors, formError, saving, isNew, dirty, set, text, submit, remove };
}

/** The page header of an editor: the title, the ID (or code) and last save, back to the list and the public page. */
export function EditorHeader({ title, newDescription, idLabel, recordId, updatedAt, listHref, publicHref }: {
  title: string;
  /** The description of a new record's form. */
  newDescription: string;
  /** 'ID' or '코드'. */
  idLabel: string;
  recordId: string | null;
  updatedAt?: string;
  listHref: string;
  /** The public page of an existing record. */
  publicHref: string | null;
}) {
  return (
    <CmsPageHeader
      title={title}
      description={recordId === null ? newDescription : (
        <>{idLabel} <span className="tabular">{recordId}</span>{updatedAt && <> · 마지막 저장 {formatSeoul(updatedAt)}</>}</>
      )}
      actions={(
        <>
          <Link href={listHref} className={styles.backLink}>목록으로</Link>
          {publicHref !== null && <Link href={publicHref} className={styles.backLink} target="_blank" rel="noopener">공개 페이지 보기</Link>}
        </>
      )}
    />
  );
}

/** The message at the top of an editor form (the check or the API refused the save). */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <div className={forms.alert} role="alert" data-testid="form-error"><p>{message}</p></div>;
}

/** The sticky bar at the bottom of an editor form: unsaved changes, delete (existing records) and save. */
export function EditorActionBar({ dirty, isNew, saving, onDelete }: { dirty: boolean; isNew: boolean; saving: boolean; onDelete: () => void }) {
  return (
    <div className={styles.actionBar}>
      {dirty && <span className={styles.dirty} role="status" data-testid="unsaved">저장하지 않은 변경 사항이 있습니다.</span>}
      {!isNew && <Button variant="ghost" className={styles.deleteButton} onClick={onDelete} disabled={saving}>삭제</Button>}
      <Button type="submit" loading={saving}>{isNew ? '등록' : '저장'}</Button>
    </div>
  );
}

/** Moves focus to the first field with an error (in the order of the form). */
export function focusFirstError(errors: FormErrors) {
  if (typeof document === 'undefined') return;
  const keys = Object.keys(errors);
  if (keys.length === 0) return;
  const fields = Array.from(document.querySelectorAll<HTMLElement>('[data-field]'));
  const target = fields.find((el) => keys.includes(el.dataset.field ?? ''));
  target?.querySelector<HTMLElement>('input, select, textarea')?.focus();
}
