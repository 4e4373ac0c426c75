'use client';

import clsx from 'clsx';
import {
  COMPARE_MAX, formatAmount, formatMultiple, formatNumber, formatPercent, formatSignedPercent, formatWon, formatYears, PRICE_RANGE_LABELS,
  type ExplainerKey, type MetricKey, type PriceRange, type ReitListItem,
} from '@spi/core';
import { useQuery } from '@/lib/query';
import Link from '@/components/ui/app-link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { fetchCompare } from '../api/reits-client';
import { Change, Figure } from './figures';
import { MetricInfo } from './metric-info';
import { RangeTabs } from './range-charts';
import { TimeChart, type ChartSeries } from './time-chart';
import styles from './compare.module.css';

const PALETTE = ['var(--color-accent)', 'var(--color-up)', '#12b886', '#f59f00'];
const ROWS: Array<{ key: MetricKey; explainer: ExplainerKey; label: string; format: (v: number) => string }> = [
  { key: 'marketCap', explainer: 'marketCap', label: '시가총액', format: formatAmount },
  { key: 'indicatedYield', explainer: 'indicatedYield', label: '예상 배당률', format: (v) => formatPercent(v) },
  { key: 'dividendYield', explainer: 'dividendYield', label: '배당수익률(TTM)', format: (v) => formatPercent(v) },
  { key: 'dividendGrowth', explainer: 'dividendGrowth', label: '배당성장률', format: (v) => formatSignedPercent(v, 1) },
  { key: 'pNav', explainer: 'pNav', label: 'P/NAV', format: (v) => formatMultiple(v) },
  { key: 'pFfo', explainer: 'pFfo', label: 'P/FFO', format: (v) => formatMultiple(v, 1) },
  { key: 'impliedCapRate', explainer: 'impliedCapRate', label: '내재 캡레이트', format: (v) => formatPercent(v) },
  { key: 'ltv', explainer: 'leverage', label: 'LTV', format: (v) => formatPercent(v, 1) },
  { key: 'interestCoverage', explainer: 'interestCoverage', label: '이자보상배율', format: (v) => formatMultiple(v, 1) },
  { key: 'wale', explainer: 'wale', label: 'WALE', format: formatYears },
  { key: 'occupancy', explainer: 'occupancy', label: '임대율', format: (v) => formatPercent(v, 1) },
  { key: 'return1Y', explainer: 'totalReturn', label: '1년 총수익률', format: (v) => formatSignedPercent(v) },
  { key: 'return3Y', explainer: 'totalReturn', label: '3년 총수익률', format: (v) => formatSignedPercent(v) },
];
const RANGES: PriceRange[] = ['3M', '6M', 'YTD', '1Y', '3Y', '5Y'];

/** Up to four REITs side by side: metrics and total return (100 at the range start), all in the URL. */
export function Compare({ all }: { all: Array<Pick<ReitListItem, 'ticker' | 'nameKo' | 'sectorLabel'>> }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const tickers = useMemo(() => [...new Set((params.get('tickers') ?? '').split(',').map((t) => t.trim().toUpperCase()).filter((t) => all.some((r) => r.ticker === t)))].slice(0, COMPARE_MAX), [params, all]);
  const range = (RANGES as string[]).includes(params.get('range') ?? '') ? (params.get('range') as PriceRange) : '1Y';
  const go = (next: string[], nextRange = range) => {
    const q = new URLSearchParams();
    if (next.length) q.set('tickers', next.join(','));
    if (nextRange !== '1Y') q.set('range', nextRange);
    router.replace(`${pathname}${q.size ? `?${q}` : ''}`, { scroll: false });
  };
  const query = useQuery({ queryKey: ['reits', 'compare', tickers.join(','), range], queryFn: ({ signal }) => fetchCompare(tickers, range, signal), enabled: tickers.length > 0, staleTime: 5 * 60_000 });
  const data = query.data;
  const series = useMemo<ChartSeries[]>(() => {
    if (!data) return [];
    const names = new Map(data.items.map((i) => [i.ticker, i.nameKo]));
    return [
      ...data.series.map((s, i) => ({ id: s.ticker, label: names.get(s.ticker) ?? s.ticker, color: PALETTE[i % PALETTE.length]!, points: s.points })),
      { id: 'index', label: 'K-리츠 종합지수', color: 'var(--color-text-subtle)', dashed: true, points: data.index },
    ];
  }, [data]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <nav className={styles.crumbs} aria-label="위치"><Link href="/reitsfocus">리츠포커스</Link><span aria-hidden="true">›</span><span>비교</span></nav>
        <h1 className={styles.title}>리츠 비교</h1>
        <p className={styles.lead}>최대 {COMPARE_MAX}개 리츠의 지표와 총수익률을 나란히 봅니다.</p>
      </header>

      <div className={styles.picker}>
        <ul className={styles.selected} aria-label="선택한 리츠">
          {tickers.map((t, i) => (
            <li key={t} className={styles.pill} style={{ borderColor: PALETTE[i] }}>
              <span className={styles.dot} style={{ background: PALETTE[i] }} aria-hidden="true" />
              {all.find((r) => r.ticker === t)?.nameKo}
              <button type="button" onClick={() => go(tickers.filter((x) => x !== t))} aria-label={`${all.find((r) => r.ticker === t)?.nameKo} 빼기`} className={styles.remove}>×</button>
            </li>
          ))}
        </ul>
        <label className={styles.add}>
          <span className="visually-hidden">비교할 리츠 추가</span>
          <select value="" disabled={tickers.length >= COMPARE_MAX} onChange={(e) => e.target.value && go([...tickers, e.target.value])} data-testid="compare-add">
            <option value="">{tickers.length >= COMPARE_MAX ? `최대 ${COMPARE_MAX}개까지 비교할 수 있습니다` : '+ 리츠 추가'}</option>
            {all.filter((r) => !tickers.includes(r.ticker)).map((r) => <option key={r.ticker} value={r.ticker}>{r.nameKo} ({r.sectorLabel})</option>)}
          </select>
        </label>
      </div>

      {tickers.length === 0 ? (
        <div className={styles.empty}><p>비교할 리츠를 위에서 골라 주세요.</p></div>
      ) : query.isError ? (
        <div className={styles.empty}><p>데이터를 불러오지 못했습니다.</p><button type="button" onClick={() => query.refetch()}>다시 시도</button></div>
      ) : !data ? (
        <div className={clsx(styles.empty, styles.loading)} aria-busy="true"><p>불러오는 중…</p></div>
      ) : (
        <>
          <section className={styles.card} aria-labelledby="compare-chart">
            <div className={styles.cardHead}>
              <h2 id="compare-chart" className={styles.cardTitle}>총수익률 <span className={styles.hint}>배당 재투자 · 기간 시작 = 100</span></h2>
              <RangeTabs value={range} onChange={(r) => go(tickers, r)} ranges={RANGES} label="비교 기간" />
            </div>
            <TimeChart series={series} format={(v) => formatNumber(v, 1)} ariaLabel={`총수익률 비교 ${PRICE_RANGE_LABELS[range]}`} />
          </section>
          <div className={styles.scroller} tabIndex={0} role="region" aria-label="지표 비교 표">
            <table className={styles.table} data-testid="compare-table">
              <thead>
                <tr>
                  <th scope="col">지표</th>
                  {data.items.map((r, i) => (
                    <th key={r.ticker} scope="col" className={styles.num}>
                      <Link href={`/reitsfocus/${r.ticker}`} className={styles.colName}><span className={styles.dot} style={{ background: PALETTE[i] }} aria-hidden="true" />{r.nameKo}</Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr><th scope="row">현재가</th>{data.items.map((r) => <td key={r.ticker} className={styles.num}>{formatWon(r.price)} <Change rate={r.changeRate} /></td>)}</tr>
                {ROWS.map((row) => (
                  <tr key={row.key}>
                    <th scope="row"><MetricInfo metric={row.explainer}>{row.label}</MetricInfo></th>
                    {data.items.map((r) => {
                      const m = r.metrics[row.key];
                      return <td key={r.ticker} className={styles.num}><Figure text={m.value === null ? '-' : row.format(m.value)} reason={m.reason} /></td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
