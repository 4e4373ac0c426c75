import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { articleChangeTags, createContentChangeNotifier, createWebNotifier } from '../src/adapters/content-change-notifier';
import { loadConfig } from '../src/config';

function fakeLog() {
  const warn = vi.fn();
  const info = vi.fn();
  return { log: { warn, info } as unknown as FastifyBaseLogger, warn, info };
}

describe('content-change notifier', () => {
  it('posts the tags with the shared secret to the web revalidation route', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const { log, warn } = fakeLog();
    await createWebNotifier('http://127.0.0.1:3000/', 'secret-value', log, fetchImpl as unknown as typeof fetch).notify(articleChangeTags(7));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:3000/internal/revalidate');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'x-revalidate-secret': 'secret-value' });
    expect(JSON.parse(String(init.body))).toEqual({ tags: ['articles', 'home', 'article:7'] });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never throws: a refused or failed call is logged', async () => {
    const { log, warn } = fakeLog();
    await expect(createWebNotifier('http://web', 's', log, (async () => new Response('no', { status: 401 })) as unknown as typeof fetch).notify(['home'])).resolves.toBeUndefined();
    await expect(createWebNotifier('http://web', 's', log, (async () => { throw new Error('ECONNREFUSED'); }) as unknown as typeof fetch).notify(['home'])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('tells every web process listed in WEB_INTERNAL_ORIGIN (comma-separated)', async () => {
    const { log } = fakeLog();
    const calls: string[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push(`${url} ${String(init.body)}`);
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SPI_DATA_DIR: '/tmp/spi-notifier-test', WEB_INTERNAL_ORIGIN: 'http://127.0.0.1:3000, http://127.0.0.1:3001/' });
    expect(config.webInternalOrigins).toEqual(['http://127.0.0.1:3000', 'http://127.0.0.1:3001']);
    await createWebNotifier(config.webInternalOrigins, 's', log, fetchImpl).notify(['article:7']);
    expect(calls.sort()).toEqual([
      'http://127.0.0.1:3000/internal/revalidate {"tags":["article:7"]}',
      'http://127.0.0.1:3001/internal/revalidate {"tags":["article:7"]}',
    ]);
  });

  it('is chosen by configuration: web with REVALIDATE_SECRET, else the log stand-in', async () => {
    const { log, info } = fakeLog();
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SPI_DATA_DIR: '/tmp/spi-notifier-test' } as const;
    const local = loadConfig(base);
    expect(local).toMatchObject({ webInternalOrigins: ['http://127.0.0.1:3000'], revalidateSecret: undefined, publishSchedulerIntervalMs: 30_000, mediaDir: '/tmp/spi-notifier-test/media' });
    const logNotifier = createContentChangeNotifier(local, log);
    expect(logNotifier.kind).toBe('log');
    await logNotifier.notify(['home']);
    expect(info).toHaveBeenCalledWith({ tags: ['home'] }, 'content changed');
    const configured = loadConfig({ ...base, REVALIDATE_SECRET: 's3cret', WEB_INTERNAL_ORIGIN: 'http://web.internal:3000/', PUBLISH_SCHEDULER_INTERVAL_MS: '0', MEDIA_DIR: '/srv/media' });
    expect(configured).toMatchObject({ webInternalOrigins: ['http://web.internal:3000'], revalidateSecret: 's3cret', publishSchedulerIntervalMs: 0, mediaDir: '/srv/media' });
    expect(createContentChangeNotifier(configured, log).kind).toBe('web');
    expect(() => loadConfig({ ...base, WEB_INTERNAL_ORIGIN: 'not a url' })).toThrow(/WEB_INTERNAL_ORIGIN/);
  });
});
