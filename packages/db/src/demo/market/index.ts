import type { Db } from '../../client';
import { indexDealSearchDocuments, indexFundSearchDocuments } from '../../market-search';
import { deals, fundAssets, fundInvestors, fundReports, funds } from '../../schema';
import type { DemoLoader } from '../../seed';
import { generateDemoMarket } from './generate';

export { DEMO_MARKET_AS_OF, DEMO_MARKET_SOURCE, generateDemoMarket, type DemoDeal, type DemoFund, type DemoFundReport, type DemoMarket, type DemoMarketOptions } from './generate';
export { buildSamplePdf } from './pdf';

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * ≈300 sample deals, 80 sample funds with their assets and investors, and half-yearly sample report
 * files of 20 funds (every row is_sample), then the search documents of both. Report bytes go to the
 * private report storage when the host gives one (the API server); tests load rows only.
 */
export const demoMarketLoader: DemoLoader = {
  name: 'market',
  async load(tx: Db, context) {
    const market = generateDemoMarket();
    await insertChunked(market.deals, (chunk) => tx.insert(deals).values(chunk));
    await insertChunked(market.funds, (chunk) => tx.insert(funds).values(chunk.map(({ assets: _a, investors: _i, ...f }) => f)));
    const assets = market.funds.flatMap((f) => f.assets.map((a) => ({ ...a, fundId: f.id })));
    await insertChunked(assets, (chunk) => tx.insert(fundAssets).values(chunk));
    const investors = market.funds.flatMap((f) => f.investors.map((i) => ({ ...i, fundId: f.id })));
    await insertChunked(investors, (chunk) => tx.insert(fundInvestors).values(chunk));
    for (const report of market.reports) {
      const { bytes, ...row } = report;
      await context.writeFundReport?.(row.storageKey, bytes, row.mime);
      await tx.insert(fundReports).values({ ...row, uploadedBy: null });
    }
    await indexDealSearchDocuments(tx);
    await indexFundSearchDocuments(tx);
  },
};
