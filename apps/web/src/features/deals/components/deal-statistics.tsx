'use client';

import {
  formatAmount, formatDotDate, formatNumber, formatPercent, quarterLabel, quarterShortLabel, type DealListItem, type DealStatisticsResponse,
} from '@spi/core';
import { useQuery } from '@/lib/query';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { LinesSkeleton, ErrorState } from '@/components/content/states';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { formatArea, formatPricePerPyeong, useAreaUnit } from '@/components/market/area-unit';
import { MultiLineChart, StackedBarChart, type ChartSeriesData } from '@/components/market/charts';
import { MarketDataNote } from '@/components/market/data-note';
import { DataTable, type DataColumn } from '@/components/market/data-table';
import { LockedPanel, memberOnlyState } from '@/components/market/locked';
import { field, useUrlState } from '@/components/market/url-state';
import { Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { fetchDealStatistics } from '../api/deals-client';
import { STATISTICS_TIERS, StatusBadge } from './deal-cells';
import { dealPath } from './deal-list';
import styles from './deal-statistics.module.css';

const STAT_URL = { year: field.number(2000, 2100) };

/** Axis labels: '1.2조', '3,500억', '0'. */
export function compactAmount(won: number): string {
  if (won === 0) return '0';
  if (Math.abs(won) >= 1e12) return `${formatNumber(won / 1e12, 1)}조`;
  return `${formatNumber(Math.round(won / 1e8))}억`;
}
const compactPerPyeong = (won: number) => `${formatNumber(Math.round(won / 1e4))}만`;
const percent1 = (v: number) => formatPercent(v, 1);

const toSeries = (s: DealStatisticsResponse['volumeByType'][number]): ChartSeriesData => ({ key: s.key, label: s.label, values: s.values, counts: s.counts });

function Card({ id, title, caption, children }: { id: string; title: string; caption: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid={`stat-${id}`}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>{title}</h2>
        <p className={styles.caption}>{caption}</p>
      </div>
      {children}
    </section>
  );
}

/** The charts and the largest-deals table for a statistics answer. */
export function DealStatisticsView({ data, year, onYear }: { data: DealStatisticsResponse; year: number | null; onYear: (year: number | null) => void }) {
  const [unit] = useAreaUnit();
  const categories = data.quarters.map(quarterShortLabel);
  const longCategories = data.quarters.map(quarterLabel);
  const common = { categories, longCategories };
  const columns: Array<DataColumn<DealListItem & { rank: number }>> = [
    { id: 'name', header: '자산명', cell: (d) => <Link href={dealPath(d.id)} className={styles.assetLink}><span className={styles.rank}>{d.rank}</span>{d.assetName}</Link> },
    { id: 'date', header: '거래일', cell: (d) => formatDotDate(d.dealDate) },
    { id: 'type', header: '유형', cell: (d) => d.assetTypeLabel },
    { id: 'region', header: '권역', cell: (d) => d.regionLabel },
    { id: 'price', header: '거래가', numeric: true, cell: (d) => formatAmount(d.priceWon) },
    { id: 'gfa', header: '연면적', numeric: true, cell: (d) => formatArea(d.gfaSqm, unit) },
    { id: 'ppp', header: '평당가', numeric: true, cell: (d) => formatPricePerPyeong(d.pricePerPyeongWon) },
    { id: 'cap', header: '캡레이트', numeric: true, cell: (d) => (d.capRate === null ? '-' : formatPercent(d.capRate, 1)) },
    { id: 'buyer', header: '매수자', cell: (d) => d.buyer },
    { id: 'seller', header: '매도자', cell: (d) => d.seller },
    { id: 'status', header: '상태', cell: (d) => <StatusBadge status={d.status} label={d.statusLabel} /> },
  ];
  const shownYear = year ?? data.largest.year;
  return (
    <div className={styles.grid}>
      <MarketDataNote {...data.note} />
      <Card id="volume-type" title="분기별 거래 규모 · 자산 유형별" caption="완료된 거래의 거래가 합계(거래일 기준 분기). 거래가가 공개되지 않은 거래는 합계에서 빠지고 건수에는 들어갑니다. 지분 거래는 거래된 지분의 가격입니다.">
        <StackedBarChart {...common} series={data.volumeByType.map(toSeries)} format={formatAmount} axisFormat={compactAmount} title="분기별 거래 규모 (자산 유형별, 원)" testId="chart-volume-type" />
      </Card>
      <Card id="volume-region" title="분기별 거래 규모 · 권역별" caption="완료된 거래의 거래가 합계를 권역별로 나눈 값입니다.">
        <StackedBarChart {...common} series={data.volumeByRegion.map(toSeries)} format={formatAmount} axisFormat={compactAmount} title="분기별 거래 규모 (권역별, 원)" testId="chart-volume-region" />
      </Card>
      <Card id="office-ppp" title="오피스 평당가 추이 · 권역별" caption="완료된 오피스 거래 중 거래가와 연면적이 공개된 거래의 평균 평당가(만원/평, 연면적 기준). 일부 지분 거래는 100%로 환산했습니다. 거래가 없는 분기는 비워 둡니다.">
        <MultiLineChart {...common} series={data.officePricePerPyeong.map(toSeries)} format={formatPricePerPyeong} axisFormat={compactPerPyeong} title="오피스 평균 평당가 (권역별, 만원/평)" testId="chart-office-ppp" />
      </Card>
      <Card id="cap-rate" title="캡레이트 추이 · 자산 유형별" caption="완료된 거래 중 캡레이트가 공개된 거래의 단순 평균(%)입니다.">
        <MultiLineChart {...common} series={data.capRateByType.map(toSeries)} format={percent1} axisFormat={percent1} title="평균 캡레이트 (자산 유형별, %)" testId="chart-cap-rate" />
      </Card>
      <section className={styles.card} aria-labelledby="largest-title" data-testid="stat-largest">
        <div className={styles.cardHead}>
          <h2 id="largest-title" className={styles.cardTitle}>{data.largest.year}년 대형 거래</h2>
          <label className={styles.yearSelect}>
            <span>연도</span>
            <select value={shownYear} onChange={(e) => onYear(Number(e.target.value))} data-testid="largest-year">
              {[...data.years].sort((a, b) => b - a).map((y) => <option key={y} value={y}>{y}년</option>)}
            </select>
          </label>
        </div>
        <p className={styles.caption}>그해 완료된 거래 중 거래가가 큰 순서로 10건입니다.</p>
        {data.largest.data.length === 0
          ? <p className={styles.caption}>이 해에 완료된 거래가 없습니다.</p>
          : <DataTable columns={columns} rows={data.largest.data.map((d, i) => ({ ...d, rank: i + 1 }))} rowKey={(d) => d.id} label={`${data.largest.year}년 대형 거래`} testId="largest-table" />}
      </section>
    </div>
  );
}

/** Statistics for the statistics tiers; a locked panel (with the tiers and the way in) for everyone else. */
export function DealStatistics() {
  const userId = useSignedInUserId();
  const { state, set } = useUrlState(STAT_URL);
  const query = useQuery({
    queryKey: ['deals', 'statistics', userId ?? 'guest', state.year],
    queryFn: ({ signal }) => fetchDealStatistics(state.year, signal),
    enabled: Boolean(userId),
    placeholderData: (previous) => previous,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  const before = memberOnlyState({
    userId,
    query,
    locked: (signedIn) => (
      <LockedPanel
        title="거래 통계는 멤버십 전용이에요"
        description="분기별 거래 규모(자산 유형별·권역별), 오피스 평당가 추이, 캡레이트 추이, 연도별 대형 거래를 차트와 표로 볼 수 있고, 딜 목록을 엑셀로 내려받을 수 있어요."
        tiers={STATISTICS_TIERS}
        signedIn={signedIn}
        redirect="/dealsheet/statistics"
        testId="statistics-locked"
      />
    ),
    skeleton: <LinesSkeleton lines={8} screen />,
  });
  if (before) return before;
  if (query.isError || !query.data) {
    return <ErrorState title="거래 통계를 불러오지 못했습니다." retry={<Button variant="secondary" onClick={() => void query.refetch()}>다시 시도</Button>} />;
  }
  return <DealStatisticsView data={query.data} year={state.year} onYear={(year) => set({ year })} />;
}
