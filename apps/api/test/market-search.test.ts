import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMarketLoader, generateDemoMarket } from '../../../packages/db/src/demo/market';
import type { ApiApp } from '../src/app';
import { ENTITY_PREVIEW_HITS } from '../src/search/postgres-search-engine';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const NOW = Date.parse('2026-11-25T03:00:00Z');
const market = generateDemoMarket();

interface Entity { contentType: string; id: string; titleHtml: string; subtitle: string; snippetHtml: string; href: string }
interface Body { entities: Entity[]; groups: Array<{ contentType: string; count: number }>; pagination: { page: number; count: number; hasNext: boolean }; data: unknown[] }

describe.each(DB_KINDS)('search: deals and funds (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: new FakeClock(NOW).now });
    await demoMarketLoader.load(db.db, {});
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const search = async (query: string): Promise<Body> => {
    const res = await app.inject({ method: 'GET', url: `${V1}/search?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Body;
  };
  const count = (body: Body, type: string) => body.groups.find((g) => g.contentType === type)?.count;

  it('finds a deal by its Korean asset name, linked to /dealsheet/<id>', async () => {
    const deal = market.deals.find((d) => d.structure !== 'PORTFOLIO' && d.assetType === 'OFFICE')!;
    const body = await search(`q=${encodeURIComponent(deal.assetName)}&type=DEAL`);
    const hit = body.entities.find((e) => e.id === deal.id);
    expect(hit).toMatchObject({ contentType: 'DEAL', href: `/dealsheet/${deal.id}` });
    expect(body.entities[0]!.id).toBe(deal.id);
    expect(hit!.titleHtml).toContain('<mark>');
    // Search results are public: no price, no figure.
    expect(JSON.stringify(hit)).not.toMatch(/억원|원\/평|캡레이트/);
  });

  it('finds deals by a buyer name', async () => {
    const buyer = '한결전자';
    const expected = market.deals.filter((d) => d.buyer.includes(buyer) || d.seller.includes(buyer)).map((d) => d.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    const body = await search(`q=${encodeURIComponent(buyer)}&type=DEAL&size=50`);
    expect(body.entities.map((e) => e.id).sort()).toEqual(expected);
    expect(body.pagination).toMatchObject({ count: expected.length, hasNext: false });
    for (const e of body.entities) expect(e.snippetHtml).toContain('<mark>');
  });

  it('finds a fund by its name and by its code, linked to /fund/<id>', async () => {
    const fund = market.funds[3]!;
    const byName = await search(`q=${encodeURIComponent(fund.name)}&type=FUND`);
    expect(byName.entities[0]).toMatchObject({ contentType: 'FUND', id: fund.id, href: `/fund/${fund.id}` });
    const byCode = await search(`q=${fund.id}`);
    expect(byCode.entities).toEqual([expect.objectContaining({ contentType: 'FUND', id: fund.id })]);
    expect(count(byCode, 'FUND')).toBe(1);
  });

  it('previews a few entities per type on "all", pages through them on their own tab', async () => {
    const q = encodeURIComponent('오피스');
    const all = await search(`q=${q}`);
    const deals = count(all, 'DEAL')!;
    expect(deals).toBeGreaterThan(ENTITY_PREVIEW_HITS);
    expect(count(all, 'FUND')).toBeGreaterThan(0);
    expect(all.entities.filter((e) => e.contentType === 'DEAL')).toHaveLength(ENTITY_PREVIEW_HITS);
    expect(all.entities.filter((e) => e.contentType === 'FUND').length).toBeLessThanOrEqual(ENTITY_PREVIEW_HITS);
    // Deeper pages of "all" page through articles only.
    expect((await search(`q=${q}&page=1`)).entities).toEqual([]);

    const first = await search(`q=${q}&type=DEAL&size=20`);
    expect(first.entities).toHaveLength(20);
    expect(first.pagination).toMatchObject({ count: deals, hasNext: deals > 20 });
    expect(count(first, 'FUND')).toBe(count(all, 'FUND'));
    const second = await search(`q=${q}&type=DEAL&size=20&page=1`);
    expect(second.entities.length).toBeGreaterThan(0);
    expect(second.entities.map((e) => e.id)).not.toContain(first.entities[0]!.id);
    const past = await search(`q=${q}&type=DEAL&size=20&page=${Math.ceil(deals / 20)}`);
    expect(past.entities).toEqual([]);
    // Entities have no publish date: a date filter leaves them out.
    expect((await search(`q=${q}&from=2026-11-01`)).entities).toEqual([]);
  });

  it('answers odd input without an error', async () => {
    for (const q of ['%00', encodeURIComponent('\u202e오피스'), encodeURIComponent('𝕆𝕗𝕗𝕚𝕔𝕖'), '9'.repeat(100)]) {
      const res = await app.inject({ method: 'GET', url: `${V1}/search?q=${q}&type=DEAL` });
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
