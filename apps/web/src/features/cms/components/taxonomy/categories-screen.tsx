'use client';

import { useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { ARTICLE_SECTIONS, adminCategoryInputSchema, type AdminCategoryDto } from '@spi/core';
import { Button, Select } from '@/components/ui';
import { EmptyState, ErrorState } from '@/components/content/states';
import { useQueryClient } from '@tanstack/react-query';
import { cmsKeys } from '../../api/cms-keys';
import { createCategory, deleteCategory, updateCategory, useCategories } from '../../api/taxonomy-api';
import { SECTION_LABEL } from '../../lib/article-status';
import { errorMessage } from '../../lib/field-errors';
import { EntityFormDialog } from '../entity-form-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import forms from '../forms.module.css';
import { TableSkeleton } from './table-skeleton';
import { TextField } from './text-field';
import { confirmDelete, useEntityForm } from './use-entity-form';
import styles from './taxonomy.module.css';

type Draft = { name: string; slug: string; section: AdminCategoryDto['section']; parentId: string; sortOrder: string };
type Editing = { mode: 'create'; draft: Draft } | { mode: 'edit'; category: AdminCategoryDto; draft: Draft };

const depthOf = (c: AdminCategoryDto) => Math.max(0, c.path.split('>').length - 1);

/** Ids of a category and everything under it (a category cannot move under itself). */
function subtreeIds(all: AdminCategoryDto[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of all) if (c.parentId && ids.has(c.parentId) && !ids.has(c.categoryId)) { ids.add(c.categoryId); grew = true; }
  }
  return ids;
}

/** /admin/categories: the category tree (parent, sort order) with create, edit and delete. */
export function CategoriesScreen() {
  const queryClient = useQueryClient();
  const list = useCategories();
  const [editing, setEditing] = useState<Editing | null>(null);
  const form = useEntityForm(adminCategoryInputSchema, cmsKeys.categories());
  const all = list.data ?? [];

  const open = (next: Editing) => {
    form.reset();
    setEditing(next);
  };
  const newDraft = (parent?: AdminCategoryDto): Draft => ({ name: '', slug: '', section: parent?.section ?? 'PRO', parentId: parent?.categoryId ?? '', sortOrder: '0' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const { draft } = editing;
    const parent = all.find((c) => c.categoryId === draft.parentId);
    const raw = {
      name: draft.name,
      slug: draft.slug.trim() || undefined,
      section: parent?.section ?? draft.section,
      parentId: draft.parentId || null,
      sortOrder: draft.sortOrder.trim() === '' ? 0 : Number(draft.sortOrder),
    };
    const ok = editing.mode === 'create'
      ? await form.submit(raw, createCategory, '카테고리를 만들었습니다.')
      : await form.submit(raw, (input) => updateCategory(editing.category.categoryId, input), '카테고리를 수정했습니다.');
    if (ok) setEditing(null);
  };

  const setDraft = (patch: Partial<Draft>) => {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } as Editing : e));
    for (const key of Object.keys(patch)) form.clearField(key);
  };

  const remove = (category: AdminCategoryDto) => confirmDelete({
    title: '카테고리를 삭제할까요?',
    message: `'${category.path.replace(/>/g, ' | ')}' 카테고리를 삭제합니다. 하위 카테고리나 기사가 있으면 삭제할 수 없습니다.`,
    remove: () => deleteCategory(category.categoryId),
    invalidate: () => queryClient.invalidateQueries({ queryKey: cmsKeys.categories() }),
    done: '카테고리를 삭제했습니다.',
  });

  const blocked = editing?.mode === 'edit' ? subtreeIds(all, editing.category.categoryId) : new Set<string>();
  const parentChosen = editing ? all.find((c) => c.categoryId === editing.draft.parentId) : undefined;

  return (
    <>
      <CmsPageHeader
        title="카테고리"
        description="섹션별 카테고리 트리입니다. 하위 카테고리는 상위의 섹션을 따르고, 같은 단계에서는 정렬 순서대로 보입니다."
        actions={<Button onClick={() => open({ mode: 'create', draft: newDraft() })}>새 카테고리</Button>}
      />
      {list.isError && !list.data ? (
        <ErrorState title="카테고리를 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !list.data ? (
        <TableSkeleton />
      ) : all.length === 0 ? (
        <EmptyState title="카테고리가 없습니다." description="기사를 분류할 첫 카테고리를 만들어 보세요." actions={<button type="button" onClick={() => open({ mode: 'create', draft: newDraft() })}>새 카테고리</button>} />
      ) : (
        ARTICLE_SECTIONS.map((section) => {
          const rows = all.filter((c) => c.section === section);
          if (rows.length === 0) return null;
          return (
            <section key={section} className={styles.group} aria-labelledby={`section-${section}`}>
              <h2 id={`section-${section}`} className={styles.groupTitle}>{SECTION_LABEL[section]}</h2>
              <div className={forms.tableWrap}>
                <table className={forms.table} data-testid={`category-table-${section}`}>
                  <thead>
                    <tr><th scope="col">이름</th><th scope="col">슬러그</th><th scope="col" className={forms.num}>정렬 순서</th><th scope="col" className={forms.num}>기사</th><th scope="col"><span className="visually-hidden">관리</span></th></tr>
                  </thead>
                  <tbody>
                    {rows.map((category) => (
                      <tr key={category.categoryId}>
                        <th scope="row" className={styles.nameCell}>
                          <span className={styles.tree} style={{ paddingLeft: depthOf(category) * 20 }}>
                            {depthOf(category) > 0 && <span className={styles.branch} aria-hidden="true">└</span>}
                            {category.name}
                          </span>
                        </th>
                        <td className={forms.muted}>{category.slug}</td>
                        <td className={forms.num}>{category.sortOrder}</td>
                        <td className={forms.num}>{category.articleCount.toLocaleString('ko-KR')}</td>
                        <td className={styles.actions}>
                          <button type="button" className={forms.linkButton} onClick={() => open({ mode: 'create', draft: newDraft(category) })} aria-label={`${category.name} 아래에 하위 카테고리 추가`}>하위 추가</button>
                          <button type="button" className={forms.linkButton} onClick={() => open({ mode: 'edit', category, draft: { name: category.name, slug: category.slug, section: category.section, parentId: category.parentId ?? '', sortOrder: String(category.sortOrder) } })} aria-label={`${category.name} 수정`}>수정</button>
                          <button type="button" className={clsx(forms.linkButton, forms.dangerLink)} onClick={() => void remove(category)} aria-label={`${category.name} 삭제`}>삭제</button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })
      )}

      <EntityFormDialog open={editing !== null} title={editing?.mode === 'edit' ? '카테고리 수정' : '새 카테고리'} formId="category-form" pending={form.pending} formError={form.formError} onClose={() => setEditing(null)} onSubmit={submit}>
        {editing && (
          <>
            <TextField label="이름" required autoFocus value={editing.draft.name} maxLength={40} onChange={(name) => setDraft({ name })} error={form.errors.name} hint="> 와 | 문자는 쓸 수 없습니다." />
            <TextField label="슬러그" value={editing.draft.slug} onChange={(slug) => setDraft({ slug })} error={form.errors.slug} hint="주소에 쓰입니다 (/article?category=…). 비워 두면 이름으로 만듭니다." />
            <fieldset className={forms.radioGroup} disabled={Boolean(parentChosen)}>
              <legend>섹션</legend>
              {ARTICLE_SECTIONS.map((section) => (
                <label key={section} className={forms.check}>
                  <input type="radio" name="category-section" checked={(parentChosen?.section ?? editing.draft.section) === section} onChange={() => setDraft({ section })} />
                  {SECTION_LABEL[section]}
                </label>
              ))}
            </fieldset>
            {parentChosen && <p className={forms.hint}>하위 카테고리는 상위 카테고리의 섹션을 따릅니다.</p>}
            {form.errors.section && <p className={forms.error} role="alert">{form.errors.section}</p>}
            <div className={forms.field}>
              <label htmlFor="category-parent" className={forms.label}>상위 카테고리</label>
              <Select id="category-parent" value={editing.draft.parentId} onChange={(event) => setDraft({ parentId: event.target.value })} aria-invalid={form.errors.parentId ? true : undefined}>
                <option value="">없음 (최상위)</option>
                {all.filter((c) => !blocked.has(c.categoryId)).map((c) => (
                  <option key={c.categoryId} value={c.categoryId}>{SECTION_LABEL[c.section]} · {'— '.repeat(depthOf(c))}{c.name}</option>
                ))}
              </Select>
              {form.errors.parentId && <p className={forms.error} role="alert">{form.errors.parentId}</p>}
            </div>
            <TextField label="정렬 순서" type="number" value={editing.draft.sortOrder} onChange={(sortOrder) => setDraft({ sortOrder })} error={form.errors.sortOrder} hint="작은 숫자가 먼저 보입니다 (-10000 ~ 10000)." />
          </>
        )}
      </EntityFormDialog>
    </>
  );
}
