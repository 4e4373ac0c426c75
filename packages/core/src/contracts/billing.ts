import { z } from 'zod';
import { BILLING_CYCLES } from '../billing/pricing';
import { COUPON_BATCH_MAX } from '../billing/coupon';
import { MEMBERSHIP_TIER_CODES } from '../membership';
import { membershipSchema } from './users';
import { paginationSchema } from './articles';

/**
 * Membership and payment contracts (issue 9). Paths, under /api/sejong/v1:
 * - GET  /memberships/plans                       plans (tiers) on the /membership page (public, cached)
 * - GET  /users/me/membership                     membership (spec fields) + subscription
 * - GET  /users/me/membership/original            the membership kept while a coupon applies
 * - POST /users/me/checkouts                      start card registration for a plan (or a card change)
 * - POST /users/me/checkouts/{checkoutId}/confirm issue the billing key, charge, activate (Idempotency-Key)
 * - GET  /users/me/subscription/change-preview    what a plan/cycle change costs now or later
 * - POST /users/me/subscription/change            upgrade now (prorated) or change at period end
 * - POST /users/me/subscription/cancel | resume   cancel at period end, and undo
 * - GET  /users/me/orders, /users/me/orders/{id}  order history and one receipt
 * - POST /users/me/coupons/redeem                 redeem a coupon code
 * - POST /payments/webhook                        gateway webhooks (Standard Webhooks signature)
 * - /admin/billing/*                              members, orders + refunds, plans, coupon batches, mail outbox
 */
export const billingCycleSchema = z.enum(BILLING_CYCLES);
export const tierCodeSchema = z.enum(MEMBERSHIP_TIER_CODES as [string, ...string[]]);
const paidTierCodeSchema = tierCodeSchema.refine((code) => code !== 'NONE', { error: '멤버십 등급을 선택해 주세요.' });

export const planSchema = z
  .object({
    code: tierCodeSchema,
    name: z.string(),
    label: z.string(),
    summary: z.string(),
    highlights: z.array(z.string()),
    monthlyPrice: z.number().int(),
    yearlyPrice: z.number().int(),
    yearlySaving: z.object({ won: z.number().int(), percent: z.number().int() }),
    audience: z.enum(['PERSONAL', 'STUDENT', 'CORPORATE']),
    image: z.string(),
    sortOrder: z.number().int(),
    onSale: z.boolean(),
  })
  .meta({ id: 'MembershipPlan' });
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

export const cardSchema = z.object({ company: z.string(), number: z.string() });

/** EVENT: a paid seminar registration (ADR 020); it grants no membership. */
export const orderKinds = ['FIRST', 'RENEWAL', 'UPGRADE', 'CORPORATE', 'EVENT'] as const;
export const orderStatuses = ['PENDING', 'PAID', 'FAILED', 'UNKNOWN', 'REFUNDED', 'PARTIALLY_REFUNDED', 'CANCELLED', 'EXPIRED'] as const;
export const ORDER_STATUS_LABELS: Record<(typeof orderStatuses)[number], string> = {
  PENDING: '결제 중',
  PAID: '결제 완료',
  FAILED: '결제 실패',
  UNKNOWN: '결과 확인 중',
  REFUNDED: '환불 완료',
  PARTIALLY_REFUNDED: '부분 환불',
  CANCELLED: '취소됨',
  EXPIRED: '입금 기한 지남',
};
export const ORDER_KIND_LABELS: Record<(typeof orderKinds)[number], string> = { FIRST: '첫 결제', RENEWAL: '정기 결제', UPGRADE: '업그레이드', CORPORATE: '법인 좌석', EVENT: '이벤트 참가비' };

export const orderSchema = z
  .object({
    orderId: z.string(),
    orderName: z.string(),
    kind: z.enum(orderKinds),
    planCode: tierCodeSchema,
    cycle: billingCycleSchema,
    amount: z.number().int(),
    refundedAmount: z.number().int(),
    status: z.enum(orderStatuses),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    receiptUrl: z.string().nullable(),
    card: cardSchema.nullable(),
    failureMessage: z.string().nullable(),
  })
  .meta({ id: 'Order' });
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema), pagination: paginationSchema });
export const orderResponseSchema = z.object({ order: orderSchema });
export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const orderParamsSchema = z.object({ orderId: z.string().min(6).max(64).regex(/^[A-Za-z0-9_-]+$/) });

export const subscriptionStatuses = ['ACTIVE', 'PAST_DUE', 'CANCELED', 'ENDED'] as const;
export const SUBSCRIPTION_STATUS_LABELS: Record<(typeof subscriptionStatuses)[number], string> = {
  ACTIVE: '이용 중',
  PAST_DUE: '결제 재시도 중',
  CANCELED: '해지됨',
  ENDED: '종료됨',
};
export const subscriptionSchema = z
  .object({
    subscriptionId: z.string(),
    planCode: tierCodeSchema,
    planName: z.string(),
    cycle: billingCycleSchema,
    status: z.enum(subscriptionStatuses),
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string(),
    cancelAtPeriodEnd: z.boolean(),
    /** The next automatic charge, null when cancelled at period end. */
    nextBilling: z.object({ at: z.string(), amount: z.number().int(), planCode: tierCodeSchema, cycle: billingCycleSchema }).nullable(),
    pendingChange: z.object({ planCode: tierCodeSchema, cycle: billingCycleSchema, effectiveAt: z.string() }).nullable(),
    retry: z.object({ failures: z.number().int(), nextRetryAt: z.string().nullable(), lastFailureMessage: z.string().nullable() }).nullable(),
    card: cardSchema.nullable(),
  })
  .meta({ id: 'Subscription' });

/**
 * The member-only article unlocks of a metered tier (LIGHT, LIGHT_STUDENT) this calendar month in
 * Asia/Seoul: `remaining` of `limit`, refilled at `resetsAt` (the 1st of next month, 00:00 KST).
 */
export const articleUnlockAllowanceSchema = z
  .object({ used: z.number().int(), limit: z.number().int(), remaining: z.number().int(), resetsAt: z.string() })
  .meta({ id: 'ArticleUnlockAllowance' });

/**
 * GET /users/me/membership: the spec's membership fields plus the subscription behind them, and for
 * metered tiers the unlocks left this month (null for unlimited tiers, staff and members without one).
 */
export const myMembershipResponseSchema = z.object({
  membership: membershipSchema.nullable(),
  subscription: subscriptionSchema.nullable(),
  articleUnlocks: articleUnlockAllowanceSchema.nullable().optional(),
});

/** ADD_CARD: any signed-in member registers a card (no charge, no subscription), e.g. to pay a paid event. */
export const checkoutPurposes = ['SUBSCRIBE', 'CHANGE_CARD', 'CORPORATE', 'ADD_CARD'] as const;

/** The longest same-site path an ADD_CARD checkout returns to. */
export const CHECKOUT_RETURN_TO_MAX = 300;
const RETURN_TO_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]+$/;

/**
 * Whether `value` is a same-site path a checkout may send the person back to: it starts with one '/',
 * holds no '//' and no backslash (which browsers read as another site), only URL characters (no spaces
 * or control characters), and is at most 300 characters. '/event/12' passes; '//evil.example',
 * '/\\evil.example', 'https://…' and 'event/12' do not.
 */
export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= CHECKOUT_RETURN_TO_MAX &&
    value.startsWith('/') &&
    !value.includes('//') &&
    !value.includes('\\') &&
    RETURN_TO_CHARS.test(value)
  );
}

export const checkoutReturnToSchema = z
  .string({ error: '돌아갈 주소는 문자열이어야 합니다.' })
  .max(CHECKOUT_RETURN_TO_MAX, { error: `돌아갈 주소는 ${CHECKOUT_RETURN_TO_MAX}자 이하여야 합니다.` })
  .refine(isSafeReturnPath, { error: "돌아갈 주소는 '/'로 시작하는 이 사이트의 경로여야 합니다." });

export const checkoutRequestSchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('SUBSCRIBE'), planCode: paidTierCodeSchema, cycle: billingCycleSchema }),
  z.object({ purpose: z.literal('CHANGE_CARD') }),
  /** returnTo: the same-site path the return pages send the person back to (e.g. '/event/12'). */
  z.object({ purpose: z.literal('ADD_CARD'), returnTo: checkoutReturnToSchema.optional() }),
]);
export const checkoutResponseSchema = z.object({
  checkoutId: z.string(),
  purpose: z.enum(checkoutPurposes),
  /** 'redirect': open authUrl (the local sandbox); 'toss-sdk': call requestBillingAuth with the keys. */
  mode: z.enum(['redirect', 'toss-sdk']),
  authUrl: z.string().nullable(),
  clientKey: z.string(),
  customerKey: z.string(),
  successUrl: z.string(),
  failUrl: z.string(),
  orderName: z.string().nullable(),
  amount: z.number().int().nullable(),
  expiresAt: z.string(),
});
export const checkoutParamsSchema = z.object({ checkoutId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/) });
export const confirmCheckoutRequestSchema = z.object({
  authKey: z.string().min(1).max(300),
  customerKey: z.string().min(2).max(300),
});
export const confirmCheckoutResponseSchema = z.object({
  purpose: z.enum(checkoutPurposes),
  order: orderSchema.nullable(),
  membership: membershipSchema.nullable(),
  subscription: subscriptionSchema.nullable(),
  /** ADD_CARD: the card now registered (masked number). */
  card: cardSchema.nullable().optional(),
});

export const planChangeRequestSchema = z.object({ planCode: paidTierCodeSchema, cycle: billingCycleSchema });
export const planChangePreviewSchema = z.object({
  kind: z.enum(['UPGRADE_NOW', 'CHANGE_AT_PERIOD_END', 'NO_CHANGE']),
  planCode: tierCodeSchema,
  cycle: billingCycleSchema,
  amountDue: z.number().int(),
  credit: z.number().int(),
  cost: z.number().int(),
  remainingDays: z.number().int(),
  effectiveAt: z.string(),
  nextAmount: z.number().int(),
  /** How the figure was reached, in Korean, shown before the reader confirms. */
  explanation: z.string(),
});
export const planChangeResponseSchema = z.object({ preview: planChangePreviewSchema, order: orderSchema.nullable(), subscription: subscriptionSchema });
export const cancelSubscriptionRequestSchema = z.object({ reason: z.string().trim().max(500).optional() });
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });

export const redeemCouponRequestSchema = z.object({ code: z.string().trim().min(1, { error: '쿠폰 코드를 입력해 주세요.' }).max(40, { error: '쿠폰 코드는 12자리입니다.' }) });
export const redeemCouponResponseSchema = z.object({ membership: membershipSchema, tierCode: tierCodeSchema, benefitPeriodEnd: z.string(), benefitValue: z.number().int() });

// ---- Admin ----
export const adminMembersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  tier: tierCodeSchema.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  nickname: z.string(),
  tierCode: tierCodeSchema,
  membershipSource: z.enum(['SUBSCRIPTION', 'COUPON', 'CORPORATION', 'GRANT']).nullable(),
  subscription: subscriptionSchema.nullable(),
  couponEndsAt: z.string().nullable(),
  paidTotal: z.number().int(),
  /** Roles of the membership in force (for example FUND, granted on the admin members screen); [] when none. */
  membershipRoles: z.array(z.string()).optional(),
});
export const adminMembersResponseSchema = z.object({ members: z.array(adminMemberSchema), pagination: paginationSchema });

export const adminOrdersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(orderStatuses).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminOrderSchema = orderSchema.extend({ userId: z.string().nullable(), email: z.string().nullable(), refundable: z.number().int() });
export const adminOrdersResponseSchema = z.object({ orders: z.array(adminOrderSchema), pagination: paginationSchema });
export const refundRequestSchema = z.object({
  amount: z.number().int().positive({ error: '환불 금액은 1원 이상이어야 합니다.' }).optional(),
  reason: z.string().trim().min(2, { error: '환불 사유를 입력해 주세요.' }).max(200),
});
export const refundResponseSchema = z.object({
  order: adminOrderSchema,
  /** A full refund of the order that paid the current period ends the subscription and membership at once. */
  subscriptionEnded: z.boolean(),
  /** What the refund did, in Korean, for the admin screen. */
  message: z.string(),
});

export const adminPlanUpdateSchema = z.object({
  name: z.string().trim().min(1).max(30),
  summary: z.string().trim().max(200),
  highlights: z.array(z.string().trim().min(1).max(80)).max(8),
  monthlyPrice: z.number().int().min(0).max(10_000_000),
  yearlyPrice: z.number().int().min(0).max(100_000_000),
  sortOrder: z.number().int().min(0).max(100),
  onSale: z.boolean(),
});
export const planParamsSchema = z.object({ code: tierCodeSchema });

export const couponBatchCreateSchema = z.object({
  name: z.string().trim().min(2, { error: '쿠폰 이름을 2자 이상 입력해 주세요.' }).max(60),
  tierCode: paidTierCodeSchema,
  benefitDays: z.number().int().min(1, { error: '혜택 기간은 1일 이상이어야 합니다.' }).max(730, { error: '혜택 기간은 최대 730일입니다.' }),
  count: z.number().int().min(1).max(COUPON_BATCH_MAX, { error: `한 번에 최대 ${COUPON_BATCH_MAX}개까지 만들 수 있습니다.` }),
  /** Last day a code can be redeemed, YYYY-MM-DD in Asia/Seoul (inclusive). */
  redeemBy: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '사용 기한을 YYYY-MM-DD 형식으로 입력해 주세요.' }),
  onePerUser: z.boolean(),
});
export const couponBatchSchema = z.object({
  batchId: z.string(),
  name: z.string(),
  tierCode: tierCodeSchema,
  benefitDays: z.number().int(),
  count: z.number().int(),
  redeemed: z.number().int(),
  /** Last day a code can be redeemed, YYYY-MM-DD in Asia/Seoul (inclusive), as it was entered. */
  redeemBy: z.string(),
  onePerUser: z.boolean(),
  createdAt: z.string(),
});
export const couponBatchesResponseSchema = z.object({ batches: z.array(couponBatchSchema) });
export const couponBatchResponseSchema = z.object({ batch: couponBatchSchema });
export const couponBatchParamsSchema = z.object({ batchId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/) });

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  status: z.enum(['QUEUED', 'SENT', 'FAILED']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema), pagination: paginationSchema });
export const outboxQuerySchema = z.object({
  to: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export type Plan = z.infer<typeof planSchema>;
export type OrderDto = z.infer<typeof orderSchema>;
export type SubscriptionDto = z.infer<typeof subscriptionSchema>;
export type ArticleUnlockAllowanceDto = z.infer<typeof articleUnlockAllowanceSchema>;
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
export type CouponBatchDto = z.infer<typeof couponBatchSchema>;
export type AdminMemberDto = z.infer<typeof adminMemberSchema>;
export type AdminOrderDto = z.infer<typeof adminOrderSchema>;
export type OutboxMessageDto = z.infer<typeof outboxMessageSchema>;
