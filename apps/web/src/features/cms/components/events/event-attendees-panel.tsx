'use client';

import { useQueryClient } from '@/lib/query';
import clsx from 'clsx';
import { useState } from 'react';
import { REGISTRATION_STATUS_LABELS, formatWon, type AdminRegistration, type RegistrationCounts, type RegistrationStatus, formatLocaleNumber } from '@spi/core';
import { Button, showSnackbar, showSystemConfirm } from '@/components/ui';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import { StatusTabs, tabId } from '../status-tabs';
import forms from '../forms.module.css';
import market from '../market/market-admin.module.css';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { formatFileSize } from './event-files';
import { cancelRegistration, downloadAttendeeFile, downloadRegistrationsCsv, eventAdminKeys, useEventRegistrations } from './events-admin-api';
import styles from './events-admin.module.css';

const toast = (type: 'Success' | 'Danger', message: string) => showSnackbar({ type, message, position: 'bottom-center' });

const PAGE_SIZE = 50;
/** The tabs, in the order an editor works through them. */
export const ATTENDEE_TABS = ['CONFIRMED', 'WAITLISTED', 'PENDING_PAYMENT', 'CANCELLED'] as const satisfies readonly RegistrationStatus[];
const TAB_LABELS: Record<RegistrationStatus, string> = { CONFIRMED: '확정', WAITLISTED: '대기', PENDING_PAYMENT: '결제 대기', CANCELLED: '취소' };
const COUNT_OF: Record<RegistrationStatus, keyof RegistrationCounts> = {
  CONFIRMED: 'confirmed', WAITLISTED: 'waitlisted', PENDING_PAYMENT: 'pendingPayment', CANCELLED: 'cancelled',
};
const TONE: Record<RegistrationStatus, string | undefined> = { CONFIRMED: 'ok', WAITLISTED: 'warn', PENDING_PAYMENT: 'warn', CANCELLED: undefined };

/**
 * The attendees of one event: status tabs (확정 / 대기 / 결제 대기 / 취소, with their counts), the table
 * (이름, 이메일, 회사, 상태, 신청 일시, 첨부 파일), an editor's cancellation through the system confirm (the
 * first waiting registration moves up) and the CSV export of every registration (with its status).
 */
export function EventAttendeesPanel({ eventId, counts }: { eventId: string; counts: RegistrationCounts }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RegistrationStatus>('CONFIRMED');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const list = useEventRegistrations(eventId, { status: [status], page, size: PAGE_SIZE });
  const panelId = `attendees-${eventId}`;
  const data = list.data;

  const choose = (next: RegistrationStatus) => {
    setStatus(next);
    setPage(1);
  };

  const cancel = async (registration: AdminRegistration) => {
    let promoted = 0;
    const ok = await showSystemConfirm({
      title: '신청을 취소할까요?',
      message: registration.status === 'WAITLISTED'
        ? `${registration.name}(${registration.email}) 님의 대기 신청을 취소합니다. 본인에게 안내 메일이 갑니다.`
        : `${registration.name}(${registration.email}) 님의 신청을 취소합니다. 좌석이 비면 대기자 중 먼저 신청한 분이 자동으로 확정되고, 결제한 참가비는 환불됩니다.`,
      closeLabel: '닫기',
      submitLabel: '신청 취소',
      submitColor: 'danger',
      onSubmit: async () => {
        promoted = (await cancelRegistration(eventId, registration.id)).promoted;
      },
      errorMessage: '신청을 취소하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
    if (!ok) return;
    toast('Success', promoted > 0 ? `신청을 취소했습니다. 대기자 ${promoted}명이 참가 확정되었습니다.` : '신청을 취소했습니다.');
    void queryClient.invalidateQueries({ queryKey: eventAdminKeys.registrations(eventId) });
    void queryClient.invalidateQueries({ queryKey: eventAdminKeys.event(eventId) });
    void queryClient.invalidateQueries({ queryKey: eventAdminKeys.lists() });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      // Every registration, whatever the tab: the file has a 상태 column.
      await downloadRegistrationsCsv(eventId, []);
    } catch (error) {
      toast('Danger', errorMessage(error, 'CSV 파일을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setExporting(false);
    }
  };

  const downloadFile = async (registration: AdminRegistration) => {
    if (!registration.attendeeFilePath || !registration.attendeeFile) return;
    try {
      await downloadAttendeeFile(registration.attendeeFilePath, registration.attendeeFile.name);
    } catch (error) {
      toast('Danger', errorMessage(error, '첨부 파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  };

  const total = data?.pagination.total;
  const pages = data?.pagination.pages ?? 1;
  return (
    <section className={forms.card} aria-labelledby="event-attendees-title" data-testid="event-attendees">
      <div className={styles.panelHead}>
        <h2 id="event-attendees-title" className={forms.cardTitle}>신청자</h2>
        <Button variant="secondary" size="sm" loading={exporting} onClick={() => void exportCsv()} data-testid="attendees-csv" aria-label="신청자 전체 CSV 내보내기">CSV 내보내기</Button>
      </div>
      <StatusTabs
        label="신청 상태"
        panelId={panelId}
        value={status}
        onChange={choose}
        tabs={ATTENDEE_TABS.map((value) => ({ value, label: `${TAB_LABELS[value]} ${formatLocaleNumber(counts[COUNT_OF[value]])}` }))}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, status)}>
        {list.isError && !data ? (
          <p className={forms.error} role="alert">
            {errorMessage(list.error, '신청자 목록을 불러오지 못했습니다.')}{' '}
            <button type="button" className={forms.linkButton} onClick={() => void list.refetch()}>다시 시도</button>
          </p>
        ) : !data ? (
          <TableSkeleton rows={5} />
        ) : data.data.length === 0 ? (
          <p className={forms.hint} data-testid="attendees-empty">{TAB_LABELS[status]} 상태의 신청이 없습니다.</p>
        ) : (
          <div className={clsx(forms.tableWrap, market.cards, list.isFetching && market.refreshing)} aria-busy={list.isFetching || undefined}>
            <table className={clsx(forms.table, styles.attendeeTable)} data-testid="attendee-table">
              <thead>
                <tr>
                  <th scope="col">이름</th>
                  <th scope="col">이메일</th>
                  <th scope="col">회사</th>
                  <th scope="col">상태</th>
                  <th scope="col">신청 일시</th>
                  <th scope="col">첨부 파일</th>
                  <th scope="col"><span className="visually-hidden">관리</span></th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((r) => (
                  <tr key={r.id} data-testid="attendee-row">
                    <th scope="row">
                      <span className={market.primary}>{r.name}</span>
                      {r.amountWon > 0 && <span className={market.secondary}>{formatWon(r.amountWon)}{r.paymentStatusLabel && ` · ${r.paymentStatusLabel}`}</span>}
                    </th>
                    <td data-label="이메일" className={styles.breakAll}>{r.email}</td>
                    <td data-label="회사">{r.company || <span className={forms.muted}>—</span>}</td>
                    <td data-label="상태" className={forms.nowrap}>
                      <span className={market.pill} data-tone={TONE[r.status]}>{REGISTRATION_STATUS_LABELS[r.status]}</span>
                      {r.waitlistPosition !== null && <span className={market.secondary}>대기 {r.waitlistPosition}번</span>}
                    </td>
                    <td data-label="신청 일시" className={clsx(forms.nowrap, 'tabular')}>{formatSeoul(r.createdAt)}</td>
                    <td data-label="첨부 파일">
                      {r.attendeeFile && r.attendeeFilePath ? (
                        <button type="button" className={forms.linkButton} onClick={() => void downloadFile(r)} aria-label={`${r.name} 님의 첨부 파일 ${r.attendeeFile.name} 내려받기`}>
                          {r.attendeeFile.name} <span className={forms.subtle}>({formatFileSize(r.attendeeFile.sizeBytes)})</span>
                        </button>
                      ) : <span className={forms.muted}>없음</span>}
                    </td>
                    <td data-label="" className={forms.nowrap}>
                      {r.status !== 'CANCELLED' && (
                        <button type="button" className={clsx(forms.linkButton, forms.dangerLink)} onClick={() => void cancel(r)} aria-label={`${r.name} 님의 신청 취소`}>신청 취소</button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && pages > 1 && (
          <div className={styles.pagerRow}>
            <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>이전</Button>
            <span className={clsx(forms.subtle, 'tabular')}>{page} / {pages} · 총 {formatLocaleNumber(total ?? 0)}명</span>
            <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>다음</Button>
          </div>
        )}
      </div>
    </section>
  );
}
