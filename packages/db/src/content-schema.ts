import { sql } from 'drizzle-orm';
import { CONTENT_TYPE_VALUES } from '@spi/core/article-policy';
import {
  boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** PostgreSQL tsvector (search tokens); works the same on PGlite and PostgreSQL. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const writers = pgTable('writers', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  bio: text('bio').notNull().default(''),
  avatarMediaId: text('avatar_media_id'),
  isSample: boolean('is_sample').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('writers_slug_key').on(t.slug)]);

/** Category tree; `path` is the display path with '>' between levels ('SPI Pro>오피스'). */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  section: text('section', { enum: ['PRO', 'LIFESTYLE'] }).notNull(),
  parentId: text('parent_id'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('categories_slug_key').on(t.slug)]);

export const series = pgTable('series', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('series_slug_key').on(t.slug)]);

export const tags = pgTable('tags', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('tags_slug_key').on(t.slug), uniqueIndex('tags_name_key').on(t.name)]);

/** Uploaded files (images, voice files); bytes live in the storage adapter under `storageKey`. */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['IMAGE', 'AUDIO'] }).notNull(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  storageKey: text('storage_key').notNull(),
  /** Derived files, e.g. { thumb: { key, width, height } }. */
  variants: jsonb('variants').$type<Record<string, { key: string; width: number; height: number }>>().notNull().default(sql`'{}'::jsonb`),
  alt: text('alt').notNull().default(''),
  originalName: text('original_name').notNull().default(''),
  uploadedBy: text('uploaded_by').references(() => users.id),
  createdAt: createdAt(),
});

/**
 * An article. `html` is sanitised on write and may hold one paywall marker; the presenter splits it and
 * never sends the part after the marker to a reader without access. `searchTokens` holds application-side
 * tokens (words, prefixes and Korean bigrams) of the public text only.
 */
export const articles = pgTable('articles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull(),
  section: text('section', { enum: ['PRO', 'LIFESTYLE'] }).notNull(),
  type: text('type', { enum: ['CONTENT', 'MARKETING'] }).notNull().default('CONTENT'),
  status: text('status', { enum: ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED'] }).notNull().default('DRAFT'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  html: text('html').notNull().default(''),
  /** The editor's document (for editing); readers get `html`. */
  doc: jsonb('doc'),
  isMemberOnly: boolean('is_member_only').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(true),
  categoryId: text('category_id').references(() => categories.id),
  seriesId: text('series_id').references(() => series.id),
  writerId: text('writer_id').notNull().references(() => writers.id),
  thumbnailMediaId: text('thumbnail_media_id').references(() => media.id),
  voiceMediaId: text('voice_media_id').references(() => media.id),
  videos: jsonb('videos').$type<Array<{ provider: 'youtube' | 'vimeo'; videoId: string; title?: string }>>().notNull().default(sql`'[]'::jsonb`),
  readMinutes: integer('read_minutes').notNull().default(1),
  publishedAt: ts('published_at'),
  scheduledAt: ts('scheduled_at'),
  viewCount: integer('view_count').notNull().default(0),
  searchTokens: tsvector('search_tokens'),
  createdBy: text('created_by').references(() => users.id),
  updatedBy: text('updated_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('articles_slug_key').on(t.slug),
  index('articles_list_idx').on(t.status, t.section, t.publishedAt),
  index('articles_category_idx').on(t.categoryId, t.publishedAt),
  index('articles_series_idx').on(t.seriesId, t.publishedAt),
  index('articles_writer_idx').on(t.writerId, t.publishedAt),
  index('articles_scheduled_idx').on(t.status, t.scheduledAt),
  index('articles_search_idx').using('gin', t.searchTokens),
  index('articles_published_idx').on(t.publishedAt, t.id).where(sql`${t.status} = 'PUBLISHED' and ${t.isPublic}`),
]);

export const articleTags = pgTable('article_tags', {
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  tagId: text('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag_idx').on(t.tagId)]);

/** Every saved version of an article, for the editors' revision history. */
export const articleRevisions = pgTable('article_revisions', {
  id: text('id').primaryKey(),
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  editorId: text('editor_id').references(() => users.id),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [index('article_revisions_article_idx').on(t.articleId, t.createdAt)]);

/** Saved content of any content type (CONTENT, REITS, DEAL, FUND). */
export const scraps = pgTable('scraps', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type', { enum: CONTENT_TYPE_VALUES }).notNull(),
  contentId: text('content_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.contentType, t.contentId] }), index('scraps_user_created_idx').on(t.userId, t.createdAt)]);

/** Every article a signed-in user opens (viewed-article history). */
export const articleViews = pgTable('article_views', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [index('article_views_user_created_idx').on(t.userId, t.createdAt)]);

/**
 * Reads counted towards an article's view count: one per reader per article per Asia/Seoul day (the
 * primary key makes a second count of the same read impossible, even under concurrency). `viewer_key` is
 * `u:<user id>` or `g:<hash of the day, IP and user agent>` (never the raw IP).
 */
export const articleViewDays = pgTable('article_view_days', {
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  viewerKey: text('viewer_key').notNull(),
  /** 'YYYY-MM-DD' in Asia/Seoul. */
  day: text('day').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.articleId, t.viewerKey, t.day] }), index('article_view_days_day_idx').on(t.day)]);

/** Member-only articles opened by metered tiers (see ARTICLE_MONTHLY_UNLOCKS in core). */
export const articleUnlocks = pgTable('article_unlocks', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  /** Calendar month in Asia/Seoul, 'YYYY-MM'. */
  month: text('month').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.articleId] }), index('article_unlocks_month_idx').on(t.userId, t.month)]);
