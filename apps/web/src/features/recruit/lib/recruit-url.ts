import {
  JOB_EMPLOYMENT_TYPE_LABELS, JOB_EMPLOYMENT_TYPES, JOB_EXPERIENCE_LEVEL_LABELS, JOB_EXPERIENCE_LEVELS, JOB_LIST_STATUS_LABELS, JOB_LIST_STATUSES,
  JOB_LOCATION_LABELS, JOB_LOCATIONS, JOB_PAGE_SIZES, JOB_ROLE_FAMILIES, JOB_ROLE_FAMILY_LABELS, JOB_SEARCH_MAX_LENGTH, JOB_SORTS,
} from '@spi/core';
import { field, urlStateSearch, type UrlState } from '@/components/market/url-state';

export { jobIdOf, jobPath } from './job-path';

/**
 * The /recruit list's URL: exactly the API's query (jobListQuerySchema), so the page's search string is
 * what the list asks for. `status` and `sort` are written only when they differ from the defaults
 * (open postings, newest first): null in the URL state means the default.
 */
export const RECRUIT_URL = {
  q: field.text(JOB_SEARCH_MAX_LENGTH),
  roleFamily: field.list(JOB_ROLE_FAMILIES),
  location: field.list(JOB_LOCATIONS),
  employmentType: field.list(JOB_EMPLOYMENT_TYPES),
  experience: field.list(JOB_EXPERIENCE_LEVELS),
  status: field.enum(JOB_LIST_STATUSES.filter((s) => s !== 'open')),
  sort: field.enum(JOB_SORTS.filter((s) => s !== 'latest')),
  page: field.page(),
  size: field.size(JOB_PAGE_SIZES, JOB_PAGE_SIZES[0]),
};
export type RecruitUrlState = UrlState<typeof RECRUIT_URL>;

/** What '필터 초기화' clears (the sort and the page size stay). */
export const RECRUIT_FILTER_KEYS = ['q', 'roleFamily', 'location', 'employmentType', 'experience', 'status'] as const;

/** The API query string of a state ('' or '?…'). */
export const recruitApiSearch = (state: RecruitUrlState): string => urlStateSearch(RECRUIT_URL, state);

/** The applied filters as removable chips, one per group. */
export function recruitFilterChips(state: RecruitUrlState): Array<{ key: string; label: string; clear: Partial<RecruitUrlState> }> {
  const chips: Array<{ key: string; label: string; clear: Partial<RecruitUrlState> }> = [];
  if (state.q) chips.push({ key: 'q', label: `검색: ${state.q}`, clear: { q: null } });
  const list = <V extends string>(key: 'roleFamily' | 'location' | 'employmentType' | 'experience', prefix: string, labels: Record<V, string>) => {
    const values = state[key] as V[];
    if (values.length) chips.push({ key, label: `${prefix}${values.map((v) => labels[v]).join('·')}`, clear: { [key]: [] } });
  };
  list('roleFamily', '직무: ', JOB_ROLE_FAMILY_LABELS);
  list('location', '지역: ', JOB_LOCATION_LABELS);
  list('experience', '경력: ', JOB_EXPERIENCE_LEVEL_LABELS);
  list('employmentType', '고용 형태: ', JOB_EMPLOYMENT_TYPE_LABELS);
  if (state.status) chips.push({ key: 'status', label: JOB_LIST_STATUS_LABELS[state.status], clear: { status: null } });
  return chips;
}
