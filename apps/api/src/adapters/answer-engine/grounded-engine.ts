import {
  expandQuery, normalizeSearchText, searchTokens, SOPHI_ENGINE_DESCRIPTIONS, SOPHI_ENGINE_LABELS, SOPHI_MAX_CITATIONS, SOPHI_TEXT,
  type SophiCitation,
} from '@spi/core';
import { deriveFollowUps } from './follow-ups';
import { pause, streamPieces } from './stream-text';
import type { AnswerEngine, AnswerEvent, AnswerRequest, RetrievedPassage, SophiKnowledge, ToolResult } from './types';

/**
 * The grounded engine (ADR 021, the default): extractive, no generative model. It answers a data
 * question with the table cards of the data tools (their summary sentence cites the card) and any
 * question with 2–4 sentences quoted from the passages the viewer may read, each followed by its [n].
 * Below the relevance threshold it says '근거가 부족합니다' instead of guessing.
 *
 * Relevance of a sentence = the share of the question's content words it (with its source title)
 * contains, aliases counted (SEARCH_SYNONYMS), AND a minimum BM25 score from retrieval. The share is
 * what rejects off-topic questions: '오늘 점심 메뉴 추천' or '비트코인 전망' may share one common word
 * ('오늘', '전망') with an article, never most of their words.
 *
 * Usage: no prompt is sent anywhere, so promptTokens is 0; completionTokens counts the streamed pieces
 * (a word or a few characters each), the unit the reader sees arriving.
 */

/** A sentence must contain more than this share of the question's content words (aliases count). */
export const GROUNDED_MIN_COVERAGE = 0.6;
/** …and have at least this BM25 score against the question (retrieval's scale; rejects incidental matches). */
export const GROUNDED_MIN_SENTENCE_SCORE = 0.5;
/** Sentences quoted at most, and at most per source. */
export const GROUNDED_MAX_SENTENCES = 4;
export const GROUNDED_MAX_PER_SOURCE = 2;
/** Two sentences whose character-bigram Jaccard similarity reaches this are near-duplicates. */
export const GROUNDED_DUPLICATE_SIMILARITY = 0.6;

/** Question words that carry no subject ('알려줘', '최근'): not counted in the coverage. */
const QUESTION_STOPWORDS = new Set([
  '알려줘', '알려주세요', '알려', '보여줘', '보여주세요', '뭐야', '무엇', '무엇인가', '뭔가', '어떻게', '어때', '어떤', '어떤가', '최근', '관련', '관련된', '대해', '대한', '대해서',
  '설명', '설명해줘', '정리', '정리해줘', '요약', '요약해줘', '궁금해', '궁금합니다', '있어', '있나', '있나요', '인가', '인가요', '는', '은', '좀', '현재', '지금', '얼마', '얼마야', '어디',
]);

interface Candidate { passage: RetrievedPassage; passageIndex: number; text: string; score: number; position: number }

function contentTerms(question: string) {
  return expandQuery(question).filter((t) => !QUESTION_STOPWORDS.has(t.term.term) && t.term.tokens.length > 0);
}

/** Share of the question's content terms present in the text (a term counts when any alias has half its tokens there). */
export function coverage(question: string, text: string): number {
  const terms = contentTerms(question);
  if (terms.length === 0) return 0;
  const tokens = new Set(searchTokens(text));
  const present = terms.filter((t) => t.alternatives.some((alt) => alt.filter((tok) => tokens.has(tok)).length * 2 >= alt.length && alt.length > 0));
  return present.length / terms.length;
}

function bigrams(text: string): Set<string> {
  const chars = Array.from(normalizeSearchText(text).replace(/[^\p{L}\p{N}]/gu, ''));
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return out;
}

export function similarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  return shared / (x.size + y.size - shared);
}

const sourceKey = (p: { sourceType: string; sourceId: string }) => `${p.sourceType}:${p.sourceId}`;

/** The sentences to quote: best first by score, ≤2 per source, no near-duplicates, then in reading order. */
export function pickSentences(question: string, passages: RetrievedPassage[], max = GROUNDED_MAX_SENTENCES): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [passageIndex, passage] of passages.entries()) {
    for (const s of passage.sentences) {
      const text = s.text.trim();
      if (!text || s.score < GROUNDED_MIN_SENTENCE_SCORE) continue;
      if (coverage(question, `${passage.title} ${text}`) < GROUNDED_MIN_COVERAGE) continue;
      const at = passage.text.indexOf(text);
      candidates.push({ passage, passageIndex, text, score: s.score, position: at < 0 ? Number.MAX_SAFE_INTEGER : at });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  const picked: Candidate[] = [];
  const perSource = new Map<string, number>();
  for (const c of candidates) {
    if (picked.length >= max) break;
    const key = sourceKey(c.passage);
    if ((perSource.get(key) ?? 0) >= GROUNDED_MAX_PER_SOURCE) continue;
    if (picked.some((p) => similarity(p.text, c.text) >= GROUNDED_DUPLICATE_SIMILARITY)) continue;
    picked.push(c);
    perSource.set(key, (perSource.get(key) ?? 0) + 1);
  }
  // Reading order: sources in the order of their best sentence; within a source, as written.
  const sourceRank = new Map<string, number>();
  picked.forEach((c) => { if (!sourceRank.has(sourceKey(c.passage))) sourceRank.set(sourceKey(c.passage), sourceRank.size); });
  return picked.sort((a, b) => sourceRank.get(sourceKey(a.passage))! - sourceRank.get(sourceKey(b.passage))! || a.passageIndex - b.passageIndex || a.position - b.position);
}

/** A sentence ends with a full stop (or the like) before its [n]. */
function finished(text: string): string {
  return /[.!?。)\]'"’”]$/.test(text) ? text : `${text}.`;
}

interface Segment { text: string; citation: SophiCitation | null }

export interface GroundedEngineOptions {
  /** Pause between streamed pieces (config.sophi.streamChunkDelayMs; 0 in tests). */
  chunkDelayMs: number;
}

export function createGroundedEngine(knowledge: SophiKnowledge, options: GroundedEngineOptions): AnswerEngine {
  return {
    info: { kind: 'grounded', label: SOPHI_ENGINE_LABELS.grounded, description: SOPHI_ENGINE_DESCRIPTIONS.grounded, model: null },
    answer(request) {
      return answer(knowledge, options, request);
    },
  };
}

async function runPlannedTools(knowledge: SophiKnowledge, request: AnswerRequest): Promise<ToolResult[]> {
  const planned = await knowledge.planTools(request.question, request.context);
  const results: ToolResult[] = [];
  for (const call of planned.slice(0, SOPHI_MAX_CITATIONS)) {
    if (request.signal.aborted) break;
    const tool = knowledge.tools.find((t) => t.name === call.tool);
    if (!tool) continue;
    const result = await tool.run(call.args, { principal: request.principal, context: request.context, now: request.now });
    if (result) results.push(result);
  }
  return results;
}

async function* answer(knowledge: SophiKnowledge, options: GroundedEngineOptions, request: AnswerRequest): AsyncGenerator<AnswerEvent> {
  const { signal } = request;
  if (signal.aborted) return;
  let toolResults: ToolResult[];
  let retrieval: Awaited<ReturnType<SophiKnowledge['retrieve']>>;
  try {
    toolResults = await runPlannedTools(knowledge, request);
    retrieval = await knowledge.retrieve(request.question, { principal: request.principal, context: request.context, limit: 8, now: request.now, signal });
  } catch (error) {
    if (signal.aborted) return;
    throw error;
  }
  if (signal.aborted) return;

  // Number the sources in order of first use: tool cards first, then the quoted passages.
  const citations = new Map<string, SophiCitation>();
  const cite = (key: string, make: (n: number) => SophiCitation): SophiCitation | null => {
    const known = citations.get(key);
    if (known) return known;
    if (citations.size >= SOPHI_MAX_CITATIONS) return null;
    const citation = make(citations.size + 1);
    citations.set(key, citation);
    return citation;
  };
  const segments: Segment[] = [];
  for (const result of toolResults) {
    const citation = cite(`tool:${sourceKey(result.citation)}:${result.citation.title}`, (n) => ({ ...result.citation, n }));
    if (citation) segments.push({ text: finished(result.summary.trim()), citation });
  }
  const maxSentences = toolResults.length > 0 ? 2 : GROUNDED_MAX_SENTENCES;
  for (const c of pickSentences(request.question, retrieval.passages, maxSentences)) {
    const p = c.passage;
    const citation = cite(sourceKey(p), (n) => ({ n, sourceType: p.sourceType, sourceId: p.sourceId, title: p.title, href: p.href, snippet: c.text, label: p.label, asOf: p.asOf }));
    if (citation) segments.push({ text: finished(c.text), citation });
  }

  const grounding = segments.length > 0 ? 'answered' : 'insufficient';
  if (segments.length === 0) {
    const hint = [SOPHI_TEXT.insufficientHint, ...(retrieval.memberOnlyMatches ? [SOPHI_TEXT.memberOnlyHint] : [])].join(' ');
    segments.push({ text: `${SOPHI_TEXT.insufficient} ${hint}`, citation: null });
  }

  let pieces = 0;
  const emitted = new Set<number>();
  for (const [i, segment] of segments.entries()) {
    if (signal.aborted) return;
    if (segment.citation && !emitted.has(segment.citation.n)) {
      emitted.add(segment.citation.n);
      yield { type: 'citation', citation: segment.citation };
    }
    const text = `${i > 0 ? ' ' : ''}${segment.text}${segment.citation ? ` [${segment.citation.n}]` : ''}`;
    for (const piece of streamPieces(text)) {
      if (pieces > 0) await pause(options.chunkDelayMs, signal);
      if (signal.aborted) return;
      pieces++;
      yield { type: 'delta', text: piece };
    }
  }
  if (signal.aborted) return;
  const used = [...citations.values()];
  const followUps = deriveFollowUps({ question: request.question, citations: used, sourceText: segments.map((s) => s.text).join(' ') });
  yield { type: 'done', grounding, followUps, usage: { promptTokens: 0, completionTokens: pieces } };
}
