'use client';

import clsx from 'clsx';
import { ARTICLE_SECTIONS, adminCategoryInputSchema, type AdminCategoryDto, type AdminCategoryInput, formatLocaleNumber } from '@spi/core';
import { Button, Select } from '@/components/ui';
import { cmsKeys } from '../../api/cms-keys';
import { createCategory, deleteCategory, updateCategory, useCategories } from '../../api/taxonomy-api';
import { SECTION_LABEL } from '../../lib/article-status';
import { CmsPageHeader } from '../shell/cms-shell';
import forms from '../forms.module.css';
import { TaxonomyDialog, TaxonomyListState, TaxonomyTable, useTaxonomyEditor } from './taxonomy-kit';
import { TextField } from './text-field';
import styles from './taxonomy.module.css';

type Draft = { name: string; slug: string; section: AdminCategoryDto['section']; parentId: string; sortOrder: string };

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
  const list = useCategories();
  const all = list.data ?? [];
  const newDraft = (parent?: AdminCategoryDto): Draft => ({ name: '', slug: '', section: parent?.section ?? 'PRO', parentId: parent?.categoryId ?? '', sortOrder: '0' });
  const editor = useTaxonomyEditor<AdminCategoryDto, Draft, AdminCategoryInput>({
    schema: adminCategoryInputSchema,
    queryKey: cmsKeys.categories(),
    toDraft: (category) => (category
      ? { name: category.name, slug: category.slug, section: category.section, parentId: category.parentId ?? '', sortOrder: String(category.sortOrder) }
      : newDraft()),
    toInput: (draft) => {
      const parent = all.find((c) => c.categoryId === draft.parentId);
      return {
        name: draft.name,
        slug: draft.slug.trim() || undefined,
        section: parent?.section ?? draft.section,
        parentId: draft.parentId || null,
        sortOrder: draft.sortOrder.trim() === '' ? 0 : Number(draft.sortOrder),
      };
    },
    create: createCategory,
    update: (category, input) => updateCategory(category.categoryId, input),
    created: '카테고리를 만들었습니다.',
    updated: '카테고리를 수정했습니다.',
  });

  const remove = (category: AdminCategoryDto) => editor.remove({
    title: '카테고리를 삭제할까요?',
    message: `'${category.path.replace(/>/g, ' | ')}' 카테고리를 삭제합니다. 하위 카테고리나 기사가 있으면 삭제할 수 없습니다.`,
    remove: () => deleteCategory(category.categoryId),
    done: '카테고리를 삭제했습니다.',
  });

  return (
    <>
      <CmsPageHeader
        title="카테고리"
        description="섹션별 카테고리 트리입니다. 하위 카테고리는 상위의 섹션을 따르고, 같은 단계에서는 정렬 순서대로 보입니다."
        actions={<Button onClick={() => editor.open(null)}>새 카테고리</Button>}
      />
      <TaxonomyListState
        query={list}
        errorTitle="카테고리를 불러오지 못했습니다."
        isEmpty={(rows) => rows.length === 0}
        empty={{ title: '카테고리가 없습니다.', description: '기사를 분류할 첫 카테고리를 만들어 보세요.', action: { label: '새 카테고리', onClick: () => editor.open(null) } }}
      >
        {(categories) => ARTICLE_SECTIONS.map((section) => {
          const rows = categories.filter((c) => c.section === section);
          if (rows.length === 0) return null;
          return (
            <section key={section} className={styles.group} aria-labelledby={`section-${section}`}>
              <h2 id={`section-${section}`} className={styles.groupTitle}>{SECTION_LABEL[section]}</h2>
              <TaxonomyTable
                testId={`category-table-${section}`}
                rows={rows}
                rowKey={(category) => category.categoryId}
                rowHeader={{
                  header: '이름',
                  className: styles.nameCell,
                  cell: (category) => (
                    <span className={styles.tree} style={{ paddingLeft: depthOf(category) * 20 }}>
                      {depthOf(category) > 0 && <span className={styles.branch} aria-hidden="true">└</span>}
                      {category.name}
                    </span>
                  ),
                }}
                columns={[
                  { header: '슬러그', className: forms.muted, cell: (category) => category.slug },
                  { header: '정렬 순서', num: true, cell: (category) => category.sortOrder },
                  { header: '기사', num: true, cell: (category) => formatLocaleNumber(category.articleCount) },
                ]}
                actions={(category) => (
                  <td className={styles.actions}>
                    <button type="button" className={forms.linkButton} onClick={() => editor.open(null, newDraft(category))} aria-label={`${category.name} 아래에 하위 카테고리 추가`}>하위 추가</button>
                    <button type="button" className={forms.linkButton} onClick={() => editor.open(category)} aria-label={`${category.name} 수정`}>수정</button>
                    <button type="button" className={clsx(forms.linkButton, forms.dangerLink)} onClick={() => void remove(category)} aria-label={`${category.name} 삭제`}>삭제</button>
                  </td>
                )}
              />
            </section>
          );
        })}
      </TaxonomyListState>

      <TaxonomyDialog editor={editor} title={['새 카테고리', '카테고리 수정']} formId="category-form">
        {(draft, setDraft, errors, editing) => {
          const blocked = editing.row ? subtreeIds(all, editing.row.categoryId) : new Set<string>();
          const parentChosen = all.find((c) => c.categoryId === draft.parentId);
          return (
            <>
              <TextField label="이름" required autoFocus value={draft.name} maxLength={40} onChange={(name) => setDraft({ name })} error={errors.name} hint="> 와 | 문자는 쓸 수 없습니다." />
              <TextField label="슬러그" value={draft.slug} onChange={(slug) => setDraft({ slug })} error={errors.slug} hint="주소에 쓰입니다 (/article?category=…). 비워 두면 이름으로 만듭니다." />
              <fieldset className={forms.radioGroup} disabled={Boolean(parentChosen)}>
                <legend>섹션</legend>
                {ARTICLE_SECTIONS.map((section) => (
                  <label key={section} className={forms.check}>
                    <input type="radio" name="category-section" checked={(parentChosen?.section ?? draft.section) === section} onChange={() => setDraft({ section })} />
                    {SECTION_LABEL[section]}
                  </label>
                ))}
              </fieldset>
              {parentChosen && <p className={forms.hint}>하위 카테고리는 상위 카테고리의 섹션을 따릅니다.</p>}
              {errors.section && <p className={forms.error} role="alert">{errors.section}</p>}
              <div className={forms.field}>
                <label htmlFor="category-parent" className={forms.label}>상위 카테고리</label>
                <Select id="category-parent" value={draft.parentId} onChange={(event) => setDraft({ parentId: event.target.value })} aria-invalid={errors.parentId ? true : undefined}>
                  <option value="">없음 (최상위)</option>
                  {all.filter((c) => !blocked.has(c.categoryId)).map((c) => (
                    <option key={c.categoryId} value={c.categoryId}>{SECTION_LABEL[c.section]} · {'— '.repeat(depthOf(c))}{c.name}</option>
                  ))}
                </Select>
                {errors.parentId && <p className={forms.error} role="alert">{errors.parentId}</p>}
              </div>
              <TextField label="정렬 순서" type="number" value={draft.sortOrder} onChange={(sortOrder) => setDraft({ sortOrder })} error={errors.sortOrder} hint="작은 숫자가 먼저 보입니다 (-10000 ~ 10000)." />
            </>
          );
        }}
      </TaxonomyDialog>
    </>
  );
}
