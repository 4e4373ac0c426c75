import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3Error } from './errors';

/** What is kept beside an object (the sidecar JSON). */
export interface ObjectMeta {
  contentType: string;
  cacheControl?: string;
  etag: string;
  size: number;
  lastModified: string;
}

/** S3's key limit in bytes. */
const MAX_KEY_BYTES = 1024;

/**
 * Refuses keys that could leave the bucket's folder or that a file system cannot hold the way S3 does:
 * empty, over 1,024 bytes, a NUL or other control character, a backslash, an empty, `.` or `..` segment.
 */
export function assertObjectKey(key: string): void {
  const bad = (why: string) => new S3Error(400, 'InvalidArgument', `Invalid object key: ${why}`, { ArgumentName: 'key' });
  if (key === '') throw bad('empty');
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw new S3Error(400, 'KeyTooLongError', 'Your key is too long');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(key)) throw bad('control characters and backslashes are not accepted');
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw bad('empty, "." and ".." segments are not accepted');
  }
}

/**
 * Objects on disk: <dir>/<bucket>/objects/<key> with the metadata in <dir>/<bucket>/meta/<key>.json.
 * Writes go to <dir>/<bucket>/tmp first and are renamed into place, so a reader never sees half an
 * object.
 */
export class ObjectStore {
  constructor(
    readonly dir: string,
    readonly buckets: readonly string[],
  ) {}

  async init(): Promise<void> {
    for (const bucket of this.buckets) {
      for (const sub of ['objects', 'meta', 'tmp']) await mkdir(path.join(this.dir, bucket, sub), { recursive: true });
    }
  }

  hasBucket(bucket: string): boolean {
    return this.buckets.includes(bucket);
  }

  private paths(bucket: string, key: string): { object: string; meta: string } {
    assertObjectKey(key);
    const objects = path.join(this.dir, bucket, 'objects');
    const metas = path.join(this.dir, bucket, 'meta');
    const object = path.resolve(objects, key);
    const meta = path.resolve(metas, `${key}.json`);
    // Belt and braces after the segment checks above.
    if (!object.startsWith(objects + path.sep) || !meta.startsWith(metas + path.sep)) throw new S3Error(400, 'InvalidArgument', 'Invalid object key');
    return { object, meta };
  }

  /** Streams `body` into the bucket; returns the metadata, or throws (nothing is left behind). */
  async put(
    bucket: string,
    key: string,
    body: Readable,
    options: { contentType: string; cacheControl?: string; maxBytes: number; expectedSha256: string | null },
  ): Promise<ObjectMeta> {
    const target = this.paths(bucket, key);
    const temporary = path.join(this.dir, bucket, 'tmp', randomUUID());
    const sha256 = createHash('sha256');
    const md5 = createHash('md5');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > options.maxBytes) return callback(new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'));
        sha256.update(chunk);
        md5.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(body, meter, createWriteStream(temporary));
      if (options.expectedSha256 !== null && sha256.digest('hex') !== options.expectedSha256) {
        throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
      }
      const meta: ObjectMeta = {
        contentType: options.contentType,
        ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}),
        etag: `"${md5.digest('hex')}"`,
        size,
        lastModified: new Date().toUTCString(),
      };
      const temporaryMeta = `${temporary}.json`;
      await writeFile(temporaryMeta, JSON.stringify(meta));
      try {
        await mkdir(path.dirname(target.object), { recursive: true });
        await mkdir(path.dirname(target.meta), { recursive: true });
        await rename(temporaryMeta, target.meta);
        await rename(temporary, target.object);
      } catch (error) {
        await rm(temporaryMeta, { force: true });
        const code = (error as NodeJS.ErrnoException).code;
        // `a` and `a/b` cannot both be files on disk (S3 allows it; SPI's keys never need it).
        if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST') throw new S3Error(409, 'OperationAborted', 'The key conflicts with an existing key used as a folder (s3-dev stores keys as files)');
        throw error;
      }
      return meta;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** The metadata of an object, or null when there is none. */
  async head(bucket: string, key: string): Promise<ObjectMeta | null> {
    const target = this.paths(bucket, key);
    try {
      const [info, raw] = await Promise.all([stat(target.object), readFile(target.meta, 'utf8')]);
      if (!info.isFile()) return null;
      const meta = JSON.parse(raw) as ObjectMeta;
      return { ...meta, size: info.size };
    } catch {
      return null;
    }
  }

  read(bucket: string, key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.paths(bucket, key).object, range ?? {});
  }

  /** Deleting a missing object is not an error (S3 answers 204 either way). */
  async delete(bucket: string, key: string): Promise<void> {
    const target = this.paths(bucket, key);
    await rm(target.object, { force: true });
    await rm(target.meta, { force: true });
    // Drop folders left empty, up to (never including) the bucket's objects/ and meta/.
    for (const [file, root] of [
      [target.object, path.join(this.dir, bucket, 'objects')],
      [target.meta, path.join(this.dir, bucket, 'meta')],
    ] as const) {
      let folder = path.dirname(file);
      while (folder.startsWith(root + path.sep)) {
        try {
          await rmdir(folder);
        } catch {
          break;
        }
        folder = path.dirname(folder);
      }
    }
  }

  /** Every key of a bucket starting with `prefix`, sorted as S3 does (by UTF-8 bytes). */
  async list(bucket: string, prefix: string): Promise<Array<{ key: string; meta: ObjectMeta }>> {
    const root = path.join(this.dir, bucket, 'objects');
    const found: string[] = [];
    const walk = async (folder: string, relative: string) => {
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          // Only descend where keys with the prefix can be.
          if (prefix.startsWith(`${key}/`) || `${key}/`.startsWith(prefix) || prefix === '') await walk(path.join(folder, entry.name), key);
        } else if (entry.isFile() && key.startsWith(prefix)) {
          found.push(key);
        }
      }
    };
    await walk(root, '');
    found.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const result: Array<{ key: string; meta: ObjectMeta }> = [];
    for (const key of found) {
      const meta = await this.head(bucket, key);
      if (meta) result.push({ key, meta });
    }
    return result;
  }
}
