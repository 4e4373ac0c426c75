'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { adminTagInputSchema, type AdminTagDto } from '@spi/core';
import { Button } from '@/components/ui';
import { EmptyState, ErrorState } from '@/components/content/states';
import { cmsKeys } from '../../api/cms-keys';
import { createTag, deleteTag, updateTag, useTags } from '../../api/taxonomy-api';
import { errorMessage } from '../../lib/field-errors';
import { EntityFormDialog, RowActions } from '../entity-form-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import forms from '../forms.module.css';
import { TableSkeleton } from './table-skeleton';
import { TextField } from './text-field';
import { confirmDelete, useEntityForm } from './use-entity-form';
import styles from './taxonomy.module.css';

const PAGE_SIZE = 30;
type Draft = { name: string; slug: string };
type Editing = { tag: AdminTagDto | null; draft: Draft };

/** /admin/tags: tags by name, paged and searchable, with create, edit and delete. */
export function TagsScreen() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [draftQuery, setDraftQuery] = useState('');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const list = useTags({ page, size: PAGE_SIZE, query: query || undefined });
  const [editing, setEditing] = useState<Editing | null>(null);
  const form = useEntityForm(adminTagInputSchema, cmsKeys.tags());

  const open = (tag: AdminTagDto | null) => {
    form.reset();
    setEditing({ tag, draft: { name: tag?.name ?? '', slug: tag?.slug ?? '' } });
  };
  const setDraft = (patch: Partial<Draft>) => {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
    for (const key of Object.keys(patch)) form.clearField(key);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const raw = { name: editing.draft.name, slug: editing.draft.slug.trim() || undefined };
    const target = editing.tag;
    const ok = target
      ? await form.submit(raw, (input) => updateTag(target.tagId, input), '태그를 수정했습니다.')
      : await form.submit(raw, createTag, '태그를 만들었습니다.');
    if (ok) setEditing(null);
  };
  const remove = (tag: AdminTagDto) => confirmDelete({
    title: '태그를 삭제할까요?',
    message: `'${tag.name}' 태그를 삭제합니다. 이 태그가 달린 기사 ${tag.articleCount}건에서도 빠집니다.`,
    remove: () => deleteTag(tag.tagId),
    invalidate: () => queryClient.invalidateQueries({ queryKey: cmsKeys.tags() }),
    done: '태그를 삭제했습니다.',
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setQuery(draftQuery.trim());
  };

  const data = list.data;
  return (
    <>
      <CmsPageHeader title="태그" description="기사에 단 태그입니다. 기사 편집기에서 새 이름을 쓰면 저장할 때 자동으로 만들어집니다." actions={<Button onClick={() => open(null)}>새 태그</Button>} />
      <div className={styles.toolbar}>
        <form className={styles.search} onSubmit={search} role="search">
          <label htmlFor={searchId} className="visually-hidden">태그 검색</label>
          <input id={searchId} type="search" className={forms.input} placeholder="태그 이름으로 검색" maxLength={30} value={draftQuery} onChange={(event) => setDraftQuery(event.target.value)} />
          <Button type="submit" variant="secondary">검색</Button>
        </form>
        {data && <p className={styles.total}>총 <strong className="tabular">{data.pagination.count.toLocaleString('ko-KR')}</strong>개</p>}
      </div>
      {list.isError && !data ? (
        <ErrorState title="태그를 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <TableSkeleton />
      ) : data.data.length === 0 ? (
        <EmptyState title={query ? '검색 결과가 없습니다.' : '태그가 없습니다.'} description={query ? '다른 이름으로 검색해 보세요.' : '새 태그를 만들거나 기사에 태그를 달아 보세요.'} />
      ) : (
        <div className={clsx(forms.tableWrap)} aria-busy={list.isFetching || undefined}>
          <table className={forms.table} data-testid="tag-table">
            <thead><tr><th scope="col">이름</th><th scope="col">슬러그</th><th scope="col" className={forms.num}>기사</th><th scope="col"><span className="visually-hidden">관리</span></th></tr></thead>
            <tbody>
              {data.data.map((tag) => (
                <tr key={tag.tagId}>
                  <th scope="row" className={styles.nameCell}>#{tag.name}</th>
                  <td className={forms.muted}>{tag.slug}</td>
                  <td className={forms.num}>{tag.articleCount.toLocaleString('ko-KR')}</td>
                  <RowActions className={styles.actions} name={tag.name} onEdit={() => open(tag)} onDelete={() => void remove(tag)} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (page > 0 || data.pagination.hasNext) && (
        <div className={styles.pager}>
          <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>이전</Button>
          <span className="tabular">{page + 1} / {Math.max(1, Math.ceil(data.pagination.count / PAGE_SIZE))}</span>
          <Button size="sm" variant="secondary" disabled={!data.pagination.hasNext} onClick={() => setPage((p) => p + 1)}>다음</Button>
        </div>
      )}
      <EntityFormDialog open={editing !== null} title={editing?.tag ? '태그 수정' : '새 태그'} formId="tag-form" pending={form.pending} formError={form.formError} onClose={() => setEditing(null)} onSubmit={submit}>
        {editing && (
          <>
            <TextField label="이름" required autoFocus value={editing.draft.name} maxLength={30} onChange={(name) => setDraft({ name })} error={form.errors.name} hint='<, >, " 문자는 쓸 수 없습니다.' />
            <TextField label="슬러그" value={editing.draft.slug} onChange={(slug) => setDraft({ slug })} error={form.errors.slug} hint="태그 페이지 주소(/article/tag/…)에 쓰입니다. 비워 두면 이름으로 만듭니다." />
          </>
        )}
      </EntityFormDialog>
    </>
  );
}
