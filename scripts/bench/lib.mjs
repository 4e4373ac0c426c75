// Shared pieces of the benchmarks (docs/performance.md): start the built product on the bench ports, on
// PGlite or on a fresh PostgreSQL database, a raw node:http server answering given bytes, and arguments.
// Everything listens on and targets 127.0.0.1 only; every load is bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The web's /api/* rewrite to the API is fixed at build time (http://127.0.0.1:4000), so the bench's API
// takes that port: stop `npm start` and e2e runs before benchmarking.
export const PORTS = { web: 3300, api: 4000, oidc: 4301, pay: 4302 };
const LOCAL_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** `--db=pglite|postgres|both`, `--json=file`, `--duration=10`, `--connections=50`, `--only=articles|reits|membership|deals`, `--pages=home,멤버십` (Lighthouse). */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = Object.fromEntries(argv.filter((a) => a.startsWith('--')).map((a) => {
    const [key, ...rest] = a.slice(2).split('=');
    return [key, rest.length ? rest.join('=') : 'true'];
  }));
  const db = args.db ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
  if (!['pglite', 'postgres', 'both'].includes(db)) throw new Error(`--db must be pglite, postgres or both (got ${db})`);
  const only = args.only ?? 'all';
  if (!['all', 'articles', 'reits', 'membership', 'deals', 'community'].includes(only)) throw new Error(`--only must be articles, reits, membership, deals or community (got ${only})`);
  const throttling = args.throttling ?? 'simulate';
  if (!['simulate', 'devtools'].includes(throttling)) throw new Error(`--throttling must be simulate or devtools (got ${throttling})`);
  return {
    dbs: db === 'both' ? ['pglite', 'postgres'] : [db],
    throttling,
    json: args.json,
    duration: Math.min(60, Math.max(2, Number(args.duration ?? process.env.BENCH_DURATION ?? 10))),
    connections: Math.min(200, Math.max(1, Number(args.connections ?? process.env.BENCH_CONNECTIONS ?? 50))),
    runs: Math.min(5, Math.max(1, Number(args.runs ?? 3))),
    only,
    pages: args.pages ? args.pages.split(',').map((p) => p.trim()).filter(Boolean) : null,
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch { /* not yet */ }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

function psql(sql) {
  const result = spawnSync('psql', [LOCAL_PG, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

/**
 * Starts the built product (building it first when there is no build) with `npm start`'s script on the
 * bench ports. PostgreSQL runs get a fresh database, dropped on stop. BENCH_BASE_URL/BENCH_API_URL target
 * a running product instead.
 */
export async function startProduct(db) {
  if (process.env.BENCH_BASE_URL) {
    return { web: process.env.BENCH_BASE_URL.replace(/\/$/, ''), api: (process.env.BENCH_API_URL ?? process.env.BENCH_BASE_URL).replace(/\/$/, ''), db: 'external', stop: async () => {} };
  }
  if (!existsSync(path.join(root, 'apps/web/.next/BUILD_ID')) || !existsSync(path.join(root, 'apps/web/dist/server.js')) || !existsSync(path.join(root, 'apps/api/dist/server.js'))) {
    console.log('[bench] no build yet: npm run build');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('build failed');
  }
  for (const port of Object.values(PORTS)) {
    const busy = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
    if (busy) throw new Error(`port ${port} is in use: stop npm start (or an e2e run) before benchmarking`);
  }
  const dataDir = path.join(root, `.data/bench-${db}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    PORT: String(PORTS.web),
    API_PORT: String(PORTS.api),
    OIDC_DEV_PORT: String(PORTS.oidc),
    PAY_DEV_PORT: String(PORTS.pay),
    SPI_DATA_DIR: dataDir,
    SPI_SKIP_BUILD: '1',
    LOG_LEVEL: 'warn',
    // Benchmarks measure serving; the publishing scheduler stays quiet.
    PUBLISH_SCHEDULER_INTERVAL_MS: '0',
  };
  let database = null;
  if (db === 'postgres') {
    database = `spi_bench_${Date.now()}`;
    psql(`create database ${database}`);
    const url = new URL(LOCAL_PG);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  } else {
    delete env.DATABASE_URL;
  }
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const web = `http://127.0.0.1:${PORTS.web}`;
  await waitFor(`${web}/api/ready`, 180_000);
  return {
    web,
    api: `http://127.0.0.1:${PORTS.api}`,
    db,
    stop: async () => {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ }
      await new Promise((resolve) => { child.once('exit', resolve); setTimeout(resolve, 15_000); });
      if (database) psql(`drop database if exists ${database} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A published article id (the newest public one). */
/** The id of the first deal or fund of the list ('deals' | 'funds'). */
/** The id of the first item of a public list (`list` may carry its own query, e.g. 'events?when=upcoming'). */
export async function firstId(api, list) {
  const res = await fetch(`${api}/api/seoul/v1/${list}`);
  const body = await res.json();
  return body.data[0].id;
}

export async function anyArticleId(api) {
  const res = await fetch(`${api}/api/seoul/v1/articles?section=PRO&size=1`);
  const body = await res.json();
  return body.data[0].articleId;
}

/**
 * A guest's main pages as the benches of the first load measure them (bench:js, bench:hydration): the reader pages,
 * then main pages whose own components ask for data. [name, path of the started product].
 */
export const GUEST_PAGES = [
  ['home', () => '/'],
  ['article', async (product) => `/article?id=${await anyArticleId(product.api)}`],
  ['SPI Pro list', () => '/article'],
  ['search', () => `/search?q=${encodeURIComponent('리츠')}`],
  ['이용약관', () => '/policy/terms'],
  ['회사 소개', () => '/about'],
  ['시티폴리오', () => '/cityfolio'],
  ['멤버십', () => '/membership'],
  ['이벤트', () => '/event'],
  ['리츠포커스', () => '/reitsfocus'],
  ['채용', () => '/recruit'],
  ['딜정보', () => '/dealsheet'],
  ['사모펀드', () => '/fund'],
];

/**
 * A raw node:http server in its own process answering every request with `body` and `headers`: the
 * ceiling this machine can serve those bytes at.
 */
export async function startRawServer(body, headers) {
  const file = path.join(root, `.data/bench-raw-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ body: Buffer.from(body).toString('base64'), headers }));
  const source = `
    const http = require('node:http');
    const { body, headers } = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const bytes = Buffer.from(body, 'base64');
    const server = http.createServer((req, res) => { res.writeHead(200, { ...headers, 'content-length': bytes.length }); res.end(bytes); });
    server.keepAliveTimeout = 72000;
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));
  `;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => { child.once('message', resolve); child.once('exit', () => reject(new Error('raw server exited'))); });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => { child.kill(); rmSync(file, { force: true }); },
  };
}

export function writeJson(file, data) {
  if (!file) return;
  writeFileSync(path.resolve(file), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`[bench] figures written to ${file}`);
}

/** Fixed-width table for the terminal. */
export function printTable(rows) {
  const columns = Object.keys(rows[0] ?? {});
  const width = (c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length));
  const line = (r) => columns.map((c) => String(r[c]).padEnd(width(c))).join('  ');
  console.log(line(Object.fromEntries(columns.map((c) => [c, c]))));
  console.log(columns.map((c) => '-'.repeat(width(c))).join('  '));
  for (const r of rows) console.log(line(r));
}

/** The processes of a running `npm run start:cluster` (<data dir>/cluster.json: role, port, pid), or null. */
export function readCluster(dataDir = process.env.SPI_DATA_DIR ?? '.data/cluster') {
  const file = path.resolve(root, dataDir, 'cluster.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Resident memory (bytes) of each pid that still runs; pidusage reads /proc, so it costs nothing to the processes. */
export async function rssOf(pids) {
  const { default: pidusage } = await import('pidusage');
  const out = {};
  for (const pid of pids) {
    try {
      out[pid] = (await pidusage(pid)).memory;
    } catch {
      out[pid] = null;
    }
  }
  pidusage.clear();
  return out;
}

/** Percentile (0-100) of unsorted numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A tiny cookie jar for fetch: keeps name=value of every Set-Cookie and sends them back. */
export class CookieJar {
  constructor() { this.cookies = new Map(); }
  absorb(res) {
    for (const line of res.headers.getSetCookie?.() ?? []) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name) { return this.cookies.get(name); }
  header() { return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; '); }
}

/**
 * Signs a seeded demo account in over plain HTTP through the local provider (apps/oidc-dev), the way a
 * browser does: /api/auth/<provider>/start → the provider's chooser → its decision form → the API's callback.
 * Returns the jar with the session cookies and the CSRF pair (cookie spi-csrf + token). `base` is the
 * web origin the provider redirects back to (PUBLIC_ORIGIN); the redirect's host is replaced by `base`.
 */
export async function signInLocal(base, account = 'kakao-demo-1001', headers = {}) {
  const provider = account.split('-')[0];
  const jar = new CookieJar();
  const go = async (url, init = {}) => {
    const res = await fetch(url, { redirect: 'manual', ...init, headers: { ...headers, ...(init.headers ?? {}), cookie: jar.header() } });
    jar.absorb(res);
    return res;
  };
  const start = await go(`${base}/api/auth/${provider}/start?redirect=%2F`);
  const authorize = start.headers.get('location');
  if (start.status !== 302 || !authorize) throw new Error(`sign-in start answered ${start.status}`);
  // The provider is another site: no cookies of ours go there.
  const chooser = await fetch(authorize, { headers });
  const html = await chooser.text();
  const tx = /name="tx" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!chooser.ok || !tx || !action) throw new Error(`the provider's chooser answered ${chooser.status}`);
  const decision = await fetch(new URL(action, authorize), {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tx, action: 'select', account }),
  });
  const callback = decision.headers.get('location');
  if (decision.status !== 302 || !callback) throw new Error(`the provider's decision answered ${decision.status}`);
  const back = new URL(callback);
  const done = await go(`${base}${back.pathname}${back.search}`);
  if (done.status !== 302 || (done.headers.get('location') ?? '').includes('error=')) throw new Error(`sign-in callback answered ${done.status} ${done.headers.get('location')}`);
  const csrf = await go(`${base}/api/auth/csrf`);
  if (!csrf.ok) throw new Error(`csrf answered ${csrf.status}`);
  const { csrfToken } = await csrf.json();
  return { jar, csrfToken, account };
}
