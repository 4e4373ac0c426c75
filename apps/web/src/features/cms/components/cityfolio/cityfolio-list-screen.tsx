'use client';

import clsx from 'clsx';
import { CITYFOLIO_KIND_LABELS, CITYFOLIO_KINDS, CITYFOLIO_STATUSES, type AdminCityfolioListItem, type CityfolioKind } from '@spi/core';
import { formatSeoul } from '../../lib/seoul-time';
import { StatusTabs, tabId } from '../status-tabs';
import forms from '../forms.module.css';
import { RecordListScreen, useRecordListParams, type RecordColumn, type RecordListCopy } from '../market/record-list';
import market from '../market/market-admin.module.css';
import { useAdminCityfolioList } from './cityfolio-admin-api';
import { CITYFOLIO_STATUS_LABELS } from './cityfolio-editor';

const STATUS_OPTIONS = CITYFOLIO_STATUSES.map((value) => ({ value, label: CITYFOLIO_STATUS_LABELS[value] }));
type KindTab = CityfolioKind | 'ALL';
const TABS: ReadonlyArray<{ value: KindTab; label: string }> = [
  { value: 'ALL', label: '전체' },
  ...CITYFOLIO_KINDS.map((value) => ({ value, label: CITYFOLIO_KIND_LABELS[value] })),
];
const NEW_LABEL: Record<KindTab, string> = { ALL: '새 콘텐츠 등록', EVENT: '새 이벤트 등록', VIDEO: '새 영상 등록', BOOK: '새 책 등록' };

const COLUMNS: ReadonlyArray<RecordColumn<AdminCityfolioListItem>> = [
  { label: '종류', className: forms.nowrap, cell: (item) => item.kindLabel },
  { label: '상태', cell: (item) => <span className={market.pill} data-tone={item.status === 'PUBLISHED' ? 'ok' : undefined}>{item.statusLabel}</span> },
  { label: '공개일', className: clsx(forms.nowrap, 'tabular'), cell: (item) => formatSeoul(item.publishedAt) },
];

/** /admin/cityfolio: events, videos and books by kind (tabs, ?type=VIDEO) and status, searchable. */
export function CityfolioListScreen() {
  const params = useRecordListParams(CITYFOLIO_KINDS, CITYFOLIO_STATUSES);
  const list = useAdminCityfolioList({ q: params.query.q, kind: params.query.type, status: params.query.status, page: params.query.page, size: params.query.size });
  const tab: KindTab = (params.type as CityfolioKind | undefined) ?? 'ALL';
  const copy: RecordListCopy = {
    title: '시티폴리오',
    description: '시티폴리오의 이벤트, 영상, 책을 등록하고 고칩니다. 영상은 링크를 붙여 넣으면 제목과 썸네일을 가져옵니다.',
    newLabel: NEW_LABEL[tab],
    search: { label: '시티폴리오 검색', placeholder: '제목, 요약, 태그로 검색' },
    loadErrorTitle: '시티폴리오 목록을 불러오지 못했습니다.',
    emptyFilteredTitle: '조건에 맞는 콘텐츠가 없습니다.',
    emptyTitle: '아직 등록한 콘텐츠가 없습니다.',
    emptyDescription: '이벤트, 영상, 책을 등록해 보세요.',
  };
  return (
    <RecordListScreen
      basePath="/admin/cityfolio"
      params={params}
      list={list}
      copy={copy}
      withImport={false}
      newHref={tab === 'ALL' ? '/admin/cityfolio/new' : `/admin/cityfolio/new?kind=${tab}`}
      tabs={(
        <StatusTabs
          label="콘텐츠 종류"
          panelId="cityfolio-list"
          value={tab}
          onChange={(value) => params.navigate({ type: value === 'ALL' ? null : value })}
          tabs={TABS}
        />
      )}
      tabPanel={{ id: 'cityfolio-list', labelledBy: tabId('cityfolio-list', tab) }}
      statusFilter={{ label: '공개 상태', allLabel: '모든 상태', options: STATUS_OPTIONS }}
      table={{
        testId: 'admin-cityfolio-table',
        rowTestId: 'admin-cityfolio-row',
        nameLabel: '제목',
        name: (item) => ({ primary: item.title, secondary: item.tags.slice(0, 3).map((t) => `#${t}`).join(' ') }),
        columns: COLUMNS,
      }}
    />
  );
}
