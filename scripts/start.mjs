#!/usr/bin/env node
// `npm start`: builds what is not built (or is older than its sources), starts the API and the web app,
// waits until both answer, prints the URL, and stops both cleanly on Ctrl-C.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildIsStale, writeBuildStamp } from './lib/build-stamp.mjs';
import {
  clearWebCaches, createSupervisor, expireStartupTags, root, s3Env, startApi, startLlmDev, startOidcDev, startPayDev, startS3Dev, startWeb,
} from './lib/processes.mjs';

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = path.resolve(root, process.env.SPI_DATA_DIR ?? 'data');

const log = (msg) => console.log(`[spi] ${msg}`);

function needsBuild() {
  if (process.env.SPI_SKIP_BUILD === '1') return false;
  return buildIsStale();
}

if (needsBuild()) {
  log('빌드가 필요합니다. 빌드를 시작합니다 (처음 한 번은 몇 분 걸릴 수 있습니다)...');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, SPI_API_ORIGIN: `http://127.0.0.1:${apiPort}` } });
  if (result.status !== 0) {
    console.error('[spi] 빌드에 실패했습니다.');
    process.exit(result.status ?? 1);
  }
  writeBuildStamp();
  log(`빌드 완료 (${Math.round((Date.now() - started) / 1000)}초)`);
}

const sup = createSupervisor({ tag: 'spi', onUnexpectedExit: 'stop' });
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${webPort}`;

// Without real provider keys, the local OpenID Connect provider stands in for Kakao and Google.
const oidcEnv = !process.env.KAKAO_CLIENT_ID && !process.env.GOOGLE_CLIENT_ID
  ? await startOidcDev(sup, { port: Number(process.env.OIDC_DEV_PORT ?? 4001), dataDir, publicOrigins: [`http://localhost:${webPort}`] })
  : {};

// Unless PAYMENT_GATEWAY=toss (real Toss Payments keys), the local payment sandbox stands in for Toss Payments
// and the API's Toss adapter talks to it with the sandbox's test keys.
const paymentEnv = process.env.PAYMENT_GATEWAY !== 'toss'
  ? await startPayDev(sup, { port: Number(process.env.PAY_DEV_PORT ?? 4002), dataDir, webhookUrl: `${apiOrigin}/api/sejong/v1/payments/webhook` })
  : {};

// Sophi answers with the local grounded engine unless SOPHI_ENGINE=openai. Without a model server of one's own
// (SOPHI_LLM_BASE_URL), the local OpenAI-compatible stand-in serves chat completions and embeddings (ADR 021).
const sophiEnv = process.env.SOPHI_ENGINE === 'openai' && !process.env.SOPHI_LLM_BASE_URL
  ? await startLlmDev(sup, { port: Number(process.env.LLM_DEV_PORT ?? 4003) })
  : {};

// MEDIA_STORAGE=s3 keeps media and private files in an S3-compatible bucket; without an S3_ENDPOINT of one's own
// the local object store (apps/s3-dev) serves the buckets.
let storageEnv = {};
if (process.env.MEDIA_STORAGE === 's3') {
  storageEnv = process.env.S3_ENDPOINT
    ? s3Env(process.env.S3_ENDPOINT)
    : await startS3Dev(sup, { port: Number(process.env.S3_DEV_PORT ?? 4004), dataDir });
}

// The API tells the web server to refresh cached pages (home, article lists) when editors publish.
const revalidateSecret = process.env.REVALIDATE_SECRET ?? randomBytes(24).toString('base64url');

// SPI_WEB_INSTANCES=N runs N web processes (ports PORT, PORT+1, ...) on one API, as behind a load
// balancer: each has its own page cache, and the API tells every one of them what changed.
const webInstances = Math.max(1, Math.min(4, Number(process.env.SPI_WEB_INSTANCES ?? 1) || 1));
const webPorts = Array.from({ length: webInstances }, (_, i) => webPort + i);

startApi(sup, {
  port: apiPort,
  env: {
    ...oidcEnv,
    ...paymentEnv,
    ...sophiEnv,
    ...storageEnv,
    SPI_DATA_DIR: dataDir,
    PUBLIC_ORIGIN: publicOrigin,
    WEB_INTERNAL_ORIGIN: process.env.WEB_INTERNAL_ORIGIN ?? webPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
    REVALIDATE_SECRET: revalidateSecret,
  },
});
await sup.waitFor(`${apiOrigin}/api/ready`, 120_000, 'API');

clearWebCaches();
for (const port of webPorts) {
  startWeb(sup, { name: webInstances > 1 ? `web :${port}` : 'web', port, apiOrigin, revalidateSecret });
}
await Promise.all(webPorts.map((port) => sup.waitFor(`http://127.0.0.1:${port}/api/health`, 120_000, `web :${port}`)));
await expireStartupTags(webPorts.map((port) => `http://127.0.0.1:${port}`), revalidateSecret);
if (!sup.stopping) log(`SPI가 준비되었습니다: http://localhost:${webPort}  (종료: Ctrl-C)${webInstances > 1 ? ` · 웹 프로세스 ${webInstances}개: ${webPorts.join(', ')}` : ''}`);
