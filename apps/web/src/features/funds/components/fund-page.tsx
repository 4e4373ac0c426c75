import { formatDotDate, formatPercent, type FundDetailResponse } from '@spi/core';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { ShareBar } from '@/components/content/share-bar';
import { MarketDataNote } from '@/components/market/data-note';
import { Section } from '@/components/market/section';
import { dealPath, FUND_LIST_PATH } from '../lib/fund-seo';
import { FundViewerSections } from './fund-viewer';
import styles from './fund-page.module.css';

/**
 * A fund's page (ADR 019): the public identity and underlying assets rendered from the guest's cached
 * data; the figures, investors, reports and related deals are a client island that asks again with the
 * viewer's token when someone is signed in (the response's `access` decides figure or lock).
 */
export function FundPage({ detail, url, scrapButton }: { detail: FundDetailResponse; url: string; scrapButton?: ReactNode }) {
  const { fund, note } = detail;
  const facts: Array<[string, ReactNode]> = [
    ['펀드 코드', fund.id],
    ['운용사', fund.amc],
    ['펀드 종류', fund.kindLabel],
    ['법적 형태', fund.legalFormLabel],
    ['환매 여부', fund.redemptionLabel],
    ['투자 전략', fund.strategyLabel],
    ['주요 자산 유형', fund.assetTypeLabel],
    ['운용 상태', fund.statusLabel],
    ['설정일', formatDotDate(fund.inceptionDate)],
    ['만기일', fund.maturityDate ? formatDotDate(fund.maturityDate) : '정하지 않음'],
    ['만기 연장 조건', fund.extension || '공개되지 않음'],
    ['판매사', fund.salesCompanies.length ? fund.salesCompanies.join(', ') : '공개되지 않음'],
    ['수탁사', fund.trustee || '공개되지 않음'],
  ];

  return (
    <article className={styles.page} data-testid="fund-page">
      <nav className={styles.crumbs} aria-label="위치">
        <Link href={FUND_LIST_PATH}>사모펀드</Link><span aria-hidden="true">›</span><span aria-current="page">{fund.name}</span>
      </nav>

      <header className={styles.header}>
        <div className={styles.identity}>
          <p className={styles.badges}>
            <span className={styles.badge}>{fund.kindLabel}</span>
            <span className={styles.badge}>{fund.strategyLabel}</span>
            <span className={styles.badge} data-tone={fund.status === 'ACTIVE' ? 'accent' : 'muted'}>{fund.statusLabel}</span>
          </p>
          <h1 className={styles.title}>{fund.name}</h1>
          <p className={styles.meta}><span>{fund.id}</span><span>{fund.amc}</span><span>{fund.legalFormLabel} · {fund.redemptionLabel}</span></p>
          <MarketDataNote {...note} />
        </div>
        <div className={styles.actions}>{scrapButton}</div>
      </header>

      {fund.description && <p className={styles.description}>{fund.description}</p>}

      <Section id="identity" title="펀드 개요">
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      </Section>

      <FundViewerSections initial={detail} />

      <Section id="assets" title="기초자산" hint={`${fund.assets.length}건 · 편입일과 보유 지분`}>
        {fund.assets.length === 0 ? (
          <p className={styles.emptyText}>등록된 기초자산이 없습니다.</p>
        ) : (
          <div className={styles.scroller} tabIndex={0} role="region" aria-label="기초자산 목록">
            <table className={styles.table}>
              <caption className="visually-hidden">{fund.name}의 기초자산</caption>
              <thead>
                <tr><th scope="col">자산</th><th scope="col">유형</th><th scope="col">권역</th><th scope="col">편입일</th><th scope="col" className={styles.num}>보유 지분</th><th scope="col">거래 정보</th></tr>
              </thead>
              <tbody>
                {fund.assets.map((asset) => (
                  <tr key={asset.seq}>
                    <th scope="row"><span className={styles.strong}>{asset.name}</span></th>
                    <td>{asset.assetTypeLabel}</td>
                    <td>{asset.regionLabel}</td>
                    <td>{asset.acquiredOn ? formatDotDate(asset.acquiredOn) : '공개되지 않음'}</td>
                    <td className={styles.num}>{formatPercent(asset.stake, 1)}</td>
                    <td>{asset.deal ? <Link href={dealPath(asset.deal.id)} className={styles.link}>거래 보기<span className="visually-hidden"> ({asset.deal.assetName})</span></Link> : <span className={styles.muted}>연결된 거래 없음</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <footer className={styles.footer}>
        <p className={styles.source}>출처: {fund.source} · 최종 수정 {formatDotDate(fund.updatedAt.slice(0, 10))}</p>
        <ShareBar url={url} title={`${fund.name} · 사모펀드`} />
        <Link href={FUND_LIST_PATH} className={styles.more}>사모펀드 목록으로</Link>
      </footer>
    </article>
  );
}
