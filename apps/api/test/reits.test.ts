import { DOWNLOAD_SECTION_LABELS, METRIC_KEYS } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { demoReitsLoader } from '@spi/db/demo-reits';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { bearer, csrfCookies, csrfHeaders } from './factories';
import { AS, signedIn, tokenFor } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const NOW = Date.parse('2026-11-21T01:00:00Z');

describe.each(DB_KINDS)('REITs (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);

  beforeAll(async () => {
    db = await createTestDb(kind);
    await demoReitsLoader.load(db.db, {});
    app = await buildTestApp({ db, clock: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `${V1}${url}`, headers });

  it('lists the 25 REITs with every metric, a sparkline and the sample-data note', async () => {
    const res = await get('/reits');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.note).toMatchObject({ asOf: '2026-11-20', isSample: true });
    expect(body.data).toHaveLength(25);
    const alpha = body.data.find((r: { ticker: string }) => r.ticker === '293940');
    expect(alpha).toMatchObject({ nameKo: '신한알파리츠', sector: 'OFFICE', sectorLabel: '오피스' });
    expect(Object.keys(alpha.metrics).sort()).toEqual([...METRIC_KEYS].sort());
    expect(alpha.metrics.pNav.value).toBeGreaterThan(0.5);
    expect(alpha.sparkline.length).toBeGreaterThan(50);
    // A REIT listed in 2025 has no twelve months of statements: P/FFO is '-' with its reason, never 0.
    const daishin = body.data.find((r: { ticker: string }) => r.ticker === '0030R0');
    expect(daishin.metrics.pFfo).toEqual({ value: null, reason: '최근 12개월 재무 데이터 부족' });
    expect(res.headers['cache-control']).toContain('public');
    expect(res.headers.etag).toBeTruthy();
  });

  it('filters by sector and rejects an unknown sector with 400', async () => {
    const res = await get('/reits?sector=LOGISTICS');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { ticker: string }) => r.ticker).sort()).toEqual(['365550', '396690']);
    const bad = await get('/reits?sector=CASTLE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a REIT page with peer averages, dividends, assets, leases and debt', async () => {
    const res = await get('/reits/330590');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reit).toMatchObject({ ticker: '330590', nameKo: '롯데리츠', securityTypeLabel: '위탁관리리츠', dividendFrequency: 2 });
    expect(body.peers.pNav.all.count).toBe(25);
    expect(body.peers.pNav.sector.count).toBeGreaterThanOrEqual(2);
    expect(body.dividends.length).toBeGreaterThan(5);
    expect(body.assets[0].leases.length).toBeGreaterThan(0);
    expect(body.assets[0].gfaPyeong).toBeCloseTo(body.assets[0].gfaSqm / (400 / 121), 3);
    expect(body.debtLadder.reduce((s: number, d: { amount: number }) => s + d.amount, 0)).toBe(body.debts.reduce((s: number, d: { amount: number }) => s + d.amount, 0));
    // Lower-case tickers resolve to the same REIT.
    expect((await get('/reits/0030r0')).json().reit.ticker).toBe('0030R0');
  });

  it('answers unknown and malformed tickers with the 404 envelope, NUL with 400', async () => {
    for (const url of ['/reits/999999', '/reits/abc', '/reits/%ED%95%9C%EA%B8%80', '/reits/999999/prices', '/reits/compare?tickers=293940,999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('REIT_NOT_FOUND');
    }
    expect((await get('/reits/%00')).statusCode).toBe(400);
  });

  it('serves prices with total return and the composite index rebased to 100', async () => {
    const res = await get('/reits/365550/prices?range=1Y');
    expect(res.statusCode).toBe(200);
    const { points } = res.json();
    expect(points.length).toBeGreaterThan(240);
    expect(points[0].totalReturn).toBe(100);
    expect(points[0].index).toBe(100);
    expect((await get('/reits/365550/prices?range=10Y')).statusCode).toBe(400);
  });

  it('compares up to four REITs; five is a 400 with a Korean message', async () => {
    const res = await get('/reits/compare?tickers=293940,330590,365550&range=3M');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { ticker: string }) => i.ticker)).toEqual(['293940', '330590', '365550']);
    expect(res.json().series[0].points[0].value).toBe(100);
    const five = await get('/reits/compare?tickers=293940,330590,365550,395400,088260');
    expect(five.statusCode).toBe(400);
    expect(JSON.stringify(five.json())).toContain('최대 4개까지 비교할 수 있습니다.');
    expect((await get('/reits/compare')).statusCode).toBe(400);
  });

  it('summarises the market: index, calendar, movers, sectors', async () => {
    const res = await get('/reits/summary');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.count).toBe(25);
    expect(s.totalMarketCap).toBeGreaterThan(5e12);
    expect(s.index.points[0].value).toBe(100);
    expect(s.calendar.month).toBe('2026-11');
    expect(s.calendar.events.length).toBeGreaterThan(0);
    expect(s.gainers.length + s.losers.length).toBeGreaterThan(0);
    expect(s.sectors.reduce((t: number, x: { share: number }) => t + x.share, 0)).toBeCloseTo(1, 6);
  });

  it('gates the download by tier: guest 401, member without membership and LIGHT 403, PREMIUM gets a real workbook', async () => {
    expect((await get('/reits/293940/download')).statusCode).toBe(401);
    const none = await get('/reits/293940/download', (await signedIn(app, db)).headers);
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('REIT_DOWNLOAD_TIER_REQUIRED');
    const light = await get('/reits/293940/download', (await signedIn(app, db, AS.light)).headers);
    expect(light.statusCode).toBe(403);
    const premium = await tokenFor(app, db, AS.premium);
    const bad = await get('/reits/293940/download?sections=prices,castle', bearer(premium));
    expect(bad.statusCode).toBe(400);
    const res = await get('/reits/293940/download?sections=summary,prices,dividends&range=3M', bearer(premium));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['cache-control']).toContain('no-store');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([DOWNLOAD_SECTION_LABELS.summary, DOWNLOAD_SECTION_LABELS.prices, DOWNLOAD_SECTION_LABELS.dividends]);
    expect(String(wb.worksheets[0]!.getCell('A1').value)).toContain('샘플 데이터 · 2026.11.20 기준');
    const prices = wb.getWorksheet(DOWNLOAD_SECTION_LABELS.prices)!;
    expect(prices.getCell('A4').value).toBe('2026-11-20');
    expect(typeof prices.getCell('E4').value).toBe('number');
    expect(prices.rowCount).toBeGreaterThan(55);
  });

  it('counts a REIT view once per reader per day and ranks it in 주목도', async () => {
    const post = (headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: `${V1}/reits/451800/views`, cookies: csrfCookies, headers: { ...csrfHeaders, 'user-agent': 'Mozilla/5.0 test', ...headers } });
    expect((await post()).json()).toEqual({ counted: true });
    expect((await post()).json()).toEqual({ counted: false });
    expect((await post({ 'user-agent': 'Googlebot/2.1' })).json()).toEqual({ counted: false });
    expect((await app.inject({ method: 'POST', url: `${V1}/reits/451800/views` })).statusCode).toBe(403);
    // The summary lives 60 s in the response cache; expire it as time would.
    app.responseCache.clear();
    const top = (await get('/reits/summary')).json().mostViewed[0];
    expect(top).toMatchObject({ ticker: '451800', views: 1 });
  });

  it('search finds REITs by name, sponsor synonym, asset and sector; only on the first page, never with a date filter', async () => {
    const search = async (query: string) => (await get(`/search?${query}`)).json();
    const byName = await search(`q=${encodeURIComponent('이리츠코크렙')}`);
    expect(byName.entities[0]).toMatchObject({ contentType: 'REITS', id: '088260', href: '/reitsfocus/088260' });
    expect(byName.entities[0].titleHtml).toContain('<mark>');
    expect(byName.groups.find((g: { contentType: string }) => g.contentType === 'REITS').count).toBe(byName.entities.length);
    const logistics = await search(`q=${encodeURIComponent('물류')}&type=REITS`);
    expect(logistics.entities.length).toBeGreaterThan(1);
    expect(logistics.pagination).toMatchObject({ count: logistics.entities.length, hasNext: false });
    expect((await search(`q=${encodeURIComponent('물류')}&page=1`)).entities).toEqual([]);
    expect((await search(`q=${encodeURIComponent('물류')}&from=2026-11-14`)).entities).toEqual([]);
    expect((await search(`q=${encodeURIComponent('없는리츠이름')}`)).entities).toEqual([]);
  });

  it('serves explainers and the glossary; editors change them and readers see it at once', async () => {
    const explainers = (await get('/reits/explainers')).json().data;
    expect(explainers.length).toBeGreaterThanOrEqual(20);
    expect(explainers.find((e: { key: string }) => e.key === 'pNav')).toMatchObject({ title: 'P/NAV', edited: false });
    const glossary = (await get('/glossary')).json().data;
    expect(glossary.find((t: { keyword: string }) => t.keyword === '캡레이트')).toBeTruthy();
    expect((await get(`/glossary/${encodeURIComponent('캡레이트')}`)).json().slug).toBe('cap-rate');
    expect((await get('/glossary/nothing')).statusCode).toBe(404);

    const editor = await tokenFor(app, db, AS.editor);
    const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: Record<string, unknown>, token = editor) =>
      app.inject({ method, url: `${V1}${url}`, headers: { ...bearer(token), ...csrfHeaders }, cookies: csrfCookies, ...(body === undefined ? {} : { payload: body }) });
    const put = await send('PUT', '/admin/metric-explainers/pNav', { title: 'P/NAV (주가순자산배수)', summary: '요약', guidance: '해설' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: 'P/NAV (주가순자산배수)', edited: true });
    expect((await get('/reits/explainers')).json().data.find((e: { key: string }) => e.key === 'pNav').title).toBe('P/NAV (주가순자산배수)');
    expect((await send('DELETE', '/admin/metric-explainers/pNav')).json().title).toBe('P/NAV');
    expect((await send('PUT', '/admin/metric-explainers/nope', { title: 'x', summary: 'y', guidance: 'z' })).statusCode).toBe(400);

    const created = await send('POST', '/admin/glossary', { slug: 'dscr', keyword: 'DSCR', expansion: 'Debt Service Coverage Ratio', summary: '원리금상환능력', description: 'NOI ÷ 원리금' });
    expect(created.statusCode).toBe(201);
    const duplicate = await send('POST', '/admin/glossary', { slug: 'dscr2', keyword: 'DSCR', summary: 'a', description: 'b' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({ code: 'GLOSSARY_TERM_TAKEN', message: '같은 용어나 주소용 이름이 이미 있습니다.' });
    expect((await get('/glossary/dscr')).json().keyword).toBe('DSCR');
    expect((await send('DELETE', `/admin/glossary/${created.json().id}`)).statusCode).toBe(200);
    expect((await get('/glossary/dscr')).statusCode).toBe(404);

    const reader = await tokenFor(app, db);
    expect((await send('POST', '/admin/glossary', { slug: 'x', keyword: 'x', summary: 'a', description: 'b' }, reader)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `${V1}/admin/glossary`, payload: {} })).statusCode).toBe(401);
  });
});
