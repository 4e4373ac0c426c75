'use client';

import { sophiServerEventSchema, type SophiPageContext, type SophiClientFrame, type SophiServerEvent } from '@spi/core/contracts/sophi';
import { SOPHI_RECONNECT_DELAYS_MS, SOPHI_WS_PATH, SOPHI_WS_PROTOCOL } from '@spi/core/sophi/model';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isApiError, NETWORK_ERROR_MESSAGE, refreshSession } from '@/lib/api-client';
import { resumeAnswer, stopAnswer, streamAnswer } from '../api/sophi-client';
import { chatReducer, initialChatState, isInFlight, type ChatAction, type ChatState, type TurnError } from '../lib/chat-state';

/**
 * Sophi's transport (ADR 021): a websocket to SOPHI_WS_PATH on the page's origin, reconnecting with
 * SOPHI_RECONNECT_DELAYS_MS and resuming an answer in flight with `resume {messageId, offset}`. When the
 * retries are spent, or the browser has no WebSocket, questions go over the server-sent events fallback.
 * Both feed the same reducer.
 */

export interface SophiSocket {
  state: ChatState;
  dispatch: (action: ChatAction) => void;
  /** Asks a question; returns its request id. */
  ask: (question: string, context?: SophiPageContext) => string;
  /** Stops the answer in flight. */
  stop: () => void;
}

export function newRequestId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
}

function socketUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOPHI_WS_PATH}`;
}

/** Parses one websocket message; null when it is not an event of the protocol. */
export function parseServerEvent(data: unknown): SophiServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = sophiServerEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const toTurnError = (error: unknown): TurnError =>
  isApiError(error) ? { code: error.code as TurnError['code'], message: error.message } : { code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE };

export function useSophiSocket(enabled = true): SophiSocket {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const wsRef = useRef<WebSocket | null>(null);
  const queue = useRef<SophiClientFrame[]>([]);
  const attempt = useRef(0);
  const refreshed = useRef(false);
  const httpMode = useRef(false);
  const httpAborts = useRef(new Map<string, AbortController>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const connectRef = useRef<() => void>(() => undefined);

  const onEvent = useCallback((event: SophiServerEvent) => dispatch({ type: 'event', event }), []);

  /** Answers in flight continue over HTTP: a started answer resumes, a queued question is asked. */
  const continueOverHttp = useCallback(() => {
    httpMode.current = true;
    dispatch({ type: 'connection', status: 'http' });
    const pending = queue.current.splice(0);
    for (const turn of stateRef.current.turns) {
      if (!isInFlight(turn) || !turn.messageId) continue;
      const abort = new AbortController();
      httpAborts.current.set(turn.requestId, abort);
      resumeAnswer(turn.messageId, turn.text.length, onEvent, abort.signal)
        .catch((error: unknown) => { if ((error as Error)?.name !== 'AbortError') dispatch({ type: 'turn-error', requestId: turn.requestId, error: toTurnError(error) }); })
        .finally(() => httpAborts.current.delete(turn.requestId));
    }
    for (const frame of pending) if (frame.type === 'ask') askOverHttp(frame);
  }, [onEvent]);

  function askOverHttp(frame: Extract<SophiClientFrame, { type: 'ask' }>) {
    const abort = new AbortController();
    httpAborts.current.set(frame.requestId, abort);
    const { type: _type, ...body } = frame;
    streamAnswer(body, onEvent, abort.signal)
      .catch((error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') dispatch({ type: 'turn-error', requestId: frame.requestId, error: toTurnError(error) });
      })
      .finally(() => httpAborts.current.delete(frame.requestId));
  }

  const scheduleReconnect = useCallback(() => {
    const delay = SOPHI_RECONNECT_DELAYS_MS[attempt.current];
    attempt.current += 1;
    if (delay === undefined) return continueOverHttp();
    dispatch({ type: 'connection', status: 'reconnecting' });
    timer.current = setTimeout(() => connectRef.current(), delay);
  }, [continueOverHttp]);

  const connect = useCallback(() => {
    if (httpMode.current) return;
    if (typeof WebSocket === 'undefined') return continueOverHttp();
    let ws: WebSocket;
    try {
      ws = new WebSocket(socketUrl(), SOPHI_WS_PROTOCOL);
    } catch {
      return continueOverHttp();
    }
    wsRef.current = ws;
    dispatch({ type: 'connection', status: attempt.current === 0 ? 'connecting' : 'reconnecting' });
    ws.onopen = () => {
      attempt.current = 0;
      dispatch({ type: 'connection', status: 'open' });
      // Resume answers that were streaming when the previous socket dropped, then send what waited.
      for (const turn of stateRef.current.turns) {
        if (isInFlight(turn) && turn.messageId) ws.send(JSON.stringify({ type: 'resume', messageId: turn.messageId, offset: turn.text.length }));
      }
      for (const frame of queue.current.splice(0)) ws.send(JSON.stringify(frame));
    };
    ws.onmessage = (message) => {
      const event = parseServerEvent(message.data);
      if (event) onEvent(event);
    };
    ws.onclose = (close) => {
      if (wsRef.current !== ws) return;
      wsRef.current = null;
      // An expired token: refresh once and reconnect at once; other refusals end in the fallback.
      if (close.code === 4401 && !refreshed.current) {
        refreshed.current = true;
        void refreshSession().then(() => connectRef.current());
        return;
      }
      if (close.code === 4429) {
        onEvent({ type: 'error', requestId: null, messageId: null, code: 'SOPHI_RATE_LIMITED', message: '질문이 너무 잦습니다. 잠시 후 다시 시도해 주세요.' });
      }
      scheduleReconnect();
    };
  }, [continueOverHttp, onEvent, scheduleReconnect]);
  connectRef.current = connect;

  useEffect(() => {
    if (!enabled) return;
    connect();
    const aborts = httpAborts.current;
    return () => {
      if (timer.current) clearTimeout(timer.current);
      const ws = wsRef.current;
      wsRef.current = null;
      ws?.close(1000);
      for (const abort of aborts.values()) abort.abort();
    };
  }, [enabled, connect]);

  const send = useCallback((frame: SophiClientFrame) => {
    const ws = wsRef.current;
    if (ws && ws.readyState === 1) ws.send(JSON.stringify(frame));
    else queue.current.push(frame);
  }, []);

  const ask = useCallback((question: string, context?: SophiPageContext) => {
    const requestId = newRequestId();
    const conversationId = stateRef.current.conversationId ?? undefined;
    dispatch({ type: 'ask', requestId, question });
    const frame: SophiClientFrame = { type: 'ask', requestId, question, ...(conversationId ? { conversationId } : {}), ...(context ? { context } : {}) };
    if (httpMode.current) askOverHttp(frame);
    else send(frame);
    return requestId;
  }, [send]);

  const stop = useCallback(() => {
    const turn = stateRef.current.turns.findLast(isInFlight);
    if (!turn) return;
    const abort = httpAborts.current.get(turn.requestId);
    if (abort) {
      // Once the answer has an id the server stops it (and says so in the stream); before that, leaving is all there is.
      if (turn.messageId) {
        void stopAnswer(turn.messageId).catch(() => {
          abort.abort();
          dispatch({ type: 'stopped', requestId: turn.requestId });
        });
        return;
      }
      abort.abort();
      dispatch({ type: 'stopped', requestId: turn.requestId });
      return;
    }
    const queued = queue.current.findIndex((f) => f.type === 'ask' && f.requestId === turn.requestId);
    if (queued >= 0) {
      queue.current.splice(queued, 1);
      dispatch({ type: 'stopped', requestId: turn.requestId });
      return;
    }
    send({ type: 'stop', requestId: turn.requestId, ...(turn.messageId ? { messageId: turn.messageId } : {}) });
  }, [send]);

  return { state, dispatch, ask, stop };
}
