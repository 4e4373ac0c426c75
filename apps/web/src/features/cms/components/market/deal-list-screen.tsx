'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { DEAL_ASSET_TYPE_LABELS, DEAL_ASSET_TYPES, DEAL_STATUS_LABELS, DEAL_STATUSES, formatDotDate, formatEok, sampleDataLabel, type DealStatus } from '@spi/core';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import { FilterSelect, ResultCount, SearchForm } from '../billing/list-parts';
import { pick, useListParams } from '../billing/use-list-params';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import forms from '../forms.module.css';
import { useAdminDealList } from './market-admin-api';
import styles from './market-admin.module.css';

const PAGE_SIZE = 20;
const KEYS = ['q', 'type', 'status'] as const;
const TYPE_OPTIONS = DEAL_ASSET_TYPES.map((value) => ({ value, label: DEAL_ASSET_TYPE_LABELS[value] }));
const STATUS_OPTIONS = DEAL_STATUSES.map((value) => ({ value, label: DEAL_STATUS_LABELS[value] }));
const STATUS_TONE: Record<DealStatus, string> = { PREFERRED: 'warn', SIGNED: 'neutral', CLOSED: 'ok' };

/** /admin/deals: every deal (staff see prices), searchable and filtered by type and status, newest first. */
export function DealListScreen() {
  const { pathname, values, page, navigate } = useListParams(KEYS);
  const type = pick(values.type, DEAL_ASSET_TYPES);
  const status = pick(values.status, DEAL_STATUSES);
  const q = values.q;
  const list = useAdminDealList({ q: q || undefined, type, status, page, size: PAGE_SIZE });
  const data = list.data;
  const filtered = Boolean(q || type || status);
  // updatedAt is not (yet) part of the public list item: the column shows once the API sends it.
  const showUpdated = Boolean(data?.data.some((d) => updatedAtOf(d)));

  return (
    <>
      <CmsPageHeader
        title="딜정보"
        description="상업용 부동산 거래를 한 건씩 등록하고 고칩니다. 여러 건은 파일로 가져오세요."
        actions={(
          <>
            <Link href="/admin/deals/import" className={styles.backLink}>파일로 가져오기</Link>
            <Link href="/admin/deals/new" className={styles.primaryLink}>새 딜 등록</Link>
          </>
        )}
      />
      <div className={styles.filters}>
        <SearchForm label="딜 검색" placeholder="자산명, 주소, 매수자·매도자로 검색" value={q} onSearch={(value) => navigate({ q: value || null })} />
        <FilterSelect label="자산 유형" value={type ?? ''} allLabel="모든 유형" options={TYPE_OPTIONS} onChange={(value) => navigate({ type: value || null })} />
        <FilterSelect label="거래 상태" value={status ?? ''} allLabel="모든 상태" options={STATUS_OPTIONS} onChange={(value) => navigate({ status: value || null })} />
        <ResultCount count={data?.pagination.total} />
      </div>
      {data && <p className={styles.sampleNote}>{sampleDataLabel(data.note.asOf, data.note.isSample)}</p>}

      {list.isError && !data ? (
        <ErrorState title="딜 목록을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <TableSkeleton rows={8} />
      ) : data.data.length === 0 ? (
        <EmptyState
          title={filtered ? '조건에 맞는 딜이 없습니다.' : '아직 등록한 딜이 없습니다.'}
          description={filtered ? '검색어나 필터를 바꿔 보세요.' : '새 딜을 등록하거나 파일로 가져오세요.'}
          actions={filtered ? <Link href={pathname}>필터 모두 지우기</Link> : <Link href="/admin/deals/new">새 딜 등록</Link>}
        />
      ) : (
        <div className={clsx(forms.tableWrap, styles.cards, list.isFetching && styles.refreshing)} aria-busy={list.isFetching || undefined}>
          <table className={clsx(forms.table, styles.listTable)} data-testid="admin-deal-table">
            <thead>
              <tr>
                <th scope="col">자산명</th>
                <th scope="col">ID</th>
                <th scope="col">유형</th>
                <th scope="col">거래일</th>
                <th scope="col">상태</th>
                <th scope="col" className={forms.num}>거래가</th>
                {showUpdated && <th scope="col">최종 수정</th>}
              </tr>
            </thead>
            <tbody>
              {data.data.map((deal) => (
                <tr key={deal.id} data-testid="admin-deal-row">
                  <th scope="row">
                    <span className={styles.primary}><Link href={`/admin/deals/${encodeURIComponent(deal.id)}`}>{deal.assetName}</Link></span>
                    <span className={styles.secondary}>{deal.district}{deal.isSample && ' · 샘플'}</span>
                  </th>
                  <td data-label="ID" className={clsx(styles.mono, forms.nowrap)}>{deal.id}</td>
                  <td data-label="유형" className={forms.nowrap}>{deal.assetTypeLabel}</td>
                  <td data-label="거래일" className={clsx(forms.nowrap, 'tabular')}>{formatDotDate(deal.dealDate)}</td>
                  <td data-label="상태"><span className={styles.pill} data-tone={STATUS_TONE[deal.status]}>{deal.statusLabel}</span></td>
                  <td data-label="거래가" className={clsx(forms.num, 'tabular')}>{deal.priceWon === null ? <span className={forms.muted}>미공개</span> : formatEok(deal.priceWon)}</td>
                  {showUpdated && <td data-label="최종 수정" className={clsx(forms.nowrap, 'tabular')}>{formatSeoul(updatedAtOf(deal))}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && (
        <div className={styles.pager}>
          <Pagination page={page} pageCount={data.pagination.pages} path={pathname} query={{ q: q || undefined, type, status }} scroll={false} />
        </div>
      )}
    </>
  );
}

export const updatedAtOf = (item: object): string | undefined => {
  const value = (item as { updatedAt?: unknown }).updatedAt;
  return typeof value === 'string' ? value : undefined;
};
