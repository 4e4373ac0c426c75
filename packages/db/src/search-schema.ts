import { CONTENT_TYPE_VALUES } from '@spi/core/article-policy';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector } from './content-schema';

/**
 * One search document per item of every content type that search covers beyond articles (REITs now;
 * deals, funds, events, jobs later): what it is called, one line under it, its address, and its
 * application-side tokens (packages/core/src/search). Articles keep their tokens on their own row
 * (articles.search_tokens), where scheduled publishing and the paywall already filter them.
 */
export const searchDocuments = pgTable('search_documents', {
  contentType: text('content_type', { enum: CONTENT_TYPE_VALUES }).notNull(),
  contentId: text('content_id').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  href: text('href').notNull(),
  /** Plain text shown as the snippet (never member-only text). */
  body: text('body').notNull().default(''),
  tokens: tsvector('tokens').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.contentType, t.contentId] }), index('search_documents_tokens_idx').using('gin', t.tokens)]);
