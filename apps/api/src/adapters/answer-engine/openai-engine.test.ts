import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SophiCitation } from '@spi/core';
import { createLlmDevServer, type LlmDevServer } from '../../../../llm-dev/src/app';
import { CitationGate, createOpenAiEngine } from './openai-engine';
import { createChatClient, createEmbeddingModel, LlmError, type ChatStreamEvent } from './openai-client';
import { citationsOf, collect, doneOf, fakeKnowledge, PASSAGES, request, textOf } from './test-fixtures';

const KEY = 'sk-spi-test-secret';
let llm: LlmDevServer;
let baseUrl = '';

beforeAll(async () => {
  llm = createLlmDevServer({ apiKey: KEY });
  baseUrl = `${(await llm.listen(0)).url}/v1`;
});
afterAll(() => llm.close());
beforeEach(async () => { await fetch(`${baseUrl.replace(/\/v1$/, '')}/__control`, { method: 'POST', body: JSON.stringify({ reset: true }) }); });

const control = (mode: 'fail' | 'stall' | 'malformed') => fetch(`${baseUrl.replace(/\/v1$/, '')}/__control`, { method: 'POST', body: JSON.stringify({ mode }) });
const client = (over: Partial<Parameters<typeof createChatClient>[0]> = {}) => createChatClient({ baseUrl, apiKey: KEY, model: 'spi-dev', timeoutMs: 2_000, ...over });

async function failure(run: () => Promise<unknown>): Promise<LlmError> {
  try { await run(); } catch (error) { expect(error).toBeInstanceOf(LlmError); return error as LlmError; }
  throw new Error('expected a failure');
}

describe('openai client against apps/llm-dev', () => {
  it('streams content deltas, then usage and finish', async () => {
    const events: ChatStreamEvent[] = [];
    for await (const e of client().stream({ messages: [{ role: 'system', content: '[1] 제목\n첫 문장이다. 둘째 문장.' }, { role: 'user', content: '질문' }] })) events.push(e);
    const deltas = events.filter((e) => e.type === 'content');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((e) => (e.type === 'content' ? e.text : '')).join('')).toBe('첫 문장이다. [1]');
    expect(events.find((e) => e.type === 'usage')).toMatchObject({ completionTokens: deltas.length });
    expect(events.at(-1)).toEqual({ type: 'finish', reason: 'stop' });
  });

  it('joins tool-call fragments by index', async () => {
    const tools = [{ type: 'function' as const, function: { name: 'reit_metrics', description: 'LTV 지표', parameters: { type: 'object', properties: { reit: { type: 'string' } }, required: ['reit'] } } }];
    const events = await collectStream(client().stream({ messages: [{ role: 'user', content: 'SK리츠 LTV' }], tools }));
    const calls = events.find((e) => e.type === 'tool_calls');
    expect(calls).toMatchObject({ calls: [{ type: 'function', function: { name: 'reit_metrics' } }] });
    expect(JSON.parse(calls!.type === 'tool_calls' ? calls!.calls[0]!.function.arguments : '')).toEqual({ reit: 'SK리츠 LTV' });
  });

  it('turns HTTP errors into typed errors without secrets', async () => {
    await control('fail');
    const e500 = await failure(() => collectStream(client().stream({ messages: [{ role: 'user', content: 'x' }] })));
    expect(e500).toMatchObject({ code: 'SOPHI_ENGINE_FAILED', reason: 'http', httpStatus: 500 });
    const e401 = await failure(() => collectStream(client({ apiKey: 'sk-wrong-key' }).stream({ messages: [{ role: 'user', content: 'x' }] })));
    expect(e401).toMatchObject({ reason: 'http', httpStatus: 401 });
    expect(e401.message).not.toContain('sk-wrong-key');
    expect(JSON.stringify(e401.details)).not.toContain('sk-wrong-key');
  });

  it('fails a malformed stream and a stalled stream (timeout)', async () => {
    await control('malformed');
    expect(await failure(() => collectStream(client().stream({ messages: [{ role: 'user', content: 'x' }] })))).toMatchObject({ reason: 'malformed' });
    await control('stall');
    const started = Date.now();
    const stalled = await failure(() => collectStream(client({ timeoutMs: 300 }).stream({ messages: [{ role: 'system', content: '[1] 제목\n본문 문장이다.' }, { role: 'user', content: 'x' }] })));
    expect(stalled.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('aborts through the signal', async () => {
    await control('stall');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const aborted = await failure(() => collectStream(client({ timeoutMs: 5_000 }).stream({ messages: [{ role: 'system', content: '[1] 제목\n본문 문장이다.' }, { role: 'user', content: 'x' }], signal: controller.signal })));
    expect(aborted.reason).toBe('aborted');
  });

  it('embeds through /embeddings', async () => {
    const model = createEmbeddingModel({ baseUrl, model: 'dev-embed', apiKey: KEY });
    const [a, b] = await model.embed(['물류센터 공실률', '물류센터의 공실률이']);
    expect(a).toHaveLength(256);
    expect(a!.reduce((s, x, i) => s + x * b![i]!, 0)).toBeGreaterThan(0.5);
  });
});

async function collectStream(stream: AsyncIterable<ChatStreamEvent>): Promise<ChatStreamEvent[]> {
  const out: ChatStreamEvent[] = [];
  for await (const e of stream) out.push(e);
  return out;
}

describe('openai engine against apps/llm-dev', () => {
  it('numbers the passages, streams the answer and emits each citation when the text first cites it', async () => {
    const engine = createOpenAiEngine(fakeKnowledge(), client());
    expect(engine.info).toMatchObject({ kind: 'openai', label: 'AI 생성 답변', model: 'spi-dev' });
    const events = await collect(engine.answer(request('물류센터 공실률은?')));
    expect(textOf(events)).toBe(`${PASSAGES[0]!.sentences.find((s) => s.text.startsWith('수도권 물류센터 공실률이 지난 분기 12%로 올랐다'))!.text} [1] 올해 물류센터 거래에서 공실률이 가격 협상의 변수가 됐다. [2]`);
    const citations = citationsOf(events);
    expect(citations.map((c) => [c.n, c.sourceId])).toEqual([[1, '101'], [2, '102']]);
    const i2 = events.findIndex((e) => e.type === 'citation' && e.citation.n === 2);
    expect(textOf(events.slice(0, i2))).not.toContain('[2');
    expect(textOf(events.slice(0, i2 + 1))).toContain('[1]');
    const done = doneOf(events)!;
    expect(done.grounding).toBe('answered');
    expect(done.usage.completionTokens).toBeGreaterThan(5);
    expect(done.usage.promptTokens).toBeGreaterThan(50);
    expect(done.followUps).toContain('물류센터 관련 최근 거래는?');
  });

  it('runs a tool round: the tool card is a citation, the answer cites it', async () => {
    const events = await collect(createOpenAiEngine(fakeKnowledge({ passages: [] }), client()).answer(request('SK리츠 LTV 알려줘')));
    expect(events[0]).toMatchObject({ type: 'citation', citation: { n: 1, sourceType: 'REITS', table: { title: 'SK리츠 주요 지표' } } });
    expect(textOf(events)).toBe('SK리츠의 LTV는 48.2%입니다(2026.09.30 기준). [1]');
    expect(doneOf(events)).toMatchObject({ grounding: 'answered' });
  });

  it('is insufficient when the model says 근거가 부족합니다', async () => {
    const events = await collect(createOpenAiEngine(fakeKnowledge({ passages: [] }), client()).answer(request('비트코인 전망')));
    expect(textOf(events)).toBe('근거가 부족합니다.');
    expect(doneOf(events)!.grounding).toBe('insufficient');
    expect(citationsOf(events)).toEqual([]);
  });

  it('fails with SOPHI_ENGINE_FAILED on an HTTP 500', async () => {
    await control('fail');
    await expect(collect(createOpenAiEngine(fakeKnowledge(), client()).answer(request('물류센터 공실률은?')))).rejects.toMatchObject({ code: 'SOPHI_ENGINE_FAILED', reason: 'http' });
  });

  it('ends quietly when the reader stops a stalled answer', async () => {
    await control('stall');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const events = await collect(createOpenAiEngine(fakeKnowledge(), client()).answer(request('물류센터 공실률은?', { signal: controller.signal })));
    expect(doneOf(events)).toBeUndefined();
  });
});

describe('CitationGate', () => {
  it('holds a marker split across deltas until it is complete', () => {
    const c = { n: 1, sourceType: 'CONTENT' as const, sourceId: 'a', title: 't', href: '/article?id=a', snippet: 's', label: '아티클', asOf: null };
    const gate = new CitationGate(new Map([[1, c]]));
    expect(gate.push('문장이다. [')).toEqual([{ type: 'delta', text: '문장이다. ' }]);
    expect(gate.push('1')).toEqual([]);
    expect(gate.push('] 다음')).toEqual([{ type: 'citation', citation: c }, { type: 'delta', text: '[1] 다음' }]);
    expect(gate.push(' [1] [9]')).toEqual([{ type: 'delta', text: ' [1] [9]' }]);
    expect(gate.push(' [', true)).toEqual([{ type: 'delta', text: ' [' }]);
  });

  it('numbers citations compactly in order of first use', () => {
    const source = (n: number, id: string): SophiCitation => ({ n, sourceType: 'CONTENT', sourceId: id, title: id, href: `/article?id=${id}`, snippet: 's', label: '아티클', asOf: null });
    const tool: SophiCitation = { ...source(5, 'deals'), sourceType: 'DEAL' };
    const gate = new CitationGate(new Map<number, SophiCitation>([[1, source(1, 'a')], [2, source(2, 'b')], [5, tool]]));
    // The tool's card (the model's source 5) is the first citation the reader sees: [1].
    expect(gate.emit(tool)).toEqual([{ type: 'citation', citation: { ...tool, n: 1 } }]);
    expect(gate.push('표와 같다 [5]. 기사도 있다 [2]. 다시 [5] [7]', true)).toEqual([
      { type: 'citation', citation: { ...source(2, 'b'), n: 2 } },
      { type: 'delta', text: '표와 같다 [1]. 기사도 있다 [2]. 다시 [1] [7]' },
    ]);
    expect(gate.cited.map((c) => [c.n, c.sourceId])).toEqual([[1, 'deals'], [2, 'b']]);
  });
});
