import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FAQ_CATEGORIES, INQUIRY_ATTACHMENT_MIME, INQUIRY_CATEGORIES, INQUIRY_STATUSES } from '@spi/core/support/model';
import { users } from './accounts-schema';

/**
 * Support and operations (ADR 022): the FAQ of the help centre, 1:1 inquiries with attachments and
 * answers, the main-home notices, and first-party analytics events.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

/** A question and answer of the help centre (/support). Answers are plain text with line breaks. */
export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  category: text('category', { enum: FAQ_CATEGORIES }).notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('faqs_category_idx').on(t.category, t.sortOrder)]);

/** A 1:1 inquiry. `number` is the public, readable reference ('문의 번호'); `clientKey` makes a double submit one inquiry. */
export const inquiries = pgTable('inquiries', {
  id: text('id').primaryKey(),
  number: serial('number').notNull(),
  userId: text('user_id').notNull().references(() => users.id),
  category: text('category', { enum: INQUIRY_CATEGORIES }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('OPEN'),
  assigneeId: text('assignee_id').references(() => users.id),
  clientKey: text('client_key').notNull(),
  /** Where the answer mail goes: the member's e-mail when the inquiry was sent. */
  replyEmail: text('reply_email').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  answeredAt: ts('answered_at'),
  closedAt: ts('closed_at'),
}, (t) => [
  uniqueIndex('inquiries_number_key').on(t.number),
  uniqueIndex('inquiries_user_client_key').on(t.userId, t.clientKey),
  index('inquiries_user_idx').on(t.userId, t.createdAt),
  index('inquiries_status_idx').on(t.status, t.createdAt),
]);

/** A file attached to an inquiry, stored under the support folder by a server-made key. */
export const inquiryAttachments = pgTable('inquiry_attachments', {
  id: text('id').primaryKey(),
  inquiryId: text('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  filename: text('filename').notNull(),
  mime: text('mime', { enum: INQUIRY_ATTACHMENT_MIME }).notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
}, (t) => [index('inquiry_attachments_inquiry_idx').on(t.inquiryId), uniqueIndex('inquiry_attachments_key').on(t.storageKey)]);

/** A staff answer; the member sees every answer, and each one is mailed (mail outbox id kept). */
export const inquiryAnswers = pgTable('inquiry_answers', {
  id: text('id').primaryKey(),
  inquiryId: text('inquiry_id').notNull().references(() => inquiries.id, { onDelete: 'cascade' }),
  authorId: text('author_id').references(() => users.id),
  body: text('body').notNull(),
  mailId: text('mail_id'),
  createdAt: createdAt(),
}, (t) => [index('inquiry_answers_inquiry_idx').on(t.inquiryId, t.createdAt)]);

/** A notice of the main-home notice modal: text and/or an image, an optional link, shown in [startsAt, endsAt). */
export const notices = pgTable('notices', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body'),
  /** A media id of the media library (an image), or null. */
  imageMediaId: text('image_media_id'),
  imageAlt: text('image_alt'),
  linkUrl: text('link_url'),
  linkLabel: text('link_label'),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  createdBy: text('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('notices_window_idx').on(t.startsAt, t.endsAt)]);

/** First-party analytics: page views and account events. `analyticsUserId` is the hash of the token subject. */
export const analyticsEvents = pgTable('analytics_events', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  analyticsUserId: text('analytics_user_id'),
  /** A random id per browser (first-party cookie), so visits can be counted without an account. */
  clientId: text('client_id'),
  path: text('path').notNull().default(''),
  referrer: text('referrer'),
  props: jsonb('props').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
}, (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt), index('analytics_events_path_idx').on(t.path, t.createdAt)]);
