'use client';

import { type QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@/lib/query';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { DataImportReport } from '@spi/core/contracts/data-import';
import { Button, showSnackbar } from '@/components/ui';
import { EmptyState, ErrorState } from '@/components/content/states';
import type { UploadOptions } from '../../api/upload';
import { errorMessage } from '../../lib/field-errors';
import { formatBytes } from '../../lib/media-checks';
import { formatSeoul } from '../../lib/seoul-time';
import forms from '../forms.module.css';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import styles from './data-import.module.css';
import { ImportReportView } from './import-report';
import { formatLocaleNumber } from '@spi/core';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Step = { kind: 'idle' } | { kind: 'sending'; dryRun: boolean; progress: number } | { kind: 'checked' | 'imported'; report: DataImportReport };

/** One past import as the history table shows it. */
export interface ImportHistoryRow {
  id: string;
  createdAt: string;
  files: Array<{ name: string; rows: number; inserted: number; updated: number }>;
}

/** The recent imports query (a react-query result, or a stand-in in tests). */
export interface ImportHistory {
  data: ImportHistoryRow[] | undefined;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface DataImportPanelProps {
  /** Sends the files, checked only (`dryRun`) or imported. */
  upload(files: File[], dryRun: boolean, options: UploadOptions): Promise<DataImportReport>;
  history: ImportHistory;
  /** Invalidated after an import. */
  historyKey: QueryKey;
  maxFiles: number;
  /** The dataset's tables in write order, key → Korean label. */
  tableLabels: Readonly<Record<string, string>>;
  /** How files are named (under the drop zone). */
  hint: ReactNode;
  /** Snackbar after an import that wrote something. */
  writtenMessage: string;
  emptyHistory: { title: string; description: string };
  /** Prefix of the data-testid attributes ('reit-import' keeps the REIT screen's). */
  testIdPrefix: string;
}

/**
 * Upload of data files (CSV or XLSX, docs/data-import.md) with the importer's report: files are checked
 * first (dry run) and the report lists every problem by file, row and column; importing is possible only
 * when the check found none, and writes everything or nothing. Below, the recent imports.
 */
export function DataImportPanel({ upload, history, historyKey, maxFiles, tableLabels, hint, writtenMessage, emptyHistory, testIdPrefix }: DataImportPanelProps) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  const choose = (chosen: File[]) => {
    const byName = new Map([...files, ...chosen].map((f) => [f.name, f]));
    const next = [...byName.values()];
    if (next.length > maxFiles) {
      showSnackbar({ type: 'Warning', message: `한 번에 ${maxFiles}개 파일까지 올릴 수 있습니다.`, position: 'bottom-center' });
    }
    setFiles(next.slice(0, maxFiles));
    setStep({ kind: 'idle' });
  };

  const run = async (dryRun: boolean) => {
    setStep({ kind: 'sending', dryRun, progress: 0 });
    try {
      const report = await upload(files, dryRun, { onProgress: (progress) => setStep({ kind: 'sending', dryRun, progress }) });
      setStep({ kind: dryRun ? 'checked' : 'imported', report });
      if (!dryRun) {
        await queryClient.invalidateQueries({ queryKey: historyKey });
        showSnackbar({ type: report.ok ? 'Success' : 'Warning', message: report.written ? writtenMessage : report.ok ? '바뀐 내용이 없습니다.' : '오류가 있어 아무것도 쓰지 않았습니다.', position: 'bottom-center' });
      }
    } catch (error) {
      setStep({ kind: 'idle' });
      showSnackbar({ type: 'Warning', message: errorMessage(error, '파일을 올리지 못했습니다.'), position: 'bottom-center' });
    }
  };

  const sending = step.kind === 'sending';
  const canImport = step.kind === 'checked' && step.report.ok;
  const sum = (row: ImportHistoryRow, key: 'rows' | 'inserted' | 'updated') => formatLocaleNumber(row.files.reduce((s, f) => s + f[key], 0));

  return (
    <>
      <section className={forms.card} aria-labelledby={`${inputId}-title`}>
        <h2 id={`${inputId}-title`} className={forms.cardTitle}>파일 올리기</h2>
        <div
          className={dragging ? `${styles.dropzone} ${styles.dropzoneActive}` : styles.dropzone}
          onDragOver={(event) => { event.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => { event.preventDefault(); setDragging(false); choose([...event.dataTransfer.files]); }}
          data-testid={`${testIdPrefix}-dropzone`}
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
            data-testid={`${testIdPrefix}-input`}
            onChange={(event) => {
              const chosen = event.target.files ? [...event.target.files] : [];
              event.target.value = '';
              if (chosen.length > 0) choose(chosen);
            }}
          />
          <p id={hintId} className={forms.hint}>{hint}</p>
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
          <Button variant="secondary" onClick={() => void run(true)} disabled={files.length === 0 || sending} loading={sending && step.dryRun} data-testid={`${testIdPrefix}-check`}>검사하기</Button>
          <Button onClick={() => void run(false)} disabled={!canImport || sending} loading={sending && !step.dryRun} data-testid={`${testIdPrefix}-run`}>가져오기</Button>
          {sending && (
            <span className={styles.progress} aria-live="polite">
              <progress value={Math.round(step.progress * 100)} max={100} aria-label="파일 보내는 중" />
              {step.progress < 1 ? `보내는 중 ${Math.round(step.progress * 100)}%` : '검사하는 중…'}
            </span>
          )}
          {step.kind === 'idle' && files.length > 0 && !sending && <span className={forms.subtle}>검사를 마치면 가져오기를 누를 수 있습니다.</span>}
        </div>

        {(step.kind === 'checked' || step.kind === 'imported') && (
          <ImportReportView report={step.report} imported={step.kind === 'imported'} tableLabels={tableLabels} testIdPrefix={testIdPrefix} />
        )}
      </section>

      <section className={styles.history} aria-labelledby={`${inputId}-history`}>
        <h2 id={`${inputId}-history`} className={forms.groupTitle}>최근 가져오기</h2>
        {history.isError && !history.data ? (
          <ErrorState title="기록을 불러오지 못했습니다." description={errorMessage(history.error)} retry={<button type="button" onClick={() => void history.refetch()}>다시 시도</button>} />
        ) : !history.data ? (
          <TableSkeleton />
        ) : history.data.length === 0 ? (
          <EmptyState title={emptyHistory.title} description={emptyHistory.description} />
        ) : (
          <div className={forms.tableWrap}>
            <table className={forms.table} data-testid={`${testIdPrefix}-history`}>
              <thead><tr><th scope="col">일시</th><th scope="col">파일</th><th scope="col" className={forms.num}>행</th><th scope="col" className={forms.num}>추가</th><th scope="col" className={forms.num}>변경</th></tr></thead>
              <tbody>
                {history.data.map((row) => (
                  <tr key={row.id}>
                    <td className={forms.nowrap}>{formatSeoul(row.createdAt)}</td>
                    <td>{row.files.map((f) => f.name).join(', ')}</td>
                    <td className={forms.num}>{sum(row, 'rows')}</td>
                    <td className={forms.num}>{sum(row, 'inserted')}</td>
                    <td className={forms.num}>{sum(row, 'updated')}</td>
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
