'use client';

import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FUND_REPORT_KIND_LABELS, fundReportUploadFieldsSchema, formatDotDate, type AdminFundResponse, type FundReportKind } from '@spi/core';
import { Button, showSnackbar, showSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import { CmsDialog } from '../cms-dialog';
import forms from '../forms.module.css';
import { Field, SelectInput, TextInput, controlProps } from './fields';
import { deleteFundReport, marketAdminKeys, uploadFundReport, useReportDownloads } from './market-admin-api';
import { REPORT_ACCEPT, checkReportFile, formatFileSize } from './report-file';
import { serverErrors } from './server-errors';
import { issuesToErrors, type FormErrors } from './units';
import styles from './market-admin.module.css';

type AdminReport = AdminFundResponse['reports'][number];

const toast = (type: 'Success' | 'Danger', message: string) => showSnackbar({ type, message, position: 'bottom-center' });

/** The API's refusal of an upload in Korean (413 and 415 carry their own messages). */
function uploadErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413) return error.code === 'FUND_REPORT_TOO_LARGE' ? error.message : '펀드 보고서 파일은 30MB 이하로 올려 주세요.';
    if (error.status === 415) return error.message || '펀드 보고서는 PDF, XLSX, DOCX 파일만 올릴 수 있습니다.';
  }
  return errorMessage(error, '보고서를 올리지 못했습니다. 잠시 후 다시 시도해 주세요.');
}

/**
 * The reports of one fund: the upload form (title, kind, 기준일, a PDF/XLSX/DOCX ≤ 30 MB checked here
 * and again by the API, progress while it uploads), the list with download counts, delete, and the
 * download log of each report (who, when, which terms version).
 */
export function FundReportsPanel({ fundId, reports }: { fundId: string; reports: readonly AdminReport[] }) {
  const queryClient = useQueryClient();
  const [logOf, setLogOf] = useState<AdminReport | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: marketAdminKeys.fund(fundId) });

  const remove = async (report: AdminReport) => {
    const ok = await showSystemConfirm({
      title: '보고서를 삭제할까요?',
      message: `'${report.title}' 보고서와 파일을 삭제합니다. 다운로드 기록은 감사용으로 남습니다.`,
      closeLabel: '취소',
      submitLabel: '삭제',
      submitColor: 'danger',
      onSubmit: () => deleteFundReport(fundId, report.id),
      errorMessage: '보고서를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
    if (!ok) return;
    toast('Success', '보고서를 삭제했습니다.');
    void refresh();
  };

  return (
    <section className={forms.card} aria-labelledby="fund-reports-title" data-testid="fund-reports">
      <h2 id="fund-reports-title" className={forms.cardTitle}>보고서</h2>
      <ReportUploadForm fundId={fundId} onUploaded={() => void refresh()} />
      {reports.length === 0 ? (
        <p className={forms.hint} data-testid="reports-empty">아직 올린 보고서가 없습니다.</p>
      ) : (
        <div className={clsx(forms.tableWrap, styles.cards)}>
          <table className={clsx(forms.table, styles.reportTable)} data-testid="admin-report-table">
            <thead>
              <tr>
                <th scope="col">제목</th>
                <th scope="col">종류</th>
                <th scope="col">기준일</th>
                <th scope="col">파일</th>
                <th scope="col">올린 날</th>
                <th scope="col" className={forms.num}>다운로드</th>
                <th scope="col"><span className="visually-hidden">관리</span></th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.id} data-testid="admin-report-row">
                  <th scope="row"><span className={styles.primary}>{report.title}</span></th>
                  <td data-label="종류" className={forms.nowrap}>{report.kindLabel}</td>
                  <td data-label="기준일" className={clsx(forms.nowrap, 'tabular')}>{formatDotDate(report.periodEnd)}</td>
                  <td data-label="파일"><span className={styles.secondary}>{report.fileName} · {formatFileSize(report.size)}</span></td>
                  <td data-label="올린 날" className={clsx(forms.nowrap, 'tabular')}>{formatSeoul(report.uploadedAt)}</td>
                  <td data-label="다운로드" className={clsx(forms.num, 'tabular')}>{report.downloads.toLocaleString('ko-KR')}회</td>
                  <td data-label="" className={forms.nowrap}>
                    <button type="button" className={forms.linkButton} onClick={() => setLogOf(report)} aria-label={`${report.title} 다운로드 기록`}>다운로드 기록</button>
                    {' · '}
                    <button type="button" className={clsx(forms.linkButton, forms.dangerLink)} onClick={() => void remove(report)} aria-label={`${report.title} 삭제`}>삭제</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DownloadLogDialog fundId={fundId} report={logOf} onClose={() => setLogOf(null)} />
    </section>
  );
}

export function ReportUploadForm({ fundId, onUploaded }: { fundId: string; onUploaded: () => void }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<FundReportKind | ''>('REGULAR');
  const [periodEnd, setPeriodEnd] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const progressId = useId();

  const pick = (chosen: File | null) => {
    setFile(chosen);
    setFailure(null);
    const problem = chosen ? checkReportFile(chosen) : null;
    setErrors(({ file: _gone, ...rest }) => (problem ? { ...rest, file: problem } : rest));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const fields = fundReportUploadFieldsSchema.safeParse({ title, kind, periodEnd });
    const next: FormErrors = fields.success ? {} : issuesToErrors(fields.error.issues);
    const fileProblem = file ? checkReportFile(file) : '올릴 파일을 선택해 주세요.';
    if (fileProblem) next.file = fileProblem;
    setErrors(next);
    if (!fields.success || fileProblem || !file) return;
    setProgress(0);
    try {
      await uploadFundReport(fundId, fields.data, file, { onProgress: setProgress });
      toast('Success', `'${fields.data.title}' 보고서를 올렸습니다.`);
      setTitle('');
      setPeriodEnd('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      onUploaded();
    } catch (error) {
      if (isApiError(error) && (error.status === 413 || error.status === 415)) {
        setErrors({ file: uploadErrorMessage(error) });
      } else {
        // The API's field issues (title, kind, periodEnd) on their fields; anything else below the button.
        const mapped = serverErrors(error);
        setErrors(mapped.fields);
        setFailure(Object.keys(mapped.fields).length > 0 ? null : uploadErrorMessage(error));
      }
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <form className={styles.uploadForm} onSubmit={(event) => void submit(event)} noValidate data-testid="report-upload" aria-label="보고서 올리기">
      <TextInput label="보고서 제목" name="title" required maxLength={120} value={title} onChange={setTitle} error={errors.title} disabled={uploading} />
      <SelectInput label="보고서 종류" name="kind" required value={kind} onChange={setKind} options={FUND_REPORT_KIND_LABELS} error={errors.kind} allowEmpty={false} />
      <TextInput label="기준일" type="date" name="periodEnd" required value={periodEnd} onChange={setPeriodEnd} error={errors.periodEnd} disabled={uploading} />
      <Field label="파일" name="file" required error={errors.file} hint={file && !errors.file ? `${file.name} · ${formatFileSize(file.size)}` : 'PDF, XLSX, DOCX · 30MB 이하'} className={styles.wide}>
        {(ids) => (
          <input
            ref={fileRef}
            {...controlProps(ids)}
            name="file"
            type="file"
            accept={REPORT_ACCEPT}
            className={forms.input}
            disabled={uploading}
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <div className={styles.uploadActions}>
        <Button type="submit" variant="secondary" loading={uploading}>보고서 올리기</Button>
        {uploading && (
          <>
            <div
              className={styles.progress}
              role="progressbar"
              id={progressId}
              aria-label="업로드 진행률"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round((progress ?? 0) * 100)}
              data-testid="upload-progress"
            >
              <div className={styles.progressBar} style={{ width: `${Math.round((progress ?? 0) * 100)}%` }} />
            </div>
            <span className={forms.subtle} aria-live="polite">{Math.round((progress ?? 0) * 100)}%</span>
          </>
        )}
        {failure && <p className={forms.error} role="alert">{failure}</p>}
      </div>
    </form>
  );
}

/** Who downloaded one report, when, and under which terms version (newest first, as the API sends). */
export function DownloadLogDialog({ fundId, report, onClose }: { fundId: string; report: AdminReport | null; onClose: () => void }) {
  const log = useReportDownloads(fundId, report?.id ?? null);
  return (
    <CmsDialog open={report !== null} title={report ? `다운로드 기록 · ${report.title}` : '다운로드 기록'} onClose={onClose} size="md" testId="download-log">
      {log.isError ? (
        <p className={forms.error} role="alert">{errorMessage(log.error, '다운로드 기록을 불러오지 못했습니다.')}</p>
      ) : !log.data ? (
        <p className={forms.hint} aria-busy="true">불러오는 중…</p>
      ) : log.data.data.length === 0 ? (
        <p className={forms.hint}>아직 이 보고서를 내려받은 회원이 없습니다.</p>
      ) : (
        <ol className={styles.drawerList}>
          {log.data.data.map((entry) => (
            <li key={entry.id} data-testid="download-log-entry">
              <span>
                <span className={styles.primary}>{entry.user.name}</span>
                {entry.user.email && <span className={styles.secondary}>{entry.user.email}</span>}
              </span>
              <span className={forms.nowrap}>
                <span className="tabular">{formatSeoul(entry.createdAt)}</span>
                <span className={styles.secondary}>약관 {entry.termsVersion}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </CmsDialog>
  );
}
