// Shared process helpers of `npm start` (scripts/start.mjs) and `npm run start:cluster` (scripts/cluster.mjs):
// spawning children, waiting until they answer, stopping them on Ctrl-C, and the local stand-ins
// (sign-in provider, payment sandbox, language model, S3-compatible storage) with the settings the API
// needs to talk to them.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Owns the child processes of one launcher. `onUnexpectedExit`: 'stop' (npm start: one product, any
 * crash stops all) or 'report' (the cluster: a crashed process is reported and not restarted, the
 * others keep serving, as behind a load balancer).
 */
export function createSupervisor({ tag = 'spi', onUnexpectedExit = 'stop', shutdownMs = 15_000 } = {}) {
  const children = new Set();
  /** Every process started: name, pid and what the caller added (role, port). */
  const started = [];
  const log = (msg) => console.log(`[${tag}] ${msg}`);
  let stopping = false;
  let exitCode = 0;
  const exitHooks = [];

  function finish(code) {
    for (const hook of exitHooks) {
      try { hook(); } catch { /* best effort */ }
    }
    process.exit(code);
  }

  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log('종료 중...');
    if (children.size === 0) finish(code);
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => {
      for (const child of children) child.kill('SIGKILL');
      finish(code);
    }, shutdownMs).unref();
  }

  /** Spawns `command args`; output goes to this terminal, prefixed by nothing (the children log JSON or their own tags). */
  function run(name, command, args, options = {}, meta = {}) {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    children.add(child);
    started.push({ name, pid: child.pid, ...meta });
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (!stopping) {
        if (onUnexpectedExit === 'stop') {
          console.error(`[${tag}] ${name} exited unexpectedly (${signal ?? code}); stopping.`);
          stop(1);
        } else {
          console.error(`[${tag}] !!! ${name} (pid ${child.pid}) exited unexpectedly (${signal ?? code}); not restarted, the other processes keep serving.`);
          child.spawnExited = true;
        }
      } else if (children.size === 0) {
        finish(exitCode);
      }
    });
    return child;
  }

  /** Polls `url` until it answers 2xx (any status below 500 with `anyAnswer`); on timeout stops everything. */
  async function waitFor(url, timeoutMs, label, { anyAnswer = false } = {}) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (stopping) return false;
      try {
        const res = await fetch(url);
        if (res.ok || (anyAnswer && res.status < 500)) return true;
      } catch { /* not up yet */ }
      await sleep(300);
    }
    console.error(`[${tag}] ${label} did not become ready within ${timeoutMs / 1000}s`);
    stop(1);
    return false;
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  return {
    log,
    run,
    stop,
    waitFor,
    onExit: (hook) => exitHooks.push(hook),
    started,
    get stopping() { return stopping; },
  };
}

function requireBuilt(file, what) {
  if (existsSync(file)) return;
  console.error(`[spi] ${what}: ${path.relative(root, file)} is missing. Build it first: npm run build`);
  process.exit(1);
}

/**
 * The local OpenID Connect provider standing in for Kakao and Google. `publicOrigins` are the origins the
 * browser signs in on (the callback is <origin>/api/auth/<provider>/callback). Returns the API settings.
 */
export async function startOidcDev(sup, { port, dataDir, publicOrigins }) {
  const file = path.join(root, 'apps/oidc-dev/dist/server.js');
  requireBuilt(file, 'local sign-in provider');
  const baseUrl = process.env.OIDC_DEV_BASE_URL ?? `http://localhost:${port}`;
  sup.run('local sign-in provider', process.execPath, ['--enable-source-maps', file], {
    cwd: root,
    env: {
      ...process.env,
      OIDC_DEV_PORT: String(port),
      OIDC_DEV_BASE_URL: baseUrl,
      OIDC_DEV_DATA_FILE: path.join(dataDir, 'oidc-dev/accounts.json'),
      OIDC_DEV_CLIENTS: process.env.OIDC_DEV_CLIENTS ?? JSON.stringify(['kakao', 'google'].map((provider) => ({
        provider,
        clientId: `spi-local-${provider}`,
        clientSecret: `spi-local-${provider}-secret`,
        redirectUris: publicOrigins.map((origin) => `${origin}/api/auth/${provider}/callback`),
      }))),
    },
  }, { role: 'oidc', port });
  await sup.waitFor(`http://127.0.0.1:${port}/healthz`, 60_000, 'local sign-in provider');
  sup.log(`로컬 로그인 제공자 (카카오·구글 대역): ${baseUrl}`);
  // The API's default issuers are http://localhost:4001/<provider>; another port needs them spelled out.
  return {
    KAKAO_ISSUER: process.env.KAKAO_ISSUER ?? `${baseUrl}/kakao`,
    GOOGLE_ISSUER: process.env.GOOGLE_ISSUER ?? `${baseUrl}/google`,
  };
}

/** The local payment sandbox standing in for Toss Payments; returns the API settings of its Toss adapter. */
export async function startPayDev(sup, { port, dataDir, webhookUrl }) {
  const file = path.join(root, 'apps/pay-dev/dist/server.js');
  requireBuilt(file, 'local payment sandbox');
  const baseUrl = process.env.PAY_DEV_BASE_URL ?? `http://localhost:${port}`;
  const secretKey = process.env.PAY_DEV_SECRET_KEY ?? 'test_sk_spi_local';
  const clientKey = process.env.PAY_DEV_CLIENT_KEY ?? 'test_ck_spi_local';
  // whsec_ + base64('spi-local-pay-dev-webhook-secret-32b'): the sandbox's fixed development secret.
  const webhookSecret = process.env.PAY_DEV_WEBHOOK_SECRET ?? 'whsec_c3BpLWxvY2FsLXBheS1kZXYtd2ViaG9vay1zZWNyZXQtMzJi';
  sup.run('local payment sandbox', process.execPath, ['--enable-source-maps', file], {
    cwd: root,
    env: {
      ...process.env,
      PAY_DEV_PORT: String(port),
      PAY_DEV_BASE_URL: baseUrl,
      PAY_DEV_DATA_FILE: path.join(dataDir, 'pay-dev/data.json'),
      PAY_DEV_SECRET_KEY: secretKey,
      PAY_DEV_CLIENT_KEY: clientKey,
      PAY_DEV_WEBHOOK_SECRET: webhookSecret,
      PAY_DEV_WEBHOOK_URL: webhookUrl,
    },
  }, { role: 'pay', port });
  await sup.waitFor(`http://127.0.0.1:${port}/healthz`, 60_000, 'local payment sandbox');
  sup.log(`로컬 결제 샌드박스 (토스페이먼츠 대역): ${baseUrl}`);
  return {
    PAYMENT_GATEWAY: 'local',
    TOSS_API_BASE_URL: `http://127.0.0.1:${port}`,
    TOSS_SECRET_KEY: secretKey,
    TOSS_CLIENT_KEY: clientKey,
    TOSS_WEBHOOK_SECRET: webhookSecret,
    TOSS_BILLING_AUTH_URL: `${baseUrl}/billing/auth`,
  };
}

/** The local OpenAI-compatible model server (ADR 021); returns Sophi's settings. */
export async function startLlmDev(sup, { port }) {
  const file = path.join(root, 'apps/llm-dev/dist/server.js');
  requireBuilt(file, 'local language model stand-in');
  sup.run('local language model stand-in', process.execPath, ['--enable-source-maps', file], {
    cwd: root,
    env: { ...process.env, LLM_DEV_PORT: String(port) },
  }, { role: 'llm', port });
  await sup.waitFor(`http://127.0.0.1:${port}/healthz`, 60_000, 'local language model stand-in');
  sup.log(`로컬 언어 모델 대역 (OpenAI 호환): http://127.0.0.1:${port}/v1`);
  return {
    SOPHI_LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    SOPHI_EMBEDDING_BASE_URL: process.env.SOPHI_EMBEDDING_BASE_URL ?? `http://127.0.0.1:${port}/v1`,
    SOPHI_EMBEDDING_MODEL: process.env.SOPHI_EMBEDDING_MODEL ?? 'spi-dev-embedding',
  };
}

export const S3_DEV = { accessKeyId: 'spi-local', secretAccessKey: 'spi-local-secret', region: 'ap-northeast-2', mediaBucket: 'spi-media', privateBucket: 'spi-private' };

/** The local S3-compatible object store (apps/s3-dev); returns the API's MEDIA_STORAGE=s3 settings. */
export async function startS3Dev(sup, { port, dataDir }) {
  const file = path.join(root, 'apps/s3-dev/dist/server.js');
  if (!existsSync(file)) {
    console.error('[spi] MEDIA_STORAGE=s3 without S3_ENDPOINT needs the local object store, but apps/s3-dev/dist/server.js is missing. Build it (npm run build -w @spi/s3-dev) or set MEDIA_STORAGE=local.');
    process.exit(1);
  }
  sup.run('local object store (S3 대역)', process.execPath, ['--enable-source-maps', file], {
    cwd: root,
    env: {
      ...process.env,
      S3_DEV_PORT: String(port),
      S3_DEV_DIR: path.join(dataDir, 's3-dev'),
      S3_DEV_BUCKETS: `${S3_DEV.mediaBucket},${S3_DEV.privateBucket}`,
    },
  }, { role: 's3', port });
  // Any answer will do: the store's health route or an S3 error for an anonymous request.
  await sup.waitFor(`http://127.0.0.1:${port}/healthz`, 60_000, 'local object store', { anyAnswer: true });
  sup.log(`로컬 오브젝트 스토리지 (S3 호환): http://127.0.0.1:${port}`);
  return s3Env(`http://127.0.0.1:${port}`);
}

/** The API's S3 settings for an endpoint (environment values win). */
export function s3Env(endpoint) {
  return {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: process.env.S3_REGION ?? S3_DEV.region,
    S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID ?? S3_DEV.accessKeyId,
    S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY ?? S3_DEV.secretAccessKey,
    S3_MEDIA_BUCKET: process.env.S3_MEDIA_BUCKET ?? S3_DEV.mediaBucket,
    S3_PRIVATE_BUCKET: process.env.S3_PRIVATE_BUCKET ?? S3_DEV.privateBucket,
  };
}

/** Starts one API process (the built bundle) with `env` on top of this process's environment. */
export function startApi(sup, { name = 'API', port, env }) {
  const file = path.join(root, 'apps/api/dist/server.js');
  requireBuilt(file, 'API');
  return sup.run(name, process.execPath, ['--enable-source-maps', file], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  }, { role: 'api', port });
}

/**
 * The web's data and page caches (fetch cache, on-demand ISR pages) know what changed only while the
 * web runs (tag expiries are kept in memory): a restarted web may face a different database, so it
 * starts with empty caches and renders each page again on its first visit.
 */
export function clearWebCaches() {
  for (const dir of ['apps/web/.next/cache/fetch-cache', 'apps/web/.next/server/route-cache']) {
    rmSync(path.join(root, dir), { recursive: true, force: true });
  }
}

/** Starts one process of the built web app: Next.js behind the front page cache (apps/web/dist/server.js, ADR 027). */
export function startWeb(sup, { name = 'web', port, apiOrigin, revalidateSecret, env = {} }) {
  return sup.run(name, process.execPath, [path.join(root, 'apps/web/dist/server.js')], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), SPI_API_ORIGIN: apiOrigin, SPI_INTERNAL_API_ORIGIN: apiOrigin, REVALIDATE_SECRET: revalidateSecret },
  }, { role: 'web', port });
}

/**
 * Pages prerendered by the build were rendered without an API (a list shows no rows until the browser asks); expire
 * every shared data tag (the API's CONTENT_TAGS, apps/api/src/cache/content-tags.ts; a test holds the two lists
 * equal) so the first visitor of any page gets one rendered from this database, not the build's copy served stale.
 */
export const STARTUP_TAGS = ['home', 'articles', 'taxonomy', 'reits', 'deals', 'funds', 'events', 'recruit', 'cityfolio', 'glossary', 'membership-plans', 'faqs', 'notices'];
export async function expireStartupTags(webOrigins, revalidateSecret) {
  await Promise.all(webOrigins.map((origin) => fetch(`${origin}/internal/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret },
    body: JSON.stringify({ tags: STARTUP_TAGS }),
  }).catch(() => undefined)));
}
