'use client';

import {
  JOB_EMPLOYMENT_TYPE_LABELS, JOB_EMPLOYMENT_TYPES, JOB_EXPERIENCE_LEVEL_LABELS, JOB_EXPERIENCE_LEVELS, JOB_LIST_STATUS_LABELS, JOB_LOCATION_LABELS,
  JOB_LOCATIONS, JOB_ROLE_FAMILIES, JOB_ROLE_FAMILY_LABELS,
} from '@spi/core';
import { ChipGroup, chipOptions, Toggle } from '@/components/market/controls';
import list from '@/components/market/list-layout.module.css';
import type { RecruitUrlState } from '../lib/recruit-url';

const ROLE_OPTIONS = chipOptions(JOB_ROLE_FAMILIES, JOB_ROLE_FAMILY_LABELS);
const LOCATION_OPTIONS = chipOptions(JOB_LOCATIONS, JOB_LOCATION_LABELS);
const EXPERIENCE_OPTIONS = chipOptions(JOB_EXPERIENCE_LEVELS, JOB_EXPERIENCE_LEVEL_LABELS);
const EMPLOYMENT_OPTIONS = chipOptions(JOB_EMPLOYMENT_TYPES, JOB_EMPLOYMENT_TYPE_LABELS);
type StatusChoice = 'open' | 'all' | 'closed';
const STATUS_OPTIONS: Array<{ value: StatusChoice; label: string }> = [
  { value: 'open', label: JOB_LIST_STATUS_LABELS.open },
  { value: 'all', label: '마감 포함' },
  { value: 'closed', label: JOB_LIST_STATUS_LABELS.closed },
];

/**
 * Every filter of the job list (jobListQuerySchema), controlled: the desktop column applies each change
 * at once, the mobile sheet edits a draft until 적용.
 */
export function RecruitFilters({ value, onChange, idPrefix = 'recruit' }: {
  value: RecruitUrlState;
  onChange: (patch: Partial<RecruitUrlState>) => void;
  idPrefix?: string;
}) {
  return (
    <div className={list.filters} data-testid={`${idPrefix}-filters`}>
      <Toggle label="공고 상태" options={STATUS_OPTIONS} value={value.status ?? 'open'} onChange={(s) => onChange({ status: s === 'open' ? null : s })} testId="filter-status" />
      <ChipGroup label="직무" options={ROLE_OPTIONS} value={value.roleFamily} onChange={(roleFamily) => onChange({ roleFamily })} testId="filter-role" />
      <ChipGroup label="경력" options={EXPERIENCE_OPTIONS} value={value.experience} onChange={(experience) => onChange({ experience })} testId="filter-experience" />
      <ChipGroup label="지역" options={LOCATION_OPTIONS} value={value.location} onChange={(location) => onChange({ location })} testId="filter-location" />
      <ChipGroup label="고용 형태" options={EMPLOYMENT_OPTIONS} value={value.employmentType} onChange={(employmentType) => onChange({ employmentType })} testId="filter-employment" />
    </div>
  );
}
