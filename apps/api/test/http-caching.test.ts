import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ApiApp } from '../src/app';
import { ADMIN_V1, articleInput, buildCmsApp, buildTaxonomy, signInStaff, type CmsTestApp, type Staff, type Taxonomy } from './cms-fixtures';
import { buildUser } from './factories';
import { sessionOf } from './sessions';
import { createTestDb, DB_KINDS, FakeErrorReportSink, testConfig } from './helpers';

const V1 = '/api/seoul/v1';
const SECRET_LINE = '회원만 읽는 캐시 검증 문장 CACHESECRET';
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * HTTP caching per endpoint class (issue 7): shared responses are cached in-process and carry a strong
 * ETag and a CDN-usable Cache-Control; personal ones are private; errors and writes are not stored; every
 * CMS change is visible at once; a member's full article never reaches a guest from a cache.
 */
describe.each(DB_KINDS)('HTTP caching (%s)', (kind) => {
  let db: DbHandle;
  let cms: CmsTestApp;
  let app: ApiApp;
  let staff: Staff;
  let taxonomy: Taxonomy;
  let publicId: number;
  let memberOnlyId: number;

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const admin = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({ method, url: `${ADMIN_V1}${url}`, headers: staff.editor, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const publishNew = async (overrides: Parameters<typeof articleInput>[1]) => {
    const created = await admin('POST', '/articles', articleInput(taxonomy, overrides));
    await admin('POST', `/articles/${created.articleId}/publish`);
    return created.articleId as number;
  };

  beforeAll(async () => {
    db = await createTestDb(kind);
    cms = await buildCmsApp(db);
    app = cms.app;
    staff = await signInStaff(app, db);
    taxonomy = await buildTaxonomy(app, staff.editor);
    publicId = await publishNew({ title: '캐시 검증 공개 기사' });
    memberOnlyId = await publishNew({ title: '캐시 검증 회원 전용 기사', isMemberOnly: true, html: `<p>공개 리드입니다.</p><p>둘째 문단.</p><!--paywall--><p>${SECRET_LINE}</p>` });
  });
  afterAll(async () => {
    await cms.close();
    await db.close();
  });

  describe('shared responses', () => {
    it.each([
      ['article list', `${V1}/articles?section=PRO&size=12`],
      ['home', `${V1}/home`],
      ['taxonomy', `${V1}/taxonomy`],
      ['feed', `${V1}/feeds/articles?limit=10`],
      ['search', `${V1}/search?q=${encodeURIComponent('오피스')}`],
    ])('%s: cached after the first request, with a strong ETag, 304 and public Cache-Control', async (_name, url) => {
      const miss = await get(url);
      expect(miss.statusCode).toBe(200);
      expect(miss.headers['x-cache']).toBe('MISS');
      expect(miss.headers['cache-control']).toBe(PUBLIC);
      expect(miss.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      const hit = await get(url);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.body).toBe(miss.body);
      expect(hit.headers.etag).toBe(miss.headers.etag);
      expect(hit.headers['content-type']).toMatch(/^application\/json/);
      const notModified = await get(url, { 'if-none-match': String(miss.headers.etag) });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    });

    it('a list is the same for a signed-in reader, so it is shared with them too', async () => {
      const url = `${V1}/articles?size=5`;
      const guest = await get(url);
      const member = await get(url, staff.member);
      expect(member.headers['x-cache']).toBe('HIT');
      expect(member.body).toBe(guest.body);
    });

    it('a bad query is validated, never cached: 400 with no-store', async () => {
      for (let i = 0; i < 2; i++) {
        const res = await get(`${V1}/articles?size=0`);
        expect(res.statusCode).toBe(400);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-cache']).toBeUndefined();
      }
    });
  });

  describe('article detail', () => {
    it('a guest gets the cached lead-only version (public, Vary); a member gets their own (private), never the other way round', async () => {
      const url = `${V1}/articles/${memberOnlyId}`;
      // A reader with full access (staff read everything) reads first: their full article must not become the guest's cached answer.
      const member = await get(url, staff.editor);
      expect(member.json().access, member.body).toEqual({ access: 'FULL' });
      expect(member.json().bodyHtml).toContain(SECRET_LINE);
      expect(member.headers['cache-control']).toBe('private, no-cache');
      expect(member.headers['x-cache']).toBeUndefined();

      const guest = await get(url);
      expect(guest.headers['cache-control']).toBe(PUBLIC);
      expect(guest.headers.vary).toBe('Authorization, Cookie');
      expect(guest.body).not.toContain(SECRET_LINE);
      const guestAgain = await get(url);
      expect(guestAgain.headers['x-cache']).toBe('HIT');
      expect(guestAgain.body).not.toContain(SECRET_LINE);

      // And the guest's cached answer is not served to the member.
      const memberAgain = await get(url, staff.editor);
      expect(memberAgain.json().bodyHtml).toContain(SECRET_LINE);
      expect(memberAgain.headers['x-cache']).toBeUndefined();
      // A member's own answer still has an ETag for revalidation.
      expect((await get(url, { ...staff.editor, 'if-none-match': String(memberAgain.headers.etag) })).statusCode).toBe(304);
    });

    it('unknown articles answer 404 with no-store, every time', async () => {
      for (let i = 0; i < 2; i++) {
        const res = await get(`${V1}/articles/987654`);
        expect(res.statusCode).toBe(404);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });
  });

  describe('personal responses and writes', () => {
    it('a signed-in user\'s own data is private with an ETag; a write is no-store', async () => {
      const userId = await buildUser(db, { nickname: '캐시회원' });
      const headers = (await sessionOf(app, userId)).headers;
      const me = await get(`/api/sejong/v1/users/${userId}/info`, headers);
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('private, no-cache');
      expect(me.headers.etag).toBeDefined();
      const created = await app.inject({ method: 'POST', url: `${ADMIN_V1}/articles`, headers: staff.editor, payload: articleInput(taxonomy, { title: '쓰기 응답' }) });
      expect(created.statusCode).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
    });
  });

  describe('invalidation', () => {
    it('publish, edit and unpublish show at once on the cached list, detail and home', async () => {
      const list = () => get(`${V1}/articles?section=PRO&size=50`).then((r) => r.json().data.map((a: { title: string }) => a.title) as string[]);
      const home = () => get(`${V1}/home`).then((r) => JSON.stringify(r.json()));
      const title = '캐시 무효화 검증 기사';
      expect(await list()).not.toContain(title);
      await home();

      const id = await publishNew({ title });
      expect(await list()).toContain(title);
      expect(await home()).toContain(title);
      expect((await get(`${V1}/articles/${id}`)).json().title).toBe(title);

      await admin('PUT', `/articles/${id}`, articleInput(taxonomy, { title: `${title} (수정)` }));
      expect(await list()).toContain(`${title} (수정)`);
      expect((await get(`${V1}/articles/${id}`)).json().title).toBe(`${title} (수정)`);
      expect(await home()).toContain(`${title} (수정)`);

      await admin('POST', `/articles/${id}/unpublish`);
      expect(await list()).not.toContain(`${title} (수정)`);
      expect((await get(`${V1}/articles/${id}`)).statusCode).toBe(404);
      expect(await home()).not.toContain(`${title} (수정)`);
      // The web was told about every change, with the article's own tag.
      expect(cms.notifier.calls.filter((tags) => tags.includes(`article:${id}`))).toHaveLength(3);
    });

    it('a taxonomy change (a writer renamed) refreshes the cached profile and the lists', async () => {
      const before = await get(`${V1}/articles/${publicId}`);
      expect(before.json().writer.name).toBe('김샘플');
      const renamed = await app.inject({ method: 'PUT', url: `${ADMIN_V1}/writers/${taxonomy.writerId}`, headers: staff.editor, payload: { name: '김샘플 기자', title: '샘플 기자', bio: '예시 필자입니다.' } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await get(`${V1}/articles/${publicId}`)).json().writer.name).toBe('김샘플 기자');
    });
  });

  it('several API processes: a change through one drops the cached answer of another (Redis)', async (context) => {
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) context.skip(); // runs where CI sets TEST_REDIS_URL
    const prefix = `spi-test-${Math.random().toString(36).slice(2, 8)}:`;
    const other = await buildApp({ config: testConfig({ redisUrl, redisKeyPrefix: prefix }), db, errorReportSink: new FakeErrorReportSink() });
    const writer = await buildCmsApp(db, { config: { redisUrl, redisKeyPrefix: prefix } });
    try {
      await other.ready();
      const url = `${V1}/articles?section=PRO&size=50&probe=redis`;
      const titles = async () => (await other.inject({ method: 'GET', url })).json().data.map((a: { title: string }) => a.title) as string[];
      await titles();
      expect((await other.inject({ method: 'GET', url })).headers['x-cache']).toBe('HIT');
      const created = await writer.app.inject({ method: 'POST', url: `${ADMIN_V1}/articles`, headers: staff.editor, payload: articleInput(taxonomy, { title: '다른 프로세스에서 발행' }) });
      const published = await writer.app.inject({ method: 'POST', url: `${ADMIN_V1}/articles/${created.json().articleId}/publish`, headers: staff.editor });
      expect(published.statusCode).toBe(200);
      await expect.poll(titles, { timeout: 2_000, interval: 50 }).toContain('다른 프로세스에서 발행');
    } finally {
      await other.close();
      await writer.close();
    }
  });
});
