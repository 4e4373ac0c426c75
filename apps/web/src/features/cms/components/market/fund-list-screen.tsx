'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { FUND_KIND_LABELS, FUND_KINDS, FUND_STATUS_LABELS, FUND_STATUSES, formatDotDate, formatEok, sampleDataLabel } from '@spi/core';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import { FilterSelect, ResultCount, SearchForm } from '../billing/list-parts';
import { pick, useListParams } from '../billing/use-list-params';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import forms from '../forms.module.css';
import { updatedAtOf } from './deal-list-screen';
import { useAdminFundList } from './market-admin-api';
import styles from './market-admin.module.css';

const PAGE_SIZE = 20;
const KEYS = ['q', 'type', 'status'] as const;
const KIND_OPTIONS = FUND_KINDS.map((value) => ({ value, label: FUND_KIND_LABELS[value] }));
const STATUS_OPTIONS = FUND_STATUSES.map((value) => ({ value, label: FUND_STATUS_LABELS[value] }));

/** /admin/funds: every fund with its AUM, assets and reports, searchable and filtered by kind and status. */
export function FundListScreen() {
  const { pathname, values, page, navigate } = useListParams(KEYS);
  const type = pick(values.type, FUND_KINDS);
  const status = pick(values.status, FUND_STATUSES);
  const q = values.q;
  const list = useAdminFundList({ q: q || undefined, type, status, page, size: PAGE_SIZE });
  const data = list.data;
  const filtered = Boolean(q || type || status);
  const showUpdated = Boolean(data?.data.some((d) => updatedAtOf(d)));

  return (
    <>
      <CmsPageHeader
        title="사모펀드"
        description="부동산 사모펀드를 한 건씩 등록하고 고치며, 펀드 보고서를 올립니다."
        actions={(
          <>
            <Link href="/admin/funds/import" className={styles.backLink}>파일로 가져오기</Link>
            <Link href="/admin/funds/new" className={styles.primaryLink}>새 펀드 등록</Link>
          </>
        )}
      />
      <div className={styles.filters}>
        <SearchForm label="펀드 검색" placeholder="펀드명, 운용사, 코드로 검색" value={q} onSearch={(value) => navigate({ q: value || null })} />
        <FilterSelect label="펀드 종류" value={type ?? ''} allLabel="모든 종류" options={KIND_OPTIONS} onChange={(value) => navigate({ type: value || null })} />
        <FilterSelect label="운용 상태" value={status ?? ''} allLabel="모든 상태" options={STATUS_OPTIONS} onChange={(value) => navigate({ status: value || null })} />
        <ResultCount count={data?.pagination.total} />
      </div>
      {data && <p className={styles.sampleNote}>{sampleDataLabel(data.note.asOf, data.note.isSample)}</p>}

      {list.isError && !data ? (
        <ErrorState title="펀드 목록을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <TableSkeleton rows={8} />
      ) : data.data.length === 0 ? (
        <EmptyState
          title={filtered ? '조건에 맞는 펀드가 없습니다.' : '아직 등록한 펀드가 없습니다.'}
          description={filtered ? '검색어나 필터를 바꿔 보세요.' : '새 펀드를 등록하거나 파일로 가져오세요.'}
          actions={filtered ? <Link href={pathname}>필터 모두 지우기</Link> : <Link href="/admin/funds/new">새 펀드 등록</Link>}
        />
      ) : (
        <div className={clsx(forms.tableWrap, styles.cards, list.isFetching && styles.refreshing)} aria-busy={list.isFetching || undefined}>
          <table className={clsx(forms.table, styles.listTable)} data-testid="admin-fund-table">
            <thead>
              <tr>
                <th scope="col">펀드명</th>
                <th scope="col">코드</th>
                <th scope="col">전략</th>
                <th scope="col">설정일</th>
                <th scope="col">상태</th>
                <th scope="col" className={forms.num}>AUM</th>
                <th scope="col" className={forms.num}>자산·보고서</th>
                {showUpdated && <th scope="col">최종 수정</th>}
              </tr>
            </thead>
            <tbody>
              {data.data.map((fund) => (
                <tr key={fund.id} data-testid="admin-fund-row">
                  <th scope="row">
                    <span className={styles.primary}><Link href={`/admin/funds/${encodeURIComponent(fund.id)}`}>{fund.name}</Link></span>
                    <span className={styles.secondary}>{fund.amc}{fund.isSample && ' · 샘플'}</span>
                  </th>
                  <td data-label="코드" className={clsx(styles.mono, forms.nowrap)}>{fund.id}</td>
                  <td data-label="전략" className={forms.nowrap}>{fund.strategyLabel}</td>
                  <td data-label="설정일" className={clsx(forms.nowrap, 'tabular')}>{formatDotDate(fund.inceptionDate)}</td>
                  <td data-label="상태"><span className={styles.pill} data-tone={fund.status === 'ACTIVE' ? 'ok' : 'neutral'}>{fund.statusLabel}</span></td>
                  <td data-label="AUM" className={clsx(forms.num, 'tabular')}>{fund.aumWon === null ? <span className={forms.muted}>미공개</span> : formatEok(fund.aumWon)}</td>
                  <td data-label="자산·보고서" className={clsx(forms.num, 'tabular')}>{fund.assetCount}개 · {fund.reportCount}건</td>
                  {showUpdated && <td data-label="최종 수정" className={clsx(forms.nowrap, 'tabular')}>{formatSeoul(updatedAtOf(fund))}</td>}
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
