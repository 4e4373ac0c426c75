import { ACCESS_TOKEN_COOKIE } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { bearer, buildUser } from './factories';
import { AS, tokenFor, tokenOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
/** Thursday 2026-11-26 12:00 in Seoul. */
const NOW = Date.parse('2026-11-26T03:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const input = {
  title: '리츠포커스 데이터 다운로드 오픈',
  body: '배당 데이터를 내려받을 수 있어요.\n지금 확인해 보세요.',
  imageMediaId: null,
  imageAlt: null,
  linkUrl: '/reitsfocus',
  linkLabel: '바로가기',
  startsAt: iso(NOW - HOUR),
  endsAt: iso(NOW + 2 * HOUR),
};

describe.each(DB_KINDS)('notices API (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);
  const tokens = {} as Record<'member' | 'editor' | 'admin', string>;
  let adminId = '';

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: clock.now });
    tokens.member = await tokenFor(app, db);
    tokens.editor = await tokenFor(app, db, AS.editor);
    adminId = await buildUser(db, AS.admin);
    tokens.admin = await tokenOf(app, adminId);
    await db.db.insert(schema.media).values([
      { id: 'img-1', kind: 'IMAGE', mime: 'image/png', bytes: 10, storageKey: 'k/img-1.png' },
      { id: 'audio-1', kind: 'AUDIO', mime: 'audio/mpeg', bytes: 10, storageKey: 'k/audio-1.mp3' },
    ]);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  beforeEach(async () => {
    clock.ms = NOW;
    tokens.admin = await tokenOf(app, adminId);
    await db.db.delete(schema.notices);
    app.responseCache.clear();
  });

  const active = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `${V1}/notices/active`, headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
    app.inject({ method, url: `${V1}/admin${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await send('POST', '/notices', tokens.admin, { ...input, ...overrides });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };

  describe('admin', () => {
    it('refuses guests (401, before validation), members and editors (403) on every endpoint', async () => {
      const { id } = await create();
      const routes = [['GET', '/notices'], ['POST', '/notices'], ['PUT', `/notices/${id}`], ['DELETE', `/notices/${id}`]] as const;
      for (const [method, url] of routes) {
        const guest = await send(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : { nonsense: true });
        expect(guest.statusCode, `${method} ${url}`).toBe(401);
        for (const token of [tokens.member, tokens.editor]) {
          const refused = await send(method, url, token, method === 'GET' || method === 'DELETE' ? undefined : input);
          expect(refused.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      expect(await db.db.select().from(schema.notices)).toHaveLength(1);
    });

    it('validates the period, the content, the image and the link', async () => {
      const code = async (payload: Record<string, unknown>) => (await send('POST', '/notices', tokens.admin, { ...input, ...payload })).json().error?.code;
      expect(await code({ endsAt: input.startsAt })).toBe('NOTICE_PERIOD_INVALID');
      expect(await code({ endsAt: iso(NOW - 2 * HOUR) })).toBe('NOTICE_PERIOD_INVALID');
      expect(await code({ body: '   ', imageMediaId: null })).toBe('NOTICE_CONTENT_REQUIRED');
      expect(await code({ body: null })).toBe('NOTICE_CONTENT_REQUIRED');
      expect(await code({ imageMediaId: 'missing' })).toBe('VALIDATION_FAILED');
      expect(await code({ imageMediaId: 'audio-1' })).toBe('VALIDATION_FAILED');
      expect(await code({ linkUrl: 'javascript:alert(1)' })).toBe('VALIDATION_FAILED');
      expect(await code({ linkUrl: '//evil.example.com' })).toBe('VALIDATION_FAILED');
      expect(await code({ startsAt: '내일' })).toBe('VALIDATION_FAILED');
      expect(await code({ title: 'x'.repeat(81) })).toBe('VALIDATION_FAILED');
      expect(await code({ title: '\u0000' })).toBe('VALIDATION_FAILED');
      expect((await send('POST', '/notices', tokens.admin, { ...input, startsAt: '+275760-09-13T00:00:00.000Z' })).statusCode).toBeLessThan(500);
      expect(await db.db.select().from(schema.notices)).toHaveLength(0);

      const withImage = await send('POST', '/notices', tokens.admin, { ...input, body: null, imageMediaId: 'img-1', imageAlt: '리츠포커스 화면' });
      expect(withImage.statusCode, withImage.body).toBe(201);
      expect(withImage.json()).toMatchObject({ body: null, imageMediaId: 'img-1', imageUrl: `${V1}/media/img-1`, imageAlt: '리츠포커스 화면' });
    });

    it('creates, lists with states by the app clock, edits and deletes; unknown ids are 404', async () => {
      const scheduled = await create({ title: '예약 공지', startsAt: iso(NOW + 10 * 60_000), endsAt: iso(NOW + 3 * HOUR) });
      const showing = await create({ title: '노출 공지', endsAt: iso(NOW + 20 * 60_000) });
      const ended = await create({ title: '종료 공지', startsAt: iso(NOW - 3 * HOUR), endsAt: iso(NOW - HOUR) });
      const list = await send('GET', '/notices', tokens.admin);
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((n: { id: string; state: string }) => [n.id, n.state])).toEqual([
        [scheduled.id, 'SCHEDULED'], [showing.id, 'ACTIVE'], [ended.id, 'ENDED'],
      ]);
      clock.advance(30 * 60_000);
      tokens.admin = await tokenOf(app, adminId); // a fresh token at the new time
      const later = (await send('GET', '/notices', tokens.admin)).json().items.map((n: { state: string }) => n.state);
      expect(later).toEqual(['ACTIVE', 'ENDED', 'ENDED']);

      const edited = await send('PUT', `/notices/${showing.id}`, tokens.admin, { ...input, title: '수정한 공지', linkUrl: null, linkLabel: '남은 문구' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ title: '수정한 공지', linkUrl: null, linkLabel: null });

      expect((await send('PUT', '/notices/nope', tokens.admin, input)).json().error.code).toBe('NOTICE_NOT_FOUND');
      expect((await send('PUT', `/notices/${'x'.repeat(80)}`, tokens.admin, input)).statusCode).toBe(404);
      expect((await send('DELETE', `/notices/${ended.id}`, tokens.admin)).statusCode).toBe(204);
      expect((await send('DELETE', `/notices/${ended.id}`, tokens.admin)).statusCode).toBe(404);
      expect((await send('GET', '/notices', tokens.admin)).json().items).toHaveLength(2);

      // Cookie sessions need the CSRF pair on writes.
      const cookieAuth = await app.inject({ method: 'POST', url: `${V1}/admin/notices`, cookies: { [ACCESS_TOKEN_COOKIE]: tokens.admin }, payload: input });
      expect(cookieAuth.statusCode).toBe(403);
      expect(cookieAuth.json().error.code).toBe('CSRF_TOKEN_INVALID');
    });
  });

  describe('GET /notices/active', () => {
    it('answers only the notices showing now, newest start first, at most 5, with the next change', async () => {
      const soon = await create({ title: '곧 시작', startsAt: iso(NOW + HOUR), endsAt: iso(NOW + 5 * HOUR) });
      await create({ title: '끝남', startsAt: iso(NOW - 5 * HOUR), endsAt: iso(NOW - HOUR) });
      const made: string[] = [];
      for (let i = 0; i < 6; i++) made.push((await create({ title: `공지 ${i}`, startsAt: iso(NOW - (10 - i) * HOUR), endsAt: iso(NOW + (2 + i) * HOUR) })).id);
      const res = await active();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items.map((n: { id: string }) => n.id)).toEqual([...made].reverse().slice(0, 5));
      expect(body.nextChangeAt).toBe(iso(NOW + HOUR)); // the scheduled start comes before the first end
      expect(body.items[0]).toMatchObject({ title: '공지 5', body: expect.any(String), imageUrl: null, linkUrl: '/reitsfocus' });
      expect(res.headers['cache-control']).toContain('public');
      expect(res.headers['set-cookie']).toBeUndefined();

      clock.ms = NOW + HOUR; // the scheduled notice starts (inclusive)
      app.responseCache.clear();
      expect((await active()).json().items[0].id).toBe(soon.id);
    });

    it('is the same for members and guests, and an empty list when nothing shows', async () => {
      const empty = await active();
      expect(empty.json()).toEqual({ items: [], nextChangeAt: null });
      app.responseCache.clear();
      await create();
      expect((await active(bearer(tokens.member))).json().items).toHaveLength(1);
    });

    it('is cached by the notices tag: every admin change drops the cached answer', async () => {
      const first = await create();
      expect((await active()).json().items).toHaveLength(1);
      expect((await active()).headers['x-cache']).toBe('HIT');
      const second = await create({ title: '두 번째', startsAt: iso(NOW - HOUR / 2) });
      expect((await active()).json().items.map((n: { id: string }) => n.id)).toEqual([second.id, first.id]);
      await send('PUT', `/notices/${second.id}`, tokens.admin, { ...input, title: '고친 제목', startsAt: iso(NOW - HOUR / 2) });
      expect((await active()).json().items[0].title).toBe('고친 제목');
      await send('DELETE', `/notices/${second.id}`, tokens.admin);
      expect((await active()).json().items.map((n: { id: string }) => n.id)).toEqual([first.id]);
    });

    it('never keeps a cached answer past nextChangeAt', async () => {
      await create({ endsAt: iso(NOW + 60_000) }); // ends in a minute
      await active();
      const entries = (app.responseCache as unknown as { entries: { getRemainingTTL(key: string): number } }).entries;
      const remaining = entries.getRemainingTTL(`${V1}/notices/active`);
      expect(remaining).toBeGreaterThan(0);
      expect(remaining).toBeLessThanOrEqual(60_000);

      clock.ms = NOW + 60_000; // the end is exclusive
      app.responseCache.clear();
      expect((await active()).json()).toEqual({ items: [], nextChangeAt: null });
      expect(entries.getRemainingTTL(`${V1}/notices/active`)).toBeGreaterThan(290_000);
    });
  });
});
