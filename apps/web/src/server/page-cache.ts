import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { ACCESS_TOKEN_COOKIE, DEV_GATE_COOKIE, HOST_PREFIX, REFRESH_TOKEN_COOKIE } from '@spi/core/session';

/**
 * The web process's front page cache: what a CDN in front of SPI would do, in the process itself (ADR 027).
 *
 * Next.js already renders a public page once per change (ISR, ADR 014), but it still routes, runs the proxy and
 * assembles every response: about 800 pages a second here against 6,500 for a raw server sending the same
 * bytes. This cache keeps the bytes of the responses Next marks as shareable (`s-maxage`, no Set-Cookie, no
 * `Vary: Cookie`) and answers the same request again without Next, for a short time (`ttlMs`, at most the
 * response's `s-maxage`). Every successful `/internal/revalidate` (the API's content-change notice) empties
 * it, so a publish is visible at once, as with Next's own tags.
 *
 * Only a guest's document request is taken: a request carrying a session or development-gate cookie, an
 * Authorization header, a React Server Components navigation or a Range goes to Next, whose proxy refreshes
 * sessions and guards the development gate. Responses that are stale in Next's cache (`x-nextjs-cache:
 * STALE`) are passed on but not kept, so the cache never extends a page's age.
 *
 * It keeps what was sent: in the web process (main.ts) that is a document with its stylesheets inline, made so on
 * its way out by transformWholeDocuments (ADR 031, ADR 036), which runs inside this cache.
 */

export const PAGE_CACHE_HEADER = 'x-spi-page-cache';
/** The header Next sets on an answer it took from, or rendered into, its own page cache (HIT, STALE or MISS). */
export const NEXT_CACHE_HEADER = 'x-nextjs-cache';
export const REVALIDATE_PATH = '/internal/revalidate';

/** Cookies that make a request viewer-specific for the proxy (plain or `__Host-` prefixed, ADR 023). */
const BYPASS_COOKIES = new Set([ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, DEV_GATE_COOKIE]);

/** Request headers of a client-side navigation or of a server action: never served from here. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];

/** Headers a stored response may vary on: all of them are part of the key or excluded above. */
const KNOWN_VARY = new Set(['accept-encoding', ...ROUTER_HEADERS]);

/** Not stored: connection-level headers, the date (Node sets its own) and the length (recomputed). */
const UNSTORED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', PAGE_CACHE_HEADER]);

/** A response as the cache keeps it: its headers (without the connection-level ones) and its encoded body. */
export interface StoredResponse {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface PageCacheOptions {
  /** How long a stored page is answered from here, in ms (capped by the response's s-maxage). */
  ttlMs: number;
  /** Most entries and most stored bytes. */
  maxEntries?: number;
  maxBytes?: number;
  /** Larger responses are passed on without being kept. */
  maxBodyBytes?: number;
}

interface Entry extends StoredResponse {
  status: number;
  storedAt: number;
  etag: string | undefined;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface PageCache {
  /** Answers from the cache, or passes the request to `next` and keeps a shareable response. */
  handle(req: IncomingMessage, res: ServerResponse, next: Handler): Promise<void>;
  /** Forgets every stored page (a content change). */
  purge(): void;
  readonly size: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 1000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length + 1024,
  });
  // A response begun before a purge must not be stored after it: it may hold the old content.
  let generation = 0;
  const purge = () => {
    generation += 1;
    entries.clear();
  };

  async function handle(req: IncomingMessage, res: ServerResponse, next: Handler): Promise<void> {
    if (req.method === 'POST' && pathOf(req.url) === REVALIDATE_PATH) {
      purge();
      res.once('finish', () => { if (res.statusCode < 300) purge(); });
      return next(req, res);
    }
    if (!isGuestPageRequest(req)) return next(req, res);

    // What Next's answer depends on besides the URL: the encoding it compressed with, and the scheme the proxy
    // reads for HSTS (x-forwarded-proto).
    const key = `${req.url}\n${req.headers['accept-encoding'] ?? ''}\n${req.headers['x-forwarded-proto'] ?? ''}`;
    const hit = entries.get(key);
    if (hit) return answer(req, res, hit);

    const started = generation;
    const capture = captureBody(res, maxBodyBytes);
    res.once('finish', () => {
      const body = capture.body();
      if (req.method !== 'GET' || body === null || started !== generation) return;
      const ttl = storableTtl(res, options.ttlMs);
      if (ttl <= 0) return;
      const headers = storedHeaders(res.getHeaders());
      const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
      entries.set(key, { status: res.statusCode, headers, body, storedAt: Date.now(), etag }, { ttl });
    });
    // Set before Next writes: with a header already set, Node merges the headers Next passes to writeHead()
    // into getHeaders(), which is what gets stored.
    res.setHeader(PAGE_CACHE_HEADER, 'miss');
    return next(req, res);
  }

  return {
    handle,
    purge,
    get size() { return entries.size; },
  };
}

/** A request URL's path, without its query or fragment. */
export function pathOf(url: string | undefined): string {
  return (url ?? '').split(/[?#]/, 1)[0]!;
}

/** A chunk given to `res.write()` or `res.end()` as bytes, or null when there is none (a callback in its place). */
export function chunkBytes(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  return typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk as Uint8Array);
}

/** A guest's GET or HEAD of a page: no session, no router navigation, no range, not an asset or the API. */
export function isGuestPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.startsWith('/_next/') || url.startsWith('/api/') || url.startsWith('/internal/')) return false;
  if (/[?&]_rsc=/.test(url)) return false;
  const headers = req.headers;
  if (headers.authorization || headers.range) return false;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return false;
  return !hasBypassCookie(headers.cookie);
}

function hasBypassCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (BYPASS_COOKIES.has(name.startsWith(HOST_PREFIX) ? name.slice(HOST_PREFIX.length) : name)) return true;
  }
  return false;
}

/** How long the finished response may be kept (ms), or 0 when it must not be shared. */
function storableTtl(res: ServerResponse, ttlMs: number): number {
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return 0;
  if (String(res.getHeader(NEXT_CACHE_HEADER) ?? '').toUpperCase() === 'STALE') return 0;
  const vary = String(res.getHeader('vary') ?? '').toLowerCase().split(',').map((v) => v.trim()).filter(Boolean);
  if (vary.some((name) => !KNOWN_VARY.has(name))) return 0;
  const directives = String(res.getHeader('cache-control') ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(directives)) return 0;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(directives);
  if (!sMaxAge) return 0;
  return Math.min(ttlMs, Number(sMaxAge[1]) * 1000);
}

function storedHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !UNSTORED_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

function answer(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    age: String(Math.floor((Date.now() - entry.storedAt) / 1000)),
    [PAGE_CACHE_HEADER]: 'hit',
  };
  if (entry.etag && req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['content-length'] = String(entry.body.length);
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}

/**
 * Copies what Next writes to the response (after its compression, which wraps these same methods later),
 * up to `limit` bytes. `body()` is null when the copy was abandoned.
 */
function captureBody(res: ServerResponse, limit: number): { body(): Buffer | null } {
  const chunks: Buffer[] = [];
  let length = 0;
  let abandoned = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    const buffer = abandoned ? null : chunkBytes(chunk, encoding);
    if (buffer === null) return;
    length += buffer.length;
    if (length > limit) {
      abandoned = true;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    return write(chunk, encoding, callback);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    return end(chunk, encoding, callback);
  }) as ServerResponse['end'];
  return { body: () => (abandoned ? null : Buffer.concat(chunks)) };
}
