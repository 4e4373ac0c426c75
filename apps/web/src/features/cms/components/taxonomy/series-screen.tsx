'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminSeriesInputSchema, type AdminSeriesDto } from '@spi/core';
import { Button } from '@/components/ui';
import { EmptyState, ErrorState } from '@/components/content/states';
import { cmsKeys } from '../../api/cms-keys';
import { createSeries, deleteSeries, updateSeries, useSeriesList } from '../../api/taxonomy-api';
import { errorMessage } from '../../lib/field-errors';
import { EntityFormDialog, RowActions } from '../entity-form-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import forms from '../forms.module.css';
import { TableSkeleton } from './table-skeleton';
import { TextField } from './text-field';
import { confirmDelete, useEntityForm } from './use-entity-form';
import styles from './taxonomy.module.css';

type Draft = { name: string; slug: string; description: string };
type Editing = { series: AdminSeriesDto | null; draft: Draft };

/** /admin/series: series (name, slug, description) with create, edit and delete. */
export function SeriesScreen() {
  const queryClient = useQueryClient();
  const list = useSeriesList();
  const [editing, setEditing] = useState<Editing | null>(null);
  const form = useEntityForm(adminSeriesInputSchema, cmsKeys.series());

  const open = (series: AdminSeriesDto | null) => {
    form.reset();
    setEditing({ series, draft: { name: series?.name ?? '', slug: series?.slug ?? '', description: series?.description ?? '' } });
  };
  const setDraft = (patch: Partial<Draft>) => {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
    for (const key of Object.keys(patch)) form.clearField(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const raw = { name: editing.draft.name, slug: editing.draft.slug.trim() || undefined, description: editing.draft.description };
    const target = editing.series;
    const ok = target
      ? await form.submit(raw, (input) => updateSeries(target.seriesId, input), '시리즈를 수정했습니다.')
      : await form.submit(raw, createSeries, '시리즈를 만들었습니다.');
    if (ok) setEditing(null);
  };

  const remove = (series: AdminSeriesDto) => confirmDelete({
    title: '시리즈를 삭제할까요?',
    message: `'${series.name}' 시리즈를 삭제합니다. 기사가 있으면 삭제할 수 없습니다.`,
    remove: () => deleteSeries(series.seriesId),
    invalidate: () => queryClient.invalidateQueries({ queryKey: cmsKeys.series() }),
    done: '시리즈를 삭제했습니다.',
  });

  const rows = list.data ?? [];
  return (
    <>
      <CmsPageHeader title="시리즈" description="여러 기사를 묶는 연재입니다. 목록과 기사에 시리즈 이름이 함께 보입니다." actions={<Button onClick={() => open(null)}>새 시리즈</Button>} />
      {list.isError && !list.data ? (
        <ErrorState title="시리즈를 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !list.data ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState title="시리즈가 없습니다." description="연재를 시작하려면 새 시리즈를 만드세요." actions={<button type="button" onClick={() => open(null)}>새 시리즈</button>} />
      ) : (
        <div className={forms.tableWrap}>
          <table className={forms.table} data-testid="series-table">
            <thead><tr><th scope="col">이름</th><th scope="col">슬러그</th><th scope="col">설명</th><th scope="col" className={forms.num}>기사</th><th scope="col"><span className="visually-hidden">관리</span></th></tr></thead>
            <tbody>
              {rows.map((series) => (
                <tr key={series.seriesId}>
                  <th scope="row" className={styles.nameCell}>{series.name}</th>
                  <td className={forms.muted}>{series.slug}</td>
                  <td className={styles.description}>{series.description || '—'}</td>
                  <td className={forms.num}>{series.articleCount.toLocaleString('ko-KR')}</td>
                  <RowActions className={styles.actions} name={series.name} onEdit={() => open(series)} onDelete={() => void remove(series)} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EntityFormDialog open={editing !== null} title={editing?.series ? '시리즈 수정' : '새 시리즈'} formId="series-form" pending={form.pending} formError={form.formError} onClose={() => setEditing(null)} onSubmit={submit}>
        {editing && (
          <>
            <TextField label="이름" required autoFocus value={editing.draft.name} maxLength={60} onChange={(name) => setDraft({ name })} error={form.errors.name} />
            <TextField label="슬러그" value={editing.draft.slug} onChange={(slug) => setDraft({ slug })} error={form.errors.slug} hint="소문자, 한글, 숫자와 하이픈(-). 비워 두면 이름으로 만듭니다." />
            <TextField label="설명" multiline value={editing.draft.description} maxLength={500} onChange={(description) => setDraft({ description })} error={form.errors.description} />
          </>
        )}
      </EntityFormDialog>
    </>
  );
}
