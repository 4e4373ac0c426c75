import clsx from 'clsx';
import {
  formatAmount, formatDotDate, formatMultiple, formatNumber, formatPercent, formatWon,
  type ReitListItem, type ReitSummary,
} from '@spi/core';
import Link from '@/components/ui/app-link';
import { ArticleCard } from '@/components/content/article-card';
import { Change } from './figures';
import { MetricInfo } from './metric-info';
import { IndexChart } from './range-charts';
import { UrlScreener } from './screener';
import { DataNote } from './data-note';
import styles from './reits-home.module.css';

const EVENT_LABEL = { REGULAR: '정기', SPECIAL: '특별', EXPECTED: '예정' } as const;

/** The 리츠포커스 home: market summary, index, dividend calendar, movers, 주목도, sectors, articles and the screener. */
export function ReitsHome({ summary, rows }: { summary: ReitSummary; rows: ReitListItem[] }) {
  const { averages: a, index } = summary;
  const month = Number(summary.calendar.month.slice(5, 7));
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div>
          <p className={styles.eyebrow}>리츠포커스</p>
          <h1 className={styles.title}>상장 리츠의 시세, 배당, 밸류에이션을 한눈에</h1>
        </div>
        <div className={styles.heroSide}>
          <Link href="/reitsfocus/export" className={styles.more}>리츠 데이터 내보내기 (멤버십)</Link>
          <DataNote {...summary.note} />
        </div>
      </header>

      <section className={styles.stats} aria-label="시장 요약">
        <div className={styles.stat}>
          <span className={styles.statLabel}>K-리츠 종합지수</span>
          <strong className={styles.statValue}>{formatNumber(index.last, 2)}</strong>
          <span className={styles.statSub}><Change rate={index.changeRate} amount={undefined} /> 전일 대비</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}><MetricInfo metric="marketCap">시가총액 합계</MetricInfo></span>
          <strong className={styles.statValue}>{formatAmount(summary.totalMarketCap)}</strong>
          <span className={styles.statSub}>{summary.count}개 상장 리츠</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}><MetricInfo metric="avgIndicatedYield" context={{ value: formatPercent(a.indicatedYield.capWeighted.value), valueLabel: '시가총액 가중', peers: [{ label: `단순평균 (${a.indicatedYield.count}개)`, text: formatPercent(a.indicatedYield.simple.value) }] }}>평균 예상 배당률</MetricInfo></span>
          <strong className={styles.statValue}>{formatPercent(a.indicatedYield.capWeighted.value)}</strong>
          <span className={styles.statSub}>시가총액 가중 · 단순 {formatPercent(a.indicatedYield.simple.value)}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}><MetricInfo metric="avgPNav" context={{ value: formatMultiple(a.pNav.capWeighted.value), valueLabel: '시가총액 가중', peers: [{ label: `단순평균 (${a.pNav.count}개)`, text: formatMultiple(a.pNav.simple.value) }] }}>평균 P/NAV</MetricInfo></span>
          <strong className={styles.statValue}>{formatMultiple(a.pNav.capWeighted.value)}</strong>
          <span className={styles.statSub}>시가총액 가중 · 단순 {formatMultiple(a.pNav.simple.value)}</span>
        </div>
      </section>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="index-title">
          <h2 id="index-title" className={styles.cardTitle}>K-리츠 종합지수 <span className={styles.cardHint}>시가총액 가중 총수익 · 기간 시작 = 100</span></h2>
          <IndexChart initial={index.points} name="K-리츠 종합지수" />
        </section>

        <section className={styles.card} aria-labelledby="calendar-title">
          <h2 id="calendar-title" className={styles.cardTitle}>{month}월 배당 일정</h2>
          {summary.calendar.events.length === 0 ? <p className={styles.empty}>이번 달 배당 일정이 없습니다.</p> : (
            <ul className={styles.calendar}>
              {summary.calendar.events.slice(0, 10).map((e) => (
                <li key={`${e.ticker}-${e.recordDate}-${e.kind}`}>
                  <Link href={`/reitsfocus/${e.ticker}`} className={styles.eventName}>{e.nameKo}</Link>
                  <span className={styles.eventKind} data-kind={e.kind}>{EVENT_LABEL[e.kind]}</span>
                  <span className={styles.eventDates}>
                    기준일 {formatDotDate(e.recordDate)}{e.kind !== 'EXPECTED' && <> · 배당락 {formatDotDate(e.exDate)}</>}{e.paymentDate && <> · 지급 {formatDotDate(e.paymentDate)}</>}
                  </span>
                  <span className={styles.eventDps}>{e.dps === null ? '미정' : `주당 ${formatWon(e.dps)}`}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <div className={styles.triple}>
        <section className={styles.card} aria-labelledby="movers-title">
          <h2 id="movers-title" className={styles.cardTitle}>오늘의 등락 <span className={styles.cardHint}>{formatDotDate(summary.note.asOf)} 종가</span></h2>
          <div className={styles.movers}>
            {[{ title: '상승', list: summary.gainers }, { title: '하락', list: summary.losers }].map(({ title, list }) => (
              <div key={title}>
                <h3 className={styles.subTitle}>{title}</h3>
                {list.length === 0 ? <p className={styles.empty}>없음</p> : (
                  <ol className={styles.rank}>
                    {list.map((m) => (
                      <li key={m.ticker}>
                        <Link href={`/reitsfocus/${m.ticker}`}>{m.nameKo}</Link>
                        <Change rate={m.changeRate} />
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            ))}
          </div>
        </section>
        <section className={styles.card} aria-labelledby="viewed-title">
          <h2 id="viewed-title" className={styles.cardTitle}>주목도 <span className={styles.cardHint}>최근 7일 조회</span></h2>
          <ol className={styles.rank}>
            {summary.mostViewed.map((m) => (
              <li key={m.ticker}>
                <Link href={`/reitsfocus/${m.ticker}`}>{m.nameKo}</Link>
                <span className={styles.muted}>{m.views > 0 ? `${formatNumber(m.views)}회` : m.sectorLabel}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.card} aria-labelledby="sectors-title">
          <h2 id="sectors-title" className={styles.cardTitle}>섹터 비중 <span className={styles.cardHint}>시가총액 기준</span></h2>
          <ul className={styles.sectors}>
            {summary.sectors.map((s) => (
              <li key={s.sector}>
                <span className={styles.sectorName}>{s.label} <span className={styles.muted}>{s.count}개</span></span>
                <span className={styles.sectorBar} aria-hidden="true"><span style={{ width: `${Math.max(2, s.share * 100)}%` }} /></span>
                <span className={styles.sectorShare}>{formatPercent(s.share, 1)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={clsx(styles.section, styles.screenerSection, 'offscreen-lazy')} aria-labelledby="screener-title">
        <div className={styles.sectionHead}>
          <h2 id="screener-title" className={styles.sectionTitle}>리츠 스크리너</h2>
          <Link href="/reitsfocus/compare" className={styles.more}>리츠 비교하기</Link>
        </div>
        <UrlScreener rows={rows} />
      </section>

      {summary.articles.length > 0 && (
        <section className={clsx(styles.section, styles.articlesSection, 'offscreen-lazy')} aria-labelledby="articles-title">
          <div className={styles.sectionHead}>
            <h2 id="articles-title" className={styles.sectionTitle}>리츠 최신 기사</h2>
            <Link href="/article/tag/리츠" className={styles.more}>더 보기</Link>
          </div>
          <div className={styles.articles}>
            {summary.articles.slice(0, 3).map((article) => <ArticleCard key={article.articleId} article={article} layout="responsive" dense />)}
          </div>
        </section>
      )}

      <p className={styles.disclaimer}>리츠포커스의 정보는 투자 권유가 아니며, 데이터의 정확성과 적시성을 보장하지 않습니다. 지표의 계산 방법은 각 지표 이름을 눌러 확인할 수 있습니다.</p>
    </div>
  );
}
