// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER, createPageCache, type PageCache } from './page-cache';

/** A stand-in for Next's handler: counts renders; each answer names its render number. */
interface Upstream {
  renders: number;
  respond: (req: IncomingMessage, res: ServerResponse, render: number) => void;
}

const SHARED = 's-maxage=300, stale-while-revalidate=86100';
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

function page(res: ServerResponse, body: string, headers: Record<string, string> = {}) {
  res.setHeader('cache-control', SHARED);
  res.setHeader('vary', NEXT_VARY);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.write(body.slice(0, 5));
  res.end(body.slice(5));
}

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

async function serve(cache: PageCache, upstream: Upstream): Promise<string> {
  server = createServer((req, res) => {
    void cache.handle(req, res, (r, s) => {
      upstream.renders += 1;
      upstream.respond(r, s, upstream.renders);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const upstreamOf = (respond: Upstream['respond']): Upstream => ({ renders: 0, respond });
const text = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.text(), cache: response.headers.get(PAGE_CACHE_HEADER), headers: response.headers };
};

describe('page cache', () => {
  it('answers a repeated guest request from memory with the same bytes and headers', async () => {
    const upstream = upstreamOf((_req, res, n) => page(res, `<html>render ${n}</html>`, { etag: '"v1"', 'x-frame-options': 'DENY' }));
    const base = await serve(createPageCache({ ttlMs: 30_000 }), upstream);
    const first = await text(`${base}/article?id=1`);
    const second = await text(`${base}/article?id=1`);
    expect(first).toMatchObject({ status: 200, body: '<html>render 1</html>', cache: 'miss' });
    expect(second).toMatchObject({ status: 200, body: '<html>render 1</html>', cache: 'hit' });
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    expect(second.headers.get('cache-control')).toBe(SHARED);
    expect(second.headers.get('age')).toBe('0');
    expect(upstream.renders).toBe(1);
    // Another query string is another page, and another scheme (HSTS is sent on https only) another entry.
    expect((await text(`${base}/article?id=2`)).body).toBe('<html>render 2</html>');
    expect((await text(`${base}/article?id=1`, { headers: { 'x-forwarded-proto': 'https' } })).body).toBe('<html>render 3</html>');
  });

  it('keeps one copy per Accept-Encoding, storing the compressed bytes as sent', async () => {
    const upstream = upstreamOf((req, res, n) => {
      const html = `<html>render ${n}</html>`;
      if (String(req.headers['accept-encoding']).includes('gzip')) {
        res.setHeader('content-encoding', 'gzip');
        res.setHeader('cache-control', SHARED);
        res.end(gzipSync(html));
      } else page(res, html);
    });
    const base = await serve(createPageCache({ ttlMs: 30_000 }), upstream);
    await text(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    const zipped = await text(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped).toMatchObject({ body: '<html>render 1</html>', cache: 'hit' }); // fetch inflates it
    expect((await text(`${base}/`, { headers: { 'accept-encoding': 'identity' } })).body).toBe('<html>render 2</html>');
    expect(upstream.renders).toBe(2);
  });

  it('answers 304 to a matching If-None-Match and headers only to HEAD', async () => {
    const upstream = upstreamOf((_req, res) => page(res, '<html>x</html>', { etag: '"abc"' }));
    const base = await serve(createPageCache({ ttlMs: 30_000 }), upstream);
    await text(`${base}/membership`);
    expect((await fetch(`${base}/membership`, { headers: { 'if-none-match': '"abc"' } })).status).toBe(304);
    const head = await fetch(`${base}/membership`, { method: 'HEAD' });
    expect(head.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(head.headers.get('content-length')).toBe(String('<html>x</html>'.length));
    expect(upstream.renders).toBe(1);
  });

  it.each([
    ['a session cookie', { cookie: 'theme=dark; spi-refreshToken=abc' }],
    ['a Secure session cookie', { cookie: '__Host-spi-accessToken=abc' }],
    ['the development gate cookie', { cookie: 'spi-dev-gate=abc' }],
    ['an Authorization header', { authorization: 'Bearer abc' }],
    ['a client navigation (RSC)', { rsc: '1' }],
    ['a prefetch', { 'next-router-prefetch': '1' }],
    ['a Range', { range: 'bytes=0-10' }],
  ])('passes a request with %s to Next every time', async (_what, headers: Record<string, string>) => {
    const upstream = upstreamOf((_req, res, n) => page(res, `<html>render ${n}</html>`));
    const base = await serve(createPageCache({ ttlMs: 30_000 }), upstream);
    await text(`${base}/article?id=1`, { headers });
    const again = await text(`${base}/article?id=1`, { headers });
    expect(again.body).toBe('<html>render 2</html>');
    expect(again.cache).not.toBe('hit');
  });

  it('still serves guests from memory while members pass through', async () => {
    const upstream = upstreamOf((_req, res, n) => page(res, `<html>render ${n}</html>`));
    const base = await serve(createPageCache({ ttlMs: 30_000 }), upstream);
    await text(`${base}/`, { headers: { cookie: 'theme=dark' } });
    expect((await text(`${base}/`)).cache).toBe('hit');
    expect((await text(`${base}/`, { headers: { cookie: 'spi-accessToken=t' } })).body).toBe('<html>render 2</html>');
  });

  it.each([
    ['private', { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['without s-maxage', { 'cache-control': 'public, max-age=60' }],
    ['with Set-Cookie', { 'set-cookie': 'spi-csrf=x; Path=/' }],
    ['varying on Cookie', { vary: 'Cookie, Accept-Encoding' }],
    ['stale in Next', { 'x-nextjs-cache': 'STALE' }],
  ])('never keeps a response that is %s', async (_what, headers: Record<string, string>) => {
    const upstream = upstreamOf((_req, res, n) => page(res, `<html>render ${n}</html>`, headers));
    const base = await serve(createPageCache({ ttlMs: 30_000 }), upstream);
    await text(`${base}/x`);
    expect((await text(`${base}/x`)).body).toBe('<html>render 2</html>');
  });

  it('never keeps an error, a redirect, an API answer or an asset', async () => {
    const upstream = upstreamOf((req, res, n) => {
      if (req.url === '/missing') res.statusCode = 404;
      if (req.url === '/moved') { res.statusCode = 308; res.setHeader('location', '/'); }
      page(res, `render ${n}`);
    });
    const base = await serve(createPageCache({ ttlMs: 30_000 }), upstream);
    for (const path of ['/missing', '/moved', '/api/seoul/v1/articles', '/_next/static/a.js']) {
      await fetch(`${base}${path}`, { redirect: 'manual' });
      await fetch(`${base}${path}`, { redirect: 'manual' });
    }
    expect(upstream.renders).toBe(8);
  });

  it('forgets every page when the API announces a change, and keeps no render begun before it', async () => {
    let release: () => void = () => undefined;
    const upstream = upstreamOf((req, res, n) => {
      if (req.url === '/internal/revalidate') { res.setHeader('cache-control', 'no-store'); res.end('{}'); return; }
      if (req.url === '/slow' && n === 2) { release = () => page(res, `<html>old ${n}</html>`); return; }
      page(res, `<html>render ${n}</html>`);
    });
    const base = await serve(createPageCache({ ttlMs: 30_000 }), upstream);
    await text(`${base}/`);
    expect((await text(`${base}/`)).cache).toBe('hit');

    const slow = text(`${base}/slow`);
    await expect.poll(() => upstream.renders).toBe(2);
    expect((await fetch(`${base}/internal/revalidate`, { method: 'POST', body: '{"tags":["home"]}' })).status).toBe(200);
    release();
    expect((await slow).body).toBe('<html>old 2</html>');

    expect((await text(`${base}/`)).body).toBe('<html>render 4</html>');
    expect((await text(`${base}/slow`)).cache).toBe('miss'); // the render begun before the change was not kept
  });

  it('lets a page go after its lifetime, and never later than its s-maxage', async () => {
    const upstream = upstreamOf((req, res, n) => page(res, `<html>render ${n}</html>`, req.url === '/short' ? { 'cache-control': 's-maxage=0' } : {}));
    const base = await serve(createPageCache({ ttlMs: 50 }), upstream);
    await text(`${base}/`);
    expect((await text(`${base}/`)).cache).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await text(`${base}/`)).body).toBe('<html>render 2</html>');
    await text(`${base}/short`);
    expect((await text(`${base}/short`)).cache).toBe('miss');
  });

  it('passes on a body larger than its limit without keeping it', async () => {
    const big = 'x'.repeat(4096);
    const upstream = upstreamOf((_req, res) => page(res, big));
    const base = await serve(createPageCache({ ttlMs: 30_000, maxBodyBytes: 1024 }), upstream);
    expect((await text(`${base}/big`)).body).toBe(big);
    expect((await text(`${base}/big`)).body).toBe(big);
    expect(upstream.renders).toBe(2);
  });
});
