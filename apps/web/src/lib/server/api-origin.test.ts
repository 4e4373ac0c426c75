import { afterEach, describe, expect, it, vi } from 'vitest';
import { internalApiOrigin } from './api-origin';

/**
 * Issue 15 §3 'the prerendered home page holding the API's data at build time': during `next build`
 * (NEXT_PHASE=phase-production-build) the server reads go to a port that refuses at once, never to an
 * API that happens to run on the build machine, so the home page is built with its fallback (every
 * server read — lib/server/cached-api, features' *-server.ts — builds its URL from internalApiOrigin()).
 */
describe('internalApiOrigin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the configured loopback API at run time (trailing slash dropped), 127.0.0.1:4000 by default', () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-server');
    vi.stubEnv('SPI_INTERNAL_API_ORIGIN', 'http://127.0.0.1:4100/');
    expect(internalApiOrigin()).toBe('http://127.0.0.1:4100');
    vi.stubEnv('SPI_INTERNAL_API_ORIGIN', undefined);
    expect(internalApiOrigin()).toBe('http://127.0.0.1:4000');
  });

  it('during next build is a refusing port whatever SPI_INTERNAL_API_ORIGIN says', () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    vi.stubEnv('SPI_INTERNAL_API_ORIGIN', 'http://127.0.0.1:4000');
    expect(internalApiOrigin()).toBe('http://127.0.0.1:1');
  });
});
