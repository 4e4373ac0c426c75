import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const corporations = pgTable('corporations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  managerName: text('manager_name').notNull(),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  email: text('email').notNull().default(''),
  /** 사업자등록번호, 10 digits without hyphens (checked with its check digit); null for old rows. */
  businessNumber: text('business_number'),
  zonecode: text('zonecode').notNull().default(''),
  /** A company e-mail domain whose verified users may join without an invitation (when enabled). */
  autoJoinDomain: text('auto_join_domain'),
  autoJoinEnabled: boolean('auto_join_enabled').notNull().default(false),
  createdBy: text('created_by'),
  /** Demo data shown as a sample, never a real customer. */
  isSample: boolean('is_sample').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('corporations_business_number_key').on(t.businessNumber),
  uniqueIndex('corporations_auto_join_domain_key').on(t.autoJoinDomain),
]);

/** A person. status PENDING until sign-up is confirmed; LEFT after leaving (row kept, data scrubbed). */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  nickname: text('nickname').notNull(),
  status: text('status', { enum: ['PENDING', 'ACTIVE', 'LEFT'] }).notNull().default('PENDING'),
  type: text('type', { enum: ['PERSONAL', 'CORPORATE'] }).notNull().default('PERSONAL'),
  corporationId: text('corporation_id').references(() => corporations.id),
  assign: text('assign', { enum: ['MEMBER', 'MANAGER'] }),
  isManager: boolean('is_manager').notNull().default(false),
  /** When and how the user joined their corporation. */
  corporationJoinedAt: ts('corporation_joined_at'),
  corporationVia: text('corporation_via', { enum: ['REGISTERED', 'INVITATION', 'DOMAIN', 'STAFF'] }),
  subscribeNews: boolean('subscribe_news').notNull().default(false),
  useEmail: boolean('use_email').notNull().default(true),
  termsAgreedAt: ts('terms_agreed_at'),
  privacyAgreedAt: ts('privacy_agreed_at'),
  marketingAgreedAt: ts('marketing_agreed_at'),
  legacyUserId: text('legacy_user_id'),
  /** Onboarding (ADR 022): topics the member picked, and when the onboarding modal was finished or skipped. */
  interests: jsonb('interests').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  onboardedAt: ts('onboarded_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  leftAt: ts('left_at'),
}, (t) => [uniqueIndex('users_legacy_user_id_key').on(t.legacyUserId), index('users_email_idx').on(t.email)]);

/** A social login (provider + subject) linked to a user. */
export const userIdentities = pgTable('user_identities', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['kakao', 'google'] }).notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull().default(''),
  createdAt: createdAt(),
  lastLoginAt: ts('last_login_at'),
}, (t) => [uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)]);

/** Server roles in the ROLE_ convention (ROLE_EDITOR, ROLE_ADMIN); every active user also has ROLE_USER implicitly. */
export const userRoles = pgTable('user_roles', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
  grantedAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.role] })]);

/** A signed-in device: one refresh-token family. Revoking it ends every token of the family. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel'),
  userAgent: text('user_agent').notNull().default(''),
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
  lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  revokedReason: text('revoked_reason'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/** Every refresh token ever issued, stored only as a SHA-256 hash; rotatedAt marks a used one. */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: text('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  rotatedAt: ts('rotated_at'),
}, (t) => [index('refresh_tokens_session_idx').on(t.sessionId)]);

/** One-time OAuth authorization state, bound to the browser that started it. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider', { enum: ['kakao', 'google'] }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  browserBindingHash: text('browser_binding_hash').notNull(),
  redirectTo: text('redirect_to').notNull().default('/'),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * The membership in force for a user, and the ones before it: granted by a subscription, a coupon, a
 * corporation seat or by staff. The entitlement model (core Principal) is built from `tier_code`.
 */
export const memberships = pgTable('memberships', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  corporationId: text('corporation_id').references(() => corporations.id),
  tierCode: text('tier_code').notNull(),
  /** The tier's display name when granted (presented as membershipName; never read to decide). */
  name: text('name').notNull(),
  roles: jsonb('roles').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** SUSPENDED: kept while a coupon applies, restored when it ends. */
  status: text('status', { enum: ['ACTIVE', 'SUSPENDED', 'ENDED', 'CANCELLED'] }).notNull().default('ACTIVE'),
  source: text('source', { enum: ['SUBSCRIPTION', 'COUPON', 'CORPORATION', 'GRANT'] }).notNull().default('GRANT'),
  startedAt: ts('started_at').notNull().defaultNow(),
  endsAt: ts('ends_at'),
  originalMembershipId: text('original_membership_id'),
  createdAt: createdAt(),
}, (t) => [
  index('memberships_user_idx').on(t.userId),
  // One membership in force per user.
  uniqueIndex('memberships_active_user_key').on(t.userId).where(sql`status = 'ACTIVE'`),
]);

export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  newsletter: boolean('newsletter').notNull().default(false),
  newArticles: boolean('new_articles').notNull().default(true),
  events: boolean('events').notNull().default(true),
  membership: boolean('membership').notNull().default(true),
  recruit: boolean('recruit').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Accounts of the previous service, imported from CSV, for the find-e-mail flow. */
export const legacyUsers = pgTable('legacy_users', {
  legacyUserId: text('legacy_user_id').primaryKey(),
  email: text('email').notNull(),
  provider: text('provider'),
  joinedAt: ts('joined_at'),
  importedAt: createdAt(),
});

/** Who did what: admin reads of other users' records, role changes, editor actions. */
export const auditLog = pgTable('audit_log', {
  id: text('id').primaryKey(),
  actorId: text('actor_id'),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id'),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_created_idx').on(t.createdAt)]);

/** Product analytics events of spec section 3 (sign-in, sign-up), kept first-party. */
export const userEvents = pgTable('user_events', {
  id: text('id').primaryKey(),
  userId: text('user_id'),
  type: text('type').notNull(),
  props: jsonb('props').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
}, (t) => [index('user_events_type_idx').on(t.type, t.createdAt)]);
