'use client';

import { useQueryClient } from '@/lib/query';
import { useState, type FormEvent } from 'react';
import { explainerUpdateSchema, type ExplainerDto } from '@spi/core';
import { showSnackbar, showSystemConfirm } from '@/components/ui';
import { ErrorState } from '@/components/content/states';
import { cmsKeys } from '../../api/cms-keys';
import { resetExplainer, saveExplainer, useExplainers } from '../../api/reits-admin-api';
import { errorMessage } from '../../lib/field-errors';
import { EntityFormDialog } from '../entity-form-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import { Chip } from '../status-badge';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { TextField } from '../taxonomy/text-field';
import { useEntityForm } from '../taxonomy/use-entity-form';
import forms from '../forms.module.css';
import styles from './reits-admin.module.css';

type Draft = { title: string; summary: string; guidance: string };

/**
 * /admin/reits/explainers: the metric explainer panels of 리츠포커스. Editors change the title, the
 * one-line summary and the guidance; the formula stays with the code that computes the metric.
 */
export function ExplainersScreen() {
  const queryClient = useQueryClient();
  const list = useExplainers();
  const [editing, setEditing] = useState<{ explainer: ExplainerDto; draft: Draft } | null>(null);
  const form = useEntityForm(explainerUpdateSchema, cmsKeys.explainers());

  const open = (explainer: ExplainerDto) => {
    form.reset();
    setEditing({ explainer, draft: { title: explainer.title, summary: explainer.summary, guidance: explainer.guidance } });
  };
  const setDraft = (patch: Partial<Draft>) => {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
    for (const key of Object.keys(patch)) form.clearField(key);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const key = editing.explainer.key;
    if (await form.submit(editing.draft, (input) => saveExplainer(key, input), '지표 설명을 저장했습니다. 리츠포커스에 바로 보입니다.')) setEditing(null);
  };
  const reset = async (explainer: ExplainerDto) => {
    const confirmed = await showSystemConfirm({ title: '기본 문구로 되돌릴까요?', message: `'${explainer.title}' 설명을 처음 문구로 되돌립니다.`, submitLabel: '되돌리기', closeLabel: '취소' });
    if (!confirmed) return;
    try {
      await resetExplainer(explainer.key);
      await queryClient.invalidateQueries({ queryKey: cmsKeys.explainers() });
      showSnackbar({ type: 'Success', message: '기본 문구로 되돌렸습니다.', position: 'bottom-center' });
    } catch (error) {
      showSnackbar({ type: 'Warning', message: errorMessage(error, '되돌리지 못했습니다.'), position: 'bottom-center' });
    }
  };

  return (
    <>
      <CmsPageHeader title="지표 설명" description="리츠포커스의 지표 이름 옆 ? 표시를 누르면 열리는 설명입니다. 공식은 계산 코드와 함께 관리되어 여기서 바꿀 수 없습니다." />
      {list.isError && !list.data ? (
        <ErrorState title="지표 설명을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !list.data ? (
        <TableSkeleton />
      ) : (
        <div className={forms.tableWrap}>
          <table className={forms.table} data-testid="explainer-table">
            <thead><tr><th scope="col">지표</th><th scope="col" className={styles.wideOnly}>공식</th><th scope="col">요약</th><th scope="col"><span className="visually-hidden">관리</span></th></tr></thead>
            <tbody>
              {list.data.map((e) => (
                <tr key={e.key}>
                  <th scope="row" className={styles.term}>{e.title}{e.edited && <> <Chip>수정됨</Chip></>}</th>
                  <td className={`${styles.formula} ${styles.wideOnly}`}>{e.formula}</td>
                  <td className={styles.cellText}>{e.summary}</td>
                  <td className={styles.rowActions}>
                    <button type="button" className={forms.linkButton} onClick={() => open(e)} aria-label={`${e.title} 설명 수정`}>수정</button>
                    {e.edited && <button type="button" className={forms.linkButton} onClick={() => void reset(e)} aria-label={`${e.title} 기본 문구로 되돌리기`}>되돌리기</button>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EntityFormDialog open={editing !== null} size="md" title="지표 설명 수정" formId="explainer-form" pending={form.pending} formError={form.formError} onClose={() => setEditing(null)} onSubmit={submit}>
        {editing && (
          <>
            <p className={forms.notice}>공식: <span className={styles.formula}>{editing.explainer.formula}</span></p>
            <TextField label="제목" required autoFocus value={editing.draft.title} maxLength={60} onChange={(title) => setDraft({ title })} error={form.errors.title} />
            <TextField label="요약" required multiline value={editing.draft.summary} maxLength={300} onChange={(summary) => setDraft({ summary })} error={form.errors.summary} hint="패널 맨 위에 보이는 한두 문장입니다." />
            <TextField label="해설" required multiline value={editing.draft.guidance} maxLength={2000} onChange={(guidance) => setDraft({ guidance })} error={form.errors.guidance} hint="높고 낮음을 어떻게 읽는지, 주의할 점을 씁니다." />
          </>
        )}
      </EntityFormDialog>
    </>
  );
}
