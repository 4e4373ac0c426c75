import type { SophiServerEvent } from '@spi/core';
import type { SophiMessageRow } from '../../loaders/sophi/conversations';

/** The final event of a stored answer that is no longer streaming (for a resuming client). */
export function finalEventOf(row: SophiMessageRow, requestId: string | null = null): SophiServerEvent | null {
  if (row.status === 'done') {
    return {
      type: 'done', messageId: row.id, conversationId: row.conversationId, grounding: row.grounding ?? 'answered', followUps: row.followUps ?? [],
      usage: { promptTokens: row.promptTokens, completionTokens: row.completionTokens }, quota: null, content: row.content,
    };
  }
  if (row.status === 'cancelled') return { type: 'cancel', messageId: row.id, requestId };
  if (row.status === 'error') {
    return { type: 'error', requestId, messageId: row.id, code: 'SOPHI_ENGINE_FAILED', message: '답변을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.' };
  }
  return null;
}

/** One server-sent event: `event: <type>` and `data: <json>` lines. */
export function sseFrame(event: SophiServerEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
