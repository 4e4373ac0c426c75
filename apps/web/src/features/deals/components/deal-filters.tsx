'use client';

import {
  DEAL_ASSET_TYPE_LABELS, DEAL_ASSET_TYPES, DEAL_PARTY_TYPE_LABELS, DEAL_PARTY_TYPES, DEAL_REGION_LABELS, DEAL_REGIONS, DEAL_STATUS_LABELS, DEAL_STATUSES,
} from '@spi/core';
import { areaToSqm, AREA_UNIT_LABELS, sqmToArea, type AreaUnit } from '@/components/market/area-unit';
import { ChipGroup, chipOptions, DateRange, RangeInput } from '@/components/market/controls';
import list from '@/components/market/list-layout.module.css';
import type { DealUrlState } from '../lib/deal-url';
import type { PriceLock } from './deal-cells';

const TYPE_OPTIONS = chipOptions(DEAL_ASSET_TYPES, DEAL_ASSET_TYPE_LABELS);
const REGION_OPTIONS = chipOptions(DEAL_REGIONS, DEAL_REGION_LABELS);
const STATUS_OPTIONS = chipOptions(DEAL_STATUSES, DEAL_STATUS_LABELS);
const PARTY_OPTIONS = chipOptions(DEAL_PARTY_TYPES, DEAL_PARTY_TYPE_LABELS);

const toUnit = (sqm: number | null, unit: AreaUnit) => (sqm === null ? null : sqmToArea(sqm, unit));
const toSqm = (value: number | null, unit: AreaUnit) => (value === null ? null : areaToSqm(value, unit));

/**
 * Every filter of the deal list (dealListQuerySchema), controlled: the desktop column applies each
 * change at once, the mobile sheet edits a draft until 적용. Price and cap-rate ranges are locked with
 * the reason when the viewer may not see prices.
 */
export function DealFilters({ value, onChange, priceLock, unit, idPrefix = 'deal' }: {
  value: DealUrlState;
  onChange: (patch: Partial<DealUrlState>) => void;
  /** Set when the viewer may not see prices. */
  priceLock?: PriceLock;
  unit: AreaUnit;
  idPrefix?: string;
}) {
  const locked = priceLock ? { reason: priceLock.reason, href: priceLock.href, linkLabel: priceLock.href === '/membership' ? '멤버십 보기' : '로그인' } : undefined;
  return (
    <div className={list.filters} data-testid={`${idPrefix}-filters`}>
      <ChipGroup label="자산 유형" options={TYPE_OPTIONS} value={value.type} onChange={(type) => onChange({ type })} testId="filter-type" />
      <ChipGroup label="권역" options={REGION_OPTIONS} value={value.region} onChange={(region) => onChange({ region })} testId="filter-region" />
      <ChipGroup label="거래 상태" options={STATUS_OPTIONS} value={value.status} onChange={(status) => onChange({ status })} testId="filter-status" />
      <ChipGroup label="매수자 유형" options={PARTY_OPTIONS} value={value.buyerType} onChange={(buyerType) => onChange({ buyerType })} testId="filter-buyer-type" />
      <ChipGroup label="매도자 유형" options={PARTY_OPTIONS} value={value.sellerType} onChange={(sellerType) => onChange({ sellerType })} testId="filter-seller-type" />
      <DateRange label="거래일" from={value.from} to={value.to} onChange={(from, to) => onChange({ from, to })} testId="filter-date" />
      <RangeInput label="거래가" unit="억원" min={value.priceMin} max={value.priceMax} onChange={(priceMin, priceMax) => onChange({ priceMin, priceMax })} locked={locked} testId="filter-price" />
      <RangeInput label="연면적" unit={AREA_UNIT_LABELS[unit]} min={toUnit(value.gfaMin, unit)} max={toUnit(value.gfaMax, unit)}
        onChange={(min, max) => onChange({ gfaMin: toSqm(min, unit), gfaMax: toSqm(max, unit) })} testId="filter-gfa" />
      <RangeInput label="캡레이트" unit="%" step={0.1} min={value.capMin} max={value.capMax} onChange={(capMin, capMax) => onChange({ capMin, capMax })} locked={locked} testId="filter-cap" />
    </div>
  );
}
