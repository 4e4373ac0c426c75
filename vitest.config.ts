import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

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
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'jsdom',
          // Worker threads instead of child processes: each of the 160-odd files sets up jsdom and React again, and a
          // thread does it about 10 % cheaper than a fork (30 files: 81 -> 72 CPU-s).
          pool: 'threads',
          setupFiles: ['./vitest.react-commits.ts', './vitest.setup.ts'],
        },
      },
    ],
  },
});
