/**
 * 채용 (/recruit): job postings of the commercial-real-estate industry (ADR 020, docs/recruit.md).
 * A posting is open until its deadline (the end of that day in Asia/Seoul) and shown as 마감 after it;
 * a posting without a deadline is 상시 채용. Salaries are yearly, in 만원.
 */
import { formatLocaleNumber } from '../number-format';

export const JOB_ROLE_FAMILIES = ['ASSET_MANAGEMENT', 'INVESTMENT', 'RESEARCH', 'LEASING', 'DEVELOPMENT', 'PROPERTY_MANAGEMENT', 'FINANCE', 'CORPORATE'] as const;
export type JobRoleFamily = (typeof JOB_ROLE_FAMILIES)[number];
export const JOB_ROLE_FAMILY_LABELS: Record<JobRoleFamily, string> = {
  ASSET_MANAGEMENT: '자산운용(AM)', INVESTMENT: '투자·인수(Acquisition)', RESEARCH: '리서치', LEASING: '임대·마케팅',
  DEVELOPMENT: '개발', PROPERTY_MANAGEMENT: '자산·시설관리(PM·FM)', FINANCE: '금융·PF', CORPORATE: '경영지원',
};

export const JOB_EMPLOYMENT_TYPES = ['FULL_TIME', 'CONTRACT', 'INTERN', 'PART_TIME'] as const;
export type JobEmploymentType = (typeof JOB_EMPLOYMENT_TYPES)[number];
export const JOB_EMPLOYMENT_TYPE_LABELS: Record<JobEmploymentType, string> = { FULL_TIME: '정규직', CONTRACT: '계약직', INTERN: '인턴', PART_TIME: '파트타임' };

export const JOB_LOCATIONS = ['SEOUL', 'GYEONGGI_INCHEON', 'BUSAN_ULSAN_GYEONGNAM', 'OTHER', 'OVERSEAS', 'REMOTE'] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];
export const JOB_LOCATION_LABELS: Record<JobLocation, string> = {
  SEOUL: '서울', GYEONGGI_INCHEON: '경기·인천', BUSAN_ULSAN_GYEONGNAM: '부산·울산·경남', OTHER: '기타 지역', OVERSEAS: '해외', REMOTE: '원격 근무',
};

/** Experience filter buckets (years). A posting matches when its range overlaps the bucket. */
export const JOB_EXPERIENCE_LEVELS = ['NEW', 'JUNIOR', 'MID', 'SENIOR'] as const;
export type JobExperienceLevel = (typeof JOB_EXPERIENCE_LEVELS)[number];
export const JOB_EXPERIENCE_LEVEL_LABELS: Record<JobExperienceLevel, string> = { NEW: '신입', JUNIOR: '경력 1~3년', MID: '경력 4~7년', SENIOR: '경력 8년 이상' };
export const JOB_EXPERIENCE_LEVEL_RANGES: Record<JobExperienceLevel, [number, number]> = { NEW: [0, 0], JUNIOR: [1, 3], MID: [4, 7], SENIOR: [8, 99] };

export const JOB_APPLY_METHODS = ['LINK', 'EMAIL'] as const;
export type JobApplyMethod = (typeof JOB_APPLY_METHODS)[number];
export const JOB_APPLY_METHOD_LABELS: Record<JobApplyMethod, string> = { LINK: '채용 페이지에서 지원', EMAIL: '이메일로 지원' };

export const JOB_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = { DRAFT: '임시 저장', PUBLISHED: '공개' };

export const JOB_PAGE_SIZES = [20, 50] as const;
export const JOB_SEARCH_MAX_LENGTH = 50;

/** '2026-12-31' closes at the end of that day in Asia/Seoul; null = 상시 채용 (never closes by date). */
export function isJobClosed(deadline: string | null, now: Date): boolean {
  if (!deadline) return false;
  return now.getTime() > Date.parse(`${deadline}T23:59:59.999+09:00`);
}

/** Days left until the deadline counted in Asia/Seoul calendar days (0 = closes today), null when open-ended or closed. */
export function jobDaysLeft(deadline: string | null, now: Date): number | null {
  if (!deadline || isJobClosed(deadline, now)) return null;
  const today = new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
  return Math.round((Date.parse(deadline) - Date.parse(today)) / 86_400_000);
}

/** '신입', '경력 3년 이상', '경력 3~7년', '신입·경력' for a years range. */
export function formatExperience(min: number, max: number | null): string {
  if (min === 0 && max === 0) return '신입';
  if (min === 0) return max === null ? '신입·경력' : `신입·경력 ${max}년 이하`;
  if (max === null) return `경력 ${min}년 이상`;
  return min === max ? `경력 ${min}년` : `경력 ${min}~${max}년`;
}

/** '5,000만~7,000만 원', '6,000만 원 이상', '회사 내규에 따름' (yearly, in 만원). */
export function formatSalary(minManwon: number | null, maxManwon: number | null): string {
  const f = (v: number) => `${formatLocaleNumber(v)}만`;
  if (minManwon === null && maxManwon === null) return '회사 내규에 따름';
  if (minManwon !== null && maxManwon !== null) return minManwon === maxManwon ? `${f(minManwon)} 원` : `${f(minManwon)}~${f(maxManwon)} 원`;
  if (minManwon !== null) return `${f(minManwon)} 원 이상`;
  return `${f(maxManwon as number)} 원 이하`;
}

/** Whether a posting's years range [min, max ?? ∞] overlaps an experience bucket. */
export function jobMatchesExperience(min: number, max: number | null, level: JobExperienceLevel): boolean {
  const [from, to] = JOB_EXPERIENCE_LEVEL_RANGES[level];
  return min <= to && (max === null || max >= from);
}

/** The deadline badge of a card: 'D-3', '오늘 마감', '상시 채용' or '마감'. */
export function jobDeadlineBadge(deadline: string | null, now: Date): string {
  if (!deadline) return '상시 채용';
  if (isJobClosed(deadline, now)) return '마감';
  const days = jobDaysLeft(deadline, now) as number;
  return days === 0 ? '오늘 마감' : `D-${days}`;
}

/** Milliseconds from `now` to the next midnight in Asia/Seoul (when open postings may close), at least 1. */
export function msUntilSeoulMidnight(now: Date): number {
  const seoul = now.getTime() + 9 * 3600_000;
  const nextMidnight = (Math.floor(seoul / 86_400_000) + 1) * 86_400_000;
  return Math.max(1, nextMidnight - seoul);
}

export const JOB_LIST_STATUSES = ['open', 'closed', 'all'] as const;
export type JobListStatus = (typeof JOB_LIST_STATUSES)[number];
export const JOB_LIST_STATUS_LABELS: Record<JobListStatus, string> = { open: '진행 중', closed: '마감', all: '마감 포함 전체' };

export const JOB_SORTS = ['latest', 'deadline', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Record<JobSort, string> = { latest: '최신 등록순', deadline: '마감 임박순', salary: '연봉 높은순' };

/** A https URL a reader may be sent to (no credentials, no spaces). */
export function isJobApplyUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}
