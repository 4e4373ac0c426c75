import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('./apps/web', import.meta.url));

/**
 * The web test files that change what other files would see: module mocks, stubbed globals or environment, fake
 * timers, spies. They run isolated (a fresh jsdom and module graph each); every other web file shares its worker's
 * (ADR 044): about 0.9 s of jsdom and setup per file, two thirds of the web project's time.
 */
const SHARED_STATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/;
const webTests = readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .sort();
const isolatedWebTests = webTests.filter((file) => SHARED_STATE.test(readFileSync(path.join(webRoot, file), 'utf8')));
const sharedWebTests = webTests.filter((file) => !isolatedWebTests.includes(file));

const webProject = (name: string, include: string[], isolate: boolean) => ({
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' as const } },
  test: {
    name,
    root: './apps/web',
    include,
    environment: 'jsdom',
    isolate,
    // Worker threads instead of child processes: each isolated file sets up jsdom and React again, and a thread does
    // it about 10 % cheaper than a fork (30 files: 81 -> 72 CPU-s).
    pool: 'threads' as const,
    setupFiles: ['./vitest.react-commits.ts', './vitest.setup.ts'],
  },
});

export default defineConfig({
  test: {
    // Both cores (Vitest's default leaves one free, which on a 2-core machine means one worker).
    maxWorkers: 2,
    projects: [
      { test: { name: 'core', root: './packages/core', include: ['src/**/*.test.ts'] } },
      { test: { name: 'db', root: './packages/db', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
      { test: { name: 'oidc-dev', root: './apps/oidc-dev', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 } },
      { test: { name: 'pay-dev', root: './apps/pay-dev', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 } },
      { test: { name: 's3-dev', root: './apps/s3-dev', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 } },
      { test: { name: 'llm-dev', root: './apps/llm-dev', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 } },
      // The API files share one module graph per worker (isolate: false): each file builds its own app over its own
      // database, and importing the app for every file cost about six minutes of a run. Files must not change
      // globals (process.env, timers, module state) they do not restore.
      { test: { name: 'api', root: './apps/api', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000, isolate: false } },
      webProject('web', isolatedWebTests, true),
      webProject('web-shared', sharedWebTests, false),
    ],
  },
});
