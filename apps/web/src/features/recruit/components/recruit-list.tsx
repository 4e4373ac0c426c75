'use client';

import { memo } from 'react';
import { formatNumber, JOB_PAGE_SIZES, JOB_SORT_LABELS, JOB_SORTS, type JobListItem, type JobListResponse, type JobSort } from '@spi/core';
import { useQuery } from '@/lib/query';
import Link from '@/components/ui/app-link';
import { SearchBox, Toggle } from '@/components/market/controls';
import { MarketListLayout } from '@/components/market/list-layout';
import { defaultUrlState, serializeUrlState, useUrlState } from '@/components/market/url-state';
import { useRetry } from '@/components/market/use-market-list';
import { isApiError } from '@/lib/api-client';
import { fetchJobList } from '../api/recruit-client';
import { jobPath, RECRUIT_FILTER_KEYS, RECRUIT_URL, recruitApiSearch, recruitFilterChips, type RecruitUrlState } from '../lib/recruit-url';
import { DeadlineBadge, SampleMark } from './deadline-badge';
import { RecruitFilters } from './recruit-filters';
import styles from './recruit.module.css';

const SORT_OPTIONS = JOB_SORTS.map((s) => ({ value: s, label: JOB_SORT_LABELS[s] }));

export interface RecruitListViewProps {
  state: RecruitUrlState;
  set: (patch: Partial<RecruitUrlState>, options?: { keepPage?: boolean; replace?: boolean }) => void;
  reset: (keep?: ReadonlyArray<keyof RecruitUrlState>) => void;
  /** The answer to show (undefined while the first one loads). */
  data: JobListResponse | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/**
 * The 채용 list for a given state: search, count and sort toolbars, filters (a column on desktop, a
 * bottom sheet with 적용/초기화 on mobile), active-filter chips, posting cards, pagination. Everything
 * comes from props, so tests drive it without a router. Memoised: when hydration ends on an address without a query,
 * its props are the same and it does not render again (ADR 041).
 */
export const RecruitListView = memo(function RecruitListView({ state, set, reset, data, loading, error, onRetry }: RecruitListViewProps) {
  const total = data?.pagination.total ?? 0;
  const sort: JobSort = state.sort ?? 'latest';
  const emptyTitle = state.status === 'closed' ? '조건에 맞는 마감 공고가 없습니다.' : '조건에 맞는 채용 공고가 없습니다.';
  return (
    <MarketListLayout
      testId="recruit-list"
      filtersLabel="채용 공고 필터"
      state={state}
      set={(patch) => set(patch)}
      onResetFilters={() => reset(['sort', 'size'])}
      filterKeys={RECRUIT_FILTER_KEYS}
      defaults={defaultUrlState(RECRUIT_URL)}
      renderFilters={(value, onChange, idPrefix) => <RecruitFilters value={value} onChange={onChange} idPrefix={idPrefix} />}
      chips={recruitFilterChips(state)}
      search={<SearchBox label="회사·공고 검색" placeholder="회사명, 공고 제목, 업무 내용" value={state.q} onChange={(q) => set({ q }, { replace: true })} maxLength={50} testId="recruit-search" />}
      countTestId="recruit-count"
      countText={data ? `총 ${formatNumber(total)}건` : undefined}
      toolbar={<Toggle label="정렬" options={SORT_OPTIONS} value={sort} onChange={(s) => set({ sort: s === 'latest' ? null : s })} testId="recruit-sort" />}
      result={data && { rows: data.data.length, page: data.pagination.page, pages: data.pagination.pages }}
      error={error}
      loading={loading}
      onRetry={onRetry}
      errorTitle="채용 공고를 불러오지 못했습니다."
      emptyTitle={emptyTitle}
      path="/recruit"
      pageQuery={Object.fromEntries(serializeUrlState(RECRUIT_URL, { ...state, page: 1 }).entries())}
      sizes={JOB_PAGE_SIZES}
      size={state.size}
      onSize={(size) => set({ size })}
    >
      {data && <JobCards jobs={data.data} />}
    </MarketListLayout>
  );
});

/**
 * One row per posting: company, title, deadline badge, facts (role, place, experience, type, salary) and tags.
 * Memoised: a change of filters that keeps the page of postings (a new total, a sort in flight) does not render them again.
 */
export const JobCards = memo(function JobCards({ jobs }: { jobs: JobListItem[] }) {
  return (
    <ul className={styles.jobList} data-testid="job-cards">
      {jobs.map((job) => (
        <li key={job.id} className={`${styles.jobCard} offscreen-lazy`} data-testid="job-card" data-closed={job.closed || undefined}>
          <div className={styles.jobHead}>
            <div>
              <p className={styles.company}>{job.company}{job.isSample && <SampleMark />}</p>
              <Link href={jobPath(job.id)} className={styles.jobTitle}>{job.title}</Link>
            </div>
            <DeadlineBadge job={job} />
          </div>
          <ul className={styles.facts}>
            <li><span className={styles.factLabel}>직무</span>{job.roleFamilyLabel}</li>
            <li><span className={styles.factLabel}>지역</span>{job.locationDetail ? `${job.locationLabel} ${job.locationDetail}` : job.locationLabel}</li>
            <li><span className={styles.factLabel}>경력</span>{job.experienceLabel}</li>
            <li><span className={styles.factLabel}>형태</span>{job.employmentTypeLabel}</li>
            <li><span className={styles.factLabel}>연봉</span>{job.salaryLabel}</li>
          </ul>
          {job.tags.length > 0 && (
            <ul className={styles.tags} aria-label="태그">
              {job.tags.map((t) => <li key={t} className={styles.tag}>#{t}</li>)}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
});

/**
 * The list driven by the address bar: the URL is the API query; the server's guest page 1 stands in
 * until the browser has asked for anything else. The answer is public, so no token goes with it.
 */
export function UrlRecruitList({ initial }: { initial: JobListResponse | null }) {
  const { state, set, reset } = useUrlState(RECRUIT_URL);
  const search = recruitApiSearch(state);
  const query = useQuery({
    queryKey: ['recruit', 'list', search],
    queryFn: ({ signal }) => fetchJobList(search, signal),
    placeholderData: (previous) => previous,
    initialData: search === '' && initial ? initial : undefined,
    staleTime: 60_000,
    retry: (count, err) => !(isApiError(err) && err.status >= 400 && err.status < 500) && count < 2,
  });
  const onRetry = useRetry(query.refetch);
  return <RecruitListView state={state} set={set} reset={reset} data={query.data} loading={query.isFetching} error={query.isError} onRetry={onRetry} />;
}
