#!/usr/bin/env node
// npm run bench:soak [-- --minutes=10 --rate=40 --start --json=file --sign-in-every=30 --only=api]
// Mixed traffic at a fixed rate against the cluster (`npm run start:cluster`; BENCH_BASE_URL, default
// http://localhost:3000), or against one it starts itself (--start, with the cluster's environment settings):
// cached pages (/, /article?id=N, /reitsfocus, /dealsheet), public APIs (article list, searches), sign-ins
// through the local provider, and scrap add/remove with the CSRF pair. Open loop: requests leave on
// schedule whether or not earlier ones have answered, so a slow server shows up as latency and errors,
// not as a lower offered rate.
// Prints requests, throughput, p50/p95/p99 and errors per kind and overall, and the resident memory of every
// cluster process (from <data dir>/cluster.json) at start and end with its growth. A benchmark: it exits 0
// even with errors, but prints them loudly. Goal (issue 15): 0 errors, < 10 % memory growth.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { percentile, printTable, readCluster, root, rssOf, signInLocal, writeJson } from './lib.mjs';

const argv = process.argv.slice(2);
const flags = Object.fromEntries(argv.filter((a) => a.startsWith('--')).map((a) => {
  const [key, ...rest] = a.slice(2).split('=');
  return [key, rest.length ? rest.join('=') : 'true'];
}));
const json = flags.json;
const minutes = Math.max(0.1, Math.min(120, Number(flags.minutes ?? 10)));
const rate = Math.max(1, Math.min(2_000, Number(flags.rate ?? 40)));
// The sign-in routes allow AUTH_RATE_LIMIT (10) requests per client address per minute and a sign-in makes
// two of them (start, callback): from one address the soak signs in every 30 s (4 requests a minute).
const signInEverySec = Math.max(5, Number(flags['sign-in-every'] ?? 30));
const dataDir = process.env.SPI_DATA_DIR ?? '.data/cluster';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let cluster = null;
if (flags.start === 'true') {
  console.log('[soak] starting the cluster (npm run start:cluster) ...');
  cluster = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], { cwd: root, env: { ...process.env, SPI_DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const deadline = Date.now() + 300_000;
  while (!readCluster(dataDir) || readCluster(dataDir).processes[0].pid !== cluster.pid) {
    if (Date.now() > deadline || cluster.exitCode !== null) throw new Error('the cluster did not start');
    await sleep(1_000);
  }
}
const info = readCluster(dataDir);
const base = (process.env.BENCH_BASE_URL ?? info?.url ?? 'http://localhost:3000').replace(/\/$/, '');
const pids = info?.processes ?? [];
if (!info) console.log(`[soak] no ${dataDir}/cluster.json: memory is not measured (set SPI_DATA_DIR to the cluster's data dir).`);

// ---- Fixtures ----
const articleIds = await fetch(`${base}/api/seoul/v1/articles?page=0&size=20`).then((r) => r.json()).then((b) => b.data.map((a) => a.articleId));
if (articleIds.length === 0) throw new Error('no published articles to read');
const QUERIES = ['리츠', '오피스', '물류', '데이터센터', '호텔', '투자', '임대', '리츠 배당'];
const ACCOUNTS = ['kakao-demo-1001', 'kakao-demo-1002', 'google-demo-2001', 'google-demo-2002'];
const pickOf = (list) => list[Math.floor(Math.random() * list.length)];

/** Signed-in readers for the scrap traffic; refreshed by the periodic sign-ins. */
const sessions = [];
for (const account of ACCOUNTS.slice(0, 2)) sessions.push({ ...(await signInLocal(base, account)), scrapped: new Set() });

// ---- Traffic ----
/** kind → weight, request factory. */
const KINDS = {
  'page /': { weight: 8, make: () => ({ url: `${base}/` }) },
  'page /article': { weight: 10, make: () => ({ url: `${base}/article?id=${pickOf(articleIds)}` }) },
  'page /reitsfocus': { weight: 5, make: () => ({ url: `${base}/reitsfocus` }) },
  'page /dealsheet': { weight: 5, make: () => ({ url: `${base}/dealsheet` }) },
  'api articles': { weight: 25, make: () => ({ url: `${base}/api/seoul/v1/articles?section=PRO&page=${Math.floor(Math.random() * 3)}&size=12` }) },
  'api article': { weight: 10, make: () => ({ url: `${base}/api/seoul/v1/articles/${pickOf(articleIds)}` }) },
  'api search': { weight: 15, make: () => ({ url: `${base}/api/seoul/v1/search?q=${encodeURIComponent(pickOf(QUERIES))}&page=${Math.floor(Math.random() * 2)}` }) },
  'api scrap': {
    weight: 12,
    make: () => {
      const s = pickOf(sessions);
      const id = pickOf(articleIds);
      const remove = s.scrapped.has(id);
      if (remove) s.scrapped.delete(id); else s.scrapped.add(id);
      return { url: `${base}/api/seoul/v1/scraps/CONTENT/${id}`, init: { method: remove ? 'DELETE' : 'PUT', headers: { cookie: s.jar.header(), 'x-csrf-token': s.csrfToken } } };
    },
  },
};
// --only=api leaves the pages out (a cluster started with WEB_INSTANCES=0).
if (flags.only === 'api') for (const kind of Object.keys(KINDS)) if (kind.startsWith('page ')) delete KINDS[kind];
const table = Object.entries(KINDS).flatMap(([kind, k]) => Array(k.weight).fill(kind));
const stats = new Map();
const stat = (kind) => {
  if (!stats.has(kind)) stats.set(kind, { latencies: [], ok: 0, errors: 0, byStatus: {} });
  return stats.get(kind);
};
let inFlight = 0;
let maxInFlight = 0;

async function timed(kind, fn) {
  const s = stat(kind);
  const started = performance.now();
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  try {
    const status = await fn();
    s.latencies.push(performance.now() - started);
    if (status >= 200 && status < 400) s.ok += 1;
    else { s.errors += 1; s.byStatus[status] = (s.byStatus[status] ?? 0) + 1; }
  } catch (err) {
    s.latencies.push(performance.now() - started);
    s.errors += 1;
    const key = err?.cause?.code ?? err?.name ?? 'error';
    s.byStatus[key] = (s.byStatus[key] ?? 0) + 1;
  } finally {
    inFlight -= 1;
  }
}

function fire(kind) {
  const { url, init = {} } = KINDS[kind].make();
  return timed(kind, async () => {
    const res = await fetch(url, { redirect: 'manual', ...init, headers: { 'user-agent': 'spi-bench/1 (soak)', accept: '*/*', ...(init.headers ?? {}) }, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return res.status;
  });
}

async function signInOnce() {
  await timed('sign-in (5 req)', async () => {
    const session = await signInLocal(base, pickOf(ACCOUNTS));
    sessions.push({ ...session, scrapped: new Set() });
    if (sessions.length > 6) sessions.shift();
    return 200;
  });
}

// Warm-up at the same rate (JIT, caches, connection pools), not counted: memory "at start" is taken after it.
const warmupS = Math.max(0, Math.min(300, Number(flags.warmup ?? 30)));
let memoryStart = null;
const durationMs = minutes * 60_000 + warmupS * 1_000;
const intervalMs = 1_000 / rate;
console.log(`[soak] ${base}: ${rate} req/s for ${minutes} min (${Math.round(rate * minutes * 60)} requests) after ${warmupS} s of warm-up, sign-in every ${signInEverySec} s; ${pids.length} cluster processes`);
const pending = new Set();
const track = (p) => { pending.add(p); p.finally(() => pending.delete(p)); };
const started = performance.now();
const warmupEnds = started + warmupS * 1_000;
let warm = warmupS === 0;
if (warm) memoryStart = await rssOf(pids.map((p) => p.pid));
let sent = 0;
let nextSignIn = started + signInEverySec * 1_000;
let nextReport = started + 60_000;
while (performance.now() - started < durationMs) {
  const due = Math.floor((performance.now() - started) / intervalMs) + 1;
  while (sent < due) {
    track(fire(pickOf(table)));
    sent += 1;
  }
  const now = performance.now();
  if (!warm && now >= warmupEnds) {
    warm = true;
    memoryStart = await rssOf(pids.map((p) => p.pid));
    stats.clear();
    maxInFlight = inFlight;
    console.log(`[soak] warm-up done (${sent} requests); measuring`);
  }
  if (now >= nextSignIn) { track(signInOnce()); nextSignIn += signInEverySec * 1_000; }
  if (now >= nextReport) {
    const errors = [...stats.values()].reduce((a, s) => a + s.errors, 0);
    console.log(`[soak] ${Math.round((now - started) / 1000)} s: ${sent} sent, ${inFlight} in flight, ${errors} errors`);
    nextReport += 60_000;
  }
  await sleep(Math.max(1, Math.min(intervalMs, started + sent * intervalMs - performance.now())));
}
await Promise.all(pending);
const elapsedS = (performance.now() - Math.max(started, warmupEnds)) / 1000;
const memoryEnd = await rssOf(pids.map((p) => p.pid));

// ---- Report ----
const row = (kind, s) => ({
  kind,
  requests: s.ok + s.errors,
  'req/s': Number(((s.ok + s.errors) / elapsedS).toFixed(1)),
  'p50 ms': Math.round(percentile(s.latencies, 50)),
  'p95 ms': Math.round(percentile(s.latencies, 95)),
  'p99 ms': Math.round(percentile(s.latencies, 99)),
  errors: s.errors,
  'error kinds': Object.entries(s.byStatus).map(([k, v]) => `${k}×${v}`).join(' ') || '-',
});
const rows = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([kind, s]) => row(kind, s));
const all = { latencies: [], ok: 0, errors: 0, byStatus: {} };
for (const s of stats.values()) {
  all.latencies.push(...s.latencies);
  all.ok += s.ok;
  all.errors += s.errors;
  for (const [k, v] of Object.entries(s.byStatus)) all.byStatus[k] = (all.byStatus[k] ?? 0) + v;
}
rows.push(row('overall', all));
console.log(`\n[soak] ${minutes} min at ${rate} req/s offered against ${base} (max ${maxInFlight} in flight)\n`);
printTable(rows);
const memory = pids.map((p) => {
  const a = memoryStart[p.pid];
  const b = memoryEnd[p.pid];
  return {
    process: `${p.role} :${p.port}`,
    pid: p.pid,
    'RSS start MB': a == null ? 'gone' : (a / 2 ** 20).toFixed(1),
    'RSS end MB': b == null ? 'gone' : (b / 2 ** 20).toFixed(1),
    growth: a && b ? `${(((b - a) / a) * 100).toFixed(1)} %` : '-',
  };
});
if (memory.length > 0) {
  console.log('');
  printTable(memory);
}
if (all.errors > 0) {
  console.log(`\n[soak] !!!!!!!! ${all.errors} ERRORS (${rows.at(-1)['error kinds']}) !!!!!!!!`);
} else {
  console.log('\n[soak] no errors.');
}
writeJson(json, { base, minutes, rate, elapsedS: Number(elapsedS.toFixed(1)), maxInFlight, kinds: rows, memory, at: new Date().toISOString() });

if (cluster) {
  try { process.kill(-cluster.pid, 'SIGTERM'); } catch { /* gone */ }
  await new Promise((resolve) => { cluster.once('exit', resolve); setTimeout(resolve, 20_000); });
}
