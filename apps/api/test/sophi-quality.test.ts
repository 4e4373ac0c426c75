import { htmlToText, publicLeadText } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ARTICLES } from '../../../packages/db/src/demo/articles';
import { createTestDb, testConfig } from './helpers';
import { buildQualityEngine, runQualityHarness, seedQualityData, type QualityReport } from './sophi-quality/harness';
import { HIDDEN_PHRASES, QUALITY_QUESTIONS } from './sophi-quality/questions';
import { formatMisses, formatSlowest, formatSummary } from './sophi-quality/report';

/**
 * Sophi's quality on the demo data (issue 13 §3) with the local grounded engine, on PGlite. The thresholds
 * are the floor the set must keep; `npm run bench:sophi` prints the same figures with timings.
 */
describe('the quality question set', () => {
  it('has at least 45 questions with unique ids, covering every kind', () => {
    expect(QUALITY_QUESTIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(QUALITY_QUESTIONS.map((q) => q.id)).size).toBe(QUALITY_QUESTIONS.length);
    const count = (kind: string, viewer?: string) => QUALITY_QUESTIONS.filter((q) => q.kind === kind && (!viewer || q.viewer === viewer)).length;
    expect(count('insufficient')).toBeGreaterThanOrEqual(3);
    expect(count('entitlement', 'guest')).toBeGreaterThanOrEqual(3);
    expect(count('entitlement', 'premium')).toBeGreaterThanOrEqual(3);
    expect(count('data')).toBeGreaterThanOrEqual(10);
  });

  it('names only demo articles, and the hidden phrases are in the member-only part alone', () => {
    const slugs = new Set(DEMO_ARTICLES.map((a) => a.slug));
    for (const q of QUALITY_QUESTIONS) for (const s of q.expected.sources) if (s.type === 'CONTENT') expect(slugs.has(s.match as string), `${q.id} ${String(s.match)}`).toBe(true);
    const everyPublicText = DEMO_ARTICLES.map((a) => `${a.title} ${a.description} ${publicLeadText(a.html, a.isMemberOnly)}`).join('\n');
    for (const { slug, hidden } of HIDDEN_PHRASES) {
      const a = DEMO_ARTICLES.find((x) => x.slug === slug)!;
      expect(a.isMemberOnly, slug).toBe(true);
      for (const phrase of hidden) {
        expect(htmlToText(a.html).includes(phrase), phrase).toBe(true);
        expect(everyPublicText.includes(phrase), phrase).toBe(false);
      }
    }
  });
});

describe('Sophi answers the quality set (grounded engine, demo data, PGlite)', () => {
  let db: DbHandle;
  let report: QualityReport;

  beforeAll(async () => {
    db = await createTestDb('pglite');
    await seedQualityData(db.db);
    const engine = buildQualityEngine(db.db, testConfig({}, { SOPHI_ENGINE: 'grounded', SOPHI_STREAM_CHUNK_DELAY_MS: '0' }));
    report = await runQualityHarness({ db: db.db, engine });
    console.log(`${formatSummary(report)}\n\nslowest:\n${formatSlowest(report)}\n\nmisses:\n${formatMisses(report)}`);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  it('answers every question without an engine error', () => {
    expect(report.results.filter((r) => r.error).map((r) => `${r.question.id}: ${r.error}`)).toEqual([]);
  });

  it('never shows member-only text to a guest', () => {
    expect(report.results.filter((r) => r.leaks.length).map((r) => `${r.question.id}: ${r.leaks.join(' | ')}`)).toEqual([]);
    expect(report.leaks).toBe(0);
  });

  it('summarises the page’s article from it alone, and defines a term from the glossary first', () => {
    const page = report.results.filter((r) => r.question.onlyExpected);
    expect(page.length).toBeGreaterThanOrEqual(3);
    expect(page.filter((r) => r.citationProblems.length || r.grounding !== 'answered' || r.missing.length).map((r) => `${r.question.id}: ${r.citationProblems.join(' | ')}`)).toEqual([]);
    const definitions = report.results.filter((r) => r.question.id.startsWith('g'));
    expect(definitions.filter((r) => !r.hit1 || r.citations[0]?.label !== '용어').map((r) => r.question.id)).toEqual([]);
  });

  it('cites the member-only article for a PREMIUM member', () => {
    const premium = report.results.filter((r) => r.question.kind === 'entitlement' && r.question.viewer === 'premium');
    expect(premium.filter((r) => !r.hit5).map((r) => r.question.id)).toEqual([]);
  });

  it('says 근거가 부족합니다 exactly when it should', () => {
    expect(report.groundingAccuracy).toBeGreaterThanOrEqual(0.95);
    const offTopic = report.results.filter((r) => r.question.kind === 'insufficient');
    expect(offTopic.every((r) => r.grounding === 'insufficient' && r.citations.length === 0)).toBe(true);
  });

  // Measured on the demo data (2026-11, after tuning): hit@1 1.0, hit@5 1.0 of 56 questions with expected sources.
  // The floors leave room for one or two misses when the demo data or the ranking changes.
  it('finds the expected sources (hit@5 ≥ 0.95, hit@1 ≥ 0.9)', () => {
    expect(report.hit5).toBeGreaterThanOrEqual(0.95);
    expect(report.hit1).toBeGreaterThanOrEqual(0.9);
  });

  it('quotes only what the cited source holds, with the source’s address (≥ 0.95)', () => {
    expect(report.citations).toBeGreaterThan(report.questions);
    expect(report.citationCorrectness).toBeGreaterThanOrEqual(0.95);
  });

  // The target is < 300 ms to the first piece (issue 13 §3); the median is asserted, as the tail of a
  // test run on a busy machine is not the engine's. `npm run bench:sophi` prints p50 and p95.
  it('starts streaming under 300 ms', () => {
    expect(report.ttft.p50).toBeLessThan(300);
  });
});
