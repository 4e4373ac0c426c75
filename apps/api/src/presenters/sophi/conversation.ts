import type { SophiConversation, SophiConversationSummary, SophiMessage } from '@spi/core';
import type { SophiConversationRow, SophiMessageWithFeedback } from '../../loaders/sophi/conversations';

export function presentSophiMessage(row: SophiMessageWithFeedback): SophiMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    status: row.status,
    grounding: row.grounding ?? null,
    citations: row.citations ?? [],
    followUps: row.followUps ?? [],
    engine: row.engine ?? null,
    feedback: row.feedback,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentSophiConversationSummary(row: SophiConversationRow, messageCount: number): SophiConversationSummary {
  return { id: row.id, title: row.title, messageCount, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function presentSophiConversation(row: SophiConversationRow, messages: SophiMessageWithFeedback[]): SophiConversation {
  return { ...presentSophiConversationSummary(row, messages.length), messages: messages.map(presentSophiMessage) };
}
