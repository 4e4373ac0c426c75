import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countPromptTokens, decideReply, tokenize, type InMessage, type InTool } from './chat';
import { embedText } from './embeddings';

/**
 * The local OpenAI-compatible stand-in (ADR 021): `GET /v1/models`, `POST /v1/chat/completions`
 * (streamed or not), `POST /v1/embeddings`, `GET /healthz`, and `POST /__control` for tests. Plain
 * node:http, no state but the control queue.
 */

export interface LlmDevOptions {
  /** When set, /v1/* requires `Authorization: Bearer <apiKey>`. */
  apiKey?: string | undefined;
  /** The model id listed and echoed (any requested model is accepted). */
  model?: string;
  /** Pause between streamed chunks (0 in tests). */
  tokenDelayMs?: number;
  /** Whether /__control is served (default true). */
  controlEnabled?: boolean;
  log?: (line: string) => void;
}

/** What the next chat responses do instead of answering: 500, or stall after the first chunk, or broken JSON. */
export type ControlMode = 'fail' | 'stall' | 'malformed';

export interface LlmDevServer {
  server: Server;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

export const DEFAULT_MODEL = 'spi-dev';
const MAX_BODY_BYTES = 1024 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, message: string, type: string, code: string | null = null): void {
  sendJson(res, status, { error: { message, type, param: null, code } });
}

class BadRequest extends Error {}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('Request body too large.');
    chunks.push(chunk as Buffer);
  }
  let body: unknown;
  try { body = JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch { throw new BadRequest('We could not parse the JSON body of your request.'); }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLlmDevServer(options: LlmDevOptions = {}): LlmDevServer {
  const model = options.model ?? DEFAULT_MODEL;
  const delay = options.tokenDelayMs ?? 0;
  const controls: ControlMode[] = [];
  let sequence = 0;

  async function chat(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    if (!Array.isArray(body.messages) || body.messages.length === 0 || !body.messages.every((m) => m && typeof m === 'object' && typeof (m as InMessage).role === 'string')) {
      throw new BadRequest("'messages' must be a non-empty array of messages.");
    }
    const messages = body.messages as InMessage[];
    const tools = Array.isArray(body.tools) ? (body.tools as InTool[]) : [];
    const control = controls.shift();
    if (control === 'fail') return sendError(res, 500, 'The server had an error while processing your request.', 'server_error');
    sequence += 1;
    const id = `chatcmpl-dev${sequence}`;
    const created = 1_700_000_000 + sequence;
    const usedModel = typeof body.model === 'string' && body.model ? body.model : model;
    const reply = decideReply(messages, tools, `call_dev${sequence}`);
    const pieces = reply.kind === 'text' ? tokenize(reply.text) : tokenize(reply.arguments, 8);
    const usage = { prompt_tokens: countPromptTokens(messages), completion_tokens: pieces.length, total_tokens: 0 };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    const finishReason = reply.kind === 'text' ? 'stop' : 'tool_calls';

    if (body.stream !== true) {
      const message = reply.kind === 'text'
        ? { role: 'assistant', content: reply.text }
        : { role: 'assistant', content: null, tool_calls: [{ id: reply.id, type: 'function', function: { name: reply.name, arguments: reply.arguments } }] };
      return sendJson(res, 200, { id, object: 'chat.completion', created, model: usedModel, choices: [{ index: 0, message, finish_reason: finishReason }], usage });
    }

    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    let closed = false;
    res.on('close', () => { closed = true; });
    const send = (chunk: unknown) => { if (!closed) res.write(`data: ${JSON.stringify(chunk)}\n\n`); };
    const frame = (delta: unknown, finish: string | null = null) => ({ id, object: 'chat.completion.chunk', created, model: usedModel, choices: [{ index: 0, delta, finish_reason: finish }] });

    send(frame({ role: 'assistant', content: '' }));
    if (control === 'malformed') { res.end('data: {"choices": [\n\n'); return; }
    if (reply.kind === 'tool_call') send(frame({ tool_calls: [{ index: 0, id: reply.id, type: 'function', function: { name: reply.name, arguments: '' } }] }));
    for (const [i, piece] of pieces.entries()) {
      if (closed) return;
      if (delay > 0) await sleep(delay);
      send(frame(reply.kind === 'text' ? { content: piece } : { tool_calls: [{ index: 0, function: { arguments: piece } }] }));
      // A stall: the first piece went out, then nothing until the client gives up (or the server closes).
      if (control === 'stall' && i === 0) return;
    }
    send(frame({}, finishReason));
    const streamOptions = body.stream_options as { include_usage?: unknown } | undefined;
    if (streamOptions?.include_usage === true) send({ id, object: 'chat.completion.chunk', created, model: usedModel, choices: [], usage });
    if (!closed) res.end('data: [DONE]\n\n');
  }

  async function embeddings(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    const input = typeof body.input === 'string' ? [body.input] : body.input;
    if (!Array.isArray(input) || input.length === 0 || !input.every((t) => typeof t === 'string')) throw new BadRequest("'input' must be a string or a non-empty array of strings.");
    const data = (input as string[]).map((text, index) => ({ object: 'embedding', index, embedding: embedText(text) }));
    const tokens = (input as string[]).reduce((sum, t) => sum + Math.ceil(t.length / 3), 0);
    sendJson(res, 200, { object: 'list', data, model: typeof body.model === 'string' ? body.model : model, usage: { prompt_tokens: tokens, total_tokens: tokens } });
  }

  async function control(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    if (body.reset === true) controls.length = 0;
    const mode = body.mode;
    if (mode !== undefined) {
      if (mode !== 'fail' && mode !== 'stall' && mode !== 'malformed') throw new BadRequest("'mode' must be 'fail', 'stall' or 'malformed'.");
      const count = typeof body.count === 'number' && body.count > 0 ? Math.min(100, Math.floor(body.count)) : 1;
      for (let i = 0; i < count; i++) controls.push(mode);
    }
    sendJson(res, 200, { pending: [...controls] });
  }

  function authorized(req: IncomingMessage): boolean {
    if (!options.apiKey) return true;
    return req.headers.authorization === `Bearer ${options.apiKey}`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    options.log?.(`${req.method} ${path}`);
    if (req.method === 'GET' && path === '/healthz') return sendJson(res, 200, { ok: true });
    if (path === '/__control' && options.controlEnabled !== false) {
      if (req.method !== 'POST') return sendError(res, 405, 'Use POST.', 'invalid_request_error');
      return control(req, res);
    }
    if (path.startsWith('/v1/') && !authorized(req)) return sendError(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    if (req.method === 'GET' && path === '/v1/models') {
      return sendJson(res, 200, { object: 'list', data: [{ id: model, object: 'model', created: 1_700_000_000, owned_by: 'spi' }] });
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') return chat(req, res);
    if (req.method === 'POST' && path === '/v1/embeddings') return embeddings(req, res);
    return sendError(res, 404, `Unknown request URL: ${req.method} ${path}.`, 'invalid_request_error', 'unknown_url');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) { res.destroy(); return; }
      if (error instanceof BadRequest) sendError(res, 400, error.message, 'invalid_request_error');
      else sendError(res, 500, 'The server had an error while processing your request.', 'server_error');
    });
  });

  return {
    server,
    listen: (port = 0, host = '127.0.0.1') => new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        const address = server.address() as AddressInfo;
        resolve({ port: address.port, url: `http://${host}:${address.port}` });
      });
    }),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
