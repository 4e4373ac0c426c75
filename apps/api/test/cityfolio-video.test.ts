import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVideoMetadata, LocalVideoMetadata, OembedVideoMetadata } from '../src/adapters/video-metadata';
import type { ApiApp } from '../src/app';
import { csrfCookies, csrfHeaders } from './factories';
import { AS, signedIn } from './sessions';
import { buildTestApp, createTestDb } from './helpers';

/**
 * The oEmbed adapter against a local server speaking the providers' oEmbed JSON (nothing leaves the
 * machine), and the local adapter's catalogue and fallback.
 */
describe('VideoMetadata', () => {
  let server: Server;
  let base = '';
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push(`${url.pathname}?${url.searchParams.toString()}`);
      const target = url.searchParams.get('url') ?? '';
      const json = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(typeof body === 'string' ? body : JSON.stringify(body)); };
      if (url.pathname === '/youtube/oembed') {
        if (target.endsWith('v=notfound000')) return json(404, 'Not Found');
        if (target.endsWith('v=slowvideo00')) return void setTimeout(() => json(200, { title: 'late' }), 2_000);
        if (target.endsWith('v=broken00000')) return json(200, '{"title": ');
        if (target.endsWith('v=untitled000')) return json(200, { author_name: 'x' });
        return json(200, {
          type: 'video', version: '1.0', title: '  오피스 시장 브리핑  ', author_name: 'SPI 채널', provider_name: 'YouTube',
          thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', html: '<iframe></iframe>',
        });
      }
      if (url.pathname === '/vimeo/oembed.json') {
        return json(200, { type: 'video', title: '물류센터 투어', author_name: 'Vimeo 작가', thumbnail_url: 'javascript:alert(1)', duration: 125.4 });
      }
      json(404, {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const oembed = () => new OembedVideoMetadata({ youtubeOembedUrl: `${base}/youtube/oembed`, vimeoOembedUrl: `${base}/vimeo/oembed.json`, timeoutMs: 500 });

  it('reads YouTube and Vimeo oEmbed answers', async () => {
    expect(await oembed().lookup('youtube', 'dQw4w9WgXcQ')).toEqual({ title: '오피스 시장 브리핑', author: 'SPI 채널', thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', durationSec: null });
    expect(seen.at(-1)).toBe(`/youtube/oembed?url=${encodeURIComponent('https://www.youtube.com/watch?v=dQw4w9WgXcQ')}&format=json`);
    // A thumbnail that is not https is dropped; the duration is rounded.
    expect(await oembed().lookup('vimeo', '76979871')).toEqual({ title: '물류센터 투어', author: 'Vimeo 작가', thumbnailUrl: '', durationSec: 125 });
    expect(seen.at(-1)).toBe(`/vimeo/oembed.json?url=${encodeURIComponent('https://vimeo.com/76979871')}`);
  });

  it.each(['notfound000', 'slowvideo00', 'broken00000', 'untitled000'])('turns a failed lookup (%s) into CITYFOLIO_VIDEO_LOOKUP_FAILED', async (id) => {
    const error = await oembed().lookup('youtube', id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CITYFOLIO_VIDEO_LOOKUP_FAILED');
    expect((error as AppError).status).toBe(502);
  });

  it('answers locally from the catalogue or with a plain title, and is the default', async () => {
    const local = new LocalVideoMetadata();
    expect((await local.lookup('youtube', 'aqz-KE-bpKQ')).durationSec).toBe(634);
    expect(await local.lookup('vimeo', '1')).toEqual({ title: 'Vimeo 영상 1', author: '', thumbnailUrl: '', durationSec: null });
    expect(createVideoMetadata({ kind: 'local', youtubeOembedUrl: base, vimeoOembedUrl: base, timeoutMs: 1 }).kind).toBe('local');
    expect(createVideoMetadata({ kind: 'oembed', youtubeOembedUrl: base, vimeoOembedUrl: base, timeoutMs: 1 }).kind).toBe('oembed');
  });

  describe('through the admin API with VIDEO_METADATA=oembed', () => {
    let db: DbHandle;
    let app: ApiApp;
    let headers: Record<string, string>;

    beforeAll(async () => {
      db = await createTestDb('pglite');
      app = await buildTestApp({ db, config: { videoMetadata: { kind: 'oembed', youtubeOembedUrl: `${base}/youtube/oembed`, vimeoOembedUrl: `${base}/vimeo/oembed.json`, timeoutMs: 500 } } });
      headers = { ...(await signedIn(app, db, AS.editor)).headers, ...csrfHeaders };
    });
    afterAll(async () => {
      await app.close();
      await db.close();
    });

    it('previews, stores the looked-up metadata, and answers 502 when the site fails', async () => {
      const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url: `/api/seoul/v1/admin${url}`, headers, cookies: csrfCookies, payload: payload as never });
      const preview = await post('/cityfolio/video-lookup', { url: 'https://vimeo.com/76979871' });
      expect(preview.json().video).toMatchObject({ provider: 'vimeo', providerLabel: 'Vimeo', title: '물류센터 투어', durationSec: 125, watchUrl: 'https://vimeo.com/76979871' });
      const saved = await post('/cityfolio', { kind: 'VIDEO', title: '브리핑', summary: '', body: '', coverUrl: '', status: 'PUBLISHED', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
      expect(saved.statusCode).toBe(201);
      expect(saved.json().item.video).toMatchObject({ title: '오피스 시장 브리핑', author: 'SPI 채널' });
      const failed = await post('/cityfolio', { kind: 'VIDEO', title: '없는 영상', summary: '', body: '', coverUrl: '', status: 'PUBLISHED', videoUrl: 'https://youtu.be/notfound000' });
      expect([failed.statusCode, failed.json().error.code]).toEqual([502, 'CITYFOLIO_VIDEO_LOOKUP_FAILED']);
      const list = await app.inject({ method: 'GET', url: '/api/seoul/v1/admin/cityfolio', headers });
      expect(list.json().pagination.total).toBe(1);
    });
  });
});
