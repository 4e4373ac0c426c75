'use client';

import { formatDotDate, FUND_REPORT_TERMS, type FundReport } from '@spi/core';
import Link from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Button, ModalActions, ModalBody, ModalTitle, showSnackbar, useModalContext, type ModalComponentProps } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { downloadFundReport } from '../api/funds-client';
import { formatFileSize } from '../lib/format';
import styles from './report-confirm-modal.module.css';

export interface FundReportConfirmArgs { report: FundReport }

type Failure = { message: string; membership: boolean };

export const TERMS_CHANGED_MESSAGE = '보고서 이용 약관이 변경되었어요. 페이지를 새로고침해 바뀐 약관을 다시 확인한 뒤 동의해 주세요.';
export const DOWNLOAD_FAILED_MESSAGE = '보고서를 내려받지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * Named modal 'fund-report-confirm' (spec section 2): the report, its terms of use and a required
 * agreement. The API enforces the agreement too (ADR 019 §3): it records the download with the terms
 * version and answers the file, which is saved under the name in Content-Disposition.
 */
export default function FundReportConfirmModal({ args, close }: ModalComponentProps<FundReportConfirmArgs, boolean>) {
  const { report } = args;
  const { setBusy } = useModalContext();
  const router = useRouter();
  const checkboxId = useId();
  const [agreed, setAgreed] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async () => {
    if (!agreed || pending) return;
    setPending(true);
    setBusy(true);
    setFailure(null);
    try {
      const file = await downloadFundReport(report);
      saveBlob(file.blob, file.fileName);
      setBusy(false);
      close(true);
      showSnackbar({ type: 'Success', message: '보고서를 내려받았어요.' });
      return;
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setBusy(false);
        close(false);
        router.push(`/sign-in?redirect=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`);
        return;
      }
      if (isApiError(error) && error.status === 409) {
        setAgreed(false);
        setFailure({ message: TERMS_CHANGED_MESSAGE, membership: false });
      } else if (isApiError(error) && error.status === 403) {
        setFailure({ message: error.message, membership: true });
      } else {
        setFailure({ message: isApiError(error) && error.status !== 0 && error.status < 500 ? error.message : DOWNLOAD_FAILED_MESSAGE, membership: false });
      }
    }
    setPending(false);
    setBusy(false);
  };

  return (
    <div className={styles.modal} data-testid="fund-report-confirm">
      <ModalTitle className={styles.title}>보고서 이용 약관 확인</ModalTitle>
      <ModalBody className={styles.body}>
        <dl className={styles.summary}>
          <div><dt>보고서</dt><dd className={styles.reportTitle}>{report.title}</dd></div>
          <div><dt>펀드</dt><dd>{report.fundName}</dd></div>
          <div><dt>기준일</dt><dd>{formatDotDate(report.periodEnd)}</dd></div>
          <div><dt>파일</dt><dd>{report.fileName} · {formatFileSize(report.size)}</dd></div>
        </dl>
        <section aria-labelledby={`${checkboxId}-terms`} className={styles.terms}>
          <h3 id={`${checkboxId}-terms`} className={styles.termsTitle}>이용 약관</h3>
          <ol className={styles.termList}>
            {FUND_REPORT_TERMS.map((term) => <li key={term}>{term}</li>)}
          </ol>
        </section>
        <label className={styles.agree} htmlFor={checkboxId}>
          <input id={checkboxId} type="checkbox" checked={agreed} disabled={pending} required aria-required="true" onChange={(e) => setAgreed(e.target.checked)} data-testid="fund-report-agree" />
          <span>위 내용을 확인했으며 동의합니다.</span>
        </label>
        {failure && (
          <div className={styles.error} role="alert">
            <p>{failure.message}</p>
            {failure.membership && <Link href="/membership" prefetch={false} onClick={() => close(false)} className={styles.link}>멤버십 알아보기</Link>}
          </div>
        )}
      </ModalBody>
      <ModalActions className={styles.actions}>
        <Button variant="secondary" size="lg" disabled={pending} onClick={() => close(false)}>닫기</Button>
        <Button size="lg" loading={pending} disabled={!agreed} onClick={() => void submit()} data-testid="fund-report-submit">동의하고 다운로드</Button>
      </ModalActions>
    </div>
  );
}
