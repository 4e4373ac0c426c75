import type { OutboxMessageDto } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { count, desc, ilike } from 'drizzle-orm';
import { containsPattern, pageOf, type Page } from './load-orders';

type OutboxRow = typeof schema.mailOutbox.$inferSelect;

function presentOutboxMessage(row: OutboxRow): OutboxMessageDto {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    template: row.template,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The mail outbox, newest first; `to` narrows to recipients containing it (case-insensitive). */
export async function loadOutbox(db: Db, query: { to?: string; page: number; size: number }): Promise<Page<OutboxMessageDto>> {
  const { mailOutbox } = schema;
  const where = query.to ? ilike(mailOutbox.to, containsPattern(query.to)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(query.size).offset(query.page * query.size),
    db.select({ count: count() }).from(mailOutbox).where(where),
  ]);
  return pageOf(rows.map(presentOutboxMessage), query.page, query.size, total?.count ?? 0);
}
