import { ACCESS_TOKEN_COOKIE, pricePerPyeong } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { demoReitsLoader } from '@spi/db/demo-reits';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildArticle, buildTaxonomy } from './content-fixtures';
import { buildDeals, FUND_ID } from './deals-fixtures';
import { bearer } from './factories';
import { AS, tokensFor } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const NOW = Date.parse('2026-11-21T01:00:00Z');
/** Every fixture deal but the 20 land plots, newest first. */
const MAIN = ['D-2025-0001', 'D-2024-0004', 'D-2024-0003', 'D-2024-0002', 'D-2024-0001', 'D-2023-0001'];
const NOT_LAND = 'type=OFFICE,LOGISTICS,HOTEL,DATA_CENTER';

describe.each(DB_KINDS)('deals (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);
  let tokens: Record<'none' | 'light' | 'premiumLight' | 'editor', string>;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await demoReitsLoader.load(db.db, {});
    await buildDeals(db);
    await buildTaxonomy(db);
    await buildArticle(db, { title: '강남 오피스 거래 분석', tags: ['t-gbd'], publishedAt: new Date(NOW - 86_400_000) });
    app = await buildTestApp({ db, clock: clock.now });
    tokens = await tokensFor(app, db, { none: AS.member, light: AS.light, premiumLight: AS.premiumLight, editor: AS.editor });
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url: `${V1}${url}`, headers: token ? bearer(token) : {} });
  const ids = async (url: string, token?: string): Promise<string[]> => {
    const res = await get(url, token);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data.map((d: { id: string }) => d.id);
  };

  describe('list', () => {
    it('answers guests every deal newest first with price bands, no prices, the note and a shared cache', async () => {
      const res = await get('/deals');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.note).toMatchObject({ asOf: '2025-01-10', isSample: true });
      expect(body.note.source).toBeTruthy();
      expect(body.access).toEqual({ prices: false, statistics: false, export: false });
      expect(body.pagination).toEqual({ page: 1, size: 20, total: 26, pages: 2 });
      expect(body.data.slice(0, 6).map((d: { id: string }) => d.id)).toEqual(MAIN);
      const centerOne = body.data.find((d: { id: string }) => d.id === 'D-2024-0001');
      expect(centerOne).toMatchObject({
        assetName: '센터원 빌딩', regionLabel: 'CBD (도심)', assetTypeLabel: '오피스', statusLabel: '완료', priceBand: '1,000억~3,000억원',
        priceWon: null, pricePerPyeongWon: null, capRate: null, priceQualityLabel: '확정',
      });
      expect(body.data.find((d: { id: string }) => d.id === 'D-2025-0001').priceBand).toBeNull();
      expect(res.headers['cache-control']).toContain('public');
      expect(res.headers.vary).toContain('Authorization');
      expect((await get('/deals')).headers['x-cache']).toBe('HIT');
    });

    it('pages with 1-based pages and the three sizes', async () => {
      const page2 = (await get('/deals?page=2')).json();
      expect(page2.pagination).toEqual({ page: 2, size: 20, total: 26, pages: 2 });
      expect(page2.data).toHaveLength(6);
      expect(page2.data.at(-1).id).toBe('D-2022-0001');
      const big = (await get('/deals?size=50')).json();
      expect(big.data).toHaveLength(26);
      expect(big.pagination.pages).toBe(1);
      expect((await get('/deals?page=9')).json().data).toEqual([]);
    });

    it('filters by every public filter (a hit and a miss each)', async () => {
      expect(await ids('/deals?q=센터원')).toEqual(['D-2024-0001']);
      expect(await ids('/deals?q=TERAN%EB%A1%9C')).toEqual([]);
      expect(await ids(`/deals?q=${encodeURIComponent('테헤란로')}`)).toEqual(['D-2024-0002']);
      expect(await ids('/deals?q=%EC%9D%B4%EC%A7%80%EC%8A%A4')).toEqual(['D-2024-0001']); // 이지스 (the buyer)
      expect(await ids('/deals?q=100%25')).toEqual([]); // '%' matches itself
      expect(await ids('/deals?q=없는자산')).toEqual([]);
      expect(await ids('/deals?type=LOGISTICS')).toEqual(['D-2024-0003']);
      expect(await ids('/deals?type=RETAIL')).toEqual([]);
      expect(await ids('/deals?region=CBD,GBD')).toEqual(['D-2024-0002', 'D-2024-0001', 'D-2023-0001']);
      expect(await ids('/deals?region=YBD')).toEqual([]);
      expect(await ids('/deals?status=PREFERRED')).toEqual(['D-2025-0001']);
      expect(await ids(`/deals?status=SIGNED&${NOT_LAND}`)).toEqual(['D-2024-0004']);
      expect(await ids('/deals?buyerType=REIT')).toEqual(['D-2024-0002']);
      expect(await ids('/deals?buyerType=PUBLIC')).toEqual([]);
      expect(await ids('/deals?sellerType=PUBLIC')).toEqual(['D-2024-0004']);
      expect(await ids('/deals?sellerType=SI,REIT')).toEqual(['D-2024-0002', 'D-2023-0001']);
      expect(await ids('/deals?from=2024-05-01&to=2024-05-31')).toEqual(['D-2024-0003', 'D-2024-0002']);
      expect(await ids('/deals?from=2026-01-01')).toEqual([]);
      expect(await ids('/deals?gfaMin=50000')).toEqual(['D-2024-0003', 'D-2024-0002']);
      expect(await ids('/deals?gfaMin=20000&gfaMax=33058')).toEqual(['D-2024-0004', 'D-2024-0001']);
      expect(await ids('/deals?gfaMax=100')).toEqual([]);
    });

    it('filters by price and cap rate (in 억원 and %) for members with prices', async () => {
      const t = tokens.light;
      expect(await ids('/deals?priceMin=1000&priceMax=2000', t)).toEqual(['D-2024-0001', 'D-2023-0001']);
      expect(await ids('/deals?priceMin=1,500', t)).toEqual(['D-2024-0002', 'D-2023-0001']);
      expect(await ids('/deals?priceMax=100', t)).toEqual([]);
      expect(await ids('/deals?capMin=4.5&capMax=5.5', t)).toEqual(['D-2024-0003', 'D-2024-0001']);
      expect(await ids('/deals?capMin=7', t)).toEqual([]);
    });

    it('sorts by every key, unknown values last, ties by id', async () => {
      const t = tokens.light;
      expect(await ids(`/deals?${NOT_LAND}&sort=date&order=asc`)).toEqual([...MAIN].reverse());
      expect(await ids(`/deals?${NOT_LAND}&sort=date`)).toEqual(MAIN);
      expect(await ids(`/deals?${NOT_LAND}&sort=price`, t)).toEqual(['D-2024-0002', 'D-2023-0001', 'D-2024-0001', 'D-2024-0003', 'D-2024-0004', 'D-2025-0001']);
      expect(await ids(`/deals?${NOT_LAND}&sort=price&order=asc`, t)).toEqual(['D-2024-0004', 'D-2024-0003', 'D-2024-0001', 'D-2023-0001', 'D-2024-0002', 'D-2025-0001']);
      // 평당가: the 50 % logistics stake is grossed up to 100 %.
      const ppp = (price: number, gfa: number, stake = 1) => pricePerPyeong(price, gfa, stake)!;
      const expected = [
        ['D-2024-0001', ppp(1000e8, 33_058)], ['D-2024-0002', ppp(3000e8, 66_116)], ['D-2024-0003', ppp(500e8, 50_000, 0.5)], ['D-2024-0004', ppp(300e8, 20_000)],
      ] as Array<[string, number]>;
      const byPpp = expected.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1)).map(([id]) => id);
      expect(await ids(`/deals?${NOT_LAND}&sort=pricePerPyeong`, t)).toEqual([...byPpp, 'D-2025-0001', 'D-2023-0001']);
      expect(await ids(`/deals?${NOT_LAND}&sort=capRate`, t)).toEqual(['D-2024-0004', 'D-2024-0003', 'D-2024-0001', 'D-2024-0002', 'D-2025-0001', 'D-2023-0001']);
      expect(await ids(`/deals?${NOT_LAND}&sort=gfa`)).toEqual(['D-2024-0002', 'D-2024-0003', 'D-2024-0001', 'D-2024-0004', 'D-2025-0001', 'D-2023-0001']);
      expect(await ids(`/deals?${NOT_LAND}&sort=gfa&order=asc`)).toEqual(['D-2024-0004', 'D-2024-0001', 'D-2024-0003', 'D-2024-0002', 'D-2023-0001', 'D-2025-0001']);
      // Names: Hangul syllables sort the same by code point and by Korean collation.
      expect(await ids(`/deals?${NOT_LAND}&sort=name`)).toEqual(['D-2024-0001', 'D-2024-0002', 'D-2023-0001', 'D-2024-0003', 'D-2025-0001', 'D-2024-0004']);
      expect(await ids(`/deals?${NOT_LAND}&sort=name&order=desc`)).toEqual(['D-2024-0004', 'D-2025-0001', 'D-2024-0003', 'D-2023-0001', 'D-2024-0002', 'D-2024-0001']);
    });

    it('answers every bad value with 400 VALIDATION_FAILED and a Korean message', async () => {
      const cases: Array<[string, string]> = [
        ['type=CASTLE', '자산 유형 값이 올바르지 않습니다'],
        ['region=cbd', '권역 값이 올바르지 않습니다'],
        ['status=DONE', '거래 상태 값이 올바르지 않습니다'],
        ['buyerType=X', '매수자 유형 값이 올바르지 않습니다'],
        ['sellerType=X', '매도자 유형 값이 올바르지 않습니다'],
        ['from=2024-13-01', '거래일(시작): 날짜 형식'],
        ['to=2024-02-30', '거래일(끝): 날짜 형식'],
        ['from=2024-06-01&to=2024-01-01', '거래일: 최소값이 최대값보다 큽니다.'],
        ['priceMin=abc', '거래가 최소(억원): 숫자를 입력해 주세요.'],
        ['priceMin=10&priceMax=5', '거래가: 최소값이 최대값보다 큽니다.'],
        ['priceMax=1e309', '거래가 최대(억원): 숫자를 입력해 주세요.'],
        ['gfaMin=-1', '연면적 최소(㎡): 0에서'],
        ['gfaMin=9&gfaMax=1', '연면적: 최소값이 최대값보다 큽니다.'],
        ['capMin=abc', '캡레이트 최소(%): 숫자를 입력해 주세요.'],
        ['capMax=101', '캡레이트 최대(%): 0에서 100 사이로'],
        ['capMin=6&capMax=5', '캡레이트: 최소값이 최대값보다 큽니다.'],
        ['sort=rent', '정렬 기준이 올바르지 않습니다.'],
        ['order=up', '정렬 순서는 asc 또는 desc입니다.'],
        ['size=7', '한 페이지에 볼 개수는 20, 50, 100 중 하나입니다.'],
        ['page=0', '페이지 번호가 올바르지 않습니다.'],
        ['page=abc', '페이지 번호가 올바르지 않습니다.'],
        [`q=${'가'.repeat(101)}`, '검색어는 100자 이하로 입력해 주세요.'],
        ['q=a%00b', '허용되지 않는 문자'],
      ];
      for (const [query, message] of cases) {
        const res = await get(`/deals?${query.replace(/[가-힣]+/g, encodeURIComponent)}`, tokens.light);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code, query).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(res.json()), query).toContain(message);
      }
      expect((await get(`/deals?q=${encodeURIComponent('가'.repeat(100))}`)).statusCode).toBe(200);
    });

    it('gates price filters and sorts: guest 401, members without prices 403, LIGHT and staff 200', async () => {
      for (const query of ['priceMin=100', 'priceMax=100', 'capMin=1', 'capMax=9', 'sort=price', 'sort=pricePerPyeong', 'sort=capRate']) {
        const guest = await get(`/deals?${query}`);
        expect(guest.statusCode, query).toBe(401);
        expect(guest.json().error.code).toBe('UNAUTHENTICATED');
        const none = await get(`/deals?${query}`, tokens.none);
        expect(none.statusCode, query).toBe(403);
        expect(none.json().error.code).toBe('DEAL_PRICES_TIER_REQUIRED');
        expect(none.json().error.message).toContain('라이트 이상');
        expect((await get(`/deals?${query}`, tokens.light)).statusCode, query).toBe(200);
        expect((await get(`/deals?${query}`, tokens.editor)).statusCode, query).toBe(200);
      }
      // Sorts that reveal nothing stay open to everyone.
      expect((await get('/deals?sort=gfa')).statusCode).toBe(200);
    });

    it('fills prices per tier and keeps signed-in answers private', async () => {
      const one = async (token?: string) => {
        const res = await get('/deals?q=%EC%84%BC%ED%84%B0%EC%9B%90', token);
        return { res, body: res.json(), item: res.json().data[0] };
      };
      const none = await one(tokens.none);
      expect(none.item).toMatchObject({ priceWon: null, pricePerPyeongWon: null, capRate: null, priceBand: '1,000억~3,000억원' });
      expect(none.body.access).toEqual({ prices: false, statistics: false, export: false });
      expect(none.res.headers['cache-control']).toBe('private, no-cache');
      const light = await one(tokens.light);
      expect(light.item).toMatchObject({ priceWon: 1000e8, pricePerPyeongWon: pricePerPyeong(1000e8, 33_058), capRate: 0.045, priceBand: '1,000억~3,000억원' });
      expect(light.body.access).toEqual({ prices: true, statistics: false, export: false });
      expect(light.res.headers['cache-control']).toBe('private, no-cache');
      expect((await one(tokens.premiumLight)).body.access).toEqual({ prices: true, statistics: true, export: true });
      expect((await one(tokens.editor)).item.priceWon).toBe(1000e8);
    });

    it('runs two queries whatever the page size', async () => {
      const handle = db as DbHandle & { db: { execute?: unknown } };
      const session = (handle.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
      let count = 0;
      const original = session.prepareQuery;
      session.prepareQuery = function (this: unknown, ...args: unknown[]) {
        count += 1;
        return original.apply(this, args);
      };
      try {
        await get('/deals?size=20&q=%ED%95%84%EC%A7%80');
        const small = count;
        count = 0;
        await get('/deals?size=100&q=%ED%95%84%EC%A7%80&page=1');
        expect(count).toBe(small);
        expect(small).toBe(2);
      } finally {
        session.prepareQuery = original;
      }
    });
  });

  describe('deal page', () => {
    it('answers a deal with its REIT and fund links, holders, related articles and similar deals', async () => {
      const res = await get('/deals/D-2024-0001');
      expect(res.statusCode).toBe(200);
      const { deal, related, access, note } = res.json();
      expect(note.isSample).toBe(true);
      expect(access.prices).toBe(false);
      expect(deal).toMatchObject({
        id: 'D-2024-0001', structureLabel: '자산 거래', lender: null, ltv: null, priceWon: null, tags: ['센터원'],
        buyerFund: { id: FUND_ID, name: '이지스전문투자형사모부동산투자신탁 101호' }, sellerFund: null, buyerReit: null,
        funds: [{ id: FUND_ID, name: '이지스전문투자형사모부동산투자신탁 101호' }],
      });
      expect(related.similar.map((d: { id: string }) => d.id)).toEqual(['D-2023-0001']);
      expect(res.headers['cache-control']).toContain('public');

      const gbd = (await get('/deals/d-2024-0002', tokens.light)).json();
      expect(gbd.deal.buyerReit).toMatchObject({ ticker: '293940', nameKo: '신한알파리츠' });
      expect(gbd.related.articles.map((a: { title: string }) => a.title)).toEqual(['강남 오피스 거래 분석']);
      expect(gbd.deal.priceWon).toBe(3000e8);

      const light = (await get('/deals/D-2024-0001', tokens.light)).json();
      expect(light.deal).toMatchObject({ lender: '국민은행', ltv: 0.55, capRate: 0.045 });
    });

    it('answers unknown and malformed ids with 404 DEAL_NOT_FOUND, NUL with 400', async () => {
      for (const url of ['/deals/D-2099-0001', '/deals/x', '/deals/%ED%95%9C%EA%B8%80', '/deals/D_2024_0001', `/deals/${'A'.repeat(64)}`, '/deals/..%2F..%2Fetc', '/deals/%20']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code, url).toBe('DEAL_NOT_FOUND');
      }
      expect((await get(`/deals/${'A'.repeat(65)}`)).json().error.code).toBe('DEAL_NOT_FOUND');
      const nul = await get('/deals/D-2024%000001');
      expect(nul.statusCode).toBe(400);
      expect(nul.json().error.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('statistics', () => {
    it('needs the statistics tier: guest 401 (before validation), member and LIGHT 403, PREMIUM_LIGHT and staff 200', async () => {
      expect((await get('/deals/statistics')).statusCode).toBe(401);
      expect((await get('/deals/statistics?year=abc')).statusCode).toBe(401);
      for (const t of [tokens.none, tokens.light]) {
        const res = await get('/deals/statistics', t);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('DEAL_STATISTICS_TIER_REQUIRED');
      }
      expect((await get('/deals/statistics', tokens.premiumLight)).statusCode).toBe(200);
      expect((await get('/deals/statistics', tokens.editor)).statusCode).toBe(200);
      for (const year of ['abc', '1999', '2024.5']) expect((await get(`/deals/statistics?year=${year}`, tokens.editor)).statusCode, year).toBe(400);
    });

    it('sums, counts and averages closed deals by quarter exactly', async () => {
      const res = await get('/deals/statistics', tokens.premiumLight);
      const s = res.json();
      expect(res.headers['cache-control']).toContain('private');
      expect(s.quarters).toEqual(['2023Q4', '2024Q1', '2024Q2']);
      expect(s.volumeByType).toEqual([
        { key: 'OFFICE', label: '오피스', values: [2000e8, 1000e8, 3000e8], counts: [1, 1, 1] },
        { key: 'LOGISTICS', label: '물류', values: [null, null, 500e8], counts: [0, 0, 1] },
      ]);
      expect(s.volumeByRegion).toEqual([
        { key: 'CBD', label: 'CBD', values: [2000e8, 1000e8, null], counts: [1, 1, 0] },
        { key: 'GBD', label: 'GBD', values: [null, null, 3000e8], counts: [0, 0, 1] },
        { key: 'METRO', label: '수도권', values: [null, null, 500e8], counts: [0, 0, 1] },
      ]);
      expect(s.officePricePerPyeong).toEqual([
        { key: 'CBD', label: 'CBD', values: [null, pricePerPyeong(1000e8, 33_058), null], counts: [0, 1, 0] },
        { key: 'GBD', label: 'GBD', values: [null, null, pricePerPyeong(3000e8, 66_116)], counts: [0, 0, 1] },
      ]);
      expect(s.capRateByType).toEqual([
        { key: 'OFFICE', label: '오피스', values: [null, 0.045, 0.04], counts: [0, 1, 1] },
        { key: 'LOGISTICS', label: '물류', values: [null, null, 0.055], counts: [0, 0, 1] },
      ]);
      expect(s.years).toEqual([2023, 2024]);
      expect(s.largest.year).toBe(2024);
      expect(s.largest.data.map((d: { id: string; priceWon: number }) => [d.id, d.priceWon])).toEqual([['D-2024-0002', 3000e8], ['D-2024-0001', 1000e8], ['D-2024-0003', 500e8]]);
      const y2023 = (await get('/deals/statistics?year=2023', tokens.premiumLight)).json();
      expect(y2023.largest).toMatchObject({ year: 2023, data: [{ id: 'D-2023-0001' }] });
      expect((await get('/deals/statistics?year=2030', tokens.premiumLight)).json().largest).toEqual({ year: 2030, data: [] });
    });
  });

  describe('export', () => {
    it('needs the statistics tier: guest 401 before validation, member and LIGHT 403', async () => {
      expect((await get('/deals/export')).statusCode).toBe(401);
      expect((await get('/deals/export?type=CASTLE')).statusCode).toBe(401);
      for (const t of [tokens.none, tokens.light]) {
        const res = await get('/deals/export', t);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('DEAL_STATISTICS_TIER_REQUIRED');
      }
      expect((await get('/deals/export?type=CASTLE', tokens.premiumLight)).statusCode).toBe(400);
    });

    it('exports the filtered list as a workbook with Korean headers, 억원 amounts and the sample note', async () => {
      const res = await get('/deals/export?type=OFFICE&sort=price', tokens.premiumLight);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="spi-deals-20261121.xlsx"; filename*=UTF-8''spi-deals-20261121.xlsx`);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      expect(ws.name).toBe('딜정보');
      expect(String(ws.getCell('A1').value)).toContain('샘플 데이터 · 2025.01.10 기준');
      expect(String(ws.getCell('A1').value)).toContain('3건');
      const headers = (ws.getRow(3).values as unknown[]).slice(1);
      expect(headers).toContain('거래가 (억원)');
      expect(headers).toContain('연면적 (㎡)');
      const col = (name: string) => headers.indexOf(name) + 1;
      expect(ws.getCell(4, col('딜 ID')).value).toBe('D-2024-0002');
      expect(ws.getCell(4, col('거래가 (억원)')).value).toBe(3000);
      expect(ws.getCell(4, col('캡레이트 (%)')).value).toBe(0.04);
      expect(ws.getCell(5, col('딜 ID')).value).toBe('D-2023-0001');
      expect(ws.getCell(6, col('딜 ID')).value).toBe('D-2024-0001');
      expect(ws.getCell(6, col('대주')).value).toBe('국민은행');
      expect(ws.rowCount).toBe(6);
    });
  });

  describe('admin', () => {
    const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
      app.inject({ method, url: `${V1}/admin${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    const input = {
      assetName: '종로 타워', address: '서울 종로구 종로 51', district: '서울 종로구', region: 'CBD', assetType: 'OFFICE', subtype: '프라임',
      gfaSqm: 60_000, landSqm: 5_000, completionYear: 1999, priceWon: 4000e8, capRate: 0.042, priceQuality: 'APPROXIMATE',
      buyer: '이지스자산운용', buyerType: 'FUND', seller: '국민연금', sellerType: 'PUBLIC', buyerReitTicker: null, sellerReitTicker: '',
      buyerFundId: FUND_ID.toLowerCase(), sellerFundId: null, amc: '이지스자산운용', advisor: 'CBRE', lender: '', ltv: null,
      structure: 'SHARE', stake: 0.5, status: 'SIGNED', dealDate: '2024-09-30', source: '언론 보도', description: '', tags: ['종로'],
    };

    it('refuses guests (401) and non-editors (403) before reading the body', async () => {
      expect((await send('POST', '/deals', undefined, {})).statusCode).toBe(401);
      const member = await send('POST', '/deals', tokens.premiumLight, {});
      expect(member.statusCode).toBe(403);
      expect((await send('GET', '/deals/D-2024-0001', tokens.light)).statusCode).toBe(403);
      expect((await send('DELETE', '/deals/D-2024-0001', tokens.light)).statusCode).toBe(403);
    });

    it('creates, updates and deletes a deal with audit rows, search documents and cache invalidation', async () => {
      // Warm the guest cache, then check the new deal shows up (the change notification drops it).
      expect((await get('/deals?region=CBD')).json().pagination.total).toBe(2);

      const created = await send('POST', '/deals', tokens.editor, input);
      expect(created.statusCode, created.body).toBe(201);
      const { deal, audits } = created.json();
      expect(deal).toMatchObject({ id: 'D-2024-0005', buyerFundId: FUND_ID, sellerReitTicker: null, stake: 0.5, isSample: false });
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ action: 'CREATE', actor: { name: '테스트회원' } });
      expect(audits[0].changes).toContainEqual({ field: 'priceWon', before: null, after: 4000e8 });
      const [stored] = await db.db.select().from(schema.deals).where(eq(schema.deals.id, 'D-2024-0005'));
      expect(stored!.pricePerPyeongWon).toBe(pricePerPyeong(4000e8, 60_000, 0.5));
      expect(stored!.searchText).toContain('종로 타워');
      const docs = await db.db.select().from(schema.searchDocuments).where(and(eq(schema.searchDocuments.contentType, 'DEAL'), eq(schema.searchDocuments.contentId, 'D-2024-0005')));
      expect(docs).toHaveLength(1);
      expect(docs[0]!.title).toBe('종로 타워');
      expect((await get('/deals?region=CBD')).json().pagination.total).toBe(3);

      const taken = await send('POST', '/deals', tokens.editor, { ...input, id: 'D-2024-0001' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('DEAL_ID_TAKEN');
      const given = await send('POST', '/deals', tokens.editor, { ...input, id: 'D-2024-0999' });
      expect(given.statusCode).toBe(201);
      expect((await send('POST', '/deals', tokens.editor, { ...input, dealDate: '2024-10-01' })).json().deal.id).toBe('D-2024-1000');

      const unknown = await send('POST', '/deals', tokens.editor, { ...input, buyerReitTicker: '999999', sellerFundId: 'NOFUND1' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.code).toBe('DEAL_REFERENCE_UNKNOWN');
      expect(unknown.json().error.details.issues.map((i: { path: string }) => i.path)).toEqual(['buyerReitTicker', 'sellerFundId']);

      const bad = await send('POST', '/deals', tokens.editor, { ...input, capRate: 4.2, dealDate: '2024-02-30', assetName: '' });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('캡레이트은(는) 0과 1 사이의 비율입니다');

      clock.advance(1000);
      // Amounts the database cannot hold are a 400 naming the field, never a 500.
      for (const [patch, path] of [[{ priceWon: 1e30 }, 'priceWon'], [{ gfaSqm: 1e-300 }, 'gfaSqm'], [{ stake: 1e-300 }, 'gfaSqm']] as const) {
        const huge = await send('POST', '/deals', tokens.editor, { ...input, ...patch });
        expect(huge.statusCode, JSON.stringify(patch)).toBe(400);
        expect(huge.json().error.details.issues[0].path).toBe(path);
      }
      // Cookie sessions need the CSRF pair on writes.
      const cookieAuth = await app.inject({ method: 'POST', url: `${V1}/admin/deals`, cookies: { [ACCESS_TOKEN_COOKIE]: tokens.editor }, payload: input });
      expect(cookieAuth.statusCode).toBe(403);
      expect(cookieAuth.json().error.code).toBe('CSRF_TOKEN_INVALID');

      const updated = await send('PUT', '/deals/d-2024-0005', tokens.editor, { ...input, priceWon: 4200e8, status: 'CLOSED' });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().audits.map((a: { action: string }) => a.action)).toEqual(['UPDATE', 'CREATE']);
      const fields = updated.json().audits[0].changes.map((c: { field: string }) => c.field).sort();
      expect(fields).toEqual(['pricePerPyeongWon', 'priceWon', 'status']);
      expect((await get('/deals/D-2024-0005', tokens.light)).json().deal).toMatchObject({ priceWon: 4200e8, status: 'CLOSED' });
      // Nothing changed: no audit row.
      expect((await send('PUT', '/deals/D-2024-0005', tokens.editor, { ...input, priceWon: 4200e8, status: 'CLOSED' })).json().audits).toHaveLength(2);
      expect((await send('PUT', '/deals/D-2099-0001', tokens.editor, input)).statusCode).toBe(404);

      const fetched = await send('GET', '/deals/D-2024-0005', tokens.editor);
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json().deal.priceWon).toBe(4200e8);
      expect((await send('GET', '/deals/nope', tokens.editor)).json().error.code).toBe('DEAL_NOT_FOUND');

      clock.advance(1000);
      const deleted = await send('DELETE', '/deals/D-2024-0005', tokens.editor);
      expect(deleted.json()).toEqual({ deleted: true, id: 'D-2024-0005' });
      expect((await get('/deals/D-2024-0005')).statusCode).toBe(404);
      expect((await send('DELETE', '/deals/D-2024-0005', tokens.editor)).statusCode).toBe(404);
      const trail = await db.db.select().from(schema.recordAudits).where(and(eq(schema.recordAudits.entity, 'DEAL'), eq(schema.recordAudits.entityId, 'D-2024-0005')));
      expect(trail.map((a) => a.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
      expect(trail.find((a) => a.action === 'DELETE')!.changes).toContainEqual({ field: 'assetName', before: '종로 타워', after: null });
      expect(await db.db.select().from(schema.searchDocuments).where(and(eq(schema.searchDocuments.contentType, 'DEAL'), eq(schema.searchDocuments.contentId, 'D-2024-0005')))).toEqual([]);
    });
  });
});
