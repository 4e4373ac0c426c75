'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { REIT_IMPORT_MAX_FILES, type ReitImportReport } from '@spi/core';
import { Button, showSnackbar } from '@/components/ui';
import { EmptyState, ErrorState } from '@/components/content/states';
import { cmsKeys } from '../../api/cms-keys';
import { useReitImports } from '../../api/reits-admin-api';
import { uploadReitFiles } from '../../api/upload';
import { formatSeoul } from '../../lib/seoul-time';
import { errorMessage } from '../../lib/field-errors';
import { formatBytes } from '../../lib/media-checks';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import forms from '../forms.module.css';
import { ImportReportView, TABLE_LABELS } from './import-report';
import styles from './reits-admin.module.css';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Step = { kind: 'idle' } | { kind: 'sending'; dryRun: boolean; progress: number } | { kind: 'checked' | 'imported'; report: ReitImportReport };

/**
 * /admin/reits: load REIT data files (CSV or XLSX, one per table; docs/data-import.md). Files are
 * checked first (dry run) and the report lists every problem by file, row and column; importing is
 * possible only when the check found none, and writes everything or nothing.
 */
export function ReitDataScreen() {
  const queryClient = useQueryClient();
  const imports = useReitImports();
  const [files, setFiles] = useState<File[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  const choose = (chosen: File[]) => {
    const byName = new Map([...files, ...chosen].map((f) => [f.name, f]));
    const next = [...byName.values()];
    if (next.length > REIT_IMPORT_MAX_FILES) {
      showSnackbar({ type: 'Warning', message: `한 번에 ${REIT_IMPORT_MAX_FILES}개 파일까지 올릴 수 있습니다.`, position: 'bottom-center' });
    }
    setFiles(next.slice(0, REIT_IMPORT_MAX_FILES));
    setStep({ kind: 'idle' });
  };

  const run = async (dryRun: boolean) => {
    setStep({ kind: 'sending', dryRun, progress: 0 });
    try {
      const report = await uploadReitFiles(files, dryRun, { onProgress: (progress) => setStep({ kind: 'sending', dryRun, progress }) });
      setStep({ kind: dryRun ? 'checked' : 'imported', report });
      if (!dryRun) {
        await queryClient.invalidateQueries({ queryKey: cmsKeys.reitImports() });
        showSnackbar({ type: report.ok ? 'Success' : 'Warning', message: report.written ? '데이터를 가져왔습니다. 리츠포커스에 바로 반영됩니다.' : report.ok ? '바뀐 내용이 없습니다.' : '오류가 있어 아무것도 쓰지 않았습니다.', position: 'bottom-center' });
      }
    } catch (error) {
      setStep({ kind: 'idle' });
      showSnackbar({ type: 'Warning', message: errorMessage(error, '파일을 올리지 못했습니다.'), position: 'bottom-center' });
    }
  };

  const sending = step.kind === 'sending';
  const canImport = step.kind === 'checked' && step.report.ok;

  return (
    <>
      <CmsPageHeader
        title="리츠 데이터"
        description={<>리츠 기본정보, 발행주식수, 시세, 배당, 재무, 자산·임대차, 차입금 파일(CSV·XLSX)을 가져옵니다. 먼저 검사하고, 오류가 없을 때만 가져올 수 있습니다. 같은 파일을 다시 가져와도 결과는 같습니다.</>}
      />

      <section className={forms.card} aria-labelledby={`${inputId}-title`}>
        <h2 id={`${inputId}-title`} className={forms.cardTitle}>파일 올리기</h2>
        <div
          className={styles.dropzone}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => { event.preventDefault(); choose([...event.dataTransfer.files]); }}
          data-testid="reit-import-dropzone"
        >
          <p className={styles.dropTitle}>파일을 여기로 끌어다 놓거나</p>
          <Button variant="secondary" onClick={() => inputRef.current?.click()} aria-describedby={hintId} disabled={sending}>파일 선택</Button>
          <label htmlFor={inputId} className="visually-hidden">가져올 파일</label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            data-testid="reit-import-input"
            onChange={(event) => {
              const chosen = event.target.files ? [...event.target.files] : [];
              event.target.value = '';
              if (chosen.length > 0) choose(chosen);
            }}
          />
          <p id={hintId} className={forms.hint}>
            파일 이름으로 표를 알아봅니다: {Object.entries(TABLE_LABELS).map(([key, label]) => `${key}.csv(${label})`).join(', ')}. XLSX는 표마다 시트 하나. 파일당 20MB, {REIT_IMPORT_MAX_FILES}개까지.
          </p>
        </div>

        {files.length > 0 && (
          <ul className={styles.fileList} aria-label="선택한 파일">
            {files.map((file) => (
              <li key={file.name} className={styles.file}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={forms.subtle}>{formatBytes(file.size)}</span>
                <button
                  type="button"
                  className={forms.linkButton}
                  disabled={sending}
                  onClick={() => { setFiles(files.filter((f) => f !== file)); setStep({ kind: 'idle' }); }}
                  aria-label={`${file.name} 빼기`}
                >
                  빼기
                </button>
              </li>
            ))}
          </ul>
        )}

        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void run(true)} disabled={files.length === 0 || sending} loading={sending && step.dryRun} data-testid="reit-import-check">검사하기</Button>
          <Button onClick={() => void run(false)} disabled={!canImport || sending} loading={sending && !step.dryRun} data-testid="reit-import-run">가져오기</Button>
          {sending && (
            <span className={styles.progress} aria-live="polite">
              <progress value={Math.round(step.progress * 100)} max={100} aria-label="파일 보내는 중" />
              {step.progress < 1 ? `보내는 중 ${Math.round(step.progress * 100)}%` : '검사하는 중…'}
            </span>
          )}
          {step.kind === 'idle' && files.length > 0 && !sending && <span className={forms.subtle}>검사를 마치면 가져오기를 누를 수 있습니다.</span>}
        </div>

        {(step.kind === 'checked' || step.kind === 'imported') && <ImportReportView report={step.report} imported={step.kind === 'imported'} />}
      </section>

      <section className={styles.history} aria-labelledby={`${inputId}-history`}>
        <h2 id={`${inputId}-history`} className={forms.groupTitle}>최근 가져오기</h2>
        {imports.isError && !imports.data ? (
          <ErrorState title="기록을 불러오지 못했습니다." description={errorMessage(imports.error)} retry={<button type="button" onClick={() => void imports.refetch()}>다시 시도</button>} />
        ) : !imports.data ? (
          <TableSkeleton />
        ) : imports.data.length === 0 ? (
          <EmptyState title="아직 가져온 데이터가 없습니다." description="지금 보이는 리츠 수치는 샘플 데이터입니다. 실제 데이터를 가져오면 바로 바뀝니다." />
        ) : (
          <div className={forms.tableWrap}>
            <table className={forms.table} data-testid="reit-import-history">
              <thead><tr><th scope="col">일시</th><th scope="col">파일</th><th scope="col" className={forms.num}>행</th><th scope="col" className={forms.num}>추가</th><th scope="col" className={forms.num}>변경</th></tr></thead>
              <tbody>
                {imports.data.map((row) => (
                  <tr key={row.id}>
                    <td className={forms.nowrap}>{formatSeoul(row.createdAt)}</td>
                    <td>{row.files.map((f) => f.name).join(', ')}</td>
                    <td className={forms.num}>{row.files.reduce((s, f) => s + f.rows, 0).toLocaleString('ko-KR')}</td>
                    <td className={forms.num}>{row.files.reduce((s, f) => s + f.inserted, 0).toLocaleString('ko-KR')}</td>
                    <td className={forms.num}>{row.files.reduce((s, f) => s + f.updated, 0).toLocaleString('ko-KR')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
