import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config';
import { createS3Storage, IMMUTABLE_CACHE_CONTROL } from './s3-storage';

/** A byte range of a stored file, both ends inclusive (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A single HTTP range as asked: `bytes=start-end`, `bytes=start-`, or the last `end` bytes (`bytes=-end`). */
export interface RangeRequest {
  start?: number;
  end?: number;
}

export interface StoredFile {
  /** The bytes (of `range` when one was asked for and can be served); null when the range is unsatisfiable. */
  stream: Readable | null;
  /** Size of the whole file. */
  size: number;
  mime: string;
  /** The served range; null for the whole file. */
  range: ByteRange | null;
}

/** The bytes a range request covers in a file of `size` bytes, or 'unsatisfiable' (HTTP 416). */
export function resolveRange(size: number, request: RangeRequest): ByteRange | 'unsatisfiable' {
  let start: number;
  let end: number;
  if (request.start === undefined) {
    if (!request.end) return 'unsatisfiable';
    start = Math.max(0, size - request.end);
    end = size - 1;
  } else {
    start = request.start;
    end = Math.min(request.end ?? size - 1, size - 1);
  }
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

/**
 * Where uploaded files live. Keys are made by the server only (`<mediaId>/<rendition>.<ext>`); an
 * uploaded file's name never becomes part of a key.
 *
 * The local adapter below is the default (one machine, or a shared volume). For several API machines,
 * MEDIA_STORAGE=s3 selects the S3-compatible adapter (s3-storage.ts) with the same three calls:
 * `put` = PutObject (Content-Type; the public media bucket adds Cache-Control 'public, max-age=31536000,
 * immutable'), `get` = GetObject with the Range header (a 416 answer becomes `stream: null`), `delete` =
 * DeleteObject. The media route then streams from the bucket, or a CDN in front of the bucket serves
 * /api/seoul/v1/media/* directly. Private files (fund reports, event files, support attachments) go to
 * a second, private bucket under their own prefixes (`createPrivateStorage`).
 */
export interface MediaStorage {
  readonly kind: 'local' | (string & {});
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string, range?: RangeRequest): Promise<StoredFile | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9]{8,64}\/[a-z]{1,16}\.[a-z0-9]{2,5}$/;

/**
 * Content types by the extension the server chose. Uploads are only ever stored as WebP (images) or as
 * the detected audio type; SVG is only written by the server itself (the demo thumbnails), never
 * accepted from an upload, and the media route serves every file under a sandboxing CSP.
 */
const MIME_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
};

export function assertMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid media storage key: ${JSON.stringify(key)}`);
}

/** What a local storage accepts as keys and how it types its files. */
export interface LocalStorageLayout {
  /** Named in errors: 'Media', 'Report'. */
  readonly name: string;
  /** Throws on a key the server would never make. */
  assertKey(key: string): void;
  /** Content types by the extension the server chose. */
  readonly mimeByExtension: Readonly<Record<string, string>>;
}

export const MEDIA_LAYOUT: LocalStorageLayout = { name: 'Media', assertKey: assertMediaKey, mimeByExtension: MIME_BY_EXTENSION };

/**
 * Files under `root` (default <SPI_DATA_DIR>/media). The content type follows from the key's
 * extension, which the server chose from the file's detected type. Another layout (keys, types) makes
 * another store of the same kind, e.g. the private fund reports.
 */
export function createLocalMediaStorage(root: string, layout: LocalStorageLayout = MEDIA_LAYOUT): MediaStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    layout.assertKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`${layout.name} key escapes the storage root`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key, range) {
      const file = resolve(key);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        size = info.size;
      } catch {
        return null;
      }
      const extension = key.slice(key.lastIndexOf('.') + 1);
      const mime = layout.mimeByExtension[extension] ?? 'application/octet-stream';
      const resolved = range ? resolveRange(size, range) : null;
      if (resolved === 'unsatisfiable') return { stream: null, size, mime, range: null };
      const stream = createReadStream(file, resolved ? { start: resolved.start, end: resolved.end } : {});
      return { stream, size, mime, range: resolved };
    },
    async delete(key) {
      const file = resolve(key);
      await rm(file, { force: true });
      // The folder of a media item holds only its renditions; drop it when it is empty (never the root).
      const folder = path.dirname(file);
      if (folder !== base) await rmdir(folder).catch(() => undefined);
    },
  };
}

/** The storage settings a factory reads (tests may pass just these). */
export type StorageConfig = Pick<AppConfig, 'mediaDir'> & Partial<Pick<AppConfig, 'mediaStorage' | 's3'>>;

/** The public media: MEDIA_DIR, or the media bucket (objects at the bucket's root, cached for a year). */
export function createMediaStorage(config: StorageConfig): MediaStorage {
  if (config.mediaStorage === 's3' && config.s3) {
    const { endpoint, region, accessKeyId, secretAccessKey, mediaBucket, timeoutMs } = config.s3;
    return createS3Storage({ endpoint, region, accessKeyId, secretAccessKey, bucket: mediaBucket, layout: MEDIA_LAYOUT, cacheControl: IMMUTABLE_CACHE_CONTROL, timeoutMs });
  }
  return createLocalMediaStorage(config.mediaDir);
}

/** Prefixes of the private bucket, one per kind of private file. */
export const PRIVATE_PREFIXES = { fundReports: 'fund-reports/', eventFiles: 'event-files/', supportFiles: 'support-files/', studentDocuments: 'student-documents/' } as const;

/**
 * A private store (never served by the media route): the folder `root` locally, or `prefix` in the
 * private bucket with MEDIA_STORAGE=s3. Objects there carry `Cache-Control: private, no-store`.
 */
export function createPrivateStorage(
  config: Partial<Pick<AppConfig, 'mediaStorage' | 's3'>>,
  place: { root: string; prefix: string; layout: LocalStorageLayout },
): MediaStorage {
  if (config.mediaStorage === 's3' && config.s3) {
    const { endpoint, region, accessKeyId, secretAccessKey, privateBucket, timeoutMs } = config.s3;
    return createS3Storage({ endpoint, region, accessKeyId, secretAccessKey, bucket: privateBucket, prefix: place.prefix, layout: place.layout, cacheControl: 'private, no-store', timeoutMs });
  }
  return createLocalMediaStorage(place.root, place.layout);
}

export function extensionForMime(mime: string): string {
  const found = Object.entries(MIME_BY_EXTENSION).find(([, value]) => value === mime);
  if (!found) throw new Error(`No storage extension for ${mime}`);
  return found[0];
}
