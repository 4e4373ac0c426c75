'use client';

import { useQueryClient } from '@/lib/query';
import clsx from 'clsx';
import { useState } from 'react';
import { FUND_REPORT_KIND_LABELS, fundReportUploadFieldsSchema, formatDotDate, type AdminFundResponse, type FundReportKind, formatLocaleNumber } from '@spi/core';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import { CmsDialog } from '../cms-dialog';
import { UploadActions, UploadFileField, confirmFileDelete, fileToast, useFileUpload } from '../file-upload';
import forms from '../forms.module.css';
import { SelectInput, TextInput } from './fields';
import { deleteFundReport, marketAdminKeys, uploadFundReport, useReportDownloads } from './market-admin-api';
import { REPORT_ACCEPT, checkReportFile, formatFileSize } from './report-file';
import styles from './market-admin.module.css';

type AdminReport = AdminFundResponse['reports'][number];

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

  const remove = (report: AdminReport) =>
    confirmFileDelete({
      noun: '보고서',
      message: `'${report.title}' 보고서와 파일을 삭제합니다. 다운로드 기록은 감사용으로 남습니다.`,
      remove: () => deleteFundReport(fundId, report.id),
      onDeleted: () => void refresh(),
    });

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
                  <td data-label="다운로드" className={clsx(forms.num, 'tabular')}>{formatLocaleNumber(report.downloads)}회</td>
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
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<FundReportKind | ''>('REGULAR');
  const [periodEnd, setPeriodEnd] = useState('');
  const upload = useFileUpload({
    check: checkReportFile,
    parse: () => fundReportUploadFieldsSchema.safeParse({ title, kind, periodEnd }),
    upload: (data, file, onProgress) => uploadFundReport(fundId, data, file, { onProgress }),
    onUploaded: (data) => {
      fileToast('Success', `'${data.title}' 보고서를 올렸습니다.`);
      setTitle('');
      setPeriodEnd('');
      onUploaded();
    },
    refusal: (error) => (isApiError(error) && (error.status === 413 || error.status === 415) ? uploadErrorMessage(error) : null),
    failureMessage: uploadErrorMessage,
  });

  const { errors, uploading } = upload;
  return (
    <form className={styles.uploadForm} onSubmit={(event) => void upload.submit(event)} noValidate data-testid="report-upload" aria-label="보고서 올리기">
      <TextInput label="보고서 제목" name="title" required maxLength={120} value={title} onChange={setTitle} error={errors.title} disabled={uploading} />
      <SelectInput label="보고서 종류" name="kind" required value={kind} onChange={setKind} options={FUND_REPORT_KIND_LABELS} error={errors.kind} allowEmpty={false} />
      <TextInput label="기준일" type="date" name="periodEnd" required value={periodEnd} onChange={setPeriodEnd} error={errors.periodEnd} disabled={uploading} />
      <UploadFileField upload={upload} accept={REPORT_ACCEPT} takes="PDF, XLSX, DOCX · 30MB 이하" className={styles.wide} />
      <UploadActions upload={upload}>보고서 올리기</UploadActions>
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
