import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { chunkBytes, isGuestPageRequest, pathOf, type Handler, type StoredResponse } from './page-cache';

/**
 * A guest's documents that Next renders on every request and the page cache cannot keep (a search's results: one
 * page per query, `private`), given the same transform as the kept ones (ADR 031, ADR 033): the response is held
 * until Next has written all of it, transformed, and sent at once.
 *
 * Only for pages Next renders whole, with no Suspense boundary streamed after the shell: holding a streamed page
 * would delay its first bytes until its last boundary. /search renders its results before the shell on purpose
 * (a streamed result list was its late LCP), so holding it costs nothing but the transform (a few ms).
 */
export interface WholeDocumentsOptions {
  /** The paths (without query) whose guest documents are held and transformed. */
  paths: readonly string[];
  transform: (response: StoredResponse) => StoredResponse;
}

export function transformWholeDocuments(options: WholeDocumentsOptions): (next: Handler) => Handler {
  const paths = new Set(options.paths);
  return (next) => (req, res) => {
    if (req.method !== 'GET' || !paths.has(pathOf(req.url)) || !isGuestPageRequest(req)) return next(req, res);
    holdUntilEnd(res, (body) => {
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
 * Content-Length. Next's compression, which wraps these methods after this does, has written its encoding header
 * and the encoded bytes by then.
 */
function holdUntilEnd(res: ServerResponse, finish: (body: Buffer) => Buffer): void {
  const chunks: Buffer[] = [];
  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  const end = res.end.bind(res) as (body: Buffer, callback?: () => void) => ServerResponse;
  const keep = (chunk: unknown, encoding: unknown) => {
    const buffer = chunkBytes(chunk, encoding);
    if (buffer !== null) chunks.push(buffer);
  };
  const callbackOf = (...args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');

  // The status and headers are kept on the response and written with the body.
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      const flat = headers.flat() as string[];
      for (let i = 0; i + 1 < flat.length; i += 2) res.setHeader(flat[i]!, flat[i + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
    }
    return res;
  }) as ServerResponse['writeHead'];
  res.flushHeaders = () => {};
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    const done = callbackOf(encoding, callback);
    if (done) queueMicrotask(done);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
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
