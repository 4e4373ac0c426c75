import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildArticle, buildTaxonomy, DAY, SECRET } from './content-fixtures';
import { bearer, buildUser, csrfCookies, csrfHeaders, signIn } from './factories';
import { AS, tokenOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const START = Date.parse('2026-03-10T00:00:00Z');

type Groups = Record<string, Array<{ articleId: number; viewedAt: string; title: string }>>;

describe.each(DB_KINDS)('viewed-article history (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(START);
  const ids: Record<string, number> = {};
  let owner: string;

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: clock.now });
    await buildTaxonomy(db);
    for (const key of ['A', 'B', 'C', 'D']) ids[key] = await buildArticle(db, { title: `기사 ${key}`, isMemberOnly: key === 'B', publishedAt: new Date(START - DAY) });
    owner = await buildUser(db);
    // Seoul is UTC+9: 14:59 UTC is 23:59 the same day there, 15:01 UTC is 00:01 the next day.
    const opens: Array<[string, string]> = [
      ['2026-03-13T01:00:00Z', 'A'],
      ['2026-03-13T02:00:00Z', 'B'],
      ['2026-03-13T03:00:00Z', 'A'],
      ['2026-03-14T14:59:00Z', 'C'],
      ['2026-03-14T15:01:00Z', 'A'],
      ['2026-03-15T02:00:00Z', 'D'],
    ];
    for (const [at, key] of opens) {
      clock.ms = Date.parse(at);
      const { accessToken } = await signIn(app, owner);
      const read = await app.inject({ method: 'POST', url: `${V1}/articles/${ids[key]}/views`, cookies: csrfCookies, headers: { ...bearer(accessToken), ...csrfHeaders } });
      expect(read.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const history = async (userId: string, query: string, token?: string) =>
    app.inject({ method: 'GET', url: `${V1}/user_article_histories/${userId}/articles${query}`, headers: token ? bearer(token) : {} });
  const summary = (groups: Groups) => Object.fromEntries(Object.entries(groups).map(([day, items]) => [day, items.map((i) => i.title)]));

  it('groups by Seoul day, newest first, one entry per article per day (its latest view)', async () => {
    const res = await history(owner, '?page=0&size=20&sort=created,desc', await tokenOf(app, owner));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Groups; pagination: unknown };
    expect(Object.keys(body.data)).toEqual(['2026-03-15', '2026-03-14', '2026-03-13']);
    expect(summary(body.data)).toEqual({
      '2026-03-15': ['기사 D', '기사 A'],
      '2026-03-14': ['기사 C'],
      '2026-03-13': ['기사 A', '기사 B'],
    });
    expect(body.data['2026-03-13']![0]!.viewedAt).toBe('2026-03-13T03:00:00.000Z');
    expect(body.pagination).toEqual({ page: 0, size: 20, count: 5 });
    expect(res.body).not.toContain(SECRET);
  });

  it('pages by article-day: a next page exists while loaded pages × size < count', async () => {
    const token = await tokenOf(app, owner);
    const pages: Array<Record<string, string[]>> = [];
    let count = Infinity;
    for (let page = 0; page * 2 < count; page++) {
      const body = (await history(owner, `?page=${page}&size=2`, token)).json();
      count = body.pagination.count;
      pages.push(summary(body.data));
    }
    expect(count).toBe(5);
    expect(pages).toEqual([
      { '2026-03-15': ['기사 D', '기사 A'] },
      { '2026-03-14': ['기사 C'], '2026-03-13': ['기사 A'] },
      { '2026-03-13': ['기사 B'] },
    ]);
    expect((await history(owner, '?page=3&size=2', token)).json()).toEqual({ data: {}, pagination: { page: 3, size: 2, count: 5 } });
  });

  it('only the owner reads it; admins may, and are audited; guests 401', async () => {
    expect((await history(owner, '')).statusCode).toBe(401);
    const other = await buildUser(db);
    const forbidden = await history(owner, '', await tokenOf(app, other));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    expect((await history(other, '', await tokenOf(app, other))).json()).toEqual({ data: {}, pagination: { page: 0, size: 12, count: 0 } });

    const admin = await buildUser(db, AS.admin);
    expect((await history(owner, '', await tokenOf(app, admin))).statusCode).toBe(200);
    const audit = await db.db.select().from(schema.auditLog).where(eq(schema.auditLog.actorId, admin));
    expect(audit).toEqual([expect.objectContaining({ action: 'user.read_article_history', targetType: 'user', targetId: owner })]);
  });

  it('accepts only sort=created,desc', async () => {
    expect((await history(owner, '?sort=created,asc', await tokenOf(app, owner))).statusCode).toBe(400);
  });
});
