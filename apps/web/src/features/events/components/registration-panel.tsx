'use client';

import { EVENT_PRICE_POLICY_LABELS, formatNumber, formatWon } from '@spi/core';
import type { EventDetail, EventMeResponse, EventRegistration } from '@spi/core/contracts/events';
import Link from '@/components/ui/app-link';
import { useId, useState } from 'react';
import { useSnackbar, useSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { attendeeFilePath, cancelEventRegistration, downloadEventFile, replaceAttendeeFile } from '../api/events-client';
import { useEventMe, useRefreshEventViews } from '../hooks/use-event-me';
import { ATTENDEE_FILE_ACCEPT, attendeeFileProblem } from '../lib/attendee-file';
import { fileSizeLabel, seoulMomentLabel } from '../lib/format';
import { eventPath, signInHref } from '../lib/paths';
import { AddToCalendar } from './add-to-calendar';
import { SeatStatus } from './event-card';
import { RegistrationForm } from './registration-form';
import styles from './event-page.module.css';

export type PanelEvent = Pick<EventDetail,
  'id' | 'title' | 'status' | 'phase' | 'startsAt' | 'registrationClosesAt' | 'refundDeadline' | 'capacity' | 'seatsLeft' | 'seatsTaken' | 'waitlisted' | 'waitlistCapacity'
  | 'availability' | 'pricePolicy' | 'priceWon' | 'format' | 'attendeeFileLabel' | 'attendeeFileRequired' | 'icsPath' | 'googleCalendarUrl'>;

const CLOSED_TEXT = {
  FULL: '정원과 대기 인원이 모두 찼습니다. 취소로 자리가 나면 다시 신청할 수 있습니다.',
  CLOSED: '신청 기간이 끝났습니다.',
  CANCELLED: '이 행사는 취소되었습니다. 신청하신 분께는 메일로 안내해 드렸습니다.',
} as const;

/** The live figures: the viewer's answer when known, else the cached page's. */
function seatsOf(event: PanelEvent, me: EventMeResponse | undefined) {
  return me
    ? { availability: me.availability, seatsLeft: me.seatsLeft, seatsTaken: me.seatsTaken, waitlisted: me.waitlisted }
    : { availability: event.availability, seatsLeft: event.seatsLeft, seatsTaken: event.seatsTaken, waitlisted: event.waitlisted };
}

function PanelHead({ event, me }: { event: PanelEvent; me: EventMeResponse | undefined }) {
  const seats = seatsOf(event, me);
  const free = event.pricePolicy === 'FREE' || event.priceWon <= 0;
  const priceText = me
    ? (me.priceForViewer > 0 ? formatWon(me.priceForViewer) : event.pricePolicy === 'MEMBERS_FREE' && me.hasMembership ? '무료 (멤버십 회원)' : '무료')
    : free ? '무료' : event.pricePolicy === 'MEMBERS_FREE' ? `${EVENT_PRICE_POLICY_LABELS.MEMBERS_FREE} · 비회원 ${formatWon(event.priceWon)}` : formatWon(event.priceWon);
  return (
    <div className={styles.panelHead}>
      <div className={styles.panelTitleRow}>
        <h2 className={styles.panelTitle}>참가 신청</h2>
        <SeatStatus availability={seats.availability} seatsLeft={seats.seatsLeft} />
      </div>
      <dl className={styles.panelFacts}>
        <div><dt>참가비</dt><dd data-testid="panel-price">{priceText}</dd></div>
        <div><dt>정원</dt><dd>{formatNumber(event.capacity)}명 · 신청 {formatNumber(seats.seatsTaken)}명{seats.waitlisted > 0 ? ` · 대기 ${formatNumber(seats.waitlisted)}명` : ''}</dd></div>
        <div><dt>신청 마감</dt><dd>{seoulMomentLabel(event.registrationClosesAt)}</dd></div>
      </dl>
    </div>
  );
}

function PanelSkeleton() {
  return (
    <div className={styles.panelSkeleton} aria-busy="true" aria-label="신청 정보를 불러오는 중" data-testid="registration-loading">
      <span /><span /><span />
    </div>
  );
}

/** The cancel rule of a registration, as the system confirm states it (`refundable`: a paid seat before the refund deadline). */
export function cancelMessage(registration: Pick<EventRegistration, 'status' | 'amountWon'>, refundable: boolean, refundDeadline: string): string {
  if (registration.status === 'WAITLISTED') return '대기 신청을 취소하면 지금의 대기 순서는 사라집니다.';
  if (registration.amountWon > 0) {
    return refundable
      ? `결제한 참가비 ${formatWon(registration.amountWon)}은 등록된 카드로 전액 환불됩니다. 취소한 자리는 대기자에게 넘어갑니다.`
      : `환불 기한(${seoulMomentLabel(refundDeadline)})이 지나 참가비 ${formatWon(registration.amountWon)}은 환불되지 않습니다. 취소한 자리는 대기자에게 넘어갑니다.`;
  }
  return '취소한 자리는 대기자에게 넘어갑니다. 자리가 남아 있으면 다시 신청할 수 있습니다.';
}

/** The attendee file of a registration: its name (downloads it) and, before the event, a replacement. */
function AttendeeFile({ event, registration, editable, onChanged }: {
  event: PanelEvent;
  registration: EventRegistration;
  editable: boolean;
  onChanged: (registration: EventRegistration) => void;
}) {
  const snackbar = useSnackbar();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const file = registration.attendeeFile;
  const label = event.attendeeFileLabel || '첨부 파일';

  const replace = async (next: File | null) => {
    if (!next) return;
    const problem = attendeeFileProblem(next);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await replaceAttendeeFile(event.id, next);
      snackbar.show({ type: 'Success', message: `${label}을(를) 올렸습니다.` });
      onChanged(result.registration);
    } catch (err) {
      setError(isApiError(err) ? err.message : '파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.attendeeFile} data-testid="attendee-file-status">
      <p className={styles.statusText}>
        {label}:{' '}
        {file ? (
          <>
            <button type="button" className={styles.inlineButton} onClick={() => void downloadEventFile(attendeeFilePath(event.id), file.name).catch(() => snackbar.show({ type: 'Danger', message: '파일을 내려받지 못했습니다.' }))}>
              {file.name}
            </button> ({fileSizeLabel(file.sizeBytes)})
          </>
        ) : <span className={styles.mutedText}>올린 파일이 없습니다</span>}
      </p>
      {editable && (
        <label htmlFor={inputId} className={styles.ghostButton} data-busy={busy || undefined}>
          {busy ? '올리는 중…' : file ? '파일 바꾸기' : '파일 올리기'}
          <input id={inputId} type="file" className="visually-hidden" accept={ATTENDEE_FILE_ACCEPT} disabled={busy} onChange={(e) => { void replace(e.target.files?.[0] ?? null); e.target.value = ''; }} data-testid="attendee-file-replace" />
        </label>
      )}
      {error && <p className={styles.fieldError} role="alert">{error}</p>}
    </div>
  );
}

function RegistrationStatus({ event, me, registration, onCancelled, onChanged }: {
  event: PanelEvent;
  me: EventMeResponse;
  registration: EventRegistration;
  onCancelled: (registration: EventRegistration) => void;
  onChanged: (registration: EventRegistration) => void;
}) {
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { status } = registration;

  const cancel = async () => {
    setError(null);
    const ok = await confirm({
      title: status === 'WAITLISTED' ? '대기 신청을 취소할까요?' : '참가 신청을 취소할까요?',
      message: cancelMessage(registration, me.refundable, event.refundDeadline),
      closeLabel: '닫기',
      submitLabel: '신청 취소',
      submitColor: 'danger',
    });
    if (!ok) return;
    setCancelling(true);
    try {
      const result = await cancelEventRegistration(event.id);
      const refund = result.refund.refunded ? ` ${formatWon(result.refund.amountWon)}을 환불했습니다.` : result.refund.reason ? ` ${result.refund.reason}` : '';
      snackbar.show({ type: 'Success', message: `${result.message}${refund}` });
      onCancelled(result.registration);
    } catch (err) {
      setError(isApiError(err) ? err.message : '취소하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className={styles.status} data-status={status} data-testid="registration-status">
      {status === 'CONFIRMED' && (
        <>
          <p className={styles.statusTitle}><span className={styles.statusBadge} data-status="CONFIRMED">참가 확정</span></p>
          <p className={styles.statusText}>{registration.name}님의 참가가 확정되었습니다. 확인 메일을 {registration.email}(으)로 보냈습니다.</p>
          {registration.amountWon > 0 && <p className={styles.statusText}>결제 금액 {formatWon(registration.amountWon)}</p>}
          {me.onlineUrl && (
            <p className={styles.statusText}>
              <a href={me.onlineUrl} target="_blank" rel="noopener noreferrer" className={styles.primaryLink} data-testid="online-link">온라인으로 참여하기<span className="visually-hidden"> (새 창)</span></a>
            </p>
          )}
          <AddToCalendar icsPath={event.icsPath} googleCalendarUrl={event.googleCalendarUrl} compact />
        </>
      )}
      {status === 'WAITLISTED' && (
        <>
          <p className={styles.statusTitle}>
            <span className={styles.statusBadge} data-status="WAITLISTED">대기 중</span>
            {registration.waitlistPosition !== null && <span className={styles.position} data-testid="waitlist-position">대기 {formatNumber(registration.waitlistPosition)}번째</span>}
          </p>
          <p className={styles.statusText}>
            자리가 나면 신청 순서대로 참가가 확정되고 메일로 알려 드립니다.
            {registration.amountWon > 0 || me.priceForViewer > 0 ? ` 확정될 때 등록된 카드로 참가비 ${formatWon(Math.max(registration.amountWon, me.priceForViewer))}이 결제됩니다.` : ''}
          </p>
        </>
      )}
      {status === 'PENDING_PAYMENT' && (
        <>
          <p className={styles.statusTitle}><span className={styles.statusBadge} data-status="PENDING_PAYMENT">결제 확인 중</span></p>
          <p className={styles.statusText}>
            카드 결제 결과를 확인하고 있습니다. 자리는 {registration.holdExpiresAt ? `${seoulMomentLabel(registration.holdExpiresAt)}까지` : '잠시 동안'} 유지됩니다.
          </p>
        </>
      )}
      {(registration.attendeeFile || event.attendeeFileLabel) && (
        <AttendeeFile event={event} registration={registration} editable={me.canCancel && event.attendeeFileLabel !== ''} onChanged={onChanged} />
      )}
      {error && <p className={styles.formError} role="alert">{error}</p>}
      {me.canCancel && (
        <button type="button" className={styles.dangerButton} onClick={() => void cancel()} disabled={cancelling} aria-busy={cancelling || undefined} data-testid="registration-cancel">
          {cancelling ? '취소하는 중…' : status === 'WAITLISTED' ? '대기 신청 취소' : '신청 취소'}
        </button>
      )}
    </div>
  );
}

/**
 * The registration panel of an event page (a client island: the page itself is cached for guests). It
 * reads GET /events/:id/me: a guest gets a sign-in link that comes back here; a member sees the form,
 * or their registration (참가 확정 with the online link and calendar, 대기 N번째, 결제 확인 중) and can cancel.
 */
export function RegistrationPanel({ event }: { event: PanelEvent }) {
  const { userId, query } = useEventMe(event.id);
  const { refresh } = useRefreshEventViews(event.id);
  const me = query.data;
  const here = eventPath(event.id);

  let body;
  if (event.phase === 'ENDED') {
    body = <p className={styles.closedText} data-testid="registration-closed">종료된 이벤트입니다.</p>;
  } else if (userId === undefined || (userId && query.isPending)) {
    body = <PanelSkeleton />;
  } else if (userId === null) {
    const open = event.availability === 'OPEN' || event.availability === 'WAITLIST';
    body = open ? (
      <div className={styles.guest} data-testid="registration-guest">
        <p className={styles.statusText}>{event.availability === 'WAITLIST' ? '정원이 찼지만 대기 신청을 할 수 있습니다. ' : ''}로그인하면 바로 신청할 수 있습니다.</p>
        <Link href={signInHref(here)} className={styles.primaryButton} data-testid="registration-sign-in">로그인하고 신청하기</Link>
      </div>
    ) : (
      <p className={styles.closedText} data-testid="registration-closed">{CLOSED_TEXT[event.availability as keyof typeof CLOSED_TEXT]}</p>
    );
  } else if (query.isError || !me) {
    const gone = isApiError(query.error) && query.error.status === 404;
    body = (
      <div className={styles.formError} role="alert" data-testid="registration-load-error">
        <p>{gone ? '이 이벤트를 더 이상 찾을 수 없습니다.' : '신청 정보를 불러오지 못했습니다.'}</p>
        {!gone && <button type="button" className={styles.inlineButton} onClick={() => void query.refetch()}>다시 시도</button>}
      </div>
    );
  } else {
    const registration = me.registration;
    const active = registration && registration.status !== 'CANCELLED';
    if (active) {
      body = (
        <RegistrationStatus
          event={event}
          me={me}
          registration={registration}
          onCancelled={(r) => void refresh({ registration: r, canCancel: false })}
          onChanged={(r) => void refresh({ registration: r })}
        />
      );
    } else if (me.availability === 'OPEN' || me.availability === 'WAITLIST') {
      body = (
        <>
          {registration?.status === 'CANCELLED' && <p className={styles.statusText} data-testid="registration-cancelled">이전 신청은 취소되었습니다. 다시 신청할 수 있습니다.</p>}
          <RegistrationForm event={event} me={me} onDone={(result) => void refresh({ registration: result.registration, canCancel: true })} />
        </>
      );
    } else {
      body = (
        <>
          {registration?.status === 'CANCELLED' && <p className={styles.statusText} data-testid="registration-cancelled">신청을 취소했습니다.</p>}
          <p className={styles.closedText} data-testid="registration-closed">{CLOSED_TEXT[me.availability as keyof typeof CLOSED_TEXT]}</p>
        </>
      );
    }
  }

  return (
    <section className={styles.panel} aria-label="참가 신청" data-testid="registration-panel">
      <PanelHead event={event} me={userId ? me : undefined} />
      {body}
    </section>
  );
}
