// @vitest-environment node
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '@spi/core/session';
import { editDocuments } from './document-edits';
import { INLINED_ATTRIBUTE, inlineStylesheetsEdit } from './inline-styles';
import { PAGE_CACHE_HEADER, createPageCache, type Handler } from './page-cache';
import { transformWholeDocuments } from './whole-documents';

const CSS = '/_next/static/chunks/search.css';
const DOCUMENT = `<!DOCTYPE html><html><head><link rel="stylesheet" href="${CSS}" data-precedence="next"/></head><body><main>검색 결과</main></body></html>`;
const inline = editDocuments(inlineStylesheetsEdit((href) => (href === CSS ? '.results{color:red}' : null)));

/** A stand-in for Next rendering a search: its headers through writeHead, the gzip body in pieces. */
const FONT_PRELOAD = '</_next/static/media/latin.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"';
const STYLE_PRELOAD = `<${CSS}>; rel=preload; as="style"`;

function renderSearch(_req: IncomingMessage, res: ServerResponse, status = 200, link = `${FONT_PRELOAD}, ${STYLE_PRELOAD}`) {
  const body = gzipSync(DOCUMENT);
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.setHeader('link', link);
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', etag: '"r1"' });
  res.write(body.subarray(0, 10));
  setTimeout(() => res.end(body.subarray(10)), 5);
}

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

async function serve(handler: Handler): Promise<string> {
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** The answer's status, headers and decoded body. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe('transformWholeDocuments', () => {
  const wrap = transformWholeDocuments({ paths: ['/search'], transform: inline });

  it("sends a guest's search whole, with its stylesheets inline, its length and an ETag of its own", async () => {
    const base = await serve(wrap(renderSearch));
    const answer = await get(`${base}/search?q=${encodeURIComponent('리츠')}`);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(`<style ${INLINED_ATTRIBUTE}="${CSS}">.results{color:red}</style>`);
    expect(answer.html).toContain('<main>검색 결과</main>');
    expect(answer.headers.get('etag')).toBe('"r1-s"');
    // Next's Link header would preload the inlined stylesheet before the first paint; the font's preload stays.
    expect(answer.headers.get('link')).toBe(FONT_PRELOAD);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('transfer-encoding')).toBeNull();
    // The length is that of the encoded, transformed body.
    const { length, raw } = await new Promise<{ length: string | undefined; raw: Buffer }>((resolve) => {
      httpGet(`${base}/search?q=x`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ length: res.headers['content-length'], raw: Buffer.concat(chunks) }));
      });
    });
    expect(length).toBe(String(raw.length));
    expect(gunzipSync(raw).toString()).toContain(INLINED_ATTRIBUTE);
  });

  it('drops a Link header that named only the inlined stylesheet', async () => {
    const base = await serve(wrap((req, res) => renderSearch(req, res, 200, STYLE_PRELOAD)));
    const answer = await get(`${base}/search?q=x`);
    expect(answer.html).toContain(INLINED_ATTRIBUTE);
    expect(answer.headers.get('link')).toBeNull();
  });

  it('passes a signed-in search, another page and an error answer through as rendered', async () => {
    const base = await serve(wrap((req, res) => renderSearch(req, res, req.url?.startsWith('/search?missing') ? 404 : 200)));
    for (const [path, headers] of [
      ['/search?q=x', { cookie: `${ACCESS_TOKEN_COOKIE}=token` }],
      ['/search?q=x', { authorization: 'Bearer token' }],
      ['/article?id=1', {}],
      ['/search?missing=1', {}],
    ] as const) {
      const answer = await get(`${base}${path}`, headers);
      expect(answer.html, path).toBe(DOCUMENT);
      expect(answer.headers.get('etag'), path).toBe('"r1"');
      expect(answer.headers.get('link'), path).toContain('as="style"');
    }
  });

  it('works under the page cache, which does not keep the private answer', async () => {
    const cache = createPageCache({ ttlMs: 30_000 });
    let renders = 0;
    const next = wrap((req, res) => { renders += 1; renderSearch(req, res); });
    const base = await serve((req, res) => cache.handle(req, res, next));
    for (let i = 0; i < 2; i++) {
      const answer = await get(`${base}/search?q=x`);
      expect(answer.html).toContain(INLINED_ATTRIBUTE);
      expect(answer.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    }
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });
});

/** A stand-in for Next answering from its page cache: the whole body at once, with its length and `x-nextjs-cache`. */
function cachedPage(res: ServerResponse, state: 'HIT' | 'STALE' | 'MISS') {
  const body = gzipSync(DOCUMENT);
  res.setHeader('x-nextjs-cache', state);
  res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=86100');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('etag', '"c1"');
  res.setHeader('content-length', String(body.length));
  res.end(body);
}

describe("transformWholeDocuments on Next's cached pages", () => {
  const wrap = transformWholeDocuments({ paths: ['/search'], transform: inline });

  it('sends a page Next answered from its cache (fresh, stale or just rendered) with its stylesheets inline, on any path', async () => {
    const states = { '/dealsheet': 'HIT', '/fund': 'STALE', '/reitsfocus/088260': 'MISS' } as const;
    const base = await serve(wrap((req, res) => cachedPage(res, states[req.url as keyof typeof states])));
    for (const [path, state] of Object.entries(states)) {
      const answer = await get(`${base}${path}`);
      expect(answer.status, state).toBe(200);
      expect(answer.html, state).toContain(`<style ${INLINED_ATTRIBUTE}="${CSS}">.results{color:red}</style>`);
      expect(answer.headers.get('etag'), state).toBe('"c1-s"');
      expect(answer.headers.get('x-nextjs-cache'), state).toBe(state);
    }
  });

  it("keeps a page's first answer inline under the page cache, and does not keep a stale one", async () => {
    const cache = createPageCache({ ttlMs: 30_000 });
    const renders: Record<string, number> = { '/fresh': 0, '/stale': 0 };
    const next = wrap((req, res) => {
      renders[req.url!]! += 1;
      cachedPage(res, req.url === '/stale' ? 'STALE' : 'HIT');
    });
    const base = await serve((req, res) => cache.handle(req, res, next));
    for (const path of ['/fresh', '/stale']) {
      const first = await get(`${base}${path}`);
      const second = await get(`${base}${path}`);
      expect(first.html, path).toContain(INLINED_ATTRIBUTE);
      expect(second.html, path).toContain(INLINED_ATTRIBUTE);
      expect([first.headers.get(PAGE_CACHE_HEADER), second.headers.get(PAGE_CACHE_HEADER)], path)
        .toEqual(path === '/fresh' ? ['miss', 'hit'] : ['miss', 'miss']);
      expect(second.headers.get('etag'), path).toBe('"c1-s"');
    }
    expect(renders).toEqual({ '/fresh': 1, '/stale': 2 });
  });

  it("streams a page Next renders per request (no x-nextjs-cache), and a signed-in reader's cached page, as Next sends them", async () => {
    let released: () => void = () => undefined;
    const base = await serve(wrap((req, res) => {
      if (req.url === '/cached') return cachedPage(res, 'HIT');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(`<!DOCTYPE html><html><head><link rel="stylesheet" href="${CSS}" data-precedence="next"/></head><body>`);
      released = () => res.end('<main>늦은 부분</main></body></html>');
    }));
    // The shell arrives while the rest is still being rendered: nothing holds it.
    const response = await fetch(`${base}/user/events`);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain(`<link rel="stylesheet" href="${CSS}" data-precedence="next"/>`);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    released();
    await reader.cancel();
    const signedIn = await get(`${base}/cached`, { cookie: `${ACCESS_TOKEN_COOKIE}=token` });
    expect(signedIn.html).toBe(DOCUMENT);
    expect(signedIn.headers.get('etag')).toBe('"c1"');
  });
});
