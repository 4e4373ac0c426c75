import { AppError } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, isNull } from 'drizzle-orm';
import { loadMessageWithOwner } from '../../loaders/sophi/conversations';

/** Soft-deletes a signed-in user's conversation (hidden from the history, kept for usage figures). */
export async function deleteConversation(db: Db, userId: string, conversationId: string, now: Date): Promise<void> {
  const deleted = await db
    .update(schema.sophiConversations)
    .set({ deletedAt: now })
    .where(and(eq(schema.sophiConversations.id, conversationId), eq(schema.sophiConversations.userId, userId), isNull(schema.sophiConversations.deletedAt)))
    .returning({ id: schema.sophiConversations.id });
  if (deleted.length === 0) throw new AppError('SOPHI_CONVERSATION_NOT_FOUND');
}

/**
 * Rates an answer, one rating per message (a second one replaces it). A signed-in user's answer only
 * by that user; a guest conversation's answer by whoever holds its id.
 */
export async function rateAnswer(
  db: Db,
  viewerId: string | null,
  messageId: string,
  input: { rating: 'up' | 'down'; comment?: string },
  now: Date,
): Promise<{ messageId: string; rating: 'up' | 'down'; comment: string | null }> {
  const found = await loadMessageWithOwner(db, messageId);
  if (!found || found.message.role !== 'assistant' || (found.ownerId !== null && found.ownerId !== viewerId)) throw new AppError('SOPHI_MESSAGE_NOT_FOUND');
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  await db
    .insert(schema.sophiFeedback)
    .values({ messageId, userId: viewerId, rating: input.rating, comment, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: schema.sophiFeedback.messageId, set: { rating: input.rating, comment, userId: viewerId, updatedAt: now } });
  return { messageId, rating: input.rating, comment };
}

/**
 * Asks for an answer to stop wherever it streams (ADR 021): the process running it checks the flag twice a
 * second and cancels. Only the owner (the same user, or a guest for a guest's answer); an answer that has
 * already ended is left as it is. Returns whether the answer was still streaming.
 */
export async function requestStop(db: Db, viewerId: string | null, messageId: string, now: Date): Promise<boolean> {
  const found = await loadMessageWithOwner(db, messageId);
  if (!found || found.message.role !== 'assistant' || found.ownerId !== viewerId) throw new AppError('SOPHI_MESSAGE_NOT_FOUND');
  const stopped = await db
    .update(schema.sophiMessages)
    .set({ stopRequestedAt: now })
    .where(and(eq(schema.sophiMessages.id, messageId), eq(schema.sophiMessages.status, 'streaming')))
    .returning({ id: schema.sophiMessages.id });
  return stopped.length > 0;
}
