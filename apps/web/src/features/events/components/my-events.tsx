'use client';

import { formatNumber, formatWon } from '@spi/core';
import { eventRefundDeadline, type EventWhen, type MyRegistrationItem } from '@spi/core/contracts/events';
import { useQuery, useQueryClient } from '@/lib/query';
import Link from '@/components/ui/app-link';
import { useState } from 'react';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { useSnackbar, useSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { cancelEventRegistration, eventKeys, fetchMyRegistrations } from '../api/events-client';
import { eventPlaceLabel, eventTimeRange, seoulMomentLabel } from '../lib/format';
import { EVENT_LIST_PATH, eventPath, MY_EVENTS_PATH } from '../lib/paths';
import { DateBadge } from './event-card';
import { EventListSkeleton } from './event-list';
import { cancelMessage } from './registration-panel';
import styles from './my-events.module.css';

const TABS: Array<{ value: EventWhen; label: string }> = [
  { value: 'upcoming', label: '다가오는 이벤트' },
  { value: 'past', label: '지난 이벤트' },
];

const tabHref = (when: EventWhen) => (when === 'upcoming' ? MY_EVENTS_PATH : `${MY_EVENTS_PATH}?when=past`);

/** Whether the viewer can still cancel: an active registration of an event that has not started. */
export const canCancel = (item: MyRegistrationItem, now = Date.now()): boolean =>
  item.registration.status !== 'CANCELLED' && item.event.status !== 'CANCELLED' && new Date(item.event.startsAt).getTime() > now;

/** A paid seat cancelled now would be refunded (before EVENT_REFUND_DEADLINE_HOURS ahead of the start). */
export const isRefundable = (item: MyRegistrationItem, now = Date.now()): boolean =>
  item.registration.status === 'CONFIRMED' && item.registration.amountWon > 0 && now < eventRefundDeadline(item.event.startsAt).getTime();

function RegistrationRow({ item, past, onCancelled }: { item: MyRegistrationItem; past: boolean; onCancelled: () => void }) {
  const { registration, event } = item;
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setError(null);
    const refundable = isRefundable(item);
    const ok = await confirm({
      title: registration.status === 'WAITLISTED' ? '대기 신청을 취소할까요?' : '참가 신청을 취소할까요?',
      message: cancelMessage(registration, refundable, eventRefundDeadline(event.startsAt).toISOString()),
      closeLabel: '닫기',
      submitLabel: '신청 취소',
      submitColor: 'danger',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const result = await cancelEventRegistration(event.id);
      const refund = result.refund.refunded ? ` ${formatWon(result.refund.amountWon)}을 환불했습니다.` : result.refund.reason ? ` ${result.refund.reason}` : '';
      snackbar.show({ type: 'Success', message: `${result.message}${refund}` });
      onCancelled();
    } catch (err) {
      setError(isApiError(err) ? err.message : '취소하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  const statusText = registration.status === 'WAITLISTED' && registration.waitlistPosition !== null
    ? `대기 중 · ${formatNumber(registration.waitlistPosition)}번째`
    : event.status === 'CANCELLED' ? '행사 취소' : registration.statusLabel;

  return (
    <li className={styles.row} data-testid="my-event" data-status={registration.status}>
      <DateBadge startsAt={event.startsAt} past={past || registration.status === 'CANCELLED'} />
      <div className={styles.body}>
        <p className={styles.top}>
          <span className={styles.badge} data-status={event.status === 'CANCELLED' ? 'CANCELLED' : registration.status} data-testid="my-event-status">{statusText}</span>
          <span className={styles.kind}>{event.typeLabel} · {event.formatLabel}</span>
        </p>
        <h2 className={styles.title}><Link href={eventPath(event.id)} className={styles.link}>{event.title}</Link></h2>
        <p className={styles.meta}>
          <span>{eventTimeRange(event.startsAt, event.endsAt)}</span>
          <span>{eventPlaceLabel(event)}</span>
          {registration.amountWon > 0 && <span>참가비 {formatWon(registration.amountWon)}</span>}
        </p>
        <p className={styles.sub}>
          신청 {seoulMomentLabel(registration.createdAt)}
          {registration.cancelledAt ? ` · 취소 ${seoulMomentLabel(registration.cancelledAt)}` : ''}
        </p>
        {error && <p className={styles.error} role="alert">{error}</p>}
      </div>
      <div className={styles.actions}>
        <Link href={eventPath(event.id)} className={styles.button}>상세 보기<span className="visually-hidden"> ({event.title})</span></Link>
        {canCancel(item) && (
          <button type="button" className={styles.dangerButton} onClick={() => void cancel()} disabled={busy} aria-busy={busy || undefined} data-testid="my-event-cancel">
            {busy ? '취소하는 중…' : registration.status === 'WAITLISTED' ? '대기 취소' : '신청 취소'}
            <span className="visually-hidden"> ({event.title})</span>
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * /user/events: the viewer's registrations, 다가오는 / 지난 이벤트 as links (each tab has an address),
 * status badges (참가 확정, 대기 중 · N번째, 결제 대기, 취소됨), links to the events and cancellation.
 */
export function MyEventsScreen({ userId, when, page }: { userId: string; when: EventWhen; page: number }) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: eventKeys.mine(userId, when, page),
    queryFn: ({ signal }) => fetchMyRegistrations(when, page, signal),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
  const data = query.data;
  const past = when === 'past';

  return (
    <div className={styles.screen} data-testid="my-events">
      <nav className={styles.tabs} aria-label="신청한 이벤트 기간">
        {TABS.map((t) => (
          <Link key={t.value} href={tabHref(t.value)} className={styles.tab} aria-current={t.value === when ? 'page' : undefined} data-testid={`my-events-tab-${t.value}`}>
            {t.label}
          </Link>
        ))}
      </nav>
      {query.isError && !data ? (
        <ErrorState title="신청 내역을 불러오지 못했습니다." retry={<button type="button" className={styles.button} onClick={() => void query.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <EventListSkeleton count={3} />
      ) : data.data.length === 0 ? (
        <EmptyState
          title={past ? '지난 이벤트 신청 내역이 없습니다.' : '신청한 이벤트가 없습니다.'}
          description={past ? '참가한 이벤트가 끝나면 이곳에 남습니다.' : '관심 있는 세미나와 컨퍼런스를 찾아 신청해 보세요.'}
          actions={<Link href={EVENT_LIST_PATH} className={styles.button}>이벤트 둘러보기</Link>}
          testId="my-events-empty"
        />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">총 {formatNumber(data.pagination.total)}건</p>
          <ul className={styles.list} data-loading={query.isFetching || undefined}>
            {data.data.map((item) => (
              <RegistrationRow
                key={item.registration.id}
                item={item}
                past={past}
                onCancelled={() => void Promise.all([
                  client.invalidateQueries({ queryKey: ['events', 'mine', userId] }),
                  client.invalidateQueries({ queryKey: ['events', 'me', item.event.id] }),
                  client.invalidateQueries({ queryKey: ['events', 'list'] }),
                ])}
              />
            ))}
          </ul>
          <Pagination page={data.pagination.page} pageCount={data.pagination.pages} path={MY_EVENTS_PATH} query={{ when: past ? 'past' : null }} />
        </>
      )}
    </div>
  );
}
