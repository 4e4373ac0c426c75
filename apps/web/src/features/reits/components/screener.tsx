'use client';

import {
  formatAmount, formatDotDate, formatMultiple, formatNumber, formatPercent, formatSignedPercent, formatWon, formatYears, REIT_SECTOR_LABELS, REIT_SECTORS,
  type ExplainerKey, type MetricDto, type ReitListItem,
  compareKorean,
} from '@spi/core';
import { createSortedRowModel, rowSortingFeature, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import { usePathname, useRouter } from 'next/navigation';
import { useStaticSearchParams } from '@/lib/use-static-search-params';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  COLUMN_SET_LABELS, COLUMN_SETS, DEFAULT_SCREENER, filterRows, isFiltered, parseScreenerState, screenerSearch, sortValue,
  type ColumnSet, type ScreenerState, type SortKey,
} from '../lib/screener-state';
import { Change, Figure, Sparkline } from './figures';
import { MetricInfo } from './metric-info';
import styles from './screener.module.css';

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });

interface ColumnSpec {
  key: SortKey | 'sparkline';
  header: string;
  explainer?: ExplainerKey;
  cell: (row: ReitListItem) => ReactNode;
}

const metric = (m: MetricDto, format: (v: number) => string) => <Figure text={m.value === null ? '-' : format(m.value)} reason={m.reason} />;
const signed = (m: MetricDto) => (m.value === null ? <Figure text="-" reason={m.reason} /> : <Change rate={m.value} />);

const SPECS: Record<string, ColumnSpec> = {
  price: { key: 'price', header: '현재가', cell: (r) => <Figure text={formatWon(r.price)} /> },
  changeRate: { key: 'changeRate', header: '등락률', cell: (r) => <Change rate={r.changeRate} /> },
  marketCap: { key: 'marketCap', header: '시가총액', explainer: 'marketCap', cell: (r) => metric(r.metrics.marketCap, formatAmount) },
  volume: { key: 'volume', header: '거래량', cell: (r) => <Figure text={r.volume === null ? '-' : `${formatNumber(r.volume)}주`} /> },
  turnover: { key: 'turnover', header: '회전율(1개월)', explainer: 'turnover', cell: (r) => metric(r.metrics.turnover, (v) => formatPercent(v)) },
  sparkline: { key: 'sparkline', header: '3개월 추이', cell: (r) => <Sparkline values={r.sparkline} label={`${r.nameKo} 3개월 주가 추이 ${formatSignedPercent(r.sparkline.length > 1 ? r.sparkline.at(-1)! / r.sparkline[0]! - 1 : null)}`} /> },
  indicatedYield: { key: 'indicatedYield', header: '예상 배당률', explainer: 'indicatedYield', cell: (r) => metric(r.metrics.indicatedYield, (v) => formatPercent(v)) },
  dividendYield: { key: 'dividendYield', header: '배당수익률(TTM)', explainer: 'dividendYield', cell: (r) => metric(r.metrics.dividendYield, (v) => formatPercent(v)) },
  dividendGrowth: { key: 'dividendGrowth', header: '배당성장률', explainer: 'dividendGrowth', cell: (r) => signed(r.metrics.dividendGrowth) },
  nextRecordDate: { key: 'nextRecordDate', header: '다음 배당기준일', cell: (r) => <Figure text={formatDotDate(r.nextRecordDate)} /> },
  pNav: { key: 'pNav', header: 'P/NAV', explainer: 'pNav', cell: (r) => metric(r.metrics.pNav, (v) => formatMultiple(v)) },
  navPremium: { key: 'navPremium', header: 'NAV 대비', explainer: 'priceToNav', cell: (r) => metric(r.metrics.navPremium, (v) => formatSignedPercent(v, 1)) },
  pFfo: { key: 'pFfo', header: 'P/FFO', explainer: 'pFfo', cell: (r) => metric(r.metrics.pFfo, (v) => formatMultiple(v, 1)) },
  impliedCapRate: { key: 'impliedCapRate', header: '내재 캡레이트', explainer: 'impliedCapRate', cell: (r) => metric(r.metrics.impliedCapRate, (v) => formatPercent(v)) },
  ltv: { key: 'ltv', header: 'LTV', explainer: 'leverage', cell: (r) => metric(r.metrics.ltv, (v) => formatPercent(v, 1)) },
  debtToAssets: { key: 'debtToAssets', header: '부채/자산', explainer: 'leverage', cell: (r) => metric(r.metrics.debtToAssets, (v) => formatPercent(v, 1)) },
  interestCoverage: { key: 'interestCoverage', header: '이자보상배율', explainer: 'interestCoverage', cell: (r) => metric(r.metrics.interestCoverage, (v) => formatMultiple(v, 1)) },
  netDebtToEbitda: { key: 'netDebtToEbitda', header: '순차입금/EBITDA', explainer: 'netDebtToEbitda', cell: (r) => metric(r.metrics.netDebtToEbitda, (v) => formatMultiple(v, 1)) },
  expenseRatio: { key: 'expenseRatio', header: '비용비율', explainer: 'expenseRatio', cell: (r) => metric(r.metrics.expenseRatio, (v) => formatPercent(v)) },
  wale: { key: 'wale', header: 'WALE', explainer: 'wale', cell: (r) => metric(r.metrics.wale, formatYears) },
  occupancy: { key: 'occupancy', header: '임대율', explainer: 'occupancy', cell: (r) => metric(r.metrics.occupancy, (v) => formatPercent(v, 1)) },
  return1M: { key: 'return1M', header: '1개월', explainer: 'totalReturn', cell: (r) => signed(r.metrics.return1M) },
  return3M: { key: 'return3M', header: '3개월', explainer: 'totalReturn', cell: (r) => signed(r.metrics.return3M) },
  returnYTD: { key: 'returnYTD', header: '연초 이후', explainer: 'totalReturn', cell: (r) => signed(r.metrics.returnYTD) },
  return1Y: { key: 'return1Y', header: '1년', explainer: 'totalReturn', cell: (r) => signed(r.metrics.return1Y) },
  return3Y: { key: 'return3Y', header: '3년', explainer: 'totalReturn', cell: (r) => signed(r.metrics.return3Y) },
};

export const COLUMN_SET_KEYS: Record<ColumnSet, string[]> = {
  price: ['price', 'changeRate', 'marketCap', 'volume', 'turnover', 'sparkline'],
  dividend: ['price', 'changeRate', 'indicatedYield', 'dividendYield', 'dividendGrowth', 'nextRecordDate'],
  valuation: ['price', 'changeRate', 'pNav', 'navPremium', 'pFfo', 'impliedCapRate'],
  financial: ['ltv', 'debtToAssets', 'interestCoverage', 'netDebtToEbitda', 'expenseRatio', 'wale', 'occupancy'],
  returns: ['price', 'return1M', 'return3M', 'returnYTD', 'return1Y', 'return3Y'],
};

function buildColumns(view: ColumnSet) {
  const name = {
    id: 'nameKo',
    header: '종목',
    accessorFn: (r: ReitListItem) => r.nameKo,
    sortUndefined: 'last' as const,
    cell: ({ row }: { row: { original: ReitListItem } }) => (
      <Link href={`/reitsfocus/${row.original.ticker}`} className={styles.name}>
        <span className={styles.nameKo}>{row.original.nameKo}</span>
        <span className={styles.meta}>{row.original.ticker} · {row.original.sectorLabel}</span>
      </Link>
    ),
  };
  const rest = COLUMN_SET_KEYS[view].map((id) => {
    const spec = SPECS[id]!;
    return {
      id,
      header: spec.header,
      accessorFn: (r: ReitListItem) => (spec.key === 'sparkline' ? undefined : sortValue(r, spec.key) ?? undefined),
      enableSorting: spec.key !== 'sparkline',
      sortUndefined: 'last' as const,
      cell: ({ row }: { row: { original: ReitListItem } }) => spec.cell(row.original),
    };
  });
  return [name, ...rest];
}

const COLUMNS_BY_VIEW = Object.fromEntries(COLUMN_SETS.map((v) => [v, buildColumns(v)])) as Record<ColumnSet, ReturnType<typeof buildColumns>>;

interface TableProps {
  rows: ReitListItem[];
  state: ScreenerState;
  onChange?: (next: ScreenerState) => void;
}

/**
 * The screener itself: column-set tabs, filters and the sortable table, for a given state. Memoised: when hydration
 * ends on an address without a query, its props are the same and it does not render again (ADR 041).
 */
export const ScreenerView = memo(function ScreenerView({ rows, state, onChange }: TableProps) {
  const update = (patch: Partial<ScreenerState>) => onChange?.({ ...state, ...patch });
  const filtered = useMemo(() => filterRows(rows, state), [rows, state]);
  const sorting: SortingState = useMemo(() => [{ id: state.sort, desc: state.dir === 'desc' }], [state.sort, state.dir]);
  const columns = COLUMNS_BY_VIEW[state.view];
  const table = useTable({
    features,
    columns: columns as never,
    data: filtered,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) update({ sort: first.id as SortKey, dir: first.desc ? 'desc' : 'asc' });
      else update({ dir: state.dir === 'desc' ? 'asc' : 'desc' });
    },
    enableSortingRemoval: false,
    getRowId: (r: ReitListItem) => r.ticker,
  });
  const amcs = useMemo(() => [...new Set(rows.map((r) => r.amc))].sort(compareKorean), [rows]);
  const [filtersOpen, setFiltersOpen] = useState(isFiltered(state));

  return (
    <div className={styles.screener} data-testid="screener">
      <div className={styles.toolbar}>
        <div className={styles.tabs} role="tablist" aria-label="지표 묶음">
          {COLUMN_SETS.map((v) => (
            <button key={v} type="button" role="tab" aria-selected={state.view === v} className={clsx(styles.tab, state.view === v && styles.tabActive)} onClick={() => update({ view: v })}>
              {COLUMN_SET_LABELS[v]}
            </button>
          ))}
        </div>
        <button type="button" className={styles.filterToggle} aria-expanded={filtersOpen} aria-controls="screener-filters" onClick={() => setFiltersOpen((o) => !o)}>
          필터{isFiltered(state) ? ' · 적용 중' : ''}
        </button>
      </div>

      {filtersOpen && (
        <fieldset id="screener-filters" className={styles.filters}>
          <legend className="visually-hidden">리츠 필터</legend>
          <div className={styles.filterRow} role="group" aria-label="섹터">
            <span className={styles.filterLabel}>섹터</span>
            <div className={styles.chips}>
              {REIT_SECTORS.map((s) => {
                const on = state.sectors.includes(s);
                return (
                  <button key={s} type="button" aria-pressed={on} className={clsx(styles.chip, on && styles.chipOn)}
                    onClick={() => update({ sectors: on ? state.sectors.filter((x) => x !== s) : [...state.sectors, s] })}>
                    {REIT_SECTOR_LABELS[s]}
                  </button>
                );
              })}
            </div>
          </div>
          <div className={styles.filterGrid}>
            <label className={styles.field}>
              <span className={styles.filterLabel}>AMC</span>
              <select value={state.amc ?? ''} onChange={(e) => update({ amc: e.target.value || null })}>
                <option value="">전체</option>
                {amcs.map((a) => <option key={a} value={a}>{a}</option>)}
              </select>
            </label>
            <RangeField label="예상 배당률 (%)" min={state.yieldMin} max={state.yieldMax} step={0.5} onChange={(min, max) => update({ yieldMin: min, yieldMax: max })} />
            <RangeField label="P/NAV (배)" min={state.pnavMin} max={state.pnavMax} step={0.05} onChange={(min, max) => update({ pnavMin: min, pnavMax: max })} />
            <label className={styles.field}>
              <span className={styles.filterLabel}>시가총액 (억원 이상)</span>
              <input type="number" inputMode="numeric" min={0} step={500} value={state.capMin ?? ''} placeholder="예: 1000"
                onChange={(e) => update({ capMin: e.target.value === '' ? null : Math.max(0, Number(e.target.value)) })} />
            </label>
          </div>
          {isFiltered(state) && (
            <button type="button" className={styles.reset} onClick={() => update({ ...DEFAULT_SCREENER, view: state.view, sort: state.sort, dir: state.dir })}>필터 초기화</button>
          )}
        </fieldset>
      )}

      <p className={styles.count} aria-live="polite">{filtered.length === rows.length ? `${rows.length}개 리츠` : `${rows.length}개 중 ${filtered.length}개`}</p>

      {filtered.length === 0 ? (
        <div className={styles.empty}>
          <p>조건에 맞는 리츠가 없습니다.</p>
          <button type="button" className={styles.reset} onClick={() => update({ ...DEFAULT_SCREENER, view: state.view })}>필터 초기화</button>
        </div>
      ) : (
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="리츠 목록 표 (가로로 스크롤할 수 있습니다)">
          <table className={styles.table}>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const id = header.column.id;
                    const spec = SPECS[id];
                    const sortable = header.column.getCanSort();
                    const sorted = header.column.getIsSorted();
                    return (
                      <th key={header.id} scope="col" className={clsx(id === 'nameKo' ? styles.sticky : styles.numeric)}
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                        <span className={styles.headCell}>
                          {sortable ? (
                            <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()} data-testid={`sort-${id}`}>
                              {id === 'nameKo' ? '종목' : spec?.header}
                              <span aria-hidden="true" className={styles.sortMark}>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}</span>
                            </button>
                          ) : (spec?.header)}
                          {spec?.explainer && <MetricInfo metric={spec.explainer} className={styles.headInfo}><span className="visually-hidden">{spec.header}</span></MetricInfo>}
                        </span>
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-ticker={row.original.ticker}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cell.column.id === 'nameKo' ? styles.sticky : styles.numeric}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
});

function RangeField({ label, min, max, step, onChange }: { label: string; min: number | null; max: number | null; step: number; onChange: (min: number | null, max: number | null) => void }) {
  const parse = (v: string) => (v === '' ? null : Math.max(0, Number(v)));
  return (
    <div className={styles.field} role="group" aria-label={label}>
      <span className={styles.filterLabel}>{label}</span>
      <span className={styles.range}>
        <input type="number" inputMode="decimal" step={step} min={0} value={min ?? ''} placeholder="최소" aria-label={`${label} 최소`} onChange={(e) => onChange(parse(e.target.value), max)} />
        <span aria-hidden="true">~</span>
        <input type="number" inputMode="decimal" step={step} min={0} value={max ?? ''} placeholder="최대" aria-label={`${label} 최대`} onChange={(e) => onChange(min, parse(e.target.value))} />
      </span>
    </div>
  );
}

/** The screener driven by the address bar: every change replaces the URL, so a view can be shared. */
export function UrlScreener({ rows }: { rows: ReitListItem[] }) {
  const { params } = useStaticSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => parseScreenerState(params), [params]);
  const onChange = useCallback((next: ScreenerState) => {
    router.replace(`${pathname}${screenerSearch(next)}`, { scroll: false });
  }, [router, pathname]);
  return <ScreenerView rows={rows} state={state} onChange={onChange} />;
}
