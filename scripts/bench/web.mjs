#!/usr/bin/env node
// npm run bench:web [-- --db=pglite|postgres|both --duration=10 --connections=50 --json=file --only=articles|reits|membership|deals|community]
// npm run bench:reits (= --only=reits)
// npm run bench:web -- --cluster: the cached article list through a running cluster (npm run start:cluster) vs raw
// Loads the cached APIs and pages (article list and page; REIT list, REIT detail and their pages) with
// autocannon, each next to a raw node:http server answering the same bytes in the same run, and prints
// req/s, p50, p99 and the ratio to raw.
// A benchmark, not a test: it prints figures and the budgets of docs/performance.md beside them.
import autocannon from 'autocannon';
import { anyArticleId, firstId, parseArgs, printTable, readCluster, startProduct, startRawServer, writeJson } from './lib.mjs';

const TARGETS = { api: 0.7, page: 0.3, p99Ms: 100 };
/** The REIT measured (롯데리츠, in the demo data). */
const REIT = '330590';
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'vary'];

function load(url, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, pipelining: 1, headers: { 'user-agent': 'spi-bench/1 (autocannon)', accept: '*/*' } }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * The page or answer as the load will see it: a page prerendered at build time is stale until its first
 * visit has rendered it again with this database (`x-nextjs-cache: STALE`), so wait for the fresh one.
 */
async function freshSample(url) {
  for (let attempt = 0; ; attempt += 1) {
    const sample = await fetch(url);
    if (!sample.ok) throw new Error(`${url} answered ${sample.status}`);
    const body = Buffer.from(await sample.arrayBuffer());
    if (sample.headers.get('x-nextjs-cache') !== 'STALE' || attempt === 20) return { sample, body };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function measure(name, url, options) {
  const { sample, body } = await freshSample(url);
  const headers = Object.fromEntries(KEPT_HEADERS.filter((h) => sample.headers.has(h)).map((h) => [h, sample.headers.get(h)]));
  const raw = await startRawServer(body, headers);
  try {
    // Warm-up: fills caches and JIT on both sides.
    await load(url, { duration: 3, connections: options.connections });
    await load(raw.url, { duration: 2, connections: options.connections });
    const product = await load(url, options);
    const baseline = await load(raw.url, options);
    const errors = product.errors + product.non2xx;
    return {
      target: name,
      bytes: body.length,
      'req/s': Math.round(product.requests.average),
      'p50 ms': product.latency.p50,
      'p97.5 ms': product.latency.p97_5,
      'p99 ms': product.latency.p99,
      'raw req/s': Math.round(baseline.requests.average),
      'raw p99 ms': baseline.latency.p99,
      ratio: Number((product.requests.average / baseline.requests.average).toFixed(2)),
      errors,
    };
  } finally {
    await raw.stop();
  }
}

const options = parseArgs();
const all = [];
// --cluster: the cached article list through a running `npm run start:cluster` (its load balancer), beside one
// API process reached directly and a raw node:http server answering the same bytes, all in this run.
if (process.argv.includes('--cluster')) {
  const info = readCluster(process.env.SPI_DATA_DIR ?? '.data/cluster');
  const base = (process.env.BENCH_BASE_URL ?? info?.url ?? 'http://localhost:3000').replace(/\/$/, '').replace('//localhost:', '//127.0.0.1:');
  const list = '/api/seoul/v1/articles?section=PRO&page=0&size=12';
  const targets = [['cluster proxy → API GET /api/seoul/v1/articles (cached)', `${base}${list}`]];
  const oneApi = info?.processes.find((p) => p.role === 'api');
  if (oneApi) targets.push([`one API process :${oneApi.port} GET /api/seoul/v1/articles (cached)`, `http://127.0.0.1:${oneApi.port}${list}`]);
  if (info?.processes.some((p) => p.role === 'web')) {
    const articleId = await anyArticleId(base);
    targets.push([`cluster proxy → page GET /article?id=${articleId}`, `${base}/article?id=${articleId}`]);
  }
  const load = { duration: options.duration, connections: options.connections };
  for (const [name, url] of targets) all.push({ db: 'cluster', ...(await measure(name, url, load)) });
}
for (const db of process.argv.includes('--cluster') ? [] : options.dbs) {
  console.log(`\n[bench:web] ${db}: starting the product on the bench ports ...`);
  const product = await startProduct(db);
  try {
    const load = { duration: options.duration, connections: options.connections };
    const targets = [];
    const wants = (group) => options.only === 'all' || options.only === group;
    if (wants('articles')) {
      const articleId = await anyArticleId(product.api);
      targets.push(
        ['API GET /api/seoul/v1/articles (cached)', `${product.api}/api/seoul/v1/articles?section=PRO&page=0&size=12`],
        [`page GET /article?id=${articleId}`, `${product.web}/article?id=${articleId}`],
      );
    }
    if (wants('reits')) {
      targets.push(
        ['API GET /api/seoul/v1/reits (cached)', `${product.api}/api/seoul/v1/reits`],
        [`API GET /api/seoul/v1/reits/${REIT} (cached)`, `${product.api}/api/seoul/v1/reits/${REIT}`],
        ['page GET /reitsfocus', `${product.web}/reitsfocus`],
        [`page GET /reitsfocus/${REIT}`, `${product.web}/reitsfocus/${REIT}`],
      );
    }
    if (wants('deals')) {
      const dealId = await firstId(product.api, 'deals');
      const fundId = await firstId(product.api, 'funds');
      targets.push(
        ['API GET /api/seoul/v1/deals (cached)', `${product.api}/api/seoul/v1/deals`],
        ['API GET /api/seoul/v1/funds (cached)', `${product.api}/api/seoul/v1/funds`],
        ['page GET /dealsheet', `${product.web}/dealsheet`],
        [`page GET /dealsheet/${dealId}`, `${product.web}/dealsheet/${dealId}`],
        ['page GET /fund', `${product.web}/fund`],
        [`page GET /fund/${fundId}`, `${product.web}/fund/${fundId}`],
      );
    }
    if (wants('community')) {
      const eventId = await firstId(product.api, 'events');
      const jobId = await firstId(product.api, 'recruit');
      targets.push(
        ['API GET /api/seoul/v1/events (cached)', `${product.api}/api/seoul/v1/events`],
        ['API GET /api/seoul/v1/recruit (cached)', `${product.api}/api/seoul/v1/recruit`],
        ['API GET /api/seoul/v1/cityfolio (cached)', `${product.api}/api/seoul/v1/cityfolio`],
        ['page GET /event', `${product.web}/event`],
        [`page GET /event/${eventId}`, `${product.web}/event/${eventId}`],
        ['page GET /recruit', `${product.web}/recruit`],
        [`page GET /recruit/${jobId}`, `${product.web}/recruit/${jobId}`],
        ['page GET /cityfolio', `${product.web}/cityfolio`],
      );
    }
    if (wants('membership')) {
      targets.push(
        ['API GET /api/sejong/v1/memberships/plans (cached)', `${product.api}/api/sejong/v1/memberships/plans`],
        ['page GET /membership', `${product.web}/membership`],
      );
    }
    const rows = [];
    for (const [name, url] of targets) rows.push({ db, ...(await measure(name, url, load)) });
    all.push(...rows);
  } finally {
    await product.stop();
  }
}

console.log(`\n[bench:web] ${options.connections} connections, ${options.duration} s each, loopback, this machine (${new Date().toISOString().slice(0, 10)})`);
printTable(all);
console.log(`\nbudgets: API ≥ ${TARGETS.api} of raw, page ≥ ${TARGETS.page} of raw, p99 < ${TARGETS.p99Ms} ms at 50 connections`);
for (const row of all.filter((r) => r.db !== 'cluster')) {
  const budget = row.target.startsWith('API') ? TARGETS.api : TARGETS.page;
  const verdict = row.ratio >= budget && row['p99 ms'] < TARGETS.p99Ms && row.errors === 0 ? 'within budget' : 'OVER BUDGET';
  console.log(`  ${row.db} · ${row.target}: ratio ${row.ratio} (≥ ${budget}), p99 ${row['p99 ms']} ms → ${verdict}`);
}
writeJson(options.json, { date: new Date().toISOString(), connections: options.connections, durationSec: options.duration, rows: all });
