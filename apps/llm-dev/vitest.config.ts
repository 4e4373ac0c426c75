import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'llm-dev',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
