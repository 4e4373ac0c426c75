/**
 * What the stand-in answers (deterministic, no model):
 * - the last message is a `tool` result: one sentence built from it, citing its source number
 *   (`source` in the tool's JSON, else 1);
 * - tools are offered and the last user message is a data question recognised by keywords (a ranking
 *   word with a metric, a REIT with a metric or dividend, deal statistics or superlatives, events): a
 *   call of the offered tool that matches, with JSON arguments (the metric from the question's metric word);
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

/**
 * Metric words of a question → the metric key a REIT tool's enum may hold (longest word first, so
 * '예상배당수익률' is not read as '배당수익률', nor '배당수익률' as '수익률').
 */
const METRIC_WORDS: Array<[RegExp, string]> = [
  [/예상\s*배당\s*수익률|예상\s*배당률/, 'indicatedYield'], [/배당\s*수익률|배당률|시가\s*배당/, 'dividendYield'], [/배당\s*성장/, 'dividendGrowth'],
  [/p\/?nav|피나브/i, 'pNav'], [/p\/?ffo/i, 'pFfo'], [/ltv|담보인정비율/i, 'ltv'], [/시가\s*총액|시총/, 'marketCap'], [/주가|종가|현재가/, 'price'],
  [/wale|잔여\s*임대\s*기간/i, 'wale'], [/임대율|공실률|점유율/, 'occupancy'], [/캡\s*레이트|cap\s*rate/i, 'impliedCapRate'], [/부채\s*비율/, 'debtToAssets'],
  [/이자\s*보상/, 'interestCoverage'], [/회전율/, 'turnover'], [/ffo/i, 'ffo'], [/nav|순자산/i, 'nav'], [/수익률/, 'return1Y'],
];

/** The metric a question names first (by position), or null. */
export function metricOf(question: string): string | null {
  let best: { at: number; key: string } | null = null;
  for (const [re, key] of METRIC_WORDS) {
    const m = re.exec(question);
    if (m && (!best || m.index < best.at)) best = { at: m.index, key };
  }
  return best?.key ?? null;
}

const RANKING = /상위|하위|top|톱|가장|순위|랭킹|높은|낮은|최고|최저/i;
const ASCENDING = /하위|낮은|최저|적은|작은/;
const REIT = /리츠|reit/i;

/**
 * Keyword rules, first match wins: a question → words to look for in an offered tool's name or
 * description. A ranking needs a ranking word and a metric ('배당수익률 상위 5개'); a REIT's figures need
 * a REIT and a metric ('SK리츠 LTV'); '거래' needs a superlative, statistics or recency; a metric alone
 * ('LTV와 DSCR로 대출 한도를 정하는 방법') is an article question, no tool.
 */
const TOOL_RULES: Array<{ test: (q: string) => boolean; hints: string[] }> = [
  { test: (q) => termOf(q) !== null, hints: ['glossary', '용어'] },
  { test: (q) => /세미나|이벤트|행사|웨비나|컨퍼런스/.test(q), hints: ['event', '이벤트', '행사'] },
  { test: (q) => RANKING.test(q) && metricOf(q) !== null && !/거래|딜/.test(q), hints: ['rank', '순위'] },
  { test: (q) => REIT.test(q) && /배당금|기준일|지급일|배당\s*일정|배당\s*내역|배당(은|는|이|\?|$)/.test(q), hints: ['dividend', '배당'] },
  { test: (q) => REIT.test(q) && metricOf(q) !== null, hints: ['metric', '지표'] },
  { test: (q) => /통계|건수|거래량|몇\s*건/.test(q) && /거래|딜|매매/.test(q), hints: ['statistic', '통계'] },
  { test: (q) => /거래|딜|매매|매각/.test(q) && /가장|최대|최근|올해|작년|\d{4}\s*년|\d+\s*건/.test(q), hints: ['deal', '거래'] },
];

/** What a definition question asks about ('캡레이트가 뭐야?' → 캡레이트, 'P/NAV란?' → P/NAV), or null. */
export function termOf(question: string): string | null {
  const m = /^\s*(.+?)\s*(?:(?:이|가|은|는)\s*)?(?:뭐야|뭔가요|뭐예요|뭐지|무엇인가요|무엇이에요|이란|란|뜻|의미|정의)\s*(?:은|는|이|가|가 뭐야|이 뭐야)?\s*\??\s*$/.exec(question);
  const term = m?.[1]?.replace(/(이|가|은|는|의)$/, '').trim();
  return term && term.length <= 30 ? term : null;
}

function pickTool(question: string, tools: InTool[]): InTool | null {
  for (const rule of TOOL_RULES) {
    if (!rule.test(question)) continue;
    // A tool whose name holds a hint before one whose description does ('지표' describes a ranking too).
    const holds = (text: string | undefined) => rule.hints.some((hint) => (text ?? '').toLowerCase().includes(hint));
    const tool = tools.find((t) => holds(t.function?.name)) ?? tools.find((t) => holds(t.function?.description));
    if (tool) return tool;
  }
  return null;
}

/** The value of an enum argument the question implies: its metric word, its order, or a value it names. */
function enumValue(name: string, values: unknown[], question: string): unknown {
  const metric = metricOf(question);
  if (metric !== null && values.includes(metric)) return metric;
  if (/order|sort|direction/i.test(name) && values.includes('asc') && values.includes('desc')) return ASCENDING.test(question) ? 'asc' : 'desc';
  return values.find((v) => typeof v === 'string' && question.toLowerCase().includes(v.toLowerCase()));
}

/** Arguments from the tool's JSON schema: the question's metric, order and numbers, enum values it names, the question as text. */
function argumentsFor(tool: InTool, question: string): Record<string, unknown> {
  const props = tool.function?.parameters?.properties ?? {};
  const required = new Set(tool.function?.parameters?.required ?? []);
  const args: Record<string, unknown> = {};
  const number = /(\d+)\s*(개|곳|위|건)?/.exec(question);
  for (const [name, schema] of Object.entries(props)) {
    if (Array.isArray(schema.enum)) {
      const named = enumValue(name, schema.enum, question);
      if (named !== undefined) args[name] = named;
      else if (required.has(name)) args[name] = schema.enum[0];
    } else if (schema.type === 'number' || schema.type === 'integer') {
      if (number) args[name] = Number(number[1]);
      else if (required.has(name)) args[name] = 5;
    } else if (schema.type === 'string' && name === 'term' && termOf(question)) {
      args[name] = termOf(question);
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
