'use client';

import {
  formatAmount, formatDotDate, formatNumber, FUND_PAGE_SIZES, FUND_SORTS, tierListLabel, type FundListItem, type FundListResponse, type FundSort,
} from '@spi/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { ActiveFilters, PageSizeSelect, SearchBox, SortSelect, ViewToggle, type ListView } from '@/components/market/controls';
import { MarketDataNote } from '@/components/market/data-note';
import { DataTable, TableSkeleton, type DataColumn } from '@/components/market/data-table';
import { LockedValue } from '@/components/market/locked';
import { defaultUrlState, serializeUrlState, urlStateSearch, useUrlState } from '@/components/market/url-state';
import { BottomSheet, Button, useBottomSheet, useIsMobile } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
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
  return signedIn
    ? { href: '/membership', reason: `AUM은 ${FIGURE_TIERS} 멤버십 또는 사모펀드 권한으로 볼 수 있어요.` }
    : { href: `/sign-in?redirect=${encodeURIComponent(redirect)}`, reason: `로그인하고 ${FIGURE_TIERS} 멤버십 또는 사모펀드 권한으로 AUM을 볼 수 있어요.` };
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
  /** False for the server's stand-in (it ignores clicks until the address bar is read). */
  live?: boolean;
}

/**
 * The 사모펀드 list for a given state: toolbar (search, count, sort, view), filters (a column on
 * desktop, a bottom sheet with 적용/초기화 on mobile), active-filter chips, table or cards, pagination
 * and the data note. Everything comes from props, so tests drive it without a router.
 */
export function FundListView({ state, set, reset, data, loading, error, onRetry, signedIn, access, here, live = true }: ViewProps) {
  const isMobile = useIsMobile();
  const sheet = useBottomSheet();
  const [draft, setDraft] = useState<FundUrlState>(state);
  const view: ListView = state.view ?? (isMobile ? 'cards' : 'table');
  const figures = access.figures;
  const lock = figureLockOf(signedIn, here);
  const figureLock = figures ? undefined : lock;
  const sort: FundSort = state.sort && (figures || !isFigureSort(state.sort)) ? state.sort : DEFAULT_FUND_SORT;
  const order = state.order ?? defaultFundOrder(sort);
  const chips = fundFilterChips(state);
  const resetFilters = () => reset(['sort', 'order', 'view', 'size']);
  const amcs = data?.amcs ?? [];

  const openSheet = () => {
    setDraft(state);
    sheet.open();
  };
  const applyDraft = () => {
    const patch: Partial<FundUrlState> = {};
    for (const key of FUND_FILTER_KEYS) (patch as Record<string, unknown>)[key] = draft[key];
    set(patch);
    sheet.close();
  };

  const sortBy = (key: FundSort) => {
    if (key === sort) set({ sort: key, order: order === 'desc' ? 'asc' : 'desc' });
    else set({ sort: key, order: defaultFundOrder(key) });
  };
  const sortable = (key: FundSort) => ({ active: sort === key, order, onClick: () => sortBy(key), disabled: !figures && isFigureSort(key) });

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

  const pageQuery = Object.fromEntries(serializeUrlState(FUND_URL, { ...state, page: 1 }).entries());
  const total = data?.pagination.total ?? 0;

  return (
    <div className={styles.listLayout} data-testid="fund-list" data-live={live}>
      <aside className={styles.sidebar} aria-label="펀드 필터">
        <div className={styles.sidebarHead}>
          <h2 className={styles.sidebarTitle}>필터</h2>
          {chips.length > 0 && <button type="button" className={styles.textButton} onClick={resetFilters}>초기화</button>}
        </div>
        <FundFilters value={state} onChange={(patch) => set(patch)} amcs={amcs} figureLock={figureLock} />
      </aside>

      <div className={styles.results}>
        <div className={styles.toolbar}>
          <SearchBox label="펀드명·코드·운용사·판매사 검색" placeholder="펀드명, 펀드 코드, 운용사, 판매사" value={state.q} onChange={(q) => set({ q })} testId="fund-search" />
          <button type="button" className={styles.filterButton} onClick={openSheet} data-testid="open-filters" aria-haspopup="dialog">
            필터{chips.length > 0 ? ` ${chips.length}` : ''}
          </button>
        </div>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite" data-testid="fund-count">{data ? `총 ${formatNumber(total)}개 펀드` : '불러오는 중…'}</p>
          <div className={styles.toolbarRight}>
            <SortSelect
              options={FUND_SORTS.map((s) => ({ value: s, label: FUND_SORT_LABELS[s], locked: !figures && isFigureSort(s) }))}
              value={sort}
              order={order}
              onChange={(s, o) => set({ sort: s, order: s === sort ? o : defaultFundOrder(s) })}
              lockedReason={figures ? undefined : lock.reason}
            />
            <ViewToggle value={view} onChange={(v) => set({ view: v }, { keepPage: true })} />
            {access.reports && <Link href="/fund/reports" className={styles.linkButton} data-testid="fund-reports-link">펀드 보고서</Link>}
          </div>
        </div>
        <ActiveFilters filters={chips.map((c) => ({ key: c.key, label: c.label, onRemove: () => set(c.clear) }))} onClearAll={resetFilters} />
        {!figures && asksForFigures(state) && (
          <p className={styles.notice} role="status">AUM 조건과 AUM 정렬은 적용되지 않았어요. {lock.reason} <Link href={lock.href}>{signedIn ? '멤버십 보기' : '로그인'}</Link></p>
        )}

        {error && !data ? (
          <ErrorState title="펀드 목록을 불러오지 못했습니다." retry={<Button variant="secondary" onClick={onRetry}>다시 시도</Button>} />
        ) : !data ? (
          <TableSkeleton />
        ) : data.data.length === 0 ? (
          <EmptyState title="조건에 맞는 펀드가 없습니다." description="필터를 줄이거나 검색어를 바꿔 보세요." actions={<Button variant="secondary" onClick={resetFilters}>필터 초기화</Button>} />
        ) : (
          <div className={styles.resultBody} aria-busy={loading} data-loading={loading || undefined}>
            {view === 'table' ? (
              <DataTable columns={columns} rows={data.data} rowKey={(f) => f.id} label="펀드 목록" caption={`사모펀드 목록 ${formatNumber(total)}개`} testId="fund-table" rowTestId="fund-row" />
            ) : (
              <FundCards funds={data.data} figures={figures} lock={lock} />
            )}
          </div>
        )}

        {data && (
          <div className={styles.listFooter}>
            <Pagination page={data.pagination.page} pageCount={data.pagination.pages} path="/fund" query={pageQuery} scroll={false} />
            <PageSizeSelect sizes={FUND_PAGE_SIZES} value={state.size} onChange={(size) => set({ size })} />
          </div>
        )}
        {data && <MarketDataNote {...data.note} />}
      </div>

      <BottomSheet {...sheet.sheetProps} title="필터" footer={(
        <div className={styles.sheetActions}>
          <Button variant="secondary" onClick={() => setDraft({ ...draft, ...Object.fromEntries(FUND_FILTER_KEYS.map((k) => [k, defaultUrlState(FUND_URL)[k]])) })}>초기화</Button>
          <Button variant="primary" onClick={applyDraft} data-testid="apply-filters">적용</Button>
        </div>
      )}>
        <FundFilters value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} amcs={amcs} figureLock={figureLock} idPrefix="sheet" />
      </BottomSheet>
    </div>
  );
}

/** Cards (the mobile default): name and code, status, AMC, type, strategy, dates, AUM, counts. */
export function FundCards({ funds, figures, lock }: { funds: FundListItem[]; figures: boolean; lock: FigureLock }) {
  return (
    <ul className={styles.cards} data-testid="fund-cards">
      {funds.map((f) => (
        <li key={f.id} className={styles.card} data-testid="fund-card">
          <div className={styles.cardHead}>
            <Link href={fundPath(f.id)} className={styles.cardTitle}>{f.name}</Link>
            <StatusBadge fund={f} />
          </div>
          <p className={styles.meta}>{f.id} · {f.amc}</p>
          <p className={styles.tags}>
            <span>{f.kindLabel}</span><span>{f.legalFormLabel}</span><span>{f.redemptionLabel}</span><span>{f.strategyLabel}</span><span>{f.assetTypeLabel}</span>
          </p>
          <dl className={styles.cardFigures}>
            <div><dt>AUM</dt><dd><AumCell fund={f} figures={figures} lock={lock} /></dd></div>
            <div><dt>설정일</dt><dd>{formatDotDate(f.inceptionDate)}</dd></div>
            <div><dt>만기일</dt><dd>{f.maturityDate ? formatDotDate(f.maturityDate) : '정하지 않음'}</dd></div>
            <div><dt>기초자산 · 보고서</dt><dd>{formatNumber(f.assetCount)}건 · {formatNumber(f.reportCount)}건</dd></div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The list driven by the address bar: the URL is the API query, the viewer's token goes with the
 * request when signed in, and the server's guest page 1 stands in until the browser has asked.
 */
export function UrlFundList({ initial }: { initial: FundListResponse | null }) {
  const { state, set, reset } = useUrlState(FUND_URL);
  const userId = useSignedInUserId();
  const [known, setKnown] = useState<Access | null>(null);
  const [knownFor, setKnownFor] = useState<string | null | undefined>(userId);
  // The access belongs to a viewer: forget it when the viewer changes (sign-in, sign-out).
  if (knownFor !== userId) {
    setKnownFor(userId);
    setKnown(null);
  }
  const signedIn = Boolean(userId);
  const figures = known?.figures ?? signedIn;
  const apiSearch = fundApiSearch(state, figures);
  const useInitial = initial !== null && apiSearch === '' && !signedIn;

  const query = useQuery({
    queryKey: fundQueryKeys.list(apiSearch, userId ?? null),
    queryFn: ({ signal }) => fetchFundList(apiSearch, signedIn, signal),
    enabled: userId !== undefined,
    placeholderData: (previous) => previous,
    initialData: useInitial ? initial : undefined,
    staleTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
  const data = query.data ?? (userId === undefined && apiSearch === '' ? initial ?? undefined : undefined);
  if (query.data && query.data.access !== known && query.isPlaceholderData === false) setKnown(query.data.access);
  // An AUM filter the viewer may not use: drop it from the query (the notice says why).
  const refused = isApiError(query.error) && (query.error.code === 'FUND_FIGURES_TIER_REQUIRED' || query.error.status === 401);
  if (refused && known?.figures !== false) setKnown(NO_ACCESS);

  const here = `/fund${urlStateSearch(FUND_URL, state)}`;
  return (
    <FundListView
      state={state}
      set={set}
      reset={reset}
      data={data}
      loading={query.isFetching}
      error={query.isError && !refused}
      onRetry={() => void query.refetch()}
      signedIn={signedIn}
      access={data?.access ?? known ?? NO_ACCESS}
      here={here}
    />
  );
}

/** What the server renders (the guest's first page) until the address bar is read. */
export function StaticFundList({ initial }: { initial: FundListResponse | null }) {
  const state = defaultUrlState(FUND_URL);
  const noop = () => undefined;
  return (
    <FundListView state={state} set={noop} reset={noop} data={initial ?? undefined} loading={false} error={false} onRetry={noop}
      signedIn={false} access={initial?.access ?? NO_ACCESS} here="/fund" live={false} />
  );
}
