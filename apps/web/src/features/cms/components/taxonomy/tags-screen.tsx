'use client';

import { useId, useState, type FormEvent } from 'react';
import { adminTagInputSchema, type AdminTagDto, type AdminTagInput, formatLocaleNumber } from '@spi/core';
import { Button } from '@/components/ui';
import { cmsKeys } from '../../api/cms-keys';
import { createTag, deleteTag, updateTag, useTags } from '../../api/taxonomy-api';
import { RowActions } from '../entity-form-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import forms from '../forms.module.css';
import { TaxonomyDialog, TaxonomyListState, TaxonomyTable, useTaxonomyEditor } from './taxonomy-kit';
import { TextField } from './text-field';
import styles from './taxonomy.module.css';

const PAGE_SIZE = 30;
type Draft = { name: string; slug: string };

/** /admin/tags: tags by name, paged and searchable, with create, edit and delete. */
export function TagsScreen() {
  const [page, setPage] = useState(0);
  const [draftQuery, setDraftQuery] = useState('');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const list = useTags({ page, size: PAGE_SIZE, query: query || undefined });
  const editor = useTaxonomyEditor<AdminTagDto, Draft, AdminTagInput>({
    schema: adminTagInputSchema,
    queryKey: cmsKeys.tags(),
    toDraft: (tag) => ({ name: tag?.name ?? '', slug: tag?.slug ?? '' }),
    toInput: (draft) => ({ name: draft.name, slug: draft.slug.trim() || undefined }),
    create: createTag,
    update: (tag, input) => updateTag(tag.tagId, input),
    created: '태그를 만들었습니다.',
    updated: '태그를 수정했습니다.',
  });
  const remove = (tag: AdminTagDto) => editor.remove({
    title: '태그를 삭제할까요?',
    message: `'${tag.name}' 태그를 삭제합니다. 이 태그가 달린 기사 ${tag.articleCount}건에서도 빠집니다.`,
    remove: () => deleteTag(tag.tagId),
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
      <CmsPageHeader title="태그" description="기사에 단 태그입니다. 기사 편집기에서 새 이름을 쓰면 저장할 때 자동으로 만들어집니다." actions={<Button onClick={() => editor.open(null)}>새 태그</Button>} />
      <div className={styles.toolbar}>
        <form className={styles.search} onSubmit={search} role="search">
          <label htmlFor={searchId} className="visually-hidden">태그 검색</label>
          <input id={searchId} type="search" className={forms.input} placeholder="태그 이름으로 검색" maxLength={30} value={draftQuery} onChange={(event) => setDraftQuery(event.target.value)} />
          <Button type="submit" variant="secondary">검색</Button>
        </form>
        {data && <p className={styles.total}>총 <strong className="tabular">{formatLocaleNumber(data.pagination.count)}</strong>개</p>}
      </div>
      <TaxonomyListState
        query={list}
        errorTitle="태그를 불러오지 못했습니다."
        isEmpty={(result) => result.data.length === 0}
        empty={{ title: query ? '검색 결과가 없습니다.' : '태그가 없습니다.', description: query ? '다른 이름으로 검색해 보세요.' : '새 태그를 만들거나 기사에 태그를 달아 보세요.' }}
      >
        {(result) => (
          <TaxonomyTable
            testId="tag-table"
            busy={list.isFetching}
            rows={result.data}
            rowKey={(tag) => tag.tagId}
            rowHeader={{ header: '이름', className: styles.nameCell, cell: (tag) => `#${tag.name}` }}
            columns={[
              { header: '슬러그', className: forms.muted, cell: (tag) => tag.slug },
              { header: '기사', num: true, cell: (tag) => formatLocaleNumber(tag.articleCount) },
            ]}
            actions={(tag) => <RowActions className={styles.actions} name={tag.name} onEdit={() => editor.open(tag)} onDelete={() => void remove(tag)} />}
          />
        )}
      </TaxonomyListState>
      {data && (page > 0 || data.pagination.hasNext) && (
        <div className={styles.pager}>
          <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>이전</Button>
          <span className="tabular">{page + 1} / {Math.max(1, Math.ceil(data.pagination.count / PAGE_SIZE))}</span>
          <Button size="sm" variant="secondary" disabled={!data.pagination.hasNext} onClick={() => setPage((p) => p + 1)}>다음</Button>
        </div>
      )}
      <TaxonomyDialog editor={editor} title={['새 태그', '태그 수정']} formId="tag-form">
        {(draft, setDraft, errors) => (
          <>
            <TextField label="이름" required autoFocus value={draft.name} maxLength={30} onChange={(name) => setDraft({ name })} error={errors.name} hint='<, >, " 문자는 쓸 수 없습니다.' />
            <TextField label="슬러그" value={draft.slug} onChange={(slug) => setDraft({ slug })} error={errors.slug} hint="태그 페이지 주소(/article/tag/…)에 쓰입니다. 비워 두면 이름으로 만듭니다." />
          </>
        )}
      </TaxonomyDialog>
    </>
  );
}
