import type { SophiCitation, SophiConversation, SophiEngine, SophiGrounding, SophiQuota, SophiServerEvent } from '@spi/core/contracts/sophi';
import type { SophiStreamErrorCode } from '@spi/core/sophi/model';

/**
 * The panel's conversation state: one reducer for both transports (the websocket and the server-sent
 * events fallback), fed with the server events of the protocol (ADR 021) and a few local actions.
 * Pure; no zod at run time (types only).
 */

export type TurnStatus = 'waiting' | 'streaming' | 'done' | 'cancelled' | 'error';

export interface TurnError {
  code: SophiStreamErrorCode | 'NETWORK_ERROR';
  message: string;
}

export interface Turn {
  /** The client's request id (also the React key). */
  requestId: string;
  question: string;
  /** The assistant message id, known from `start`. */
  messageId: string | null;
  text: string;
  citations: SophiCitation[];
  followUps: string[];
  status: TurnStatus;
  grounding: SophiGrounding | null;
  error: TurnError | null;
  feedback: 'up' | 'down' | null;
}

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'http';

export interface ChatState {
  conversationId: string | null;
  turns: Turn[];
  engine: SophiEngine | null;
  quota: SophiQuota | null;
  signedIn: boolean | null;
  connection: ConnectionStatus;
  /** An error no turn owns (e.g. the socket was refused). */
  error: TurnError | null;
}

export type ChatAction =
  | { type: 'ask'; requestId: string; question: string }
  | { type: 'event'; event: SophiServerEvent }
  | { type: 'connection'; status: ConnectionStatus }
  | { type: 'status'; engine: SophiEngine; quota: SophiQuota; signedIn: boolean }
  | { type: 'turn-error'; requestId: string; error: TurnError }
  | { type: 'stopped'; requestId: string }
  | { type: 'feedback'; messageId: string; rating: 'up' | 'down' | null }
  | { type: 'load'; conversation: SophiConversation }
  | { type: 'reset' };

export const initialChatState: ChatState = {
  conversationId: null, turns: [], engine: null, quota: null, signedIn: null, connection: 'idle', error: null,
};

const newTurn = (requestId: string, question: string): Turn => ({
  requestId, question, messageId: null, text: '', citations: [], followUps: [], status: 'waiting', grounding: null, error: null, feedback: null,
});

/** Whether a turn still waits for events (the input is disabled, the stop button shows). */
export const isInFlight = (turn: Turn | undefined): boolean => turn?.status === 'waiting' || turn?.status === 'streaming';

function update(state: ChatState, match: (turn: Turn) => boolean, change: (turn: Turn) => Turn): ChatState {
  const index = state.turns.findIndex(match);
  if (index < 0) return state;
  const turns = state.turns.slice();
  turns[index] = change(turns[index]!);
  return { ...state, turns };
}

const byMessage = (messageId: string | null) => (turn: Turn) => messageId !== null && turn.messageId === messageId;
const byRequest = (requestId: string | null) => (turn: Turn) => requestId !== null && turn.requestId === requestId;

/**
 * Appends a delta at its offset. A resumed stream repeats what the client has: text before the current
 * length is dropped; a delta past the current length (a gap) is ignored until a resume fills it.
 */
export function appendDelta(text: string, offset: number, delta: string): string {
  if (offset > text.length) return text;
  const end = offset + delta.length;
  if (end <= text.length) return text;
  return text + delta.slice(text.length - offset);
}

function withCitation(citations: SophiCitation[], citation: SophiCitation): SophiCitation[] {
  return [...citations.filter((c) => c.n !== citation.n), citation].sort((a, b) => a.n - b.n);
}

function applyEvent(state: ChatState, event: SophiServerEvent): ChatState {
  switch (event.type) {
    case 'ready':
      return { ...state, engine: event.engine, quota: event.quota, signedIn: event.signedIn, error: null };
    case 'start':
      return {
        ...update(state, byRequest(event.requestId), (t) => ({ ...t, messageId: event.messageId, status: isInFlight(t) ? 'streaming' : t.status })),
        conversationId: event.conversationId,
        engine: event.engine,
      };
    case 'delta':
      return update(state, byMessage(event.messageId), (t) => (isInFlight(t) ? { ...t, status: 'streaming', text: appendDelta(t.text, event.offset, event.text) } : t));
    case 'citation':
      return update(state, byMessage(event.messageId), (t) => ({ ...t, citations: withCitation(t.citations, event.citation) }));
    case 'done':
      return {
        ...update(state, byMessage(event.messageId), (t) => ({
          ...t, status: 'done', text: event.content, grounding: event.grounding, followUps: event.followUps, error: null,
        })),
        conversationId: event.conversationId,
        quota: event.quota ?? state.quota,
      };
    case 'cancel': {
      const match = (t: Turn) => byMessage(event.messageId)(t) || byRequest(event.requestId)(t);
      return update(state, match, (t) => (t.status === 'done' ? t : { ...t, status: 'cancelled' }));
    }
    case 'error': {
      const error: TurnError = { code: event.code, message: event.message };
      const match = (t: Turn) => byRequest(event.requestId)(t) || byMessage(event.messageId)(t);
      const next = update(state, match, (t) => ({ ...t, status: 'error', error }));
      if (next !== state) return next;
      // An error without a turn of its own: the question just asked (when one waits), else the panel's.
      const waiting = state.turns.findIndex((t) => t.status === 'waiting');
      if (waiting >= 0) return update(state, (t) => t === state.turns[waiting], (t) => ({ ...t, status: 'error', error }));
      return { ...state, error };
    }
    case 'pong':
      return state;
  }
}

/** The turns of a stored conversation: each user message with the assistant answer after it. */
export function turnsOf(conversation: SophiConversation): Turn[] {
  const turns: Turn[] = [];
  for (const message of conversation.messages) {
    if (message.role === 'user') {
      turns.push(newTurn(`stored-${message.id}`, message.content));
      continue;
    }
    const last = turns.at(-1);
    const turn = last && last.messageId === null ? last : newTurn(`stored-${message.id}`, '');
    if (turn !== last) turns.push(turn);
    Object.assign(turn, {
      messageId: message.id, text: message.content, citations: message.citations, followUps: message.followUps,
      grounding: message.grounding, feedback: message.feedback,
      status: message.status === 'streaming' ? 'streaming' : message.status === 'cancelled' ? 'cancelled' : message.status === 'error' ? 'error' : 'done',
    } satisfies Partial<Turn>);
  }
  return turns;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'ask':
      return { ...state, error: null, turns: [...state.turns, newTurn(action.requestId, action.question)] };
    case 'event':
      return applyEvent(state, action.event);
    case 'connection':
      return state.connection === action.status ? state : { ...state, connection: action.status };
    case 'status':
      return { ...state, engine: action.engine, quota: action.quota, signedIn: action.signedIn };
    case 'turn-error':
      return update(state, byRequest(action.requestId), (t) => (isInFlight(t) ? { ...t, status: 'error', error: action.error } : t));
    case 'stopped':
      return update(state, byRequest(action.requestId), (t) => (isInFlight(t) ? { ...t, status: 'cancelled' } : t));
    case 'feedback':
      return update(state, byMessage(action.messageId), (t) => ({ ...t, feedback: action.rating }));
    case 'load':
      return { ...state, conversationId: action.conversation.id, turns: turnsOf(action.conversation), error: null };
    case 'reset':
      return { ...state, conversationId: null, turns: [], error: null };
  }
}

/** Text up to the last finished sentence, for the live region (announced per sentence, not per token). */
export function announceableText(text: string, finished: boolean): string {
  if (finished) return text;
  const match = /^[\s\S]*[.!?。](?:\[\d+\])*(?=\s|$)/.exec(text);
  return match ? match[0] : '';
}

/** The answer and its sources as plain text (the copy button). */
export function plainTextOf(turn: Pick<Turn, 'text' | 'citations'>, origin = ''): string {
  const sources = turn.citations.map((c) => `[${c.n}] ${c.label} · ${c.title}${c.asOf ? ` (${c.asOf})` : ''} ${origin}${c.href}`);
  return sources.length ? `${turn.text}\n\n출처\n${sources.join('\n')}` : turn.text;
}
