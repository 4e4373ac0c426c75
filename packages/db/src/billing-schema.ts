import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporations, memberships, users } from './accounts-schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });
const won = (name: string) => bigint(name, { mode: 'number' });

/** The tiers on sale (spec section 1): one row per tier code, edited by admins. */
export const membershipPlans = pgTable('membership_plans', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  summary: text('summary').notNull().default(''),
  highlights: jsonb('highlights').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  monthlyPrice: won('monthly_price').notNull(),
  yearlyPrice: won('yearly_price').notNull(),
  audience: text('audience', { enum: ['PERSONAL', 'STUDENT', 'CORPORATE'] }).notNull().default('PERSONAL'),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  onSale: boolean('on_sale').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A registered card: the gateway's billing key (encrypted at rest, never logged) and its masked number. */
export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  corporationId: text('corporation_id').references(() => corporations.id),
  customerKey: text('customer_key').notNull(),
  billingKeyCiphertext: text('billing_key_ciphertext').notNull(),
  cardCompany: text('card_company').notNull().default(''),
  cardNumber: text('card_number').notNull().default(''),
  cardType: text('card_type').notNull().default(''),
  status: text('status', { enum: ['ACTIVE', 'REPLACED', 'DELETED'] }).notNull().default('ACTIVE'),
  createdAt: createdAt(),
  replacedAt: ts('replaced_at'),
}, (t) => [index('payment_methods_user_idx').on(t.userId)]);

/**
 * A started card registration (the 'registration payment method' modal → gateway page → back). Its id
 * is the unique key of what confirming it does, so a double click or a reload confirms once.
 */
export const billingCheckouts = pgTable('billing_checkouts', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['SUBSCRIBE', 'CHANGE_CARD', 'CORPORATE', 'ADD_CARD'] }).notNull(),
  /** CORPORATE: the corporation and the card order this registration pays. */
  corporationId: text('corporation_id').references(() => corporations.id),
  orderId: text('order_id'),
  planCode: text('plan_code'),
  cycle: text('cycle', { enum: ['MONTHLY', 'YEARLY'] }),
  customerKey: text('customer_key').notNull(),
  status: text('status', { enum: ['OPEN', 'CONFIRMING', 'DONE', 'FAILED'] }).notNull().default('OPEN'),
  result: jsonb('result').$type<Record<string, unknown>>(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [index('billing_checkouts_user_idx').on(t.userId)]);

/** A card subscription (자동결제), owned by a user or by a corporation. */
export const subscriptions = pgTable('subscriptions', {
  id: text('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  corporationId: text('corporation_id').references(() => corporations.id),
  planCode: text('plan_code').notNull(),
  cycle: text('cycle', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
  /** What the current period was paid at (the credit of a prorated upgrade). */
  paidPrice: won('paid_price').notNull(),
  seats: integer('seats').notNull().default(1),
  status: text('status', { enum: ['ACTIVE', 'PAST_DUE', 'CANCELED', 'ENDED'] }).notNull(),
  currentPeriodStart: ts('current_period_start').notNull(),
  currentPeriodEnd: ts('current_period_end').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  pendingPlanCode: text('pending_plan_code'),
  pendingCycle: text('pending_cycle', { enum: ['MONTHLY', 'YEARLY'] }),
  paymentMethodId: text('payment_method_id').references(() => paymentMethods.id),
  membershipId: text('membership_id').references(() => memberships.id),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  firstFailedAt: ts('first_failed_at'),
  nextRetryAt: ts('next_retry_at'),
  lastFailureMessage: text('last_failure_message'),
  canceledAt: ts('canceled_at'),
  endedAt: ts('ended_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  // One live subscription per owner: a second checkout cannot create another.
  uniqueIndex('subscriptions_live_user_key').on(t.userId).where(sql`status in ('ACTIVE', 'PAST_DUE') and user_id is not null`),
  index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
]);

/**
 * One intended charge. `id` is the gateway orderId; `uniqueKey` says what it pays for (the first charge
 * of a checkout, the renewal of one period, an upgrade request), so the same thing is never ordered twice.
 */
export const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  uniqueKey: text('unique_key').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  corporationId: text('corporation_id').references(() => corporations.id),
  subscriptionId: text('subscription_id').references(() => subscriptions.id),
  /** EVENT: a paid seminar registration (event_registrations.order_id); it grants no membership. */
  kind: text('kind', { enum: ['FIRST', 'RENEWAL', 'UPGRADE', 'CORPORATE', 'EVENT'] }).notNull(),
  planCode: text('plan_code').notNull(),
  cycle: text('cycle', { enum: ['MONTHLY', 'YEARLY'] }).notNull(),
  orderName: text('order_name').notNull(),
  amount: won('amount').notNull(),
  refundedAmount: won('refunded_amount').notNull().default(0),
  status: text('status', { enum: ['PENDING', 'PAID', 'FAILED', 'UNKNOWN', 'REFUNDED', 'PARTIALLY_REFUNDED', 'CANCELLED', 'EXPIRED'] }).notNull().default('PENDING'),
  /** CORPORATE orders: seats bought, and how they are paid (card through the gateway, or bank deposit). */
  seats: integer('seats').notNull().default(1),
  method: text('method', { enum: ['CARD', 'DEPOSIT'] }).notNull().default('CARD'),
  depositorName: text('depositor_name'),
  depositDeadline: ts('deposit_deadline'),
  depositRequestedAt: ts('deposit_requested_at'),
  depositRequestNote: text('deposit_request_note'),
  depositedOn: text('deposited_on'),
  confirmedBy: text('confirmed_by'),
  confirmedAt: ts('confirmed_at'),
  cancelledAt: ts('cancelled_at'),
  cancelReason: text('cancel_reason'),
  periodStart: ts('period_start'),
  periodEnd: ts('period_end'),
  paymentMethodId: text('payment_method_id').references(() => paymentMethods.id),
  attempts: integer('attempts').notNull().default(0),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  paidAt: ts('paid_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_unique_key').on(t.uniqueKey),
  uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
  index('orders_user_idx').on(t.userId, t.createdAt),
  index('orders_status_idx').on(t.status),
  // One corporate order waiting for payment per corporation.
  uniqueIndex('orders_open_corporate_key').on(t.corporationId).where(sql`kind = 'CORPORATE' and status in ('PENDING', 'UNKNOWN')`),
]);

/** What the gateway approved for an order (its Payment object, kept whole in `raw`). */
export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id),
  paymentKey: text('payment_key').notNull(),
  status: text('status').notNull(),
  amount: won('amount').notNull(),
  balanceAmount: won('balance_amount').notNull(),
  cardCompany: text('card_company').notNull().default(''),
  cardNumber: text('card_number').notNull().default(''),
  receiptUrl: text('receipt_url'),
  approvedAt: ts('approved_at'),
  raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('payments_payment_key').on(t.paymentKey), uniqueIndex('payments_order_key').on(t.orderId)]);

export const refunds = pgTable('refunds', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id),
  paymentKey: text('payment_key').notNull(),
  amount: won('amount').notNull(),
  reason: text('reason').notNull(),
  actorId: text('actor_id'),
  transactionKey: text('transaction_key'),
  createdAt: createdAt(),
}, (t) => [index('refunds_order_idx').on(t.orderId), uniqueIndex('refunds_transaction_key').on(t.transactionKey)]);

/** Webhooks received, by their webhook-id: a replay is recognised and does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  result: text('result').notNull().default(''),
  receivedAt: createdAt(),
});

export const couponBatches = pgTable('coupon_batches', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  tierCode: text('tier_code').notNull(),
  benefitDays: integer('benefit_days').notNull(),
  codeCount: integer('code_count').notNull(),
  /** Last instant a code can be redeemed (end of the chosen day in Asia/Seoul). */
  redeemBy: ts('redeem_by').notNull(),
  onePerUser: boolean('one_per_user').notNull().default(true),
  createdBy: text('created_by'),
  createdAt: createdAt(),
});

export const couponCodes = pgTable('coupon_codes', {
  code: text('code').primaryKey(),
  batchId: text('batch_id').notNull().references(() => couponBatches.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['AVAILABLE', 'REDEEMED', 'VOID'] }).notNull().default('AVAILABLE'),
  redeemedBy: text('redeemed_by'),
  redeemedAt: ts('redeemed_at'),
}, (t) => [index('coupon_codes_batch_idx').on(t.batchId)]);

/** A redeemed code: the coupon membership it granted and the one it suspended until it ends. */
export const couponRedemptions = pgTable('coupon_redemptions', {
  id: text('id').primaryKey(),
  code: text('code').notNull().references(() => couponCodes.code),
  batchId: text('batch_id').notNull().references(() => couponBatches.id),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** `${batchId}:${userId}` for one-per-user batches, so the database refuses a second one. */
  onePerUserKey: text('one_per_user_key'),
  membershipId: text('membership_id').notNull().references(() => memberships.id),
  originalMembershipId: text('original_membership_id'),
  benefitDays: integer('benefit_days').notNull(),
  benefitStart: ts('benefit_start').notNull(),
  benefitEnd: ts('benefit_end').notNull(),
  status: text('status', { enum: ['ACTIVE', 'ENDED'] }).notNull().default('ACTIVE'),
  endedAt: ts('ended_at'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('coupon_redemptions_code_key').on(t.code),
  uniqueIndex('coupon_redemptions_one_per_user_key').on(t.onePerUserKey),
  index('coupon_redemptions_due_idx').on(t.status, t.benefitEnd),
]);

/**
 * Student verification (spec section 3's student status): by a code sent to a school address
 * (method EMAIL: status PENDING while the code waits) or by a student-ID document an admin reviews.
 */
export const studentVerifications = pgTable('student_verifications', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  school: text('school').notNull(),
  email: text('email'),
  method: text('method', { enum: ['EMAIL', 'DOCUMENT'] }).notNull().default('EMAIL'),
  status: text('status', { enum: ['PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED', 'SUPERSEDED'] }).notNull().default('PENDING'),
  /** EMAIL: SHA-256 of the code, when it stops working, and wrong tries so far. */
  codeHash: text('code_hash'),
  codeExpiresAt: ts('code_expires_at'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  /** DOCUMENT: the stored file (media storage key), its checked type and size. */
  documentKey: text('document_key'),
  documentMime: text('document_mime'),
  documentSize: integer('document_size'),
  rejectedReason: text('rejected_reason'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  verifiedAt: ts('verified_at'),
  expiresAt: ts('expires_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  index('student_verifications_user_idx').on(t.userId),
  // One verification in progress per user.
  uniqueIndex('student_verifications_pending_user_key').on(t.userId).where(sql`status = 'PENDING'`),
  index('student_verifications_status_idx').on(t.status, t.createdAt),
]);

/** Every e-mail SPI sends: the local outbox in development and tests, and the send log with SMTP. */
export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  to: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text_body').notNull(),
  html: text('html_body'),
  template: text('template').notNull(),
  /** Files sent with the message (an event confirmation's .ics): name, content type and the content in base64. */
  attachments: jsonb('attachments').$type<Array<{ filename: string; contentType: string; contentBase64: string }>>().notNull().default(sql`'[]'::jsonb`),
  /** What the message is about, so the same notice is not sent twice (for example `receipt:{orderId}`). */
  dedupeKey: text('dedupe_key'),
  status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED'] }).notNull().default('QUEUED'),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: ts('sent_at'),
}, (t) => [uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey), index('mail_outbox_to_idx').on(t.to, t.createdAt)]);
