import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema, type DbHandle } from '@spi/db';
import { demoReitsLoader } from '@spi/db/demo-reits';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilePriceFeed } from '../src/adapters/price-feed';
import { PricesNotPublishedError, PriceFeedRejectedError, seoulDate, updateReitPrices } from '../src/commands/reits/update-reit-prices';
import { apiJobs, createJobRunner, JOB_NAMES } from '../src/jobs';
import { loadReitDataset } from '../src/loaders/reits/reit-dataset';
import { InProcessJobRunner, nextRun, PgBossJobRunner, retryOnDeadlock, type JobDefinition } from '../src/jobs/job-runner';
import { RecordingNotifier } from './cms-fixtures';
import { createTestDb, DB_KINDS } from './helpers';

const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job schedules', () => {
  it('cron runs in Asia/Seoul: after Friday 17:00 the weekday 16:30 job is next on Monday', () => {
    const friday1700 = Date.parse('2026-11-27T08:00:00Z');
    expect(new Date(nextRun({ cron: '30 16 * * 1-5' }, friday1700)).toISOString()).toBe('2026-11-30T07:30:00.000Z');
    const monday1600 = Date.parse('2026-11-30T07:00:00Z');
    expect(new Date(nextRun({ cron: '30 16 * * 1-5' }, monday1600)).toISOString()).toBe('2026-11-30T07:30:00.000Z');
  });

  it('periodic jobs tick on the period boundaries, so every process agrees on the tick', () => {
    expect(new Date(nextRun({ everySeconds: 30 }, Date.parse('2026-11-25T12:00:10.500Z'))).toISOString()).toBe('2026-11-25T12:00:30.000Z');
    expect(new Date(nextRun({ everySeconds: 30 }, Date.parse('2026-11-25T12:00:30.000Z'))).toISOString()).toBe('2026-11-25T12:01:00.000Z');
  });

  it('the Seoul date of a tick', () => {
    expect(seoulDate(new Date('2026-11-25T07:30:00Z'))).toBe('2026-11-25');
    expect(seoulDate(new Date('2026-11-25T15:30:00Z'))).toBe('2026-11-26');
  });

  it('refuses a job with both or neither schedule, and a bad cron', async () => {
    const runner = new InProcessJobRunner(silent);
    const base = { name: 'x', retryLimit: 0, retryDelaySeconds: 1, handler: async () => {} };
    await expect(runner.start([{ ...base }])).rejects.toThrow(/exactly one/);
    await expect(runner.start([{ ...base, cron: '* * * * *', everySeconds: 1 }])).rejects.toThrow(/exactly one/);
    await expect(runner.start([{ ...base, cron: 'not a cron' }])).rejects.toThrow();
    await runner.stop();
  });

  it('chooses pg-boss for PostgreSQL and the in-process runner for PGlite', () => {
    expect(createJobRunner({ jobRunner: 'auto', databaseUrl: undefined }, silent).kind).toBe('in-process');
    expect(createJobRunner({ jobRunner: 'auto', databaseUrl: 'postgres://x@127.0.0.1:1/none' }, silent).kind).toBe('pg-boss');
    expect(() => createJobRunner({ jobRunner: 'pg-boss', databaseUrl: undefined }, silent)).toThrow(/DATABASE_URL/);
  });
});

describe('the in-process job runner', () => {
  it('runs on its ticks, retries a failure, and stop waits for the running handler', async () => {
    const attempts = new Map<string, number>();
    let finished = 0;
    const runner = new InProcessJobRunner(silent);
    await runner.start([{
      name: 'flaky', everySeconds: 1, retryLimit: 2, retryDelaySeconds: 0.05,
      handler: async (tick) => {
        const n = (attempts.get(tick) ?? 0) + 1;
        attempts.set(tick, n);
        if (n === 1) throw new Error('first attempt fails');
        await sleep(50);
        finished++;
      },
    }]);
    const deadline = Date.now() + 5_000;
    while (finished < 2 && Date.now() < deadline) await sleep(25);
    await runner.stop();
    expect(finished).toBeGreaterThanOrEqual(2);
    // Every tick: one failure, then one success.
    for (const n of attempts.values()) expect(n === 2 || n === 1).toBe(true);
    expect([...attempts.values()].filter((n) => n === 2).length).toBeGreaterThanOrEqual(2);
    const after = finished;
    await sleep(1_200);
    expect(finished).toBe(after);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the pg-boss job runner (postgres)', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const jobSchema = `pgboss_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  afterAll(async () => {
    const sql = postgres(base, { max: 1, onnotice: () => {} });
    await sql.unsafe(`drop schema if exists ${jobSchema} cascade`);
    await sql.end();
  });

  it('two API processes: every tick runs exactly once, and a failed run is retried from the table', async () => {
    const runs: Array<{ tick: string; process: number }> = [];
    const attempts = new Map<string, number>();
    const jobs = (processNo: number): JobDefinition[] => [{
      name: 'test-tick', everySeconds: 1, retryLimit: 2, retryDelaySeconds: 1,
      handler: async (tick) => {
        const n = (attempts.get(tick) ?? 0) + 1;
        attempts.set(tick, n);
        if (n === 1 && attempts.size === 1) throw new Error('the first run of the first tick fails');
        runs.push({ tick, process: processNo });
      },
    }];
    const a = new PgBossJobRunner(base, silent, Date.now, { schema: jobSchema, pollingIntervalSeconds: 0.5 });
    const b = new PgBossJobRunner(base, silent, Date.now, { schema: jobSchema, pollingIntervalSeconds: 0.5 });
    await a.start(jobs(1));
    await b.start(jobs(2));
    const deadline = Date.now() + 15_000;
    while ((runs.length < 4 || !runs.some((r) => r.tick === [...attempts.keys()][0])) && Date.now() < deadline) await sleep(100);
    await Promise.all([a.stop(), b.stop()]);
    const ticks = runs.map((r) => r.tick);
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ticks).size).toBe(ticks.length);
    const first = [...attempts.keys()][0]!;
    expect(attempts.get(first)).toBe(2);
    expect(ticks).toContain(first);
  }, 30_000);

  it('processes starting together on a fresh database all start (queue creation deadlocks are retried)', async () => {
    const fresh = `${jobSchema}_fresh`;
    const jobs: JobDefinition[] = ['q-a', 'q-b', 'q-c', 'q-d'].map((name) => ({ name, everySeconds: 3600, retryLimit: 1, retryDelaySeconds: 1, handler: async () => {} }));
    const runners = [1, 2, 3].map(() => new PgBossJobRunner(base, silent, Date.now, { schema: fresh }));
    try {
      await Promise.all(runners.map((runner) => runner.start(jobs)));
      const sql = postgres(base, { max: 1, onnotice: () => {} });
      const queues = await sql.unsafe(`select name from ${fresh}.queue order by name`);
      await sql.end();
      expect(queues.map((q) => q.name)).toEqual(['q-a', 'q-b', 'q-c', 'q-d']);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      const sql = postgres(base, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop schema if exists ${fresh} cascade`);
      await sql.end();
    }
  }, 30_000);
});

describe('retryOnDeadlock', () => {
  it('tries a deadlock victim again, and gives up on other errors at once or after the last attempt', async () => {
    let calls = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await expect(retryOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw deadlock;
      return 'created';
    })).resolves.toBe('created');
    expect(calls).toBe(3);

    calls = 0;
    await expect(retryOnDeadlock(async () => { calls += 1; throw new Error('other'); })).rejects.toThrow('other');
    expect(calls).toBe(1);

    calls = 0;
    await expect(retryOnDeadlock(async () => { calls += 1; throw deadlock; }, 2)).rejects.toBe(deadlock);
    expect(calls).toBe(2);
  });
});

describe.each(DB_KINDS)('daily REIT prices from the feed (%s)', (kind) => {
  let db: DbHandle;
  let dir: string;
  const notifier = new RecordingNotifier();
  const DAY = '2026-11-23';

  beforeAll(async () => {
    db = await createTestDb(kind);
    await demoReitsLoader.load(db.db, {});
    dir = mkdtempSync(path.join(tmpdir(), 'spi-price-feed-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await db.close();
  });

  const write = (date: string, lines: string[]) => writeFileSync(path.join(dir, `prices-${date}.csv`), ['ticker,date,open,high,low,close,volume', ...lines].join('\n'));
  const price = async (ticker: string, date: string) =>
    (await db.db.select().from(schema.reitPrices).where(and(eq(schema.reitPrices.ticker, ticker), eq(schema.reitPrices.date, date))))[0];

  it('a day not published yet is an error the runner retries; nothing is written', async () => {
    await expect(updateReitPrices(db.db, new FilePriceFeed(dir), DAY, { notifier })).rejects.toBeInstanceOf(PricesNotPublishedError);
    expect(notifier.calls).toEqual([]);
  });

  it('rows that fail the importer checks are refused as a whole', async () => {
    write('2026-11-24', [`330590,2026-11-24,4200,4250,4180,4230,150000`, `330590,2026-11-24,4200,4100,4180,4230,1`]);
    await expect(updateReitPrices(db.db, new FilePriceFeed(dir), '2026-11-24', { notifier })).rejects.toBeInstanceOf(PriceFeedRejectedError);
    expect(await price('330590', '2026-11-24')).toBeUndefined();
  });

  it('imports the day, tells the pages once, and a second run changes nothing', async () => {
    write(DAY, [`330590,${DAY},4200,4250,4180,4230,150000`, `293940,${DAY},"5,600",5650,5580,5610,98000`]);
    const report = await updateReitPrices(db.db, new FilePriceFeed(dir), DAY, { notifier });
    expect(report).toMatchObject({ ok: true, written: true });
    expect(report.files[0]).toMatchObject({ rows: 2, inserted: 2 });
    expect(await price('330590', DAY)).toMatchObject({ close: 4230, source: '가격 피드 (파일)', isSample: false });
    expect(notifier.calls).toEqual([['reits']]);
    // The figures' note names the feed beside the sample data it now sits with.
    const dataset = await loadReitDataset(db.db, DAY);
    expect(dataset.asOf).toBe(DAY);
    expect(dataset.source).toContain('가격 피드 (파일)');
    expect(dataset.isSample).toBe(true);
    const again = await updateReitPrices(db.db, new FilePriceFeed(dir), DAY, { notifier });
    expect(again).toMatchObject({ ok: true, written: false });
    expect(notifier.calls).toEqual([['reits']]);
  });

  it('the API registers the publish job and the price job with the configured schedule', () => {
    const jobs = apiJobs({ config: { publishSchedulerIntervalMs: 30_000, priceFeed: 'file', priceFeedDir: dir, priceUpdateCron: '30 16 * * 1-5' }, db, notifier, log: silent });
    expect(jobs.map((j) => [j.name, j.cron ?? j.everySeconds])).toEqual([[JOB_NAMES.publishScheduled, 30], [JOB_NAMES.updateReitPrices, '30 16 * * 1-5']]);
    expect(apiJobs({ config: { publishSchedulerIntervalMs: 0, priceFeed: 'off', priceFeedDir: dir, priceUpdateCron: '' }, db, notifier, log: silent })).toEqual([]);
  });
});
