import {
  formatAmount, formatDotDate, formatEok, formatMultiple, formatNumber, formatPercent, formatPyeong, formatSignedPercent, formatSqm, formatWon, formatYears,
  METRIC_EXPLAINERS, type ExplainerKey, type GlossaryTerm, type MetricDto, type MetricKey, type ReitDetail,
} from '@spi/core';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { ArticleCard } from '@/components/content/article-card';
import { ShareBar } from '@/components/content/share-bar';
import { BarChart } from './bar-chart';
import { Change, Figure } from './figures';
import { GlossaryChips } from './glossary-chips';
import { MetricInfo, type MetricContext } from './metric-info';
import { ReitPriceChart } from './range-charts';
import { DownloadButton, ReitViewCounter } from './reit-actions';
import { assetPath } from '../lib/reit-seo';
import { DataNote } from './data-note';
import styles from './reit-page.module.css';

type Format = (v: number) => string;

interface Row { key: MetricKey; explainer: ExplainerKey; label: string; format: Format }

const VALUATION_ROWS: Row[] = [
  { key: 'pNav', explainer: 'pNav', label: 'P/NAV', format: (v) => formatMultiple(v) },
  { key: 'navPremium', explainer: 'priceToNav', label: 'NAV 대비 할인·할증', format: (v) => formatSignedPercent(v, 1) },
  { key: 'pFfo', explainer: 'pFfo', label: 'P/FFO', format: (v) => formatMultiple(v, 1) },
  { key: 'dividendYield', explainer: 'dividendYield', label: '배당수익률 (TTM)', format: (v) => formatPercent(v) },
  { key: 'indicatedYield', explainer: 'indicatedYield', label: '예상 배당수익률', format: (v) => formatPercent(v) },
  { key: 'impliedCapRate', explainer: 'impliedCapRate', label: '내재 캡레이트', format: (v) => formatPercent(v) },
  { key: 'turnover', explainer: 'turnover', label: '회전율 (1개월)', format: (v) => formatPercent(v) },
];

const BALANCE_ROWS: Row[] = [
  { key: 'ltv', explainer: 'leverage', label: 'LTV (차입금/감정평가액)', format: (v) => formatPercent(v, 1) },
  { key: 'debtToAssets', explainer: 'leverage', label: '부채비율 (차입금/자산총계)', format: (v) => formatPercent(v, 1) },
  { key: 'interestCoverage', explainer: 'interestCoverage', label: '이자보상배율', format: (v) => formatMultiple(v, 1) },
  { key: 'adjustedInterestCoverage', explainer: 'adjustedInterestCoverage', label: '조정 이자보상배율', format: (v) => formatMultiple(v, 1) },
  { key: 'netDebtToEbitda', explainer: 'netDebtToEbitda', label: '순차입금/EBITDA', format: (v) => formatMultiple(v, 1) },
  { key: 'expenseRatio', explainer: 'expenseRatio', label: '비용비율', format: (v) => formatPercent(v) },
  { key: 'dividendGrowth', explainer: 'dividendGrowth', label: '배당성장률 (전년 대비)', format: (v) => formatSignedPercent(v, 1) },
  { key: 'dividendCagr', explainer: 'dividendGrowth', label: '배당성장률 (3년 연평균)', format: (v) => formatSignedPercent(v, 1) },
];

const show = (m: MetricDto | undefined, format: Format) => (m && m.value !== null ? format(m.value) : `- (${m?.reason ?? '데이터 없음'})`);

function context(detail: ReitDetail, row: Row): MetricContext {
  const peers = detail.peers[row.key];
  const sector = detail.reit.sectorLabel;
  return {
    value: show(detail.reit.metrics[row.key], row.format),
    valueLabel: detail.reit.nameKo,
    peers: peers ? [
      { label: `${sector} 평균 (단순, ${peers.sector.count}개)`, text: show(peers.sector.simple, row.format) },
      { label: `전체 평균 (단순, ${peers.all.count}개)`, text: show(peers.all.simple, row.format) },
      { label: '전체 평균 (시가총액 가중)', text: show(peers.all.capWeighted, row.format) },
    ] : [],
  };
}

function MetricTable({ detail, rows, caption }: { detail: ReitDetail; rows: Row[]; caption: string }) {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr><th scope="col">지표</th><th scope="col" className={styles.num}>{detail.reit.nameKo}</th><th scope="col" className={styles.num}>{detail.reit.sectorLabel} 평균</th><th scope="col" className={styles.num}>전체 평균</th><th scope="col" className={styles.num}>시가총액 가중</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const m = detail.reit.metrics[row.key];
            const peers = detail.peers[row.key];
            return (
              <tr key={row.key}>
                <th scope="row"><MetricInfo metric={row.explainer} context={context(detail, row)}>{row.label}</MetricInfo></th>
                <td className={styles.num}><strong><Figure text={m.value === null ? '-' : row.format(m.value)} reason={m.reason} /></strong></td>
                <td className={styles.num}><Figure text={peers?.sector.simple.value == null ? '-' : row.format(peers.sector.simple.value)} reason={peers?.sector.simple.reason} /></td>
                <td className={styles.num}><Figure text={peers?.all.simple.value == null ? '-' : row.format(peers.all.simple.value)} reason={peers?.all.simple.reason} /></td>
                <td className={styles.num}><Figure text={peers?.all.capWeighted.value == null ? '-' : row.format(peers.all.capWeighted.value)} reason={peers?.all.capWeighted.reason} /></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A section of the page. Every section but the price chart starts below a phone's first screen, so it is laid out
 * when it nears the viewport (`offscreen-lazy`, ADR 043; the 480 px placeholder is a middling section's height).
 */
function Section({ id, title, hint, children, actions, eager = false }: { id: string; title: string; hint?: ReactNode; children: ReactNode; actions?: ReactNode; eager?: boolean }) {
  return (
    <section className={eager ? styles.section : `${styles.section} offscreen-lazy`} aria-labelledby={`${id}-title`} id={id}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>{title}{hint && <span className={styles.hint}>{hint}</span>}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

const GLOSSARY_ON_PAGE = ['nav', 'cap-rate', 'ltv', 'wale', 'record-date', 'ex-dividend-date', 'amc', 'pyeong'];

/**
 * A REIT's page: header with price and key figures, chart, valuation against peers, dividends, balance
 * sheet, assets and leases, debt, fees, related articles and the terminology guide. Server-rendered from
 * the guest's cached data; the chart, panels, scrap and download are client islands.
 */
export function ReitPage({ detail, url, glossary, scrapButton }: { detail: ReitDetail; url: string; glossary: GlossaryTerm[]; scrapButton?: ReactNode }) {
  const { reit, note } = detail;
  const m = reit.metrics;
  const key = (k: MetricKey, explainer: ExplainerKey, label: string, format: Format) => ({ k, explainer, label, format });
  const headline = [
    key('marketCap', 'marketCap', '시가총액', formatAmount),
    key('indicatedYield', 'indicatedYield', '예상 배당률', (v) => formatPercent(v)),
    key('dividendYield', 'dividendYield', '배당수익률(TTM)', (v) => formatPercent(v)),
    key('pNav', 'pNav', 'P/NAV', (v) => formatMultiple(v)),
    key('wale', 'wale', 'WALE', formatYears),
    key('occupancy', 'occupancy', '임대율', (v) => formatPercent(v, 1)),
  ];
  const glossaryTerms = GLOSSARY_ON_PAGE.map((slug) => glossary.find((t) => t.slug === slug)).filter((t): t is GlossaryTerm => t !== undefined);

  return (
    <article className={styles.page} data-testid="reit-page">
      <ReitViewCounter ticker={reit.ticker} />
      <nav className={styles.crumbs} aria-label="위치"><Link href="/reitsfocus">리츠포커스</Link><span aria-hidden="true">›</span><span>{reit.nameKo}</span></nav>

      <header className={styles.header}>
        <div className={styles.identity}>
          <h1 className={styles.title}>{reit.nameKo}</h1>
          <p className={styles.meta}>
            <span>{reit.ticker}</span><span>{reit.sectorLabel} · {reit.subtype}</span><span>{reit.amc}</span>
            <span><MetricInfo metric="securityType" context={{ value: reit.securityTypeLabel }}>{reit.securityTypeLabel}</MetricInfo></span>
          </p>
          <p className={styles.quote}>
            <strong className={styles.price}>{formatWon(reit.price)}</strong>
            <Change rate={reit.changeRate} amount={reit.change} className={styles.change} />
          </p>
          <DataNote {...note} />
        </div>
        <div className={styles.actions}>
          {scrapButton}
          <DownloadButton ticker={reit.ticker} nameKo={reit.nameKo} asOf={note.asOf} isSample={note.isSample} />
          <Link href={`/reitsfocus/compare?tickers=${reit.ticker}`} className={styles.linkButton}>비교하기</Link>
        </div>
      </header>

      <dl className={styles.keyFigures}>
        {headline.map((h) => {
          const value = m[h.k];
          return (
            <div key={h.k}>
              <dt><MetricInfo metric={h.explainer} context={context(detail, { key: h.k, explainer: h.explainer, label: h.label, format: h.format })}>{h.label}</MetricInfo></dt>
              <dd><Figure text={value.value === null ? '-' : h.format(value.value)} reason={value.reason} /></dd>
            </div>
          );
        })}
        <div>
          <dt>다음 배당기준일</dt>
          <dd>{formatDotDate(reit.nextRecordDate)}</dd>
        </div>
      </dl>

      {reit.description && <p className={styles.description}>{reit.description}</p>}

      <Section id="chart" eager title="주가와 총수익률" hint="총수익률은 배당을 배당락일에 재투자한 값입니다.">
        <ReitPriceChart ticker={reit.ticker} nameKo={reit.nameKo} />
        <ul className={styles.returns} aria-label="기간별 총수익률">
          {(['return1M', 'return3M', 'returnYTD', 'return1Y', 'return3Y'] as const).map((k, i) => (
            <li key={k}>
              <span>{['1개월', '3개월', '연초 이후', '1년', '3년'][i]}</span>
              {m[k].value === null ? <Figure text="-" reason={m[k].reason} /> : <Change rate={m[k].value} />}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="valuation" title="밸류에이션" hint="피어 평균은 값이 있는 리츠만으로 구합니다.">
        <MetricTable detail={detail} rows={VALUATION_ROWS} caption="밸류에이션 지표와 피어 평균" />
      </Section>

      <Section id="dividends" title="배당" hint={`연 ${reit.dividendFrequency}회 · ${reit.dividendMonths.map((x) => `${x}월`).join(', ')} 결산 · 연도별 주당배당금 (특별배당 포함)`}>
        <BarChart ariaLabel={`${reit.nameKo} 연도별 주당배당금`} bars={detail.dividendsByYear.map((y) => {
          const partial = y.year === Number(note.asOf.slice(0, 4));
          return { label: partial ? `${y.year} (누적)` : `${y.year}`, value: y.dps + y.special, text: `${formatNumber(y.dps + y.special)}원`, tone: partial ? 'muted' : y.special > 0 ? 'warm' : 'accent' };
        })} />
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="배당 내역">
          <table className={styles.table}>
            <thead><tr><th scope="col">배당기준일</th><th scope="col">배당락일</th><th scope="col">지급일</th><th scope="col" className={styles.num}>주당배당금</th><th scope="col">구분</th></tr></thead>
            <tbody>
              {detail.dividends.slice(0, 8).map((d) => (
                <tr key={`${d.recordDate}-${d.kind}`}>
                  <td>{formatDotDate(d.recordDate)}</td><td>{formatDotDate(d.exDate)}</td><td>{d.paymentDate ? formatDotDate(d.paymentDate) : '예정'}</td>
                  <td className={styles.num}>{formatWon(d.dps)}</td><td>{d.kind === 'SPECIAL' ? '특별' : '정기'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="balance" title="재무 건전성">
        <MetricTable detail={detail} rows={BALANCE_ROWS} caption="재무 건전성 지표와 피어 평균" />
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="결산기별 실적">
          <table className={styles.table}>
            <caption className={styles.caption}>결산기별 실적 (단위: 억원)</caption>
            <thead><tr><th scope="col">결산일</th><th scope="col" className={styles.num}>매출</th><th scope="col" className={styles.num}>NOI</th><th scope="col" className={styles.num}>당기순이익</th><th scope="col" className={styles.num}><MetricInfo metric="pFfo" context={{}}>FFO</MetricInfo></th><th scope="col" className={styles.num}>차입금</th><th scope="col" className={styles.num}>감정평가액</th></tr></thead>
            <tbody>
              {detail.financials.slice(0, 6).map((f) => (
                <tr key={f.periodEnd}>
                  <td>{formatDotDate(f.periodEnd)} <span className={styles.muted}>({f.periodMonths}개월)</span></td>
                  {[f.revenue, f.noi, f.netIncome, f.ffo, f.debt, f.appraisedValue].map((v, i) => <td key={i} className={styles.num}>{v === null ? '-' : formatNumber(v / 1e8)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="assets" title="보유 자산" hint={`${detail.assets.length}개 자산`}>
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="보유 자산">
          <table className={styles.table}>
            <thead><tr><th scope="col">자산</th><th scope="col">유형</th><th scope="col">권역</th><th scope="col" className={styles.num}>연면적</th><th scope="col" className={styles.num}>감정평가액</th><th scope="col" className={styles.num}><MetricInfo metric="occupancy" context={context(detail, { key: 'occupancy', explainer: 'occupancy', label: '임대율', format: (v) => formatPercent(v, 1) })}>임대율</MetricInfo></th></tr></thead>
            <tbody>
              {detail.assets.map((a) => (
                <tr key={a.id}>
                  <td><Link href={assetPath(reit.ticker, a.id)} className={styles.assetName}>{a.name}</Link><span className={styles.muted}>{a.address}</span></td>
                  <td>{a.type}</td><td>{a.region}</td>
                  <td className={styles.num}>{formatSqm(a.gfaSqm)}<span className={styles.muted}>{formatPyeong(a.gfaPyeong)}</span></td>
                  <td className={styles.num}>{formatEok(a.appraisedValue)}<span className={styles.muted}>{formatDotDate(a.appraisedOn)} 기준</span></td>
                  <td className={styles.num}>{formatPercent(a.occupancy, 1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.split}>
          <div>
            <h3 className={styles.subTitle}>임대차 만기 분포 <span className={styles.muted}>연 임대료 비중</span></h3>
            <BarChart ariaLabel="연도별 임대차 만기 (임대료 비중)" bars={detail.leaseExpiry.map((y) => ({ label: `${y.year}`, value: y.share, text: formatPercent(y.share, 0) }))} />
          </div>
          <dl className={styles.miniFigures}>
            <div><dt><MetricInfo metric="wale" context={context(detail, { key: 'wale', explainer: 'wale', label: 'WALE', format: formatYears })}>WALE (임대료 가중)</MetricInfo></dt><dd>{show(m.wale, formatYears)}</dd></div>
            <div><dt>WALE (면적 가중)</dt><dd>{show(m.waleArea, formatYears)}</dd></div>
            <div><dt>임차인 수</dt><dd>{formatNumber(detail.assets.reduce((s, a) => s + a.leases.length, 0))}곳</dd></div>
          </dl>
        </div>
      </Section>

      <Section id="debt" title="차입금 만기" hint={`총 ${formatAmount(detail.debts.reduce((s, d) => s + d.amount, 0))}`}>
        <BarChart ariaLabel="연도별 차입금 만기" bars={detail.debtLadder.map((y) => ({ label: `${y.year}`, value: y.amount, text: formatEok(y.amount) }))} />
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="차입금 내역">
          <table className={styles.table}>
            <thead><tr><th scope="col">대주</th><th scope="col" className={styles.num}>금액</th><th scope="col" className={styles.num}>금리</th><th scope="col">유형</th><th scope="col">만기</th></tr></thead>
            <tbody>
              {detail.debts.map((d, i) => (
                <tr key={i}><td>{d.lender}</td><td className={styles.num}>{formatEok(d.amount)}</td><td className={styles.num}>{formatPercent(d.rate)}</td><td>{d.rateType === 'FIXED' ? '고정' : '변동'}</td><td>{formatDotDate(d.maturesOn)}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="fees" title="보수">
        <dl className={styles.miniFigures}>
          <div><dt><MetricInfo metric="managementFee" context={{ value: formatPercent(detail.fees.management) + ' / 년' }}>운용보수</MetricInfo></dt><dd>{detail.fees.management === null ? '-' : `연 ${formatPercent(detail.fees.management)}`}</dd></div>
          <div><dt>매입보수</dt><dd>{detail.fees.acquisition === null ? '-' : `매입가의 ${formatPercent(detail.fees.acquisition)}`}</dd></div>
          <div><dt>매각보수</dt><dd>{detail.fees.disposition === null ? '-' : `매각가의 ${formatPercent(detail.fees.disposition)}`}</dd></div>
          <div><dt>성과보수</dt><dd>{detail.fees.performance || '-'}</dd></div>
        </dl>
      </Section>

      {detail.relatedArticles.length > 0 && (
        <Section id="articles" title="관련 기사">
          <div className={styles.articles}>
            {detail.relatedArticles.map((a) => <ArticleCard key={a.articleId} article={a} layout="responsive" dense />)}
          </div>
        </Section>
      )}

      {glossaryTerms.length > 0 && (
        <Section id="glossary" title="용어 가이드" actions={<Link href="/reitsfocus/glossary" className={styles.more}>모든 용어</Link>}>
          <GlossaryChips terms={glossaryTerms} />
        </Section>
      )}

      <footer className={styles.footer}>
        <ShareBar url={url} title={`${reit.nameKo} (${reit.ticker}) · 리츠포커스`} />
        <p className={styles.muted}>리츠포커스의 정보는 투자 권유가 아니며, 데이터의 정확성과 적시성을 보장하지 않습니다. {METRIC_EXPLAINERS.pNav.title} 등 지표 이름을 누르면 계산 방법을 볼 수 있습니다. <Link href="/reitsfocus/metrics">모든 지표 설명</Link></p>
      </footer>
    </article>
  );
}
