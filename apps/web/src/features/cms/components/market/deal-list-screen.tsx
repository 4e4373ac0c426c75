'use client';

import clsx from 'clsx';
import { DEAL_ASSET_TYPE_LABELS, DEAL_ASSET_TYPES, DEAL_STATUS_LABELS, DEAL_STATUSES, formatDotDate, formatEok, type DealListItem, type DealStatus } from '@spi/core';
import forms from '../forms.module.css';
import { useAdminDealList } from './market-admin-api';
import { RecordListScreen, useRecordListParams, type RecordColumn, type RecordListCopy } from './record-list';
import styles from './market-admin.module.css';

const TYPE_OPTIONS = DEAL_ASSET_TYPES.map((value) => ({ value, label: DEAL_ASSET_TYPE_LABELS[value] }));
const STATUS_OPTIONS = DEAL_STATUSES.map((value) => ({ value, label: DEAL_STATUS_LABELS[value] }));
const STATUS_TONE: Record<DealStatus, string> = { PREFERRED: 'warn', SIGNED: 'neutral', CLOSED: 'ok' };

const COPY: RecordListCopy = {
  title: '딜정보',
  description: '상업용 부동산 거래를 한 건씩 등록하고 고칩니다. 여러 건은 파일로 가져오세요.',
  newLabel: '새 딜 등록',
  search: { label: '딜 검색', placeholder: '자산명, 주소, 매수자·매도자로 검색' },
  loadErrorTitle: '딜 목록을 불러오지 못했습니다.',
  emptyFilteredTitle: '조건에 맞는 딜이 없습니다.',
  emptyTitle: '아직 등록한 딜이 없습니다.',
  emptyDescription: '새 딜을 등록하거나 파일로 가져오세요.',
};

const COLUMNS: ReadonlyArray<RecordColumn<DealListItem>> = [
  { label: 'ID', className: clsx(styles.mono, forms.nowrap), cell: (deal) => deal.id },
  { label: '유형', className: forms.nowrap, cell: (deal) => deal.assetTypeLabel },
  { label: '거래일', className: clsx(forms.nowrap, 'tabular'), cell: (deal) => formatDotDate(deal.dealDate) },
  { label: '상태', cell: (deal) => <span className={styles.pill} data-tone={STATUS_TONE[deal.status]}>{deal.statusLabel}</span> },
  { label: '거래가', num: true, cell: (deal) => (deal.priceWon === null ? <span className={forms.muted}>미공개</span> : formatEok(deal.priceWon)) },
];

/** /admin/deals: every deal (staff see prices), searchable and filtered by type and status, newest first. */
export function DealListScreen() {
  const params = useRecordListParams(DEAL_ASSET_TYPES, DEAL_STATUSES);
  const list = useAdminDealList(params.query);
  return (
    <RecordListScreen
      basePath="/admin/deals"
      params={params}
      list={list}
      copy={COPY}
      typeFilter={{ label: '자산 유형', allLabel: '모든 유형', options: TYPE_OPTIONS }}
      statusFilter={{ label: '거래 상태', allLabel: '모든 상태', options: STATUS_OPTIONS }}
      table={{
        testId: 'admin-deal-table',
        rowTestId: 'admin-deal-row',
        nameLabel: '자산명',
        name: (deal) => ({ primary: deal.assetName, secondary: deal.district }),
        columns: COLUMNS,
      }}
    />
  );
}
