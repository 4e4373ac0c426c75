/**
 * Deals list benchmark: `npm run bench:deals`.
 *
 * Creates a dedicated database `spi_bench_deals` on the PostgreSQL server of BENCH_DATABASE_URL (else
 * postgres://postgres@127.0.0.1:5432/postgres), migrates it, inserts BENCH_DEALS (default 100,000)
 * deals made by the demo market generator (the same price, region and date shapes as the demo, scaled),
 * runs ANALYZE, then times GET /api/seoul/v1/deals through the real app (`buildApp` + `app.inject()`:
 * validation, gating, the loader's two queries, presenting and serialising) for five common filter
 * combinations. The response cache is off, so every request reaches the database. Each combination gets
 * BENCH_WARMUP (default 20) warm-up requests, then BENCH_RUNS (default 200) timed ones over pages 1–5;
 * p50/p95/p99 are printed against the target p95 < 30 ms, with the plan of each combination's queries
 * (BENCH_EXPLAIN=0 to skip). The database is dropped at the end unless BENCH_KEEP=1; BENCH_REUSE=1 runs
 * again on a kept database (migrated first, so a new index migration is measured without reinserting).
 */
import { performance } from 'node:perf_hooks';
import { createDb, migrate, schema, type DbHandle } from '@spi/db';
import { and, count, exists, max, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { dealListQuerySchema } from '@spi/core';
import { generateDemoMarket } from '../../../packages/db/src/demo/market';
import { buildApp, type ApiApp } from '../src/app';
import { dealOrder, dealWhere, type DealFilters } from '../src/loaders/deals/load-deals';
import { bearer, buildUser, signIn } from '../test/factories';
import { testConfig } from '../test/helpers';

const DEALS = Number(process.env.BENCH_DEALS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB_NAME ?? 'spi_bench_deals';
const TARGET_P95_MS = 30;
const BATCH = 1000;

interface Combination { label: string; query: string; member: boolean }
const COMBINATIONS: Combination[] = [
  { label: 'none, newest first', query: '', member: false },
  { label: 'type=OFFICE&region=CBD,GBD', query: 'type=OFFICE&region=CBD,GBD', member: false },
  { label: 'from=2024-01-01&CLOSED', query: 'from=2024-01-01&status=CLOSED', member: false },
  { label: 'q=물류&type=LOGISTICS', query: `q=${encodeURIComponent('물류')}&type=LOGISTICS`, member: false },
  { label: 'priceMin=1000&sort=price', query: 'priceMin=1000&sort=price', member: true },
];

function databaseUrl(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function insertDeals(handle: DbHandle): Promise<number> {
  const started = performance.now();
  const market = generateDemoMarket({ deals: DEALS, funds: 80, reportFunds: 0 });
  const generatedMs = performance.now() - started;
  for (let i = 0; i < market.deals.length; i += BATCH) await handle.db.insert(schema.deals).values(market.deals.slice(i, i + BATCH));
  await handle.db.insert(schema.funds).values(market.funds.map(({ assets: _a, investors: _i, ...f }) => f));
  console.log(`generated ${market.deals.length.toLocaleString('en')} deals in ${(generatedMs / 1000).toFixed(1)} s, inserted in ${((performance.now() - started - generatedMs) / 1000).toFixed(1)} s`);
  return market.deals.length;
}

/** EXPLAIN (ANALYZE) of the loader's two queries for one combination, first lines of each plan. */
async function explain(raw: postgres.Sql, handle: DbHandle, query: string): Promise<void> {
  const parsed = dealListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const { page: _p, size, ...filters } = parsed;
  const where = dealWhere(filters as DealFilters);
  const list = handle.db.select().from(schema.deals).where(where).orderBy(...dealOrder(filters)).limit(size).offset(size * 2).toSQL();
  const summary = handle.db.select({
    total: where ? sql<number>`count(*) filter (where ${where})` : sql<number>`count(*)`,
    asOf: sql`max(${schema.deals.dealDate})::text`,
    isSample: sql`bool_or(${schema.deals.isSample})`,
  }).from(schema.deals).toSQL();
  for (const [name, q] of [['rows', list], ['count+note', summary]] as const) {
    const plan = await raw.unsafe(`explain (analyze, costs off, timing on) ${q.sql}`, q.params as never[]);
    const lines = plan.map((r) => String(r['QUERY PLAN']));
    console.log(`    ${name}: ${lines.filter((l) => /Scan|Sort|Limit|Aggregate|Execution Time/.test(l)).slice(0, 6).map((l) => l.trim()).join(' | ')}`);
  }
}

/**
 * The loader's database work for one page, as it is (rows + one aggregate that counts with FILTER over
 * every deal and reads the data note from the same scan) and as proposed in docs/performance.md (rows +
 * a count with WHERE, so indexes answer it + the note from the date index and an EXISTS).
 */
async function databaseTimes(handle: DbHandle, query: string, runs: number): Promise<{ current: number[]; proposed: number[] }> {
  const { deals } = schema;
  const parsed = dealListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const { page: _p, size, ...filters } = parsed;
  const where = dealWhere(filters as DealFilters);
  const rows = (i: number) => handle.db.select().from(deals).where(where).orderBy(...dealOrder(filters)).limit(size).offset(size * (i % 5));
  const current = async (i: number) => Promise.all([
    rows(i),
    handle.db.select({
      total: where ? sql<number>`count(*) filter (where ${where})` : sql<number>`count(*)`,
      asOf: sql`max(${deals.dealDate})::text`,
      isSample: sql`bool_or(${deals.isSample})`,
    }).from(deals),
  ]);
  // LIKE instead of ILIKE: search_text is stored lower-cased, so a lower-cased pattern is enough.
  const pattern = filters.q ? `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const proposedWhere = pattern ? and(dealWhere({ ...(filters as DealFilters), q: undefined }), sql`${deals.searchText} like ${pattern}`) : where;
  const proposed = async (i: number) => Promise.all([
    rows(i),
    handle.db.select({ total: count() }).from(deals).where(proposedWhere),
    handle.db.select({ asOf: max(deals.dealDate), isSample: exists(handle.db.select({ one: sql`1` }).from(deals).where(sql`${deals.isSample}`)) }).from(deals),
  ]);
  const time = async (fn: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 10; i++) await fn(i);
    const out: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await fn(i);
      out.push(performance.now() - t0);
    }
    return out.sort((a, b) => a - b);
  };
  return { current: await time(current), proposed: await time(proposed) };
}

async function main(): Promise<void> {
  const admin = postgres(BASE_URL, { max: 1, onnotice: () => {} });
  // BENCH_REUSE=1 times a database kept by an earlier run (BENCH_KEEP=1) again, after migrating it.
  const reuse = process.env.BENCH_REUSE === '1' && (await admin`select 1 from pg_database where datname = ${DB_NAME}`).length > 0;
  if (!reuse) {
    await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.unsafe(`create database ${DB_NAME}`);
  }
  const url = databaseUrl(DB_NAME);
  const handle = await createDb({ url });
  let app: ApiApp | undefined;
  const raw = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrate(handle);
    const count = reuse ? Number((await raw`select count(*)::int as n from deals`)[0]!.n) : await insertDeals(handle);
    // VACUUM as autovacuum would after a bulk load: the visibility map lets counts use index-only scans.
    await raw.unsafe('vacuum analyze deals');
    const config = testConfig({}, { RESPONSE_CACHE: 'false' });
    app = await buildApp({ config, db: handle });
    await app.ready();
    const userId = await buildUser(handle, { membership: { name: '라이트', tierCode: 'LIGHT' } });
    const token = (await signIn(app, userId)).accessToken;
    const [{ version }] = await raw`select version()`;
    console.log(`\n${count.toLocaleString('en')} deals · ${String(version).split(' ').slice(0, 2).join(' ')} · response cache ${config.responseCache.enabled ? 'on' : 'off'} · ${WARMUP} warm-up + ${RUNS} runs each\n`);

    let allMet = true;
    for (const c of COMBINATIONS) {
      const request = (i: number) => app!.inject({
        method: 'GET',
        url: `/api/seoul/v1/deals?${c.query}${c.query ? '&' : ''}page=${(i % 5) + 1}&size=20`,
        headers: c.member ? bearer(token) : {},
      });
      for (let i = 0; i < WARMUP; i++) await request(i);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const res = await request(i);
        times.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${c.label}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i === 0) total = (res.json() as { pagination: { total: number } }).pagination.total;
      }
      const sorted = [...times].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      const met = p95 < TARGET_P95_MS;
      allMet &&= met;
      console.log(`${c.label.padEnd(28)} ${c.member ? 'LIGHT' : 'guest'}  matches=${String(total).padStart(6)}  p50=${percentile(sorted, 50).toFixed(1)} ms  p95=${p95.toFixed(1)} ms  p99=${percentile(sorted, 99).toFixed(1)} ms  max=${sorted.at(-1)!.toFixed(1)} ms  ${met ? 'OK' : 'MISSED'} (p95 < ${TARGET_P95_MS} ms)`);
      if (EXPLAIN) await explain(raw, handle, c.query);
      const db = await databaseTimes(handle, c.query, RUNS);
      console.log(`    database only: current p50=${percentile(db.current, 50).toFixed(1)} p95=${percentile(db.current, 95).toFixed(1)} ms · proposed p50=${percentile(db.proposed, 50).toFixed(1)} p95=${percentile(db.proposed, 95).toFixed(1)} ms`);
    }
    console.log(`\ntarget p95 < ${TARGET_P95_MS} ms: ${allMet ? 'met by every combination' : 'MISSED by at least one combination'}`);
  } finally {
    await app?.close();
    await raw.end();
    await handle.close();
    if (process.env.BENCH_KEEP !== '1') await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
