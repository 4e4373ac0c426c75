import type { DbHandle } from '@spi/db';
import { schema } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildArticle, buildTaxonomy, DAY } from './content-fixtures';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const NOW = Date.parse('2026-03-15T03:00:00Z');

describe.each(DB_KINDS)('tags match case-insensitively (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const pf: number[] = [];

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: new FakeClock(NOW).now });
    await buildTaxonomy(db);
    await db.db.insert(schema.tags).values({ id: 't-pf', slug: 'pf', name: 'PF' });
    for (let i = 0; i < 2; i++) pf.push(await buildArticle(db, { title: `PF 기사 ${i}`, publishedAt: new Date(NOW - (i + 1) * DAY), tags: ['t-pf'] }));
    await buildArticle(db, { title: 'GBD 기사', publishedAt: new Date(NOW - DAY), tags: ['t-gbd'] });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url: `${V1}${url}` });

  it('GET /tags/{slug}: PF, pf and Pf are the one tag, answered with its canonical slug', async () => {
    for (const spelling of ['pf', 'PF', 'Pf', ' pF ']) {
      const res = await get(`/tags/${encodeURIComponent(spelling)}`);
      expect(res.statusCode, spelling).toBe(200);
      expect(res.json()).toEqual({ slug: 'pf', name: 'PF', articleCount: 2 });
    }
    // GBD's slug is 'gbd': the upper-case name reaches it too.
    expect((await get('/tags/GBD')).json()).toMatchObject({ slug: 'gbd', name: 'GBD', articleCount: 1 });
  });

  it('GET /tags/{slug}: an unknown tag is a 404; text that cannot be one is a 4xx, never a 5xx', async () => {
    for (const segment of ['pff', encodeURIComponent('\u{1F600}'), encodeURIComponent('İ')]) {
      const res = await get(`/tags/${segment}`);
      expect(res.statusCode, segment).toBe(404);
    }
    for (const segment of ['%00', 'p%00f']) {
      const res = await get(`/tags/${segment}`);
      expect(res.statusCode, segment).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, segment).toBeLessThan(500);
    }
  });

  it('GET /articles?tag=: the list filter matches the tag case-insensitively', async () => {
    const lower = (await get('/articles?tag=pf')).json();
    const upper = (await get('/articles?tag=PF')).json();
    const ids = (body: { data: Array<{ articleId: number }> }) => body.data.map((a) => a.articleId);
    expect(ids(lower).sort()).toEqual([...pf].sort());
    expect(ids(upper)).toEqual(ids(lower));
    expect((await get('/articles?tag=GBD')).json().pagination.count).toBe(1);
  });
});
