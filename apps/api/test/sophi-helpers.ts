import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SOPHI_ENGINE_DESCRIPTIONS, SOPHI_ENGINE_LABELS, SOPHI_WS_PROTOCOL, type SophiCitation, type SophiServerEvent } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { WebSocket } from 'ws';
import type { AnswerEngine, AnswerEvent, AnswerRequest } from '../src/adapters/answer-engine/types';
import type { ApiApp } from '../src/app';
import { buildTestApp, type FakeClock } from './helpers';

export const REDIS_URL = process.env.TEST_REDIS_URL;
export const DAY_MS = 86_400_000;

export const CITATION: SophiCitation = {
  n: 1, sourceType: 'CONTENT', sourceId: '1', title: '리츠 시장 동향', href: '/article?id=1', snippet: '리츠 시장이 성장했습니다.', label: '아티클', asOf: '2026-03-01',
};

/**
 * A scripted engine: streams `pieces` `delayMs` apart, then one citation and done; `fail` throws after
 * the first piece. It stops when the request's signal aborts, like the real engines.
 */
export class FakeEngine implements AnswerEngine {
  readonly info = { kind: 'grounded' as const, label: SOPHI_ENGINE_LABELS.grounded, description: SOPHI_ENGINE_DESCRIPTIONS.grounded, model: null };
  pieces = ['리츠는 ', '부동산에 ', '투자합니다', '[1].'];
  delayMs = 0;
  fail = false;
  readonly requests: AnswerRequest[] = [];

  answer(request: AnswerRequest): AsyncIterable<AnswerEvent> {
    this.requests.push(request);
    const { pieces, delayMs, fail } = this;
    return (async function* stream() {
      for (const [i, text] of pieces.entries()) {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (request.signal.aborted) return;
        yield { type: 'delta', text } as const;
        if (fail && i === 0) throw new Error('engine down');
      }
      yield { type: 'citation', citation: CITATION } as const;
      yield { type: 'done', grounding: 'answered', followUps: ['배당은?'], usage: { promptTokens: 10, completionTokens: 4 } } as const;
    })();
  }
}

export interface SophiTestApp {
  app: ApiApp;
  engine: FakeEngine;
  /** ws://127.0.0.1:<port> */
  wsBase: string;
}

/** The real app listening on a free port, with a fake engine (and Redis when TEST_REDIS_URL is set). */
export async function listenSophiApp(db: DbHandle, clock: FakeClock, redisPrefix: string): Promise<SophiTestApp> {
  const engine = new FakeEngine();
  const app = await buildTestApp({
    db,
    clock: clock.now,
    config: REDIS_URL ? { redisUrl: REDIS_URL, redisKeyPrefix: redisPrefix } : {},
    setup: (a) => {
      a.sophi.engine = engine;
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, engine, wsBase: `ws://127.0.0.1:${port}` };
}

export function uniquePrefix(): string {
  return `spi-test-${randomUUID().slice(0, 8)}:`;
}

/** A websocket client that records every event and how the socket closed. */
export class SophiClient {
  readonly events: SophiServerEvent[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: Array<() => void> = [];
  readonly opened: Promise<void>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.events.push(JSON.parse(String(data)) as SophiServerEvent);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
    ws.on('error', () => this.wake());
    this.opened = new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
  }

  static connect(wsBase: string, options: { headers?: Record<string, string>; path?: string } = {}): SophiClient {
    return new SophiClient(new WebSocket(`${wsBase}${options.path ?? '/api/sophi/ws'}`, [SOPHI_WS_PROTOCOL], { headers: options.headers ?? {} }));
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  ask(question: string, extra: Record<string, unknown> = {}): string {
    const requestId = randomUUID().replace(/-/g, '');
    this.send({ type: 'ask', requestId, question, ...extra });
    return requestId;
  }

  /** Resolves when `predicate` holds for the recorded state (rejects after `timeoutMs`). */
  async until(predicate: () => boolean, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`timed out; events: ${JSON.stringify(this.events.map((e) => e.type))}, closed: ${JSON.stringify(this.closed)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  of<T extends SophiServerEvent['type']>(type: T): Array<Extract<SophiServerEvent, { type: T }>> {
    return this.events.filter((e): e is Extract<SophiServerEvent, { type: T }> => e.type === type);
  }

  async waitFor<T extends SophiServerEvent['type']>(type: T, count = 1): Promise<Extract<SophiServerEvent, { type: T }>> {
    await this.until(() => this.of(type).length >= count);
    return this.of(type)[count - 1]!;
  }

  async waitClosed(): Promise<{ code: number; reason: string }> {
    await this.until(() => this.closed !== null);
    return this.closed!;
  }

  close(): void {
    this.ws.close();
  }
}

/** The events of a server-sent events body, in order. */
export function parseSse(body: string): SophiServerEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice('data: '.length)) as SophiServerEvent);
}
