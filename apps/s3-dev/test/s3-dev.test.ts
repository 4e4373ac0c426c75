import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_KEY_ID, DEFAULT_REGION, DEFAULT_SECRET_ACCESS_KEY, loadConfig, ObjectStore, startS3Dev, type S3Dev } from '../src/index';

const client = (overrides: Partial<{ accessKeyId: string; secretAccessKey: string; region: string }> = {}) =>
  new AwsClient({ accessKeyId: DEFAULT_ACCESS_KEY_ID, secretAccessKey: DEFAULT_SECRET_ACCESS_KEY, service: 's3', region: DEFAULT_REGION, retries: 0, ...overrides });

/** A raw request (no URL normalisation by fetch), for path tricks. */
function raw(s3: S3Dev, method: string, pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: s3.host, port: s3.port, method, path: pathAndQuery, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}

const code = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];

describe('s3-dev', () => {
  let dir: string;
  let s3: S3Dev;
  const aws = client();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 's3-dev-'));
    s3 = await startS3Dev({ dir, port: 0 });
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const object = (key: string, bucket = 'spi-media') => `${s3.url}/${bucket}/${key}`;

  it('stores an object with its type and cache lifetime and serves it back (GET, HEAD)', async () => {
    const bytes = new TextEncoder().encode('hello, 리츠 world');
    const put = await aws.fetch(object('abcDEF12/original.webp'), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

    const get = await aws.fetch(object('abcDEF12/original.webp'));
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('image/webp');
    expect(get.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(get.headers.get('content-length')).toBe(String(bytes.length));
    expect(new Uint8Array(await get.arrayBuffer())).toEqual(bytes);

    const head = await aws.fetch(object('abcDEF12/original.webp'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(put.headers.get('etag'));
    // Writes leave no temporary files behind.
    expect(readdirSync(path.join(dir, 'spi-media', 'tmp'))).toEqual([]);
  });

  it('a payload hash that does not match the body is refused and nothing is stored', async () => {
    const response = await aws.fetch(object('abcDEF12/bad.webp'), {
      method: 'PUT',
      body: 'the real body',
      headers: { 'content-type': 'image/webp', 'x-amz-content-sha256': 'a'.repeat(64) },
    });
    expect(response.status).toBe(400);
    expect(code(await response.text())).toBe('XAmzContentSHA256Mismatch');
    expect((await aws.fetch(object('abcDEF12/bad.webp'), { method: 'HEAD' })).status).toBe(404);
  });

  it('serves single byte ranges (206 + Content-Range), 416 when unsatisfiable, the whole object for other syntax', async () => {
    await aws.fetch(object('ranges00/audio.mp3'), { method: 'PUT', body: '0123456789', headers: { 'content-type': 'audio/mpeg' } });
    const cases: Array<[string, number, string | null, string]> = [
      ['bytes=2-5', 206, 'bytes 2-5/10', '2345'],
      ['bytes=7-', 206, 'bytes 7-9/10', '789'],
      ['bytes=-3', 206, 'bytes 7-9/10', '789'],
      ['bytes=5-100', 206, 'bytes 5-9/10', '56789'],
      ['bytes=0-1,4-5', 200, null, '0123456789'],
    ];
    for (const [range, status, contentRange, body] of cases) {
      const response = await aws.fetch(object('ranges00/audio.mp3'), { headers: { range } });
      expect(response.status, range).toBe(status);
      expect(response.headers.get('content-range'), range).toBe(contentRange);
      expect(await response.text(), range).toBe(body);
    }
    for (const range of ['bytes=10-', 'bytes=-0']) {
      const response = await aws.fetch(object('ranges00/audio.mp3'), { headers: { range } });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range')).toBe('bytes */10');
      expect(code(await response.text())).toBe('InvalidRange');
    }
  });

  it('answers S3 errors: NoSuchKey, NoSuchBucket; HEAD of a missing key is a bare 404; DELETE is 204 even when missing', async () => {
    const missing = await aws.fetch(object('nothing0/here.webp'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/xml');
    expect(code(await missing.text())).toBe('NoSuchKey');
    const bucket = await aws.fetch(`${s3.url}/no-such-bucket/a.txt`);
    expect(bucket.status).toBe(404);
    expect(code(await bucket.text())).toBe('NoSuchBucket');
    expect((await aws.fetch(object('nothing0/here.webp'), { method: 'HEAD' })).status).toBe(404);

    await aws.fetch(object('deleteme/a.webp'), { method: 'PUT', body: 'x' });
    expect((await aws.fetch(object('deleteme/a.webp'), { method: 'DELETE' })).status).toBe(204);
    expect((await aws.fetch(object('deleteme/a.webp'), { method: 'DELETE' })).status).toBe(204);
    expect((await aws.fetch(object('deleteme/a.webp'))).status).toBe(404);
    // The emptied folder is gone too.
    expect(readdirSync(path.join(dir, 'spi-media', 'objects'))).not.toContain('deleteme');
  });

  it('lists keys by prefix (ListObjectsV2) with a continuation token', async () => {
    for (const name of ['b', 'a', 'c']) await aws.fetch(object(`fund-reports/${name}.pdf`, 'spi-private'), { method: 'PUT', body: name });
    const first = await (await aws.fetch(`${s3.url}/spi-private?list-type=2&prefix=fund-reports/&max-keys=2`)).text();
    expect([...first.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1])).toEqual(['fund-reports/a.pdf', 'fund-reports/b.pdf']);
    expect(first).toContain('<IsTruncated>true</IsTruncated>');
    const token = /<NextContinuationToken>([^<]+)</.exec(first)?.[1] ?? '';
    const second = await (await aws.fetch(`${s3.url}/spi-private?list-type=2&prefix=fund-reports/&continuation-token=${token}`)).text();
    expect([...second.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1])).toEqual(['fund-reports/c.pdf']);
    // Buckets are separate.
    const media = await (await aws.fetch(`${s3.url}/spi-media?list-type=2&prefix=fund-reports/`)).text();
    expect(media).toContain('<KeyCount>0</KeyCount>');
  });

  describe('signature', () => {
    it('refuses a request without one (AccessDenied), an unknown key id (InvalidAccessKeyId) and a wrong secret (SignatureDoesNotMatch)', async () => {
      const anonymous = await fetch(object('abcDEF12/original.webp'));
      expect(anonymous.status).toBe(403);
      expect(code(await anonymous.text())).toBe('AccessDenied');

      const unknown = await client({ accessKeyId: 'someone-else' }).fetch(object('abcDEF12/original.webp'));
      expect(unknown.status).toBe(403);
      expect(code(await unknown.text())).toBe('InvalidAccessKeyId');

      const wrongSecret = await client({ secretAccessKey: 'not-the-secret' }).fetch(object('abcDEF12/original.webp'));
      expect(wrongSecret.status).toBe(403);
      expect(code(await wrongSecret.text())).toBe('SignatureDoesNotMatch');

      const wrongRegion = await client({ region: 'us-east-1' }).fetch(object('abcDEF12/original.webp'));
      expect(wrongRegion.status).toBe(400);
      expect(code(await wrongRegion.text())).toBe('AuthorizationHeaderMalformed');
    });

    it('refuses a signed request whose method, path, query or signed header was changed on the way', async () => {
      const signed = await aws.sign(object('abcDEF12/original.webp'), { headers: { 'x-amz-meta-note': 'a' } });
      const headers = Object.fromEntries(signed.headers);
      const ok = await fetch(signed.url, { headers });
      expect(ok.status).toBe(200);
      await ok.arrayBuffer();
      const tampered = [
        fetch(signed.url, { method: 'DELETE', headers }),
        fetch(object('abcDEF12/other.webp'), { headers }),
        fetch(`${signed.url}?x=1`, { headers }),
        fetch(signed.url, { headers: { ...headers, 'x-amz-meta-note': 'b' } }),
        fetch(signed.url, { headers: { ...headers, 'x-amz-date': '20200101T000000Z' } }),
      ];
      for (const response of await Promise.all(tampered)) {
        expect(response.status).toBe(403);
        expect(['SignatureDoesNotMatch', 'RequestTimeTooSkewed']).toContain(code(await response.text()));
      }
      // The object is still there: the DELETE was refused.
      expect((await aws.fetch(object('abcDEF12/original.webp'), { method: 'HEAD' })).status).toBe(200);
    });

    it('refuses a request signed too long ago (RequestTimeTooSkewed)', async () => {
      const old = new Date(Date.now() - 20 * 60 * 1000).toISOString().replace(/[:-]|\.\d{3}/g, '');
      const response = await aws.fetch(object('abcDEF12/original.webp'), { aws: { datetime: old } });
      expect(response.status).toBe(403);
      expect(code(await response.text())).toBe('RequestTimeTooSkewed');
    });
  });

  describe('keys cannot leave the bucket', () => {
    // Dot segments in the path are resolved by URL parsing on both sides (client and server sign and route
    // the same normalised path); what reaches a key is what the percent-decoding of a segment makes.
    const tricks = ['..%2Fescape.txt', 'a%2F..%2F..%2F..%2Fescape.txt', '%2e%2e%2Fescape.txt', 'a%00b.txt', 'a%2F%2Fb.txt', 'a%5C..%5Cb.txt', 'a%2F.%2Fb.txt'];
    it.each(tricks)('%s is refused (400 InvalidArgument) and nothing is written', async (trick) => {
      const response = await aws.fetch(`${s3.url}/spi-media/${trick}`, { method: 'PUT', body: 'x' });
      expect(response.status).toBe(400);
      expect(code(await response.text())).toBe('InvalidArgument');
      expect(readdirSync(dir).sort()).toEqual(['spi-media', 'spi-private']);
      expect(readdirSync(path.join(dir, 'spi-media')).sort()).toEqual(['meta', 'objects', 'tmp']);
    });

    it('raw dot segments are resolved inside the URL, never above the buckets', async () => {
      const signed = await aws.sign(`${s3.url}/spi-media/x`, { method: 'GET' });
      for (const rawPath of ['/spi-media/../../etc/passwd', '/spi-media/%2e%2e/%2e%2e/etc/passwd', '/../spi-private/x']) {
        const response = await raw(s3, 'GET', rawPath, Object.fromEntries(signed.headers));
        expect(response.status, rawPath).toBeGreaterThanOrEqual(400);
        expect(response.status, rawPath).toBeLessThan(500);
      }
    });

    it('the store refuses escaping keys itself', async () => {
      const store = new ObjectStore(dir, ['spi-media']);
      for (const key of ['../x', 'a/../../x', '/x', 'a\\..\\x', 'a\u0000b', '']) {
        await expect(store.head('spi-media', key)).rejects.toThrow(/key/);
      }
    });
  });

  it('reads its settings from S3_DEV_* with the documented defaults', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ port: 4004, host: '127.0.0.1', buckets: ['spi-media', 'spi-private'], accessKeyId: 'spi-local', secretAccessKey: 'spi-local-secret', region: 'ap-northeast-2' });
    expect(defaults.dir.endsWith(path.join('data', 's3'))).toBe(true);
    expect(loadConfig({ S3_DEV_PORT: '0', S3_DEV_BUCKETS: 'one-bucket, two', S3_DEV_DIR: '/tmp/x' })).toMatchObject({ port: 0, buckets: ['one-bucket', 'two'], dir: '/tmp/x' });
    expect(() => loadConfig({ S3_DEV_BUCKETS: 'Bad_Bucket' })).toThrow(/valid bucket name/);
    expect(() => loadConfig({ S3_DEV_PORT: '70000' })).toThrow(/S3_DEV_PORT/);
  });
});
