import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { DEFAULT_ACCESS_KEY_ID, DEFAULT_BUCKETS, DEFAULT_HOST, DEFAULT_MAX_OBJECT_BYTES, DEFAULT_REGION, DEFAULT_SECRET_ACCESS_KEY, validateBuckets } from './config';
import { errorXml, noSuchBucket, noSuchKey, S3Error, xmlEscape } from './errors';
import { verifySignature } from './sigv4';
import { ObjectStore, type ObjectMeta } from './store';

export interface S3DevOptions {
  /** Folder of the buckets (created when missing). */
  dir: string;
  port?: number;
  host?: string;
  buckets?: readonly string[];
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  maxObjectBytes?: number;
  /** Called once per answered request (the process entry prints it when S3_DEV_LOG=1). */
  onRequest?: (line: { method: string; path: string; status: number; ms: number }) => void;
  /** The server's clock for the x-amz-date check (tests). */
  now?: () => number;
}

export interface S3Dev {
  /** http://<host>:<port>, the S3 endpoint (path-style: <url>/<bucket>/<key>). */
  url: string;
  port: number;
  host: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  buckets: readonly string[];
  dir: string;
  server: Server;
  close(): Promise<void>;
}

/** One `bytes=` range as S3 reads it; anything else (several ranges, another unit) is ignored → the whole object. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null; // invalid syntax: S3 serves the whole object
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

function objectHeaders(meta: ObjectMeta): Record<string, string> {
  return {
    'content-type': meta.contentType,
    etag: meta.etag,
    'last-modified': meta.lastModified,
    'accept-ranges': 'bytes',
    ...(meta.cacheControl ? { 'cache-control': meta.cacheControl } : {}),
  };
}

function listXml(bucket: string, prefix: string, maxKeys: number, startAfter: string, items: Array<{ key: string; meta: ObjectMeta }>): string {
  const after = items.filter((item) => Buffer.compare(Buffer.from(item.key), Buffer.from(startAfter)) > 0);
  const page = after.slice(0, maxKeys);
  const truncated = after.length > page.length;
  const contents = page
    .map(
      ({ key, meta }) =>
        `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${new Date(meta.lastModified).toISOString()}</LastModified><ETag>${xmlEscape(meta.etag)}</ETag><Size>${meta.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    )
    .join('');
  const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!.key).toString('base64url')}</NextContinuationToken>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(bucket)}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
}

/**
 * The S3 REST subset SPI uses, path-style, with Signature V4 checked on every request: PutObject,
 * GetObject (one range), HeadObject, DeleteObject, HeadBucket and ListObjectsV2 (minimal).
 */
export async function startS3Dev(options: S3DevOptions): Promise<S3Dev> {
  const region = options.region ?? DEFAULT_REGION;
  const credentials = { accessKeyId: options.accessKeyId ?? DEFAULT_ACCESS_KEY_ID, secretAccessKey: options.secretAccessKey ?? DEFAULT_SECRET_ACCESS_KEY, region };
  const buckets = validateBuckets(options.buckets ?? DEFAULT_BUCKETS);
  const maxObjectBytes = options.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES;
  const now = options.now ?? Date.now;
  const store = new ObjectStore(options.dir, buckets);
  await store.init();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://s3-dev.invalid');
    const verified = await verifySignature({ method, url: request.url ?? '/', headers: request.headers }, credentials, now());
    const [encodedBucket = '', ...encodedKey] = url.pathname.slice(1).split('/');
    let bucket: string;
    let key: string;
    try {
      bucket = decodeURIComponent(encodedBucket);
      key = decodeURIComponent(encodedKey.join('/'));
    } catch {
      throw new S3Error(400, 'InvalidURI', 'Could not parse the specified URI.');
    }
    if (bucket === '') throw new S3Error(501, 'NotImplemented', 'ListBuckets is not implemented by s3-dev');
    if (!store.hasBucket(bucket)) throw noSuchBucket(bucket);

    if (encodedKey.length === 0 || key === '') {
      // Bucket operations.
      if (method === 'HEAD') return void response.writeHead(200, { 'x-amz-bucket-region': region }).end();
      if (method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const maxKeys = Math.min(1000, Math.max(0, Number(url.searchParams.get('max-keys') ?? 1000) || 0));
        const token = url.searchParams.get('continuation-token');
        const startAfter = token ? Buffer.from(token, 'base64url').toString() : (url.searchParams.get('start-after') ?? '');
        const body = listXml(bucket, prefix, maxKeys, startAfter, await store.list(bucket, prefix));
        return void response.writeHead(200, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) }).end(body);
      }
      throw new S3Error(501, 'NotImplemented', `${method} on a bucket is not implemented by s3-dev (only HeadBucket and ListObjectsV2)`);
    }

    switch (method) {
      case 'PUT': {
        if (request.headers['x-amz-copy-source']) throw new S3Error(501, 'NotImplemented', 'CopyObject is not implemented by s3-dev');
        const declared = Number(request.headers['content-length'] ?? NaN);
        if (Number.isFinite(declared) && declared > maxObjectBytes) throw new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        const meta = await store.put(bucket, key, request, {
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
          cacheControl: request.headers['cache-control'],
          maxBytes: maxObjectBytes,
          expectedSha256: verified.payloadHash,
        });
        return void response.writeHead(200, { etag: meta.etag, 'content-length': 0 }).end();
      }
      case 'GET':
      case 'HEAD': {
        const meta = await store.head(bucket, key);
        if (!meta) {
          if (method === 'HEAD') return void response.writeHead(404).end();
          throw noSuchKey(key);
        }
        const range = parseRange(request.headers.range, meta.size);
        if (range === 'unsatisfiable') {
          throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable', { RangeRequested: request.headers.range ?? '', ActualObjectSize: meta.size }, { 'content-range': `bytes */${meta.size}` });
        }
        const headers = objectHeaders(meta);
        if (range) {
          response.writeHead(206, { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${meta.size}`, 'content-length': range.end - range.start + 1 });
        } else {
          response.writeHead(200, { ...headers, 'content-length': meta.size });
        }
        if (method === 'HEAD' || meta.size === 0) return void response.end();
        await pipeline(store.read(bucket, key, range ?? undefined), response);
        return;
      }
      case 'DELETE':
        await store.delete(bucket, key);
        return void response.writeHead(204).end();
      default:
        throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', { Method: method, ResourceType: 'OBJECT' });
    }
  }

  const server = createServer((request, response) => {
    const started = performance.now();
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    response.setHeader('x-amz-request-id', requestId);
    response.setHeader('server', 's3-dev');
    response.on('finish', () => {
      options.onRequest?.({ method: request.method ?? '', path: (request.url ?? '').split('?')[0] ?? '', status: response.statusCode, ms: Math.round(performance.now() - started) });
    });
    handle(request, response).catch((error: unknown) => {
      const s3Error = error instanceof S3Error ? error : new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.');
      if (!(error instanceof S3Error)) console.error('s3-dev: unexpected error', error);
      if (response.headersSent) return void response.destroy();
      const resource = (request.url ?? '').split('?')[0] ?? '';
      const body = request.method === 'HEAD' ? '' : errorXml(s3Error, requestId, resource);
      response.writeHead(s3Error.status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body), ...s3Error.headers });
      response.end(body);
      // A refused upload's body is not read; drop the connection rather than drain it.
      if (!request.complete) request.once('end', () => undefined).resume();
    });
  });
  server.keepAliveTimeout = 5_000;

  const host = options.host ?? DEFAULT_HOST;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    host,
    region,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    buckets,
    dir: options.dir,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      }),
  };
}
