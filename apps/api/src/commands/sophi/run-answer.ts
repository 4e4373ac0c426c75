import { performance } from 'node:perf_hooks';
import { AppError, SOPHI_TITLE_MAX_CHARS, type Principal, type SophiCitation, type SophiPageContext, type SophiQuota, type SophiServerEvent } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerEngine } from '../../adapters/answer-engine/types';
import type { Clock } from '../../auth/clock';
import { loadHistory, loadLiveConversation } from '../../loaders/sophi/conversations';
import type { AnswerBus } from './answer-bus';
import type { SophiQuotaCounter } from './quota';

/** The growing answer is written at most this often while it streams. */
export const ANSWER_FLUSH_MS = 250;

export interface SophiRunDeps {
  db: Db;
  engine: AnswerEngine;
  bus: AnswerBus;
  quota: SophiQuotaCounter;
  clock: Clock;
  log: FastifyBaseLogger;
}

export interface AskInput {
  requestId: string;
  question: string;
  conversationId?: string;
  context?: SophiPageContext;
}

export interface Asker {
  userId: string | null;
  principal: Principal;
  ip: string;
  /** A guest browser's key (routes/sophi/guest-key.ts). */
  guestKey?: string | null;
}

export interface PreparedAnswer {
  input: AskInput;
  asker: Asker;
  conversationId: string;
  questionId: string;
  messageId: string;
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  quota: SophiQuota;
}

/**
 * Checks the conversation (the asker's own, not deleted) and counts the question against the quota,
 * then stores the conversation (new: titled by the question), the question and an empty streaming
 * answer in one transaction. Throws AppError (SOPHI_CONVERSATION_NOT_FOUND, SOPHI_RATE_LIMITED,
 * SOPHI_QUOTA_EXCEEDED) before anything is stored.
 */
export async function prepareAnswer(deps: SophiRunDeps, input: AskInput, asker: Asker): Promise<PreparedAnswer> {
  let history: PreparedAnswer['history'] = [];
  if (input.conversationId) {
    const conversation = await loadLiveConversation(deps.db, input.conversationId);
    if (!conversation || conversation.userId !== asker.userId) throw new AppError('SOPHI_CONVERSATION_NOT_FOUND');
    history = await loadHistory(deps.db, conversation.id);
  }
  const quota = await deps.quota.consume({ principal: asker.principal, ip: asker.ip, guestKey: asker.guestKey ?? null });
  const now = new Date(deps.clock());
  const ids = await deps.db.transaction(async (tx) => {
    let conversationId = input.conversationId;
    if (conversationId) {
      await tx.update(schema.sophiConversations).set({ updatedAt: now }).where(eq(schema.sophiConversations.id, conversationId));
    } else {
      const title = Array.from(input.question.replace(/\s+/g, ' ')).slice(0, SOPHI_TITLE_MAX_CHARS).join('');
      const [created] = await tx.insert(schema.sophiConversations).values({ userId: asker.userId, title, createdAt: now, updatedAt: now }).returning({ id: schema.sophiConversations.id });
      conversationId = created!.id;
    }
    const [question] = await tx
      .insert(schema.sophiMessages)
      .values({ conversationId, userId: asker.userId, role: 'user', content: input.question, status: 'done', context: input.context ?? null, createdAt: now, updatedAt: now })
      .returning({ id: schema.sophiMessages.id });
    // The answer sorts after its question even on a frozen clock.
    const answerAt = new Date(now.getTime() + 1);
    const [answer] = await tx
      .insert(schema.sophiMessages)
      .values({
        conversationId, userId: asker.userId, role: 'assistant', content: '', status: 'streaming', engine: deps.engine.info.kind, model: deps.engine.info.model,
        questionId: question!.id, createdAt: answerAt, updatedAt: answerAt,
      })
      .returning({ id: schema.sophiMessages.id });
    return { conversationId, questionId: question!.id, messageId: answer!.id };
  });
  return { input, asker, history, quota, ...ids };
}

/**
 * Streams a prepared answer: every event goes to `emit` (the caller's socket or HTTP stream, which may
 * be gone: the answer still finishes and is stored) and to the bus (for resuming clients). The text is
 * written as it grows (batched) and the final state on done, cancel (the signal) or error.
 */
export async function streamAnswer(deps: SophiRunDeps, prepared: PreparedAnswer, outer: AbortSignal, emit: (event: SophiServerEvent) => void): Promise<void> {
  const { messageId } = prepared;
  // Stopped by the caller (a stop frame on this socket) or by a stop request that reached another process.
  const local = new AbortController();
  const signal = local.signal;
  if (outer.aborted) local.abort();
  else outer.addEventListener('abort', () => local.abort(), { once: true });
  const watch = setInterval(() => {
    void stopRequested(deps, messageId).then((stop) => { if (stop) local.abort(); }, () => {});
  }, STOP_POLL_MS);
  watch.unref?.();
  try {
    await streamUntilStored(deps, prepared, signal, emit);
  } finally {
    clearInterval(watch);
  }
}

/** How often a streaming answer checks whether a stop was requested through another process. */
export const STOP_POLL_MS = 500;

async function stopRequested(deps: SophiRunDeps, messageId: string): Promise<boolean> {
  const [row] = await deps.db.select({ at: schema.sophiMessages.stopRequestedAt }).from(schema.sophiMessages).where(eq(schema.sophiMessages.id, messageId));
  return Boolean(row?.at);
}

async function streamUntilStored(deps: SophiRunDeps, prepared: PreparedAnswer, signal: AbortSignal, emit: (event: SophiServerEvent) => void): Promise<void> {
  const { messageId, conversationId } = prepared;
  const requestId = prepared.input.requestId;
  const send = (event: SophiServerEvent) => {
    try {
      emit(event);
    } catch (err) {
      deps.log.debug({ errName: (err as Error).name }, 'sophi client gone');
    }
    if (event.type === 'delta' || event.type === 'citation' || event.type === 'done' || event.type === 'cancel' || event.type === 'error') deps.bus.publish(messageId, event);
  };
  const started = performance.now();
  let firstTokenMs: number | null = null;
  let content = '';
  const citations: SophiCitation[] = [];
  let lastFlush = 0;
  let writes: Promise<unknown> = Promise.resolve();
  const write = (values: Partial<typeof schema.sophiMessages.$inferInsert>) => {
    writes = writes
      .then(() => deps.db.update(schema.sophiMessages).set({ ...values, updatedAt: new Date(deps.clock()) }).where(eq(schema.sophiMessages.id, messageId)))
      .catch((err: Error) => deps.log.warn({ errName: err.name, messageId }, 'sophi answer not written'));
    return writes;
  };
  const flush = (force = false) => {
    const at = performance.now();
    if (!force && at - lastFlush < ANSWER_FLUSH_MS) return;
    lastFlush = at;
    void write({ content, citations: [...citations] });
  };
  const elapsed = () => Math.round(performance.now() - started);

  send({ type: 'start', requestId, conversationId, messageId, questionId: prepared.questionId, engine: deps.engine.info });
  try {
    const events = deps.engine.answer({
      question: prepared.input.question, history: prepared.history, context: prepared.input.context ?? null,
      principal: prepared.asker.principal, signal, now: new Date(deps.clock()),
    });
    for await (const event of events) {
      if (signal.aborted) break;
      if (event.type === 'delta') {
        if (!event.text) continue;
        firstTokenMs ??= elapsed();
        send({ type: 'delta', messageId, offset: content.length, text: event.text });
        content += event.text;
        flush();
      } else if (event.type === 'citation') {
        citations.push(event.citation);
        send({ type: 'citation', messageId, citation: event.citation });
        flush();
      } else {
        await write({
          content, citations, status: 'done', grounding: event.grounding, followUps: event.followUps, promptTokens: event.usage.promptTokens,
          completionTokens: event.usage.completionTokens, firstTokenMs, durationMs: elapsed(),
        });
        send({ type: 'done', messageId, conversationId, grounding: event.grounding, followUps: event.followUps, usage: event.usage, quota: prepared.quota, content });
        return;
      }
    }
    if (!signal.aborted) throw new Error('the engine ended without done');
    await write({ content, citations, status: 'cancelled', firstTokenMs, durationMs: elapsed() });
    send({ type: 'cancel', messageId, requestId });
  } catch (err) {
    if (signal.aborted) {
      await write({ content, citations, status: 'cancelled', firstTokenMs, durationMs: elapsed() });
      send({ type: 'cancel', messageId, requestId });
      return;
    }
    deps.log.warn({ errName: (err as Error).name, messageId, engine: deps.engine.info.kind }, 'sophi engine failed');
    await write({ content, citations, status: 'error', errorCode: 'SOPHI_ENGINE_FAILED', firstTokenMs, durationMs: elapsed() });
    send({ type: 'error', requestId, messageId, code: 'SOPHI_ENGINE_FAILED', message: new AppError('SOPHI_ENGINE_FAILED').message });
  }
}

export interface RunningAnswer {
  controller: AbortController;
  done: Promise<void>;
}

/** Starts streaming a prepared answer in the background, tracked in `runs` until it is stored. */
export function launchAnswer(deps: SophiRunDeps, runs: Set<RunningAnswer>, prepared: PreparedAnswer, emit: (event: SophiServerEvent) => void): RunningAnswer {
  const controller = new AbortController();
  const run: RunningAnswer = { controller, done: Promise.resolve() };
  run.done = streamAnswer(deps, prepared, controller.signal, emit)
    .catch((err: Error) => deps.log.error({ errName: err.name, messageId: prepared.messageId }, 'sophi answer failed'))
    .finally(() => runs.delete(run));
  runs.add(run);
  return run;
}
