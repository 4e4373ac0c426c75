'use client';

import { memo, useMemo } from 'react';
import {
  formatAmount, formatDotDate, formatNumber, FUND_PAGE_SIZES, FUND_SORTS, tierListLabel, type FundListItem, type FundListResponse, type FundSort,
} from '@spi/core';
import Link from '@/components/ui/app-link';
import { SearchBox, SortSelect, ViewToggle } from '@/components/market/controls';
import { MarketDataNote } from '@/components/market/data-note';
import { DataTable, type DataColumn } from '@/components/market/data-table';
import { ListViews, MarketListLayout } from '@/components/market/list-layout';
import list from '@/components/market/list-layout.module.css';
import { figureLock, LockedValue } from '@/components/market/locked';
import { defaultUrlState, serializeUrlState, urlStateSearch, useUrlState } from '@/components/market/url-state';
import { useListSort, useMarketListQuery } from '@/components/market/use-market-list';
import { fetchFundList, fundQueryKeys } from '../api/funds-client';
import { fundPath } from '../lib/fund-seo';
import {
  asksForFigures, DEFAULT_FUND_SORT, defaultFundOrder, FUND_FILTER_KEYS, FUND_SORT_LABELS, FUND_URL, fundApiSearch, fundFilterChips, isFigureSort,
  type FundUrlState,
} from '../lib/fund-url';
import { FundFilters, type FigureLock } from './fund-filters';
import styles from './funds.module.css';

type Access = FundListResponse['access'];
const NO_ACCESS: Access = { figures: false, statistics: false, reports: false };
const FIGURE_TIERS = tierListLabel('funds.data');

export function figureLockOf(signedIn: boolean, redirect: string): FigureLock {
  return figureLock(signedIn, redirect, {
    member: `AUM은 ${FIGURE_TIERS} 멤버십 또는 사모펀드 권한으로 볼 수 있어요.`,
    guest: `로그인하고 ${FIGURE_TIERS} 멤버십 또는 사모펀드 권한으로 AUM을 볼 수 있어요.`,
  });
}

export function StatusBadge({ fund }: { fund: Pick<FundListItem, 'status' | 'statusLabel'> }) {
  return <span className={styles.status} data-status={fund.status}>{fund.statusLabel}</span>;
}

function AumCell({ fund, figures, lock }: { fund: FundListItem; figures: boolean; lock: FigureLock }) {
  if (!figures) return <LockedValue reason={lock.reason} href={lock.href} />;
  return fund.aumWon === null ? <span className={styles.undisclosed} title="AUM이 공개되지 않았습니다">비공개</span> : <>{formatAmount(fund.aumWon)}</>;
}

interface ViewProps {
  state: FundUrlState;
  set: (patch: Partial<FundUrlState>, options?: { keepPage?: boolean }) => void;
  reset: (keep?: ReadonlyArray<keyof FundUrlState>) => void;
  /** The list response to show (undefined while the first one loads). */
  data: FundListResponse | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  signedIn: boolean;
  /** The viewer's access as last known (before any answer: a guest's). */
  access: Access;
  /** The page's address for sign-in redirects. */
  here: string;
}

/**
 * The 사모펀드 list for a given state: toolbar (search, count, sort, view), filters (a column on
 * desktop, a bottom sheet with 적용/초기화 on mobile), active-filter chips, table or cards, pagination
 * and the data note. Everything comes from props, so tests drive it without a router.
 * Memoised: when hydration ends on an address without a query, its props are the same and it does not render again
 * (ADR 041).
 */
export const FundListView = memo(function FundListView({ state, set, reset, data, loading, error, onRetry, signedIn, access, here }: ViewProps) {
  const figures = access.figures;
  const lock = useMemo(() => figureLockOf(signedIn, here), [signedIn, here]);
  const figureLock = figures ? undefined : lock;
  const { sort, order, sortable, changeSort } = useListSort<FundSort>({
    state, set, allowed: figures, isGated: isFigureSort, fallback: DEFAULT_FUND_SORT, defaultOrder: defaultFundOrder,
  });
  const chips = fundFilterChips(state);
  const resetFilters = () => reset(['sort', 'order', 'view', 'size']);
  const amcs = data?.amcs ?? [];

  const columns: Array<DataColumn<FundListItem>> = [
    { id: 'name', header: '펀드명', sort: sortable('name'), cell: (f) => (
      <Link href={fundPath(f.id)} className={styles.nameLink}>
        <span className={styles.name}>{f.name}</span>
        <span className={styles.meta}>{f.id}</span>
      </Link>
    ) },
    { id: 'amc', header: '운용사', cell: (f) => f.amc },
    { id: 'kind', header: '종류·형태', cell: (f) => <span className={styles.stack}><span>{f.kindLabel}</span><span className={styles.meta}>{f.legalFormLabel} · {f.redemptionLabel}</span></span> },
    { id: 'strategy', header: '전략', cell: (f) => f.strategyLabel },
    { id: 'assetType', header: '주요 자산', cell: (f) => f.assetTypeLabel },
    { id: 'inception', header: '설정일', sort: sortable('inception'), cell: (f) => formatDotDate(f.inceptionDate) },
    { id: 'maturity', header: '만기일', sort: sortable('maturity'), cell: (f) => (f.maturityDate ? formatDotDate(f.maturityDate) : <span className={styles.undisclosed}>정하지 않음</span>) },
    { id: 'aum', header: 'AUM', numeric: true, sort: sortable('aum'), cell: (f) => <AumCell fund={f} figures={figures} lock={lock} /> },
    { id: 'assets', header: '기초자산', numeric: true, cell: (f) => `${formatNumber(f.assetCount)}건` },
    { id: 'reports', header: '보고서', numeric: true, cell: (f) => `${formatNumber(f.reportCount)}건` },
    { id: 'status', header: '상태', cell: (f) => <StatusBadge fund={f} /> },
  ];

  const total = data?.pagination.total ?? 0;

  return (
    <MarketListLayout
      testId="fund-list"
      filtersLabel="펀드 필터"
      state={state}
      set={(patch) => set(patch)}
      onResetFilters={resetFilters}
      filterKeys={FUND_FILTER_KEYS}
      defaults={defaultUrlState(FUND_URL)}
      renderFilters={(value, onChange, idPrefix) => <FundFilters value={value} onChange={onChange} amcs={amcs} figureLock={figureLock} idPrefix={idPrefix} />}
      chips={chips}
      search={<SearchBox label="펀드명·코드·운용사·판매사 검색" placeholder="펀드명, 펀드 코드, 운용사, 판매사" value={state.q} onChange={(q) => set({ q })} testId="fund-search" />}
      countTestId="fund-count"
      countText={data ? `총 ${formatNumber(total)}개 펀드` : undefined}
      toolbar={(
        <>
          <SortSelect
            options={FUND_SORTS.map((s) => ({ value: s, label: FUND_SORT_LABELS[s], locked: !figures && isFigureSort(s) }))}
            value={sort}
            order={order}
            onChange={changeSort}
            lockedReason={figures ? undefined : lock.reason}
          />
          <ViewToggle value={state.view} onChange={(v) => set({ view: v }, { keepPage: true })} />
          {access.reports && <Link href="/fund/reports" className={styles.linkButton} data-testid="fund-reports-link">펀드 보고서</Link>}
        </>
      )}
      notice={!figures && asksForFigures(state) && (
        <>AUM 조건과 AUM 정렬은 적용되지 않았어요. {lock.reason} <Link href={lock.href}>{signedIn ? '멤버십 보기' : '로그인'}</Link></>
      )}
      result={data && { rows: data.data.length, page: data.pagination.page, pages: data.pagination.pages }}
      error={error}
      loading={loading}
      onRetry={onRetry}
      errorTitle="펀드 목록을 불러오지 못했습니다."
      emptyTitle="조건에 맞는 펀드가 없습니다."
      path="/fund"
      pageQuery={Object.fromEntries(serializeUrlState(FUND_URL, { ...state, page: 1 }).entries())}
      sizes={FUND_PAGE_SIZES}
      size={state.size}
      onSize={(size) => set({ size })}
      footnote={data && <MarketDataNote {...data.note} />}
    >
      {data && (
        <ListViews
          view={state.view}
          table={<DataTable columns={columns} rows={data.data} rowKey={(f) => f.id} label="펀드 목록" caption={`사모펀드 목록 ${formatNumber(total)}개`} testId="fund-table" rowTestId="fund-row" />}
          cards={<FundCards funds={data.data} figures={figures} lock={lock} />}
        />
      )}
    </MarketListLayout>
  );
});

/** Cards (the mobile default): name and code, status, AMC, type, strategy, dates, AUM, counts. */
export const FundCards = memo(function FundCards({ funds, figures, lock }: { funds: FundListItem[]; figures: boolean; lock: FigureLock }) {
  return (
    <ul className={list.cards} data-testid="fund-cards">
      {funds.map((f) => (
        <li key={f.id} className={`${list.card} offscreen-lazy`} data-testid="fund-card">
          <div className={list.cardHead}>
            <Link href={fundPath(f.id)} className={list.cardTitle}>{f.name}</Link>
            <StatusBadge fund={f} />
          </div>
          <p className={styles.meta}>{f.id} · {f.amc}</p>
          <p className={styles.tags}>
            <span>{f.kindLabel}</span><span>{f.legalFormLabel}</span><span>{f.redemptionLabel}</span><span>{f.strategyLabel}</span><span>{f.assetTypeLabel}</span>
          </p>
          <dl className={list.cardFigures}>
            <div><dt>AUM</dt><dd><AumCell fund={f} figures={figures} lock={lock} /></dd></div>
            <div><dt>설정일</dt><dd>{formatDotDate(f.inceptionDate)}</dd></div>
            <div><dt>만기일</dt><dd>{f.maturityDate ? formatDotDate(f.maturityDate) : '정하지 않음'}</dd></div>
            <div><dt>기초자산 · 보고서</dt><dd>{formatNumber(f.assetCount)}건 · {formatNumber(f.reportCount)}건</dd></div>
          </dl>
        </li>
      ))}
    </ul>
  );
});

/**
 * The list driven by the address bar: the URL is the API query, the viewer's token goes with the
 * request when signed in, and the server's guest page 1 stands in until the browser has asked.
 */
export function UrlFundList({ initial }: { initial: FundListResponse | null }) {
  const { state, set, reset } = useUrlState(FUND_URL);
  const list = useMarketListQuery<FundListResponse, Access>({
    initial,
    noAccess: NO_ACCESS,
    gated: (access) => access.figures,
    apiSearchFor: (figures) => fundApiSearch(state, figures),
    queryKey: fundQueryKeys.list,
    fetchList: fetchFundList,
    refusedCode: 'FUND_FIGURES_TIER_REQUIRED',
  });
  const here = `/fund${urlStateSearch(FUND_URL, state)}`;
  return (
    <FundListView
      state={state}
      set={set}
      reset={reset}
      {...list}
      here={here}
    />
  );
}
