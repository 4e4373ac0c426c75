import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SophiCitation, SophiPageContext } from '@spi/core/contracts/sophi';
import { users } from './accounts-schema';
import { articles, tsvector } from './content-schema';

/**
 * Sophi (ADR 021): conversations, messages (questions and answers with their citations, usage and
 * timings), feedback, and the passage index Sophi retrieves article sentences from. Every answer is
 * stored while it streams, so a client that reconnects to another API process resumes from the
 * database.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const sophiConversations = pgTable('sophi_conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null for a guest's conversation (kept for usage figures, never listed). */
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Deleted by its owner: hidden from the history, kept for usage figures without text. */
  deletedAt: ts('deleted_at'),
}, (t) => [index('sophi_conversations_user_idx').on(t.userId, t.updatedAt)]);

export const SOPHI_MESSAGE_ROLES = ['user', 'assistant'] as const;
export const SOPHI_MESSAGE_STATUSES = ['streaming', 'done', 'cancelled', 'error'] as const;

export const sophiMessages = pgTable('sophi_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  conversationId: uuid('conversation_id').notNull().references(() => sophiConversations.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  role: text('role', { enum: SOPHI_MESSAGE_ROLES }).notNull(),
  /** The question, or the answer as streamed so far (complete once status is done). */
  content: text('content').notNull().default(''),
  status: text('status', { enum: SOPHI_MESSAGE_STATUSES }).notNull().default('done'),
  /** answered | insufficient ('근거가 부족합니다'); null for questions and unfinished answers. */
  grounding: text('grounding', { enum: ['answered', 'insufficient'] }),
  citations: jsonb('citations').$type<SophiCitation[]>().notNull().default(sql`'[]'::jsonb`),
  followUps: jsonb('follow_ups').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** The page the question was asked on. */
  context: jsonb('context').$type<SophiPageContext | null>(),
  engine: text('engine', { enum: ['grounded', 'openai'] }),
  model: text('model'),
  promptTokens: integer('prompt_tokens').notNull().default(0),
  completionTokens: integer('completion_tokens').notNull().default(0),
  firstTokenMs: integer('first_token_ms'),
  durationMs: integer('duration_ms'),
  errorCode: text('error_code'),
  /** Set by a stop request that reached another process than the one streaming (it checks twice a second). */
  stopRequestedAt: ts('stop_requested_at'),
  /** The question this answer replies to (answers only). */
  questionId: uuid('question_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  index('sophi_messages_conversation_idx').on(t.conversationId, t.createdAt),
  index('sophi_messages_created_idx').on(t.createdAt),
]);

export const sophiFeedback = pgTable('sophi_feedback', {
  messageId: uuid('message_id').primaryKey().references(() => sophiMessages.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  rating: text('rating', { enum: ['up', 'down'] }).notNull(),
  comment: text('comment'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Article passages (paragraphs) Sophi retrieves and quotes. The part after the paywall marker is
 * stored with membersOnly = true and is only ever read for a viewer whose article access is FULL.
 * Tokens are the search tokenizer's (packages/core/src/search), so Korean retrieval matches search.
 */
export const sophiPassages = pgTable('sophi_passages', {
  id: serial('id').primaryKey(),
  articleId: integer('article_id').notNull().references(() => articles.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  text: text('text').notNull(),
  membersOnly: boolean('members_only').notNull(),
  tokens: tsvector('tokens').notNull(),
  /** The vector of an embedding model, when one is configured (SOPHI_EMBEDDING_*). */
  embedding: jsonb('embedding').$type<number[] | null>(),
  embeddingModel: text('embedding_model'),
}, (t) => [
  uniqueIndex('sophi_passages_article_seq_idx').on(t.articleId, t.seq),
  index('sophi_passages_tokens_idx').using('gin', t.tokens),
]);
