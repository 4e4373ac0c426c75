import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildArticle, buildTaxonomy, DAY, SECRET } from './content-fixtures';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const NOW = Date.parse('2026-03-15T03:00:00Z');

describe.each(DB_KINDS)('home, taxonomy, writers, tags, feeds (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const pro: number[] = [];
  const life: number[] = [];
  let oldPopular: number;
  let member: number;

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: new FakeClock(NOW).now });
    await buildTaxonomy(db);
    for (let i = 0; i < 8; i++) pro.push(await buildArticle(db, { title: `프로 기사 ${i}`, publishedAt: new Date(NOW - (i + 1) * DAY), viewCount: i * 10, tags: i < 3 ? ['t-reits'] : [], writer: i < 2 ? 'w-lee' : 'w-kim' }));
    member = await buildArticle(db, { title: '회원 전용 프로 기사', isMemberOnly: true, publishedAt: new Date(NOW - 12 * 3_600_000), viewCount: 5 });
    oldPopular = await buildArticle(db, { title: '오래된 인기 기사', publishedAt: new Date(NOW - 90 * DAY), viewCount: 10_000 });
    for (let i = 0; i < 2; i++) life.push(await buildArticle(db, { title: `라이프 기사 ${i}`, section: 'LIFESTYLE', category: 'c-life', publishedAt: new Date(NOW - (i + 1) * DAY), viewCount: i }));
    await buildArticle(db, { title: '라이프 오래된 글', section: 'LIFESTYLE', category: 'c-life', publishedAt: new Date(NOW - 200 * DAY), viewCount: 99 });
    await buildArticle(db, { title: '초안', status: 'DRAFT', publishedAt: new Date(NOW - DAY) });
    await buildArticle(db, { title: '비공개', isPublic: false, publishedAt: new Date(NOW - DAY), viewCount: 50_000 });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url: `${V1}${url}` });

  it('GET /home: per section the newest 6 and the most read 5 of the last 30 days (filled up with older ones)', async () => {
    const res = await get('/home');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.generatedAt).toBe(new Date(NOW).toISOString());
    const [proSection, lifeSection] = body.sections;
    expect(proSection.section).toBe('PRO');
    expect(proSection.title).toBe('SPI Pro');
    expect(proSection.latest.map((a: { articleId: number }) => a.articleId)).toEqual([member, ...pro.slice(0, 5)]);
    expect(proSection.popular.map((a: { articleId: number }) => a.articleId)).toEqual([pro[7], pro[6], pro[5], pro[4], pro[3]]);
    expect(lifeSection.section).toBe('LIFESTYLE');
    expect(lifeSection.latest).toHaveLength(3);
    // Only two lifestyle articles in the window: the older, most read one fills the list.
    expect(lifeSection.popular.map((a: { title: string }) => a.title)).toEqual(['라이프 기사 1', '라이프 기사 0', '라이프 오래된 글']);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('비공개');
    expect(res.body).not.toContain('초안');
    expect(oldPopular).toBeGreaterThan(0);
  });

  it('GET /taxonomy: the category tree with paths, and the series', async () => {
    const body = (await get('/taxonomy')).json();
    expect(body.categories).toContainEqual({ categoryId: 'c-office', slug: 'office', name: '오피스', path: 'SPI Pro>오피스', section: 'PRO', parentId: 'c-pro' });
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual(['spi-pro', 'office', 'logistics', 'life']);
    expect(body.series).toEqual([{ seriesId: 's-weekly', slug: 'weekly', name: '주간 오피스', description: '매주' }]);
  });

  it('GET /writers/{slug} and /tags/{slug}: profiles with listed article counts; unknown is 404', async () => {
    expect((await get('/writers/lee')).json()).toEqual({ writerId: 'w-lee', slug: 'lee', name: '이기자', title: '선임 기자', bio: '물류 담당 (샘플)', avatar: null, articleCount: 2 });
    expect((await get(`/tags/${encodeURIComponent('리츠')}`)).json()).toEqual({ slug: '리츠', name: '리츠', articleCount: 3 });
    expect((await get('/tags/gbd')).json().articleCount).toBe(0);
    expect((await get('/writers/nobody')).statusCode).toBe(404);
    expect((await get('/tags/nothing')).json().error.code).toBe('NOT_FOUND');
  });

  it('GET /feeds/articles: public, published, listed, newest first; member-only ones with their lead only', async () => {
    const res = await get('/feeds/articles?limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toMatchObject({
      articleId: member,
      title: '회원 전용 프로 기사',
      isMemberOnly: true,
      label: 'SPI Pro | 오피스',
      section: 'PRO',
      leadText: '회원 전용 프로 기사에 대한 공개 리드 문단입니다.',
      authorName: '김기자',
      thumbnail: null,
    });
    const all = await get('/feeds/articles?limit=1000');
    const first = all.json().data.find((a: { articleId: number }) => a.articleId === pro[0]);
    expect(first.leadText).toBe('프로 기사 0에 대한 공개 리드 문단입니다. 이어지는 본문입니다.');
    expect(all.json().data).toHaveLength(13);
    expect(all.body).not.toContain(SECRET);
    expect(all.body).not.toContain('비공개');
    expect((await get('/feeds/articles?limit=0')).statusCode).toBe(400);
  });
});
