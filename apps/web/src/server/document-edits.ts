import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import type { StoredResponse } from './page-cache';

/**
 * One change to a guest's HTML document before the page cache keeps it or it is sent (the styles inline, ADR 031;
 * the scripts after the first paint, ADR 039): the new HTML and headers, or null when it changes nothing.
 */
export type DocumentEdit = (html: string, headers: OutgoingHttpHeaders) => { html: string; headers: OutgoingHttpHeaders } | null;

type Codec = { decode(body: Buffer): Buffer; encode(body: Buffer): Buffer };
const CODECS: Record<string, Codec> = {
  '': { decode: (b) => b, encode: (b) => b },
  identity: { decode: (b) => b, encode: (b) => b },
  gzip: { decode: gunzipSync, encode: (b) => gzipSync(b) },
  deflate: { decode: inflateSync, encode: (b) => deflateSync(b) },
  // Next's compression writes gzip today; should it write brotli, quality 5 keeps the one-off re-encoding to a few ms.
  br: { decode: brotliDecompressSync, encode: (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) },
};

/**
 * The page cache's transform of a stored response: an HTML document is decoded once, given each edit in turn,
 * encoded again as Next encoded it and given an ETag of its own. Anything else, or a document no edit changed, is
 * returned unchanged.
 */
export function editDocuments(...edits: DocumentEdit[]): (stored: StoredResponse) => StoredResponse {
  return (stored) => {
    if (!String(stored.headers['content-type'] ?? '').startsWith('text/html')) return stored;
    const codec = CODECS[String(stored.headers['content-encoding'] ?? '').trim().toLowerCase()];
    if (!codec || stored.body.length === 0) return stored;
    let html: string;
    try {
      html = codec.decode(stored.body).toString('utf8');
    } catch {
      return stored;
    }
    let headers = stored.headers;
    let changed = false;
    for (const edit of edits) {
      const result = edit(html, headers);
      if (result === null) continue;
      ({ html, headers } = result);
      changed = true;
    }
    if (!changed) return stored;
    headers = { ...headers };
    const etag = headers.etag;
    if (typeof etag === 'string') headers.etag = etag.endsWith('"') ? `${etag.slice(0, -1)}-s"` : `${etag}-s`;
    return { headers, body: codec.encode(Buffer.from(html, 'utf8')) };
  };
}
