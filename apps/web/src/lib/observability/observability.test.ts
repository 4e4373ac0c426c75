import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient, resetApiClientForTests } from '../api-client';
import { captureError, resetErrorCaptureForTests, setErrorCapture } from './capture';
import { redactForLog, stripSecretParams } from './redact';
import { observabilityConfigFromEnv } from './runtime-config';

const sentryMock = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
}));
vi.mock('@sentry/browser', () => sentryMock);

beforeEach(() => {
  resetApiClientForTests();
  resetErrorCaptureForTests();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  sentryMock.init.mockClear();
  sentryMock.captureException.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('redactForLog (the user payment field never reaches a log)', () => {
  it('drops payment fields and credentials at any depth and inside arrays', () => {
    const input = {
      nickname: '민준',
      user: { payment: { method: 'CARD' }, paymentMethod: 'x', name: 'a' },
      orders: [{ cardNumber: '4111', billingKey: 'b', amount: 1000 }, [{ cardCompany: 'KB', ok: true }]],
      password: 'p',
      refreshToken: 't',
    };
    expect(redactForLog(input)).toEqual({ nickname: '민준', user: { name: 'a' }, orders: [{ amount: 1000 }, [{ ok: true }]] });
    expect(redactForLog('plain')).toBe('plain');
    expect(redactForLog(null)).toBeNull();
  });

  it('strips token query parameters from URLs', () => {
    expect(stripSecretParams('/sign-in/url?token=a&refreshToken=b&next=%2Fx#top')).toBe('/sign-in/url?next=%2Fx#top');
    expect(stripSecretParams('https://spi.example/a?token=a')).toBe('https://spi.example/a');
    expect(stripSecretParams('/plain')).toBe('/plain');
  });
});

describe('status 500 and above is reported', () => {
  it('captures a 5xx API failure (no body, no query) and leaves 4xx alone', async () => {
    const captured: Array<[unknown, Record<string, unknown> | undefined]> = [];
    setErrorCapture((error, context) => captured.push([error, context]));
    const responses = [
      new Response(JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: '오류' } }), { status: 500 }),
      new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: '없음' } }), { status: 404 }),
    ];
    configureApiClient({ fetch: (async () => responses.shift()!) as typeof fetch });
    await expect(api.get('/api/seoul/v1/things?token=secret')).rejects.toMatchObject({ status: 500 });
    await expect(api.get('/api/seoul/v1/other')).rejects.toMatchObject({ status: 404 });
    expect(captured).toHaveLength(1);
    expect(captured[0]![1]).toEqual({ method: 'GET', path: '/api/seoul/v1/things', status: 500, code: 'INTERNAL_ERROR' });
  });

  it('queues errors until the reporter is installed, and drops them when reporting is off', () => {
    const seen: unknown[] = [];
    captureError(new Error('early'));
    setErrorCapture((error) => seen.push(error));
    expect(seen).toHaveLength(1);
    resetErrorCaptureForTests();
    setErrorCapture(null);
    captureError(new Error('ignored'));
    setErrorCapture((error) => seen.push(error));
    expect(seen).toHaveLength(1);
  });
});

describe('browser Sentry (spec section 9)', () => {
  const config = observabilityConfigFromEnv({ SPI_SENTRY_DSN: 'https://public@sentry.example/1', SPI_SENTRY_ENVIRONMENT: 'staging', SPI_SENTRY_RELEASE: 'spi@1.2.3' });

  it('does not load the SDK without a DSN', async () => {
    const { initBrowserSentry } = await import('./sentry-browser');
    expect(await initBrowserSentry(observabilityConfigFromEnv({}))).toBe(false);
    expect(sentryMock.init).not.toHaveBeenCalled();
  });

  it('initialises with the monitoring settings and scrubs events', async () => {
    const { initBrowserSentry } = await import('./sentry-browser');
    expect(await initBrowserSentry(config)).toBe(true);
    expect(sentryMock.init).toHaveBeenCalledTimes(1);
    const options = sentryMock.init.mock.calls[0]![0];
    expect(options).toMatchObject({
      dsn: 'https://public@sentry.example/1',
      environment: 'staging',
      release: 'spi@1.2.3',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(sentryMock.browserTracingIntegration).toHaveBeenCalled();
    expect(sentryMock.replayIntegration).toHaveBeenCalledWith({
      maskAllText: true, maskAllInputs: true, blockAllMedia: true, minReplayDuration: 5000, maxReplayDuration: 3_600_000,
    });

    const event = options.beforeSend({
      request: { url: 'https://spi.example/sign-in/url?token=abc&refreshToken=def', method: 'GET', headers: { Authorization: 'Bearer x' }, cookies: { a: 'b' } },
      extra: { body: { paymentMethod: 'CARD', name: 'n' } },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/x?token=abc', method: 'GET' } }],
    }, {});
    const text = JSON.stringify(event);
    for (const secret of ['abc', 'def', 'Bearer', 'CARD', 'cookies']) expect(text).not.toContain(secret);
    expect(event.request.url).toBe('https://spi.example/sign-in/url');

    captureError(new Error('after init'), { password: 'p', where: 'x' });
    expect(sentryMock.captureException).toHaveBeenCalledWith(expect.any(Error), { extra: { where: 'x' } });
  });
});
