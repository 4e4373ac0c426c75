import { z } from 'zod';
import { ANALYTICS_EVENTS, ANALYTICS_LIMITS, INTEREST_TOPICS, INTERESTS_MAX, NOTICE_LIMITS } from '../operations/model';
import { formatLocaleNumber } from '../number-format';

/**
 * Operations API contract (ADR 022, docs/operations.md). Paths:
 *   GET    /api/seoul/v1/notices/active                  notices showing now → activeNoticesResponseSchema; public, no cookies, cached by the `notices` tag
 *   GET    /api/seoul/v1/admin/notices                   every notice (admins) → adminNoticeListResponseSchema
 *   POST   /api/seoul/v1/admin/notices                   create (noticeInputSchema) → 201 noticeSchema
 *   PUT    /api/seoul/v1/admin/notices/:noticeId         replace → noticeSchema
 *   DELETE /api/seoul/v1/admin/notices/:noticeId         delete → 204
 *   GET    /api/sejong/v1/users/me/onboarding            → onboardingStateSchema (signed-in)
 *   PUT    /api/sejong/v1/users/me/onboarding            finish or skip (onboardingInputSchema) → onboardingStateSchema; notification settings saved in the same transaction
 *   POST   /api/analytics/events                         a batch of first-party events (analyticsBatchSchema) → 202; no auth needed, rate limited
 *   GET    /api/seoul/v1/admin/dashboard                 the operators' figures (adminDashboardQuerySchema → adminDashboardSchema; admins)
 */

// --- Notices --------------------------------------------------------------------------------------

const isoInstant = (label: string) => z.iso.datetime({ offset: true, error: `${label}을(를) 올바른 날짜와 시각으로 입력해 주세요.` });

/** Internal paths ('/membership') or https links only. */
export const noticeLinkSchema = z.string().trim().max(NOTICE_LIMITS.urlMax, `링크는 ${NOTICE_LIMITS.urlMax}자 이하로 입력해 주세요.`)
  .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), '링크는 /로 시작하는 사이트 내 경로나 https 주소로 입력해 주세요.');

export const noticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  /** Same-origin image URL of the media library, or null. */
  imageUrl: z.string().nullable(),
  imageMediaId: z.string().nullable(),
  imageAlt: z.string().nullable(),
  linkUrl: z.string().nullable(),
  linkLabel: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const activeNoticesResponseSchema = z.object({
  items: z.array(noticeSchema),
  /** When the set can next change (the earliest end or upcoming start), so caches can expire then. */
  nextChangeAt: z.string().nullable(),
});
export type ActiveNoticesResponse = z.infer<typeof activeNoticesResponseSchema>;

export const adminNoticeListResponseSchema = z.object({
  items: z.array(noticeSchema.extend({ state: z.enum(['SCHEDULED', 'ACTIVE', 'ENDED']) })),
});
export type AdminNoticeListResponse = z.infer<typeof adminNoticeListResponseSchema>;

export const noticeInputSchema = z.object({
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(NOTICE_LIMITS.titleMax, `제목은 ${NOTICE_LIMITS.titleMax}자 이하로 입력해 주세요.`),
  body: z.string().trim().max(NOTICE_LIMITS.bodyMax, `내용은 ${formatLocaleNumber(NOTICE_LIMITS.bodyMax)}자 이하로 입력해 주세요.`).nullable().default(null),
  imageMediaId: z.string().max(64).nullable().default(null),
  imageAlt: z.string().trim().max(200, '이미지 설명은 200자 이하로 입력해 주세요.').nullable().default(null),
  linkUrl: noticeLinkSchema.nullable().default(null),
  linkLabel: z.string().trim().max(NOTICE_LIMITS.linkLabelMax, `링크 문구는 ${NOTICE_LIMITS.linkLabelMax}자 이하로 입력해 주세요.`).nullable().default(null),
  startsAt: isoInstant('시작 시각'),
  endsAt: isoInstant('종료 시각'),
});
export type NoticeInput = z.input<typeof noticeInputSchema>;

// --- Onboarding -----------------------------------------------------------------------------------

export const interestTopicSchema = z.enum(INTEREST_TOPICS, { error: '관심 분야가 올바르지 않습니다.' });

export const onboardingStateSchema = z.object({
  /** True until the member finished or skipped the onboarding modal once. */
  pending: z.boolean(),
  interests: z.array(interestTopicSchema),
  notifications: z.object({
    newsletter: z.boolean(),
    newArticles: z.boolean(),
    events: z.boolean(),
    membership: z.boolean(),
    recruit: z.boolean(),
  }),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export const onboardingInputSchema = z.object({
  action: z.enum(['finish', 'skip'], { error: 'action은 finish 또는 skip입니다.' }),
  interests: z.array(interestTopicSchema).max(INTERESTS_MAX, `관심 분야는 ${INTERESTS_MAX}개까지 고를 수 있습니다.`).default([]),
  /** Omitted on skip: notification settings stay as they are. */
  notifications: onboardingStateSchema.shape.notifications.partial().optional(),
});
export type OnboardingInput = z.input<typeof onboardingInputSchema>;

// --- Analytics ------------------------------------------------------------------------------------

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS, { error: '알 수 없는 분석 이벤트입니다.' }),
  /** SHA-256 hex of the token subject, never the subject. */
  analyticsUserId: z.string().regex(/^[0-9a-f]{64}$/, '분석 사용자 ID 형식이 올바르지 않습니다.').nullable().optional(),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).nullable().optional(),
  path: z.string().max(ANALYTICS_LIMITS.pathMax).default(''),
  referrer: z.string().max(ANALYTICS_LIMITS.pathMax).nullable().optional(),
  props: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((p) => JSON.stringify(p).length <= ANALYTICS_LIMITS.propsBytesMax, '이벤트 속성이 너무 큽니다.')
    .default({}),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_LIMITS.batchMax) });
export const analyticsBatchResponseSchema = z.object({ accepted: z.number().int() });

// --- Admin dashboard ------------------------------------------------------------------------------

export const adminDashboardQuerySchema = z.object({
  days: z.enum(['7', '30', '90'], { error: '기간은 7, 30, 90일 중 하나입니다.' }).default('30').transform(Number),
});

export const adminDashboardSchema = z.object({
  /** Asia/Seoul days, oldest first: 'YYYY-MM-DD'. */
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  asOf: z.string(),
  signUps: z.object({ total: z.number().int(), daily: z.array(z.object({ date: z.string(), count: z.number().int() })) }),
  /** Members with a membership in force now, per tier code; NONE = signed-up members without one. */
  activeMembersByTier: z.array(z.object({ tier: z.string(), label: z.string(), count: z.number().int() })),
  /** Paid orders minus refunds in 원, over the period and per day. */
  revenue: z.object({ total: z.number().int(), refunds: z.number().int(), daily: z.array(z.object({ date: z.string(), amount: z.number().int() })) }),
  topArticles: z.array(z.object({ id: z.string(), title: z.string(), href: z.string(), views: z.number().int() })),
  topReits: z.array(z.object({ ticker: z.string(), name: z.string(), href: z.string(), views: z.number().int() })),
  recentErrors: z.array(z.object({ id: z.string(), message: z.string(), path: z.string(), createdAt: z.string() })),
  openInquiries: z.number().int(),
  pageViews: z.object({ total: z.number().int(), daily: z.array(z.object({ date: z.string(), count: z.number().int() })) }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
