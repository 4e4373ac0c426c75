import {
  SOPHI_ENGINE_DESCRIPTIONS, SOPHI_ENGINE_LABELS, SOPHI_HISTORY_TURNS, SOPHI_MAX_CITATIONS, SOPHI_TEXT,
  type SophiCitation, type SophiPageContext,
} from '@spi/core';
import { deriveFollowUps } from './follow-ups';
import { LlmError, type ChatClient, type ChatMessage, type ChatToolCall, type ChatToolDefinition } from './openai-client';
import type { AnswerEngine, AnswerEvent, AnswerRequest, RetrievedPassage, SophiKnowledge } from './types';

/**
 * The language-model engine (ADR 021): any OpenAI-compatible chat-completions server. The retrieved
 * passages are numbered sources in the system prompt; the data tools are offered as functions (at most
 * OPENAI_MAX_TOOL_ROUNDS rounds), each tool result a source numbered after the passages. The model's
 * text streams through as it comes; a passage's citation is emitted the first time the text cites its
 * [n] (a marker split across deltas is held back until complete), and the reader's citations are
 * numbered in order of first use (CitationGate).
 */

export const OPENAI_MAX_TOOL_ROUNDS = 2;
/** Passages numbered in the prompt (the rest of SOPHI_MAX_CITATIONS is left to tool results). */
export const OPENAI_MAX_PROMPT_SOURCES = 4;
/** Characters of one source's text in the prompt. */
const SOURCE_MAX_CHARS = 1_200;

const SYSTEM_PROMPT = [
  '당신은 SPI(상업용 부동산 전문 미디어)의 리서치 어시스턴트 Sophi입니다.',
  '- 아래 번호가 붙은 출처와 데이터 도구의 결과만 근거로, 한국어로 간결하게 답하세요. 출처에 없는 내용을 지어내지 마세요.',
  '- 근거로 쓴 문장마다 끝에 [1]처럼 출처 번호를 붙이세요. 도구 결과는 결과에 적힌 source 번호로 인용하세요.',
  `- 출처가 질문에 답하지 못하면 '${SOPHI_TEXT.insufficient}'로 시작해 무엇이 부족한지만 짧게 말하세요.`,
  '- 리츠 지표, 배당, 거래 통계 같은 수치 질문에는 데이터 도구를 호출하세요. 수치에는 기준일을 함께 쓰세요.',
  '- 투자 권유나 매수·매도 추천을 하지 마세요. 답변은 투자 권유가 아닙니다.',
].join('\n');

function contextLine(context: SophiPageContext | null): string {
  if (!context) return '';
  const parts = [`경로 ${context.path}`];
  if (context.title) parts.push(`제목 '${context.title}'`);
  if (context.contentType && context.contentId) parts.push(`${context.contentType} ${context.contentId}`);
  return `\n\n독자가 보고 있는 페이지: ${parts.join(', ')} ('이 리츠', '이 기사'는 이 페이지를 가리킵니다).`;
}

/** Each source as `[n] title (label, asOf)` and its text below, blocks separated by a blank line. */
export function buildSystemPrompt(passages: RetrievedPassage[], context: SophiPageContext | null): string {
  const sources = passages.map((p, i) => {
    const meta = [p.label, p.asOf].filter(Boolean).join(', ');
    const text = p.text.replace(/\s+/g, ' ').trim().slice(0, SOURCE_MAX_CHARS);
    return `[${i + 1}] ${p.title}${meta ? ` (${meta})` : ''}\n${text}`;
  });
  const body = sources.length > 0 ? `출처:\n\n${sources.join('\n\n')}` : '출처: 없음 (관련 기사나 데이터를 찾지 못했습니다).';
  return `${SYSTEM_PROMPT}${contextLine(context)}\n\n${body}`;
}

function passageCitation(p: RetrievedPassage, n: number): SophiCitation {
  const snippet = (p.sentences[0]?.text ?? p.text).trim().slice(0, 300);
  return { n, sourceType: p.sourceType, sourceId: p.sourceId, title: p.title, href: p.href, snippet, label: p.label, asOf: p.asOf };
}

/**
 * Releases streamed text with the citations it references: text up to a possibly unfinished '[12'
 * goes out; each complete [n] of a known, not yet emitted citation emits that citation first. The
 * reader sees citations numbered compactly in order of first use (the prompt's [3] cited alone is [1]):
 * the gate renumbers the markers of the text; an unknown [n] is left as written.
 */
export class CitationGate {
  private pending = '';
  /** The model's number (prompt source or tool result) → the number the reader sees. */
  private readonly numbers = new Map<number, number>();
  /** The citations emitted, in order, with the reader's numbers. */
  readonly cited: SophiCitation[] = [];
  constructor(private readonly known: Map<number, SophiCitation>) {}

  /** Display numbers emitted so far. */
  get emitted(): Set<number> {
    return new Set(this.cited.map((c) => c.n));
  }

  private number(n: number, events: AnswerEvent[]): number | null {
    const known = this.numbers.get(n);
    if (known !== undefined) return known;
    const citation = this.known.get(n);
    if (!citation) return null;
    const shown = this.cited.length + 1;
    this.numbers.set(n, shown);
    const renumbered = { ...citation, n: shown };
    this.cited.push(renumbered);
    events.push({ type: 'citation', citation: renumbered });
    return shown;
  }

  push(text: string, flush = false): AnswerEvent[] {
    this.pending += text;
    let cut = this.pending.length;
    if (!flush) {
      const open = /\[\d{0,2}$/.exec(this.pending);
      if (open) cut = open.index;
    }
    const out = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    const events: AnswerEvent[] = [];
    const renumbered = out.replace(/\[(\d{1,2})\]/g, (marker, digits: string) => {
      const shown = this.number(Number(digits), events);
      return shown === null ? marker : `[${shown}]`;
    });
    if (renumbered) events.push({ type: 'delta', text: renumbered });
    return events;
  }

  /** A citation emitted up front (a tool's card), by the model's number. */
  emit(citation: SophiCitation): AnswerEvent[] {
    const events: AnswerEvent[] = [];
    this.number(citation.n, events);
    return events;
  }
}

export function createOpenAiEngine(knowledge: SophiKnowledge, client: ChatClient): AnswerEngine {
  const tools: ChatToolDefinition[] = knowledge.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }));
  return {
    info: { kind: 'openai', label: SOPHI_ENGINE_LABELS.openai, description: SOPHI_ENGINE_DESCRIPTIONS.openai, model: client.model },
    answer: (request) => answer(knowledge, client, tools, request),
  };
}

async function runToolCall(knowledge: SophiKnowledge, call: ChatToolCall, request: AnswerRequest, n: number | null) {
  const tool = knowledge.tools.find((t) => t.name === call.function.name);
  let args: unknown;
  try { args = JSON.parse(call.function.arguments || '{}'); } catch { return { content: JSON.stringify({ error: '인자 JSON이 올바르지 않습니다.' }), citation: null }; }
  if (!tool) return { content: JSON.stringify({ error: `알 수 없는 도구입니다: ${call.function.name}` }), citation: null };
  const result = await tool.run(args, { principal: request.principal, context: request.context, now: request.now });
  if (!result) return { content: JSON.stringify({ error: '조건에 맞는 데이터가 없습니다.' }), citation: null };
  if (n === null) return { content: JSON.stringify({ summary: result.summary, data: result.data }), citation: null };
  const citation: SophiCitation = { ...result.citation, n };
  return { content: JSON.stringify({ source: n, summary: result.summary, asOf: result.citation.asOf, data: result.data }), citation };
}

async function* answer(knowledge: SophiKnowledge, client: ChatClient, tools: ChatToolDefinition[], request: AnswerRequest): AsyncGenerator<AnswerEvent> {
  const { signal } = request;
  if (signal.aborted) return;
  const usage = { promptTokens: 0, completionTokens: 0 };
  let content = '';
  try {
    const retrieval = await knowledge.retrieve(request.question, { principal: request.principal, context: request.context, limit: 8, now: request.now, signal });
    const passages = retrieval.passages.slice(0, OPENAI_MAX_PROMPT_SOURCES);
    const known = new Map<number, SophiCitation>(passages.map((p, i) => [i + 1, passageCitation(p, i + 1)]));
    const gate = new CitationGate(known);
    const messages: ChatMessage[] = [
      { role: 'system', content: buildSystemPrompt(passages, request.context) },
      ...request.history.slice(-SOPHI_HISTORY_TURNS * 2).map((m) => ({ role: m.role, content: m.content })),
      { role: 'user', content: request.question },
    ];
    for (let round = 0; ; round++) {
      const offerTools = round < OPENAI_MAX_TOOL_ROUNDS && tools.length > 0;
      let calls: ChatToolCall[] = [];
      for await (const event of client.stream({ messages, tools: offerTools ? tools : undefined, signal })) {
        if (event.type === 'content') {
          content += event.text;
          for (const e of gate.push(event.text)) yield e;
        } else if (event.type === 'tool_calls') calls = event.calls;
        else if (event.type === 'usage') { usage.promptTokens += event.promptTokens; usage.completionTokens += event.completionTokens; }
      }
      if (calls.length === 0 || !offerTools) break;
      messages.push({ role: 'assistant', content: null, tool_calls: calls });
      for (const call of calls) {
        const n = known.size < SOPHI_MAX_CITATIONS ? known.size + 1 : null;
        const result = await runToolCall(knowledge, call, request, n);
        if (signal.aborted) return;
        if (result.citation) {
          known.set(result.citation.n, result.citation);
          for (const e of gate.emit(result.citation)) yield e;
        }
        messages.push({ role: 'tool', tool_call_id: call.id, content: result.content });
      }
    }
    for (const e of gate.push('', true)) yield e;
    if (signal.aborted) return;
    const cited = gate.cited;
    const grounding = content.trim().startsWith('근거가 부족합니다') || cited.length === 0 ? 'insufficient' : 'answered';
    yield { type: 'done', grounding, followUps: deriveFollowUps({ question: request.question, citations: cited }), usage };
  } catch (error) {
    // Stopped by the reader: whatever failed on the way out (the aborted fetch) is not an engine failure.
    if (signal.aborted || (error instanceof LlmError && error.reason === 'aborted')) return;
    throw error;
  }
}
