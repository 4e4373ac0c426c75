'use client';

import { formatNumber, formatWon, PRICE_RANGE_LABELS, PRICE_RANGES, type PriceRange } from '@spi/core';
import { useQuery } from '@/lib/query';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { fetchIndex, fetchPrices } from '../api/reits-client';
import styles from './charts.module.css';
import { TimeChart, type ChartSeries } from './time-chart';

const rebasedFormat = (v: number) => formatNumber(v, 1);

export function RangeTabs({ value, onChange, ranges = PRICE_RANGES, label }: { value: PriceRange; onChange: (r: PriceRange) => void; ranges?: readonly PriceRange[]; label: string }) {
  return (
    <div className={styles.ranges} role="radiogroup" aria-label={label}>
      {ranges.map((r) => (
        <button key={r} type="button" role="radio" aria-checked={value === r} className={clsx(styles.range, value === r && styles.rangeOn)} onClick={() => onChange(r)}>
          {PRICE_RANGE_LABELS[r]}
        </button>
      ))}
    </div>
  );
}

/** The composite K-REIT index over a selectable range (1Y arrives with the page; others load on demand). */
export function IndexChart({ initial, name }: { initial: Array<{ date: string; value: number }>; name: string }) {
  const [range, setRange] = useState<PriceRange>('1Y');
  const query = useQuery({
    queryKey: ['reits', 'index', range],
    queryFn: ({ signal }) => fetchIndex(range, signal),
    enabled: range !== '1Y',
    staleTime: 5 * 60_000,
  });
  const points = range === '1Y' ? initial : query.data?.points;
  const series = useMemo<ChartSeries[]>(() => (points ? [{ id: 'index', label: `${name} (기간 시작 = 100)`, color: 'var(--color-accent)', points, kind: 'area' }] : []), [points, name]);
  return (
    <div className={styles.figure}>
      <div className={styles.head}>
        <RangeTabs value={range} onChange={setRange} label="지수 기간" ranges={['3M', '6M', 'YTD', '1Y', '3Y', '5Y']} />
      </div>
      {points ? <TimeChart series={series} format={rebasedFormat} ariaLabel={`${name} ${PRICE_RANGE_LABELS[range]} 추이`} height={240} />
        : query.isError ? <p className={styles.loading}>지수를 불러오지 못했습니다.</p> : <div className={styles.loading}>불러오는 중…</div>}
    </div>
  );
}

/** A REIT's price, or its total return against the composite index (both 100 at the range start). */
export function ReitPriceChart({ ticker, nameKo }: { ticker: string; nameKo: string }) {
  const [range, setRange] = useState<PriceRange>('1Y');
  const [mode, setMode] = useState<'price' | 'return'>('price');
  const query = useQuery({ queryKey: ['reits', 'prices', ticker, range], queryFn: ({ signal }) => fetchPrices(ticker, range, signal), staleTime: 5 * 60_000 });
  const series = useMemo<ChartSeries[]>(() => {
    const points = query.data?.points ?? [];
    if (mode === 'price') return [{ id: 'close', label: `${nameKo} 종가 (원)`, color: 'var(--color-accent)', kind: 'area', points: points.map((p) => ({ date: p.date, value: p.close })) }];
    return [
      { id: 'tr', label: `${nameKo} 총수익 (배당 재투자)`, color: 'var(--color-accent)', points: points.map((p) => ({ date: p.date, value: p.totalReturn })) },
      { id: 'index', label: 'K-리츠 종합지수 (총수익)', color: 'var(--color-text-subtle)', dashed: true, points: points.filter((p) => p.index !== null).map((p) => ({ date: p.date, value: p.index! })) },
    ];
  }, [query.data, mode, nameKo]);
  return (
    <div className={styles.figure}>
      <div className={styles.head}>
        <div className={styles.ranges} role="radiogroup" aria-label="차트 종류">
          {(['price', 'return'] as const).map((m) => (
            <button key={m} type="button" role="radio" aria-checked={mode === m} className={clsx(styles.range, mode === m && styles.rangeOn)} onClick={() => setMode(m)}>
              {m === 'price' ? '주가' : '총수익률 vs 지수'}
            </button>
          ))}
        </div>
        <RangeTabs value={range} onChange={setRange} label="차트 기간" />
      </div>
      {query.data ? (
        <TimeChart series={series} format={mode === 'price' ? (v) => formatWon(v) : rebasedFormat} ariaLabel={`${nameKo} ${mode === 'price' ? '주가' : '총수익률'} ${PRICE_RANGE_LABELS[range]} 차트`} />
      ) : query.isError ? (
        <p className={styles.loading}>시세를 불러오지 못했습니다. <button type="button" onClick={() => query.refetch()}>다시 시도</button></p>
      ) : (
        <div className={styles.loading} aria-busy="true">차트를 불러오는 중…</div>
      )}
    </div>
  );
}
