'use client';

import { API_ROOTS, CSRF_HEADER, isErrorEnvelope } from '@spi/core';
import {
  sophiConversationListSchema, sophiConversationSchema, sophiFeedbackSchema, sophiServerEventSchema, sophiStatusSchema, sophiStopResultSchema,
  type SophiAsk, type SophiConversation, type SophiConversationList, type SophiServerEvent, type SophiStatus,
} from '@spi/core/contracts/sophi';
import { SOPHI_SSE_PATH } from '@spi/core/sophi/model';
import { api, ApiError, csrfToken, NETWORK_ERROR_MESSAGE, readAccessToken, type ApiErrorHandlers } from '@/lib/api-client';

/**
 * Sophi's HTTP calls (ADR 021): status, history, feedback, and the server-sent events fallback of the
 * answer stream. This module is part of the lazily loaded panel, so it imports the contracts (zod)
 * directly: they never reach the shared first load.
 */
const V1 = `${API_ROOTS.seoul}/sophi`;
const quiet = () => undefined;
/** The panel shows every failure itself. */
const QUIET: ApiErrorHandlers = { byStatus: { 400: quiet, 401: quiet, 403: quiet, 404: quiet, 429: quiet, 500: quiet }, fallback: quiet };

export const sophiKeys = {
  status: ['sophi', 'status'] as const,
  conversations: (userId: string, page: number) => ['sophi', 'conversations', userId, page] as const,
  allConversations: ['sophi', 'conversations'] as const,
};

export const fetchSophiStatus = (signal?: AbortSignal): Promise<SophiStatus> =>
  api.get(`${V1}/status`, { schema: sophiStatusSchema, signal, onError: QUIET, cache: 'no-store' });

export const fetchConversations = (page: number, signal?: AbortSignal): Promise<SophiConversationList> =>
  api.get(`${V1}/conversations`, { schema: sophiConversationListSchema, query: { page }, signal, onError: QUIET, cache: 'no-store' });

export const fetchConversation = (id: string, signal?: AbortSignal): Promise<SophiConversation> =>
  api.get(`${V1}/conversations/${encodeURIComponent(id)}`, { schema: sophiConversationSchema, signal, onError: QUIET, cache: 'no-store' });

export const deleteConversation = (id: string): Promise<void> =>
  api.delete(`${V1}/conversations/${encodeURIComponent(id)}`, { onError: QUIET });

export const putFeedback = (messageId: string, rating: 'up' | 'down') =>
  api.put(`${V1}/messages/${encodeURIComponent(messageId)}/feedback`, { rating }, { schema: sophiFeedbackSchema, onError: QUIET });

/** Stops an answer wherever it streams (the HTTP fallback's stop, and answers resumed on another connection). */
export const stopAnswer = (messageId: string) =>
  api.post(`${V1}/answers/${encodeURIComponent(messageId)}/stop`, undefined, { schema: sophiStopResultSchema, onError: QUIET });

/**
 * Splits a server-sent events buffer into complete events; returns the parsed events and the
 * unfinished rest. Events that fail the contract are dropped (as on the websocket).
 */
export function parseSseBuffer(buffer: string): { events: SophiServerEvent[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events: SophiServerEvent[] = [];
  for (const block of blocks) {
    const data = block.split(/\r?\n/).filter((line) => line.startsWith('data:')).map((line) => line.slice(5).replace(/^ /, '')).join('\n');
    if (!data) continue;
    try {
      const parsed = sophiServerEventSchema.safeParse(JSON.parse(data));
      if (parsed.success) events.push(parsed.data);
    } catch {
      // Not JSON: a comment or a keep-alive.
    }
  }
  return { events, rest };
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorEnvelope(body)) return new ApiError(response.status, body.error.code, body.error.message);
  return new ApiError(response.status, response.status === 429 ? 'SOPHI_RATE_LIMITED' : 'SOPHI_ENGINE_FAILED', NETWORK_ERROR_MESSAGE);
}

async function readEvents(response: Response, onEvent: (event: SophiServerEvent) => void): Promise<void> {
  if (!response.body) throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { events, rest } = parseSseBuffer(buffer + value);
    buffer = rest;
    for (const event of events) onEvent(event);
  }
  for (const event of parseSseBuffer(`${buffer}\n\n`).events) onEvent(event);
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  const token = readAccessToken();
  return { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra };
}

/** POST /sophi/answers: the answer as server-sent events (the fallback when the websocket is unavailable). */
export async function streamAnswer(ask: Omit<SophiAsk, 'type'>, onEvent: (event: SophiServerEvent) => void, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(SOPHI_SSE_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: headers({ 'content-type': 'application/json', [CSRF_HEADER]: await csrfToken() }),
      body: JSON.stringify(ask),
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorOf(response);
  await readEvents(response, onEvent);
}

/** GET /sophi/answers/:messageId?offset=N: the rest of an answer in flight, over HTTP. */
export async function resumeAnswer(messageId: string, offset: number, onEvent: (event: SophiServerEvent) => void, signal: AbortSignal): Promise<void> {
  const response = await fetch(`${SOPHI_SSE_PATH}/${encodeURIComponent(messageId)}?offset=${offset}`, { credentials: 'include', headers: headers(), signal });
  if (!response.ok) throw await errorOf(response);
  await readEvents(response, onEvent);
}
