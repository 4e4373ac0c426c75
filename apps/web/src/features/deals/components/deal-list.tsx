'use client';

import {
  DEAL_PAGE_SIZES, DEAL_SORTS, formatDotDate, formatNumber, type DealListItem, type DealListResponse, type DealSort,
} from '@spi/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Pagination } from '@/components/content/pagination';
import { ErrorState, EmptyState } from '@/components/content/states';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { formatArea, useAreaUnit } from '@/components/market/area-unit';
import { ActiveFilters, AreaUnitToggle, PageSizeSelect, SearchBox, SortSelect, ViewToggle, type ListView } from '@/components/market/controls';
import { MarketDataNote } from '@/components/market/data-note';
import { DataTable, TableSkeleton, type DataColumn } from '@/components/market/data-table';
import { defaultUrlState, serializeUrlState, urlStateSearch, useUrlState } from '@/components/market/url-state';
import { BottomSheet, Button, useBottomSheet, useIsMobile } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
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
  /** False for the server's stand-in (controls do nothing until the address bar is read). */
  live?: boolean;
  /** Show the data note under the list (the page shows it under the title when it has one). */
  showNote?: boolean;
}

/**
 * The 딜정보 list for a given state: toolbar (search, count, sort, view, unit, export), filters (a
 * column on desktop, a bottom sheet with 적용/초기화 on mobile), active-filter chips, the table or the
 * cards, pagination. Everything it shows comes from props, so tests drive it without a router.
 */
export function DealListView({ state, set, reset, data, loading, error, onRetry, signedIn, access, apiSearch, here, live = true, showNote = true }: ViewProps) {
  const [unit] = useAreaUnit();
  const isMobile = useIsMobile();
  const sheet = useBottomSheet();
  const [draft, setDraft] = useState<DealUrlState>(state);
  const view: ListView = state.view ?? (isMobile ? 'cards' : 'table');
  const prices = access.prices;
  const lock = priceLockOf(signedIn, here);
  const priceLock = prices ? undefined : lock;
  const sort: DealSort = state.sort && (prices || !isPriceSort(state.sort)) ? state.sort : 'date';
  const order = state.order ?? defaultOrder(sort);
  const chips = dealFilterChips(state, unit);
  const resetFilters = () => reset(['sort', 'order', 'view', 'size']);

  const openSheet = () => {
    setDraft(state);
    sheet.open();
  };
  const applyDraft = () => {
    const patch: Partial<DealUrlState> = {};
    for (const key of DEAL_FILTER_KEYS) (patch as Record<string, unknown>)[key] = draft[key];
    set(patch);
    sheet.close();
  };

  const sortBy = (key: DealSort) => {
    if (key === sort) set({ sort: key, order: order === 'desc' ? 'asc' : 'desc' });
    else set({ sort: key, order: defaultOrder(key) });
  };
  const sortable = (key: DealSort) => ({ active: sort === key, order, onClick: () => sortBy(key), disabled: !prices && isPriceSort(key) });

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

  const pageQuery = Object.fromEntries(serializeUrlState(DEAL_URL, { ...state, page: 1 }).entries());
  const total = data?.pagination.total ?? 0;

  return (
    <div className={styles.listLayout} data-testid="deal-list" data-live={live}>
      <aside className={styles.sidebar} aria-label="딜 필터">
        <div className={styles.sidebarHead}>
          <h2 className={styles.sidebarTitle}>필터</h2>
          {chips.length > 0 && <button type="button" className={styles.textButton} onClick={resetFilters}>초기화</button>}
        </div>
        <DealFilters value={state} onChange={(patch) => set(patch)} priceLock={priceLock} unit={unit} />
      </aside>

      <div className={styles.results}>
        <div className={styles.toolbar}>
          <SearchBox label="자산명·주소·매수자·매도자 검색" placeholder="자산명, 주소, 매수자, 매도자" value={state.q} onChange={(q) => set({ q }, { replace: true })} testId="deal-search" />
          <button type="button" className={styles.filterButton} onClick={openSheet} data-testid="open-filters" aria-haspopup="dialog">
            필터{chips.length > 0 ? ` ${chips.length}` : ''}
          </button>
        </div>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite" data-testid="deal-count">{data ? `총 ${formatNumber(total)}건` : '불러오는 중…'}</p>
          <div className={styles.toolbarRight}>
            <SortSelect
              options={DEAL_SORTS.map((s) => ({ value: s, label: DEAL_SORT_LABELS[s], locked: !prices && isPriceSort(s) }))}
              value={sort}
              order={order}
              onChange={(s, o) => set({ sort: s, order: s === sort ? o : defaultOrder(s) })}
              lockedReason={prices ? undefined : lock.reason}
            />
            <ViewToggle value={view} onChange={(v) => set({ view: v }, { keepPage: true })} />
            <AreaUnitToggle />
            <ExportButton access={access} signedIn={signedIn} here={here} search={apiSearch} />
          </div>
        </div>
        <ActiveFilters filters={chips.map((c) => ({ key: c.key, label: c.label, onRemove: () => set(c.clear) }))} onClearAll={resetFilters} />
        {!prices && asksForPrices(state) && (
          <p className={styles.notice} role="status">가격 조건은 적용되지 않았어요. {lock.reason} <Link href={lock.href}>{signedIn ? '멤버십 보기' : '로그인'}</Link></p>
        )}

        {error && !data ? (
          <ErrorState title="딜 목록을 불러오지 못했습니다." retry={<Button variant="secondary" onClick={onRetry}>다시 시도</Button>} />
        ) : !data ? (
          <TableSkeleton />
        ) : data.data.length === 0 ? (
          <EmptyState title="조건에 맞는 거래가 없습니다." description="필터를 줄이거나 검색어를 바꿔 보세요." actions={<Button variant="secondary" onClick={resetFilters}>필터 초기화</Button>} />
        ) : (
          <div className={styles.resultBody} aria-busy={loading} data-loading={loading || undefined}>
            {view === 'table' ? (
              <DataTable columns={columns} rows={data.data} rowKey={(d) => d.id} label="딜 목록" caption={`딜 목록 ${formatNumber(total)}건`} testId="deal-table" rowTestId="deal-row" />
            ) : (
              <DealCards deals={data.data} prices={prices} lock={lock} />
            )}
          </div>
        )}

        {data && (
          <div className={styles.listFooter}>
            <Pagination page={data.pagination.page} pageCount={data.pagination.pages} path="/dealsheet" query={pageQuery} scroll={false} />
            <PageSizeSelect sizes={DEAL_PAGE_SIZES} value={state.size} onChange={(size) => set({ size })} />
          </div>
        )}
        {data && showNote && <MarketDataNote {...data.note} />}
      </div>

      <BottomSheet {...sheet.sheetProps} title="필터" footer={(
        <div className={styles.sheetActions}>
          <Button variant="secondary" onClick={() => setDraft({ ...draft, ...Object.fromEntries(DEAL_FILTER_KEYS.map((k) => [k, defaultUrlState(DEAL_URL)[k]])) })}>초기화</Button>
          <Button variant="primary" onClick={applyDraft} data-testid="apply-filters">적용</Button>
        </div>
      )}>
        <DealFilters value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} priceLock={priceLock} unit={unit} idPrefix="sheet" />
      </BottomSheet>
    </div>
  );
}

/** Cards (the mobile default): name, place and type, date and status, area, price or band, 평당가, cap rate, parties. */
export function DealCards({ deals, prices, lock }: { deals: DealListItem[]; prices: boolean; lock: PriceLock }) {
  const [unit] = useAreaUnit();
  return (
    <ul className={styles.cards} data-testid="deal-cards">
      {deals.map((d) => (
        <li key={d.id} className={styles.card} data-testid="deal-card">
          <div className={styles.cardHead}>
            <Link href={dealPath(d.id)} className={styles.cardTitle}>{d.assetName}</Link>
            <StatusBadge status={d.status} label={d.statusLabel} />
          </div>
          <p className={styles.meta}>{d.district} · {d.regionLabel} · {d.assetTypeLabel} · {formatDotDate(d.dealDate)}</p>
          <dl className={styles.cardFigures}>
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
}

/**
 * The list driven by the address bar: the URL is the API query, the viewer's token goes with the
 * request when signed in, and the server's guest page 1 stands in until the browser has asked.
 */
export function UrlDealList({ initial, showNote = true }: { initial: DealListResponse | null; showNote?: boolean }) {
  const { state, set, reset } = useUrlState(DEAL_URL);
  const userId = useSignedInUserId();
  const [known, setKnown] = useState<Access | null>(null);
  const [knownFor, setKnownFor] = useState<string | null | undefined>(userId);
  // The access belongs to a viewer: forget it when the viewer changes (sign-in, sign-out).
  if (knownFor !== userId) {
    setKnownFor(userId);
    setKnown(null);
  }
  const signedIn = Boolean(userId);
  const prices = known?.prices ?? signedIn;
  const apiSearch = dealApiSearch(state, prices);
  const useInitial = initial !== null && apiSearch === '' && !signedIn;

  const query = useQuery({
    queryKey: ['deals', 'list', userId ?? 'guest', apiSearch],
    queryFn: ({ signal }) => fetchDealList(apiSearch, signedIn, signal),
    enabled: userId !== undefined,
    placeholderData: (previous) => previous,
    initialData: useInitial ? initial : undefined,
    staleTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });
  const data = query.data ?? (userId === undefined && apiSearch === '' ? initial ?? undefined : undefined);
  if (query.data && query.data.access !== known && query.isPlaceholderData === false) setKnown(query.data.access);
  // A price filter the viewer may not use: drop it from the query (the notice says why).
  const refused = isApiError(query.error) && (query.error.code === 'DEAL_PRICES_TIER_REQUIRED' || query.error.status === 401);
  if (refused && known?.prices !== false) setKnown(NO_ACCESS);

  const here = `/dealsheet${urlStateSearch(DEAL_URL, state)}`;
  return (
    <DealListView
      state={state}
      set={set}
      reset={reset}
      data={data}
      loading={query.isFetching}
      error={query.isError && !refused}
      onRetry={() => void query.refetch()}
      signedIn={signedIn}
      access={data?.access ?? known ?? NO_ACCESS}
      apiSearch={apiSearch}
      here={here}
      showNote={showNote}
    />
  );
}

/** What the server renders (the guest's first page) until the address bar is read. */
export function StaticDealList({ initial, showNote = true }: { initial: DealListResponse | null; showNote?: boolean }) {
  const state = defaultUrlState(DEAL_URL);
  const noop = () => undefined;
  return (
    <DealListView state={state} set={noop} reset={noop} data={initial ?? undefined} loading={false} error={false} onRetry={noop}
      signedIn={false} access={initial?.access ?? NO_ACCESS} apiSearch="" here="/dealsheet" live={false} showNote={showNote} />
  );
}
