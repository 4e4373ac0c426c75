/**
 * What the stand-in answers (deterministic, no model):
 * - the last message is a `tool` result: one sentence built from it, citing its source number
 *   (`source` in the tool's JSON, else 1);
 * - tools are offered and the last user message is a data question recognised by keywords
 *   (상위/순위, LTV, 배당, 거래/딜): a call of the offered tool that matches, with JSON arguments;
 * - otherwise the first sentence of source [1] (and of [2]) from the system prompt, each followed by
 *   its [n]; '근거가 부족합니다.' when the prompt has no numbered sources.
 * Numbered sources in a system message are blocks whose first line starts with `[n] ` (the title); the
 * lines below it up to the next block are the source's text.
 */

export interface InMessage {
  role: string;
  content?: unknown;
  tool_calls?: unknown;
  tool_call_id?: string;
}
export interface InTool {
  type?: string;
  function?: { name?: string; description?: string; parameters?: { properties?: Record<string, { type?: string; enum?: unknown[] }>; required?: string[] } };
}

export type Reply =
  | { kind: 'text'; text: string }
  | { kind: 'tool_call'; id: string; name: string; arguments: string };

export const INSUFFICIENT = '근거가 부족합니다.';

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (part && typeof part === 'object' && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : '')).join('');
  }
  return '';
}

/** Keyword rules: a question keyword → words to look for in an offered tool's name or description. */
const TOOL_RULES: Array<{ keywords: RegExp; hints: string[] }> = [
  { keywords: /상위|순위|top|가장 높은|랭킹/i, hints: ['rank', 'top', '상위', '순위'] },
  { keywords: /ltv|담보인정비율/i, hints: ['ltv', 'metric', '지표'] },
  { keywords: /배당/, hints: ['dividend', '배당'] },
  { keywords: /거래|딜|매매/, hints: ['deal', '거래'] },
];

function pickTool(question: string, tools: InTool[]): InTool | null {
  for (const rule of TOOL_RULES) {
    if (!rule.keywords.test(question)) continue;
    const tool = tools.find((t) => {
      const haystack = `${t.function?.name ?? ''} ${t.function?.description ?? ''}`.toLowerCase();
      return rule.hints.some((hint) => haystack.includes(hint));
    });
    if (tool) return tool;
  }
  return null;
}

/** Arguments from the tool's JSON schema: numbers from the question, enum values it names, the question as text. */
function argumentsFor(tool: InTool, question: string): Record<string, unknown> {
  const props = tool.function?.parameters?.properties ?? {};
  const required = new Set(tool.function?.parameters?.required ?? []);
  const args: Record<string, unknown> = {};
  const number = /(\d+)\s*(개|곳|위|건)?/.exec(question);
  for (const [name, schema] of Object.entries(props)) {
    if (Array.isArray(schema.enum)) {
      const named = schema.enum.find((v) => typeof v === 'string' && question.toLowerCase().includes(v.toLowerCase()));
      if (named !== undefined) args[name] = named;
      else if (required.has(name)) args[name] = schema.enum[0];
    } else if (schema.type === 'number' || schema.type === 'integer') {
      if (number) args[name] = Number(number[1]);
      else if (required.has(name)) args[name] = 5;
    } else if (schema.type === 'string' && (required.has(name) || /query|question|name|reit|q$/i.test(name))) {
      args[name] = question;
    }
  }
  return args;
}

interface Source { n: number; title: string; body: string }

export function parseSources(system: string): Source[] {
  const sources: Source[] = [];
  let current: Source | null = null;
  for (const line of system.split('\n')) {
    const header = /^\[(\d+)\]\s+(.*)$/.exec(line);
    if (header) {
      current = { n: Number(header[1]), title: header[2]!.trim(), body: '' };
      sources.push(current);
    } else if (current) {
      if (line.trim() === '') { if (current.body) current = null; continue; }
      current.body += (current.body ? ' ' : '') + line.trim();
    }
  }
  return sources.filter((s) => s.body !== '');
}

export function firstSentence(text: string): string {
  const match = /^.*?[.!?。](?=\s|$)/s.exec(text.trim());
  return (match ? match[0] : text.trim()).trim();
}

function toolAnswer(content: string): string {
  try {
    const data = JSON.parse(content) as { source?: unknown; summary?: unknown };
    const n = typeof data.source === 'number' ? data.source : 1;
    if (typeof data.summary === 'string' && data.summary) return `${data.summary} [${n}]`;
    return `요청하신 데이터를 표로 정리했습니다. [${n}]`;
  } catch {
    return `요청하신 데이터를 표로 정리했습니다. [1]`;
  }
}

export function decideReply(messages: InMessage[], tools: InTool[], callId: string): Reply {
  const last = messages[messages.length - 1];
  if (last?.role === 'tool') return { kind: 'text', text: toolAnswer(textOf(last.content)) };
  const question = [...messages].reverse().find((m) => m.role === 'user');
  const asked = question ? textOf(question.content) : '';
  if (tools.length > 0 && last?.role === 'user') {
    const tool = pickTool(asked, tools);
    if (tool?.function?.name) return { kind: 'tool_call', id: callId, name: tool.function.name, arguments: JSON.stringify(argumentsFor(tool, asked)) };
  }
  const system = messages.filter((m) => m.role === 'system').map((m) => textOf(m.content)).join('\n');
  const sources = parseSources(system).sort((a, b) => a.n - b.n).slice(0, 2);
  if (sources.length === 0) return { kind: 'text', text: INSUFFICIENT };
  return { kind: 'text', text: sources.map((s) => `${firstSentence(s.body)} [${s.n}]`).join(' ') };
}

/** Deterministic "tokens": pieces of at most 3 characters, so markers like '[1]' often split across chunks. */
export function tokenize(text: string, size = 3): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

/** A rough prompt token count: one per 3 characters of every message. */
export function countPromptTokens(messages: InMessage[]): number {
  return messages.reduce((sum, m) => sum + Math.ceil(Array.from(textOf(m.content)).length / 3) + 4, 0);
}
