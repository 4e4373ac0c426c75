import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  EVENT_FORMATS, EVENT_PRICE_POLICIES, EVENT_STATUSES, EVENT_TYPES, REGISTRATION_STATUSES, type EventAgendaItem, type EventSpeaker,
} from '@spi/core/events/model';
import {
  JOB_APPLY_METHODS, JOB_EMPLOYMENT_TYPES, JOB_LOCATIONS, JOB_ROLE_FAMILIES, JOB_STATUSES,
} from '@spi/core/recruit/model';
import { CITYFOLIO_KINDS, CITYFOLIO_STATUSES, VIDEO_PROVIDERS } from '@spi/core/cityfolio/model';
import { users } from './accounts-schema';
import { orders } from './billing-schema';

/**
 * 이벤트, 채용 and 시티폴리오 (ADR 020): seminars with registrations, waiting lists, materials and
 * attendee files; job postings; city-portfolio items (events, videos, books) and investment profiles.
 * Instants are timestamptz (shown in Asia/Seoul), money in 원, dates 'YYYY-MM-DD'.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();
const day = (name: string) => date(name, { mode: 'string' });
const tagList = () => jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`);

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** Plain text; blank lines separate paragraphs. */
  description: text('description').notNull().default(''),
  type: text('type', { enum: EVENT_TYPES }).notNull(),
  format: text('format', { enum: EVENT_FORMATS }).notNull(),
  status: text('status', { enum: EVENT_STATUSES }).notNull().default('DRAFT'),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  registrationClosesAt: ts('registration_closes_at').notNull(),
  venueName: text('venue_name').notNull().default(''),
  venueAddress: text('venue_address').notNull().default(''),
  /** The online link: given only to registrants with a seat (never in public responses). */
  onlineUrl: text('online_url').notNull().default(''),
  host: text('host').notNull().default('SPI'),
  capacity: integer('capacity').notNull(),
  waitlistCapacity: integer('waitlist_capacity').notNull().default(0),
  pricePolicy: text('price_policy', { enum: EVENT_PRICE_POLICIES }).notNull().default('FREE'),
  priceWon: integer('price_won').notNull().default(0),
  speakers: jsonb('speakers').$type<EventSpeaker[]>().notNull().default(sql`'[]'::jsonb`),
  agenda: jsonb('agenda').$type<EventAgendaItem[]>().notNull().default(sql`'[]'::jsonb`),
  tags: tagList(),
  /** A cover image: a media path (/api/seoul/v1/media/...) or empty for the generated cover. */
  coverUrl: text('cover_url').notNull().default(''),
  /** When set, registrants upload one file (e.g. 사전 질문지, 발표 자료) with this label. */
  attendeeFileLabel: text('attendee_file_label').notNull().default(''),
  attendeeFileRequired: boolean('attendee_file_required').notNull().default(false),
  isSample: boolean('is_sample').notNull().default(false),
  publishedAt: ts('published_at'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('events_status_starts_idx').on(t.status, t.startsAt),
  index('events_type_starts_idx').on(t.type, t.startsAt),
]);

/** Files editors attach to an event (slides, handouts); registrantsOnly hides them from everyone else. */
export const eventMaterials = pgTable('event_materials', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  registrantsOnly: boolean('registrants_only').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('event_materials_event_idx').on(t.eventId)]);

/**
 * One row per person per event (unique): cancelling and registering again reuses it. Seats are counted
 * under a lock on the event row, so concurrent registrations never overbook.
 */
export const eventRegistrations = pgTable('event_registrations', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  company: text('company').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  note: text('note').notNull().default(''),
  /** What this registration costs (0 = free), and the order that paid it. */
  amountWon: integer('amount_won').notNull().default(0),
  orderId: text('order_id').references(() => orders.id),
  attendeeFileName: text('attendee_file_name'),
  attendeeFileType: text('attendee_file_type'),
  attendeeFileSize: integer('attendee_file_size'),
  attendeeFileKey: text('attendee_file_key'),
  /** The waiting-list order: the time the person joined it. */
  waitlistedAt: ts('waitlisted_at'),
  confirmedAt: ts('confirmed_at'),
  cancelledAt: ts('cancelled_at'),
  /** Hold expiry of a PENDING_PAYMENT registration. */
  holdExpiresAt: ts('hold_expires_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('event_registrations_event_user').on(t.eventId, t.userId),
  index('event_registrations_event_status_idx').on(t.eventId, t.status, t.waitlistedAt),
  index('event_registrations_user_idx').on(t.userId, t.createdAt),
]);

export const jobPostings = pgTable('job_postings', {
  id: serial('id').primaryKey(),
  company: text('company').notNull(),
  companyDescription: text('company_description').notNull().default(''),
  title: text('title').notNull(),
  roleFamily: text('role_family', { enum: JOB_ROLE_FAMILIES }).notNull(),
  location: text('location', { enum: JOB_LOCATIONS }).notNull(),
  locationDetail: text('location_detail').notNull().default(''),
  experienceMin: integer('experience_min').notNull().default(0),
  /** null = no upper bound. */
  experienceMax: integer('experience_max'),
  employmentType: text('employment_type', { enum: JOB_EMPLOYMENT_TYPES }).notNull(),
  /** Yearly salary range in 만원; both null = 회사 내규에 따름. */
  salaryMinManwon: integer('salary_min_manwon'),
  salaryMaxManwon: integer('salary_max_manwon'),
  /** Last day to apply (Asia/Seoul); null = 상시 채용. */
  deadline: day('deadline'),
  description: text('description').notNull().default(''),
  requirements: text('requirements').notNull().default(''),
  preferred: text('preferred').notNull().default(''),
  benefits: text('benefits').notNull().default(''),
  applyMethod: text('apply_method', { enum: JOB_APPLY_METHODS }).notNull(),
  applyUrl: text('apply_url').notNull().default(''),
  applyEmail: text('apply_email').notNull().default(''),
  status: text('status', { enum: JOB_STATUSES }).notNull().default('DRAFT'),
  tags: tagList(),
  isSample: boolean('is_sample').notNull().default(false),
  publishedAt: ts('published_at'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('job_postings_status_published_idx').on(t.status, t.publishedAt),
  index('job_postings_deadline_idx').on(t.deadline),
]);

export const cityfolioItems = pgTable('cityfolio_items', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: CITYFOLIO_KINDS }).notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** Plain text; for a book, the review. */
  body: text('body').notNull().default(''),
  coverUrl: text('cover_url').notNull().default(''),
  status: text('status', { enum: CITYFOLIO_STATUSES }).notNull().default('DRAFT'),
  tags: tagList(),
  // EVENT
  eventStartsAt: ts('event_starts_at'),
  eventEndsAt: ts('event_ends_at'),
  eventPlace: text('event_place').notNull().default(''),
  /** A seminar of /event this item points to (registration happens there). */
  linkedEventId: integer('linked_event_id').references(() => events.id, { onDelete: 'set null' }),
  eventUrl: text('event_url').notNull().default(''),
  // VIDEO: the link and the metadata looked up when the editor added it
  videoProvider: text('video_provider', { enum: VIDEO_PROVIDERS }),
  videoId: text('video_id'),
  videoTitle: text('video_title').notNull().default(''),
  videoAuthor: text('video_author').notNull().default(''),
  videoThumbnailUrl: text('video_thumbnail_url').notNull().default(''),
  videoDurationSec: integer('video_duration_sec'),
  videoMetadataAt: ts('video_metadata_at'),
  // BOOK
  bookAuthor: text('book_author').notNull().default(''),
  bookPublisher: text('book_publisher').notNull().default(''),
  bookPublishedOn: day('book_published_on'),
  bookIsbn: text('book_isbn').notNull().default(''),
  bookPages: integer('book_pages'),
  /** The reviewer's rating, 1–5. */
  bookRating: integer('book_rating'),
  isSample: boolean('is_sample').notNull().default(false),
  publishedAt: ts('published_at'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('cityfolio_items_kind_status_idx').on(t.kind, t.status, t.publishedAt)]);

/**
 * Investment-profile questionnaire results. A guest's row carries guestId (the id in the URL) until it is
 * attached to an account (userId set, claimedAt); stored only with consent (consentVersion, consentedAt).
 */
export const investmentProfiles = pgTable('investment_profiles', {
  id: text('id').primaryKey(),
  guestId: text('guest_id'),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull(),
  resultCode: text('result_code').notNull(),
  score: integer('score').notNull(),
  consentVersion: text('consent_version').notNull(),
  consentedAt: ts('consented_at').notNull(),
  claimedAt: ts('claimed_at'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('investment_profiles_guest_id').on(t.guestId),
  index('investment_profiles_user_idx').on(t.userId, t.createdAt),
]);
