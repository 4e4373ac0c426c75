import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiApp } from '../src/app';
import { AS, type SignedIn, signInAll } from './sessions';
import { FUNDS, loadFundFixtures } from './funds-fixtures';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

const V1 = '/api/seoul/v1';
const EOK = 100_000_000;
const ids = (body: { data: Array<{ id: string }> }) => body.data.map((f) => f.id);

describe.each(DB_KINDS)('funds API: list, fund page, statistics, gating (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let users: Record<'member' | 'light' | 'premiumLight' | 'fundPersonal' | 'fundCorporate' | 'editor', SignedIn>;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await loadFundFixtures(db);
    app = await buildTestApp({ db });
    users = await signInAll(app, db, {
      member: AS.member,
      light: AS.light,
      premiumLight: AS.premiumLight,
      fundPersonal: { membership: { name: '라이트', tierCode: 'LIGHT', roles: ['FUND'] } },
      fundCorporate: { corporationId: 'corp-fund', assign: 'MEMBER', membership: { name: '프리미엄', tierCode: 'PREMIUM', roles: ['FUND'] } },
      editor: AS.editor,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `${V1}${url}`, headers });

  it('lists every fund, newest inception first, with counts, AMCs, the note and no AUM for guests', async () => {
    const res = await get('/funds');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual(['KR5101AA0004', 'KR5101AA0003', 'KR5101AA0006', 'KR5101AA0002', 'KR5101AA0001', 'KR5101AA0005']);
    expect(body.access).toEqual({ figures: false, statistics: false, reports: false });
    expect(body.amcs).toEqual(['마스턴투자운용', '이지스자산운용', '코람코자산운용', '하나대체투자자산운용']);
    expect(body.pagination).toEqual({ page: 1, size: 20, total: 6, pages: 1 });
    expect(body.note).toMatchObject({ isSample: true, asOf: '2026-09-30' });
    const first = body.data.find((f: { id: string }) => f.id === 'KR5101AA0001');
    expect(first).toMatchObject({ kindLabel: '부동산', legalFormLabel: '신탁형', redemptionLabel: '폐쇄형', strategyLabel: '코어', assetTypeLabel: '오피스', statusLabel: '운용 중', aumWon: null, assetCount: 2, reportCount: 0 });
    expect(body.data.every((f: { aumWon: number | null }) => f.aumWon === null)).toBe(true);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.headers.vary).toContain('Authorization');
  });

  it('filters by search text, kind, legal form, redemption, strategy, asset type, status, AMC and vintage', async () => {
    const cases: Array<[string, string[]]> = [
      ['q=%EB%AC%BC%EB%A5%98', ['KR5101AA0002']], // 물류
      ['q=kr5101aa0003', ['KR5101AA0003']],
      ['q=igis%20hotel', ['KR5101AA0005']],
      ['q=100%25', ['KR5101AA0005']], // a literal %
      ['q=%25%25%25', []],
      ['q=%EB%AF%B8%EB%9E%98%EC%97%90%EC%85%8B', ['KR5101AA0002']], // 미래에셋 (sales company)
      ['kind=SPECIAL_ASSET', ['KR5101AA0004']],
      ['legalForm=COMPANY', ['KR5101AA0003']],
      ['redemption=OPEN', ['KR5101AA0003']],
      ['strategy=CORE,VALUE_ADD', ['KR5101AA0006', 'KR5101AA0002', 'KR5101AA0001']],
      ['assetType=OFFICE', ['KR5101AA0006', 'KR5101AA0001']],
      ['status=LIQUIDATED', ['KR5101AA0005']],
      [`amc=${encodeURIComponent('이지스자산운용')}`, ['KR5101AA0004', 'KR5101AA0001', 'KR5101AA0005']],
      [`amc=${encodeURIComponent('이지스')}`, []],
      ['vintageFrom=2021&vintageTo=2021', ['KR5101AA0006', 'KR5101AA0002']],
      ['vintageFrom=2023', ['KR5101AA0004', 'KR5101AA0003']],
      ['vintageTo=2019', ['KR5101AA0001', 'KR5101AA0005']],
      ['kind=REAL_ESTATE&assetType=OFFICE&status=ACTIVE&vintageFrom=2020', ['KR5101AA0006']],
    ];
    for (const [query, expected] of cases) {
      const res = await get(`/funds?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(ids(res.json()), query).toEqual(expected);
      expect(res.json().pagination.total, query).toBe(expected.length);
    }
  });

  it('sorts by inception, maturity and name both ways; pages', async () => {
    expect(ids((await get('/funds?sort=inception&order=asc')).json())).toEqual(['KR5101AA0005', 'KR5101AA0001', 'KR5101AA0002', 'KR5101AA0006', 'KR5101AA0003', 'KR5101AA0004']);
    // No maturity (open-ended) sorts last either way.
    expect(ids((await get('/funds?sort=maturity')).json())).toEqual(['KR5101AA0004', 'KR5101AA0002', 'KR5101AA0006', 'KR5101AA0001', 'KR5101AA0005', 'KR5101AA0003']);
    expect(ids((await get('/funds?sort=maturity&order=asc')).json())).toEqual(['KR5101AA0005', 'KR5101AA0001', 'KR5101AA0006', 'KR5101AA0002', 'KR5101AA0004', 'KR5101AA0003']);
    const byName = ids((await get('/funds?sort=name')).json());
    expect(byName[0]).toBe('KR5101AA0005'); // 'IGIS…' before Hangul
    expect(ids((await get('/funds?sort=name&order=desc')).json())).toEqual([...byName].reverse());
    const page2 = (await get('/funds?size=20&page=2')).json();
    expect(page2.data).toEqual([]);
    expect(page2.pagination).toEqual({ page: 2, size: 20, total: 6, pages: 1 });
  });

  it('answers every bad filter value with the 400 envelope, never a 500', async () => {
    const bad = [
      'kind=BOND', 'legalForm=LLC', 'redemption=x', 'strategy=CORE,NOPE', 'assetType=CASTLE', 'status=DEAD', 'vintageFrom=abc', 'vintageFrom=1800', 'vintageTo=99999999999999999999',
      'vintageFrom=2024&vintageTo=2020', 'aumMin=-1', 'aumMin=1e400', 'aumMin=10&aumMax=5', 'sort=irr', 'order=up', 'page=0', 'page=-1', 'page=abc', 'page=99999999',
      'size=7', 'size=abc', `q=${'가'.repeat(101)}`, 'q=%00', 'amc=%00x', `kind=${'A'.repeat(600)}`, 'page=1.5',
    ];
    for (const query of bad) {
      const res = await get(`/funds?${query}`, users.premiumLight.headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toMatch(/^(VALIDATION_FAILED|BAD_REQUEST)$/);
      expect(res.json().error.message, query).toBeTruthy();
    }
    // Odd Unicode that decodes (a broken UTF-8 sequence becomes U+FFFD, emoji, combining marks) is just text.
    for (const query of ['q=%ED%A0%80', 'q=%F0%9F%8F%A2', 'q=e%CC%81', `amc=${encodeURIComponent('이지스\u200b')}`]) {
      expect((await get(`/funds?${query}`)).statusCode, query).toBe(200);
    }
  });

  it('gates AUM: guests 401, LIGHT 403 FUND_FIGURES_TIER_REQUIRED, PREMIUM_LIGHT, the fund role and staff see and sort by it', async () => {
    for (const query of ['sort=aum', 'aumMin=1000', 'aumMax=1000']) {
      expect((await get(`/funds?${query}`)).statusCode, query).toBe(401);
      for (const who of ['member', 'light'] as const) {
        const res = await get(`/funds?${query}`, users[who].headers);
        expect(res.statusCode, `${who} ${query}`).toBe(403);
        expect(res.json().error.code).toBe('FUND_FIGURES_TIER_REQUIRED');
      }
    }
    expect((await get('/funds', users.light.headers)).json().data.every((f: { aumWon: unknown }) => f.aumWon === null)).toBe(true);
    for (const who of ['premiumLight', 'fundPersonal', 'fundCorporate', 'editor'] as const) {
      const res = await get('/funds?sort=aum', users[who].headers);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().access.figures, who).toBe(true);
      // Unknown AUM sorts last.
      expect(ids(res.json()), who).toEqual(['KR5101AA0006', 'KR5101AA0001', 'KR5101AA0002', 'KR5101AA0003', 'KR5101AA0005', 'KR5101AA0004']);
      expect(res.json().data[0].aumWon).toBe(7400 * EOK);
      expect(res.headers['cache-control'], who).toBe('private, no-cache');
    }
    const ranged = (await get('/funds?aumMin=1000&aumMax=5200', users.premiumLight.headers)).json();
    expect(ids(ranged)).toEqual(['KR5101AA0002', 'KR5101AA0001']);
    expect(ids((await get('/funds?aumMin=0&sort=aum&order=asc', users.premiumLight.headers)).json())).toEqual(['KR5101AA0005', 'KR5101AA0003', 'KR5101AA0002', 'KR5101AA0001', 'KR5101AA0006']);
    expect((await get('/funds', users.premiumLight.headers)).json().access).toEqual({ figures: true, statistics: true, reports: false });
    expect((await get('/funds', users.fundPersonal.headers)).json().access).toEqual({ figures: true, statistics: true, reports: true });
    expect((await get('/funds', users.fundCorporate.headers)).json().access).toEqual({ figures: true, statistics: true, reports: true });
  });

  it('a fund page: identity and assets for everyone, figures and investors with funds.view, related deals newest first', async () => {
    const guest = await get('/funds/KR5101AA0001');
    expect(guest.statusCode).toBe(200);
    const body = guest.json();
    expect(body.fund).toMatchObject({
      id: 'KR5101AA0001', trustee: '국민은행', salesCompanies: ['한국투자증권'], aumWon: null, originalPrincipalWon: null, navWon: null, navAsOf: null, leverageCap: null,
      targetIrr: null, managementFee: null, performanceFee: null, investors: null, reports: null, reportCount: 0, assetCount: 2,
    });
    expect(body.fund.assets).toEqual([
      expect.objectContaining({ seq: 1, name: '을지로 센터원', region: 'CBD', stake: 1, deal: { id: 'D-2019-0001', assetName: '을지로 센터원' } }),
      expect.objectContaining({ seq: 2, name: '종로 타워 B동', stake: 0.5, deal: null }),
    ]);
    // Bought, sold, or held: newest first; prices hidden from guests (the band stays).
    expect(body.related.deals.map((d: { id: string }) => d.id)).toEqual(['D-2025-0003', 'D-2019-0001']);
    expect(body.related.deals[0]).toMatchObject({ priceWon: null, capRate: null, pricePerPyeongWon: null, priceBand: '3,000억~5,000억원' });
    expect(guest.headers['cache-control']).toContain('public');

    const light = (await get('/funds/KR5101AA0001', users.light.headers)).json();
    expect(light.fund.aumWon).toBeNull();
    expect(light.related.deals[0].priceWon).toBe(4000 * EOK); // deal prices follow the deal policy
    const premium = (await get('/funds/KR5101AA0001', users.premiumLight.headers)).json();
    expect(premium.fund).toMatchObject({ aumWon: 5200 * EOK, originalPrincipalWon: 3000 * EOK, navAsOf: '2026-09-30', leverageCap: 0.6, targetIrr: 0.065, performanceFee: '8% 초과분의 10%', reports: null });
    expect(premium.fund.investors).toEqual([
      { seq: 1, name: '국민연금공단', type: 'PENSION', typeLabel: '연기금', commitmentWon: 1500 * EOK },
      { seq: 2, name: '교직원공제회', type: 'MUTUAL_AID', typeLabel: '공제회', commitmentWon: null },
    ]);
    const fundRole = (await get('/funds/KR5101AA0001', users.fundPersonal.headers)).json();
    expect(fundRole.fund.reports).toEqual([]);
    expect(fundRole.access.reports).toBe(true);
  });

  it('answers unknown and malformed fund ids with 404 FUND_NOT_FOUND, NUL with 400', async () => {
    for (const url of ['/funds/KR5101ZZ9999', '/funds/kr5101aa0001', '/funds/abc', '/funds/%ED%95%9C%EA%B8%80', `/funds/${'A'.repeat(64)}`, '/funds/KR5101AA0001%20']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('FUND_NOT_FOUND');
    }
    for (const url of ['/funds/%00', '/funds/KR5101AA%000001']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await get(`/funds/${'A'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('statistics: 401 guests, 403 members without funds.view, AUM by AMC and strategy of active funds, vintages of all', async () => {
    expect((await get('/funds/statistics')).statusCode).toBe(401);
    const denied = await get('/funds/statistics', users.light.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toMatchObject({ code: 'FUND_FIGURES_TIER_REQUIRED', message: expect.stringContaining('사모펀드 권한') });
    for (const who of ['premiumLight', 'fundPersonal', 'fundCorporate', 'editor'] as const) expect((await get('/funds/statistics', users[who].headers)).statusCode, who).toBe(200);
    const body = (await get('/funds/statistics', users.premiumLight.headers)).json();
    expect(body.byAmc).toEqual([
      { amc: '하나대체투자자산운용', aumWon: 7400 * EOK, count: 1 },
      { amc: '이지스자산운용', aumWon: 5200 * EOK, count: 2 },
      { amc: '마스턴투자운용', aumWon: 1800 * EOK, count: 1 },
      { amc: '코람코자산운용', aumWon: 950 * EOK, count: 1 },
    ]);
    expect(body.byStrategy.map((s: { key: string }) => s.key)).toEqual(['CORE', 'CORE_PLUS', 'VALUE_ADD', 'OPPORTUNISTIC', 'DEVELOPMENT']);
    expect(body.byStrategy[0]).toEqual({ key: 'CORE', label: '코어', aumWon: 12_600 * EOK, count: 2 });
    expect(body.byStrategy[3]).toEqual({ key: 'OPPORTUNISTIC', label: '오퍼튜니스틱', aumWon: 0, count: 0 }); // liquidated
    expect(body.vintages).toEqual([
      { year: 2018, count: 1, originalPrincipalWon: 600 * EOK },
      { year: 2019, count: 1, originalPrincipalWon: 3000 * EOK },
      { year: 2021, count: 2, originalPrincipalWon: 5200 * EOK },
      { year: 2023, count: 1, originalPrincipalWon: 800 * EOK },
      { year: 2024, count: 1, originalPrincipalWon: 2500 * EOK },
    ]);
    expect(body.note.isSample).toBe(true);
  });

  it('answers a page in a fixed number of queries whatever its length (no N+1)', async () => {
    expect(FUNDS.length).toBe(6);
    const client = (db.db as unknown as { $client: Record<string, unknown> }).$client;
    const method = ['query', 'unsafe'].find((m) => typeof client[m] === 'function');
    if (!method) return;
    const spy = vi.spyOn(client as Record<string, (...args: unknown[]) => unknown>, method as never);
    const count = async (url: string) => {
      spy.mockClear();
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      return { calls: spy.mock.calls.length, rows: res.json().data.length as number, assets: res.json().data.reduce((s: number, f: { assetCount: number }) => s + f.assetCount, 0) as number };
    };
    // Fresh URLs: the response cache would answer a repeated one without a query.
    const one = await count('/funds?kind=SPECIAL_ASSET&page=1&size=50');
    const all = await count('/funds?page=1&size=100');
    spy.mockRestore();
    expect(one.rows).toBe(1);
    expect(all).toMatchObject({ rows: 6, assets: 4 });
    expect(one.calls).toBeGreaterThan(0);
    expect(all.calls).toBe(one.calls);
    expect(all.calls).toBeLessThanOrEqual(6);
  });
});
