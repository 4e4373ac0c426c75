import { z } from 'zod';
import { isIsoDate } from '../reits/dates';
import {
  JOB_APPLY_METHODS, JOB_EMPLOYMENT_TYPES, JOB_EXPERIENCE_LEVELS, JOB_LOCATIONS, JOB_PAGE_SIZES, JOB_ROLE_FAMILIES, JOB_LIST_STATUSES, JOB_SEARCH_MAX_LENGTH, JOB_SORTS, JOB_STATUSES,
  isJobApplyUrl,
} from '../recruit/model';
import { csvEnum, listPageSchema, listPaginationSchema, pageSizeSchema, searchText } from './market-query';

/**
 * 채용 API contract (ADR 020, docs/recruit.md). Paths:
 *   GET    /api/seoul/v1/recruit                    list (jobListQuerySchema → jobListResponseSchema), published postings only
 *   GET    /api/seoul/v1/recruit/:jobId             posting page → jobDetailResponseSchema (a closed posting answers 200, closed: true)
 *   GET    /api/seoul/v1/admin/recruit              every posting (adminJobListQuerySchema → adminJobListResponseSchema)
 *   GET    /api/seoul/v1/admin/recruit/:jobId       the editable record → adminJobResponseSchema
 *   POST   /api/seoul/v1/admin/recruit              create (jobInputSchema) → 201 adminJobResponseSchema
 *   PUT    /api/seoul/v1/admin/recruit/:jobId       replace (jobInputSchema)
 *   DELETE /api/seoul/v1/admin/recruit/:jobId       delete
 * The list's query string is the /recruit page's URL state. Salaries are yearly, in 만원.
 */


export const jobListQuerySchema = z.object({
  q: searchText(JOB_SEARCH_MAX_LENGTH),
  roleFamily: csvEnum(JOB_ROLE_FAMILIES, '직무'),
  location: csvEnum(JOB_LOCATIONS, '지역'),
  employmentType: csvEnum(JOB_EMPLOYMENT_TYPES, '고용 형태'),
  experience: csvEnum(JOB_EXPERIENCE_LEVELS, '경력'),
  status: z.enum(JOB_LIST_STATUSES, { error: '공고 상태는 open, closed, all 중 하나입니다.' }).default('open'),
  sort: z.enum(JOB_SORTS, { error: '정렬 기준은 latest, deadline, salary 중 하나입니다.' }).default('latest'),
  page: listPageSchema,
  size: pageSizeSchema(JOB_PAGE_SIZES, JOB_PAGE_SIZES[0]),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;
export type JobFilters = Omit<JobListQuery, 'page' | 'size'>;

export const jobListItemSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  title: z.string(),
  roleFamily: z.enum(JOB_ROLE_FAMILIES),
  roleFamilyLabel: z.string(),
  location: z.enum(JOB_LOCATIONS),
  locationLabel: z.string(),
  locationDetail: z.string(),
  experienceMin: z.number().int(),
  experienceMax: z.number().int().nullable(),
  /** '신입', '경력 3~7년', '경력 5년 이상' (formatExperience). */
  experienceLabel: z.string(),
  employmentType: z.enum(JOB_EMPLOYMENT_TYPES),
  employmentTypeLabel: z.string(),
  salaryMinManwon: z.number().int().nullable(),
  salaryMaxManwon: z.number().int().nullable(),
  /** '5,000만~7,000만 원', '회사 내규에 따름' (formatSalary). */
  salaryLabel: z.string(),
  /** 'YYYY-MM-DD', the last day to apply (Asia/Seoul); null = 상시 채용. */
  deadline: z.string().nullable(),
  /** Days left counted in Seoul calendar days (0 = closes today); null when open-ended or closed. */
  daysLeft: z.number().int().nullable(),
  /** 'D-3', '오늘 마감', '상시 채용', '마감'. */
  deadlineLabel: z.string(),
  closed: z.boolean(),
  publishedAt: z.string().nullable(),
  tags: z.array(z.string()),
  isSample: z.boolean(),
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

export const jobListResponseSchema = z.object({
  data: z.array(jobListItemSchema),
  pagination: listPaginationSchema,
  /** The Seoul day the answer was computed for (closed and D-day are as of that day). */
  asOf: z.string(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const jobApplySchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('LINK'), label: z.string(), url: z.string() }),
  z.object({ method: z.literal('EMAIL'), label: z.string(), email: z.string() }),
]);
export type JobApply = z.infer<typeof jobApplySchema>;

export const jobDetailSchema = jobListItemSchema.extend({
  companyDescription: z.string(),
  description: z.string(),
  requirements: z.string(),
  preferred: z.string(),
  benefits: z.string(),
  apply: jobApplySchema,
  updatedAt: z.string(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobDetailResponseSchema = z.object({ job: jobDetailSchema, asOf: z.string() });
export type JobDetailResponse = z.infer<typeof jobDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Admin

export const adminJobListQuerySchema = z.object({
  q: searchText(JOB_SEARCH_MAX_LENGTH),
  status: z.enum(JOB_STATUSES, { error: '상태는 DRAFT 또는 PUBLISHED입니다.' }).optional(),
  page: listPageSchema,
  size: pageSizeSchema(JOB_PAGE_SIZES, JOB_PAGE_SIZES[0]),
});
export type AdminJobListQuery = z.output<typeof adminJobListQuerySchema>;

export const adminJobListItemSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  title: z.string(),
  roleFamilyLabel: z.string(),
  status: z.enum(JOB_STATUSES),
  statusLabel: z.string(),
  deadline: z.string().nullable(),
  deadlineLabel: z.string(),
  closed: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  isSample: z.boolean(),
});
export type AdminJobListItem = z.infer<typeof adminJobListItemSchema>;

export const adminJobListResponseSchema = z.object({ data: z.array(adminJobListItemSchema), pagination: listPaginationSchema });
export type AdminJobListResponse = z.infer<typeof adminJobListResponseSchema>;

const text = (label: string, max: number, required = false) =>
  required
    ? z.string({ error: `${label}을(를) 입력해 주세요.` }).trim().min(1, `${label}을(를) 입력해 주세요.`).max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`)
    : z.string({ error: `${label}은(는) 글자로 입력해 주세요.` }).trim().max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`);
const years = (label: string) =>
  z.number({ error: `${label}: 숫자를 입력해 주세요.` }).int(`${label}은(는) 정수로 입력해 주세요.`).min(0, `${label}은(는) 0 이상이어야 합니다.`).max(50, `${label}은(는) 50년 이하로 입력해 주세요.`);
const manwon = (label: string) =>
  z.number({ error: `${label}: 숫자를 입력해 주세요.` }).int(`${label}은(는) 만원 단위 정수로 입력해 주세요.`).min(0, `${label}은(는) 0 이상이어야 합니다.`).max(1_000_000, `${label}은(는) 100억 원(1,000,000만 원) 이하로 입력해 주세요.`);
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;


export const jobInputSchema = z
  .object({
    company: text('회사명', 100, true),
    companyDescription: text('회사 소개', 2000).default(''),
    title: text('공고 제목', 120, true),
    roleFamily: z.enum(JOB_ROLE_FAMILIES, { error: '직무를 선택해 주세요.' }),
    location: z.enum(JOB_LOCATIONS, { error: '근무 지역을 선택해 주세요.' }),
    locationDetail: text('상세 근무지', 100).default(''),
    experienceMin: years('최소 경력'),
    /** null = 상한 없음. */
    experienceMax: years('최대 경력').nullable(),
    employmentType: z.enum(JOB_EMPLOYMENT_TYPES, { error: '고용 형태를 선택해 주세요.' }),
    salaryMinManwon: manwon('최소 연봉').nullable(),
    salaryMaxManwon: manwon('최대 연봉').nullable(),
    /** Last day to apply (Asia/Seoul); null = 상시 채용. */
    deadline: z.string({ error: '마감일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.' }).refine(isIsoDate, '마감일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.').nullable(),
    description: text('주요 업무', 8000, true),
    requirements: text('자격 요건', 4000).default(''),
    preferred: text('우대 사항', 4000).default(''),
    benefits: text('복리후생', 4000).default(''),
    applyMethod: z.enum(JOB_APPLY_METHODS, { error: '지원 방법을 선택해 주세요.' }),
    applyUrl: text('지원 링크', 500).default(''),
    applyEmail: text('지원 이메일', 200).default(''),
    status: z.enum(JOB_STATUSES, { error: '공개 상태를 선택해 주세요.' }),
    tags: z.array(z.string({ error: '태그는 글자로 입력해 주세요.' }).trim().min(1, '빈 태그는 넣을 수 없습니다.').max(30, '태그는 30자 이하로 입력해 주세요.'), { error: '태그 목록이 올바르지 않습니다.' })
      .max(10, '태그는 10개까지입니다.').default([]),
    isSample: z.boolean({ error: '샘플 여부가 올바르지 않습니다.' }).default(false),
  })
  .superRefine((value, ctx) => {
    // Runs even when other fields failed (`when` below), so every field's own type is checked here.
    const v = value as Partial<Record<string, unknown>>;
    const num = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
    const str = (x: unknown): string => (typeof x === 'string' ? x.trim() : '');
    if (num(v.experienceMin) && num(v.experienceMax) && v.experienceMax < v.experienceMin) {
      ctx.addIssue({ code: 'custom', path: ['experienceMax'], message: '최대 경력은 최소 경력 이상이어야 합니다.' });
    }
    if (num(v.salaryMinManwon) && num(v.salaryMaxManwon) && v.salaryMinManwon > v.salaryMaxManwon) {
      ctx.addIssue({ code: 'custom', path: ['salaryMaxManwon'], message: '최대 연봉은 최소 연봉 이상이어야 합니다.' });
    }
    if (v.applyMethod === 'LINK' && (v.applyUrl === undefined || typeof v.applyUrl === 'string')) {
      const url = str(v.applyUrl);
      if (!url) ctx.addIssue({ code: 'custom', path: ['applyUrl'], message: '지원 링크를 입력해 주세요.' });
      else if (!isJobApplyUrl(url)) ctx.addIssue({ code: 'custom', path: ['applyUrl'], message: '지원 링크는 https://로 시작하는 주소여야 합니다.' });
    }
    if (v.applyMethod === 'EMAIL' && (v.applyEmail === undefined || typeof v.applyEmail === 'string')) {
      const email = str(v.applyEmail);
      if (!email) ctx.addIssue({ code: 'custom', path: ['applyEmail'], message: '지원 이메일을 입력해 주세요.' });
      else if (!EMAIL.test(email)) ctx.addIssue({ code: 'custom', path: ['applyEmail'], message: '올바른 이메일 주소를 입력해 주세요.' });
    }
  }, {
    // The form shows the cross-field messages together with the others (an object, whatever else failed).
    when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
  });
export type JobInput = z.output<typeof jobInputSchema>;
/** What the editor form sends (defaults not yet applied). */
export type JobInputDraft = z.input<typeof jobInputSchema>;

export const adminJobSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  companyDescription: z.string(),
  title: z.string(),
  roleFamily: z.enum(JOB_ROLE_FAMILIES),
  location: z.enum(JOB_LOCATIONS),
  locationDetail: z.string(),
  experienceMin: z.number().int(),
  experienceMax: z.number().int().nullable(),
  employmentType: z.enum(JOB_EMPLOYMENT_TYPES),
  salaryMinManwon: z.number().int().nullable(),
  salaryMaxManwon: z.number().int().nullable(),
  deadline: z.string().nullable(),
  description: z.string(),
  requirements: z.string(),
  preferred: z.string(),
  benefits: z.string(),
  applyMethod: z.enum(JOB_APPLY_METHODS),
  applyUrl: z.string(),
  applyEmail: z.string(),
  status: z.enum(JOB_STATUSES),
  tags: z.array(z.string()),
  isSample: z.boolean(),
  closed: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobResponseSchema = z.object({ job: adminJobSchema });
export type AdminJobResponse = z.infer<typeof adminJobResponseSchema>;
