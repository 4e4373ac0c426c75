'use client';

import { formatAmount, formatEok, formatNumber, tierListLabel, type FundStatisticsResponse } from '@spi/core';
import { useQuery } from '@/lib/query';
import { ErrorState, LinesSkeleton } from '@/components/content/states';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { StackedBarChart } from '@/components/market/charts';
import { MarketDataNote } from '@/components/market/data-note';
import { LockedPanel, memberOnlyState } from '@/components/market/locked';
import { Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { fetchFundStatistics, fundQueryKeys } from '../api/funds-client';
import { STATISTICS_REASON } from '../lib/copy';
import styles from './fund-statistics.module.css';

const STATISTICS_TIERS = `${tierListLabel('funds.data')} 또는 사모펀드 권한`;
const HERE = '/fund/statistics';

export interface BarDatum { key: string; label: string; value: number; count: number }

/** Horizontal bars as a table: every row keeps its label, amount and count as text (the table is the fallback). */
export function HorizontalBars({ title, caption, data, testId }: { title: string; caption: string; data: BarDatum[]; testId?: string }) {
  const max = Math.max(0, ...data.map((d) => d.value));
  return (
    <figure className={styles.figure} data-testid={testId}>
      <table className={styles.bars}>
        <caption className="visually-hidden">{title}</caption>
        <thead className="visually-hidden"><tr><th scope="col">구분</th><th scope="col">AUM</th><th scope="col">펀드 수</th></tr></thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.key}>
              <th scope="row" className={styles.barLabel}>{d.label}</th>
              <td className={styles.barCell}>
                <span className={styles.track} aria-hidden="true"><span className={styles.bar} style={{ width: `${max > 0 ? Math.max(1, (d.value / max) * 100) : 0}%` }} /></span>
                <span className={styles.barValue}>{formatAmount(d.value)}</span>
              </td>
              <td className={styles.barCount}>{formatNumber(d.count)}개</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

export function FundStatisticsView({ data }: { data: FundStatisticsResponse }) {
  const totalAum = data.byAmc.reduce((s, d) => s + d.aumWon, 0);
  const totalFunds = data.byAmc.reduce((s, d) => s + d.count, 0);
  const vintages = [...data.vintages].sort((a, b) => a.year - b.year);
  return (
    <div className={styles.stack} data-testid="fund-statistics">
      <MarketDataNote {...data.note} />
      <dl className={styles.summary}>
        <div><dt>운용 중 펀드 AUM 합계</dt><dd>{formatAmount(totalAum)}</dd></div>
        <div><dt>운용 중 펀드</dt><dd>{formatNumber(totalFunds)}개</dd></div>
        <div><dt>설정연도 범위</dt><dd>{vintages.length ? `${vintages[0]!.year}~${vintages.at(-1)!.year}년` : '-'}</dd></div>
      </dl>

      <section className={styles.section} aria-labelledby="stats-amc">
        <h2 id="stats-amc" className={styles.sectionTitle}>운용사별 AUM</h2>
        <HorizontalBars title="운용사별 AUM (운용 중 펀드)" testId="stats-by-amc"
          caption="운용 중인 펀드의 AUM 합계입니다. AUM 상위 12개 운용사를 보여 주고 나머지는 '기타'로 합쳤습니다."
          data={data.byAmc.map((d) => ({ key: d.amc, label: d.amc, value: d.aumWon, count: d.count }))} />
      </section>

      <section className={styles.section} aria-labelledby="stats-strategy">
        <h2 id="stats-strategy" className={styles.sectionTitle}>투자 전략별 AUM</h2>
        <HorizontalBars title="투자 전략별 AUM (운용 중 펀드)" testId="stats-by-strategy"
          caption="운용 중인 펀드의 AUM을 투자 전략(코어, 코어플러스, 밸류애드, 오퍼튜니스틱, 개발형)별로 합쳤습니다."
          data={data.byStrategy.map((d) => ({ key: d.key, label: d.label, value: d.aumWon, count: d.count }))} />
      </section>

      <section className={styles.section} aria-labelledby="stats-vintage">
        <h2 id="stats-vintage" className={styles.sectionTitle}>설정연도별 펀드 수와 설정원본</h2>
        <StackedBarChart
          title="설정연도별 설정원본 (괄호 안은 펀드 수)"
          testId="stats-vintages"
          categories={vintages.map((v) => `${String(v.year).slice(2)}년`)}
          longCategories={vintages.map((v) => `${v.year}년`)}
          series={[{ key: 'principal', label: '설정원본', values: vintages.map((v) => v.originalPrincipalWon), counts: vintages.map((v) => v.count) }]}
          format={(v) => formatAmount(v)}
          axisFormat={(v) => formatEok(v)}
        />
        <StackedBarChart
          title="설정연도별 펀드 수"
          testId="stats-vintage-counts"
          height={200}
          categories={vintages.map((v) => `${String(v.year).slice(2)}년`)}
          longCategories={vintages.map((v) => `${v.year}년`)}
          series={[{ key: 'count', label: '펀드 수', values: vintages.map((v) => v.count) }]}
          format={(v) => `${formatNumber(v)}개`}
        />
        <p className={styles.caption}>청산된 펀드를 포함해 설정일이 속한 해로 모았습니다. 막대에 마우스를 올리거나 화살표 키로 연도별 펀드 수를 볼 수 있습니다.</p>
      </section>
    </div>
  );
}

/** /fund/statistics: the charts with funds.view, else a locked panel that says who may see them. */
export function FundStatistics() {
  const userId = useSignedInUserId();
  const query = useQuery({
    queryKey: fundQueryKeys.statistics(userId ?? null),
    queryFn: ({ signal }) => fetchFundStatistics(signal),
    enabled: typeof userId === 'string',
    staleTime: 60_000,
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });

  const before = memberOnlyState({
    userId,
    query,
    locked: (signedIn) => <LockedPanel title="사모펀드 통계는 멤버십 전용이에요" description={STATISTICS_REASON} tiers={STATISTICS_TIERS} signedIn={signedIn} redirect={HERE} testId="fund-statistics-locked" />,
    skeleton: <LinesSkeleton lines={8} screen />,
  });
  if (before) return before;
  if (query.isError || !query.data) {
    return <ErrorState title="통계를 불러오지 못했습니다." retry={<Button variant="secondary" onClick={() => void query.refetch()}>다시 시도</Button>} />;
  }
  return <FundStatisticsView data={query.data} />;
}
