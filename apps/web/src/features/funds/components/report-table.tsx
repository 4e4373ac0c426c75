'use client';

import { formatDotDate, type FundReport } from '@spi/core';
import Link from '@/components/ui/app-link';
import { Button, useModal } from '@/components/ui';
import { fundPath } from '../lib/fund-seo';
import { formatFileSize } from '../lib/format';
import { FUND_REPORT_CONFIRM_MODAL } from '../lib/register-modals';
import type { FundReportConfirmArgs } from './report-confirm-modal';
import styles from './report-table.module.css';

/** Reports with a 다운로드 button each; the button opens the fund report confirm modal (spec section 2). */
export function ReportTable({ reports, showFund }: { reports: FundReport[]; showFund: boolean }) {
  const { open } = useModal();
  const download = (report: FundReport) => {
    const args: FundReportConfirmArgs = { report };
    void open({ name: FUND_REPORT_CONFIRM_MODAL, args });
  };
  return (
    <ul className={styles.list} data-testid="fund-report-list">
      {reports.map((report) => (
        <li key={report.id} className={styles.item} data-testid="fund-report-item">
          <div className={styles.main}>
            <p className={styles.title}>{report.title}</p>
            <p className={styles.meta}>
              <span className={styles.kind}>{report.kindLabel}</span>
              <span>기준일 {formatDotDate(report.periodEnd)}</span>
              {showFund && <Link href={fundPath(report.fundId)} className={styles.fund}>{report.fundName}</Link>}
            </p>
            <p className={styles.file}>{report.fileName} · {formatFileSize(report.size)}</p>
          </div>
          <Button variant="secondary" onClick={() => download(report)} aria-label={`${report.title} 다운로드`} data-testid="fund-report-download">다운로드</Button>
        </li>
      ))}
    </ul>
  );
}
