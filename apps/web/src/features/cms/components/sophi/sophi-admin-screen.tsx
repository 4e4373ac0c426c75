'use client';

import { useState, type MouseEvent } from 'react';
import { showSnackbar, Select } from '@/components/ui';
import { ErrorState } from '@/components/content/states';
import { errorMessage } from '../../lib/field-errors';
import { pick, useListParams } from '../billing/use-list-params';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { downloadUnansweredCsv, SOPHI_PERIODS, unansweredCsvHref, useSophiUsage, type SophiPeriod, type SophiRatingFilter } from './sophi-admin-api';
import { SophiFeedbackSection } from './sophi-feedback-section';
import { SophiUsageSection } from './sophi-usage-section';
import styles from './sophi-admin.module.css';

const KEYS = ['days', 'rating'] as const;
const DEFAULT_PERIOD: SophiPeriod = 30;
const RATINGS = ['up', 'down'] as const;

/** /admin/sophi: how much Sophi is used and how well it answers, the readers' ratings, and the export of unanswered questions. */
export function SophiAdminScreen() {
  const { pathname, values, page, navigate } = useListParams(KEYS);
  const days = (SOPHI_PERIODS.find((p) => String(p) === values.days) ?? DEFAULT_PERIOD) as SophiPeriod;
  const rating: SophiRatingFilter = pick(values.rating, RATINGS) ?? 'all';
  const usage = useSophiUsage(days);
  const [exporting, setExporting] = useState(false);
  const first = usage.data?.days[0]?.date;
  const last = usage.data?.days.at(-1)?.date;

  const exportCsv = async (event: MouseEvent<HTMLAnchorElement>) => {
    // The link works on its own; with script the file comes through the API client (token refresh).
    event.preventDefault();
    setExporting(true);
    try {
      await downloadUnansweredCsv(days);
    } catch (error) {
      showSnackbar({ type: 'Danger', message: errorMessage(error, 'CSV 파일을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.'), position: 'bottom-center' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <CmsPageHeader title="Sophi" description="리서치 어시스턴트 Sophi의 이용 현황, 답변 평가, 답변하지 못한 질문입니다." />
      <div className={styles.toolbar}>
        <div className={styles.period}>
          <label htmlFor="sophi-period" className="visually-hidden">기간</label>
          <Select
            id="sophi-period"
            value={days}
            onChange={(event) => navigate({ days: event.target.value === String(DEFAULT_PERIOD) ? null : event.target.value })}
          >
            {SOPHI_PERIODS.map((p) => <option key={p} value={p}>최근 {p}일</option>)}
          </Select>
        </div>
        <p className={styles.periodNote} data-testid="sophi-period" aria-live="polite">
          {first && last ? `${first} ~ ${last} (서울 기준, 오늘 포함 ${days}일)` : ' '}
        </p>
        <a
          className={styles.export}
          href={unansweredCsvHref(days)}
          download
          onClick={(event) => void exportCsv(event)}
          aria-disabled={exporting || undefined}
          data-testid="sophi-export"
        >
          {exporting ? '내려받는 중…' : '답변 못한 질문 내보내기 (CSV)'}
        </a>
      </div>

      {usage.isError && !usage.data ? (
        <ErrorState title="이용 현황을 불러오지 못했습니다." description={errorMessage(usage.error)} retry={<button type="button" onClick={() => void usage.refetch()}>다시 시도</button>} />
      ) : !usage.data ? (
        // As tall as the figures and the chart that replace it, so the feedback list below does not jump (CLS).
        <div className={styles.usageLoading}><TableSkeleton rows={6} /></div>
      ) : (
        <>
          {usage.data.totals.questions === 0 && (
            <p className={styles.periodNote} data-testid="sophi-usage-empty">이 기간에는 Sophi에게 들어온 질문이 없습니다.</p>
          )}
          <SophiUsageSection usage={usage.data} refreshing={usage.isFetching} />
        </>
      )}

      <SophiFeedbackSection
        rating={rating}
        page={page}
        pathname={pathname}
        query={{ days: values.days || undefined, rating: values.rating || undefined }}
        onRating={(next) => navigate({ rating: next === 'all' ? null : next })}
      />
    </>
  );
}
