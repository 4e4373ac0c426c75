import {
  normalizeSearchText, SOPHI_ENGINE_DESCRIPTIONS, SOPHI_ENGINE_LABELS, SOPHI_MAX_CITATIONS, SOPHI_TEXT,
  type ExpandedTerm, type SophiCitation,
} from '@spi/core';
import { TokenCounts } from '@spi/core/sophi/bm25';
import { analyzeQuestion, isSentenceLike, splitSentences } from '@spi/core/sophi/text';
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
/** …or, in a source whose retrieved passages hold this share of the terms, at least this share itself ('청람타워' in a table row, '캡레이트' in its header). */
export const GROUNDED_STRONG_SOURCE_COVERAGE = 1;
export const GROUNDED_MIN_SOURCE_SENTENCE_COVERAGE = 0.5;
/** …and have at least this BM25 score against the question (retrieval's scale; rejects incidental matches). */
export const GROUNDED_MIN_SENTENCE_SCORE = 0.5;
/** Sentences quoted at most, and at most per source. */
export const GROUNDED_MAX_SENTENCES = 4;
export const GROUNDED_MAX_PER_SOURCE = 2;
/** Two sentences whose character-bigram Jaccard similarity reaches this are near-duplicates. */
export const GROUNDED_DUPLICATE_SIMILARITY = 0.6;
/**
 * Headings, captions and table rows ('임대료와 공실률.', '권역별 핵심 지표.') rank after every real sentence and
 * are quoted only while fewer real sentences than this were found (a table row may be all that covers a deal).
 */
export const GROUNDED_NON_SENTENCE_UNTIL = 2;
/** A summary of the reader's article: its description and the first sentences of its paragraphs. */
export const GROUNDED_SUMMARY_MIN = 2;
export const GROUNDED_SUMMARY_MAX = 4;

interface Candidate { passage: RetrievedPassage; passageIndex: number; text: string; score: number; position: number; sentence: boolean }

/**
 * The question's content terms as retrieval sees them (analyzeQuestion: request words, interrogatives and
 * predicate endings dropped, '임차하나' → 임차, one-syllable nouns with their stem).
 */
let lastTerms: { question: string; terms: ExpandedTerm[] } | null = null;
function contentTerms(question: string): ExpandedTerm[] {
  // Memoised for the last question: pickSentences asks for the coverage of every candidate sentence.
  if (lastTerms?.question !== question) lastTerms = { question, terms: analyzeQuestion(question).terms.filter((t) => t.term.tokens.length > 0) };
  return lastTerms.terms;
}

/** Whether any alternative of the term has at least half its tokens in the text (one-syllable tokens match as prefixes). */
function present(term: ExpandedTerm, counts: TokenCounts): boolean {
  return term.alternatives.some((alt) => alt.length > 0 && alt.filter((tok) => counts.count(tok) > 0).length * 2 >= alt.length);
}

/** Share of the question's content terms present in the text (a term counts when any alias has half its tokens there). */
export function coverage(question: string, text: string): number {
  const terms = contentTerms(question);
  if (terms.length === 0) return 0;
  const counts = TokenCounts.ofText(text);
  return terms.filter((t) => present(t, counts)).length / terms.length;
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

/** Lines at the head of a passage that label the lines below (a table's caption and header row). */
const PASSAGE_HEAD_LINES = 2;

/**
 * Coverage of a sentence read with its source title; a line of a table or list is also read with the
 * head of its passage (caption, header row: '거래가', '캡레이트' label the row '테헤란 청람타워 … 4.3%').
 */
export function sentenceCoverage(question: string, passage: Pick<RetrievedPassage, 'title' | 'text'>, sentence: string, sourceText = ''): number {
  const own = coverage(question, `${passage.title} ${sentence}`);
  if (own >= GROUNDED_MIN_COVERAGE) return own;
  const lines = passage.text.split('\n');
  const at = lines.findIndex((line) => line.includes(sentence));
  const headed = at >= PASSAGE_HEAD_LINES ? coverage(question, `${passage.title} ${lines.slice(0, PASSAGE_HEAD_LINES).join(' ')} ${sentence}`) : 0;
  if (headed >= GROUNDED_MIN_COVERAGE) return headed;
  // A strongly matching source: the sentence holds half the terms and the source's retrieved passages hold them all.
  if (own >= GROUNDED_MIN_SOURCE_SENTENCE_COVERAGE && sourceText && coverage(question, `${passage.title} ${sourceText}`) >= GROUNDED_STRONG_SOURCE_COVERAGE) return GROUNDED_MIN_COVERAGE;
  return Math.max(own, headed);
}

/** The sentences to quote: best first by score, ≤2 per source, no near-duplicates, then in reading order. */
export function pickSentences(question: string, passages: RetrievedPassage[], max = GROUNDED_MAX_SENTENCES): Candidate[] {
  const candidates: Candidate[] = [];
  const sourceTexts = new Map<string, string>();
  for (const p of passages) sourceTexts.set(sourceKey(p), `${sourceTexts.get(sourceKey(p)) ?? ''}\n${p.text}`);
  for (const [passageIndex, passage] of passages.entries()) {
    for (const s of passage.sentences) {
      const text = s.text.trim();
      if (!text || s.score < GROUNDED_MIN_SENTENCE_SCORE) continue;
      if (sentenceCoverage(question, passage, text, sourceTexts.get(sourceKey(passage))) < GROUNDED_MIN_COVERAGE) continue;
      const at = passage.text.indexOf(text);
      // A sentence that holds the terms itself answers better than one that leans on its title.
      const score = s.score * (0.5 + 0.5 * coverage(question, text));
      candidates.push({ passage, passageIndex, text, score, position: at < 0 ? Number.MAX_SAFE_INTEGER : at, sentence: isSentenceLike(text) });
    }
  }
  // The title (the head passage's first line) says less than a body sentence of the same source.
  const isTitle = (c: Candidate) => normalizeSearchText(c.text).replace(/[.!?。\s]+$/u, '') === normalizeSearchText(c.passage.title).trim();
  const withBody = new Set(candidates.filter((c) => !isTitle(c)).map((c) => sourceKey(c.passage)));
  const usable = candidates.filter((c) => !isTitle(c) || !withBody.has(sourceKey(c.passage)));
  // Real sentences first; a heading, caption or table row only fills in when few sentences answer.
  usable.sort((a, b) => Number(b.sentence) - Number(a.sentence) || b.score - a.score);
  const picked: Candidate[] = [];
  const perSource = new Map<string, number>();
  for (const c of usable) {
    if (picked.length >= max) break;
    if (!c.sentence && picked.filter((p) => p.sentence).length >= GROUNDED_NON_SENTENCE_UNTIL) break;
    const key = sourceKey(c.passage);
    if ((perSource.get(key) ?? 0) >= GROUNDED_MAX_PER_SOURCE) continue;
    if (picked.some((p) => similarity(p.text, c.text) >= GROUNDED_DUPLICATE_SIMILARITY)) continue;
    picked.push(c);
    perSource.set(key, (perSource.get(key) ?? 0) + 1);
  }
  // Reading order: sources in retrieval's order (their best passage); within a source, as written.
  const sourceRank = new Map<string, number>();
  for (const c of picked) sourceRank.set(sourceKey(c.passage), Math.min(sourceRank.get(sourceKey(c.passage)) ?? Infinity, c.passageIndex));
  return picked.sort((a, b) => sourceRank.get(sourceKey(a.passage))! - sourceRank.get(sourceKey(b.passage))! || a.passageIndex - b.passageIndex || a.position - b.position);
}

/** A heading: a short one-sentence line above more text of its passage ('NAV는 이렇게 계산한다.'). */
const HEADING_MAX_CHARS = 40;

/** The real sentences of a passage in reading order, headings and captions left out. */
function bodySentences(text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    const sentences = splitSentences(line);
    if (i < lines.length - 1 && sentences.length === 1 && line.trim().length < HEADING_MAX_CHARS) return [];
    return sentences.filter(isSentenceLike);
  });
}

/**
 * The summary of the reader's article (retrieval's pageSummary: its readable passages in reading order):
 * the description, then the first real sentence of each paragraph, 2–4 in all, no near-duplicates.
 */
export function summarySentences(passages: RetrievedPassage[], max = GROUNDED_SUMMARY_MAX): Candidate[] {
  const out: Candidate[] = [];
  for (const [passageIndex, passage] of passages.entries()) {
    if (out.length >= max) break;
    // seq 0 is the title and the description: the title is no sentence of the summary.
    const lines = passageIndex === 0 && passage.text.startsWith(passage.title) ? passage.text.split('\n').slice(1).join('\n') : passage.text;
    const sentences = bodySentences(lines);
    const first = sentences.find((s) => !out.some((c) => similarity(c.text, s) >= GROUNDED_DUPLICATE_SIMILARITY));
    if (!first) continue;
    out.push({ passage, passageIndex, text: first, score: 0, position: passage.text.indexOf(first), sentence: true });
  }
  // A short article: a second sentence of its first paragraphs rather than a one-sentence summary.
  for (const [passageIndex, passage] of passages.entries()) {
    if (out.length >= GROUNDED_SUMMARY_MIN) break;
    for (const s of bodySentences(passage.text)) {
      if (out.length >= GROUNDED_SUMMARY_MIN) break;
      if (out.some((c) => c.text === s || similarity(c.text, s) >= GROUNDED_DUPLICATE_SIMILARITY)) continue;
      out.push({ passage, passageIndex, text: s, score: 0, position: passage.text.indexOf(s), sentence: true });
    }
  }
  return out.sort((a, b) => a.passageIndex - b.passageIndex || a.position - b.position);
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

/** Words that only name what a data card is about ('이 리츠 어때?'): with the card, no article sentence is needed. */
const CARD_SUBJECT_WORDS = new Set(['리츠', '리트', '딜', '거래', '펀드', '이벤트', '세미나', '행사', '여기', '이것', '요즘']);

/** Whether the question asks nothing beyond the subjects of the data cards that answered it ('SK리츠 어때?'). */
export function onlyAboutTheCards(question: string, results: readonly ToolResult[]): boolean {
  const words = analyzeQuestion(question).content.split(' ').filter(Boolean);
  const titles = normalizeSearchText(results.map((r) => `${r.citation.title} ${r.citation.table.title}`).join(' '));
  return words.length > 0 && words.every((w) => CARD_SUBJECT_WORDS.has(w) || titles.includes(w));
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
  const maxSentences = toolResults.length === 0 ? GROUNDED_MAX_SENTENCES : onlyAboutTheCards(request.question, toolResults) ? 0 : 2;
  // A name no passage and no record holds ('삼성전자 주가 전망'): SPI does not cover it, so no sentence answers.
  const quoted = retrieval.pageSummary
    ? summarySentences(retrieval.passages)
    : (retrieval.unknownTerms?.length ? [] : pickSentences(request.question, retrieval.passages, maxSentences));
  for (const c of quoted) {
    const p = c.passage;
    const citation = cite(sourceKey(p), (n) => ({ n, sourceType: p.sourceType, sourceId: p.sourceId, title: p.title, href: p.href, snippet: c.text, label: p.label, asOf: p.asOf }));
    if (citation) segments.push({ text: finished(c.text), citation });
  }
  // A guest's summary of a member-only article covers its public lead; the rest needs a membership.
  if (retrieval.pageSummary && segments.length > 0 && retrieval.memberOnlyMatches) segments.push({ text: SOPHI_TEXT.memberOnlyHint, citation: null });

  const grounding = segments.some((s) => s.citation) ? 'answered' : 'insufficient';
  if (grounding === 'insufficient') {
    segments.length = 0;
    // A question about what SPI does not cover is not answered by a membership either.
    const memberHint = retrieval.memberOnlyMatches && !retrieval.unknownTerms?.length;
    const hint = [SOPHI_TEXT.insufficientHint, ...(memberHint ? [SOPHI_TEXT.memberOnlyHint] : [])].join(' ');
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
