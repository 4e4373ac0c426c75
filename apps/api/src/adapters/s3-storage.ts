import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { LocalStorageLayout, MediaStorage, RangeRequest, StoredFile } from './media-storage';

/** Files never change under a key (a new upload gets a new random key): what the public media bucket sends. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const DEFAULT_S3_TIMEOUT_MS = 15_000;

export interface S3StorageOptions {
  /** Without the bucket: https://s3.ap-northeast-2.amazonaws.com, http://127.0.0.1:4004 (apps/s3-dev). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
  /** Put before every key, e.g. `fund-reports/` in the private bucket. */
  prefix?: string;
  /** The keys the server makes and the types it serves (the same layout as the local storage). */
  layout: LocalStorageLayout;
  /** Cache-Control stored with each object (the public media bucket: IMMUTABLE_CACHE_CONTROL). */
  cacheControl?: string;
  /** How long a request may wait for the store's answer (the headers; a body then streams at the reader's pace). */
  timeoutMs?: number;
  /** Tests. */
  fetch?: typeof fetch;
}

/** A non-2xx answer of the store, with S3's error code when the body had one. Never carries credentials. */
export class S3StorageError extends Error {
  override name = 'S3StorageError';
  constructor(
    readonly operation: 'PutObject' | 'GetObject' | 'HeadObject' | 'DeleteObject',
    readonly status: number,
    readonly code: string | undefined,
    readonly bucket: string,
    readonly key: string,
    detail?: string,
  ) {
    super(`S3 ${operation} of ${bucket}/${key} failed: ${status}${code ? ` ${code}` : ''}${detail ? ` (${detail})` : ''}`);
  }
}

function rangeHeader(range: RangeRequest): string {
  if (range.start === undefined) return `bytes=-${range.end ?? 0}`;
  return `bytes=${range.start}-${range.end ?? ''}`;
}

// `bytes 2-5/10`: the range and size; `bytes *\/10` (a 416): the size only.
function parseContentRange(header: string | null): { start: number; end: number; size: number } | { size: number } | null {
  const whole = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  if (whole) return { start: Number(whole[1]), end: Number(whole[2]), size: Number(whole[3]) };
  const unsatisfied = /^bytes \*\/(\d+)$/.exec(header ?? '');
  return unsatisfied ? { size: Number(unsatisfied[1]) } : null;
}

async function errorCode(response: Response): Promise<{ code?: string; message?: string }> {
  const text = await response.text().catch(() => '');
  return { code: /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1], message: /<Message>([^<]{1,300})<\/Message>/.exec(text)?.[1] };
}

/**
 * MediaStorage on an S3-compatible store (AWS S3, Cloudflare R2, MinIO, apps/s3-dev), path-style
 * (`<endpoint>/<bucket>/<prefix><key>`), requests signed with Signature V4 by aws4fetch:
 * put = PutObject (Content-Type, optional Cache-Control, the body's SHA-256 signed), get = GetObject
 * (one Range; 416 → `stream: null`; the size from Content-Range or Content-Length; the body as a Node
 * stream), delete = DeleteObject (a missing object is fine). Keys are checked by the same layout as the
 * local storage, so the server never reads or writes a key it would not make.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const prefix = options.prefix ?? '';
  const timeoutMs = options.timeoutMs ?? DEFAULT_S3_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  // Retries: aws4fetch retries 5xx and 429 with backoff; twice is enough for a request a person waits on.
  const client = new AwsClient({ accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region, service: 's3', retries: 2 });
  const { layout, bucket } = options;

  const urlOf = (key: string) => {
    layout.assertKey(key);
    const objectKey = `${prefix}${key}`;
    return { objectKey, url: `${endpoint}/${encodeURIComponent(bucket)}/${objectKey.split('/').map(encodeURIComponent).join('/')}` };
  };

  /** Signs and sends; `signal` aborts a request whose answer (headers) takes longer than the timeout. */
  async function send(operation: S3StorageError['operation'], objectKey: string, url: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`S3 ${operation} timed out after ${timeoutMs} ms`)), timeoutMs);
    try {
      const signed = await client.sign(url, { ...init, signal: controller.signal });
      return await doFetch(signed);
    } catch (error) {
      const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : error instanceof Error ? error.message : String(error);
      throw new S3StorageError(operation, 0, undefined, bucket, objectKey, reason);
    } finally {
      clearTimeout(timer);
    }
  }

  const mimeOf = (key: string, stored: string | null) => layout.mimeByExtension[key.slice(key.lastIndexOf('.') + 1)] ?? stored ?? 'application/octet-stream';

  return {
    kind: 's3',
    async put(key, bytes, mime) {
      const { objectKey, url } = urlOf(key);
      const headers: Record<string, string> = {
        'content-type': mime,
        // The payload hash is signed, so the store refuses a body changed on the way.
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        ...(options.cacheControl ? { 'cache-control': options.cacheControl } : {}),
      };
      const response = await send('PutObject', objectKey, url, { method: 'PUT', body: bytes as Uint8Array<ArrayBuffer>, headers });
      if (!response.ok) {
        const { code, message } = await errorCode(response);
        throw new S3StorageError('PutObject', response.status, code, bucket, objectKey, message);
      }
      await response.body?.cancel();
    },
    async get(key, range): Promise<StoredFile | null> {
      const { objectKey, url } = urlOf(key);
      const response = await send('GetObject', objectKey, url, { method: 'GET', headers: range ? { range: rangeHeader(range) } : {} });
      const mime = mimeOf(key, response.headers.get('content-type'));
      if (response.status === 404) {
        const { code, message } = await errorCode(response);
        if (code === 'NoSuchKey' || code === undefined) return null;
        throw new S3StorageError('GetObject', 404, code, bucket, objectKey, message);
      }
      if (response.status === 416) {
        await response.body?.cancel();
        const known = parseContentRange(response.headers.get('content-range'));
        // Not every store says the size on a 416; ask for it then.
        const size = known ? known.size : await headSize(objectKey, url);
        if (size === null) return null;
        return { stream: null, size, mime, range: null };
      }
      if (!response.ok) {
        const { code, message } = await errorCode(response);
        throw new S3StorageError('GetObject', response.status, code, bucket, objectKey, message);
      }
      const body = response.body ? Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>) : Readable.from([]);
      if (response.status === 206) {
        const served = parseContentRange(response.headers.get('content-range'));
        if (!served || !('start' in served)) {
          body.destroy();
          throw new S3StorageError('GetObject', 206, undefined, bucket, objectKey, 'a partial answer without a usable Content-Range');
        }
        return { stream: body, size: served.size, mime, range: { start: served.start, end: served.end } };
      }
      const length = Number(response.headers.get('content-length'));
      if (!Number.isFinite(length)) {
        body.destroy();
        throw new S3StorageError('GetObject', response.status, undefined, bucket, objectKey, 'an answer without Content-Length');
      }
      // A store that ignores the range answers 200 with the whole object: served as the whole file.
      return { stream: body, size: length, mime, range: null };
    },
    async delete(key) {
      const { objectKey, url } = urlOf(key);
      const response = await send('DeleteObject', objectKey, url, { method: 'DELETE' });
      if (!response.ok && response.status !== 404) {
        const { code, message } = await errorCode(response);
        throw new S3StorageError('DeleteObject', response.status, code, bucket, objectKey, message);
      }
      await response.body?.cancel();
    },
  };

  async function headSize(objectKey: string, url: string): Promise<number | null> {
    const response = await send('HeadObject', objectKey, url, { method: 'HEAD' });
    await response.body?.cancel();
    if (response.status === 404) return null;
    if (!response.ok) throw new S3StorageError('HeadObject', response.status, undefined, bucket, objectKey);
    return Number(response.headers.get('content-length'));
  }
}
