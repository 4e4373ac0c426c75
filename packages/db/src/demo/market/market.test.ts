import { createHash } from 'node:crypto';
import { dealInputSchema } from '@spi/core/contracts/deals';
import { fundInputSchema } from '@spi/core/contracts/funds';
import { DEAL_ID_PATTERN, pricePerPyeong, sqmToPyeong } from '@spi/core/deals/model';
import { FUND_ID_PATTERN } from '@spi/core/funds/model';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, DB_KINDS } from '../../../test/db-kinds';
import { schema, seedDemoData, type DbHandle } from '../../index';
import { dealSearchText, fundSearchText } from '../../market-search';
import { DEMO_ARTICLES } from '../articles';
import { DEMO_REITS } from '../reits';
import { DEMO_MARKET_AS_OF, demoMarketLoader, generateDemoMarket } from './index';

const market = generateDemoMarket();

describe('demo market generator', () => {
  it('is deterministic', () => {
    const again = generateDemoMarket();
    expect(JSON.stringify(again.deals)).toBe(JSON.stringify(market.deals));
    expect(JSON.stringify(again.funds)).toBe(JSON.stringify(market.funds));
    expect(again.reports.map((r) => r.sha256)).toEqual(market.reports.map((r) => r.sha256));
  });

  it('makes ≈300 deals and 80 funds with unique ids and names', () => {
    expect(market.deals).toHaveLength(300);
    expect(market.funds).toHaveLength(80);
    expect(new Set(market.deals.map((d) => d.id)).size).toBe(300);
    expect(new Set(market.deals.map((d) => d.assetName)).size).toBe(300);
    expect(new Set(market.funds.map((f) => f.id)).size).toBe(80);
    expect(new Set(market.funds.map((f) => f.name)).size).toBe(80);
    expect(new Set(market.funds.map((f) => f.amc)).size).toBeGreaterThanOrEqual(12);
    for (const d of market.deals) expect(d.id).toMatch(DEAL_ID_PATTERN);
    for (const f of market.funds) expect(f.id).toMatch(FUND_ID_PATTERN);
  });

  it('passes the admin input schemas of core', () => {
    for (const d of market.deals) {
      const parsed = dealInputSchema.safeParse(d);
      expect(parsed.success, `${d.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    for (const f of market.funds) {
      const parsed = fundInputSchema.safeParse(f);
      expect(parsed.success, `${f.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('has a realistic mix: types, regions, dates, statuses', () => {
    const share = (pred: (d: (typeof market.deals)[number]) => boolean) => market.deals.filter(pred).length / market.deals.length;
    expect(share((d) => d.assetType === 'OFFICE')).toBeGreaterThan(0.3);
    expect(share((d) => d.assetType === 'OFFICE')).toBeLessThan(0.5);
    expect(share((d) => d.assetType === 'LOGISTICS')).toBeGreaterThan(0.17);
    expect(share((d) => d.assetType === 'LOGISTICS')).toBeLessThan(0.33);
    expect(new Set(market.deals.map((d) => d.assetType)).size).toBe(8);
    expect(new Set(market.deals.map((d) => d.region)).size).toBe(7);
    const dates = market.deals.map((d) => d.dealDate).sort();
    expect(dates[0]! >= '2018-01-01').toBe(true);
    expect(dates.at(-1)! <= DEMO_MARKET_AS_OF).toBe(true);
    expect(dates.at(-1)! >= '2026-10-01').toBe(true);
    // Older deals are closed; the last months mix 우선협상 and 계약.
    for (const d of market.deals) if (d.dealDate < '2026-01-01') expect(d.status).toBe('CLOSED');
    const recent = market.deals.filter((d) => d.dealDate >= '2026-07-01');
    expect(recent.some((d) => d.status === 'PREFERRED')).toBe(true);
    expect(recent.some((d) => d.status === 'SIGNED')).toBe(true);
  });

  it('prices deals realistically', () => {
    for (const d of market.deals) {
      expect(d.pricePerPyeongWon).toBe(pricePerPyeong(d.priceWon, d.gfaSqm, d.stake));
      if (d.gfaSqm !== null) expect(d.gfaSqm).toBeGreaterThanOrEqual(3_000);
      if (d.gfaSqm !== null) expect(d.gfaSqm).toBeLessThanOrEqual(250_000 * 4);
      if (d.completionYear !== null) expect(d.completionYear).toBeGreaterThanOrEqual(1980);
      if (d.completionYear !== null) expect(d.completionYear).toBeLessThanOrEqual(2025);
      if (d.ltv !== null) expect(d.ltv).toBeGreaterThanOrEqual(0.4);
      if (d.ltv !== null) expect(d.ltv).toBeLessThanOrEqual(0.65);
      const man = (d.pricePerPyeongWon ?? 0) / 1e4;
      if (d.pricePerPyeongWon && d.assetType === 'OFFICE' && (d.region === 'CBD' || d.region === 'GBD')) {
        expect(man).toBeGreaterThanOrEqual(2_500 * 0.85);
        expect(man).toBeLessThanOrEqual(4_500 * 1.15);
      }
      if (d.pricePerPyeongWon && d.assetType === 'LOGISTICS' && d.region === 'METRO') {
        expect(man).toBeGreaterThanOrEqual(500 * 0.85);
        expect(man).toBeLessThanOrEqual(1_000 * 1.15);
      }
      if (d.capRate !== null && d.assetType === 'OFFICE') expect(d.capRate).toBeGreaterThanOrEqual(0.035);
      if (d.capRate !== null && d.assetType === 'OFFICE') expect(d.capRate).toBeLessThanOrEqual(0.055);
      if (d.capRate !== null && d.assetType === 'LOGISTICS') expect(d.capRate).toBeGreaterThanOrEqual(0.045);
      if (d.capRate !== null && d.assetType === 'LOGISTICS') expect(d.capRate).toBeLessThanOrEqual(0.065);
    }
    // Office cap rates: lower in 2021 than in 2023–24.
    const avgCap = (from: string, to: string) => {
      const rates = market.deals.filter((d) => d.assetType === 'OFFICE' && d.capRate !== null && d.dealDate >= from && d.dealDate <= to).map((d) => d.capRate!);
      return rates.reduce((s, x) => s + x, 0) / rates.length;
    };
    expect(avgCap('2021-01-01', '2021-12-31')).toBeLessThan(avgCap('2023-01-01', '2024-12-31'));
    expect(market.deals.every((d) => sqmToPyeong(d.gfaSqm ?? 0) >= 0)).toBe(true);
  });

  it('keeps deals and funds consistent both ways', () => {
    const fundsById = new Map(market.funds.map((f) => [f.id, f]));
    const dealsById = new Map(market.deals.map((d) => [d.id, d]));
    for (const d of market.deals) {
      if (d.buyerFundId) {
        const fund = fundsById.get(d.buyerFundId);
        expect(fund, d.id).toBeDefined();
        expect(d.buyerType).toBe('FUND');
        expect(d.buyer).toBe(fund!.name);
        expect(d.amc).toBe(fund!.amc);
        expect(fund!.assets.some((a) => a.dealId === d.id)).toBe(true);
        expect(fund!.inceptionDate <= d.dealDate).toBe(true);
      }
      if (d.sellerFundId) {
        expect(d.sellerType).toBe('FUND');
        expect(d.seller).toBe(fundsById.get(d.sellerFundId)?.name);
      }
      const reitTickers = new Set(DEMO_REITS.map((r) => r.ticker));
      if (d.buyerReitTicker) expect(reitTickers.has(d.buyerReitTicker) && d.buyerType === 'REIT').toBe(true);
      if (d.sellerReitTicker) expect(reitTickers.has(d.sellerReitTicker) && d.sellerType === 'REIT').toBe(true);
    }
    expect(market.deals.filter((d) => d.buyerFundId).length).toBeGreaterThan(60);
    for (const f of market.funds) {
      expect(f.assets.length).toBeGreaterThanOrEqual(1);
      expect(f.assets.length).toBeLessThanOrEqual(4);
      for (const a of f.assets) if (a.dealId) expect(dealsById.get(a.dealId)?.buyerFundId).toBe(f.id);
      expect(f.maturityDate! > f.inceptionDate).toBe(true);
      expect(f.inceptionDate >= '2012-01-01' && f.inceptionDate <= '2026-11-20').toBe(true);
      expect(f.targetIrr! >= 0.05 && f.targetIrr! <= 0.15).toBe(true);
      expect(f.navWon! > 0 && f.aumWon! > f.originalPrincipalWon!).toBe(true);
      if (f.investors.length) expect(f.investors.reduce((s, i) => s + i.commitmentWon!, 0)).toBe(f.originalPrincipalWon);
    }
    const withInvestors = market.funds.filter((f) => f.investors.length).length;
    expect(withInvestors).toBeGreaterThan(25);
    expect(withInvestors).toBeLessThan(55);
  });

  it('marks every row as sample, with derived search texts and shared article tags', () => {
    const articleTags = new Set(DEMO_ARTICLES.flatMap((a) => a.tags));
    for (const d of market.deals) {
      expect(d.isSample).toBe(true);
      expect(d.source).toBe('SPI 리서치 (샘플)');
      expect(d.searchText).toBe(dealSearchText(d));
      for (const tag of d.tags) expect(articleTags.has(tag), tag).toBe(true);
    }
    for (const f of market.funds) {
      expect(f.isSample).toBe(true);
      expect(f.searchText).toBe(fundSearchText(f));
    }
  });

  it('makes 2–3 half-yearly sample PDF reports for about 20 funds', () => {
    const byFund = new Map<string, typeof market.reports>();
    for (const r of market.reports) byFund.set(r.fundId, [...(byFund.get(r.fundId) ?? []), r]);
    expect(byFund.size).toBeGreaterThanOrEqual(18);
    expect(byFund.size).toBeLessThanOrEqual(20);
    for (const list of byFund.values()) expect(list.length === 2 || list.length === 3).toBe(true);
    for (const r of market.reports) {
      expect(r.storageKey).toBe(`${r.id}.pdf`);
      expect(r.storageKey).toMatch(/^[A-Za-z0-9_-]{8,64}\.pdf$/);
      expect(r.fileName).toMatch(/_자산운용보고서_20\d\dH[12]\.pdf$/);
      const text = new TextDecoder().decode(r.bytes);
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toContain('SPI SAMPLE FUND REPORT');
      expect(text).toContain(r.fundId);
      // The xref offsets point at the objects.
      const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      expect(r.size).toBe(r.bytes.byteLength);
      expect(r.sha256).toBe(createHash('sha256').update(r.bytes).digest('hex'));
    }
  });

  it('scales for the benchmark', () => {
    const big = generateDemoMarket({ deals: 3_000, funds: 80, reportFunds: 0 });
    expect(big.deals).toHaveLength(3_000);
    expect(new Set(big.deals.map((d) => d.id)).size).toBe(3_000);
  });
});

describe.each(DB_KINDS)('demo market loader (%s)', (kind) => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('loads deals, funds, assets, investors, reports and their search documents', async () => {
    handle = await createTestDb(kind);
    const files = new Map<string, Uint8Array>();
    await seedDemoData(handle.db, [demoMarketLoader], { writeFundReport: async (key, bytes) => void files.set(key, bytes) });
    const { db } = handle;
    expect(await db.$count(schema.deals)).toBe(300);
    expect(await db.$count(schema.funds)).toBe(80);
    expect(await db.$count(schema.fundAssets)).toBe(market.funds.reduce((s, f) => s + f.assets.length, 0));
    expect(await db.$count(schema.fundInvestors)).toBe(market.funds.reduce((s, f) => s + f.investors.length, 0));
    const reports = await db.select().from(schema.fundReports);
    expect(reports).toHaveLength(market.reports.length);
    expect([...files.keys()].sort()).toEqual(reports.map((r) => r.storageKey).sort());
    expect(await db.$count(schema.deals, eq(schema.deals.isSample, false))).toBe(0);
    expect(await db.$count(schema.funds, eq(schema.funds.isSample, false))).toBe(0);
    expect(await db.$count(schema.searchDocuments, eq(schema.searchDocuments.contentType, 'DEAL'))).toBe(300);
    expect(await db.$count(schema.searchDocuments, eq(schema.searchDocuments.contentType, 'FUND'))).toBe(80);
    const [deal] = await db.select().from(schema.deals).where(eq(schema.deals.id, market.deals[0]!.id));
    expect(deal).toMatchObject({ assetName: market.deals[0]!.assetName, tags: market.deals[0]!.tags, isSample: true });
  });
});
