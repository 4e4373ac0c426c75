import { AppError } from '@spi/core';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * A client of the OpenAI chat-completions and embeddings protocol over `fetch` (ADR 021): OpenAI, vLLM,
 * Ollama, Korean providers and the local stand-in `apps/llm-dev` all speak it.
 *
 * Streaming: `POST {baseUrl}/chat/completions` with `stream: true` answers server-sent events
 * `data: {choices:[{delta:{content, tool_calls}}], usage?}` … `data: [DONE]`. Tool-call fragments arrive
 * by `index` (id and name first, the JSON arguments in pieces) and are joined here.
 *
 * Failures are `LlmError` (an AppError with the stable code SOPHI_ENGINE_FAILED) with a `reason`. Messages
 * never carry the API key, the request or the server's body.
 */

export interface EmbeddingModel {
  readonly model: string;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

export type ChatRole = 'system' | 'user' | 'assistant' | 'tool';

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatMessage {
  role: ChatRole;
  content: string | null;
  tool_calls?: ChatToolCall[];
  tool_call_id?: string;
}

export interface ChatToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export type ChatStreamEvent =
  | { type: 'content'; text: string }
  /** Once, when the stream ends, if the model called tools (arguments joined, unparsed JSON text). */
  | { type: 'tool_calls'; calls: ChatToolCall[] }
  | { type: 'usage'; promptTokens: number; completionTokens: number }
  | { type: 'finish'; reason: string | null };

export type LlmErrorReason = 'http' | 'timeout' | 'aborted' | 'network' | 'malformed' | 'upstream';

export class LlmError extends AppError {
  readonly reason: LlmErrorReason;
  readonly httpStatus: number | null;
  constructor(reason: LlmErrorReason, message: string, httpStatus: number | null = null) {
    super('SOPHI_ENGINE_FAILED', message, { reason, httpStatus });
    this.name = 'LlmError';
    this.reason = reason;
    this.httpStatus = httpStatus;
  }
}

export interface ChatClientOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Longest silence of the server (no bytes) before the request fails with reason 'timeout'. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ChatToolDefinition[];
  signal?: AbortSignal;
  temperature?: number;
}

export interface ChatClient {
  readonly model: string;
  stream(request: ChatRequest): AsyncGenerator<ChatStreamEvent>;
}

function headers(apiKey: string | undefined): Record<string, string> {
  const h: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream, application/json' };
  if (apiKey) h.authorization = `Bearer ${apiKey}`;
  return h;
}

/**
 * An AbortController fired by the caller's signal or by a silence timer (restarted with `touch`).
 * `why()` tells which fired.
 */
function watchdog(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => { timedOut = true; controller.abort(); }, timeoutMs);
  };
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  touch();
  return {
    signal: controller.signal,
    touch,
    dispose: () => { clearTimeout(timer); signal?.removeEventListener('abort', onAbort); },
    /** The error to throw once the request failed, given what was caught. */
    why: (error: unknown): LlmError => {
      if (error instanceof LlmError) return error;
      if (timedOut) return new LlmError('timeout', `언어 모델 서버가 ${timeoutMs}ms 동안 응답하지 않았습니다.`);
      if (signal?.aborted) return new LlmError('aborted', '답변 요청이 취소되었습니다.');
      return new LlmError('network', '언어 모델 서버에 연결하지 못했습니다.');
    },
  };
}

async function failOnStatus(res: Response): Promise<void> {
  if (res.ok) return;
  // The body may echo the request; only the status (and the OpenAI error type) go into the error.
  let type = '';
  try {
    const body = (await res.json()) as { error?: { type?: unknown; code?: unknown } };
    const t = body.error?.type ?? body.error?.code;
    if (typeof t === 'string' && /^[\w.-]{1,64}$/.test(t)) type = ` (${t})`;
  } catch { /* not JSON */ }
  throw new LlmError('http', `언어 모델 서버가 HTTP ${res.status}로 응답했습니다${type}.`, res.status);
}

interface StreamChunk {
  choices?: Array<{
    delta?: { content?: string | null; tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }> };
    finish_reason?: string | null;
  }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: unknown;
}

/** Turns the parsed chunks of one stream into events, joining tool-call fragments by index. */
class ChunkReader {
  private readonly calls = new Map<number, ChatToolCall>();
  private finishReason: string | null = null;
  done = false;

  read(message: EventSourceMessage): ChatStreamEvent[] {
    if (this.done) return [];
    const data = message.data.trim();
    if (data === '[DONE]') { this.done = true; return this.finish(); }
    let chunk: StreamChunk;
    try { chunk = JSON.parse(data) as StreamChunk; } catch { throw new LlmError('malformed', '언어 모델 서버의 응답 형식이 올바르지 않습니다.'); }
    if (!chunk || typeof chunk !== 'object') throw new LlmError('malformed', '언어 모델 서버의 응답 형식이 올바르지 않습니다.');
    if (chunk.error) throw new LlmError('upstream', '언어 모델 서버가 답변 중 오류를 보냈습니다.');
    const out: ChatStreamEvent[] = [];
    for (const choice of chunk.choices ?? []) {
      const delta = choice.delta ?? {};
      if (typeof delta.content === 'string' && delta.content !== '') out.push({ type: 'content', text: delta.content });
      for (const fragment of delta.tool_calls ?? []) {
        const index = typeof fragment.index === 'number' ? fragment.index : this.calls.size;
        const call = this.calls.get(index) ?? { id: '', type: 'function' as const, function: { name: '', arguments: '' } };
        if (fragment.id) call.id = fragment.id;
        if (fragment.function?.name) call.function.name += fragment.function.name;
        if (fragment.function?.arguments) call.function.arguments += fragment.function.arguments;
        this.calls.set(index, call);
      }
      if (choice.finish_reason) this.finishReason = choice.finish_reason;
    }
    if (chunk.usage && typeof chunk.usage === 'object') {
      out.push({ type: 'usage', promptTokens: chunk.usage.prompt_tokens ?? 0, completionTokens: chunk.usage.completion_tokens ?? 0 });
    }
    return out;
  }

  private finish(): ChatStreamEvent[] {
    const out: ChatStreamEvent[] = [];
    const calls = [...this.calls.entries()].sort(([a], [b]) => a - b).map(([i, c]) => ({ ...c, id: c.id || `call_${i}` }));
    if (calls.some((c) => !c.function.name)) throw new LlmError('malformed', '언어 모델 서버의 도구 호출 형식이 올바르지 않습니다.');
    if (calls.length > 0) out.push({ type: 'tool_calls', calls });
    out.push({ type: 'finish', reason: this.finishReason });
    return out;
  }
}

export function createChatClient(options: ChatClientOptions): ChatClient {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model: options.model,
    async *stream(request) {
      const dog = watchdog(request.signal, options.timeoutMs);
      try {
        const body = {
          model: options.model,
          messages: request.messages,
          stream: true,
          stream_options: { include_usage: true },
          ...(request.tools && request.tools.length > 0 ? { tools: request.tools } : {}),
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
        };
        const res = await doFetch(url, { method: 'POST', headers: headers(options.apiKey), body: JSON.stringify(body), signal: dog.signal });
        await failOnStatus(res);
        if (!res.body) throw new LlmError('malformed', '언어 모델 서버의 응답 본문이 없습니다.');
        const reader = new ChunkReader();
        const pending: ChatStreamEvent[] = [];
        let parseError: LlmError | null = null;
        const parser = createParser({
          onEvent: (message) => {
            if (parseError) return;
            try { pending.push(...reader.read(message)); } catch (error) { parseError = error instanceof LlmError ? error : new LlmError('malformed', '언어 모델 서버의 응답 형식이 올바르지 않습니다.'); }
          },
        });
        const decoder = new TextDecoder();
        const stream = res.body.getReader();
        try {
          while (!reader.done) {
            const { value, done } = await stream.read();
            if (done) break;
            dog.touch();
            parser.feed(decoder.decode(value, { stream: true }));
            if (parseError) throw parseError;
            while (pending.length > 0) yield pending.shift()!;
          }
        } finally {
          // Stop reading when the consumer leaves early (an abort, a tool round): frees the connection.
          await stream.cancel().catch(() => undefined);
        }
        if (!reader.done) throw new LlmError('malformed', '언어 모델 서버의 응답이 중간에 끊겼습니다.');
        while (pending.length > 0) yield pending.shift()!;
      } catch (error) {
        throw dog.why(error);
      } finally {
        dog.dispose();
      }
    },
  };
}

/** Embeddings over `POST {baseUrl}/embeddings` (vectors in input order). */
export function createEmbeddingModel(options: { baseUrl: string; model: string; apiKey?: string | undefined; timeoutMs?: number; fetch?: typeof fetch }): EmbeddingModel {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
  return {
    model: options.model,
    async embed(texts, signal) {
      if (texts.length === 0) return [];
      const dog = watchdog(signal, options.timeoutMs ?? 10_000);
      try {
        const res = await doFetch(url, { method: 'POST', headers: headers(options.apiKey), body: JSON.stringify({ model: options.model, input: texts }), signal: dog.signal });
        await failOnStatus(res);
        const body = (await res.json()) as { data?: Array<{ index?: number; embedding?: unknown }> };
        const data = Array.isArray(body.data) ? body.data : [];
        const vectors = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).map((d) => d.embedding);
        if (vectors.length !== texts.length || !vectors.every((v) => Array.isArray(v) && v.every((x) => typeof x === 'number'))) {
          throw new LlmError('malformed', '임베딩 서버의 응답 형식이 올바르지 않습니다.');
        }
        return vectors as number[][];
      } catch (error) {
        throw dog.why(error);
      } finally {
        dog.dispose();
      }
    },
  };
}
