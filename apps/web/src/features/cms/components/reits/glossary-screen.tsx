'use client';

import { useQueryClient } from '@/lib/query';
import { useMemo, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { glossaryInputSchema, type GlossaryTerm, formatLocaleNumber } from '@spi/core';
import { Button } from '@/components/ui';
import { EmptyState, ErrorState } from '@/components/content/states';
import { cmsKeys } from '../../api/cms-keys';
import { createTerm, deleteTerm, updateTerm, useGlossary, type GlossaryInput } from '../../api/reits-admin-api';
import { errorMessage } from '../../lib/field-errors';
import { EntityFormDialog, RowActions } from '../entity-form-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { TextField } from '../taxonomy/text-field';
import { confirmDelete, useEntityForm } from '../taxonomy/use-entity-form';
import forms from '../forms.module.css';
import styles from './reits-admin.module.css';

const EMPTY: GlossaryInput = { slug: '', keyword: '', expansion: '', summary: '', description: '' };

/** /admin/reits/glossary: the terms of the 용어 사전 panel and /reitsfocus/glossary, with search, add, edit and delete. */
export function GlossaryScreen() {
  const queryClient = useQueryClient();
  const list = useGlossary();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<{ term: GlossaryTerm | null; draft: GlossaryInput } | null>(null);
  const form = useEntityForm(glossaryInputSchema, cmsKeys.glossary());

  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    const all = list.data ?? [];
    return q ? all.filter((t) => [t.keyword, t.expansion, t.summary, t.slug].some((s) => s.toLowerCase().includes(q))) : all;
  }, [list.data, query]);

  const open = (term: GlossaryTerm | null) => {
    form.reset();
    setEditing({ term, draft: term ? { slug: term.slug, keyword: term.keyword, expansion: term.expansion, summary: term.summary, description: term.description } : EMPTY });
  };
  const setDraft = (patch: Partial<GlossaryInput>) => {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
    for (const key of Object.keys(patch)) form.clearField(key);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const target = editing.term;
    const ok = target
      ? await form.submit(editing.draft, (input) => updateTerm(target.id, input), '용어를 수정했습니다.')
      : await form.submit(editing.draft, createTerm, '용어를 추가했습니다.');
    if (ok) setEditing(null);
  };
  const remove = (term: GlossaryTerm) => confirmDelete({
    title: '용어를 삭제할까요?',
    message: `'${term.keyword}' 용어를 용어 사전에서 지웁니다.`,
    remove: () => deleteTerm(term.id),
    invalidate: () => queryClient.invalidateQueries({ queryKey: cmsKeys.glossary() }),
    done: '용어를 삭제했습니다.',
  });

  return (
    <>
      <CmsPageHeader title="용어 사전" description="리츠포커스의 용어 사전 패널과 /reitsfocus/glossary에 보이는 용어입니다." actions={<Button onClick={() => open(null)}>새 용어</Button>} />
      <div className={forms.toolbar}>
        <label className={forms.search}>
          <span className="visually-hidden">용어 검색</span>
          <input className={forms.input} type="search" value={query} placeholder="용어, 풀이, 요약으로 찾기" onChange={(event) => setQuery(event.target.value)} />
        </label>
        {list.data && <p className={forms.total}>{formatLocaleNumber(rows.length)}개</p>}
      </div>
      {list.isError && !list.data ? (
        <ErrorState title="용어를 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !list.data ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState title={query ? `‘${query}’에 맞는 용어가 없습니다.` : '용어가 없습니다.'} actions={<button type="button" onClick={() => open(null)}>새 용어</button>} />
      ) : (
        <div className={forms.tableWrap}>
          <table className={forms.table} data-testid="glossary-table">
            <thead><tr><th scope="col">용어</th><th scope="col">요약</th><th scope="col" className={styles.wideOnly}>주소</th><th scope="col"><span className="visually-hidden">관리</span></th></tr></thead>
            <tbody>
              {rows.map((t) => (
                <tr key={t.id}>
                  <th scope="row" className={styles.term}>
                    <span className={styles.keyword}>{t.keyword}</span>
                    {t.expansion && <span className={clsx(forms.subtle)} style={{ display: 'block' }}>{t.expansion}</span>}
                  </th>
                  <td className={styles.cellText}>{t.summary}</td>
                  <td className={clsx(forms.muted, styles.wideOnly)}>{t.slug}</td>
                  <RowActions className={styles.rowActions} name={t.keyword} onEdit={() => open(t)} onDelete={() => void remove(t)} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EntityFormDialog open={editing !== null} size="md" title={editing?.term ? '용어 수정' : '새 용어'} formId="glossary-form" pending={form.pending} formError={form.formError} onClose={() => setEditing(null)} onSubmit={submit}>
        {editing && (
          <>
            <TextField label="용어" required autoFocus value={editing.draft.keyword} maxLength={60} onChange={(keyword) => setDraft({ keyword })} error={form.errors.keyword} placeholder="예: 캡레이트" />
            <TextField label="풀이" value={editing.draft.expansion} maxLength={120} onChange={(expansion) => setDraft({ expansion })} error={form.errors.expansion} placeholder="예: Capitalization Rate" />
            <TextField label="주소용 이름" required value={editing.draft.slug} maxLength={60} onChange={(slug) => setDraft({ slug })} error={form.errors.slug} hint="/reitsfocus/glossary#주소용-이름 으로 연결됩니다. 영문 소문자, 숫자, 한글, - 만 쓸 수 있습니다." />
            <TextField label="요약" required multiline value={editing.draft.summary} maxLength={300} onChange={(summary) => setDraft({ summary })} error={form.errors.summary} />
            <TextField label="설명" required multiline value={editing.draft.description} maxLength={3000} onChange={(description) => setDraft({ description })} error={form.errors.description} />
          </>
        )}
      </EntityFormDialog>
    </>
  );
}
