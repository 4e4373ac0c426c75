import { z } from 'zod';
import { MEMBERSHIP_TIER_CODES } from '../membership';
import { PROVIDERS } from '../user';

/** Nickname rule: 2-20 characters of Korean, English letters, digits, spaces or underscores. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const nicknameSchema = z
  .string()
  .trim()
  .min(NICKNAME_MIN, { error: `닉네임은 ${NICKNAME_MIN}자 이상 ${NICKNAME_MAX}자 이하로 입력해 주세요.` })
  .max(NICKNAME_MAX, { error: `닉네임은 ${NICKNAME_MIN}자 이상 ${NICKNAME_MAX}자 이하로 입력해 주세요.` })
  .regex(/^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9_ ]+$/, { error: '닉네임에는 한글, 영문, 숫자, 공백, 밑줄(_)만 사용할 수 있습니다.' });

export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });
export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** User info of spec section 3 (GET /api/sejong/v1/users/me). */
export const userInfoSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    corporationId: z.string().nullable(),
    isManager: z.boolean(),
    type: z.enum(['PERSONAL', 'CORPORATE']),
    assign: z.enum(['MEMBER', 'MANAGER']).nullable(),
    provider: z.enum(PROVIDERS),
    subscribeNews: z.boolean(),
    useEmail: z.boolean(),
    nickname: z.string(),
  })
  .meta({ id: 'UserInfo' });

/** The coupon behind a membership: its benefit period (start added for the settings screen) and days. */
export const membershipCouponSchema = z.object({ benefitPeriodStart: z.string().optional(), benefitPeriodEnd: z.string(), benefitValue: z.number().int() });
/** A paid order in the membership's payment history (spec section 3: orders). */
export const membershipOrderSchema = z.object({
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number(),
  paidAt: z.string(),
  status: z.string(),
  receiptUrl: z.string().nullable(),
});
export const membershipSchema = z
  .object({
    membershipId: z.string().nullable(),
    membershipName: z.string(),
    tierCode: z.enum(MEMBERSHIP_TIER_CODES as [string, ...string[]]),
    appliedCoupon: membershipCouponSchema.nullable(),
    orders: z.array(membershipOrderSchema),
    roles: z.array(z.string()),
  })
  .meta({ id: 'Membership' });

/** Additional info (GET /api/sejong/v1/users/{id}/info). */
export const additionalInfoSchema = z
  .object({
    isCorporationManager: z.boolean(),
    membership: membershipSchema.nullable(),
    roles: z.array(z.string().regex(/^ROLE_/)),
  })
  .meta({ id: 'AdditionalInfo' });

export const membershipResponseSchema = z.object({ membership: membershipSchema.nullable() });

/** PUT /api/sejong/v1/users/{id}/simple */
export const updateSimpleRequestSchema = z.object({
  userId: z.string().min(1),
  nickname: nicknameSchema,
  useEmail: z.boolean(),
});

/** PUT /api/sejong/v1/users/{id}/subscriptions: the newsletter / marketing consent. */
export const updateSubscriptionRequestSchema = z.object({ subscribeNews: z.boolean() });

/** POST /api/sejong/v1/users/{userId}/signup_confirm */
export const signupConfirmRequestSchema = z.object({
  termsAgreed: z.literal(true, { error: '서비스 이용약관에 동의해 주세요.' }),
  privacyAgreed: z.literal(true, { error: '개인정보 수집 및 이용에 동의해 주세요.' }),
  subscribeNews: z.boolean().default(false),
  nickname: nicknameSchema,
});

export const tokenPairResponseSchema = z.object({
  accessToken: z.string(),
  data: z.object({ token: z.string(), refreshToken: z.string().optional() }),
});

export const signupConfirmResponseSchema = tokenPairResponseSchema.extend({ user: userInfoSchema });

export const notificationSettingsSchema = z
  .object({
    newsletter: z.boolean(),
    newArticles: z.boolean(),
    events: z.boolean(),
    membership: z.boolean(),
    recruit: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });

export const sessionSummarySchema = z.object({
  sessionId: z.string(),
  device: z.string(),
  channel: z.string().nullable(),
  ip: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export const sessionListResponseSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export const sessionParamsSchema = z.object({ userId: z.string().min(1), sessionId: z.string().min(1) });

export const findEmailsQuerySchema = z.object({ legacyUserId: z.string().trim().min(1, { error: '아이디를 입력해 주세요.' }).max(100) });
export const findEmailsResponseSchema = z.object({ emails: z.array(z.object({ maskedEmail: z.string(), provider: z.string().nullable(), joinedAt: z.string().nullable() })) });

export type UserInfoDto = z.infer<typeof userInfoSchema>;
export type AdditionalInfoDto = z.infer<typeof additionalInfoSchema>;
export type MembershipDto = z.infer<typeof membershipSchema>;
export type NotificationSettingsDto = z.infer<typeof notificationSettingsSchema>;

export type SessionSummaryDto = z.infer<typeof sessionSummarySchema>;
export type SignupConfirmRequest = z.input<typeof signupConfirmRequestSchema>;
