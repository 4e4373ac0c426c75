import { performance } from 'node:perf_hooks';
import { GUEST_PRINCIPAL, type Principal, type SophiCitation, type SophiGrounding } from '@spi/core';
import { DEMO_LOADERS, seedDemoData, type Db, type DemoLoader } from '@spi/db';
import { demoSophiLoader } from '../../../../packages/db/src/demo/sophi';
import { createAnswerEngine, createEmbedding } from '../../src/adapters/answer-engine/index';
import type { AnswerEngine } from '../../src/adapters/answer-engine/types';
import type { AppConfig } from '../../src/config';
import { createSophiKnowledge } from '../../src/loaders/sophi/knowledge';
import { QUALITY_QUESTIONS, type QualityQuestion } from './questions';
import { citationProblem, citationText, loadTruth, matchesSource, squash, statesFigure, type Truth } from './truth';

/**
 * The quality harness of Sophi (issue 13 §3): runs the question set through an answer engine over the
 * seeded demo data and measures retrieval hits, citation correctness, grounding, entitlement leaks and
 * streaming speed. Used by the test (PGlite, no delay between pieces) and by `npm run bench:sophi`.
 */

/** A PREMIUM member (unlimited tier: every member-only article is readable in full). */
export const PREMIUM_PRINCIPAL: Principal = {
  userId: 'sophi-quality-premium', serverRoles: ['USER'], tier: 'PREMIUM', membershipId: 'sophi-quality-membership',
  membershipSource: 'SUBSCRIPTION', membershipRoles: [], corporation: null,
};

/** Loads the demo data and Sophi's passage index (the 'sophi' loader, when DEMO_LOADERS does not have it yet). */
export async function seedQualityData(db: Db): Promise<void> {
  const loaders: DemoLoader[] = [...DEMO_LOADERS];
  if (!loaders.some((l) => l.name === demoSophiLoader.name)) loaders.push(demoSophiLoader);
  await seedDemoData(db, loaders);
}

/** Sophi's knowledge and the engine chosen by the config, as the API builds them. */
export function buildQualityEngine(db: Db, config: AppConfig): AnswerEngine {
  const knowledge = createSophiKnowledge(db, { embedding: createEmbedding(config) });
  return createAnswerEngine(config, knowledge);
}

export interface QuestionResult {
  question: QualityQuestion;
  text: string;
  citations: SophiCitation[];
  grounding: SophiGrounding | null;
  error: string | null;
  /** null when the question expects no particular source. */
  hit1: boolean | null;
  hit5: boolean | null;
  /** Rank (1-based) of the first expected source among the citations, null if none. */
  hitRank: number | null;
  groundingOk: boolean | null;
  citationProblems: string[];
  leaks: string[];
  missing: string[];
  firstDeltaMs: number | null;
  totalMs: number;
  pieces: number;
  streamMs: number;
}

export interface QualityReport {
  engine: string;
  questions: number;
  /** Time to the first piece of the warm-up questions (not counted in the figures). */
  warmupMs: number[];
  results: QuestionResult[];
  hit1: number;
  hit5: number;
  withSources: number;
  citationCorrectness: number;
  citations: number;
  groundingAccuracy: number;
  withGrounding: number;
  leaks: number;
  /** Share of questions whose mustContain / figure checks passed (of those that have them). */
  contentAccuracy: number;
  ttft: { p50: number; p95: number };
  total: { p50: number; p95: number };
  piecesPerSecond: number;
}

const ratio = (n: number, d: number): number => (d === 0 ? 1 : n / d);
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function ask(engine: AnswerEngine, q: QualityQuestion, now: Date, truth?: Truth) {
  const page = q.onArticle ? truth?.articlesBySlug.get(q.onArticle) : undefined;
  const context = page ? { path: '/article', contentType: 'CONTENT' as const, contentId: String(page.id), title: page.title } : (q.context ?? null);
  const controller = new AbortController();
  const started = performance.now();
  let first: number | null = null;
  let last = started;
  let text = '';
  let pieces = 0;
  let grounding: SophiGrounding | null = null;
  const citations: SophiCitation[] = [];
  for await (const event of engine.answer({
    question: q.question, history: [], context, principal: q.viewer === 'premium' ? PREMIUM_PRINCIPAL : GUEST_PRINCIPAL,
    signal: controller.signal, now,
  })) {
    if (event.type === 'delta') {
      last = performance.now();
      first ??= last;
      text += event.text;
      pieces += 1;
    } else if (event.type === 'citation') citations.push(event.citation);
    else grounding = event.grounding;
  }
  const end = performance.now();
  return { text, citations, grounding, pieces, firstDeltaMs: first === null ? null : first - started, totalMs: end - started, streamMs: first === null ? 0 : last - first };
}

async function judge(q: QualityQuestion, answer: Awaited<ReturnType<typeof ask>>, truth: Truth): Promise<QuestionResult> {
  const { text, citations, grounding } = answer;
  let hitRank: number | null = null;
  for (let i = 0; i < citations.length && hitRank === null; i++) {
    for (const source of q.expected.sources) if (await matchesSource(citations[i]!, source, truth)) hitRank = i + 1;
  }
  const expectsSource = q.expected.sources.length > 0;
  const seen = [text, ...citations.map(citationText)].join('\n');
  const hidden = q.viewer === 'guest' ? [...truth.secrets, ...(q.expected.mustNotContain ?? [])] : (q.expected.mustNotContain ?? []);
  const leaks = [...new Set(hidden.filter((phrase) => squash(seen).includes(squash(phrase))))];
  const missing = (q.expected.mustContain ?? []).filter((m) => !squash(text).includes(squash(m)));
  const figure = q.expected.figure;
  if (figure) {
    const entry = truth.reits.byTicker.get(figure.ticker);
    const values = figure.metrics.map((m) => entry?.metrics[m].value ?? null).filter((v): v is number => v !== null);
    if (!values.some((v) => statesFigure(text, v))) missing.push(`figure ${figure.metrics.join('|')} of ${figure.ticker} (${values.map((v) => v.toFixed(4)).join(' / ')})`);
  }
  return {
    question: q, text, citations, grounding, error: null,
    hit1: expectsSource ? hitRank === 1 : null,
    hit5: expectsSource ? hitRank !== null && hitRank <= 5 : null,
    hitRank,
    groundingOk: q.expected.grounding ? grounding === q.expected.grounding : null,
    citationProblems: [
      ...citations.map((c) => citationProblem(c, q.viewer, truth)).filter((p): p is string => p !== null),
      ...(q.onlyExpected ? await unexpectedSources(citations, q, truth) : []),
    ],
    leaks, missing,
    firstDeltaMs: answer.firstDeltaMs, totalMs: answer.totalMs, pieces: answer.pieces, streamMs: answer.streamMs,
  };
}

/** Citations of sources the question did not expect (a summary of the page must cite only the page). */
async function unexpectedSources(citations: SophiCitation[], q: QualityQuestion, truth: Truth): Promise<string[]> {
  const out: string[] = [];
  for (const c of citations) {
    let expected = false;
    for (const source of q.expected.sources) if (await matchesSource(c, source, truth)) expected = true;
    if (!expected) out.push(`unexpected source ${c.sourceType}:${c.sourceId}`);
  }
  return out;
}

function failed(q: QualityQuestion, error: unknown): QuestionResult {
  return {
    question: q, text: '', citations: [], grounding: null, error: error instanceof Error ? error.message : String(error),
    hit1: q.expected.sources.length ? false : null, hit5: q.expected.sources.length ? false : null, hitRank: null,
    groundingOk: q.expected.grounding ? false : null, citationProblems: [], leaks: [], missing: q.expected.mustContain ?? [],
    firstDeltaMs: null, totalMs: 0, pieces: 0, streamMs: 0,
  };
}

export interface HarnessOptions {
  db: Db;
  engine: AnswerEngine;
  now?: Date;
  questions?: QualityQuestion[];
  /**
   * Questions answered once before measuring and not counted (default: the first article and the first data
   * question), so the figures are a warm process's: the first question pays for JIT compilation and the
   * REIT dataset's first load (≈1.5 s on PGlite), which a running API pays once.
   */
  warmup?: QualityQuestion[];
}

const DEFAULT_WARMUP = ['article', 'data'].map((kind) => QUALITY_QUESTIONS.find((q) => q.kind === kind)!);

export async function runQualityHarness({ db, engine, now = new Date(), questions = QUALITY_QUESTIONS, warmup = DEFAULT_WARMUP }: HarnessOptions): Promise<QualityReport> {
  const truth = await loadTruth(db, now);
  const warmupMs: number[] = [];
  for (const q of warmup) warmupMs.push((await ask(engine, q, now)).firstDeltaMs ?? 0);
  const results: QuestionResult[] = [];
  for (const q of questions) {
    try {
      results.push(await judge(q, await ask(engine, q, now, truth), truth));
    } catch (error) {
      results.push(failed(q, error));
    }
  }
  const withSources = results.filter((r) => r.hit5 !== null);
  const withGrounding = results.filter((r) => r.groundingOk !== null);
  const withContent = results.filter((r) => (r.question.expected.mustContain?.length ?? 0) > 0 || r.question.expected.figure);
  const citations = results.reduce((n, r) => n + r.citations.length, 0);
  const badCitations = results.reduce((n, r) => n + r.citationProblems.length, 0);
  const firsts = results.map((r) => r.firstDeltaMs).filter((v): v is number => v !== null);
  const pieces = results.reduce((n, r) => n + r.pieces, 0);
  const streamMs = results.reduce((n, r) => n + r.streamMs, 0);
  return {
    engine: engine.info.kind + (engine.info.model ? ` (${engine.info.model})` : ''),
    questions: results.length,
    warmupMs,
    results,
    hit1: ratio(withSources.filter((r) => r.hit1).length, withSources.length),
    hit5: ratio(withSources.filter((r) => r.hit5).length, withSources.length),
    withSources: withSources.length,
    citationCorrectness: ratio(citations - badCitations, citations),
    citations,
    groundingAccuracy: ratio(withGrounding.filter((r) => r.groundingOk).length, withGrounding.length),
    withGrounding: withGrounding.length,
    leaks: results.reduce((n, r) => n + r.leaks.length, 0),
    contentAccuracy: ratio(withContent.filter((r) => r.missing.length === 0).length, withContent.length),
    ttft: { p50: percentile(firsts, 50), p95: percentile(firsts, 95) },
    total: { p50: percentile(results.map((r) => r.totalMs), 50), p95: percentile(results.map((r) => r.totalMs), 95) },
    // Pieces streamed per second of streaming (first delta to last), over all answers.
    piecesPerSecond: streamMs > 0 ? (pieces / streamMs) * 1000 : 0,
  };
}
