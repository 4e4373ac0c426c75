import { SOPHI_HISTORY_TURNS } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm';

export type SophiConversationRow = typeof schema.sophiConversations.$inferSelect;
export type SophiMessageRow = typeof schema.sophiMessages.$inferSelect;
export type SophiMessageWithFeedback = SophiMessageRow & { feedback: 'up' | 'down' | null };

/** A conversation that is not deleted, or null. */
export async function loadLiveConversation(db: Db, conversationId: string): Promise<SophiConversationRow | null> {
  const [row] = await db
    .select()
    .from(schema.sophiConversations)
    .where(and(eq(schema.sophiConversations.id, conversationId), isNull(schema.sophiConversations.deletedAt)));
  return row ?? null;
}

/** A signed-in user's conversations, newest activity first, with their message counts. */
export async function loadConversationPage(db: Db, userId: string, page: number, size: number) {
  const mine = and(eq(schema.sophiConversations.userId, userId), isNull(schema.sophiConversations.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ conversation: schema.sophiConversations, messageCount: count(schema.sophiMessages.id) })
      .from(schema.sophiConversations)
      .leftJoin(schema.sophiMessages, eq(schema.sophiMessages.conversationId, schema.sophiConversations.id))
      .where(mine)
      .groupBy(schema.sophiConversations.id)
      .orderBy(desc(schema.sophiConversations.updatedAt), desc(schema.sophiConversations.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(schema.sophiConversations).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The messages of a conversation, oldest first, with their feedback. */
export async function loadConversationMessages(db: Db, conversationId: string): Promise<SophiMessageWithFeedback[]> {
  const rows = await db
    .select({ message: schema.sophiMessages, feedback: schema.sophiFeedback.rating })
    .from(schema.sophiMessages)
    .leftJoin(schema.sophiFeedback, eq(schema.sophiFeedback.messageId, schema.sophiMessages.id))
    .where(eq(schema.sophiMessages.conversationId, conversationId))
    .orderBy(asc(schema.sophiMessages.createdAt), asc(schema.sophiMessages.role));
  return rows.map((r) => ({ ...r.message, feedback: r.feedback ?? null }));
}

/** The earlier turns sent to an engine: the last SOPHI_HISTORY_TURNS pairs, oldest first, unfinished answers left out. */
export async function loadHistory(db: Db, conversationId: string): Promise<Array<{ role: 'user' | 'assistant'; content: string }>> {
  const rows = await db
    .select({ role: schema.sophiMessages.role, content: schema.sophiMessages.content })
    .from(schema.sophiMessages)
    .where(and(eq(schema.sophiMessages.conversationId, conversationId), ne(schema.sophiMessages.status, 'streaming')))
    .orderBy(desc(schema.sophiMessages.createdAt), desc(schema.sophiMessages.role))
    .limit(SOPHI_HISTORY_TURNS * 2);
  return rows.filter((r) => r.content !== '').reverse();
}

/** A message with the owner of its conversation; null when missing or its conversation is deleted. */
export async function loadMessageWithOwner(db: Db, messageId: string): Promise<{ message: SophiMessageRow; ownerId: string | null } | null> {
  const [row] = await db
    .select({ message: schema.sophiMessages, ownerId: schema.sophiConversations.userId })
    .from(schema.sophiMessages)
    .innerJoin(schema.sophiConversations, eq(schema.sophiConversations.id, schema.sophiMessages.conversationId))
    .where(and(eq(schema.sophiMessages.id, messageId), isNull(schema.sophiConversations.deletedAt)));
  return row ?? null;
}
