import type { LazyResponseSchema, ResponseSchema } from './api-client';

/**
 * A response schema loaded on first use from a contracts module (`() => import('@spi/core/contracts/deals')`):
 * the contracts build zod schemas when their module loads, so a screen fetches them with its first
 * request instead of in the first paint. The module is loaded once per schema and cached.
 */
export function lazySchema<M, T>(load: () => Promise<M>, pick: (module: M) => ResponseSchema<T>): LazyResponseSchema<T> {
  let cached: Promise<ResponseSchema<T>> | null = null;
  return () => (cached ??= load().then(pick));
}
