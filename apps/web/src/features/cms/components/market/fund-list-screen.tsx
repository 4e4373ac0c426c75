'use client';

import clsx from 'clsx';
import { FUND_KIND_LABELS, FUND_KINDS, FUND_STATUS_LABELS, FUND_STATUSES, formatDotDate, formatEok, type FundListItem } from '@spi/core';
import forms from '../forms.module.css';
import { useAdminFundList } from './market-admin-api';
import { RecordListScreen, useRecordListParams, type RecordColumn, type RecordListCopy } from './record-list';
import styles from './market-admin.module.css';

const KIND_OPTIONS = FUND_KINDS.map((value) => ({ value, label: FUND_KIND_LABELS[value] }));
const STATUS_OPTIONS = FUND_STATUSES.map((value) => ({ value, label: FUND_STATUS_LABELS[value] }));

const COPY: RecordListCopy = {
  title: '사모펀드',
  description: '부동산 사모펀드를 한 건씩 등록하고 고치며, 펀드 보고서를 올립니다.',
  newLabel: '새 펀드 등록',
  search: { label: '펀드 검색', placeholder: '펀드명, 운용사, 코드로 검색' },
  loadErrorTitle: '펀드 목록을 불러오지 못했습니다.',
  emptyFilteredTitle: '조건에 맞는 펀드가 없습니다.',
  emptyTitle: '아직 등록한 펀드가 없습니다.',
  emptyDescription: '새 펀드를 등록하거나 파일로 가져오세요.',
};

const COLUMNS: ReadonlyArray<RecordColumn<FundListItem>> = [
  { label: '코드', className: clsx(styles.mono, forms.nowrap), cell: (fund) => fund.id },
  { label: '전략', className: forms.nowrap, cell: (fund) => fund.strategyLabel },
  { label: '설정일', className: clsx(forms.nowrap, 'tabular'), cell: (fund) => formatDotDate(fund.inceptionDate) },
  { label: '상태', cell: (fund) => <span className={styles.pill} data-tone={fund.status === 'ACTIVE' ? 'ok' : 'neutral'}>{fund.statusLabel}</span> },
  { label: 'AUM', num: true, cell: (fund) => (fund.aumWon === null ? <span className={forms.muted}>미공개</span> : formatEok(fund.aumWon)) },
  { label: '자산·보고서', num: true, cell: (fund) => <>{fund.assetCount}개 · {fund.reportCount}건</> },
];

/** /admin/funds: every fund with its AUM, assets and reports, searchable and filtered by kind and status. */
export function FundListScreen() {
  const params = useRecordListParams(FUND_KINDS, FUND_STATUSES);
  const list = useAdminFundList(params.query);
  return (
    <RecordListScreen
      basePath="/admin/funds"
      params={params}
      list={list}
      copy={COPY}
      typeFilter={{ label: '펀드 종류', allLabel: '모든 종류', options: KIND_OPTIONS }}
      statusFilter={{ label: '운용 상태', allLabel: '모든 상태', options: STATUS_OPTIONS }}
      table={{
        testId: 'admin-fund-table',
        rowTestId: 'admin-fund-row',
        nameLabel: '펀드명',
        name: (fund) => ({ primary: fund.name, secondary: fund.amc }),
        columns: COLUMNS,
      }}
    />
  );
}
