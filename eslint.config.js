// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const webBoundaries = [
  { group: ['@spi/db', '@spi/db/*', '**/packages/db/**'], message: 'apps/web must not import packages/db: call the API.' },
  { group: ['@spi/api', '@spi/api/*', '**/apps/api/**'], message: 'apps/web must not import the API code.' },
];
/** Links prefetch on intent, not in view (components/ui/app-link.tsx, docs/performance.md). */
const linkPath = { name: 'next/link', message: "Import Link from '@/components/ui/app-link' (prefetches on intent, not every link in view)." };
/** Browser-only values arrive after hydration in a transition (ADR 040), not in a synchronous re-render. */
const storePath = {
  name: 'react',
  importNames: ['useSyncExternalStore'],
  message: "Use useHydratedSyncExternalStore from '@/lib/use-hydrated-store' (ADR 040: no synchronous re-render after hydration).",
};
const webPaths = [linkPath, storePath];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/.next/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'artifacts/**', '**/next-env.d.ts', 'packages/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // packages/core is pure: no I/O, no framework, nothing from the apps or the db package.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'path', 'http', 'net'], message: 'packages/core has no I/O.' },
          { group: ['@spi/db', '@spi/api', '@spi/web', 'react', 'next', 'next/*', 'fastify'], message: 'packages/core imports nothing of the apps.' },
        ],
      }],
    },
  },
  // The web app talks to the API over HTTP only, and features do not import one another.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: webPaths, patterns: webBoundaries }] },
  },
  {
    files: ['apps/web/src/components/ui/app-link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [storePath], patterns: webBoundaries }] },
  },
  {
    files: ['apps/web/src/lib/use-hydrated-store.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [linkPath], patterns: webBoundaries }] },
  },
  ...features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: webPaths,
        patterns: [
          ...webBoundaries,
          {
            group: features.filter((other) => other !== feature).flatMap((other) => [`@/features/${other}`, `@/features/${other}/**`, `**/features/${other}`, `**/features/${other}/**`]),
            message: 'A web feature must not import another feature; move shared code to src/components or src/lib.',
          },
          {
            // The site frame composes features (the header's account area); a feature never imports the frame back.
            group: ['@/components/layout', '@/components/layout/**', '**/components/layout/**'],
            message: 'A web feature must not import the site frame (components/layout); shared pieces live in components/ui, components/brand or lib.',
          },
        ],
      }],
    },
  })),
  {
    // TanStack Query's hooks come from lib/query, bound to the page's one client: no provider sits in the root
    // layout, so pages that ask for no data never load Query (ADR 030). Types and helpers may come from the package.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/components/ui/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{
          name: '@tanstack/react-query',
          importNames: ['useQuery', 'useQueryClient', 'useMutation', 'useInfiniteQuery', 'useQueries', 'useSuspenseQuery', 'useSuspenseQueries', 'useSuspenseInfiniteQuery', 'useIsFetching', 'useIsMutating', 'useMutationState', 'QueryClientProvider'],
          message: "Import TanStack Query's hooks from '@/lib/query' (the page's one client; ADR 030).",
          allowTypeImports: true,
        }],
      }],
    },
  },
  {
    // No Intl in what pages run: a page's first Intl formatter or collator costs 200–330 ms of main thread at a
    // phone's speed while its ICU data is built (ADR 037). packages/core/src/number-format.ts and lib/seoul-time.ts
    // write Korean numbers, dates and order without it.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'Intl', message: 'No Intl in the web or core (ADR 037): use formatNumber/formatLocaleNumber/compareKorean from @spi/core, or lib/seoul-time.' },
        { property: 'toLocaleString', message: 'Use formatLocaleNumber from @spi/core (ADR 037: no Intl in pages).' },
        { property: 'toLocaleDateString', message: 'Use lib/seoul-time (ADR 037: no Intl in pages).' },
        { property: 'toLocaleTimeString', message: 'Use lib/seoul-time (ADR 037: no Intl in pages).' },
        { property: 'localeCompare', message: 'Use compareKorean from @spi/core, or < on ISO dates and codes (ADR 037: no Intl in pages).' },
      ],
    },
  },
  {
    // The API never renders UI.
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'next', 'next/*', '@spi/web'], message: 'The API never imports React or the web app.' }] }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
