import { ACCESS_TOKEN_COOKIE, ARTICLE_MONTHLY_UNLOCKS } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildArticle, buildTaxonomy, DAY, SECRET, viewRows } from './content-fixtures';
import { bearer, buildUser, csrfCookies, csrfHeaders } from './factories';
import { AS, tokenFor, tokenOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const NOW = Date.parse('2026-03-15T03:00:00Z'); // 12:00 in Seoul
const HOUR = 3_600_000;

describe.each(DB_KINDS)('reader articles (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);
  type Key = 'pro1' | 'pro2' | 'pro3' | 'pro4' | 'pro5' | 'member' | 'life1' | 'life2' | 'draft' | 'future' | 'unlisted';
  const ids = {} as Record<Key, number>;
  const memberOnlyIds: number[] = [];

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: clock.now });
    await buildTaxonomy(db);
    for (let i = 1; i <= 12; i++) {
      (ids as Record<string, number>)[`pro${i}`] = await buildArticle(db, {
        title: `오피스 시장 동향 ${i}`,
        category: i % 3 === 0 ? 'c-logistics' : 'c-office',
        writer: i % 4 === 0 ? 'w-lee' : 'w-kim',
        publishedAt: new Date(NOW - i * HOUR),
        viewCount: (i * 37) % 11,
        tags: i === 2 ? ['t-reits'] : [],
      });
    }
    ids.member = await buildArticle(db, { title: 'GBD 프라임 오피스 분석', isMemberOnly: true, series: 's-weekly', tags: ['t-reits', 't-gbd'], publishedAt: new Date(NOW - 30 * 60_000) });
    memberOnlyIds.push(ids.member);
    for (let i = 0; i < ARTICLE_MONTHLY_UNLOCKS; i++) {
      memberOnlyIds.push(await buildArticle(db, { title: `회원 전용 리포트 ${i}`, isMemberOnly: true, category: 'c-logistics', publishedAt: new Date(NOW - (20 + i) * HOUR) }));
    }
    ids.life1 = await buildArticle(db, { title: '직장인 재테크 습관', section: 'LIFESTYLE', category: 'c-life', publishedAt: new Date(NOW - 2 * DAY) });
    ids.life2 = await buildArticle(db, { title: '주말 산책 코스', section: 'LIFESTYLE', category: 'c-life', publishedAt: new Date(NOW - 3 * DAY) });
    ids.draft = await buildArticle(db, { title: '작성 중인 기사', status: 'DRAFT', publishedAt: new Date(NOW - DAY) });
    ids.future = await buildArticle(db, { title: '예약된 기사', publishedAt: new Date(NOW + DAY) });
    ids.unlisted = await buildArticle(db, { title: '링크로만 공개된 기사', isPublic: false, publishedAt: new Date(NOW - DAY) });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const unlock = (id: number, token: string) => app.inject({ method: 'POST', url: `${V1}/articles/${id}/unlock`, headers: bearer(token) });
  const listed = 12 + 1 + ARTICLE_MONTHLY_UNLOCKS + 2;

  describe('GET /articles', () => {
    it('pages from 0, newest first, with count and hasNext', async () => {
      const first = await get(`${V1}/articles?size=5`);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.pagination).toEqual({ page: 0, size: 5, count: listed, hasNext: true });
      expect(body.data).toHaveLength(5);
      const published = body.data.map((a: { published: string }) => Date.parse(a.published));
      expect([...published].sort((a, b) => b - a)).toEqual(published);
      expect(body.data[0].articleId).toBe(ids.member);

      const lastPage = Math.floor((listed - 1) / 5);
      const last = (await get(`${V1}/articles?size=5&page=${lastPage}`)).json();
      expect(last.data).toHaveLength(listed - lastPage * 5);
      expect(last.pagination.hasNext).toBe(false);
      expect((await get(`${V1}/articles?size=5&page=${lastPage + 1}`)).json().data).toEqual([]);
      expect((await get(`${V1}/articles?size=0`)).statusCode).toBe(400);
      expect((await get(`${V1}/articles?page=-1`)).statusCode).toBe(400);
    });

    it('never lists drafts, future or non-public articles', async () => {
      const all = (await get(`${V1}/articles?size=50`)).json().data.map((a: { articleId: number }) => a.articleId);
      expect(all).toHaveLength(listed);
      for (const hidden of [ids.draft, ids.future, ids.unlisted]) expect(all).not.toContain(hidden);
    });

    it('filters by section, category (with sub-categories), series, tag and writer', async () => {
      const count = async (query: string) => (await get(`${V1}/articles?size=50&${query}`)).json().pagination.count;
      expect(await count('section=LIFESTYLE')).toBe(2);
      expect(await count('section=PRO')).toBe(listed - 2);
      expect(await count('category=spi-pro')).toBe(listed - 2);
      expect(await count('category=logistics')).toBe(4 + ARTICLE_MONTHLY_UNLOCKS);
      expect(await count('series=weekly')).toBe(1);
      expect(await count(`tag=${encodeURIComponent('리츠')}`)).toBe(2);
      expect(await count('writer=lee')).toBe(3);
      expect(await count('category=nope')).toBe(0);
      expect(await count('tag=nope')).toBe(0);
    });

    it('sorts by views with sort=popular', async () => {
      const data = (await get(`${V1}/articles?size=50&sort=popular`)).json().data as Array<{ articleId: number }>;
      const views = await db.db.select({ id: schema.articles.id, views: schema.articles.viewCount }).from(schema.articles);
      const byId = new Map(views.map((v) => [v.id, v.views]));
      const ordered = data.map((a) => byId.get(a.articleId)!);
      expect([...ordered].sort((a, b) => b - a)).toEqual(ordered);
    });

    it('presents list items of spec section 3 with the display label', async () => {
      const item = (await get(`${V1}/articles?series=weekly`)).json().data[0];
      expect(item).toMatchObject({
        articleId: ids.member,
        author: { writerId: 'w-kim', slug: 'kim', name: '김기자', title: '기자' },
        categoryId: 'c-office',
        categoryName: '오피스',
        seriesId: 's-weekly',
        seriesName: '주간 오피스',
        label: 'SPI Pro | 오피스 | 주간 오피스',
        section: 'PRO',
        isMemberOnly: true,
        isPublic: true,
        thumbnail: null,
        title: 'GBD 프라임 오피스 분석',
        type: 'CONTENT',
      });
      expect(JSON.stringify(item)).not.toContain(SECRET);
    });
  });

  describe('GET /articles/{id}', () => {
    it('guest: lead and paywall only; the member-only text appears nowhere', async () => {
      const res = await get(`${V1}/articles/${ids.member}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.access).toEqual({ access: 'PAYWALL', reason: 'LOGIN' });
      expect(body.leadHtml).toContain('공개 리드');
      expect(body.bodyHtml).toBe('');
      expect(body.voiceUrl).toBeNull();
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('paywall');
      expect(body.tags).toEqual([{ slug: 'gbd', name: 'GBD' }, { slug: '리츠', name: '리츠' }]);
      expect(body.writer).toMatchObject({ slug: 'kim', bio: '오피스 담당 (샘플)', avatar: null });
      expect(body.scrapped).toBe(false);
    });

    it('public articles are whole for everyone', async () => {
      const body = (await get(`${V1}/articles/${ids.pro1}`)).json();
      expect(body.access).toEqual({ access: 'FULL' });
      expect(body.leadHtml).toContain('이어지는 본문입니다');
    });

    it('member without a membership: paywall (MEMBERSHIP), no member-only text', async () => {
      const res = await get(`${V1}/articles/${ids.member}`, await tokenFor(app, db));
      expect(res.json().access).toEqual({ access: 'PAYWALL', reason: 'MEMBERSHIP' });
      expect(res.json().bodyHtml).toBe('');
      expect(res.body).not.toContain(SECRET);
    });

    it('PREMIUM and editors read everything', async () => {
      for (const token of [await tokenFor(app, db, AS.premium), await tokenFor(app, db, AS.editor)]) {
        const body = (await get(`${V1}/articles/${ids.member}`, token)).json();
        expect(body.access).toEqual({ access: 'FULL' });
        expect(body.bodyHtml).toContain(SECRET);
        expect(body.leadHtml).not.toContain(SECRET);
      }
    });

    it('related: up to 4 listed articles, series and category first, never itself', async () => {
      const body = (await get(`${V1}/articles/${ids.member}`)).json();
      const related = body.related.map((a: { articleId: number }) => a.articleId);
      expect(related.length).toBe(4);
      expect(related).not.toContain(ids.member);
      expect(related).toContain(ids.pro2); // same category and a shared tag
      expect(JSON.stringify(body.related)).not.toContain(SECRET);
    });

    it('unpublished, future and unknown articles are 404 for readers; staff may preview', async () => {
      for (const id of [ids.draft, ids.future, 999_999]) {
        const res = await get(`${V1}/articles/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
      expect((await get(`${V1}/articles/${ids.draft}`, await tokenFor(app, db))).statusCode).toBe(404);
      expect((await get(`${V1}/articles/${ids.draft}`, await tokenFor(app, db, AS.editor))).statusCode).toBe(200);
      expect((await get(`${V1}/articles/${ids.unlisted}`)).statusCode).toBe(200);
      expect((await get(`${V1}/articles/abc`)).statusCode).toBe(400);
    });

    it('is pure: reading an article as a guest or a member writes nothing', async () => {
      const id = ids.life2;
      const viewCount = async () => (await db.db.select().from(schema.articles).where(eq(schema.articles.id, id)))[0]!.viewCount;
      const before = await viewCount();
      await get(`${V1}/articles/${id}`);
      await get(`${V1}/articles/${id}`, await tokenFor(app, db));
      expect(await viewRows(db, id)).toHaveLength(0);
      expect(await viewCount()).toBe(before);
    });
  });

  describe('POST /articles/{id}/views', () => {
    const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
    const view = (id: number | string, options: { token?: string; ua?: string; ip?: string; csrf?: boolean } = {}) => app.inject({
      method: 'POST',
      url: `${V1}/articles/${id}/views`,
      remoteAddress: options.ip ?? '203.0.113.7',
      cookies: options.csrf === false ? {} : csrfCookies,
      headers: { 'user-agent': options.ua ?? BROWSER, ...(options.csrf === false ? {} : csrfHeaders), ...(options.token ? bearer(options.token) : {}) },
    });
    const viewCount = async (id: number) => (await db.db.select().from(schema.articles).where(eq(schema.articles.id, id)))[0]!.viewCount;

    it('counts a reader once per article per Seoul day; a signed-in read also goes into the history', async () => {
      const id = ids.pro2;
      const before = await viewCount(id);
      const first = await view(id);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ counted: true });
      expect((await view(id)).json()).toEqual({ counted: false }); // same guest, same day
      expect((await view(id, { ip: '198.51.100.4' })).json()).toEqual({ counted: true }); // another guest
      expect(await viewRows(db, id)).toHaveLength(0);

      const reader = await buildUser(db);
      const token = await tokenOf(app, reader);
      expect((await view(id, { token })).json()).toEqual({ counted: true });
      expect((await view(id, { token, ip: '192.0.2.1' })).json()).toEqual({ counted: false }); // the same member elsewhere
      // Both reads are in the member's history (it shows the latest per day); the count took one.
      expect(await viewRows(db, id)).toEqual([expect.objectContaining({ userId: reader, articleId: id }), expect.objectContaining({ userId: reader, articleId: id })]);
      expect(await viewCount(id)).toBe(before + 3);

      clock.advance(DAY); // the next day in Seoul counts again
      try {
        expect((await view(id, { token: await tokenOf(app, reader) })).json()).toEqual({ counted: true });
        expect((await view(id)).json()).toEqual({ counted: true });
      } finally {
        clock.advance(-DAY);
      }
      expect(await viewCount(id)).toBe(before + 5);
    });

    it('counts once when the same read arrives twice at the same time', async () => {
      const id = ids.pro3;
      const before = await viewCount(id);
      const results = await Promise.all([view(id, { ip: '198.51.100.77' }), view(id, { ip: '198.51.100.77' }), view(id, { ip: '198.51.100.77' })]);
      expect(results.map((r) => r.json().counted).filter(Boolean)).toHaveLength(1);
      expect(await viewCount(id)).toBe(before + 1);
    });

    it('ignores crawlers and link previews', async () => {
      const id = ids.pro4;
      const before = await viewCount(id);
      for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)', 'kakaotalk-scrap/1.0']) {
        expect((await view(id, { ua })).json()).toEqual({ counted: false });
      }
      expect(await viewCount(id)).toBe(before);
    });

    it('answers 404 for drafts, scheduled and unknown articles, 400 for a bad id, 403 without the CSRF pair', async () => {
      for (const id of [ids.draft, ids.future, 999_999]) expect((await view(id)).statusCode).toBe(404);
      expect((await view('abc')).statusCode).toBe(400);
      const noCsrf = await view(ids.pro5, { csrf: false });
      expect(noCsrf.statusCode).toBe(403);
      expect(noCsrf.json().error.code).toBe('CSRF_TOKEN_INVALID');
    });
  });

  describe('POST /articles/{id}/unlock', () => {
    it(`LIGHT: unlock available → unlock → full; idempotent; exhausted after ${ARTICLE_MONTHLY_UNLOCKS}`, async () => {
      const reader = await buildUser(db, AS.light);
      const token = await tokenOf(app, reader);
      const before = (await get(`${V1}/articles/${ids.member}`, token)).json();
      expect(before.access).toEqual({ access: 'UNLOCK_AVAILABLE', remaining: ARTICLE_MONTHLY_UNLOCKS, monthlyLimit: ARTICLE_MONTHLY_UNLOCKS });
      expect(before.bodyHtml).toBe('');
      expect(JSON.stringify(before)).not.toContain(SECRET);

      const opened = await unlock(ids.member, token);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().access).toEqual({ access: 'FULL' });
      expect(opened.json().bodyHtml).toContain(SECRET);
      expect((await get(`${V1}/articles/${ids.member}`, token)).json().access).toEqual({ access: 'FULL' });
      expect((await unlock(ids.member, token)).statusCode).toBe(200); // spends nothing

      const others = memberOnlyIds.filter((id) => id !== ids.member);
      for (const id of others.slice(0, ARTICLE_MONTHLY_UNLOCKS - 1)) expect((await unlock(id, token)).statusCode).toBe(200);
      const last = others[ARTICLE_MONTHLY_UNLOCKS - 1]!;
      expect((await get(`${V1}/articles/${last}`, token)).json().access).toEqual({ access: 'PAYWALL', reason: 'UNLOCKS_EXHAUSTED' });
      const refused = await unlock(last, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
      expect(refused.json().error.message).toContain('모두 사용했습니다');
      expect(refused.body).not.toContain(SECRET);
      // Already unlocked articles stay open.
      expect((await unlock(ids.member, token)).json().access).toEqual({ access: 'FULL' });

      // A new month in Asia/Seoul gives a new allowance (1 April 00:00 KST = 31 March 15:00 UTC).
      clock.ms = Date.parse('2026-03-31T15:00:00Z');
      try {
        const nextMonth = await tokenOf(app, reader);
        expect((await get(`${V1}/articles/${last}`, nextMonth)).json().access).toMatchObject({ access: 'UNLOCK_AVAILABLE', remaining: ARTICLE_MONTHLY_UNLOCKS });
      } finally {
        clock.ms = NOW;
      }
      const rows = await db.db.select().from(schema.articleUnlocks);
      expect(rows.filter((r) => r.month === '2026-03')).toHaveLength(ARTICLE_MONTHLY_UNLOCKS);
    });

    it('403 with a Korean message when the membership is not metered; PREMIUM spends nothing', async () => {
      const none = await unlock(ids.member, await tokenFor(app, db));
      expect(none.statusCode).toBe(403);
      expect(none.json().error.message).toContain('멤버십 회원만');
      const premium = await unlock(ids.member, await tokenFor(app, db, AS.premium));
      expect(premium.statusCode).toBe(200);
      expect(premium.json().bodyHtml).toContain(SECRET);
    });

    it('requires sign-in, a known article and the CSRF pair with cookies', async () => {
      const guest = await app.inject({ method: 'POST', url: `${V1}/articles/${ids.member}/unlock`, cookies: csrfCookies, headers: csrfHeaders });
      expect(guest.statusCode).toBe(401);
      const token = await tokenFor(app, db, AS.light);
      expect((await unlock(999_999, token)).statusCode).toBe(404);
      const cookies = { [ACCESS_TOKEN_COOKIE]: token, ...csrfCookies };
      const forged = await app.inject({ method: 'POST', url: `${V1}/articles/${ids.member}/unlock`, cookies });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error.code).toBe('CSRF_TOKEN_INVALID');
      const ok = await app.inject({ method: 'POST', url: `${V1}/articles/${ids.member}/unlock`, cookies, headers: csrfHeaders });
      expect(ok.statusCode).toBe(200);
    });
  });
});
