import { contentHref, REIT_SECTOR_LABELS, REIT_SECURITY_TYPE_LABELS, searchVectorLiteral } from '@spi/core';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { reitAssets, reits, searchDocuments } from './schema';

/**
 * (Re)writes the search documents of every REIT: names (Korean, English), ticker, sector, AMC and
 * sponsor, and the names, types and regions of its assets; removes documents of REITs that are gone.
 * Run after the demo data is loaded and after every import (in the import's transaction).
 */
export async function indexReitSearchDocuments(db: Db): Promise<number> {
  const rows = await db.select().from(reits);
  const assets = await db.select({ ticker: reitAssets.ticker, name: reitAssets.name, type: reitAssets.type, region: reitAssets.region }).from(reitAssets);
  for (const r of rows) {
    const own = assets.filter((a) => a.ticker === r.ticker);
    const title = `${r.nameKo} ${r.nameEn} ${r.ticker}`;
    const subtitle = `${r.ticker} · ${REIT_SECTOR_LABELS[r.sector]} · ${r.amc}`;
    const description = [REIT_SECTOR_LABELS[r.sector], r.subtype, r.amc, r.sponsor, REIT_SECURITY_TYPE_LABELS[r.securityType], '리츠'].filter(Boolean).join(' ');
    const lead = [r.description, ...own.map((a) => `${a.name} ${a.type} ${a.region}`)].join(' ');
    const literal = searchVectorLiteral({ title, description, lead });
    const body = [r.description, own.length ? `보유 자산: ${own.map((a) => a.name).join(', ')}` : ''].filter(Boolean).join(' · ');
    const values = { contentType: 'REITS' as const, contentId: r.ticker, title: r.nameKo, subtitle, href: contentHref('REITS', r.ticker), body, tokens: sql`${literal}::tsvector`, updatedAt: new Date() };
    await db.insert(searchDocuments).values(values).onConflictDoUpdate({ target: [searchDocuments.contentType, searchDocuments.contentId], set: { title: values.title, subtitle, href: values.href, body, tokens: values.tokens, updatedAt: values.updatedAt } });
  }
  const tickers = rows.map((r) => r.ticker);
  await db.delete(searchDocuments).where(and(eq(searchDocuments.contentType, 'REITS'), tickers.length ? notInArray(searchDocuments.contentId, tickers) : undefined));
  return rows.length;
}
