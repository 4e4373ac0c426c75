#!/usr/bin/env node
// `npm start`: builds what is not built (or is older than its sources), starts the API and the web app,
// waits until both answer, prints the URL, and stops both cleanly on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = path.resolve(root, process.env.SPI_DATA_DIR ?? 'data');
const stampFile = path.join(root, 'apps/web/.next/spi-build-stamp');

const log = (msg) => console.log(`[spi] ${msg}`);

function newestSourceTime() {
  const roots = ['apps/web/src', 'apps/web/next.config.ts', 'apps/api/src', 'apps/llm-dev/src', 'packages/core/src', 'packages/db/src', 'packages/db/migrations', 'package-lock.json'];
  let newest = 0;
  const visit = (p) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && !entry.startsWith('.')) visit(path.join(p, entry));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const r of roots) if (existsSync(path.join(root, r))) visit(path.join(root, r));
  return newest;
}

function needsBuild() {
  if (process.env.SPI_SKIP_BUILD === '1') return false;
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) return true;
  if (!existsSync(path.join(root, 'apps/llm-dev/dist/server.js'))) return true;
  if (!existsSync(path.join(root, 'apps/web/.next/BUILD_ID'))) return true;
  if (!existsSync(stampFile)) return true;
  return Number(readFileSync(stampFile, 'utf8')) < newestSourceTime();
}

if (needsBuild()) {
  log('빌드가 필요합니다. 빌드를 시작합니다 (처음 한 번은 몇 분 걸릴 수 있습니다)...');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, SPI_API_ORIGIN: `http://127.0.0.1:${apiPort}` } });
  if (result.status !== 0) {
    console.error('[spi] 빌드에 실패했습니다.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, String(newestSourceTime()));
  log(`빌드 완료 (${Math.round((Date.now() - started) / 1000)}초)`);
}

const children = new Set();
let stopping = false;

function run(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[spi] ${name} exited unexpectedly (${signal ?? code}); stopping.`);
      stop(1);
    } else if (children.size === 0) {
      process.exit(exitCode);
    }
  });
  return child;
}

let exitCode = 0;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  log('종료 중...');
  if (children.size === 0) process.exit(code);
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 15_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs, label) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  console.error(`[spi] ${label} did not become ready within ${timeoutMs / 1000}s`);
  stop(1);
}

// Without real provider keys, the local OpenID Connect provider stands in for Kakao and Google.
const useLocalProvider = !process.env.KAKAO_CLIENT_ID && !process.env.GOOGLE_CLIENT_ID;
if (useLocalProvider) {
  const oidcPort = Number(process.env.OIDC_DEV_PORT ?? 4001);
  run('local sign-in provider', process.execPath, ['--enable-source-maps', path.join(root, 'apps/oidc-dev/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      OIDC_DEV_PORT: String(oidcPort),
      OIDC_DEV_BASE_URL: process.env.OIDC_DEV_BASE_URL ?? `http://localhost:${oidcPort}`,
      OIDC_DEV_DATA_FILE: path.join(dataDir, 'oidc-dev/accounts.json'),
      OIDC_DEV_CLIENTS: process.env.OIDC_DEV_CLIENTS ?? JSON.stringify(['kakao', 'google'].map((provider) => ({
        provider,
        clientId: `spi-local-${provider}`,
        clientSecret: `spi-local-${provider}-secret`,
        redirectUris: [`http://localhost:${webPort}/api/auth/${provider}/callback`],
      }))),
    },
  });
  await waitFor(`http://127.0.0.1:${oidcPort}/healthz`, 60_000, 'local sign-in provider');
  log(`로컬 로그인 제공자 (카카오·구글 대역): http://localhost:${oidcPort}`);
}

// Unless PAYMENT_GATEWAY=toss (real Toss Payments keys), the local payment sandbox stands in for Toss Payments
// and the API's Toss adapter talks to it with the sandbox's test keys.
const paymentEnv = {};
if (process.env.PAYMENT_GATEWAY !== 'toss') {
  const payPort = Number(process.env.PAY_DEV_PORT ?? 4002);
  const payBaseUrl = process.env.PAY_DEV_BASE_URL ?? `http://localhost:${payPort}`;
  const paySecretKey = process.env.PAY_DEV_SECRET_KEY ?? 'test_sk_spi_local';
  const payClientKey = process.env.PAY_DEV_CLIENT_KEY ?? 'test_ck_spi_local';
  // whsec_ + base64('spi-local-pay-dev-webhook-secret-32b'): the sandbox's fixed development secret.
  const payWebhookSecret = process.env.PAY_DEV_WEBHOOK_SECRET ?? 'whsec_c3BpLWxvY2FsLXBheS1kZXYtd2ViaG9vay1zZWNyZXQtMzJi';
  run('local payment sandbox', process.execPath, ['--enable-source-maps', path.join(root, 'apps/pay-dev/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PAY_DEV_PORT: String(payPort),
      PAY_DEV_BASE_URL: payBaseUrl,
      PAY_DEV_DATA_FILE: path.join(dataDir, 'pay-dev/data.json'),
      PAY_DEV_SECRET_KEY: paySecretKey,
      PAY_DEV_CLIENT_KEY: payClientKey,
      PAY_DEV_WEBHOOK_SECRET: payWebhookSecret,
      PAY_DEV_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/sejong/v1/payments/webhook`,
    },
  });
  await waitFor(`http://127.0.0.1:${payPort}/healthz`, 60_000, 'local payment sandbox');
  log(`로컬 결제 샌드박스 (토스페이먼츠 대역): http://localhost:${payPort}`);
  Object.assign(paymentEnv, {
    PAYMENT_GATEWAY: 'local',
    TOSS_API_BASE_URL: `http://127.0.0.1:${payPort}`,
    TOSS_SECRET_KEY: paySecretKey,
    TOSS_CLIENT_KEY: payClientKey,
    TOSS_WEBHOOK_SECRET: payWebhookSecret,
    TOSS_BILLING_AUTH_URL: `${payBaseUrl}/billing/auth`,
  });
}

// Sophi answers with the local grounded engine unless SOPHI_ENGINE=openai. Without a model server of one's own
// (SOPHI_LLM_BASE_URL), the local OpenAI-compatible stand-in serves chat completions and embeddings (ADR 021).
const sophiEnv = {};
if (process.env.SOPHI_ENGINE === 'openai' && !process.env.SOPHI_LLM_BASE_URL) {
  const llmPort = Number(process.env.LLM_DEV_PORT ?? 4003);
  run('local language model stand-in', process.execPath, ['--enable-source-maps', path.join(root, 'apps/llm-dev/dist/server.js')], {
    cwd: root,
    env: { ...process.env, LLM_DEV_PORT: String(llmPort) },
  });
  await waitFor(`http://127.0.0.1:${llmPort}/healthz`, 60_000, 'local language model stand-in');
  log(`로컬 언어 모델 대역 (OpenAI 호환): http://127.0.0.1:${llmPort}/v1`);
  Object.assign(sophiEnv, {
    SOPHI_LLM_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
    SOPHI_EMBEDDING_BASE_URL: process.env.SOPHI_EMBEDDING_BASE_URL ?? `http://127.0.0.1:${llmPort}/v1`,
    SOPHI_EMBEDDING_MODEL: process.env.SOPHI_EMBEDDING_MODEL ?? 'spi-dev-embedding',
  });
}

// The API tells the web server to refresh cached pages (home, article lists) when editors publish.
const revalidateSecret = process.env.REVALIDATE_SECRET ?? randomBytes(24).toString('base64url');

const apiOrigin = `http://127.0.0.1:${apiPort}`;
// SPI_WEB_INSTANCES=N runs N web processes (ports PORT, PORT+1, ...) on one API, as behind a load
// balancer: each has its own page cache, and the API tells every one of them what changed.
const webInstances = Math.max(1, Math.min(4, Number(process.env.SPI_WEB_INSTANCES ?? 1) || 1));
const webPorts = Array.from({ length: webInstances }, (_, i) => webPort + i);

run('API', process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  env: {
    ...process.env,
    ...paymentEnv,
    ...sophiEnv,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SPI_DATA_DIR: dataDir,
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${webPort}`,
    WEB_INTERNAL_ORIGIN: process.env.WEB_INTERNAL_ORIGIN ?? webPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
    REVALIDATE_SECRET: revalidateSecret,
  },
});
await waitFor(`${apiOrigin}/api/ready`, 120_000, 'API');

// The web's data and page caches (fetch cache, on-demand ISR pages) know what changed only while the
// web runs (tag expiries are kept in memory): a restarted web may face a different database, so it
// starts with empty caches and renders each page again on its first visit.
for (const dir of ['apps/web/.next/cache/fetch-cache', 'apps/web/.next/server/route-cache']) {
  rmSync(path.join(root, dir), { recursive: true, force: true });
}

for (const port of webPorts) {
  run(webInstances > 1 ? `web :${port}` : 'web', process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, PORT: String(port), SPI_API_ORIGIN: apiOrigin, SPI_INTERNAL_API_ORIGIN: apiOrigin, REVALIDATE_SECRET: revalidateSecret },
  });
}
await Promise.all(webPorts.map((port) => waitFor(`http://127.0.0.1:${port}/api/health`, 120_000, `web :${port}`)));
// Pages prerendered by the build (home, 리츠포커스, /membership) were rendered without an API; expire their data tags
// so the first visitor gets a page rendered from this database rather than the build's fallback.
const STARTUP_TAGS = ['home', 'articles', 'taxonomy', 'reits', 'glossary', 'membership-plans'];
await Promise.all(webPorts.map((port) => fetch(`http://127.0.0.1:${port}/internal/revalidate`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret },
  body: JSON.stringify({ tags: STARTUP_TAGS }),
}).catch(() => undefined)));
if (!stopping) log(`SPI가 준비되었습니다: http://localhost:${webPort}  (종료: Ctrl-C)${webInstances > 1 ? ` · 웹 프로세스 ${webInstances}개: ${webPorts.join(', ')}` : ''}`);
