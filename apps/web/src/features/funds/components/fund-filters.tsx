'use client';

import {
  DEAL_ASSET_TYPE_LABELS, DEAL_ASSET_TYPES, FUND_KIND_LABELS, FUND_KINDS, FUND_LEGAL_FORM_LABELS, FUND_LEGAL_FORMS, FUND_REDEMPTION_LABELS,
  FUND_REDEMPTIONS, FUND_STATUS_LABELS, FUND_STATUSES, FUND_STRATEGIES, FUND_STRATEGY_LABELS,
} from '@spi/core';
import { useId } from 'react';
import { ChipGroup, chipOptions, RangeInput } from '@/components/market/controls';
import list from '@/components/market/list-layout.module.css';
import type { FigureLock } from '@/components/market/locked';
import type { FundUrlState } from '../lib/fund-url';
import styles from './funds.module.css';

const KIND_OPTIONS = chipOptions(FUND_KINDS, FUND_KIND_LABELS);
const LEGAL_OPTIONS = chipOptions(FUND_LEGAL_FORMS, FUND_LEGAL_FORM_LABELS);
const REDEMPTION_OPTIONS = chipOptions(FUND_REDEMPTIONS, FUND_REDEMPTION_LABELS);
const STRATEGY_OPTIONS = chipOptions(FUND_STRATEGIES, FUND_STRATEGY_LABELS);
const ASSET_OPTIONS = chipOptions(DEAL_ASSET_TYPES, DEAL_ASSET_TYPE_LABELS);
const STATUS_OPTIONS = chipOptions(FUND_STATUSES, FUND_STATUS_LABELS);

export type { FigureLock };

/**
 * Every filter of the fund list (fundListQuerySchema), controlled: the desktop column applies each
 * change at once, the mobile sheet edits a draft until 적용. The AUM range is locked with the reason
 * when the viewer may not see fund figures.
 */
export function FundFilters({ value, onChange, amcs, figureLock, idPrefix = 'fund' }: {
  value: FundUrlState;
  onChange: (patch: Partial<FundUrlState>) => void;
  /** The AMCs present (the list response's `amcs`). */
  amcs: readonly string[];
  /** Set when the viewer may not see figures. */
  figureLock?: FigureLock;
  idPrefix?: string;
}) {
  const amcId = useId();
  const locked = figureLock ? { reason: figureLock.reason, href: figureLock.href, linkLabel: figureLock.href === '/membership' ? '멤버십 보기' : '로그인' } : undefined;
  // An AMC from a shared link that is not in the list any more stays selectable until cleared.
  const amcOptions = value.amc && !amcs.includes(value.amc) ? [value.amc, ...amcs] : amcs;
  return (
    <div className={list.filters} data-testid={`${idPrefix}-filters`}>
      <ChipGroup label="펀드 종류" options={KIND_OPTIONS} value={value.kind} onChange={(kind) => onChange({ kind })} testId="filter-kind" />
      <ChipGroup label="법적 형태" options={LEGAL_OPTIONS} value={value.legalForm} onChange={(legalForm) => onChange({ legalForm })} testId="filter-legal-form" />
      <ChipGroup label="개방·폐쇄" options={REDEMPTION_OPTIONS} value={value.redemption} onChange={(redemption) => onChange({ redemption })} testId="filter-redemption" />
      <ChipGroup label="투자 전략" options={STRATEGY_OPTIONS} value={value.strategy} onChange={(strategy) => onChange({ strategy })} testId="filter-strategy" />
      <ChipGroup label="주요 자산 유형" options={ASSET_OPTIONS} value={value.assetType} onChange={(assetType) => onChange({ assetType })} testId="filter-asset-type" />
      <ChipGroup label="운용 상태" options={STATUS_OPTIONS} value={value.status} onChange={(status) => onChange({ status })} testId="filter-status" />
      <div className={styles.selectField}>
        <label htmlFor={`${idPrefix}-${amcId}`} className={styles.fieldLabel}>운용사</label>
        <select id={`${idPrefix}-${amcId}`} value={value.amc ?? ''} onChange={(e) => onChange({ amc: e.target.value || null })} data-testid="filter-amc">
          <option value="">전체 운용사</option>
          {amcOptions.map((amc) => <option key={amc} value={amc}>{amc}</option>)}
        </select>
      </div>
      <RangeInput label="설정연도" unit="년" min={value.vintageFrom} max={value.vintageTo}
        onChange={(vintageFrom, vintageTo) => onChange({ vintageFrom: clampYear(vintageFrom), vintageTo: clampYear(vintageTo) })} testId="filter-vintage" />
      <RangeInput label="AUM" unit="억원" min={value.aumMin} max={value.aumMax} onChange={(aumMin, aumMax) => onChange({ aumMin, aumMax })} locked={locked} testId="filter-aum" />
    </div>
  );
}

/** A year the API accepts (1990–2100), or no bound. */
function clampYear(year: number | null): number | null {
  if (year === null) return null;
  const y = Math.round(year);
  return y >= 1990 && y <= 2100 ? y : null;
}
