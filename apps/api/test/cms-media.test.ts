import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { detectMediaType } from '../src/content/media-type';
import { ADMIN_V1, articleInput, buildCmsApp, buildTaxonomy, signInStaff, type CmsTestApp, type Staff } from './cms-fixtures';
import { createTestDb, DB_KINDS } from './helpers';

const MEDIA_V1 = '/api/seoul/v1/media';

/** A multipart/form-data body: text fields first, then the file. */
function multipart(file: { bytes: Buffer; filename: string; contentType: string }, fields: Record<string, string> = {}) {
  const boundary = `----spi-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
  parts.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A photo-like PNG (gradient), large enough to be resized. */
function png(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

/** ID3v2 header followed by MPEG frame headers: what the detector reads of an MP3. */
const MP3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(4000, 0xff)]);

describe('media type detection', () => {
  it('recognises the accepted types by their first bytes only', () => {
    const cases: Array<[string, string | null]> = [
      ['\xff\xd8\xff\xe0\x00\x10JFIF', 'image/jpeg'],
      ['\x89PNG\r\n\x1a\n\x00\x00', 'image/png'],
      ['GIF89a\x01\x00', 'image/gif'],
      ['RIFF\x00\x00\x00\x00WEBPVP8 ', 'image/webp'],
      ['RIFF\x00\x00\x00\x00WAVEfmt ', null],
      ['ID3\x04\x00', 'audio/mpeg'],
      ['\xff\xfb\x90\x64', 'audio/mpeg'],
      ['\xff\xf1\x50\x80', null], // AAC ADTS, not MP3
      ['\x00\x00\x00\x20ftypM4A \x00\x00', 'audio/mp4'],
      ['\x00\x00\x00\x20ftypqt  \x00\x00', null],
      ['OggS\x00\x02', 'audio/ogg'],
      ['<svg xmlns="http://www.w3.org/2000/svg">', null],
      ['<!DOCTYPE html><script>', null],
      ['%PDF-1.7', null],
    ];
    for (const [head, mime] of cases) expect(detectMediaType(Buffer.from(head, 'latin1'))?.mime ?? null, JSON.stringify(head)).toBe(mime);
  });
});

describe.each(DB_KINDS)('CMS media library (%s)', (kind) => {
  let db: DbHandle;
  let cms: CmsTestApp;
  let app: ApiApp;
  let staff: Staff;

  beforeAll(async () => {
    db = await createTestDb(kind);
    cms = await buildCmsApp(db);
    app = cms.app;
    staff = await signInStaff(app, db);
  });
  afterAll(async () => {
    await cms.close();
    await db.close();
  });

  const upload = (file: Parameters<typeof multipart>[0], fields?: Record<string, string>, headers = staff.editor) => {
    const body = multipart(file, fields);
    return app.inject({ method: 'POST', url: `${ADMIN_V1}/media`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  it('a PNG is converted to WebP (longest side 2400 px) with thumb 1200x675 and small 480 px variants, metadata stripped', async () => {
    const source = await sharp(await png(3000, 2000)).withExif({ IFD0: { Copyright: 'secret-camera-owner' } }).png().toBuffer();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const res = await upload({ bytes: source, filename: '../../etc/사진 1.png', contentType: 'image/png' }, { alt: '강남 업무지구 전경' });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      kind: 'IMAGE',
      mime: 'image/webp',
      width: 2400,
      height: 1600,
      alt: '강남 업무지구 전경',
      originalName: '사진 1.png',
      url: `${MEDIA_V1}/${item.mediaId}`,
      variants: {
        thumb: { url: `${MEDIA_V1}/${item.mediaId}/thumb`, width: 1200, height: 675 },
        small: { url: `${MEDIA_V1}/${item.mediaId}/small`, width: 480, height: 320 },
      },
      uploadedBy: { userId: staff.editorId, nickname: '이서연' },
    });
    expect(item.mediaId).toMatch(/^[A-Za-z0-9]{20}$/);
    // Stored under the media folder by id only; the client's file name is not a path.
    expect(readdirSync(path.join(cms.mediaDir, item.mediaId)).sort()).toEqual(['original.webp', 'small.webp', 'thumb.webp']);
    expect(existsSync(path.join(cms.mediaDir, 'etc'))).toBe(false);

    const original = await app.inject({ method: 'GET', url: item.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(item.bytes),
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2400, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(original.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);

    const thumb = await app.inject({ method: 'GET', url: item.variants.thumb.url });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 1200, height: 675 });
    const small = await app.inject({ method: 'GET', url: item.variants.small.url });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 480, height: 320 });
    // No auth is needed, a repeat with the ETag is 304, an unknown id or variant is 404 / 400.
    const cached = await app.inject({ method: 'GET', url: item.url, headers: { 'if-none-match': original.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: `${MEDIA_V1}/abcdEFGH1234nope` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${item.url}/huge` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${MEDIA_V1}/..%2F..%2Fetc` })).statusCode).toBe(400);

    const audit = await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.targetType, 'media'), eq(schema.auditLog.targetId, item.mediaId)));
    expect(audit).toEqual([expect.objectContaining({ action: 'media.upload', actorId: staff.editorId, meta: expect.objectContaining({ kind: 'IMAGE', detectedMime: 'image/png' }) })]);
  });

  it('a small image is never enlarged (original and small), while thumb is always 1200x675', async () => {
    const res = await upload({ bytes: await png(300, 200), filename: 'small.png', contentType: 'image/png' });
    expect(res.json()).toMatchObject({ width: 300, height: 200, variants: { thumb: { width: 1200, height: 675 }, small: { width: 300, height: 200 } } });
  });

  it('the type comes from the bytes: a text file named .png is refused with 400 and a Korean message', async () => {
    const res = await upload({ bytes: Buffer.from('<script>alert(1)</script> 이것은 이미지가 아닙니다'), filename: 'photo.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: '지원하지 않는 파일 형식입니다. 이미지는 JPEG, PNG, WebP, GIF, 오디오는 MP3, M4A, OGG 파일만 올릴 수 있습니다.',
    });
    const svg = await upload({ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), filename: 'a.svg', contentType: 'image/svg+xml' });
    expect(svg.statusCode).toBe(400);
    const corrupt = await upload({ bytes: Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(200, 7)]), filename: 'broken.png', contentType: 'image/png' });
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().error.message).toBe('이미지를 읽을 수 없습니다. 파일이 손상되었는지 확인해 주세요.');
    const none = await app.inject({ method: 'POST', url: `${ADMIN_V1}/media`, headers: staff.editor, payload: { file: 'x' } });
    expect(none.statusCode).toBe(415);
    expect(await db.db.select().from(schema.media).where(eq(schema.media.originalName, 'photo.png'))).toEqual([]);
  });

  it('an image over 10 MB is refused with 413 as soon as the limit is passed', async () => {
    const bytes = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload({ bytes, filename: 'huge.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '이미지 파일은 10MB까지 올릴 수 있습니다.' });
    // The unread rest of the body must not stay on a keep-alive connection.
    expect(res.headers.connection).toBe('close');
  });

  it('an MP3 is stored as it is and served with byte ranges for seeking', async () => {
    const res = await upload({ bytes: MP3, filename: 'voice.mp3', contentType: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ kind: 'AUDIO', mime: 'audio/mpeg', bytes: MP3.length, width: null, height: null, variants: {} });
    const whole = await app.inject({ method: 'GET', url: item.url });
    expect(whole.headers).toMatchObject({ 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes', 'x-content-type-options': 'nosniff' });
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
    // An audio file has no image variants: the original answers.
    expect((await app.inject({ method: 'GET', url: `${item.url}/thumb` })).headers['content-type']).toBe('audio/mpeg');
  });

  it('lists, edits the alt text, refuses to delete a file in use (409) and deletes it with its files otherwise', async () => {
    const image = (await upload({ bytes: await png(800, 600), filename: 'cover.png', contentType: 'image/png' })).json();
    const list = await app.inject({ method: 'GET', url: `${ADMIN_V1}/media?kind=IMAGE&query=cover`, headers: staff.editor });
    expect(list.json().data.map((m: { mediaId: string }) => m.mediaId)).toEqual([image.mediaId]);
    const alt = await app.inject({ method: 'PUT', url: `${ADMIN_V1}/media/${image.mediaId}`, headers: staff.editor, payload: { alt: '표지 사진' } });
    expect(alt.json().alt).toBe('표지 사진');

    const taxonomy = await buildTaxonomy(app, staff.editor);
    const article = await app.inject({ method: 'POST', url: `${ADMIN_V1}/articles`, headers: staff.editor, payload: articleInput(taxonomy, { thumbnailMediaId: image.mediaId }) });
    expect(article.json().thumbnailMedia).toMatchObject({ mediaId: image.mediaId, alt: '표지 사진' });
    expect(article.json().thumbnail).toBe(`${MEDIA_V1}/${image.mediaId}/small`);
    const audio = (await app.inject({ method: 'GET', url: `${ADMIN_V1}/media?kind=AUDIO`, headers: staff.editor })).json().data[0];
    const wrongKind = await app.inject({ method: 'PUT', url: `${ADMIN_V1}/articles/${article.json().articleId}`, headers: staff.editor, payload: articleInput(taxonomy, { thumbnailMediaId: audio.mediaId }) });
    expect(wrongKind.json().error.details.issues).toEqual([{ path: 'thumbnailMediaId', message: '대표 이미지는 이미지 파일이어야 합니다.' }]);

    const inUse = await app.inject({ method: 'DELETE', url: `${ADMIN_V1}/media/${image.mediaId}`, headers: staff.editor });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('MEDIA_IN_USE');
    const free = (await upload({ bytes: await png(100, 100), filename: 'free.png', contentType: 'image/png' })).json();
    const deleted = await app.inject({ method: 'DELETE', url: `${ADMIN_V1}/media/${free.mediaId}`, headers: staff.editor });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(path.join(cms.mediaDir, free.mediaId))).toBe(false);
    expect((await app.inject({ method: 'GET', url: free.url })).statusCode).toBe(404);
    const actions = (await db.db.select().from(schema.auditLog).where(eq(schema.auditLog.targetType, 'media'))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['media.upload', 'media.update', 'media.delete']));
  });
});
