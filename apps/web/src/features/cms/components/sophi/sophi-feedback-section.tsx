'use client';

import clsx from 'clsx';
import { SOPHI_ENGINE_LABELS } from '@spi/core';
import { Pagination } from '@/components/content/pagination';
import { formatSeoulDateTime } from '@/lib/seoul-time';
import { pageCount } from '@/components/content/paging';
import { EmptyState, ErrorState } from '@/components/content/states';
import { errorMessage } from '../../lib/field-errors';
import { StatusTabs, tabId } from '../status-tabs';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import forms from '../forms.module.css';
import { SOPHI_FEEDBACK_PAGE_SIZE, useSophiFeedback, type SophiRatingFilter } from './sophi-admin-api';
import styles from './sophi-admin.module.css';

const PANEL_ID = 'sophi-feedback-list';
const TABS: Array<{ value: SophiRatingFilter; label: string }> = [
  { value: 'all', label: '전체' },
  { value: 'up', label: '좋아요' },
  { value: 'down', label: '아쉬워요' },
];

/** The ratings readers gave to answers, newest first, by rating, paged in the address. */
export function SophiFeedbackSection({ rating, page, pathname, query, onRating }: {
  rating: SophiRatingFilter;
  /** 1-based, as in the address. */
  page: number;
  pathname: string;
  query: Record<string, string | undefined>;
  onRating: (rating: SophiRatingFilter) => void;
}) {
  const list = useSophiFeedback(rating, page - 1);
  const data = list.data;
  return (
    <section className={styles.section} aria-labelledby="sophi-feedback-title">
      <h2 id="sophi-feedback-title" className={styles.sectionTitle}>답변 평가</h2>
      <StatusTabs label="평가" tabs={TABS} value={rating} onChange={onRating} panelId={PANEL_ID} />

      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(PANEL_ID, rating)}>
      {list.isError && !data ? (
        <ErrorState title="평가 목록을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <TableSkeleton rows={5} />
      ) : data.items.length === 0 ? (
        <EmptyState
          testId="sophi-feedback-empty"
          title={rating === 'all' ? '아직 남겨진 평가가 없습니다.' : '이 평가의 답변이 없습니다.'}
          description={rating === 'all' ? '독자가 답변에 ‘좋아요’ 또는 ‘아쉬워요’를 누르면 여기에 표시됩니다.' : '다른 탭을 선택해 보세요.'}
        />
      ) : (
        <div className={clsx(forms.tableWrap, list.isFetching && styles.refreshing)} aria-busy={list.isFetching || undefined}>
          <table className={clsx(forms.table, styles.feedbackTable)} data-testid="sophi-feedback-table">
            <thead>
              <tr>
                <th scope="col">일시</th>
                <th scope="col">평가</th>
                <th scope="col">질문과 답변</th>
                <th scope="col">의견</th>
                <th scope="col">근거</th>
                <th scope="col">엔진</th>
                <th scope="col">회원</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.messageId} data-testid="sophi-feedback-row">
                  <td className={clsx(forms.nowrap, 'tabular')}>{formatSeoulDateTime(item.createdAt)}</td>
                  <td className={forms.nowrap}>{item.rating === 'up' ? '좋아요' : '아쉬워요'}</td>
                  <td>
                    <span className={styles.question}>{item.question || '(질문 없음)'}</span>
                    <span className={styles.answer}>{item.answer}</span>
                  </td>
                  <td className={styles.comment}>{item.comment || <span className={styles.muted}>—</span>}</td>
                  <td className={forms.nowrap}>{item.grounding === 'insufficient' ? '근거 부족' : item.grounding === 'answered' ? '있음' : '—'}</td>
                  <td className={forms.nowrap}>{item.engine ? SOPHI_ENGINE_LABELS[item.engine] : '—'}</td>
                  <td>{item.userEmail ?? <span className={styles.muted}>비회원</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      </div>

      {data && (
        <div className={styles.pager}>
          <Pagination page={page} pageCount={pageCount(data.total, SOPHI_FEEDBACK_PAGE_SIZE)} path={pathname} query={query} scroll={false} />
        </div>
      )}
    </section>
  );
}
