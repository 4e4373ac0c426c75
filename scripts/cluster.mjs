#!/usr/bin/env node
// `npm run start:cluster`: the production topology of docs/deployment.md on one machine. Two API and two web
// processes on PostgreSQL and Redis behind a small load balancer (http-proxy-3), with the local stand-ins
// (sign-in provider, payment sandbox, S3-compatible object store). Migrations run once before any API
// starts; the demo data is loaded by the first API only.
//
// Settings (environment): PORT (proxy, 3000), API_PORT_BASE (4010: APIs on 4011, 4012), WEB_PORT_BASE (3010:
// webs on 3011, 3012), API_INSTANCES / WEB_INSTANCES (2, at most 4), stand-ins on API_PORT_BASE+11..14
// (OIDC_DEV_PORT, PAY_DEV_PORT, LLM_DEV_PORT, S3_DEV_PORT), DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/spi_cluster, created when missing), REDIS_URL (redis://127.0.0.1:6379),
// REDIS_KEY_PREFIX (spi-cluster:), SPI_DATA_DIR (.data/cluster), JWT_SECRET / REVALIDATE_SECRET (else
// generated once into <data dir>/secrets.json), MEDIA_STORAGE (s3; `local` only for a trial on one disk).
//
// A crashed process is reported and not restarted: the proxy skips it and the others keep serving (the
// fault test kills one on purpose). Ctrl-C stops everything. <data dir>/cluster.json lists every process
// (role, port, pid) for the benchmarks (scripts/bench/soak.mjs).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import {
  clearWebCaches, createSupervisor, expireStartupTags, root, s3Env, startApi, startLlmDev, startOidcDev, startPayDev, startS3Dev, startWeb,
} from './lib/processes.mjs';

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const proxyPort = num('PORT', 3000);
const apiBase = num('API_PORT_BASE', 4010);
const webBase = num('WEB_PORT_BASE', 3010);
const apiCount = Math.max(1, Math.min(4, num('API_INSTANCES', 2)));
// WEB_INSTANCES=0: the APIs alone behind the proxy (API benchmarks without a web build).
const webCount = Math.max(0, Math.min(4, num('WEB_INSTANCES', 2)));
const apiPorts = Array.from({ length: apiCount }, (_, i) => apiBase + 1 + i);
const webPorts = Array.from({ length: webCount }, (_, i) => webBase + 1 + i);
const dataDir = path.resolve(root, process.env.SPI_DATA_DIR ?? '.data/cluster');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/spi_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisKeyPrefix = process.env.REDIS_KEY_PREFIX ?? 'spi-cluster:';
const mediaStorage = process.env.MEDIA_STORAGE ?? 's3';
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${proxyPort}`;
const proxyOrigin = `http://127.0.0.1:${proxyPort}`;
const clusterFile = path.join(dataDir, 'cluster.json');

const sup = createSupervisor({ tag: 'cluster', onUnexpectedExit: 'report' });
const { log } = sup;
sup.onExit(() => rmSync(clusterFile, { force: true }));

for (const [file, what] of [['apps/api/dist/server.js', 'API'], ...(webCount > 0 ? [['apps/web/.next/BUILD_ID', 'web'], ['apps/web/dist/server.js', 'web']] : [])]) {
  if (!existsSync(path.join(root, file))) {
    console.error(`[cluster] the ${what} is not built (${file} is missing): run npm run build first.`);
    process.exit(1);
  }
}
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('[cluster] several API processes need PostgreSQL: DATABASE_URL must be a postgres:// URL (PGlite is for one process).');
  process.exit(1);
}
mkdirSync(dataDir, { recursive: true });

/** One JWT and revalidation secret for every process, kept across restarts (sessions survive a restart). */
function secrets() {
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const value = {
    jwtSecret: process.env.JWT_SECRET ?? stored.jwtSecret ?? randomBytes(32).toString('base64url'),
    revalidateSecret: process.env.REVALIDATE_SECRET ?? stored.revalidateSecret ?? randomBytes(24).toString('base64url'),
  };
  if (!process.env.JWT_SECRET || !process.env.REVALIDATE_SECRET) writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  return value;
}

/** Creates the cluster's database when it does not exist (connecting to the server's `postgres` database). */
async function ensureDatabase(url) {
  const { default: postgres } = await import('postgres');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const found = await sql`select 1 from pg_database where datname = ${name}`;
    if (found.length === 0) {
      await sql.unsafe(`create database "${name.replaceAll('"', '""')}"`);
      log(`데이터베이스 ${name}를 만들었습니다.`);
    }
  } finally {
    await sql.end();
  }
}

await ensureDatabase(databaseUrl);

// Release step: migrations once, before any API process (the APIs' own boot-time migrate then finds nothing to do).
const migrated = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/lib/migrate-once.mjs')], {
  cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl },
});
if (migrated.status !== 0) {
  console.error('[cluster] migrations failed; nothing was started.');
  process.exit(1);
}

const { jwtSecret, revalidateSecret } = secrets();

const oidcEnv = !process.env.KAKAO_CLIENT_ID && !process.env.GOOGLE_CLIENT_ID
  ? await startOidcDev(sup, { port: num('OIDC_DEV_PORT', apiBase + 11), dataDir, publicOrigins: [publicOrigin] })
  : {};
// Webhooks go through the load balancer like any request from outside.
const paymentEnv = process.env.PAYMENT_GATEWAY !== 'toss'
  ? await startPayDev(sup, { port: num('PAY_DEV_PORT', apiBase + 12), dataDir, webhookUrl: `${proxyOrigin}/api/sejong/v1/payments/webhook` })
  : {};
const sophiEnv = process.env.SOPHI_ENGINE === 'openai' && !process.env.SOPHI_LLM_BASE_URL
  ? await startLlmDev(sup, { port: num('LLM_DEV_PORT', apiBase + 13) })
  : {};
let storageEnv = { MEDIA_STORAGE: 'local' };
if (mediaStorage === 's3') {
  storageEnv = process.env.S3_ENDPOINT ? s3Env(process.env.S3_ENDPOINT) : await startS3Dev(sup, { port: num('S3_DEV_PORT', apiBase + 14), dataDir });
} else {
  log('MEDIA_STORAGE=local: 업로드 파일은 이 컴퓨터의 디스크에 저장됩니다 (여러 대의 서버에서는 s3를 쓰세요).');
}

const apiEnv = {
  ...oidcEnv,
  ...paymentEnv,
  ...sophiEnv,
  ...storageEnv,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: redisKeyPrefix,
  JWT_SECRET: jwtSecret,
  REVALIDATE_SECRET: revalidateSecret,
  SPI_DATA_DIR: dataDir,
  PUBLIC_ORIGIN: publicOrigin,
  WEB_INTERNAL_ORIGIN: webPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
  // The proxy below overwrites X-Forwarded-For with the client's address, as a load balancer must.
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'true',
  JOB_RUNNER: process.env.JOB_RUNNER ?? 'pg-boss',
};

// The first API loads the demo data (SEED_DEMO) alone; the others start once it is ready.
for (const [i, port] of apiPorts.entries()) {
  const seed = i === 0 ? (process.env.SEED_DEMO ?? 'true') : 'false';
  startApi(sup, { name: `API :${port}`, port, env: { ...apiEnv, SEED_DEMO: seed } });
  if (i === 0) await sup.waitFor(`http://127.0.0.1:${port}/api/ready`, 180_000, `API :${port}`);
}
await Promise.all(apiPorts.slice(1).map((port) => sup.waitFor(`http://127.0.0.1:${port}/api/ready`, 180_000, `API :${port}`)));

// The web processes reach the APIs through the load balancer too, so a stopped API does not break page renders.
clearWebCaches();
for (const port of webPorts) {
  startWeb(sup, { name: `web :${port}`, port, apiOrigin: proxyOrigin, revalidateSecret });
}

// ---- The load balancer ----
const backends = {
  api: apiPorts.map((port) => ({ port, target: `http://127.0.0.1:${port}`, downUntil: 0 })),
  web: webPorts.map((port) => ({ port, target: `http://127.0.0.1:${port}`, downUntil: 0 })),
};
const cursor = { api: 0, web: 0 };
/** Round robin over the backends not marked down (a refused connection marks one down for 2 s). */
function pick(pool, exclude) {
  const list = backends[pool];
  const now = Date.now();
  for (let n = 0; n < list.length; n += 1) {
    const backend = list[cursor[pool]++ % list.length];
    if (backend !== exclude && backend.downUntil <= now) return backend;
  }
  return list.find((b) => b !== exclude) ?? list[0];
}
const poolOf = (url = '/') => (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') ? 'api' : 'web');
const refused = (err) => err?.code === 'ECONNREFUSED';
/** A backend that died under a request (kill -9): safe to send again only when the method is idempotent. */
const dropped = (err) => ['ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes(err?.code) || err?.message === 'socket hang up';
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

const agent = new http.Agent({ keepAlive: true, maxSockets: 512, keepAliveMsecs: 1_000 });
const proxy = createProxyServer({ xfwd: true, agent, proxyTimeout: 120_000 });
// A client's own X-Forwarded-* are not believed: the load balancer states the address it saw.
proxy.on('proxyReq', (proxyReq, req) => {
  proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress ?? '');
  proxyReq.setHeader('x-forwarded-proto', 'http');
  proxyReq.setHeader('x-forwarded-host', req.headers.host ?? '');
});

const UNAVAILABLE = JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: '서비스를 일시적으로 사용할 수 없습니다.' } });
function unavailable(req, res) {
  if (res.headersSent || res.writableEnded) { res.destroy(); return; }
  const api = poolOf(req.url) === 'api';
  res.writeHead(503, { 'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8', 'retry-after': '1', 'cache-control': 'no-store' });
  res.end(api ? UNAVAILABLE : '서비스를 일시적으로 사용할 수 없습니다.');
}

/** Requests with a body are read first, so a refused connection can be retried on another backend with the same bytes. */
async function bodyOf(req) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return null;
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const server = http.createServer(async (req, res) => {
  const pool = poolOf(req.url);
  let body;
  try {
    body = await bodyOf(req);
  } catch {
    res.destroy();
    return;
  }
  if (backends[pool].length === 0) { unavailable(req, res); return; }
  const attempt = (backend, retried) => {
    proxy.web(req, res, { target: backend.target, ...(body ? { buffer: Readable.from([body]) } : {}) }, (err) => {
      const retryable = refused(err) || (dropped(err) && IDEMPOTENT.has(req.method) && !res.headersSent);
      if (refused(err) || dropped(err)) backend.downUntil = Date.now() + 2_000;
      if (retryable && !retried) {
        const other = pick(pool, backend);
        if (other !== backend) return attempt(other, true);
      }
      unavailable(req, res);
    });
  };
  attempt(pick(pool), false);
});
// Sophi's websocket (/api/sophi/ws) goes to an API process; answers reach it over Redis pub/sub (ADR 021).
server.on('upgrade', (req, socket, head) => {
  if (poolOf(req.url) !== 'api') { socket.destroy(); return; }
  const attempt = (backend, retried) => {
    proxy.ws(req, socket, head, { target: backend.target }, (err) => {
      if (refused(err) && !retried) {
        backend.downUntil = Date.now() + 2_000;
        const other = pick('api', backend);
        if (other !== backend) return attempt(other, true);
      }
      socket.destroy();
    });
  };
  attempt(pick('api'), false);
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(proxyPort, process.env.PROXY_HOST, resolve);
});
sup.onExit(() => server.close());

await Promise.all(webPorts.map((port) => sup.waitFor(`http://127.0.0.1:${port}/robots.txt`, 180_000, `web :${port}`)));
await expireStartupTags(webPorts.map((port) => `http://127.0.0.1:${port}`), revalidateSecret);
if (sup.stopping) process.exitCode = 1;
else {
  const all = [{ role: 'proxy', port: proxyPort, pid: process.pid }, ...sup.started.map(({ role, port, pid }) => ({ role, port, pid }))];
  writeFileSync(clusterFile, `${JSON.stringify({ startedAt: new Date().toISOString(), url: publicOrigin, databaseUrl, redisKeyPrefix, mediaStorage: storageEnv.MEDIA_STORAGE, processes: all }, null, 2)}\n`);
  log(`SPI 클러스터가 준비되었습니다: ${publicOrigin}  (종료: Ctrl-C)`);
  for (const p of all) log(`  ${p.role.padEnd(5)} :${p.port}  pid ${p.pid}`);
  log(`  PostgreSQL ${new URL(databaseUrl).pathname.slice(1)} · Redis ${redisKeyPrefix} · 미디어 ${storageEnv.MEDIA_STORAGE} · 프로세스 목록 ${path.relative(root, clusterFile)}`);
}
