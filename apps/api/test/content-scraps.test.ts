import { ACCESS_TOKEN_COOKIE } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { demoReitsLoader } from '@spi/db/demo-reits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildArticle, buildTaxonomy, DAY, SECRET } from './content-fixtures';
import { bearer, csrfCookies, csrfHeaders } from './factories';
import { tokenFor } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const NOW = Date.parse('2026-03-15T03:00:00Z');

describe.each(DB_KINDS)('scraps (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);
  let publicId: number;
  let memberId: number;
  let draftId: number;

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: clock.now });
    await buildTaxonomy(db);
    publicId = await buildArticle(db, { title: '공개 기사', publishedAt: new Date(NOW - DAY) });
    memberId = await buildArticle(db, { title: '회원 기사', isMemberOnly: true, publishedAt: new Date(NOW - 2 * DAY) });
    draftId = await buildArticle(db, { title: '초안', status: 'DRAFT', publishedAt: new Date(NOW - DAY) });
    await demoReitsLoader.load(db.db, {});
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) => app.inject({ method, url: `${V1}${url}`, headers: token ? bearer(token) : {} });
  const reader = () => tokenFor(app, db);

  it('PUT and DELETE are idempotent and return the scrap state', async () => {
    const token = await reader();
    for (let i = 0; i < 2; i++) {
      const res = await call('PUT', `/scraps/CONTENT/${publicId}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ contentType: 'CONTENT', contentId: String(publicId), scrapped: true });
    }
    expect((await call('GET', `/scraps/CONTENT/${publicId}`, token)).json().scrapped).toBe(true);
    expect((await call('GET', `/articles/${publicId}`, token)).json().scrapped).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/scraps/CONTENT/${publicId}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ contentType: 'CONTENT', contentId: String(publicId), scrapped: false });
    }
    expect((await call('GET', `/scraps/CONTENT/${publicId}`, token)).json().scrapped).toBe(false);
  });

  it('unknown or unpublished articles are 404; bad types are 400; ids are canonical', async () => {
    const token = await reader();
    for (const id of ['999999', String(draftId), 'abc', '0']) {
      const res = await call('PUT', `/scraps/CONTENT/${id}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await call('PUT', `/scraps/ARTICLE/${publicId}`, token)).statusCode).toBe(400);
    expect((await call('PUT', `/scraps/CONTENT/00${publicId}`, token)).json().contentId).toBe(String(publicId));
    // Every type resolves through the content-type registry: unknown REITs and types not built yet are 404.
    for (const url of ['/scraps/REITS/reit-123', '/scraps/REITS/999999', '/scraps/DEAL/deal-9', '/scraps/FUND/1']) {
      expect((await call('PUT', url, token)).statusCode, url).toBe(404);
    }
    expect((await call('PUT', '/scraps/REITS/0030r0', token)).json()).toEqual({ contentType: 'REITS', contentId: '0030R0', scrapped: true });
  });

  it('lists my scraps newest first with type counts, paging and the article joined', async () => {
    const token = await reader();
    await call('PUT', `/scraps/CONTENT/${publicId}`, token);
    clock.advance(1000);
    await call('PUT', `/scraps/CONTENT/${memberId}`, token);
    clock.advance(1000);
    await call('PUT', '/scraps/REITS/0030R0', token);
    clock.ms = NOW;
    const res = await call('GET', '/scraps?size=2', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ CONTENT: 2, REITS: 1, DEAL: 0, FUND: 0, EVENT: 0, RECRUIT: 0, CITYFOLIO: 0 });
    expect(body.pagination).toEqual({ page: 0, size: 2, count: 3, hasNext: true });
    expect(body.data.map((d: { contentType: string; contentId: string }) => `${d.contentType}:${d.contentId}`)).toEqual(['REITS:0030R0', `CONTENT:${memberId}`]);
    expect(body.data[0].article).toBeNull();
    expect(body.data[0].card).toMatchObject({ title: '대신밸류리츠', href: '/reitsfocus/0030R0' });
    expect(body.data[0].card.meta[0]).toMatch(/원$/);
    expect(body.data[1].article).toMatchObject({ articleId: memberId, title: '회원 기사', isMemberOnly: true });
    expect(res.body).not.toContain(SECRET);

    const content = (await call('GET', '/scraps?contentType=CONTENT', token)).json();
    expect(content.pagination).toEqual({ page: 0, size: 12, count: 2, hasNext: false });
    expect(content.data.map((d: { contentId: string }) => d.contentId)).toEqual([String(memberId), String(publicId)]);
  });

  it('scraps belong to their owner', async () => {
    const alice = await reader();
    const bob = await reader();
    await call('PUT', `/scraps/CONTENT/${publicId}`, alice);
    expect((await call('GET', `/scraps/CONTENT/${publicId}`, bob)).json().scrapped).toBe(false);
    expect((await call('GET', '/scraps', bob)).json().pagination.count).toBe(0);
    await call('DELETE', `/scraps/CONTENT/${publicId}`, bob);
    expect((await call('GET', `/scraps/CONTENT/${publicId}`, alice)).json().scrapped).toBe(true);
  });

  it('requires sign-in, and the CSRF pair when signed in with cookies', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await app.inject({ method, url: `${V1}/scraps/CONTENT/${publicId}`, cookies: csrfCookies, headers: csrfHeaders })).statusCode).toBe(401);
    }
    expect((await call('GET', '/scraps')).statusCode).toBe(401);
    const cookies = { [ACCESS_TOKEN_COOKIE]: await reader(), ...csrfCookies };
    for (const method of ['PUT', 'DELETE'] as const) {
      const forged = await app.inject({ method, url: `${V1}/scraps/CONTENT/${publicId}`, cookies });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error.code).toBe('CSRF_TOKEN_INVALID');
      expect((await app.inject({ method, url: `${V1}/scraps/CONTENT/${publicId}`, cookies, headers: csrfHeaders })).statusCode).toBe(200);
    }
  });
});
