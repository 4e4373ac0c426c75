import type { QualityReport, QuestionResult } from './harness';

const pct = (v: number): string => `${(v * 100).toFixed(1)}%`;
const ms = (v: number): string => `${v.toFixed(1)} ms`;

/** The figures of a run, one per line. */
export function formatSummary(r: QualityReport): string {
  return [
    `engine                 ${r.engine}`,
    `questions              ${r.questions}${r.warmupMs.length ? `  (after ${r.warmupMs.length} warm-up questions, not counted: first piece ${r.warmupMs.map((v) => v.toFixed(0)).join(' / ')} ms)` : ''}`,
    `hit@1                  ${pct(r.hit1)}  (of ${r.withSources} with expected sources)`,
    `hit@5                  ${pct(r.hit5)}`,
    `citation correctness   ${pct(r.citationCorrectness)}  (of ${r.citations} citations)`,
    `grounding accuracy     ${pct(r.groundingAccuracy)}  (of ${r.withGrounding})`,
    `content accuracy       ${pct(r.contentAccuracy)}  (mustContain and figures)`,
    `entitlement leaks      ${r.leaks}`,
    `TTFT p50 / p95         ${ms(r.ttft.p50)} / ${ms(r.ttft.p95)}`,
    `answer p50 / p95       ${ms(r.total.p50)} / ${ms(r.total.p95)}`,
    `pieces per second      ${r.piecesPerSecond.toFixed(0)}`,
  ].join('\n');
}

function problems(r: QuestionResult): string[] {
  const out: string[] = [];
  if (r.error) out.push(`error: ${r.error}`);
  if (r.hit5 === false) out.push(`no expected source in ${r.citations.length} citations`);
  else if (r.hit1 === false) out.push(`expected source at rank ${r.hitRank}`);
  if (r.groundingOk === false) out.push(`grounding ${r.grounding} (expected ${r.question.expected.grounding})`);
  if (r.leaks.length) out.push(`LEAK: ${r.leaks.map((l) => l.slice(0, 30)).join(' | ')}`);
  if (r.missing.length) out.push(`missing: ${r.missing.join(', ')}`);
  for (const p of r.citationProblems) out.push(`citation: ${p}`);
  return out;
}

/** A table of the questions that missed anything: id, viewer, question, what went wrong, what was cited. */
export function formatMisses(r: QualityReport): string {
  const rows = r.results.map((res) => ({ res, problems: problems(res) })).filter((x) => x.problems.length > 0);
  if (rows.length === 0) return 'no misses';
  return rows.map(({ res, problems: p }) => {
    const cited = res.citations.map((c) => `[${c.n}] ${c.sourceType}:${c.sourceId} ${c.title.slice(0, 24)}`).join('; ') || '(none)';
    return `${res.question.id.padEnd(5)} ${res.question.viewer.padEnd(7)} ${res.question.question}\n      ${p.join('\n      ')}\n      cited: ${cited}\n      answer: ${res.text.replace(/\s+/g, ' ').slice(0, 160)}`;
  }).join('\n');
}

/** The questions that took longest to their first streamed piece. */
export function formatSlowest(r: QualityReport, n = 5): string {
  return [...r.results].sort((a, b) => (b.firstDeltaMs ?? 0) - (a.firstDeltaMs ?? 0)).slice(0, n)
    .map((res) => `${res.question.id.padEnd(5)} first piece ${(res.firstDeltaMs ?? 0).toFixed(1)} ms, answer ${res.totalMs.toFixed(1)} ms  ${res.question.question}`).join('\n');
}
