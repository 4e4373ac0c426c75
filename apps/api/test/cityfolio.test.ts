import { CITYFOLIO_CONSENT_VERSION, INVESTMENT_PROFILE_GUEST_ID_PATTERN, type InvestmentProfileAnswers } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { demoReitsLoader } from '@spi/db/demo-reits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildArticle, buildTaxonomy, DAY } from './content-fixtures';
import { buildUser, csrfCookies, csrfHeaders } from './factories';
import { sessionOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const NOW = Date.parse('2026-11-21T01:00:00Z');
const YT_KNOWN = 'aqz-KE-bpKQ';

const ANSWERS: InvestmentProfileAnswers = {
  goal: 'INCOME', horizon: 'Y3_5', risk: 'SELL_SOME', experience: 'FUNDS', assetTypes: ['OFFICE', 'LOGISTICS'], regions: ['SEOUL_CORE'],
};
const consented = (answers: unknown = ANSWERS) => ({ answers, consent: true, consentVersion: CITYFOLIO_CONSENT_VERSION });

describe.each(DB_KINDS)('시티폴리오 API (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);
  const users: Record<'memberA' | 'memberB' | 'editor', { id: string; headers: Record<string, string> }> = {} as never;
  const ids: Record<string, number> = {};
  let seminarId = 0;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await demoReitsLoader.load(db.db, {});
    await buildTaxonomy(db);
    await buildArticle(db, { title: '리츠 배당의 계절', tags: ['t-reits'], publishedAt: new Date(NOW - 3 * DAY) });
    await buildArticle(db, { title: '데이터센터 투자 노트', tags: ['t-data'], publishedAt: new Date(NOW - 2 * DAY) });
    await buildArticle(db, { title: '태그 없는 최신 기사', publishedAt: new Date(NOW - DAY) });
    app = await buildTestApp({ db, clock: clock.now });
    const fixtures: Array<[keyof typeof users, Parameters<typeof buildUser>[1]]> = [['memberA', {}], ['memberB', {}], ['editor', { roles: ['ROLE_EDITOR'] }]];
    for (const [name, fixture] of fixtures) {
      const id = await buildUser(db, fixture);
      users[name] = { id, headers: { ...(await sessionOf(app, id)).headers, ...csrfHeaders } };
    }
    const [seminar] = await db.db.insert(schema.events).values({
      title: '리츠 투자 세미나', type: 'SEMINAR', format: 'HYBRID', status: 'PUBLISHED', capacity: 50,
      startsAt: new Date(NOW + 10 * DAY), endsAt: new Date(NOW + 10 * DAY + 7_200_000), registrationClosesAt: new Date(NOW + 9 * DAY),
      venueName: 'SPI 라운지', onlineUrl: 'https://meet.example/secret-room',
    }).returning({ id: schema.events.id });
    seminarId = seminar!.id;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  type Who = keyof typeof users | null;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: unknown, extra: Record<string, unknown> = {}) =>
    app.inject({
      method, url: `${V1}${url}`, headers: who ? users[who].headers : csrfHeaders, cookies: csrfCookies,
      ...(payload === undefined ? {} : { payload: payload as never }), ...extra,
    });
  const iso = (offsetDays: number) => new Date(NOW + offsetDays * DAY).toISOString();
  const base = { summary: '', body: '', coverUrl: '', status: 'PUBLISHED' as const };

  describe('admin', () => {
    it('answers 401 to guests (whatever the body) and 403 to members', async () => {
      expect((await call('GET', '/admin/cityfolio', null)).statusCode).toBe(401);
      expect((await call('POST', '/admin/cityfolio', null, { junk: '\u0000' })).statusCode).toBe(401);
      expect((await call('POST', '/admin/cityfolio/video-lookup', null, 'not json')).statusCode).toBe(401);
      const member = await call('POST', '/admin/cityfolio', 'memberA', { kind: 'BOOK' });
      expect([member.statusCode, member.json().error.code]).toEqual([403, 'ACCESS_ROLE_REQUIRED']);
      expect((await call('DELETE', '/admin/cityfolio/1', 'memberA')).statusCode).toBe(403);
    });

    it('creates each kind with its own checks', async () => {
      const bad = async (payload: Record<string, unknown>, field: string) => {
        const res = await call('POST', '/admin/cityfolio', 'editor', { ...base, ...payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(JSON.stringify(res.json().error), field).toContain(field);
      };
      await bad({ kind: 'EVENT', title: '행사' }, 'eventStartsAt');
      await bad({ kind: 'EVENT', title: '행사', eventStartsAt: iso(5), linkedEventId: 999_999 }, 'linkedEventId');
      await bad({ kind: 'VIDEO', title: '영상', videoUrl: 'https://example.com/watch?v=aqz-KE-bpKQ' }, 'videoUrl');
      await bad({ kind: 'BOOK', title: '책', bookAuthor: '저자' }, 'bookPublisher');
      await bad({ kind: 'BOOK', title: '책', bookAuthor: '저자', bookPublisher: '출판사', bookIsbn: '978-89-7914-874-8' }, 'bookIsbn');
      await bad({ kind: 'BOOK', title: '책', bookAuthor: '저자', bookPublisher: '출판사', bookRating: 0 }, 'bookRating');
      await bad({ kind: 'PODCAST', title: 'x' }, 'kind');

      const create = async (name: string, payload: Record<string, unknown>) => {
        const res = await call('POST', '/admin/cityfolio', 'editor', { ...base, ...payload });
        expect(res.statusCode, name).toBe(201);
        ids[name] = res.json().item.id;
        return res.json().item;
      };
      const upcoming = await create('upcoming', { kind: 'EVENT', title: '다가오는 도시 산책', eventStartsAt: iso(3), eventPlace: '성수동', tags: ['도시', '오피스'], linkedEventId: seminarId, bookAuthor: '무시됨' });
      expect(upcoming).toMatchObject({ kind: 'EVENT', linkedEventId: seminarId, bookAuthor: '', eventPlace: '성수동', href: `/cityfolio/${upcoming.id}` });
      await create('later', { kind: 'EVENT', title: '더 나중 행사', eventStartsAt: iso(20), eventUrl: 'https://example.com/e', tags: ['도시'] });
      await create('past', { kind: 'EVENT', title: '지난 행사', eventStartsAt: iso(-5), eventPlace: '을지로', tags: ['도시'] });
      const video = await create('video', { kind: 'VIDEO', title: '시장 전망 영상', videoUrl: `https://youtu.be/${YT_KNOWN}`, tags: ['오피스', '리츠'] });
      expect(video.video).toMatchObject({ provider: 'youtube', videoId: YT_KNOWN, title: '[SPI 샘플] 2026 상업용 부동산 시장 전망 세미나 하이라이트', durationSec: 634 });
      expect(video.videoUrl).toBe(`https://www.youtube.com/watch?v=${YT_KNOWN}`);
      expect(video.videoMetadataAt).toBe(new Date(NOW).toISOString());
      const book = await create('book', { kind: 'BOOK', title: '도시의 가치', bookAuthor: '김작가', bookPublisher: '샘플출판', bookIsbn: '978-89-7914-874-9', bookRating: 4, tags: ['도시', '물류'] });
      expect(book).toMatchObject({ bookIsbn: '9788979148749', bookRating: 4, video: null });
      await create('draft', { kind: 'BOOK', title: '초안 책', status: 'DRAFT', bookAuthor: 'a', bookPublisher: 'b', tags: ['도시'] });
    });

    it('looks the video up again only when its link changes', async () => {
      clock.advance(60_000);
      const id = ids.video!;
      const payload = { ...base, kind: 'VIDEO', title: '시장 전망 영상 (수정)', videoUrl: `https://www.youtube.com/watch?v=${YT_KNOWN}&t=30`, tags: ['오피스', '리츠'] };
      const same = await call('PUT', `/admin/cityfolio/${id}`, 'editor', payload);
      expect(same.statusCode).toBe(200);
      expect(same.json().item).toMatchObject({ title: '시장 전망 영상 (수정)', videoMetadataAt: new Date(NOW).toISOString() });
      const changed = await call('PUT', `/admin/cityfolio/${id}`, 'editor', { ...payload, videoUrl: 'https://vimeo.com/123456' });
      expect(changed.json().item.video).toMatchObject({ provider: 'vimeo', videoId: '123456', title: 'Vimeo 영상 123456', thumbnailUrl: '' });
      expect(changed.json().item.videoMetadataAt).toBe(new Date(clock.ms).toISOString());
      const back = await call('PUT', `/admin/cityfolio/${id}`, 'editor', { ...payload, title: '시장 전망 영상' });
      expect(back.json().item.video.title).toContain('시장 전망 세미나');
    });

    it('lists, filters, reads and deletes', async () => {
      const list = await call('GET', '/admin/cityfolio?kind=BOOK', 'editor');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((i: { title: string }) => i.title).sort()).toEqual(['도시의 가치', '초안 책']);
      expect((await call('GET', '/admin/cityfolio?status=DRAFT', 'editor')).json().data.map((i: { statusLabel: string }) => i.statusLabel)).toEqual(['임시 저장']);
      expect((await call('GET', `/admin/cityfolio?q=${encodeURIComponent('산책')}`, 'editor')).json().pagination.total).toBe(1);
      expect((await call('GET', '/admin/cityfolio?q=%25', 'editor')).json().pagination.total).toBe(0);
      expect((await call('GET', '/admin/cityfolio?kind=NOPE', 'editor')).statusCode).toBe(400);
      expect((await call('GET', `/admin/cityfolio/${ids.draft}`, 'editor')).json().item.status).toBe('DRAFT');
      for (const odd of ['abc', '0', '-1', '99999999999', '1.5']) expect((await call('GET', `/admin/cityfolio/${odd}`, 'editor')).statusCode, odd).toBe(404);
      expect((await call('PUT', '/admin/cityfolio/999999', 'editor', { ...base, kind: 'BOOK', title: 'x', bookAuthor: 'a', bookPublisher: 'b' })).statusCode).toBe(404);

      const temp = await call('POST', '/admin/cityfolio', 'editor', { ...base, kind: 'BOOK', title: '지울 책', bookAuthor: 'a', bookPublisher: 'b' });
      const tempId = temp.json().item.id;
      const [doc] = await db.db.select().from(schema.searchDocuments).where(and(eq(schema.searchDocuments.contentType, 'CITYFOLIO'), eq(schema.searchDocuments.contentId, String(tempId))));
      expect(doc?.title).toBe('지울 책');
      expect((await call('DELETE', `/admin/cityfolio/${tempId}`, 'editor')).json()).toEqual({ deleted: true, id: tempId });
      expect((await call('DELETE', `/admin/cityfolio/${tempId}`, 'editor')).statusCode).toBe(404);
      const gone = await db.db.select().from(schema.searchDocuments).where(and(eq(schema.searchDocuments.contentType, 'CITYFOLIO'), eq(schema.searchDocuments.contentId, String(tempId))));
      expect(gone).toEqual([]);
    });

    it('previews video metadata', async () => {
      const ok = await call('POST', '/admin/cityfolio/video-lookup', 'editor', { url: 'https://www.youtube.com/shorts/abcdefghijk' });
      expect(ok.json().video).toMatchObject({ provider: 'youtube', videoId: 'abcdefghijk', title: 'YouTube 영상 abcdefghijk', thumbnailUrl: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg' });
      const bad = await call('POST', '/admin/cityfolio/video-lookup', 'editor', { url: 'https://example.com/video' });
      expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'CITYFOLIO_VIDEO_URL_INVALID']);
      expect((await call('POST', '/admin/cityfolio/video-lookup', 'editor', {})).statusCode).toBe(400);
    });
  });

  describe('public pages', () => {
    it('home: latest published items per kind, upcoming events first, counts without drafts', async () => {
      const res = await call('GET', '/cityfolio', null);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.counts).toEqual({ EVENT: 3, VIDEO: 1, BOOK: 1 });
      expect(body.sections.EVENT.map((i: { title: string }) => i.title)).toEqual(['다가오는 도시 산책', '더 나중 행사', '지난 행사']);
      expect(body.sections.BOOK[0]).toMatchObject({ kindLabel: '책', book: { author: '김작가', rating: 4 }, event: null, video: null });
      // The provider-hosted still is kept with the item but never offered as a cover (it would contact YouTube).
      expect(body.sections.VIDEO[0].video.thumbnailUrl).toContain('ytimg.com');
      expect(body.sections.VIDEO[0].coverUrl).toBe('');
      expect(res.headers['cache-control']).toContain('public');
    });

    it('lists by kind and tag with pages, and refuses bad queries', async () => {
      const tagged = (await call('GET', `/cityfolio/items?tag=${encodeURIComponent('도시')}&size=12`, null)).json();
      expect(tagged.pagination).toEqual({ page: 1, size: 12, total: 4, pages: 1 });
      const events = (await call('GET', '/cityfolio/items?kind=EVENT', null)).json();
      expect(events.data.map((i: { title: string }) => i.title)).toEqual(['다가오는 도시 산책', '더 나중 행사', '지난 행사']);
      expect((await call('GET', '/cityfolio/items?kind=EVENT&page=2', null)).json().data).toEqual([]);
      for (const q of ['kind=DRAFT', 'size=5', 'page=0', 'page=abc', `tag=${'x'.repeat(41)}`]) expect((await call('GET', `/cityfolio/items?${q}`, null)).statusCode, q).toBe(400);
      expect((await call('GET', '/cityfolio/items?tag=%00', null)).statusCode).toBe(400);
    });

    it('item page: body, linked seminar without its online link, related items; drafts and odd ids are 404', async () => {
      const res = await call('GET', `/cityfolio/items/${ids.upcoming}`, null);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.linkedEvent).toMatchObject({ id: seminarId, title: '리츠 투자 세미나', formatLabel: '온·오프라인', href: `/event/${seminarId}` });
      expect(res.body).not.toContain('secret-room');
      expect(body.related.map((i: { id: number }) => i.id)).not.toContain(ids.upcoming);
      expect(body.related.map((i: { id: number }) => i.id)).not.toContain(ids.draft);
      // Tagged 도시 and 오피스: the two other events and the book share 도시, the video 오피스 (the draft is left out).
      expect(body.related.map((i: { id: number }) => i.id).sort()).toEqual([ids.later, ids.past, ids.video, ids.book].sort());
      for (const odd of [String(ids.draft), '999999', 'abc', '01', '-3', '1e3', '%E2%80%8B']) {
        const r = await call('GET', `/cityfolio/items/${odd}`, null);
        expect([r.statusCode, r.json().error.code], odd).toEqual([404, 'CITYFOLIO_ITEM_NOT_FOUND']);
      }
      expect((await call('GET', '/cityfolio/items/1%00', null)).statusCode).toBe(400);
    });
  });

  describe('investment profiles', () => {
    let guestId = '';

    it('asks for consent to the current text before storing', async () => {
      const noConsent = await call('POST', '/cityfolio/profiles', null, { answers: ANSWERS });
      expect([noConsent.statusCode, noConsent.json().error.code]).toEqual([400, 'INVESTMENT_PROFILE_CONSENT_REQUIRED']);
      const refused = await call('POST', '/cityfolio/profiles', null, { answers: ANSWERS, consent: false, consentVersion: CITYFOLIO_CONSENT_VERSION });
      expect(refused.json().error.code).toBe('INVESTMENT_PROFILE_CONSENT_REQUIRED');
      const old = await call('POST', '/cityfolio/profiles', null, { answers: ANSWERS, consent: true, consentVersion: '2020-01' });
      expect(old.json().error.code).toBe('INVESTMENT_PROFILE_CONSENT_REQUIRED');
      const badAnswers = await call('POST', '/cityfolio/profiles', null, consented({ ...ANSWERS, assetTypes: [] }));
      expect([badAnswers.statusCode, badAnswers.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
      const noCsrf = await app.inject({ method: 'POST', url: `${V1}/cityfolio/profiles`, payload: consented() });
      expect([noCsrf.statusCode, noCsrf.json().error.code]).toEqual([403, 'CSRF_TOKEN_INVALID']);
      expect(await db.db.select().from(schema.investmentProfiles)).toEqual([]);
    });

    it('stores a guest result under a random id and shows it with recommendations', async () => {
      const res = await call('POST', '/cityfolio/profiles', null, consented());
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json();
      guestId = body.guestId;
      expect(guestId).toMatch(INVESTMENT_PROFILE_GUEST_ID_PATTERN);
      expect(guestId.length).toBeGreaterThanOrEqual(22);
      // INCOME 2 + Y3_5 3 + SELL_SOME 2×2 + FUNDS 2 = 11 → 40 → 안정추구형
      expect(body.result).toMatchObject({ code: 'STABILITY_SEEKING', label: '안정추구형', score: 40 });
      expect(body.expiresAt).toBe(new Date(NOW + 30 * DAY + 60_000).toISOString());
      const { reits, articles, items } = body.recommendations;
      expect(reits.length).toBeGreaterThanOrEqual(3);
      expect(reits.length).toBeLessThanOrEqual(5);
      expect(reits.filter((r: { sector: string }) => ['OFFICE', 'LOGISTICS'].includes(r.sector)).length).toBeGreaterThanOrEqual(Math.min(3, reits.length));
      for (const r of reits) expect(r).toMatchObject({ href: `/reitsfocus/${r.ticker}`, asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(articles.map((a: { title: string }) => a.title)).toEqual(['리츠 배당의 계절', '태그 없는 최신 기사', '데이터센터 투자 노트']);
      expect(items.length).toBe(3);
      expect(items[0].title).toBe('시장 전망 영상'); // tagged 오피스 and 리츠: the most shared tags

      const [row] = await db.db.select().from(schema.investmentProfiles);
      expect(row).toMatchObject({ guestId, userId: null, resultCode: 'STABILITY_SEEKING', consentVersion: CITYFOLIO_CONSENT_VERSION });

      const again = await call('GET', `/cityfolio/profiles/guest/${guestId}`, null);
      expect(again.statusCode).toBe(200);
      expect(again.headers['cache-control']).toBe('private, no-store');
      expect(again.json()).toMatchObject({ id: body.id, guestId, answers: ANSWERS, result: body.result });
      expect(again.json().recommendations).toEqual(body.recommendations);
    });

    it('answers 404 for unknown or odd guest ids and 400 for NUL bytes', async () => {
      for (const odd of ['x'.repeat(32), 'short', 'A'.repeat(90), '..%2F..%2Fetc', '%E2%80%8B'.repeat(22)]) {
        const res = await call('GET', `/cityfolio/profiles/guest/${odd}`, null);
        expect([res.statusCode, res.json().error.code], odd).toEqual([404, 'INVESTMENT_PROFILE_NOT_FOUND']);
      }
      expect((await call('GET', `/cityfolio/profiles/guest/${'A'.repeat(300)}`, null)).statusCode).toBe(414); // the router's length limit
      expect((await call('GET', `/cityfolio/profiles/guest/${guestId.slice(0, 10)}%00`, null)).statusCode).toBe(400);
      expect((await call('POST', '/cityfolio/profiles/claim', 'memberA', { guestId: `${guestId}\u0000` })).statusCode).toBe(400);
    });

    it('member-only endpoints answer 401 before looking at the body', async () => {
      expect((await call('POST', '/cityfolio/profiles/claim', null, { guestId })).statusCode).toBe(401);
      expect((await call('POST', '/cityfolio/profiles/claim', null, 'garbage')).statusCode).toBe(401);
      expect((await call('GET', '/cityfolio/profiles/me', null)).statusCode).toBe(401);
      expect((await call('DELETE', '/cityfolio/profiles/me', null)).statusCode).toBe(401);
      const badToken = await app.inject({ method: 'GET', url: `${V1}/cityfolio/profiles/me`, headers: { authorization: 'Bearer nope' } });
      expect(badToken.statusCode).toBe(401);
    });

    it('guest → claim → me; a second claim by the same member is 200, by another 409; the guest URL stops working', async () => {
      expect((await call('GET', '/cityfolio/profiles/me', 'memberA')).json().error.code).toBe('INVESTMENT_PROFILE_NOT_FOUND');
      const claim = await call('POST', '/cityfolio/profiles/claim', 'memberA', { guestId });
      expect(claim.statusCode).toBe(200);
      expect(claim.json()).toMatchObject({ guestId: null, expiresAt: null, claimedAt: new Date(clock.ms).toISOString(), result: { code: 'STABILITY_SEEKING' } });
      expect((await call('GET', `/cityfolio/profiles/guest/${guestId}`, null)).statusCode).toBe(404);
      expect((await call('POST', '/cityfolio/profiles/claim', 'memberA', { guestId })).statusCode).toBe(200);
      const other = await call('POST', '/cityfolio/profiles/claim', 'memberB', { guestId });
      expect([other.statusCode, other.json().error.code]).toEqual([409, 'INVESTMENT_PROFILE_ALREADY_CLAIMED']);
      expect((await call('POST', '/cityfolio/profiles/claim', 'memberB', { guestId: 'y'.repeat(32) })).statusCode).toBe(404);
      expect((await call('POST', '/cityfolio/profiles/claim', 'memberB', { guestId: 'bad id' })).statusCode).toBe(400);
      const me = await call('GET', '/cityfolio/profiles/me', 'memberA');
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('private, no-store');
      expect(me.json()).toMatchObject({ id: claim.json().id, answers: ANSWERS, answeredAt: expect.any(String) });
      expect((await call('GET', '/cityfolio/profiles/me', 'memberB')).statusCode).toBe(404);
    });

    it('a member answering while signed in gets no guest id; the latest answer is theirs; withdrawal deletes every answer', async () => {
      clock.advance(1000);
      const aggressive = { ...ANSWERS, goal: 'GROWTH', horizon: 'OVER_5Y', risk: 'BUY_MORE', experience: 'PROFESSIONAL', assetTypes: ['DATA_CENTER'] };
      const res = await call('POST', '/cityfolio/profiles', 'memberA', consented(aggressive));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ guestId: null, expiresAt: null, result: { code: 'AGGRESSIVE', label: '공격투자형', score: 100 } });
      expect((await call('GET', '/cityfolio/profiles/me', 'memberA')).json().result.code).toBe('AGGRESSIVE');
      const deleted = await call('DELETE', '/cityfolio/profiles/me', 'memberA');
      expect(deleted.json()).toEqual({ deleted: 2 });
      expect((await call('GET', '/cityfolio/profiles/me', 'memberA')).statusCode).toBe(404);
      expect((await call('DELETE', '/cityfolio/profiles/me', 'memberA')).json()).toEqual({ deleted: 0 });
      const rows = await db.db.select().from(schema.investmentProfiles).where(eq(schema.investmentProfiles.userId, users.memberA.id));
      expect(rows).toEqual([]);
    });

    it('recommends 3–5 REITs for every profile by its traits, the same on every read', async () => {
      const cases: Array<[string, Partial<InvestmentProfileAnswers>]> = [
        ['STABLE', { goal: 'PRESERVE', horizon: 'UNDER_1Y', risk: 'SELL_ALL', experience: 'NONE' }],
        ['STABILITY_SEEKING', {}],
        ['NEUTRAL', { goal: 'INCOME_GROWTH', horizon: 'Y3_5', risk: 'HOLD', experience: 'FUNDS' }],
        ['ACTIVE', { goal: 'INCOME_GROWTH', horizon: 'Y3_5', risk: 'HOLD', experience: 'DIRECT' }],
        ['AGGRESSIVE', { goal: 'GROWTH', horizon: 'OVER_5Y', risk: 'BUY_MORE', experience: 'PROFESSIONAL', assetTypes: ['DATA_CENTER', 'HOTEL'] }],
      ];
      for (const [code, over] of cases) {
        clock.advance(1000); // 'me' is the latest answer by time
        const posted = await call('POST', '/cityfolio/profiles', 'memberB', consented({ ...ANSWERS, ...over }));
        expect(posted.json().result.code, code).toBe(code);
        const reits = posted.json().recommendations.reits as Array<{ ticker: string; dividendYield: number | null; reason: string }>;
        expect(reits.length, code).toBeGreaterThanOrEqual(3);
        expect(reits.length, code).toBeLessThanOrEqual(5);
        expect(new Set(reits.map((r) => r.ticker)).size, code).toBe(reits.length);
        for (const r of reits) expect(r.reason, code).toMatch(/섹터/);
        const me = await call('GET', '/cityfolio/profiles/me', 'memberB');
        expect(me.json().recommendations, code).toEqual(posted.json().recommendations);
      }
      expect((await call('DELETE', '/cityfolio/profiles/me', 'memberB')).json()).toEqual({ deleted: 5 });
    });

    it('expires unclaimed guest results after the TTL', async () => {
      const res = await call('POST', '/cityfolio/profiles', null, consented());
      const id = res.json().guestId;
      clock.advance(30 * DAY);
      expect((await call('GET', `/cityfolio/profiles/guest/${id}`, null)).statusCode).toBe(200);
      clock.advance(1);
      expect((await call('GET', `/cityfolio/profiles/guest/${id}`, null)).statusCode).toBe(404);
      users.memberB.headers = { ...(await sessionOf(app, users.memberB.id)).headers, ...csrfHeaders };
      const claim = await call('POST', '/cityfolio/profiles/claim', 'memberB', { guestId: id });
      expect([claim.statusCode, claim.json().error.code]).toEqual([404, 'INVESTMENT_PROFILE_NOT_FOUND']);
      // The next answer deletes expired guest rows.
      const holder = (await db.db.select().from(schema.investmentProfiles).where(eq(schema.investmentProfiles.guestId, id))).length;
      expect(holder).toBe(1);
      await call('POST', '/cityfolio/profiles', null, consented());
      expect(await db.db.select().from(schema.investmentProfiles).where(eq(schema.investmentProfiles.guestId, id))).toEqual([]);
    });

    it('rate-limits posts per address', async () => {
      const from = { remoteAddress: '10.9.8.7' };
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await call('POST', '/cityfolio/profiles', null, consented(), from)).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
      expect(codes[20]).toBe(429);
    });
  });

  it('documents every route in the OpenAPI reference', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      `${V1}/cityfolio/`, `${V1}/cityfolio/items`, `${V1}/cityfolio/items/{itemId}`, `${V1}/cityfolio/profiles`, `${V1}/cityfolio/profiles/guest/{guestId}`,
      `${V1}/cityfolio/profiles/claim`, `${V1}/cityfolio/profiles/me`, `${V1}/admin/cityfolio`, `${V1}/admin/cityfolio/{itemId}`, `${V1}/admin/cityfolio/video-lookup`,
    ]));
  });
});
