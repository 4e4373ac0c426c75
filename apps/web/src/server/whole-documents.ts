import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { chunkBytes, isGuestPageRequest, NEXT_CACHE_HEADER, pathOf, type Handler, type StoredResponse } from './page-cache';

/**
 * A guest's documents sent whole, with the page cache's transform (ADR 031, ADR 033, ADR 036): the response is held
 * until Next has written all of it, transformed, and sent at once. Two kinds of answer are held:
 * - **an answer from Next's page cache** (`x-nextjs-cache` HIT, STALE or MISS): Next writes a cached page whole,
 *   with its length, even when it has just rendered it, so holding it costs nothing but the transform (a few ms).
 *   The page cache keeps most of these with their styles inline; these are the ones it does not keep or has not
 *   kept yet: a page stale in Next (the first visit after its lifetime, on a quiet site most first visits), and the
 *   first visit after a content change or a start;
 * - **the pages listed in `paths`**, rendered on every request and not cacheable (a search's results: one page per
 *   query, `private`). Only for pages Next renders whole, with no Suspense boundary streamed after the shell:
 *   holding a streamed page would delay its first bytes until its last boundary. /search renders its results
 *   before the shell on purpose (a streamed result list was its late LCP).
 * Anything else (a signed-in reader's page, a dynamic page, an asset) is passed through as Next streams it.
 */
export interface WholeDocumentsOptions {
  /** The paths (without query) whose guest documents are always held and transformed. */
  paths: readonly string[];
  transform: (response: StoredResponse) => StoredResponse;
}

export function transformWholeDocuments(options: WholeDocumentsOptions): (next: Handler) => Handler {
  const paths = new Set(options.paths);
  return (next) => (req, res) => {
    if (req.method !== 'GET' || !isGuestPageRequest(req)) return next(req, res);
    const always = paths.has(pathOf(req.url));
    holdUntilEnd(res, () => always || res.getHeader(NEXT_CACHE_HEADER) !== undefined, (body) => {
      if (res.statusCode !== 200 || body.length === 0) return body;
      const { headers, body: transformed } = options.transform({ headers: res.getHeaders(), body });
      applyHeaders(res, headers);
      return transformed;
    });
    return next(req, res);
  };
}

/**
 * Holds what is written to `res` (headers included) until `end()`, then sends `finish(body)` at once with its
 * Content-Length, when `hold()` says so once the headers are known (at the first writeHead, write or end); else
 * passes everything through. Next's compression, which wraps these methods after this does, has written its
 * encoding header and the encoded bytes by then.
 */
function holdUntilEnd(res: ServerResponse, hold: () => boolean, finish: (body: Buffer) => Buffer): void {
  const chunks: Buffer[] = [];
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const flushHeaders = res.flushHeaders.bind(res);
  let holding: boolean | undefined;
  const decide = () => (holding ??= hold());
  const keep = (chunk: unknown, encoding: unknown) => {
    const buffer = chunkBytes(chunk, encoding);
    if (buffer !== null) chunks.push(buffer);
  };
  const callbackOf = (...args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');

  // The status and headers are kept on the response (so `hold()` sees them) and written with the body.
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (holding === false) return writeHead(status, ...rest);
    res.statusCode = status;
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      const flat = headers.flat() as string[];
      for (let i = 0; i + 1 < flat.length; i += 2) res.setHeader(flat[i]!, flat[i + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
    }
    if (!decide()) writeHead(status);
    return res;
  }) as ServerResponse['writeHead'];
  res.flushHeaders = () => {
    if (!decide()) flushHeaders();
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!decide()) return write(chunk, encoding, callback);
    keep(chunk, encoding);
    const done = callbackOf(encoding, callback);
    if (done) queueMicrotask(done);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!decide()) return end(chunk, encoding, callback);
    keep(chunk, encoding);
    let body: Buffer = Buffer.concat(chunks);
    try {
      body = finish(body);
    } catch (error) {
      console.error('web: a held document could not be transformed; sent as rendered', error);
    }
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', String(body.length));
    writeHead(res.statusCode);
    return end(body, callbackOf(chunk, encoding, callback));
  }) as ServerResponse['end'];
}

/**
 * Makes the response's headers those the transform returned: it was given all of them, so one it left out was
 * removed (a Link header of stylesheet preloads only), and one that differs was changed (the ETag).
 */
function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders): void {
  for (const name of res.getHeaderNames()) if (headers[name] === undefined) res.removeHeader(name);
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && res.getHeader(name) !== value) res.setHeader(name, value);
  }
}
