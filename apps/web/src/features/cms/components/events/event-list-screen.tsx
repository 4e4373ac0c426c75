'use client';

import clsx from 'clsx';
import { EVENT_STATUS_LABELS, EVENT_STATUSES, formatWon, type AdminEventListItem, type EventStatus, formatLocaleNumber } from '@spi/core';
import { formatSeoul } from '../../lib/seoul-time';
import forms from '../forms.module.css';
import { RecordListScreen, useRecordListParams, type RecordColumn, type RecordListCopy } from '../market/record-list';
import market from '../market/market-admin.module.css';
import { useAdminEventList } from './events-admin-api';

const STATUS_OPTIONS = EVENT_STATUSES.map((value) => ({ value, label: EVENT_STATUS_LABELS[value] }));
const STATUS_TONE: Record<EventStatus, string | undefined> = { DRAFT: undefined, PUBLISHED: 'ok', CANCELLED: 'warn' };
const NO_TYPES: readonly string[] = [];

const COPY: RecordListCopy = {
  title: '이벤트',
  description: '세미나와 컨퍼런스를 등록하고 신청자를 관리합니다. 일시는 한국 시간(KST)입니다.',
  newLabel: '새 이벤트 등록',
  search: { label: '이벤트 검색', placeholder: '제목, 요약, 주최로 검색' },
  loadErrorTitle: '이벤트 목록을 불러오지 못했습니다.',
  emptyFilteredTitle: '조건에 맞는 이벤트가 없습니다.',
  emptyTitle: '아직 등록한 이벤트가 없습니다.',
  emptyDescription: '새 이벤트를 등록해 보세요.',
};

/** '신청 12 / 정원 40' with the seats held (confirmed and being paid). */
export const seatsText = (event: Pick<AdminEventListItem, 'counts' | 'capacity'>) =>
  `${formatLocaleNumber(event.counts.confirmed + event.counts.pendingPayment)} / ${formatLocaleNumber(event.capacity)}`;

const COLUMNS: ReadonlyArray<RecordColumn<AdminEventListItem>> = [
  { label: '일시', className: clsx(forms.nowrap, 'tabular'), cell: (event) => formatSeoul(event.startsAt) },
  { label: '상태', cell: (event) => <span className={market.pill} data-tone={STATUS_TONE[event.status]}>{event.statusLabel}</span> },
  { label: '신청/정원', num: true, cell: (event) => seatsText(event) },
  { label: '대기', num: true, cell: (event) => (event.waitlistCapacity === 0 && event.counts.waitlisted === 0 ? <span className={forms.muted}>받지 않음</span> : `${formatLocaleNumber(event.counts.waitlisted)}명`) },
  { label: '참가비', num: true, cell: (event) => (event.pricePolicy === 'FREE' ? '무료' : `${formatWon(event.priceWon)}${event.pricePolicy === 'MEMBERS_FREE' ? ' (회원 무료)' : ''}`) },
];

/** /admin/events: every event (drafts too), searchable and filtered by status, newest start first. */
export function EventListScreen() {
  const params = useRecordListParams(NO_TYPES, EVENT_STATUSES);
  const list = useAdminEventList({ q: params.query.q, status: params.query.status, page: params.query.page, size: params.query.size });
  return (
    <RecordListScreen
      basePath="/admin/events"
      params={params}
      list={list}
      copy={COPY}
      withImport={false}
      statusFilter={{ label: '공개 상태', allLabel: '모든 상태', options: STATUS_OPTIONS }}
      table={{
        testId: 'admin-event-table',
        rowTestId: 'admin-event-row',
        nameLabel: '제목',
        name: (event) => ({ primary: event.title, secondary: `${event.typeLabel} · ${event.formatLabel} · ${event.phase === 'ENDED' ? '종료' : event.phase === 'ONGOING' ? '진행 중' : '예정'}` }),
        columns: COLUMNS,
      }}
    />
  );
}
