/**
 * Search benchmark: `npm run bench:search`.
 *
 * Creates a dedicated database `spi_bench` on the PostgreSQL server of BENCH_DATABASE_URL (else
 * DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), migrates it, writes BENCH_ARTICLES
 * (default 100,000) synthetic Korean articles drawn from the demo articles' vocabulary with COPY, builds
 * their search tokens with the same core tokenizer as the API, then runs BENCH_QUERIES (default 300)
 * single-word and as many two-word queries through the real PostgresSearchEngine and prints p50/p95/p99.
 * The database is dropped at the end unless BENCH_KEEP=1.
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { htmlToText, PAYWALL_MARKER, publicLeadText, queryTokens, searchVectorLiteral } from '@spi/core';
import { createDb, migrate, schema, type DbHandle } from '@spi/db';
import postgres from 'postgres';
import { DEMO_ARTICLES, DEMO_CATEGORIES, DEMO_TAGS, DEMO_WRITERS } from '../../../packages/db/src/demo/articles';
import { loadArticlesWithHtmlByIds } from '../src/loaders/load-articles';
import { presentSearchHit } from '../src/presenters/article-search-hit';
import { PostgresSearchEngine } from '../src/search/postgres-search-engine';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const BASE_URL = process.env.BENCH_DATABASE_URL ?? (process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined) ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'spi_bench';
const MEMBER_ONLY_SHARE = 0.3;
const YEARS = 3;

/** mulberry32: a seeded generator, so every run builds the same corpus and queries. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

const SEED = 20_260_521;
/** The article generator of the current article (one seed per article, so any number of workers builds the same corpus). */
let rand = generator(SEED);

// Word occurrences of the demo articles: sampling from them keeps natural word frequencies.
const demoTexts = DEMO_ARTICLES.map((a) => `${a.title} ${a.description} ${htmlToText(a.html)}`);
const occurrences = demoTexts.flatMap((t) => t.split(/\s+/)).filter((w) => w.length > 0 && w.length <= 20);
// Extra vocabulary so the corpus is not just 47 articles reshuffled: places, assets, numbers.
const PLACES = ['강남', '여의도', '광화문', '판교', '성수', '마곡', '용산', '송도', '이천', '평택', '안성', '김포', '부산', '대구', '세종', '하남', '구리', '분당', '청라', '동탄'];
const ASSETS = ['오피스', '물류센터', '데이터센터', '리테일', '호텔', '지식산업센터', '오피스텔', '임대주택', '저온창고', '복합시설'];
const extra = [
  ...PLACES.flatMap((p) => ASSETS.map((a) => `${p}${a}`)),
  ...Array.from({ length: 400 }, (_, i) => `${2015 + (i % 12)}년`),
  ...Array.from({ length: 300 }, (_, i) => `${(i % 9) + 1}.${i % 10}%`),
  ...Array.from({ length: 200 }, (_, i) => `3.3㎡당 ${(i % 20) + 5}만 원`),
];
const vocabulary = [...occurrences, ...extra];
/** Each synthetic article follows one demo article's topic: most words from it, the rest from everywhere. */
const topics = demoTexts.map((t) => t.split(/\s+/).filter((w) => w.length > 0 && w.length <= 20));
const TOPIC_SHARE = 0.7;

function words(min: number, max: number, topic: string[]): string {
  const n = rand.int(min, max);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(rand.next() < TOPIC_SHARE ? rand.pick(topic) : rand.pick(vocabulary));
  return out.join(' ');
}

function escapeCopy(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

interface Generated { line: string; chars: number }

function article(index: number, categories: Array<{ id: string; section: string }>, writerIds: string[], now: number): Generated {
  rand = generator(SEED + Math.imul(index + 1, 2_654_435_761));
  const category = rand.pick(categories);
  const memberOnly = rand.next() < MEMBER_ONLY_SHARE;
  const topic = rand.pick(topics);
  const title = words(5, 10, topic);
  const description = words(14, 28, topic);
  const paragraphs = Array.from({ length: rand.int(4, 10) }, () => `<p>${words(40, 70, topic)}</p>`);
  const leadCount = Math.max(1, Math.round(paragraphs.length * 0.25));
  const html = memberOnly
    ? `${paragraphs.slice(0, leadCount).join('\n')}\n${PAYWALL_MARKER}\n${paragraphs.slice(leadCount).join('\n')}`
    : paragraphs.join('\n');
  const vector = searchVectorLiteral({ title, description, lead: publicLeadText(html, memberOnly) });
  const published = new Date(now - rand.next() * YEARS * 365 * 86_400_000).toISOString();
  const values = [
    `bench-${index}`, category.section, 'CONTENT', 'PUBLISHED', title, description, html, memberOnly ? 't' : 'f', rand.next() < 0.98 ? 't' : 'f',
    category.id, rand.pick(writerIds), String(rand.int(2, 9)), published, String(rand.int(0, 5000)), vector, published, published,
  ];
  return { line: `${values.map(escapeCopy).join('\t')}\n`, chars: html.length };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, times: number[], hits: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const withHits = hits.filter((h) => h > 0).length;
  const medianHits = [...hits].sort((a, b) => a - b)[Math.floor(hits.length / 2)];
  return `${label.padEnd(24)} n=${times.length}  p50=${percentile(sorted, 50).toFixed(1)} ms  p95=${percentile(sorted, 95).toFixed(1)} ms  p99=${percentile(sorted, 99).toFixed(1)} ms  max=${sorted[sorted.length - 1]!.toFixed(1)} ms  mean=${mean.toFixed(1)} ms  (queries with hits ${withHits}/${hits.length}, median matches ${medianHits})`;
}

/** Words a person would search for: no verb or adjective endings. */
const VERB_ENDING = /(다|고|며|서|던|게|지|해|한|된|할|하는|있는|없는|었|았|면|나|까|요)$/;
const isQueryWord = (w: string) => /^[가-힣A-Za-z0-9.㎡%]{2,8}$/.test(w) && !VERB_ENDING.test(w) && queryTokens(w).length > 0;

/** Query words as a person types them: tags, category names and nouns from demo titles and descriptions. */
function queryPool(): { single: string[]; pairs: string[] } {
  rand = generator(SEED - 1);
  const titleWords = DEMO_ARTICLES.flatMap((a) => `${a.title} ${a.description}`.split(/[\s,.'‘’“”·()]+/)).filter(isQueryWord);
  const names = [...DEMO_TAGS, ...DEMO_CATEGORIES.map((c) => c.name), ...PLACES, ...ASSETS].filter((w) => !/[·/&]/.test(w));
  const pool = [...names, ...names, ...titleWords];
  const single = Array.from({ length: QUERIES }, () => rand.pick(pool));
  const pairs = Array.from({ length: QUERIES }, () => {
    // Two words that appear together in one demo title or description, as a reader would combine them.
    const source = rand.pick(DEMO_ARTICLES);
    const inTitle = `${source.title} ${source.description}`.split(/[\s,.'‘’“”·()]+/).filter(isQueryWord);
    if (inTitle.length < 2) return `${rand.pick(pool)} ${rand.pick(pool)}`;
    const first = rand.int(0, inTitle.length - 2);
    return `${inTitle[first]} ${inTitle[rand.int(first + 1, inTitle.length - 1)]}`;
  });
  return { single, pairs };
}

interface GenerateJob { start: number; end: number; categories: Array<{ id: string; section: string }>; writerIds: string[]; now: number }

/** Generator process: builds its range of articles in batches, pausing while the COPY stream is full. */
async function generateRange(job: GenerateJob): Promise<void> {
  let paused = false;
  let wake: (() => void) | null = null;
  process.on('message', (message: string) => {
    paused = message === 'pause';
    if (!paused) wake?.();
  });
  const send = (batch: object) => new Promise<void>((resolve, reject) => process.send!(batch, (err: Error | null) => (err ? reject(err) : resolve())));
  const BATCH = 500;
  for (let i = job.start; i < job.end; i += BATCH) {
    let text = '';
    let chars = 0;
    const last = Math.min(job.end, i + BATCH);
    for (let j = i; j < last; j++) {
      const generated = article(j, job.categories, job.writerIds, job.now);
      text += generated.line;
      chars += generated.chars;
    }
    await send({ text, count: last - i, chars });
    while (paused) await new Promise<void>((resolve) => (wake = resolve));
  }
  process.disconnect();
}

/** Migrates the scratch database and writes the synthetic corpus (COPY), then builds the GIN index. */
async function load(handle: DbHandle, raw: postgres.Sql, url: URL): Promise<void> {
  await migrate(handle);
  const db = handle.db;
  const categories = DEMO_CATEGORIES.map((c, i) => ({ id: `c-${c.slug}`, slug: c.slug, name: c.name, path: c.name, section: c.section, sortOrder: i }));
  await db.insert(schema.categories).values(categories);
  await db.insert(schema.writers).values(DEMO_WRITERS.map((w) => ({ id: `w-${w.slug}`, slug: w.slug, name: w.name, title: w.title, isSample: true })));
  const leafCategories = DEMO_CATEGORIES.filter((c) => c.parentSlug).map((c) => ({ id: `c-${c.slug}`, section: c.section }));
  const writerIds = DEMO_WRITERS.map((w) => `w-${w.slug}`);

  console.info(`Writing ${ARTICLES.toLocaleString()} articles into ${DB_NAME} on ${url.host} ...`);
  await raw.unsafe('drop index if exists articles_search_idx');
  const copy = await raw
    .unsafe('copy articles (slug, section, type, status, title, description, html, is_member_only, is_public, category_id, writer_id, read_minutes, published_at, view_count, search_tokens, created_at, updated_at) from stdin')
    .writable();
  const now = Date.now();
  let chars = 0;
  let written = 0;
  const generateStart = performance.now();
  // Tokenizing is the slow part: child processes build the COPY lines, this one streams them to the server.
  const workers = Math.max(1, Math.min(4, availableParallelism()));
  const per = Math.ceil(ARTICLES / workers);
  await Promise.all(
    Array.from({ length: workers }, (_, w) => new Promise<void>((resolve, reject) => {
      const job: GenerateJob = { start: w * per, end: Math.min(ARTICLES, (w + 1) * per), categories: leafCategories, writerIds, now };
      const child = fork(fileURLToPath(import.meta.url), [], { execArgv: process.execArgv, env: { ...process.env, BENCH_WORKER: JSON.stringify(job) } });
      child.on('message', (batch: { text: string; count: number; chars: number }) => {
        chars += batch.chars;
        written += batch.count;
        if (!copy.write(batch.text)) {
          const tell = (message: string) => child.connected && child.send(message, () => undefined);
          tell('pause');
          copy.once('drain', () => tell('resume'));
        }
        if (written % 20_000 < batch.count) console.info(`  ${written.toLocaleString()} articles (${((performance.now() - generateStart) / 1000).toFixed(0)} s)`);
      });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`generator process exited with ${code}`))));
    })),
  );
  await new Promise<void>((resolve, reject) => {
    copy.once('finish', () => resolve());
    copy.once('error', reject);
    copy.end();
  });
  const loaded = performance.now();
  await raw.unsafe("set maintenance_work_mem = '512MB'");
  await raw.unsafe('create index articles_search_idx on articles using gin (search_tokens)');
  await raw.unsafe('vacuum analyze articles');
  const indexed = performance.now();
  console.info(`Loaded in ${((loaded - generateStart) / 1000).toFixed(0)} s (tokens + COPY), GIN index in ${((indexed - loaded) / 1000).toFixed(0)} s; average body ${Math.round(chars / ARTICLES)} characters`);

}

async function main(): Promise<void> {
  const started = performance.now();
  const admin = postgres(BASE_URL, { max: 1, onnotice: () => {} });
  // BENCH_REUSE=1 (with BENCH_KEEP=1 before) runs the queries again on the corpus of the last run.
  const reuse = process.env.BENCH_REUSE === '1' && (await admin`select 1 from pg_database where datname = ${DB_NAME}`).length > 0;
  if (!reuse) {
    await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.unsafe(`create database ${DB_NAME}`);
  }
  const url = new URL(BASE_URL);
  url.pathname = `/${DB_NAME}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 4 });
  const raw = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    if (!reuse) await load(handle, raw, url);
    const db = handle.db;
    const [size] = await raw.unsafe(`select count(*)::int as n, pg_size_pretty(pg_total_relation_size('articles')) as table_size, pg_size_pretty(pg_relation_size('articles_search_idx')) as index_size from articles`);
    console.info(`Corpus: ${size!.n.toLocaleString()} articles (30% member-only: lead only indexed); table ${size!.table_size}, GIN index ${size!.index_size}`);

    const engine = new PostgresSearchEngine(db);
    const { single, pairs } = queryPool();
    const run = async (queries: string[], label: string) => {
      const engineTimes: number[] = [];
      const fullTimes: number[] = [];
      const hits: number[] = [];
      for (const q of queries) {
        const t0 = performance.now();
        const result = await engine.search({ q, page: 0, size: 12, now: new Date() });
        const t1 = performance.now();
        const rows = await loadArticlesWithHtmlByIds(db, result.hits.map((h) => h.id), new Date());
        rows.map((row) => presentSearchHit(row, q));
        const t2 = performance.now();
        engineTimes.push(t1 - t0);
        fullTimes.push(t2 - t0);
        hits.push(result.total);
      }
      console.info(summary(`${label} (engine)`, engineTimes, hits));
      console.info(summary(`${label} (+ hits, snippets)`, fullTimes, hits));
      const slowest = engineTimes.map((t, i) => ({ t, q: queries[i]!, n: hits[i]! })).sort((a, b) => b.t - a.t).slice(0, 5);
      console.info(`  slowest: ${slowest.map((s) => `${s.q} (${s.n.toLocaleString()} matches, ${s.t.toFixed(0)} ms)`).join(', ')}`);
    };
    await run([...single.slice(0, 30), ...pairs.slice(0, 30)], 'warm-up');
    await run(single, 'single-word');
    await run(pairs, 'two-word');
    console.info(`Examples: ${single.slice(0, 8).join(', ')} | ${pairs.slice(0, 4).join(', ')}`);
    console.info(`Total ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await raw.end();
    await handle.close();
    if (process.env.BENCH_KEEP !== '1') await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}

if (process.env.BENCH_WORKER) {
  generateRange(JSON.parse(process.env.BENCH_WORKER) as GenerateJob).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
