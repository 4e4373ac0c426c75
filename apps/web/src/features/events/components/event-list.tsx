'use client';

import { EVENT_TYPE_LABELS, EVENT_TYPES, formatNumber } from '@spi/core';
import type { EventListResponse } from '@spi/core/contracts/events';
import { useQuery } from '@/lib/query';
import { memo, useCallback, useId, useRef, type KeyboardEvent } from 'react';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { ChipGroup, chipOptions } from '@/components/market/controls';
import { LiveMark } from '@/components/market/live-mark';
import { serializeUrlState, useUrlState } from '@/components/market/url-state';
import { useRetry } from '@/components/market/use-market-list';
import { isApiError } from '@/lib/api-client';
import { eventKeys, fetchEventList } from '../api/events-client';
import { conditionLabel, EVENT_URL, eventApiSearch, monthLabel, normalizeEventState, tabOf, tabPatch, validMonth, type EventTab, type EventUrlState } from '../lib/event-url';
import { EVENT_LIST_PATH } from '../lib/paths';
import { EventCard } from './event-card';
import styles from './events.module.css';

const TABS: Array<{ value: EventTab; label: string }> = [
  { value: 'upcoming', label: '다가오는 이벤트' },
  { value: 'past', label: '지난 이벤트' },
];
const TYPE_OPTIONS = chipOptions(EVENT_TYPES, EVENT_TYPE_LABELS);

interface ViewProps {
  state: EventUrlState;
  set: (patch: Partial<EventUrlState>) => void;
  reset: () => void;
  /** The list to show (undefined while the first answer loads). */
  data: EventListResponse | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/** Placeholder cards while a list loads (same shape as the event cards). */
export function EventListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="이벤트를 불러오는 중" data-testid="event-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeletonCard}>
          <span className={styles.skeletonBadge} />
          <span className={styles.skeletonLines}><span /><span /><span /></span>
        </li>
      ))}
    </ul>
  );
}

/** The cards. Memoised: the list renders again when the browser has read the address bar, and the events are the same. */
const EventGrid = memo(function EventGrid({ events, past }: { events: EventListResponse['data']; past: boolean }) {
  return (
    <ul className={styles.grid}>
      {events.map((event) => (
        <li key={event.id} className="offscreen-lazy"><EventCard event={event} past={past || event.phase === 'ENDED'} /></li>
      ))}
    </ul>
  );
});

/**
 * The /event list for a given state: tabs 다가오는 / 지난 이벤트, type chips, a month select from the
 * response's months, the cards, and pagination. Everything comes from props, so tests drive it without
 * a router. Memoised: when hydration ends on an address without a query, its props are the same and it does not
 * render again (ADR 041).
 */
export const EventListView = memo(function EventListView({ state, set, reset, data, loading, error, onRetry }: ViewProps) {
  const tab = tabOf(state);
  const month = validMonth(state.month);
  const tabIds = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const root = useRef<HTMLElement>(null);
  const panelId = `${tabIds}-panel`;
  const months = data?.months ?? [];
  const monthOptions = month && !months.some((m) => m.month === month) ? [{ month, count: 0 }, ...months] : months;
  const filtered = state.type.length > 0 || month !== null;
  const total = data?.pagination.total ?? 0;

  const chooseTab = (next: EventTab) => {
    if (next !== tab) set(tabPatch(next));
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const nextIndex = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (index + step + TABS.length) % TABS.length;
    tabRefs.current[nextIndex]?.focus();
    chooseTab(TABS[nextIndex]!.value);
  };

  return (
    <section ref={root} className={styles.list} data-testid="event-list" aria-label="이벤트 목록">
      <LiveMark target={root} />
      <div className={styles.tabs} role="tablist" aria-label="이벤트 기간">
        {TABS.map((t, index) => (
          <button
            key={t.value}
            ref={(el) => { tabRefs.current[index] = el; }}
            type="button"
            role="tab"
            id={`${tabIds}-${t.value}`}
            aria-selected={tab === t.value}
            aria-controls={panelId}
            tabIndex={tab === t.value ? 0 : -1}
            className={styles.tab}
            onClick={() => chooseTab(t.value)}
            onKeyDown={(e) => onTabKey(e, index)}
            data-testid={`event-tab-${t.value}`}
          >
            {t.label}
          </button>
        ))}
      </div>

      <div id={panelId} role="tabpanel" aria-labelledby={`${tabIds}-${tab}`} className={styles.panel}>
        <div className={styles.filters}>
          <ChipGroup label="유형" options={TYPE_OPTIONS} value={state.type} onChange={(type) => set({ type })} testId="event-type-filter" />
          <div className={styles.monthField}>
            <label htmlFor={`${tabIds}-month`} className={styles.monthLabel}>월</label>
            <select
              id={`${tabIds}-month`}
              className={styles.select}
              value={month ?? ''}
              onChange={(e) => set({ month: e.target.value || null })}
              data-testid="event-month-filter"
            >
              <option value="">{tab === 'past' ? '전체 기간' : '모든 달'}</option>
              {monthOptions.map((m) => (
                <option key={m.month} value={m.month}>{monthLabel(m.month)}{m.count > 0 ? ` (${formatNumber(m.count)})` : ''}</option>
              ))}
            </select>
          </div>
        </div>

        <div className={styles.countRow}>
          <p className={styles.count} aria-live="polite" data-testid="event-count">
            {data ? `총 ${formatNumber(total)}개 이벤트` : '\u00a0'}
          </p>
          {filtered && (
            <button type="button" className={styles.textButton} onClick={reset}>필터 초기화</button>
          )}
        </div>

        {error && !data ? (
          <ErrorState title="이벤트 목록을 불러오지 못했습니다." retry={<button type="button" className={styles.retry} onClick={onRetry}>다시 시도</button>} />
        ) : !data ? (
          <EventListSkeleton />
        ) : data.data.length === 0 ? (
          <EmptyState
            title={filtered ? `${conditionLabel(state)}에 맞는 이벤트가 없습니다.` : tab === 'past' ? '지난 이벤트가 없습니다.' : '예정된 이벤트가 없습니다.'}
            description={filtered ? '다른 유형이나 달을 골라 보세요.' : tab === 'past' ? '다가오는 이벤트를 확인해 보세요.' : '새 이벤트가 열리면 이곳에서 알려 드립니다. 지난 이벤트의 자료도 살펴보세요.'}
            actions={filtered
              ? <button type="button" className={styles.retry} onClick={reset}>필터 초기화</button>
              : <button type="button" className={styles.retry} onClick={() => chooseTab(tab === 'past' ? 'upcoming' : 'past')}>{tab === 'past' ? '다가오는 이벤트 보기' : '지난 이벤트 보기'}</button>}
            testId="event-empty"
          />
        ) : (
          <div className={styles.results} data-loading={loading || undefined}>
            {data.data.some((e) => e.isSample) && (
              <p className={styles.sampleNote} data-testid="event-sample-note"><span className={styles.sampleBadge}>샘플</span>샘플 표시가 있는 이벤트는 서비스 시연을 위해 만든 가상의 행사입니다.</p>
            )}
            {error && <p className={styles.inlineError} role="alert">목록을 새로 불러오지 못했습니다. <button type="button" className={styles.textButton} onClick={onRetry}>다시 시도</button></p>}
            <EventGrid events={data.data} past={tab === 'past'} />
            <Pagination
              page={data.pagination.page}
              pageCount={data.pagination.pages}
              path={EVENT_LIST_PATH}
              query={Object.fromEntries(serializeUrlState(EVENT_URL, { ...normalizeEventState(state), page: 1 }).entries())}
            />
          </div>
        )}
      </div>
    </section>
  );
});

/**
 * The list driven by the address bar: the URL is the API query; the server's page 1 of upcoming events
 * stands in for the default view. The list is public and the same for everyone, so no token is sent.
 */
export function UrlEventList({ initial }: { initial: EventListResponse | null }) {
  const { state, set, reset } = useUrlState(EVENT_URL);
  const apiSearch = eventApiSearch(state);
  const query = useQuery({
    queryKey: eventKeys.list(apiSearch),
    queryFn: ({ signal }) => fetchEventList(apiSearch, signal),
    initialData: apiSearch === '' && initial ? initial : undefined,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
  const onRetry = useRetry(query.refetch);
  const resetFilters = useCallback(() => reset(['when', 'size']), [reset]);
  return <EventListView state={state} set={set} reset={resetFilters} data={query.data} loading={query.isFetching} error={query.isError} onRetry={onRetry} />;
}
