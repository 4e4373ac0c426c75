import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { PostgresSearchEngine, tsqueryLiteral } from '../src/search/postgres-search-engine';
import { buildArticle, buildTaxonomy, DAY, SECRET } from './content-fixtures';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const NOW = Date.parse('2026-03-15T03:00:00Z');
/** Only in the member-only part of one article. */
const HIDDEN_WORD = '은밀한수익구조';

interface Hit { articleId: number; titleHtml: string; snippetHtml: string; isMemberOnly: boolean; contentType: string }

describe.each(DB_KINDS)('search (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: new FakeClock(NOW).now });
    await buildTaxonomy(db);
    ids.reits = await buildArticle(db, {
      title: '상장 리츠 배당 매력 커진다',
      description: '금리 인하 기대에 리츠 투자 수요가 늘었다.',
      lead: '<p>국내 상장 리츠의 평균 배당수익률이 6%를 넘어섰다.</p>',
      publishedAt: new Date(NOW - DAY),
    });
    ids.logistics = await buildArticle(db, {
      title: '수도권 물류센터 공실률이 치솟았다',
      description: '공급 과잉의 그늘',
      lead: '<p>이천과 평택 일대 물류센터 공급 과잉으로 공실률이 두 자릿수에 이르렀다.</p>',
      category: 'c-logistics',
      publishedAt: new Date(NOW - 5 * DAY),
    });
    ids.gbd = await buildArticle(db, {
      title: 'GBD 오피스 임대료 3.3㎡당 12만 원 돌파',
      description: '강남권역 임대료 동향',
      lead: '<p>강남권역 GBD의 A급 오피스 명목 임대료가 3.3㎡당 12만 원을 넘었다.</p>',
      publishedAt: new Date(NOW - 10 * DAY),
    });
    ids.datacenter = await buildArticle(db, {
      title: '2025년 판교 데이터 센터 거래 분석',
      description: '수도권 데이터센터 매매 사례',
      lead: '<p>2025년 판교 데이터 센터 매매가 활발했다.</p>',
      rest: `<p>${SECRET} ${HIDDEN_WORD}: 매도인 측 내부 수익률 계산표와 펀드명이 이어진다.</p>`,
      isMemberOnly: true,
      publishedAt: new Date(NOW - 40 * DAY),
    });
    ids.oldReits = await buildArticle(db, { title: '오래된 시장 해설', description: '과거 기사', lead: '<p>당시 리츠 시장은 작았다.</p>', publishedAt: new Date(NOW - 400 * DAY) });
    ids.land = await buildArticle(db, { title: '땅을 사기 전에 볼 것', section: 'LIFESTYLE', category: 'c-life', publishedAt: new Date(NOW - 2 * DAY) });
    ids.draft = await buildArticle(db, { title: '리츠 초안', status: 'DRAFT', publishedAt: new Date(NOW - DAY) });
    ids.hidden = await buildArticle(db, { title: '리츠 비공개 목록', isPublic: false, publishedAt: new Date(NOW - DAY) });
    ids.escape = await buildArticle(db, { title: '<script>alert(1)</script> 물류 & 리테일', publishedAt: new Date(NOW - 60 * DAY) });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const search = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `${V1}/search?${query}` });
    return { res, body: res.json() as { data: Hit[]; groups: Array<{ contentType: string; count: number }>; pagination: { count: number; hasNext: boolean }; query: string; tookMs: number; countCapped?: boolean } };
  };
  const hitIds = async (q: string, extra = '') => (await search(`q=${encodeURIComponent(q)}${extra}`)).body.data.map((h) => h.articleId);

  it.each([
    ['리츠', 'reits'],
    ['물류', 'logistics'],
    ['공실률이', 'logistics'],
    ['공실률', 'logistics'],
    ['GBD', 'gbd'],
    ['gbd', 'gbd'],
    ['3.3㎡', 'gbd'],
    ['2025년', 'datacenter'],
    ['판교 데이터센터', 'datacenter'],
    ['땅', 'land'],
  ])('%s finds the %s article', async (q, key) => {
    expect(await hitIds(q)).toContain(ids[key]);
  });

  it('finds only published, public articles, fresher and title matches first', async () => {
    const found = await hitIds('리츠');
    expect(found).toEqual([ids.reits, ids.oldReits]);
    expect(found).not.toContain(ids.draft);
    expect(found).not.toContain(ids.hidden);
  });

  it('never finds or shows member-only text', async () => {
    for (const q of [HIDDEN_WORD, SECRET, '수익률 계산표', '펀드명']) {
      const { body } = await search(`q=${encodeURIComponent(q)}`);
      expect(body.data).toEqual([]);
      expect(body.groups[0]!.count).toBe(0);
    }
    const { res, body } = await search(`q=${encodeURIComponent('2025년 판교')}`);
    expect(body.countCapped).toBe(false);
    expect(body.data.map((h) => h.articleId)).toEqual([ids.datacenter]);
    expect(body.data[0]!.isMemberOnly).toBe(true);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain(HIDDEN_WORD);
  });

  it('groups by content type with counts, highlights and escapes', async () => {
    const { body } = await search(`q=${encodeURIComponent('공실률이')}`);
    expect(body.groups).toEqual([
      { contentType: 'CONTENT', count: 1 },
      { contentType: 'REITS', count: 0 },
      { contentType: 'DEAL', count: 0 },
      { contentType: 'FUND', count: 0 },
      { contentType: 'EVENT', count: 0 },
      { contentType: 'RECRUIT', count: 0 },
      { contentType: 'CITYFOLIO', count: 0 },
    ]);
    expect(body.query).toBe('공실률이');
    expect(typeof body.tookMs).toBe('number');
    const hit = body.data[0]!;
    expect(hit).toMatchObject({ contentType: 'CONTENT', articleId: ids.logistics, isMemberOnly: false });
    expect(hit.titleHtml).toBe('수도권 물류센터 <mark>공실률</mark>이 치솟았다');
    expect(hit.snippetHtml).toContain('<mark>공실률</mark>');

    const escaped = (await search(`q=${encodeURIComponent('물류 리테일')}`)).body.data[0]!;
    expect(escaped.titleHtml).toBe('&lt;script&gt;alert(1)&lt;/script&gt; <mark>물류</mark> &amp; <mark>리테일</mark>');
  });

  it('filters by type, category (with sub-categories) and date; pages with hasNext', async () => {
    const reitsTab = await search('q=%EB%A6%AC%EC%B8%A0&type=REITS');
    expect(reitsTab.body.data).toEqual([]);
    expect(reitsTab.body.groups[0]).toEqual({ contentType: 'CONTENT', count: 2 });
    expect(reitsTab.body.pagination.count).toBe(0);
    expect(await hitIds('물류', '&category=logistics')).toEqual([ids.logistics]);
    expect(await hitIds('물류', '&category=spi-pro')).toContain(ids.logistics);
    expect(await hitIds('물류', '&category=life')).toEqual([]);
    expect(await hitIds('물류', '&category=unknown')).toEqual([]);
    expect(await hitIds('리츠', '&from=2026-03-01&to=2026-03-14')).toEqual([ids.reits]);
    expect(await hitIds('리츠', '&to=2025-12-31')).toEqual([ids.oldReits]);
    const paged = await search(`q=${encodeURIComponent('리츠')}&size=1`);
    expect(paged.body.pagination).toMatchObject({ count: 2, hasNext: true });
    expect((await search(`q=${encodeURIComponent('리츠')}&size=1&page=1`)).body.pagination).toMatchObject({ count: 2, hasNext: false });
  });

  it('validates the query', async () => {
    expect((await search('q=')).res.statusCode).toBe(400);
    expect((await search(`q=${'가'.repeat(101)}`)).res.statusCode).toBe(400);
    expect((await search('q=%EB%A6%AC&from=not-a-date')).res.statusCode).toBe(400);
    expect((await search('q=!!!')).body).toMatchObject({ data: [], pagination: { count: 0, hasNext: false } });
  });

  it('ranks the newest matches through widening date windows, and caps counts', async () => {
    const ages = [2, 10, 100, 500, 900];
    const made: number[] = [];
    for (const age of ages) made.push(await buildArticle(db, { title: '저온 창고 임대 동향', category: 'c-logistics', publishedAt: new Date(NOW - age * DAY) }));
    const engine = new PostgresSearchEngine(db.db, { rankCandidates: 2, windowsDays: [30, 365, null], countCap: 3 });
    const page = async (n: number) => engine.search({ q: '저온 창고', page: n, size: 2, now: new Date(NOW) });
    const first = await page(0);
    expect(first).toMatchObject({ total: 3, countCapped: true });
    expect(first.groups[0]).toEqual({ contentType: 'CONTENT', count: 3 });
    expect(first.hits.map((h) => h.id)).toEqual([made[0], made[1]]);
    expect((await page(1)).hits.map((h) => h.id)).toEqual([made[2], made[3]]);
    const uncapped = new PostgresSearchEngine(db.db, { rankCandidates: 2, windowsDays: [30, 365, null] });
    const all = [];
    for (let n = 0; n < 3; n++) all.push(...(await uncapped.search({ q: '저온 창고', page: n, size: 2, now: new Date(NOW) })).hits.map((h) => h.id));
    expect(all).toEqual(made);
    expect((await search(`q=${encodeURIComponent('저온 창고')}`)).body.countCapped).toBe(false);
  });

  it('builds an ANDed tsquery with one-syllable prefixes and the aliases of the synonym dictionary', () => {
    expect(tsqueryLiteral('상가 땅')).toBe("'상가' & '땅':*");
    expect(tsqueryLiteral('판교 땅')).toBe("('판교' | '분당' | 'bbd') & '땅':*");
    expect(tsqueryLiteral('GBD 오피스')).toBe("('gbd' | '강남' | ('강남' & '남권' & '권역')) & (('오피' & '피스') | 'office' | ('업무' & '무시' & '시설'))");
    expect(tsqueryLiteral('cap rate')).toBe("(('cap' & 'rate') | ('캡레' & '레이' & '이트') | ('자본' & '본환' & '환원' & '원율'))");
    expect(tsqueryLiteral('...')).toBeNull();
  });
});

describe.each(DB_KINDS)('search ranking by proximity (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: new FakeClock(NOW).now });
    await buildTaxonomy(db);
    // Same day, both words in the title; only the distance between them differs. The near one is older
    // by id, so without the proximity boost the tie would go to the far one.
    ids.near = await buildArticle(db, {
      title: '강남 오피스 거래가 돌아왔다',
      description: '거래 동향',
      lead: '<p>유동 인구와 상점 구성이 크게 바뀌었다.</p>',
      publishedAt: new Date(NOW - DAY),
    });
    ids.far = await buildArticle(db, {
      title: '강남 상권 유동 인구 변화와 주변 오피스',
      description: '거래 동향',
      lead: '<p>유동 인구와 상점 구성이 크게 바뀌었다.</p>',
      publishedAt: new Date(NOW - DAY),
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('ranks the article where the words of the query stand together first', async () => {
    const res = await app.inject({ method: 'GET', url: `${V1}/search?q=${encodeURIComponent('강남 오피스')}` });
    const order = (res.json() as { data: Hit[] }).data.map((h) => h.articleId);
    expect(order.indexOf(ids.near!)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(ids.near!)).toBeLessThan(order.indexOf(ids.far!));
  });
});
