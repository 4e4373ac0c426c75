import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Key/value facts about this database: schema features, demo-data version, settings that must survive
 * restarts. Feature tables (users, articles, memberships, ...) live in their own files beside this one.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Error reports from the web app (spec: error report to a chat webhook), kept so nothing is lost offline. */
export const errorReports = pgTable('error_reports', {
  id: text('id').primaryKey(),
  userLabel: text('user_label'),
  message: text('message').notNull(),
  path: text('path').notNull(),
  query: text('query').notNull().default(''),
  localUserId: text('local_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export * from './accounts-schema';
export * from './billing-schema';
export * from './corporations-schema';
export * from './content-schema';
export * from './reits-schema';
export * from './search-schema';
export * from './market-schema';
export * from './sophi-schema';
export * from './community-schema';
export * from './operations-schema';
