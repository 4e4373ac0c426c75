import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/internal/runtime-config/route';
import { loadRuntimeConfig, parseRuntimeConfig, resetRuntimeConfigForTests, RUNTIME_CONFIG_PATH, runtimeConfigFromEnv } from './runtime-config';

const full = {
  sentryDsn: 'https://public@sentry.example/1', sentryEnvironment: 'staging', sentryRelease: 'spi@1.2.3',
  ga4Id: 'G-TEST123', clarityId: 'clarity1', kakaoJsKey: 'js-key',
};

beforeEach(() => resetRuntimeConfigForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('runtimeConfigFromEnv and GET /internal/runtime-config', () => {
  it('reads every browser setting from the environment; blanks are null', () => {
    expect(runtimeConfigFromEnv({
      SPI_SENTRY_DSN: ' https://public@sentry.example/1 ', SPI_SENTRY_ENVIRONMENT: 'staging', SPI_SENTRY_RELEASE: 'spi@1.2.3',
      SPI_GA4_ID: 'G-TEST123', SPI_CLARITY_ID: 'clarity1', SPI_KAKAO_JS_KEY: 'js-key',
    })).toEqual(full);
    expect(runtimeConfigFromEnv({ NODE_ENV: 'production', SPI_KAKAO_JS_KEY: '  ' })).toEqual({
      sentryDsn: null, sentryEnvironment: 'production', sentryRelease: null, ga4Id: null, clarityId: null, kakaoJsKey: null,
    });
  });

  it('the one route answers the config from the environment at request time, never cached', async () => {
    vi.stubEnv('SPI_KAKAO_JS_KEY', 'runtime-key');
    vi.stubEnv('SPI_GA4_ID', 'G-RUNTIME');
    const response = GET();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ kakaoJsKey: 'runtime-key', ga4Id: 'G-RUNTIME' });
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches once per tab: concurrent callers share one request, later calls (and a reload) read sessionStorage', async () => {
    const fetchMock = vi.fn(async () => Response.json(full));
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = await Promise.all([loadRuntimeConfig(), loadRuntimeConfig()]);
    expect(a).toEqual(full);
    expect(b).toEqual(full);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([RUNTIME_CONFIG_PATH, expect.anything()]);
    expect(JSON.parse(sessionStorage.getItem('spi-runtime-config')!)).toEqual(full);

    // A new module state (as after a reload) in the same tab: the stored copy, no request.
    vi.resetModules();
    const fresh = await import('./runtime-config');
    expect(await fresh.loadRuntimeConfig()).toEqual(full);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed request is not cached: null now, a new request next time', async () => {
    const fetchMock = vi.fn(async () => new Response('oops', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadRuntimeConfig()).toBeNull();
    expect(sessionStorage.getItem('spi-runtime-config')).toBeNull();
    fetchMock.mockImplementation(async () => Response.json(full));
    expect(await loadRuntimeConfig()).toEqual(full);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ignores an unreadable stored entry and keeps only known string fields', async () => {
    sessionStorage.setItem('spi-runtime-config', '{not json');
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ ...full, kakaoJsKey: 42, extra: 'x' })));
    expect(await loadRuntimeConfig()).toEqual({ ...full, kakaoJsKey: null });
    expect(parseRuntimeConfig('nope')).toBeNull();
  });
});
