import type { DbHandle } from '@spi/db';
import { addressResultSchema, addressSearchResponseSchema } from '@spi/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sample from '../src/adapters/address-search/sample-addresses.json';
import { LocalAddressSearch, normalizeAddressText } from '../src/adapters/address-search';
import type { ApiApp } from '../src/app';
import { signedIn } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

const URL_BASE = '/api/sejong/v1/addresses';

describe('the bundled address sample', () => {
  it('holds 150–250 well-formed, distinct road addresses across Seoul, 분당, 부산 and 인천', () => {
    expect(sample.length).toBeGreaterThanOrEqual(150);
    expect(sample.length).toBeLessThanOrEqual(250);
    for (const entry of sample) {
      expect(addressResultSchema.parse(entry)).toEqual(entry);
      expect(entry.zonecode, entry.roadAddress).toMatch(/^\d{5}$/);
      expect(entry.roadAddress.startsWith(`${entry.sido} ${entry.sigungu}`.trim())).toBe(true);
      expect(entry.jibunAddress.startsWith(entry.sido)).toBe(true);
      expect(entry.buildingName.length).toBeGreaterThan(0);
    }
    expect(new Set(sample.map((e) => e.roadAddress)).size).toBe(sample.length);
    for (const sigungu of ['중구', '종로구', '강남구', '서초구', '영등포구', '마포구', '송파구', '성남시 분당구']) {
      expect(sample.filter((e) => e.sigungu === sigungu).length, sigungu).toBeGreaterThanOrEqual(5);
    }
    expect(sample.some((e) => e.sido === '부산광역시')).toBe(true);
    expect(sample.some((e) => e.sido === '인천광역시')).toBe(true);
    // Seoul postcodes start with 0 (01–08); 강남구 06…
    expect(sample.filter((e) => e.sido === '서울특별시').every((e) => /^0[1-8]/.test(e.zonecode))).toBe(true);
    expect(sample.filter((e) => e.sigungu === '강남구').every((e) => e.zonecode.startsWith('06'))).toBe(true);
  });

  it('normalizes full-width forms and spaces', () => {
    expect(normalizeAddressText(' 세종대로 １１０ ')).toBe('세종대로110');
    expect(normalizeAddressText('ＳＫ Ｔ-타워')).toBe('skt-타워');
  });

  it('matches every word against road, jibun and building name, building names first, in a stable order', async () => {
    const search = new LocalAddressSearch();
    const hall = await search.search('세종대로 110', 0, 10);
    expect(hall.results[0]).toMatchObject({ roadAddress: '서울특별시 중구 세종대로 110', buildingName: '서울특별시청', zonecode: '04524' });
    expect((await search.search('세종대로110', 0, 10)).results[0]!.buildingName).toBe('서울특별시청');
    expect((await search.search('강남파이낸스', 0, 10)).results[0]!.roadAddress).toBe('서울특별시 강남구 테헤란로 152');
    expect((await search.search('three ifc', 0, 10)).results[0]!.roadAddress).toBe('서울특별시 영등포구 국제금융로 10');
    expect((await search.search('태평로1가 31', 0, 10)).results[0]!.buildingName).toBe('서울특별시청');
    expect((await search.search('서울 종로 33', 0, 10)).results.map((r) => r.buildingName)).toContain('그랑서울');
    const teheran = await search.search('테헤란로', 0, 30);
    expect(teheran.count).toBeGreaterThanOrEqual(10);
    expect(teheran.results.every((r) => r.roadAddress.includes('테헤란로'))).toBe(true);
    // A building-name hit ranks before addresses that only mention the word.
    const tower = await search.search('타워', 0, 5);
    expect(tower.results.every((r) => r.buildingName.includes('타워'))).toBe(true);
    expect(await search.search('테헤란로', 0, 30)).toEqual(teheran);
    expect((await search.search('판교역로', 0, 10)).results.every((r) => r.sigungu === '성남시 분당구')).toBe(true);
    expect((await search.search('없는주소 없는길', 0, 10))).toEqual({ results: [], count: 0 });
  });
});

describe.each(DB_KINDS)('GET /addresses (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db });
    headers = (await signedIn(app, db)).headers;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (query: string, h: Record<string, string> = headers) => app.inject({ method: 'GET', url: `${URL_BASE}?${query}`, headers: h });

  it('signed-in readers only (401 before validation)', async () => {
    for (const q of ['query=세종대로', 'query=', 'query=%00', 'page=-1']) {
      const res = await get(q, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers the contract shape with the local provider, paginated', async () => {
    const res = await get(`query=${encodeURIComponent('테헤란로')}&size=5`);
    expect(res.statusCode).toBe(200);
    const body = addressSearchResponseSchema.parse(res.json());
    expect(body.provider).toBe('local');
    expect(body.results).toHaveLength(5);
    expect(body.pagination).toMatchObject({ page: 0, size: 5 });
    expect(body.pagination.count).toBeGreaterThan(5);
    const next = addressSearchResponseSchema.parse((await get(`query=${encodeURIComponent('테헤란로')}&size=5&page=1`)).json());
    expect(next.results.map((r) => r.roadAddress)).not.toEqual(expect.arrayContaining(body.results.map((r) => r.roadAddress)));
    const all = addressSearchResponseSchema.parse((await get(`query=${encodeURIComponent('테헤란로')}&size=30`)).json());
    expect(all.results.slice(0, 10).map((r) => r.roadAddress)).toEqual([...body.results, ...next.results].map((r) => r.roadAddress));
    const beyond = addressSearchResponseSchema.parse((await get(`query=${encodeURIComponent('테헤란로')}&size=5&page=100`)).json());
    expect(beyond.results).toEqual([]);
    expect(beyond.pagination.count).toBe(body.pagination.count);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('bad queries answer 400 in Korean; NUL and odd Unicode never 5xx', async () => {
    const short = await get('query=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(short.json())).toContain('2자 이상');
    for (const q of ['', 'query=%20%20', `query=${'가'.repeat(81)}`, 'query=세종대로&page=-1', 'query=세종대로&size=31', 'query=세종대로&page=x', 'query=%00%00', 'query=a%00b']) {
      const res = await get(q);
      expect(res.statusCode, q).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, q).toBeLessThan(500);
    }
    // Broken UTF-8 in the URL is decoded to U+FFFD: a search that finds nothing, not an error.
    const broken = await get('query=%ED%A0%80%ED%A0%80');
    expect(broken.statusCode).toBeLessThan(500);
    for (const q of ['query=%F0%9F%8F%A2%F0%9F%8F%A2', `query=${encodeURIComponent('ｓｅｏｕｌ　타워')}`, `query=${encodeURIComponent('\u202e세종대로')}`, `query=${encodeURIComponent('%_\\*')}`]) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it("ADDRESS_SEARCH=daum answers an empty list with provider 'daum'", async () => {
    const daum = await buildTestApp({ db, config: { addressSearch: 'daum' } });
    try {
      const h = (await signedIn(daum, db)).headers;
      const res = await daum.inject({ method: 'GET', url: `${URL_BASE}?query=${encodeURIComponent('세종대로')}`, headers: h });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ results: [], pagination: { count: 0, page: 0, size: 10 }, provider: 'daum' });
    } finally {
      await daum.close();
    }
  });
});
