'use client';

import {
  DEAL_PARTY_TYPE_LABELS, formatAmount, formatDotDate, formatNumber, formatPercent, PRICE_QUALITY_NOTES,
  type DealDetail, type DealDetailResponse, type DealPartyType, type FundRef, type ReitRef,
} from '@spi/core';
import { useQuery } from '@/lib/query';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { ArticleCard } from '@/components/content/article-card';
import { ShareBar } from '@/components/content/share-bar';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { formatArea, formatPricePerPyeong, useAreaUnit } from '@/components/market/area-unit';
import { AreaUnitToggle } from '@/components/market/controls';
import { MarketDataNote } from '@/components/market/data-note';
import { LockedValue } from '@/components/market/locked';
import { Section } from '@/components/market/section';
import { fetchDealDetail } from '../api/deals-client';
import { priceLockOf, QualityMark, StatusBadge, type PriceLock } from './deal-cells';
import { DealCards, dealPath } from './deal-list';
import styles from './deal-page.module.css';

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return <div className={styles.fact} data-testid={testId}><dt>{label}</dt><dd>{children}</dd></div>;
}

function Party({ name, type, reit, fund }: { name: string; type: DealPartyType; reit: ReitRef | null; fund: FundRef | null }) {
  const label = DEAL_PARTY_TYPE_LABELS[type];
  return (
    <>
      {reit ? <Link href={`/reitsfocus/${reit.ticker}`} className={styles.partyLink}>{name}</Link>
        : fund ? <Link href={`/fund/${encodeURIComponent(fund.id)}`} className={styles.partyLink}>{name}</Link>
          : <span className={styles.partyName}>{name}</span>}
      <span className={styles.partyType}>{label}{reit ? ` · ${reit.ticker}` : ''}</span>
    </>
  );
}

/** The figures only price access shows: the value, or a lock that says why. */
function Gated({ prices, lock, label, value }: { prices: boolean; lock: PriceLock; label: string; value: ReactNode }) {
  return prices ? <>{value}</> : <LockedValue reason={lock.reason} href={lock.href} label="잠김" testId={`locked-${label}`} />;
}

function DealSection({ deal, prices, lock }: { deal: DealDetail; prices: boolean; lock: PriceLock }) {
  const price = prices
    ? (deal.priceWon === null ? '비공개' : <>{formatAmount(deal.priceWon)} <QualityMark quality={deal.priceQuality} label={deal.priceQualityLabel} /></>)
    : (deal.priceBand === null ? '비공개' : <><span data-testid="deal-price-band">{deal.priceBand}</span> <span className={styles.muted}>(가격대)</span></>);
  return (
    <dl className={styles.facts} data-testid="deal-figures">
      <Fact label="거래일">{formatDotDate(deal.dealDate)}</Fact>
      <Fact label="거래 상태"><StatusBadge status={deal.status} label={deal.statusLabel} /></Fact>
      <Fact label={prices ? '거래가' : '거래가 (가격대)'} testId="deal-price">{price}</Fact>
      <Fact label="평당가" testId="deal-price-per-pyeong">
        <Gated prices={prices} lock={lock} label="평당가" value={deal.pricePerPyeongWon === null ? '-' : formatPricePerPyeong(deal.pricePerPyeongWon)} />
      </Fact>
      <Fact label="캡레이트" testId="deal-cap-rate">
        <Gated prices={prices} lock={lock} label="캡레이트" value={deal.capRate === null ? '비공개' : formatPercent(deal.capRate, 1)} />
      </Fact>
      <Fact label="거래 지분">{formatPercent(deal.stake, deal.stake === 1 ? 0 : 1)}</Fact>
      <Fact label="거래 구조">{deal.structureLabel}</Fact>
      <Fact label="가격 정확도">
        {deal.priceQualityLabel}
        <span className={styles.muted}>{PRICE_QUALITY_NOTES[deal.priceQuality]}</span>
      </Fact>
    </dl>
  );
}

/**
 * A deal's page. Rendered on the server from the guest's cached answer (price band, no 평당가 or cap
 * rate); a signed-in viewer's own answer is fetched in the browser and replaces it, so LIGHT and up see
 * the price, 평당가, cap rate, lender and LTV.
 */
export function DealPage({ guest, url, scrapButton }: { guest: DealDetailResponse; url: string; scrapButton?: ReactNode }) {
  const userId = useSignedInUserId();
  const [unit] = useAreaUnit();
  const id = guest.deal.id;
  const viewer = useQuery({
    queryKey: ['deals', 'detail', userId ?? 'guest', id],
    queryFn: ({ signal }) => fetchDealDetail(id, signal),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
  const data = (userId && viewer.data) || guest;
  const { deal, note, related, access } = data;
  const prices = access.prices;
  const lock = priceLockOf(Boolean(userId), dealPath(id));

  return (
    <article className={styles.page} data-testid="deal-page">
      <nav className={styles.crumbs} aria-label="위치"><Link href="/dealsheet">딜정보</Link><span aria-hidden="true">›</span><span aria-current="page">{deal.assetName}</span></nav>

      <header className={styles.header}>
        <div className={styles.identity}>
          <p className={styles.eyebrow}>{deal.assetTypeLabel}{deal.subtype ? ` · ${deal.subtype}` : ''} · {deal.regionLabel}</p>
          <h1 className={styles.title}>{deal.assetName}</h1>
          <p className={styles.meta}><span>{deal.address}</span><span>{formatDotDate(deal.dealDate)} {deal.statusLabel}</span></p>
          <MarketDataNote asOf={note.asOf} isSample={note.isSample || deal.isSample} source={deal.source || note.source} />
        </div>
        <div className={styles.actions}>
          {scrapButton}
          <AreaUnitToggle />
        </div>
      </header>

      <Section id="asset" title="자산 정보">
        <dl className={styles.facts}>
          <Fact label="주소">{deal.address}<span className={styles.muted}>{deal.district}</span></Fact>
          <Fact label="권역">{deal.regionLabel}</Fact>
          <Fact label="유형">{deal.assetTypeLabel}{deal.subtype && <span className={styles.muted}>{deal.subtype}</span>}</Fact>
          <Fact label="연면적" testId="deal-gfa">{formatArea(deal.gfaSqm, unit)}{deal.gfaSqm !== null && <span className={styles.muted}>{formatArea(deal.gfaSqm, unit === 'sqm' ? 'pyeong' : 'sqm')}</span>}</Fact>
          <Fact label="대지면적">{formatArea(deal.landSqm, unit)}{deal.landSqm !== null && <span className={styles.muted}>{formatArea(deal.landSqm, unit === 'sqm' ? 'pyeong' : 'sqm')}</span>}</Fact>
          <Fact label="준공연도">{deal.completionYear === null ? '-' : `${deal.completionYear}년`}</Fact>
        </dl>
      </Section>

      <Section id="deal" title="거래 정보" hint={prices ? undefined : lock.reason}>
        <DealSection deal={deal} prices={prices} lock={lock} />
      </Section>

      <Section id="parties" title="거래 당사자">
        <dl className={styles.facts}>
          <Fact label="매수자"><Party name={deal.buyer} type={deal.buyerType} reit={deal.buyerReit} fund={deal.buyerFund} /></Fact>
          <Fact label="매도자"><Party name={deal.seller} type={deal.sellerType} reit={deal.sellerReit} fund={deal.sellerFund} /></Fact>
          <Fact label="자산운용사 (AMC)">{deal.amc || '-'}</Fact>
          <Fact label="자문사">{deal.advisor || '-'}</Fact>
          <Fact label="대주" testId="deal-lender"><Gated prices={prices} lock={lock} label="대주" value={deal.lender || '-'} /></Fact>
          <Fact label="LTV" testId="deal-ltv"><Gated prices={prices} lock={lock} label="LTV" value={deal.ltv === null ? '-' : formatPercent(deal.ltv, 1)} /></Fact>
        </dl>
      </Section>

      {deal.description && (
        <Section id="description" title="거래 개요">
          <p className={styles.description}>{deal.description}</p>
          {deal.tags.length > 0 && <ul className={styles.tags} aria-label="태그">{deal.tags.map((t) => <li key={t}>#{t}</li>)}</ul>}
        </Section>
      )}

      {deal.funds.length > 0 && (
        <Section id="funds" title="이 자산을 보유한 펀드" hint={`${formatNumber(deal.funds.length)}개`}>
          <ul className={styles.linkList}>
            {deal.funds.map((f) => <li key={f.id}><Link href={`/fund/${encodeURIComponent(f.id)}`}>{f.name}</Link></li>)}
          </ul>
        </Section>
      )}

      {related.articles.length > 0 && (
        <Section id="articles" title="관련 기사">
          <div className={styles.articles}>
            {related.articles.map((a) => <ArticleCard key={a.articleId} article={a} layout="responsive" dense headingLevel={3} />)}
          </div>
        </Section>
      )}

      {related.similar.length > 0 && (
        <Section id="similar" title="비슷한 거래" hint={`${deal.regionLabel} · ${deal.assetTypeLabel}`}>
          <DealCards deals={related.similar} prices={prices} lock={lock} />
        </Section>
      )}

      <footer className={styles.footer}>
        <ShareBar url={url} title={`${deal.assetName} 거래 정보 · 딜정보`} />
        <p className={styles.muted}>출처: {deal.source || note.source} · 최종 수정 {formatDotDate(deal.updatedAt.slice(0, 10))}. 딜정보는 투자 권유가 아니며, 데이터의 정확성과 적시성을 보장하지 않습니다.</p>
      </footer>
    </article>
  );
}
