import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmDevServer, type LlmDevServer } from './app';
import { cosine } from './embeddings';

let app: LlmDevServer;
let base = '';
let secured: LlmDevServer;
let securedBase = '';

beforeAll(async () => {
  app = createLlmDevServer();
  base = (await app.listen(0)).url;
  secured = createLlmDevServer({ apiKey: 'sk-test-key' });
  securedBase = (await secured.listen(0)).url;
});
afterAll(async () => {
  await app.close();
  await secured.close();
});

const SYSTEM = [
  '아래 번호가 붙은 출처만 근거로 답하세요.',
  '',
  '[1] 물류센터 공실률 상승 (아티클, 2026-01-05)',
  '수도권 물류센터 공실률이 12%로 올랐다. 신규 공급이 많았기 때문이다.',
  '',
  '[2] 오피스 거래 동향 (아티클, 2026-02-01)',
  '강남 오피스 거래가 늘었다! 금리 인하 기대가 컸다.',
].join('\n');

const TOOLS = [
  { type: 'function', function: { name: 'reit_dividends', description: '리츠 배당 일정과 배당수익률', parameters: { type: 'object', properties: { reit: { type: 'string' } }, required: ['reit'] } } },
  { type: 'function', function: { name: 'reit_ranking', description: '지표 상위 리츠 순위', parameters: { type: 'object', properties: { metric: { type: 'string', enum: ['dividendYield', 'ltv'] }, limit: { type: 'integer' } }, required: ['metric'] } } },
];

async function post(path: string, body: unknown, headers: Record<string, string> = {}, url = base): Promise<Response> {
  return fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** Reads an SSE body into its raw data payloads (checking the framing on the way). */
async function sse(res: Response): Promise<string[]> {
  const text = await res.text();
  expect(text.endsWith('\n\n')).toBe(true);
  return text.split('\n\n').filter(Boolean).map((frame) => {
    expect(frame.startsWith('data: ')).toBe(true);
    return frame.slice('data: '.length);
  });
}

describe('llm-dev chat completions', () => {
  it('streams deterministic content chunks, a finish chunk, a usage chunk and [DONE]', async () => {
    const res = await post('/v1/chat/completions', { model: 'spi-dev', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'system', content: SYSTEM }, { role: 'user', content: '물류센터 공실률은?' }] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const frames = await sse(res);
    expect(frames.at(-1)).toBe('[DONE]');
    const chunks = frames.slice(0, -1).map((f) => JSON.parse(f));
    const content = chunks.map((c) => c.choices[0]?.delta?.content ?? '').join('');
    expect(content).toBe('수도권 물류센터 공실률이 12%로 올랐다. [1] 강남 오피스 거래가 늘었다! [2]');
    expect(chunks.filter((c) => c.choices[0]?.delta?.content).length).toBeGreaterThan(5);
    expect(chunks.some((c) => c.choices[0]?.finish_reason === 'stop')).toBe(true);
    const usage = chunks.at(-1).usage;
    expect(usage.completion_tokens).toBeGreaterThan(5);
    expect(usage.prompt_tokens).toBeGreaterThan(0);
  });

  it('answers 근거가 부족합니다 without numbered sources, and one JSON when stream is false', async () => {
    const res = await post('/v1/chat/completions', { messages: [{ role: 'user', content: '비트코인 전망' }] });
    const body = await res.json();
    expect(body.object).toBe('chat.completion');
    expect(body.choices[0].message.content).toBe('근거가 부족합니다.');
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it('calls the matching tool for a data question, then answers from the tool result citing its source', async () => {
    const res = await post('/v1/chat/completions', { stream: true, tools: TOOLS, messages: [{ role: 'user', content: '배당수익률 상위 5개 리츠' }] });
    const chunks = (await sse(res)).slice(0, -1).map((f) => JSON.parse(f));
    const fragments = chunks.flatMap((c) => c.choices[0]?.delta?.tool_calls ?? []);
    expect(fragments[0]).toMatchObject({ index: 0, type: 'function', function: { name: 'reit_ranking' } });
    expect(fragments.length).toBeGreaterThan(2);
    const args = JSON.parse(fragments.map((f: { function: { arguments?: string } }) => f.function.arguments ?? '').join(''));
    expect(args).toEqual({ metric: 'dividendYield', limit: 5 });
    expect(chunks.some((c) => c.choices[0]?.finish_reason === 'tool_calls')).toBe(true);

    const after = await post('/v1/chat/completions', {
      messages: [
        { role: 'user', content: '배당수익률 상위 5개 리츠' },
        { role: 'assistant', content: null, tool_calls: [{ id: fragments[0].id, type: 'function', function: { name: 'reit_ranking', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: fragments[0].id, content: JSON.stringify({ source: 3, summary: '배당수익률 1위는 A리츠(7.1%)입니다.' }) },
      ],
      tools: TOOLS,
    });
    expect((await after.json()).choices[0].message.content).toBe('배당수익률 1위는 A리츠(7.1%)입니다. [3]');
  });

  it('400s with an OpenAI error body on bad JSON and bad messages, 404s unknown paths', async () => {
    const bad = await post('/v1/chat/completions', '{"messages": [');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ type: 'invalid_request_error' });
    expect((await post('/v1/chat/completions', { messages: [] })).status).toBe(400);
    expect((await fetch(`${base}/v1/nothing`)).status).toBe(404);
  });

  it('fails the next response with 500 or stalls it when told through /__control', async () => {
    await post('/__control', { mode: 'fail' });
    const failed = await post('/v1/chat/completions', { messages: [{ role: 'user', content: '질문' }] });
    expect(failed.status).toBe(500);
    expect((await failed.json()).error.type).toBe('server_error');
    expect((await post('/v1/chat/completions', { messages: [{ role: 'user', content: '질문' }] })).status).toBe(200);

    await post('/__control', { mode: 'stall' });
    const stalled = await post('/v1/chat/completions', { stream: true, messages: [{ role: 'system', content: SYSTEM }, { role: 'user', content: '질문' }] });
    const reader = stalled.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('data: ');
    const timedOut = await Promise.race([reader.read().then(() => 'more'), new Promise((r) => setTimeout(() => r('stalled'), 300))]);
    expect(timedOut).toBe('stalled');
    await reader.cancel();
  });
});

describe('llm-dev models, embeddings and auth', () => {
  it('lists the model', async () => {
    const body = await (await fetch(`${base}/v1/models`)).json();
    expect(body).toMatchObject({ object: 'list', data: [{ id: 'spi-dev', object: 'model' }] });
  });

  it('embeds texts as deterministic unit vectors with high cosine for similar Korean texts', async () => {
    const res = await post('/v1/embeddings', { model: 'dev-embed', input: ['수도권 물류센터 공실률', '물류센터의 공실률이 올랐다', '비트코인 가격 전망'] });
    const body = await res.json();
    const [a, b, c] = body.data.map((d: { embedding: number[] }) => d.embedding);
    expect(a).toHaveLength(256);
    expect(Math.hypot(...a)).toBeCloseTo(1, 6);
    expect(cosine(a, b)).toBeGreaterThan(0.5);
    expect(cosine(a, c)).toBeLessThan(0.2);
    const again = await (await post('/v1/embeddings', { input: '수도권 물류센터 공실률' })).json();
    expect(again.data[0].embedding).toEqual(a);
  });

  it('requires the Bearer key when one is configured', async () => {
    const none = await fetch(`${securedBase}/v1/models`);
    expect(none.status).toBe(401);
    expect((await none.json()).error.code).toBe('invalid_api_key');
    expect((await fetch(`${securedBase}/v1/models`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${securedBase}/v1/models`, { headers: { authorization: 'Bearer sk-test-key' } })).status).toBe(200);
    expect((await fetch(`${securedBase}/healthz`)).status).toBe(200);
  });
});
