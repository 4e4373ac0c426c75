import {
  contentHref, DEAL_ASSET_TYPE_LABELS, DEAL_REGION_LABELS, DEAL_STATUS_LABELS, FUND_KIND_LABELS, FUND_STRATEGY_LABELS, searchVectorLiteral,
} from '@spi/core';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { deals, funds, searchDocuments } from './schema';

/**
 * Search documents of deals and funds (ADR 019): names, places, parties and types, never a price or a
 * figure (search results are public). Pass ids to rewrite those records (an admin edit, in its
 * transaction); without ids every record is rewritten and documents of deleted records are removed
 * (demo data, imports).
 */
export function dealSearchText(d: Pick<typeof deals.$inferSelect, 'assetName' | 'address' | 'district' | 'buyer' | 'seller' | 'amc'>): string {
  return [d.assetName, d.address, d.district, d.buyer, d.seller, d.amc].join(' ').toLowerCase();
}

export function fundSearchText(f: Pick<typeof funds.$inferSelect, 'name' | 'id' | 'amc' | 'trustee'> & { salesCompanies: string[] }): string {
  return [f.name, f.id, f.amc, f.trustee, ...f.salesCompanies].join(' ').toLowerCase();
}

type DocumentValues = Omit<typeof searchDocuments.$inferInsert, 'tokens'> & { tokens: SQL };

/** Upserts in batches of 200 (a demo load or an import rewrites hundreds of documents at once). */
async function upsertDocuments(db: Db, values: DocumentValues[]): Promise<void> {
  for (let i = 0; i < values.length; i += 200) {
    await db.insert(searchDocuments).values(values.slice(i, i + 200) as never).onConflictDoUpdate({
      target: [searchDocuments.contentType, searchDocuments.contentId],
      set: {
        title: sql`excluded.title`, subtitle: sql`excluded.subtitle`, href: sql`excluded.href`, body: sql`excluded.body`,
        tokens: sql`excluded.tokens`, updatedAt: sql`excluded.updated_at`,
      },
    });
  }
}

export async function indexDealSearchDocuments(db: Db, ids?: string[]): Promise<number> {
  const rows = ids ? (ids.length ? await db.select().from(deals).where(inArray(deals.id, ids)) : []) : await db.select().from(deals);
  const documents: DocumentValues[] = [];
  for (const d of rows) {
    const type = DEAL_ASSET_TYPE_LABELS[d.assetType];
    const subtitle = `${DEAL_REGION_LABELS[d.region]} · ${type} · ${DEAL_STATUS_LABELS[d.status]} · ${d.dealDate.replaceAll('-', '.')}`;
    const body = `${d.address} · 매수 ${d.buyer} · 매도 ${d.seller}`;
    const literal = searchVectorLiteral({ title: d.assetName, description: [type, d.subtype, d.district, DEAL_REGION_LABELS[d.region], '딜정보 거래'].join(' '), lead: [d.address, d.buyer, d.seller, d.amc, d.description].join(' ') });
    documents.push({ contentType: 'DEAL', contentId: d.id, title: d.assetName, subtitle, href: contentHref('DEAL', d.id), body, tokens: sql`${literal}::tsvector`, updatedAt: new Date() });
  }
  await upsertDocuments(db, documents);
  if (ids) {
    const found = new Set(rows.map((r) => r.id));
    const gone = ids.filter((id) => !found.has(id));
    if (gone.length) await db.delete(searchDocuments).where(and(eq(searchDocuments.contentType, 'DEAL'), inArray(searchDocuments.contentId, gone)));
  } else {
    const all = rows.map((r) => r.id);
    await db.delete(searchDocuments).where(and(eq(searchDocuments.contentType, 'DEAL'), all.length ? notInArray(searchDocuments.contentId, all) : undefined));
  }
  return rows.length;
}

export async function indexFundSearchDocuments(db: Db, ids?: string[]): Promise<number> {
  const rows = ids ? (ids.length ? await db.select().from(funds).where(inArray(funds.id, ids)) : []) : await db.select().from(funds);
  const documents: DocumentValues[] = [];
  for (const f of rows) {
    const subtitle = `${f.amc} · ${FUND_KIND_LABELS[f.kind]} · ${FUND_STRATEGY_LABELS[f.strategy]} · ${f.inceptionDate.slice(0, 4)}년 설정`;
    const body = [f.description, f.salesCompanies.length ? `판매사: ${f.salesCompanies.join(', ')}` : ''].filter(Boolean).join(' · ');
    const literal = searchVectorLiteral({ title: `${f.name} ${f.id}`, description: [f.amc, FUND_KIND_LABELS[f.kind], FUND_STRATEGY_LABELS[f.strategy], '사모펀드 부동산펀드'].join(' '), lead: [f.description, f.trustee, ...f.salesCompanies].join(' ') });
    documents.push({ contentType: 'FUND', contentId: f.id, title: f.name, subtitle, href: contentHref('FUND', f.id), body, tokens: sql`${literal}::tsvector`, updatedAt: new Date() });
  }
  await upsertDocuments(db, documents);
  if (ids) {
    const found = new Set(rows.map((r) => r.id));
    const gone = ids.filter((id) => !found.has(id));
    if (gone.length) await db.delete(searchDocuments).where(and(eq(searchDocuments.contentType, 'FUND'), inArray(searchDocuments.contentId, gone)));
  } else {
    const all = rows.map((r) => r.id);
    await db.delete(searchDocuments).where(and(eq(searchDocuments.contentType, 'FUND'), all.length ? notInArray(searchDocuments.contentId, all) : undefined));
  }
  return rows.length;
}
