'use client';

import { memo, useMemo } from 'react';
import {
  DEAL_PAGE_SIZES, DEAL_SORTS, formatDotDate, formatNumber, type DealListItem, type DealListResponse, type DealSort,
} from '@spi/core';
import Link from '@/components/ui/app-link';
import { formatArea, useAreaUnit } from '@/components/market/area-unit';
import { AreaUnitToggle, SearchBox, SortSelect, ViewToggle } from '@/components/market/controls';
import { MarketDataNote } from '@/components/market/data-note';
import { DataTable, type DataColumn } from '@/components/market/data-table';
import { ListViews, MarketListLayout } from '@/components/market/list-layout';
import list from '@/components/market/list-layout.module.css';
import { defaultUrlState, serializeUrlState, urlStateSearch, useUrlState } from '@/components/market/url-state';
import { useListSort, useMarketListQuery } from '@/components/market/use-market-list';
import { fetchDealList } from '../api/deals-client';
import {
  asksForPrices, DEAL_FILTER_KEYS, DEAL_SORT_LABELS, DEAL_URL, dealApiSearch, dealFilterChips, defaultOrder, isPriceSort, type DealUrlState,
} from '../lib/deal-url';
import { CapRateCell, PriceCell, PricePerPyeongCell, priceLockOf, StatusBadge, type PriceLock } from './deal-cells';
import { DealFilters } from './deal-filters';
import { ExportButton } from './export-button';
import styles from './deals.module.css';

type Access = DealListResponse['access'];
const NO_ACCESS: Access = { prices: false, statistics: false, export: false };

export const dealPath = (id: string) => `/dealsheet/${encodeURIComponent(id)}`;

interface ViewProps {
  state: DealUrlState;
  set: (patch: Partial<DealUrlState>, options?: { keepPage?: boolean; replace?: boolean }) => void;
  reset: (keep?: ReadonlyArray<keyof DealUrlState>) => void;
  /** The list response to show (undefined while the first one loads). */
  data: DealListResponse | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  signedIn: boolean;
  /** The viewer's access as last known (before any answer: a guest's). */
  access: Access;
  /** The API query the list was asked with (for the export). */
  apiSearch: string;
  /** The page's address for sign-in redirects. */
  here: string;
  /** Show the data note under the list (the page shows it under the title when it has one). */
  showNote?: boolean;
}

/**
 * The 딜정보 list for a given state: toolbar (search, count, sort, view, unit, export), filters (a
 * column on desktop, a bottom sheet with 적용/초기화 on mobile), active-filter chips, the table or the
 * cards, pagination. Everything it shows comes from props, so tests drive it without a router.
 * Memoised: when hydration ends on an address without a query, its props are the same and it does not render again
 * (ADR 041).
 */
export const DealListView = memo(function DealListView({ state, set, reset, data, loading, error, onRetry, signedIn, access, apiSearch, here, showNote = true }: ViewProps) {
  const [unit] = useAreaUnit();
  const prices = access.prices;
  const lock = useMemo(() => priceLockOf(signedIn, here), [signedIn, here]);
  const priceLock = prices ? undefined : lock;
  const { sort, order, sortable, changeSort } = useListSort<DealSort>({ state, set, allowed: prices, isGated: isPriceSort, fallback: 'date', defaultOrder });
  const chips = dealFilterChips(state, unit);
  const resetFilters = () => reset(['sort', 'order', 'view', 'size']);

  const columns: Array<DataColumn<DealListItem>> = [
    { id: 'name', header: '자산명', sort: sortable('name'), cell: (d) => (
      <Link href={dealPath(d.id)} className={styles.assetLink}>
        <span className={styles.assetName}>{d.assetName}</span>
        <span className={styles.meta}>{d.district}</span>
      </Link>
    ) },
    { id: 'date', header: '거래일', sort: sortable('date'), cell: (d) => formatDotDate(d.dealDate) },
    { id: 'region', header: '권역', cell: (d) => d.regionLabel },
    { id: 'type', header: '유형', cell: (d) => d.assetTypeLabel },
    { id: 'gfa', header: `연면적 (${unit === 'sqm' ? '㎡' : '평'})`, numeric: true, sort: sortable('gfa'), cell: (d) => formatArea(d.gfaSqm, unit) },
    { id: 'price', header: prices ? '거래가' : '거래가 (가격대)', numeric: true, sort: sortable('price'), cell: (d) => <PriceCell deal={d} prices={prices} lock={lock} /> },
    { id: 'pricePerPyeong', header: '평당가', numeric: true, sort: sortable('pricePerPyeong'), cell: (d) => <PricePerPyeongCell deal={d} prices={prices} lock={lock} /> },
    { id: 'capRate', header: '캡레이트', numeric: true, sort: sortable('capRate'), cell: (d) => <CapRateCell deal={d} prices={prices} lock={lock} /> },
    { id: 'buyer', header: '매수자', cell: (d) => d.buyer },
    { id: 'seller', header: '매도자', cell: (d) => d.seller },
    { id: 'status', header: '상태', cell: (d) => <StatusBadge status={d.status} label={d.statusLabel} /> },
  ];

  const total = data?.pagination.total ?? 0;

  return (
    <MarketListLayout
      testId="deal-list"
      filtersLabel="딜 필터"
      state={state}
      set={(patch) => set(patch)}
      onResetFilters={resetFilters}
      filterKeys={DEAL_FILTER_KEYS}
      defaults={defaultUrlState(DEAL_URL)}
      renderFilters={(value, onChange, idPrefix) => <DealFilters value={value} onChange={onChange} priceLock={priceLock} unit={unit} idPrefix={idPrefix} />}
      chips={chips}
      search={<SearchBox label="자산명·주소·매수자·매도자 검색" placeholder="자산명, 주소, 매수자, 매도자" value={state.q} onChange={(q) => set({ q }, { replace: true })} testId="deal-search" />}
      countTestId="deal-count"
      countText={data ? `총 ${formatNumber(total)}건` : undefined}
      toolbar={(
        <>
          <SortSelect
            options={DEAL_SORTS.map((s) => ({ value: s, label: DEAL_SORT_LABELS[s], locked: !prices && isPriceSort(s) }))}
            value={sort}
            order={order}
            onChange={changeSort}
            lockedReason={prices ? undefined : lock.reason}
          />
          <ViewToggle value={state.view} onChange={(v) => set({ view: v }, { keepPage: true })} />
          <AreaUnitToggle />
          <ExportButton access={access} signedIn={signedIn} here={here} search={apiSearch} />
        </>
      )}
      notice={!prices && asksForPrices(state) && (
        <>가격 조건은 적용되지 않았어요. {lock.reason} <Link href={lock.href}>{signedIn ? '멤버십 보기' : '로그인'}</Link></>
      )}
      result={data && { rows: data.data.length, page: data.pagination.page, pages: data.pagination.pages }}
      error={error}
      loading={loading}
      onRetry={onRetry}
      errorTitle="딜 목록을 불러오지 못했습니다."
      emptyTitle="조건에 맞는 거래가 없습니다."
      path="/dealsheet"
      pageQuery={Object.fromEntries(serializeUrlState(DEAL_URL, { ...state, page: 1 }).entries())}
      sizes={DEAL_PAGE_SIZES}
      size={state.size}
      onSize={(size) => set({ size })}
      footnote={data && showNote && <MarketDataNote {...data.note} />}
    >
      {data && (
        <ListViews
          view={state.view}
          table={<DataTable columns={columns} rows={data.data} rowKey={(d) => d.id} label="딜 목록" caption={`딜 목록 ${formatNumber(total)}건`} testId="deal-table" rowTestId="deal-row" />}
          cards={<DealCards deals={data.data} prices={prices} lock={lock} />}
        />
      )}
    </MarketListLayout>
  );
});

/** Cards (the mobile default): name, place and type, date and status, area, price or band, 평당가, cap rate, parties. */
export const DealCards = memo(function DealCards({ deals, prices, lock }: { deals: DealListItem[]; prices: boolean; lock: PriceLock }) {
  const [unit] = useAreaUnit();
  return (
    <ul className={list.cards} data-testid="deal-cards">
      {deals.map((d) => (
        <li key={d.id} className={`${list.card} offscreen-lazy`} data-testid="deal-card">
          <div className={list.cardHead}>
            <Link href={dealPath(d.id)} className={list.cardTitle}>{d.assetName}</Link>
            <StatusBadge status={d.status} label={d.statusLabel} />
          </div>
          <p className={styles.meta}>{d.district} · {d.regionLabel} · {d.assetTypeLabel} · {formatDotDate(d.dealDate)}</p>
          <dl className={`${list.cardFigures} ${styles.cardPrices}`}>
            <div><dt>{prices ? '거래가' : '가격대'}</dt><dd><PriceCell deal={d} prices={prices} lock={lock} /></dd></div>
            <div><dt>연면적</dt><dd>{formatArea(d.gfaSqm, unit)}</dd></div>
            <div><dt>평당가</dt><dd><PricePerPyeongCell deal={d} prices={prices} lock={lock} /></dd></div>
            <div><dt>캡레이트</dt><dd><CapRateCell deal={d} prices={prices} lock={lock} /></dd></div>
          </dl>
          <p className={styles.parties}><span className={styles.partyLabel}>매수</span> {d.buyer} <span aria-hidden="true">←</span> <span className={styles.partyLabel}>매도</span> {d.seller}</p>
        </li>
      ))}
    </ul>
  );
});

/**
 * The list driven by the address bar: the URL is the API query, the viewer's token goes with the
 * request when signed in, and the server's guest page 1 stands in until the browser has asked.
 */
export function UrlDealList({ initial, showNote = true }: { initial: DealListResponse | null; showNote?: boolean }) {
  const { state, set, reset } = useUrlState(DEAL_URL);
  const list = useMarketListQuery<DealListResponse, Access>({
    initial,
    noAccess: NO_ACCESS,
    gated: (access) => access.prices,
    apiSearchFor: (prices) => dealApiSearch(state, prices),
    queryKey: (apiSearch, userId) => ['deals', 'list', userId ?? 'guest', apiSearch],
    fetchList: fetchDealList,
    refusedCode: 'DEAL_PRICES_TIER_REQUIRED',
  });
  const here = `/dealsheet${urlStateSearch(DEAL_URL, state)}`;
  return (
    <DealListView
      state={state}
      set={set}
      reset={reset}
      {...list}
      here={here}
      showNote={showNote}
    />
  );
}
