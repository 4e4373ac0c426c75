import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { corporations, users } from './accounts-schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An invitation to join a corporation, sent by e-mail. The link carries a random token; only its
 * SHA-256 is stored. Single use: PENDING → ACCEPTED (or REVOKED, EXPIRED). One open invitation per
 * address and corporation.
 */
export const corporationInvitations = pgTable('corporation_invitations', {
  id: text('id').primaryKey(),
  corporationId: text('corporation_id').notNull().references(() => corporations.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull(),
  status: text('status', { enum: ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] }).notNull().default('PENDING'),
  invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: ts('expires_at').notNull(),
  acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  acceptedAt: ts('accepted_at'),
  revokedAt: ts('revoked_at'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('corporation_invitations_token_key').on(t.tokenHash),
  uniqueIndex('corporation_invitations_open_key').on(t.corporationId, t.email).where(sql`status = 'PENDING'`),
  index('corporation_invitations_email_idx').on(t.email),
]);

/**
 * A corporate membership: N seats of a plan for a period, bought by a corporate order (card or bank
 * deposit). While ACTIVE every member holds a CORPORATION membership row carrying its tier and roles.
 */
export const corporateMemberships = pgTable('corporate_memberships', {
  id: text('id').primaryKey(),
  corporationId: text('corporation_id').notNull().references(() => corporations.id, { onDelete: 'cascade' }),
  planCode: text('plan_code').notNull(),
  seats: integer('seats').notNull(),
  /** Membership roles every seat carries (FUND, granted by an admin). */
  roles: jsonb('roles').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  status: text('status', { enum: ['ACTIVE', 'ENDED'] }).notNull().default('ACTIVE'),
  periodStart: ts('period_start').notNull(),
  periodEnd: ts('period_end').notNull(),
  orderId: text('order_id'),
  createdAt: createdAt(),
  endedAt: ts('ended_at'),
}, (t) => [
  uniqueIndex('corporate_memberships_active_key').on(t.corporationId).where(sql`status = 'ACTIVE'`),
  index('corporate_memberships_due_idx').on(t.status, t.periodEnd),
]);
