import type { Db } from '../../client';
import { glossaryTerms, reitAssets, reitDebts, reitDividends, reitFinancials, reitLeases, reitPrices, reits, reitShareCounts } from '../../schema';
import { indexReitSearchDocuments } from '../../reit-search';
import type { DemoLoader } from '../../seed';
import { DEMO_REIT_SOURCE, generateDemoReits } from './generate';
import { DEMO_GLOSSARY } from './glossary';

export { DEMO_REIT_AS_OF, DEMO_REIT_SOURCE, generateDemoReit, generateDemoReits } from './generate';
export { DEMO_REITS } from './catalogue';
export { DEMO_GLOSSARY } from './glossary';

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The 25 listed K-REITs with generated sample figures (every row is_sample), and the glossary's first terms. */
export const demoReitsLoader: DemoLoader = {
  name: 'reits',
  async load(tx: Db) {
    const sample = { source: DEMO_REIT_SOURCE, isSample: true };
    for (const g of generateDemoReits()) {
      const { ticker } = g.reit;
      await tx.insert(reits).values({
        ticker, nameKo: g.reit.nameKo, nameEn: g.reit.nameEn, sector: g.reit.sector, subtype: g.reit.subtype, amc: g.reit.amc, sponsor: g.reit.sponsor,
        securityType: g.reit.securityType, listedOn: g.reit.listedOn, dividendFrequency: g.reit.dividendFrequency, dividendMonths: g.reit.dividendMonths,
        fiscalPeriodMonths: g.reit.fiscalPeriodMonths, managementFeeRate: g.reit.managementFeeRate, acquisitionFeeRate: g.reit.acquisitionFeeRate,
        dispositionFeeRate: g.reit.dispositionFeeRate, performanceFee: g.reit.performanceFee, description: g.reit.description, ...sample,
      });
      await tx.insert(reitShareCounts).values(g.shareCounts.map((s) => ({ ticker, ...s, ...sample })));
      await insertChunked(g.prices, (chunk) => tx.insert(reitPrices).values(chunk.map((p) => ({ ticker, ...p, ...sample }))));
      await tx.insert(reitDividends).values(g.dividends.map((d) => ({ ticker, ...d, ...sample })));
      if (g.financials.length) await tx.insert(reitFinancials).values(g.financials.map((f) => ({ ticker, ...f, ...sample })));
      const asOf = g.financials.at(-1)?.periodEnd ?? g.reit.listedOn;
      await tx.insert(reitAssets).values(g.assets.map((a) => ({ ticker, ...a, asOf, ...sample })));
      await tx.insert(reitLeases).values(g.leases.map((l) => ({ ...l, asOf, ...sample })));
      await tx.insert(reitDebts).values(g.debts.map((d) => ({ ticker, ...d, asOf, ...sample })));
    }
    await indexReitSearchDocuments(tx);
    await tx.insert(glossaryTerms).values(DEMO_GLOSSARY.map((t) => ({ id: `glossary-${t.slug}`, slug: t.slug, keyword: t.keyword, expansion: t.expansion ?? '', summary: t.summary, description: t.description })));
  },
};
