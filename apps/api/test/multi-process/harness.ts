/**
 * Several real API processes on one PostgreSQL and one Redis (issue 15 §1): each child runs
 * `node --import tsx apps/api/src/server.ts` with its own port and the same DATABASE_URL, REDIS_URL,
 * REDIS_KEY_PREFIX and JWT_SECRET, as behind a load balancer.
 *
 * Only with both TEST_DATABASE_URL and TEST_REDIS_URL. The demo data is seeded once into a template
 * database (named after a hash of the migrations and demo loaders, built under an advisory lock so
 * parallel test files build it once); each test file then gets a fresh copy of it and drops it at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../oidc-flow';
import pg, { type Client as PgClient, type Pool as PgPool } from 'pg';

export const DATABASE_URL = process.env.TEST_DATABASE_URL;
export const REDIS_URL = process.env.TEST_REDIS_URL;
/** The folder runs only when both services are there. */
export const MULTI_PROCESS = Boolean(DATABASE_URL && REDIS_URL);

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/src/server.ts');
/** One secret shared by every process (access tokens signed by one are accepted by the other). */
export const SHARED_JWT_SECRET = 'multi-process-test-secret-0123456789abcdef';
export const REVALIDATE_SECRET = 'multi-process-revalidate-secret';
/** Generous: on a loaded 2-core machine tsx needs 30 s or more to boot one process. */
const READY_TIMEOUT_MS = 240_000;

function urlWithDatabase(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(fn: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Names and sizes of the migrations and demo loaders: a new migration or demo file makes a new template. */
function schemaFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) hash.update(`${path.relative(REPO_ROOT, full)}:${statSync(full).size}\n`);
    }
  };
  walk(path.join(REPO_ROOT, 'packages/db/migrations'));
  walk(path.join(REPO_ROOT, 'packages/db/src/demo'));
  hash.update(readFileSync(path.join(REPO_ROOT, 'packages/db/src/seed.ts')));
  return hash.digest('hex').slice(0, 12);
}

/** Migrated and seeded once per fingerprint (by one API process started for it), reused by every file. */
async function seededTemplate(): Promise<string> {
  const template = `spi_mp_tpl_${schemaFingerprint()}`;
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(715015)');
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount) return;
      const building = `${template}_build`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'spi-mp-seed-'));
      const seeder = await startApiProcess('seed', {
        DATABASE_URL: urlWithDatabase(DATABASE_URL!, building),
        SEED_DEMO: 'true',
        JOB_RUNNER: 'in-process',
        PUBLISH_SCHEDULER_INTERVAL_MS: '0',
        PRICE_FEED: 'off',
        SPI_DATA_DIR: dataDir,
        REDIS_KEY_PREFIX: `spi-mp-seed-${randomUUID().slice(0, 8)}:`,
      });
      await seeder.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`alter database ${building} rename to ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock(715015)');
    }
  });
  return template;
}

/** A fresh copy of the seeded template for one test file. */
export async function createTestDatabase(label: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const template = await seededTemplate();
  const name = `spi_mp_${label}_${randomUUID().slice(0, 8)}`;
  // A template may not have other sessions while it is copied; the lock serialises copies with the build.
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(715015)');
    try {
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock(715015)');
    }
  });
  return {
    name,
    url: urlWithDatabase(DATABASE_URL!, name),
    drop: () => withAdmin(async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))),
  };
}

export interface ApiProcess {
  name: string;
  port: number;
  origin: string;
  child: ChildProcess;
  /** stdout and stderr of the child (for failure messages). */
  output: string[];
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
  /** SIGKILL at once (the fault test). */
  kill9(): Promise<void>;
}

/** Starts one API process and waits until /api/ready answers 200. */
export async function startApiProcess(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: SHARED_JWT_SECRET,
      BILLING_KEY_SECRET: 'multi-process-billing-key-secret-0123456789',
      REDIS_URL: REDIS_URL!,
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then((code) => {
    done = true;
    // A process that ends on its own (not stopped or killed by the test) says why.
    if (code !== null && code !== 0) console.error(`[multi-process] API process ${name} exited with ${code}:\n${output.join('').slice(-3000)}`);
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (done) throw new Error(`API process ${name} exited before it was ready:\n${output.join('').slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API process ${name} not ready after ${READY_TIMEOUT_MS} ms:\n${output.join('').slice(-3000)}`);
    }
    try {
      const res = await fetch(`${origin}/api/ready`);
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (done) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const kill9 = async () => {
    if (done) return;
    child.kill('SIGKILL');
    await exited;
  };
  return { name, port, origin, child, output, exited, stop, kill9 };
}

export interface Cluster {
  db: { name: string; url: string };
  sql: PgPool;
  redisPrefix: string;
  processes: ApiProcess[];
  /** Kills the processes, closes the pool, drops the database, removes the data folder. */
  close(): Promise<void>;
}

/**
 * N API processes on one fresh database (copied from the seeded template) and one Redis key prefix.
 * `env` is added to every process's environment.
 */
export async function startCluster(label: string, count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const db = await createTestDatabase(label);
  const dataDir = mkdtempSync(path.join(tmpdir(), `spi-mp-${label}-`));
  const redisPrefix = `spi-mp-${label}-${randomUUID().slice(0, 8)}:`;
  const common = {
    DATABASE_URL: db.url,
    REDIS_KEY_PREFIX: redisPrefix,
    SPI_DATA_DIR: dataDir,
    JOB_RUNNER: 'pg-boss',
    REVALIDATE_SECRET,
    // The tests send X-Forwarded-For to act as distinct clients.
    TRUST_PROXY: 'loopback',
    ...env,
  };
  const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => startApiProcess(String.fromCharCode(65 + i), common)));
  const processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const sql = new pg.Pool({ connectionString: db.url, max: 3 });
  const close = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await sql.end();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return { db, sql, redisPrefix, processes, close };
}

/** A stand-in web process: records every revalidation POST it gets. */
export interface FakeWeb {
  origin: string;
  requests: Array<{ path: string; secret: string | undefined; body: unknown }>;
  close(): Promise<void>;
}

export async function startFakeWeb(): Promise<FakeWeb> {
  const requests: FakeWeb['requests'] = [];
  const server: Server = createHttpServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      requests.push({ path: req.url ?? '', secret: req.headers['x-revalidate-secret'] as string | undefined, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Polls until `check` returns a truthy value (or throws the last error after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
