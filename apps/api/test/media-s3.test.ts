import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { startS3Dev, type S3Dev } from '@spi/s3-dev';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaStorage } from '../src/adapters/media-storage';
import { createReportStorage } from '../src/adapters/report-storage';
import { createS3Storage, S3StorageError } from '../src/adapters/s3-storage';
import { eventFileStorage } from '../src/commands/events/event-files';
import { supportStorage } from '../src/commands/support/support-storage';
import { loadConfig, type S3Config } from '../src/config';
import { ADMIN_V1, buildCmsApp, signInStaff, type CmsTestApp } from './cms-fixtures';
import { createTestDb } from './helpers';

/** ID3v2 header followed by MPEG frame headers: what the detector reads of an MP3. */
const MP3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(4000, 0xff)]);

function multipart(bytes: Buffer, filename: string) {
  const boundary = `----spi-s3-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every object key of a bucket folder of s3-dev (its objects/ tree). */
function storedKeys(dir: string, bucket: string): string[] {
  const root = path.join(dir, bucket, 'objects');
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Array<{ isFile(): boolean; parentPath: string; name: string }>)
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('S3-compatible media storage (against apps/s3-dev)', () => {
  let dir: string;
  let s3dev: S3Dev;
  let s3: S3Config;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'spi-s3-'));
    s3dev = await startS3Dev({ dir, port: 0 });
    s3 = { endpoint: s3dev.url, region: s3dev.region, accessKeyId: s3dev.accessKeyId, secretAccessKey: s3dev.secretAccessKey, mediaBucket: 'spi-media', privateBucket: 'spi-private', timeoutMs: 5_000 };
  });
  afterAll(async () => {
    await s3dev.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts, gets (whole, ranges, unsatisfiable) and deletes through the adapter', async () => {
    const storage = createMediaStorage({ mediaDir: '/nonexistent', mediaStorage: 's3', s3 });
    expect(storage.kind).toBe('s3');
    const bytes = Buffer.from('0123456789abcdef');
    await storage.put('abcdEFGH1234/original.webp', bytes, 'image/webp');

    const whole = await storage.get('abcdEFGH1234/original.webp');
    expect(whole).toMatchObject({ size: 16, mime: 'image/webp', range: null });
    expect(await buffer(whole!.stream!)).toEqual(bytes);

    const part = await storage.get('abcdEFGH1234/original.webp', { start: 2, end: 5 });
    expect(part).toMatchObject({ size: 16, range: { start: 2, end: 5 } });
    expect((await buffer(part!.stream!)).toString()).toBe('2345');
    const tail = await storage.get('abcdEFGH1234/original.webp', { end: 3 });
    expect(tail).toMatchObject({ size: 16, range: { start: 13, end: 15 } });
    expect((await buffer(tail!.stream!)).toString()).toBe('def');
    const open = await storage.get('abcdEFGH1234/original.webp', { start: 10 });
    expect((await buffer(open!.stream!)).toString()).toBe('abcdef');
    expect(await storage.get('abcdEFGH1234/original.webp', { start: 16 })).toEqual({ stream: null, size: 16, mime: 'image/webp', range: null });

    expect(await storage.get('missing00000/original.webp')).toBeNull();
    await storage.delete('abcdEFGH1234/original.webp');
    await storage.delete('abcdEFGH1234/original.webp'); // missing is fine
    expect(await storage.get('abcdEFGH1234/original.webp')).toBeNull();
    // Keys the server would never make are refused before any request.
    await expect(storage.put('../escape/original.webp', bytes, 'image/webp')).rejects.toThrow(/Invalid media storage key/);
  });

  it('private files go to the private bucket under their prefixes, never the media bucket', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', SPI_DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }), mediaStorage: 's3' as const, s3 };
    await createReportStorage(config).put('report-1.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    await eventFileStorage(config).put('materials/abcdefgh12345678.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    const inquiry = '00000000-0000-4000-8000-000000000001';
    await supportStorage(config).put(`support/${inquiry}/${inquiry}.png`, Buffer.from('png'), 'image/png');
    expect(storedKeys(dir, 'spi-private')).toEqual(
      expect.arrayContaining(['event-files/materials/abcdefgh12345678.pdf', 'fund-reports/report-1.pdf', `support-files/support/${inquiry}/${inquiry}.png`]),
    );
    expect(storedKeys(dir, 'spi-media').filter((key) => /fund-reports|event-files|support/.test(key))).toEqual([]);
    const report = await createReportStorage(config).get('report-1.pdf');
    expect(report).toMatchObject({ mime: 'application/pdf', size: 8 });
    report!.stream!.destroy();
  });

  it('a wrong secret or key id fails clearly (S3StorageError with the S3 code, no secret in the message)', async () => {
    const wrong = createS3Storage({ ...s3, secretAccessKey: 'not-the-secret', bucket: 'spi-media', layout: { name: 'Media', assertKey: () => undefined, mimeByExtension: {} } });
    const error = await wrong.put('abcdEFGH1234/original.webp', Buffer.from('x'), 'image/webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3StorageError);
    expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch', operation: 'PutObject' });
    expect((error as Error).message).toMatch(/^S3 PutObject of spi-media\/abcdEFGH1234\/original.webp failed: 403 SignatureDoesNotMatch/);
    expect((error as Error).message).not.toContain('not-the-secret');
    await expect(wrong.get('abcdEFGH1234/original.webp')).rejects.toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });

    const unknown = createS3Storage({ ...s3, accessKeyId: 'nobody', bucket: 'spi-media', layout: { name: 'Media', assertKey: () => undefined, mimeByExtension: {} } });
    await expect(unknown.delete('abcdEFGH1234/original.webp')).rejects.toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    const noBucket = createS3Storage({ ...s3, bucket: 'no-such-bucket', layout: { name: 'Media', assertKey: () => undefined, mimeByExtension: {} } });
    await expect(noBucket.get('a.webp')).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
    // Nothing listening: a clear error, not a hang.
    const down = createS3Storage({ ...s3, endpoint: 'http://127.0.0.1:9', bucket: 'spi-media', timeoutMs: 2_000, layout: { name: 'Media', assertKey: () => undefined, mimeByExtension: {} } });
    await expect(down.get('a.webp')).rejects.toMatchObject({ name: 'S3StorageError', status: 0, operation: 'GetObject' });
  });

  it('MEDIA_STORAGE=s3 needs the endpoint and keys, and two different buckets', () => {
    const base = { NODE_ENV: 'test', SPI_DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base)).toMatchObject({ mediaStorage: 'local', s3: null });
    expect(() => loadConfig({ ...base, MEDIA_STORAGE: 's3' })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with MEDIA_STORAGE=s3/);
    const env = { ...base, MEDIA_STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:4004/', S3_ACCESS_KEY_ID: 'spi-local', S3_SECRET_ACCESS_KEY: 'spi-local-secret' };
    expect(loadConfig(env).s3).toEqual({ endpoint: 'http://127.0.0.1:4004', region: 'ap-northeast-2', accessKeyId: 'spi-local', secretAccessKey: 'spi-local-secret', mediaBucket: 'spi-media', privateBucket: 'spi-private', timeoutMs: 15_000 });
    expect(() => loadConfig({ ...env, S3_PRIVATE_BUCKET: 'spi-media' })).toThrow(/S3_PRIVATE_BUCKET must differ/);
    expect(() => loadConfig({ ...env, S3_MEDIA_BUCKET: 'Bad_Bucket' })).toThrow(/S3_MEDIA_BUCKET/);
  });

  describe('through the API (PGlite)', () => {
    let db: DbHandle;
    let cms: CmsTestApp;

    beforeAll(async () => {
      db = await createTestDb('pglite');
      cms = await buildCmsApp(db, { config: { mediaStorage: 's3', s3 } });
    });
    afterAll(async () => {
      await cms.close();
      await db.close();
    });

    it('an upload lands in the media bucket (immutable) and the media route serves it with ranges; deleting removes it', async () => {
      const { app } = cms;
      const staff = await signInStaff(app, db);
      const body = multipart(MP3, 'voice.mp3');
      const res = await app.inject({ method: 'POST', url: `${ADMIN_V1}/media`, headers: { ...staff.editor, ...body.headers }, payload: body.payload });
      expect(res.statusCode, res.body).toBe(201);
      const item = res.json();
      expect(storedKeys(dir, 'spi-media')).toContain(`${item.mediaId}/original.mp3`);
      // Nothing on the local disk.
      expect(readdirSync(cms.mediaDir)).toEqual([]);

      const whole = await app.inject({ method: 'GET', url: item.url });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({ 'content-type': 'audio/mpeg', 'content-length': String(MP3.length), 'cache-control': 'public, max-age=31536000, immutable' });
      expect(Buffer.compare(whole.rawPayload, MP3)).toBe(0);
      const part = await app.inject({ method: 'GET', url: item.url, headers: { range: 'bytes=0-9' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-9/${MP3.length}`);
      expect(part.rawPayload).toEqual(MP3.subarray(0, 10));
      const tail = await app.inject({ method: 'GET', url: item.url, headers: { range: 'bytes=-5' } });
      expect(tail.rawPayload).toEqual(MP3.subarray(MP3.length - 5));
      const beyond = await app.inject({ method: 'GET', url: item.url, headers: { range: `bytes=${MP3.length + 10}-` } });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${MP3.length}`);

      // The object itself carries the immutable lifetime (for a CDN in front of the bucket).
      const stored = JSON.parse((await import('node:fs')).readFileSync(path.join(dir, 'spi-media', 'meta', item.mediaId, 'original.mp3.json'), 'utf8'));
      expect(stored).toMatchObject({ contentType: 'audio/mpeg', cacheControl: 'public, max-age=31536000, immutable', size: MP3.length });

      const deleted = await app.inject({ method: 'DELETE', url: `${ADMIN_V1}/media/${item.mediaId}`, headers: staff.editor });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(storedKeys(dir, 'spi-media')).not.toContain(`${item.mediaId}/original.mp3`);
    });
  });
});
