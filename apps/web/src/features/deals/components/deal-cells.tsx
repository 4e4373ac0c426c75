import { formatAmount, formatPercent, PRICE_QUALITY_NOTES, tierListLabel, type DealListItem, type DealStatus, type PriceQuality } from '@spi/core';
import clsx from 'clsx';
import { formatPricePerPyeong } from '@/components/market/area-unit';
import { figureLock, LockedValue, type FigureLock } from '@/components/market/locked';
import styles from './deals.module.css';

/** Who may see prices: every tier from LIGHT up (tierListLabel('deals.prices') lists five, too long for a cell's note). */
export const PRICE_TIERS = '라이트 이상';
export const STATISTICS_TIERS = tierListLabel('deals.statistics');

/** Where a lock leads and what it says, for a guest or a member below the tier. */
export type PriceLock = FigureLock;

export function priceLockOf(signedIn: boolean, redirect: string): PriceLock {
  return figureLock(signedIn, redirect, {
    member: `거래가·평당가·캡레이트는 ${PRICE_TIERS} 멤버십에서 볼 수 있어요.`,
    guest: `거래가·평당가·캡레이트는 로그인 후 ${PRICE_TIERS} 멤버십에서 볼 수 있어요.`,
  });
}

export function StatusBadge({ status, label }: { status: DealStatus; label: string }) {
  return <span className={styles.status} data-status={status}>{label}</span>;
}

/** '추정' / '근사치' next to a price that is not confirmed (the note is the tooltip and the accessible text). */
export function QualityMark({ quality, label }: { quality: PriceQuality; label: string }) {
  if (quality === 'CONFIRMED') return null;
  return (
    <span className={styles.quality} data-quality={quality} title={PRICE_QUALITY_NOTES[quality]}>
      {label}<span className="visually-hidden"> ({PRICE_QUALITY_NOTES[quality]})</span>
    </span>
  );
}

/** The price: the amount with price access, else the band (guests and members below the tier). */
export function PriceCell({ deal, prices, lock }: { deal: DealListItem; prices: boolean; lock: PriceLock }) {
  if (prices) {
    if (deal.priceWon === null) return <span className={styles.undisclosed} title="거래가가 공개되지 않았습니다">비공개</span>;
    return <span className={styles.price}>{formatAmount(deal.priceWon)} <QualityMark quality={deal.priceQuality} label={deal.priceQualityLabel} /></span>;
  }
  if (deal.priceBand === null) return <span className={styles.undisclosed} title="거래가가 공개되지 않았습니다">비공개</span>;
  return (
    <span className={clsx(styles.price, styles.band)}>
      <span title={lock.reason}>{deal.priceBand}</span>
      <QualityMark quality={deal.priceQuality} label={deal.priceQualityLabel} />
    </span>
  );
}

export function PricePerPyeongCell({ deal, prices, lock }: { deal: DealListItem; prices: boolean; lock: PriceLock }) {
  if (!prices) return <LockedValue reason={lock.reason} href={lock.href} />;
  return deal.pricePerPyeongWon === null ? <span className={styles.undisclosed} title="거래가 또는 연면적이 공개되지 않았습니다">-</span> : <>{formatPricePerPyeong(deal.pricePerPyeongWon)}</>;
}

export function CapRateCell({ deal, prices, lock }: { deal: DealListItem; prices: boolean; lock: PriceLock }) {
  if (!prices) return <LockedValue reason={lock.reason} href={lock.href} />;
  return deal.capRate === null ? <span className={styles.undisclosed} title="캡레이트가 공개되지 않았습니다">-</span> : <>{formatPercent(deal.capRate, 1)}</>;
}
