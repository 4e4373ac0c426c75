'use client';

import { adminSeriesInputSchema, type AdminSeriesDto, type AdminSeriesInput, formatLocaleNumber } from '@spi/core';
import { Button } from '@/components/ui';
import { cmsKeys } from '../../api/cms-keys';
import { createSeries, deleteSeries, updateSeries, useSeriesList } from '../../api/taxonomy-api';
import { RowActions } from '../entity-form-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import forms from '../forms.module.css';
import { TaxonomyDialog, TaxonomyListState, TaxonomyTable, useTaxonomyEditor } from './taxonomy-kit';
import { TextField } from './text-field';
import styles from './taxonomy.module.css';

type Draft = { name: string; slug: string; description: string };

/** /admin/series: series (name, slug, description) with create, edit and delete. */
export function SeriesScreen() {
  const list = useSeriesList();
  const editor = useTaxonomyEditor<AdminSeriesDto, Draft, AdminSeriesInput>({
    schema: adminSeriesInputSchema,
    queryKey: cmsKeys.series(),
    toDraft: (series) => ({ name: series?.name ?? '', slug: series?.slug ?? '', description: series?.description ?? '' }),
    toInput: (draft) => ({ name: draft.name, slug: draft.slug.trim() || undefined, description: draft.description }),
    create: createSeries,
    update: (series, input) => updateSeries(series.seriesId, input),
    created: '시리즈를 만들었습니다.',
    updated: '시리즈를 수정했습니다.',
  });
  const remove = (series: AdminSeriesDto) => editor.remove({
    title: '시리즈를 삭제할까요?',
    message: `'${series.name}' 시리즈를 삭제합니다. 기사가 있으면 삭제할 수 없습니다.`,
    remove: () => deleteSeries(series.seriesId),
    done: '시리즈를 삭제했습니다.',
  });

  return (
    <>
      <CmsPageHeader title="시리즈" description="여러 기사를 묶는 연재입니다. 목록과 기사에 시리즈 이름이 함께 보입니다." actions={<Button onClick={() => editor.open(null)}>새 시리즈</Button>} />
      <TaxonomyListState
        query={list}
        errorTitle="시리즈를 불러오지 못했습니다."
        isEmpty={(rows) => rows.length === 0}
        empty={{ title: '시리즈가 없습니다.', description: '연재를 시작하려면 새 시리즈를 만드세요.', action: { label: '새 시리즈', onClick: () => editor.open(null) } }}
      >
        {(rows) => (
          <TaxonomyTable
            testId="series-table"
            rows={rows}
            rowKey={(series) => series.seriesId}
            rowHeader={{ header: '이름', className: styles.nameCell, cell: (series) => series.name }}
            columns={[
              { header: '슬러그', className: forms.muted, cell: (series) => series.slug },
              { header: '설명', className: styles.description, cell: (series) => series.description || '—' },
              { header: '기사', num: true, cell: (series) => formatLocaleNumber(series.articleCount) },
            ]}
            actions={(series) => <RowActions className={styles.actions} name={series.name} onEdit={() => editor.open(series)} onDelete={() => void remove(series)} />}
          />
        )}
      </TaxonomyListState>
      <TaxonomyDialog editor={editor} title={['새 시리즈', '시리즈 수정']} formId="series-form">
        {(draft, setDraft, errors) => (
          <>
            <TextField label="이름" required autoFocus value={draft.name} maxLength={60} onChange={(name) => setDraft({ name })} error={errors.name} />
            <TextField label="슬러그" value={draft.slug} onChange={(slug) => setDraft({ slug })} error={errors.slug} hint="소문자, 한글, 숫자와 하이픈(-). 비워 두면 이름으로 만듭니다." />
            <TextField label="설명" multiline value={draft.description} maxLength={500} onChange={(description) => setDraft({ description })} error={errors.description} />
          </>
        )}
      </TaxonomyDialog>
    </>
  );
}
