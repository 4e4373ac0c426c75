import { DEAL_PRICE_FILTERS, DEAL_PRICE_SORTS, type DealListQuery, type DealSort } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, desc, eq, gte, inArray, like, lte, ne, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../load-media';

export type DealRow = typeof schema.deals.$inferSelect;
export type DealFilters = Omit<DealListQuery, 'page' | 'size'>;

const { deals } = schema;

/** What the data note says about where deal records come from. */
export const DEAL_SOURCE = '공시·등기부·언론 보도·업계 자료 (SPI 정리)';
/** A cap-rate bound in percent compared with stored fractions: a hair of slack for 4.5 / 100. */
const RATE_EPSILON = 1e-9;

/** True when the query asks for something that reveals a price (ADR 019: filters and sorts need deals.viewPrices). */
export function asksForPrices(query: DealFilters): boolean {
  return DEAL_PRICE_FILTERS.some((key) => query[key] !== undefined) || (query.sort !== undefined && DEAL_PRICE_SORTS.includes(query.sort));
}

/** The WHERE clause of a list query (undefined: every deal). */
export function dealWhere(query: DealFilters): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  // search_text is stored lower-cased, so LIKE on the lower-cased text is case-insensitive.
  if (query.q) parts.push(like(deals.searchText, likePattern(query.q.toLowerCase())));
  if (query.type.length) parts.push(inArray(deals.assetType, query.type));
  if (query.region.length) parts.push(inArray(deals.region, query.region));
  if (query.status.length) parts.push(inArray(deals.status, query.status));
  if (query.buyerType.length) parts.push(inArray(deals.buyerType, query.buyerType));
  if (query.sellerType.length) parts.push(inArray(deals.sellerType, query.sellerType));
  if (query.from) parts.push(gte(deals.dealDate, query.from));
  if (query.to) parts.push(lte(deals.dealDate, query.to));
  if (query.priceMin !== undefined) parts.push(gte(deals.priceWon, Math.round(query.priceMin * 1e8)));
  if (query.priceMax !== undefined) parts.push(lte(deals.priceWon, Math.round(query.priceMax * 1e8)));
  if (query.gfaMin !== undefined) parts.push(gte(deals.gfaSqm, query.gfaMin));
  if (query.gfaMax !== undefined) parts.push(lte(deals.gfaSqm, query.gfaMax));
  if (query.capMin !== undefined) parts.push(gte(deals.capRate, query.capMin / 100 - RATE_EPSILON));
  if (query.capMax !== undefined) parts.push(lte(deals.capRate, query.capMax / 100 + RATE_EPSILON));
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? and(...present) : undefined;
}

const SORT_COLUMNS = {
  date: deals.dealDate,
  price: deals.priceWon,
  pricePerPyeong: deals.pricePerPyeongWon,
  capRate: deals.capRate,
  gfa: deals.gfaSqm,
  name: deals.assetName,
} as const satisfies Record<DealSort, unknown>;

/** ORDER BY of a list query: the chosen column (unknown values last), then the id in the same direction. */
export function dealOrder(query: Pick<DealFilters, 'sort' | 'order'>): SQL[] {
  const sort = query.sort ?? 'date';
  const order = query.order ?? (sort === 'name' ? 'asc' : 'desc');
  const column = SORT_COLUMNS[sort];
  return order === 'asc'
    ? [sql`${column} asc nulls last`, asc(deals.id)]
    : [sql`${column} desc nulls last`, desc(deals.id)];
}

export interface DealNote { asOf: string | null; isSample: boolean }

/**
 * One page of the list and the figures around it in two queries whatever the page size: the rows, then
 * one row with the filtered count and the data note. Each part of that row uses an index at 100,000 deals
 * (docs/performance.md): the newest deal date is the first entry of deals_date_idx, 'any sample row' stops
 * at the first one, and the count reads only the rows the filter keeps — never an aggregate over every row.
 */
export async function loadDealPage(db: Db, query: DealFilters, page: { limit: number; offset: number }): Promise<{ rows: DealRow[]; total: number; note: DealNote }> {
  const where = dealWhere(query);
  const [rows, [summary]] = await Promise.all([
    db.select().from(deals).where(where).orderBy(...dealOrder(query)).limit(page.limit).offset(page.offset),
    db.select({
      total: sql<number>`(select count(*) from ${deals}${where ? sql` where ${where}` : sql``})`,
      asOf: sql<string | null>`(select max(${deals.dealDate}) from ${deals})::text`,
      isSample: sql<boolean>`exists (select 1 from ${deals} where ${deals.isSample})`,
    }).from(sql`(select 1) as one`),
  ]);
  return { rows, total: Number(summary?.total ?? 0), note: { asOf: summary?.asOf ?? null, isSample: summary?.isSample === true } };
}

/** The data note of every deal (newest deal date, any sample row). */
export async function loadDealNote(db: Db): Promise<DealNote> {
  const [row] = await db.select({
    asOf: sql<string | null>`(select max(${deals.dealDate}) from ${deals})::text`,
    isSample: sql<boolean>`exists (select 1 from ${deals} where ${deals.isSample})`,
  }).from(sql`(select 1) as one`);
  return { asOf: row?.asOf ?? null, isSample: row?.isSample === true };
}

export async function loadDeal(db: Db, id: string): Promise<DealRow | null> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id));
  return row ?? null;
}

export interface DealLinks {
  reits: Map<string, typeof schema.reits.$inferSelect>;
  funds: Map<string, { id: string; name: string }>;
  /** Funds whose underlying assets include the deal. */
  holders: Array<{ id: string; name: string }>;
}

/** The REITs and funds a deal names, and the funds holding it (three queries). */
export async function loadDealLinks(db: Db, deal: DealRow): Promise<DealLinks> {
  const tickers = [deal.buyerReitTicker, deal.sellerReitTicker].filter((t): t is string => Boolean(t));
  const fundIds = [deal.buyerFundId, deal.sellerFundId].filter((t): t is string => Boolean(t));
  const [reits, funds, holders] = await Promise.all([
    tickers.length ? db.select().from(schema.reits).where(inArray(schema.reits.ticker, tickers)) : [],
    fundIds.length ? db.select({ id: schema.funds.id, name: schema.funds.name }).from(schema.funds).where(inArray(schema.funds.id, fundIds)) : [],
    db.selectDistinct({ id: schema.funds.id, name: schema.funds.name }).from(schema.fundAssets)
      .innerJoin(schema.funds, eq(schema.funds.id, schema.fundAssets.fundId))
      .where(eq(schema.fundAssets.dealId, deal.id))
      .orderBy(asc(schema.funds.name), asc(schema.funds.id)),
  ]);
  return { reits: new Map(reits.map((r) => [r.ticker, r])), funds: new Map(funds.map((f) => [f.id, f])), holders };
}

/** Other deals of the same type in the same region, newest first. */
export async function loadSimilarDeals(db: Db, deal: DealRow, limit: number): Promise<DealRow[]> {
  return db.select().from(deals)
    .where(and(eq(deals.assetType, deal.assetType), eq(deals.region, deal.region), ne(deals.id, deal.id)))
    .orderBy(desc(deals.dealDate), desc(deals.id))
    .limit(limit);
}
