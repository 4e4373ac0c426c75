/**
 * Sophi quality benchmark: `npm run bench:sophi` (issue 13 §3).
 *
 * Loads the demo data (and Sophi's passage index) into a fresh database — PGlite in memory by default, or a
 * dedicated database `spi_bench_sophi` on the PostgreSQL server of BENCH_DATABASE_URL / DATABASE_URL when
 * one is given (dropped at the end unless BENCH_KEEP=1) — then runs the quality question set
 * (apps/api/test/sophi-quality/questions.ts) through an answer engine and prints hit@1, hit@5, citation
 * correctness, grounding accuracy, entitlement leaks, time to the first streamed piece (p50/p95), whole
 * answer time and streamed pieces per second.
 *
 *   npm run bench:sophi                                   local grounded engine, the configured stream delay
 *   npm run bench:sophi -- --delay=0                      no delay between pieces (raw speed)
 *   npm run bench:sophi -- --engine=openai --base-url=http://127.0.0.1:4003/v1 [--model=spi-dev] [--api-key=...]
 *   npm run bench:sophi -- --misses                       also print every miss
 *   npm run bench:sophi -- --no-warmup                    count the cold first questions too
 *   npm run bench:sophi -- --product=http://localhost:3000  also ask the guest questions through a running product
 *                                                          (the websocket on the web's port) and time them end to end
 */
import { SOPHI_RATE_PER_IP_PER_MINUTE } from '@spi/core';
import { createDb, migrate, type DbHandle } from '@spi/db';
import postgres from 'postgres';
import { loadConfig } from '../src/config';
import { buildQualityEngine, runQualityHarness, seedQualityData } from '../test/sophi-quality/harness';
import { percentile } from '../test/sophi-quality/harness';
import { QUALITY_QUESTIONS } from '../test/sophi-quality/questions';
import { formatMisses, formatSlowest, formatSummary } from '../test/sophi-quality/report';
import { measureThroughProduct } from './sophi-product';

const DB_NAME = 'spi_bench_sophi';

function flags(): Map<string, string> {
  const out = new Map<string, string>();
  for (const arg of process.argv.slice(2)) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (m) out.set(m[1]!, m[2] ?? 'true');
  }
  return out;
}

async function openDatabase(): Promise<{ handle: DbHandle; kind: string; dispose: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL ?? (process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined);
  if (!base) {
    const handle = await createDb();
    await migrate(handle);
    return { handle, kind: 'PGlite (in memory)', dispose: () => handle.close() };
  }
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
  await admin.unsafe(`create database ${DB_NAME}`);
  const url = new URL(base);
  url.pathname = `/${DB_NAME}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 4 });
  await migrate(handle);
  return {
    handle,
    kind: `PostgreSQL (${url.host}/${DB_NAME})`,
    dispose: async () => {
      await handle.close();
      if (process.env.BENCH_KEEP !== '1') await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
      await admin.end();
    },
  };
}

async function main(): Promise<void> {
  const f = flags();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test' };
  if (f.has('engine')) env.SOPHI_ENGINE = f.get('engine');
  if (f.has('base-url')) env.SOPHI_LLM_BASE_URL = f.get('base-url');
  if (f.has('model')) env.SOPHI_LLM_MODEL = f.get('model');
  if (f.has('api-key')) env.SOPHI_LLM_API_KEY = f.get('api-key');
  if (f.has('delay')) env.SOPHI_STREAM_CHUNK_DELAY_MS = f.get('delay');
  const config = loadConfig(env);

  const { handle, kind, dispose } = await openDatabase();
  try {
    const seeded = performance.now();
    await seedQualityData(handle.db);
    console.log(`database               ${kind}, demo data loaded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    console.log(`stream delay           ${config.sophi.streamChunkDelayMs} ms between pieces`);
    const engine = buildQualityEngine(handle.db, config);
    const report = await runQualityHarness({ db: handle.db, engine, ...(f.has('no-warmup') ? { warmup: [] } : {}) });
    console.log(formatSummary(report));
    console.log(`\nslowest to the first piece:\n${formatSlowest(report)}`);
    if (f.has('misses')) console.log(`\nmisses:\n${formatMisses(report)}`);
    else console.log(`\n${report.results.filter((r) => r.hit5 === false || r.groundingOk === false || r.leaks.length || r.citationProblems.length).length} questions with a miss (--misses lists them)`);
    if (report.leaks > 0) process.exitCode = 1;
    const product = f.get('product');
    if (product) {
      // Fewer than SOPHI_RATE_PER_IP_PER_MINUTE: every question comes from this one address.
      const asked = QUALITY_QUESTIONS.filter((q) => q.viewer === 'guest' && !q.context).map((q) => q.question).slice(0, SOPHI_RATE_PER_IP_PER_MINUTE - 2);
      const t = await measureThroughProduct(product, asked);
      const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(0)} ms`;
      console.log(`\nthrough ${product} (websocket on the web's port → API): ${t.questions} questions, ${t.failed} failed`);
      console.log(`  first piece p50 ${ms(t.firstPieceMs, 50)}, p95 ${ms(t.firstPieceMs, 95)}; whole answer p50 ${ms(t.wholeAnswerMs, 50)}, p95 ${ms(t.wholeAnswerMs, 95)}; pieces/s p50 ${percentile(t.piecesPerSecond, 50).toFixed(0)}`);
    }
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
