import { formatDotDate, formatNumber, type ReitSummary } from '@spi/core';
import Link from '@/components/ui/app-link';
import { Change, Sparkline } from './figures';
import { DataNote } from './data-note';
import styles from './home-data-strip.module.css';

/** The site home's data strip: the composite K-REIT index, today's movers and the next record dates. */
export function HomeDataStrip({ summary }: { summary: ReitSummary }) {
  const movers = [...summary.gainers.slice(0, 2), ...summary.losers.slice(0, 2)];
  const points = summary.index.points.slice(-63).map((p) => p.value);
  return (
    <section className={styles.strip} aria-labelledby="data-strip-title" data-testid="home-data-strip">
      <div className={styles.head}>
        <h2 id="data-strip-title" className={styles.title}><Link href="/reitsfocus">리츠포커스</Link></h2>
        <DataNote {...summary.note} />
      </div>
      <div className={styles.grid}>
        <Link href="/reitsfocus" className={styles.index}>
          <span className={styles.label}>K-리츠 종합지수</span>
          <span className={styles.value}>{formatNumber(summary.index.last, 2)}</span>
          <Change rate={summary.index.changeRate} />
          <Sparkline values={points} width={120} height={32} label="K-리츠 종합지수 3개월 추이" />
        </Link>
        <div className={styles.block}>
          <span className={styles.label}>오늘의 등락</span>
          <ul className={styles.list}>
            {movers.map((m) => (
              <li key={m.ticker}><Link href={`/reitsfocus/${m.ticker}`}>{m.nameKo}</Link><Change rate={m.changeRate} /></li>
            ))}
          </ul>
        </div>
        <div className={styles.block}>
          <span className={styles.label}>다가오는 배당기준일</span>
          <ul className={styles.list}>
            {summary.upcoming.slice(0, 4).map((e) => (
              <li key={`${e.ticker}-${e.recordDate}`}><Link href={`/reitsfocus/${e.ticker}`}>{e.nameKo}</Link><span className={styles.date}>{formatDotDate(e.recordDate)}</span></li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
