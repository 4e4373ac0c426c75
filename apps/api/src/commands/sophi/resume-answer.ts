import { AppError, SOPHI_ENGINE_DESCRIPTIONS, SOPHI_ENGINE_LABELS, type SophiServerEvent } from '@spi/core';
import type { Db } from '@spi/db';
import type { FastifyBaseLogger } from 'fastify';
import { loadMessageWithOwner, type SophiMessageRow } from '../../loaders/sophi/conversations';
import { finalEventOf } from '../../presenters/sophi/events';
import type { AnswerBus, AnswerBusEvent } from './answer-bus';

/** While an answer streams, the database is also read this often (another process may be writing it without a shared bus). */
export const RESUME_POLL_MS = 300;
/** An answer still 'streaming' without a write for this long was abandoned (its process died). */
export const RESUME_STALE_MS = 120_000;

export interface ResumeHandle {
  /** Stops following the answer (the client left). */
  stop(): void;
  /** Resolves when the final event was sent or the resume was stopped. */
  finished: Promise<void>;
}

/**
 * Sends what a reconnecting client lacks of an answer, from `offset` on: `start`, the citations, the
 * stored text past the offset as one delta, then the live rest (bus events and database reads,
 * de-duplicated by offset) up to the final event. Only the owner may resume: the same user, or a guest
 * for a guest's answer (SOPHI_MESSAGE_NOT_FOUND otherwise, as for a missing one).
 */
export async function resumeAnswer(
  deps: { db: Db; bus: AnswerBus; log: FastifyBaseLogger; clock: () => number },
  input: { messageId: string; offset: number; userId: string | null },
  emit: (event: SophiServerEvent) => void,
): Promise<ResumeHandle> {
  const found = await loadMessageWithOwner(deps.db, input.messageId);
  if (!found || found.message.role !== 'assistant' || found.ownerId !== input.userId) throw new AppError('SOPHI_MESSAGE_NOT_FOUND');
  const messageId = found.message.id;

  let sent = input.offset;
  const citationsSent = new Set<number>();
  let done = false;
  let timer: NodeJS.Timeout | null = null;
  let unsubscribe: () => void = () => undefined;
  let settle: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (settle = resolve));
  let ready = false;
  const buffered: AnswerBusEvent[] = [];

  const finish = () => {
    if (done) return;
    done = true;
    if (timer) clearTimeout(timer);
    unsubscribe();
    settle();
  };
  const sendText = (text: string, offset: number) => {
    // Only what the client lacks: past `sent`, and never with a gap.
    if (offset > sent || offset + text.length <= sent) return;
    const rest = text.slice(sent - offset);
    emit({ type: 'delta', messageId, offset: sent, text: rest });
    sent += rest.length;
  };
  const onEvent = (event: AnswerBusEvent) => {
    if (done) return;
    if (!ready) {
      buffered.push(event);
      return;
    }
    if (event.type === 'delta') {
      if (event.offset > sent) void poll(); // a gap: the database has it
      else sendText(event.text, event.offset);
    } else if (event.type === 'citation') {
      if (citationsSent.has(event.citation.n)) return;
      citationsSent.add(event.citation.n);
      emit(event);
    } else {
      if (event.type === 'done') sendText(event.content, 0);
      emit(event);
      finish();
    }
  };
  const fromRow = (row: SophiMessageRow) => {
    for (const citation of row.citations ?? []) {
      if (citationsSent.has(citation.n)) continue;
      citationsSent.add(citation.n);
      emit({ type: 'citation', messageId, citation });
    }
    sendText(row.content, 0);
    const final = finalEventOf(row);
    if (final) {
      emit(final);
      finish();
    } else if (deps.clock() - row.updatedAt.getTime() > RESUME_STALE_MS) {
      emit({ type: 'error', requestId: null, messageId, code: 'SOPHI_ENGINE_FAILED', message: new AppError('SOPHI_ENGINE_FAILED').message });
      finish();
    }
  };
  let polling = false;
  async function poll(): Promise<void> {
    if (done || polling) return;
    polling = true;
    try {
      const row = await loadMessageWithOwner(deps.db, messageId);
      if (done) return;
      if (!row) {
        emit({ type: 'error', requestId: null, messageId, code: 'SOPHI_MESSAGE_NOT_FOUND', message: new AppError('SOPHI_MESSAGE_NOT_FOUND').message });
        finish();
        return;
      }
      fromRow(row.message);
    } catch (err) {
      deps.log.warn({ errName: (err as Error).name, messageId }, 'sophi resume read failed');
    } finally {
      polling = false;
    }
    if (!done) timer = setTimeout(() => void poll(), RESUME_POLL_MS);
  }

  const message = found.message;
  const kind = message.engine ?? 'grounded';
  emit({
    type: 'start', requestId: '', conversationId: message.conversationId, messageId, questionId: message.questionId ?? '',
    engine: { kind, label: SOPHI_ENGINE_LABELS[kind], description: SOPHI_ENGINE_DESCRIPTIONS[kind], model: message.model ?? null },
  });
  if (message.status === 'streaming') unsubscribe = await deps.bus.subscribe(messageId, onEvent);
  // The row is read after subscribing, so nothing published in between is lost.
  const fresh = (await loadMessageWithOwner(deps.db, messageId))?.message ?? message;
  ready = true;
  fromRow(fresh);
  for (const event of buffered.splice(0)) onEvent(event);
  if (!done) timer = setTimeout(() => void poll(), RESUME_POLL_MS);
  return { stop: finish, finished };
}
