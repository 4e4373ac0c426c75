import type { FundListQuery } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../load-media';

const { funds, fundAssets, fundInvestors, fundReports, fundReportDownloads, deals, users } = schema;

export type FundRow = typeof funds.$inferSelect;
export type FundAssetRow = typeof fundAssets.$inferSelect;
export type FundInvestorRow = typeof fundInvestors.$inferSelect;
export type FundReportRow = typeof fundReports.$inferSelect;
export type DealRowForFund = typeof deals.$inferSelect;
export type FundFilters = Omit<FundListQuery, 'page' | 'size'>;

/** Where the fund figures come from (the data note beside every table). */
export const FUND_SOURCE = '금융투자협회 전자공시·운용사 공시·언론 보도 (SPI 정리)';
const EOK = 100_000_000;

/** True when the query sorts or filters by AUM (funds.view). */
export function asksForFigures(query: Pick<FundFilters, 'sort' | 'aumMin' | 'aumMax'>): boolean {
  return query.sort === 'aum' || query.aumMin !== undefined || query.aumMax !== undefined;
}

export function fundWhere(query: FundFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(sql`${funds.searchText} ilike ${likePattern(query.q.toLowerCase())}`);
  if (query.kind.length) conditions.push(inArray(funds.kind, query.kind));
  if (query.legalForm.length) conditions.push(inArray(funds.legalForm, query.legalForm));
  if (query.redemption.length) conditions.push(inArray(funds.redemption, query.redemption));
  if (query.strategy.length) conditions.push(inArray(funds.strategy, query.strategy));
  if (query.assetType.length) conditions.push(inArray(funds.assetType, query.assetType));
  if (query.status.length) conditions.push(inArray(funds.status, query.status));
  if (query.amc) conditions.push(eq(funds.amc, query.amc));
  if (query.vintageFrom !== undefined) conditions.push(gte(funds.inceptionDate, `${Math.floor(query.vintageFrom)}-01-01`));
  if (query.vintageTo !== undefined) conditions.push(lt(funds.inceptionDate, `${Math.floor(query.vintageTo) + 1}-01-01`));
  if (query.aumMin !== undefined) conditions.push(gte(funds.aumWon, Math.round(query.aumMin * EOK)));
  if (query.aumMax !== undefined) conditions.push(sql`${funds.aumWon} <= ${Math.round(query.aumMax * EOK)}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** Default: newest inception first; names ascending; nulls (no maturity, no AUM) last either way. */
export function fundOrder(query: Pick<FundFilters, 'sort' | 'order'>): SQL[] {
  const sort = query.sort ?? 'inception';
  const order = query.order ?? (sort === 'name' ? 'asc' : 'desc');
  const column = { inception: funds.inceptionDate, maturity: funds.maturityDate, aum: funds.aumWon, name: funds.name }[sort];
  return order === 'asc' ? [sql`${column} asc nulls last`, asc(funds.id)] : [sql`${column} desc nulls last`, desc(funds.id)];
}

export interface FundNote { asOf: string | null; isSample: boolean }
export interface FundCounts { assets: Map<string, number>; reports: Map<string, number> }

/**
 * One page of the list with everything around it in a fixed number of queries whatever the page size:
 * the rows; one aggregate (filtered count, data note); the AMCs present; asset and report counts of the page.
 */
export async function loadFundPage(db: Db, query: FundFilters, page: { limit: number; offset: number }): Promise<{ rows: FundRow[]; total: number; note: FundNote; amcs: string[]; counts: FundCounts }> {
  const where = fundWhere(query);
  const [rows, [summary], amcRows] = await Promise.all([
    db.select().from(funds).where(where).orderBy(...fundOrder(query)).limit(page.limit).offset(page.offset),
    db.select({
      total: where ? sql<number>`count(*) filter (where ${where})` : sql<number>`count(*)`,
      asOf: sql<string | null>`coalesce(max(${funds.navAsOf}), max(${funds.updatedAt})::date)::text`,
      isSample: sql<boolean | null>`bool_or(${funds.isSample})`,
    }).from(funds),
    db.selectDistinct({ amc: funds.amc }).from(funds).orderBy(asc(funds.amc)),
  ]);
  const counts = await loadFundCounts(db, rows.map((r) => r.id));
  return {
    rows,
    total: Number(summary?.total ?? 0),
    note: { asOf: summary?.asOf ?? null, isSample: summary?.isSample === true },
    amcs: amcRows.map((r) => r.amc),
    counts,
  };
}

/** Asset and report counts of some funds: two grouped queries. */
export async function loadFundCounts(db: Db, ids: string[]): Promise<FundCounts> {
  if (ids.length === 0) return { assets: new Map(), reports: new Map() };
  const [assetRows, reportRows] = await Promise.all([
    db.select({ id: fundAssets.fundId, n: sql<number>`count(*)::int` }).from(fundAssets).where(inArray(fundAssets.fundId, ids)).groupBy(fundAssets.fundId),
    db.select({ id: fundReports.fundId, n: sql<number>`count(*)::int` }).from(fundReports).where(inArray(fundReports.fundId, ids)).groupBy(fundReports.fundId),
  ]);
  return { assets: new Map(assetRows.map((r) => [r.id, Number(r.n)])), reports: new Map(reportRows.map((r) => [r.id, Number(r.n)])) };
}

export async function loadFundNote(db: Db): Promise<FundNote> {
  const [row] = await db.select({
    asOf: sql<string | null>`coalesce(max(${funds.navAsOf}), max(${funds.updatedAt})::date)::text`,
    isSample: sql<boolean | null>`bool_or(${funds.isSample})`,
  }).from(funds);
  return { asOf: row?.asOf ?? null, isSample: row?.isSample === true };
}

export async function loadFund(db: Db, id: string): Promise<FundRow | null> {
  const [row] = await db.select().from(funds).where(eq(funds.id, id));
  return row ?? null;
}

export interface FundRecord {
  fund: FundRow;
  assets: Array<FundAssetRow & { deal: { id: string; assetName: string } | null }>;
  investors: FundInvestorRow[];
  reports: FundReportRow[];
}

/** A fund with its assets (and their linked deals), investors and reports (newest 기준일 first). */
export async function loadFundRecord(db: Db, id: string): Promise<FundRecord | null> {
  const fund = await loadFund(db, id);
  if (!fund) return null;
  const [assetRows, investors, reports] = await Promise.all([
    db.select({ asset: fundAssets, dealId: deals.id, dealName: deals.assetName }).from(fundAssets).leftJoin(deals, eq(deals.id, fundAssets.dealId)).where(eq(fundAssets.fundId, id)).orderBy(asc(fundAssets.seq)),
    db.select().from(fundInvestors).where(eq(fundInvestors.fundId, id)).orderBy(asc(fundInvestors.seq)),
    db.select().from(fundReports).where(eq(fundReports.fundId, id)).orderBy(desc(fundReports.periodEnd), desc(fundReports.createdAt)),
  ]);
  return {
    fund,
    assets: assetRows.map(({ asset, dealId, dealName }) => ({ ...asset, deal: dealId && dealName !== null ? { id: dealId, assetName: dealName } : null })),
    investors,
    reports,
  };
}

/** Deals where the fund bought or sold, or that are its underlying assets: newest first. */
export async function loadFundDeals(db: Db, fundId: string, limit: number): Promise<DealRowForFund[]> {
  const assetDeals = db.select({ id: fundAssets.dealId }).from(fundAssets).where(eq(fundAssets.fundId, fundId));
  return db
    .select()
    .from(deals)
    .where(or(eq(deals.buyerFundId, fundId), eq(deals.sellerFundId, fundId), inArray(deals.id, sql`(${assetDeals})`)))
    .orderBy(desc(deals.dealDate), desc(deals.id))
    .limit(limit);
}

/** Every report with its fund's name, newest first. */
export async function loadAllReports(db: Db): Promise<Array<{ report: FundReportRow; fundName: string }>> {
  return db
    .select({ report: fundReports, fundName: funds.name })
    .from(fundReports)
    .innerJoin(funds, eq(funds.id, fundReports.fundId))
    .orderBy(desc(fundReports.periodEnd), desc(fundReports.createdAt), asc(fundReports.id));
}

export async function loadReport(db: Db, fundId: string, reportId: string): Promise<FundReportRow | null> {
  const [row] = await db.select().from(fundReports).where(and(eq(fundReports.id, reportId), eq(fundReports.fundId, fundId)));
  return row ?? null;
}

/** Download counts of some reports (one grouped query). */
export async function loadDownloadCounts(db: Db, reportIds: string[]): Promise<Map<string, number>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .select({ id: fundReportDownloads.reportId, n: sql<number>`count(*)::int` })
    .from(fundReportDownloads)
    .where(inArray(fundReportDownloads.reportId, reportIds))
    .groupBy(fundReportDownloads.reportId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Who downloaded a report, newest first. */
export async function loadReportDownloads(db: Db, reportId: string, limit = 500) {
  return db
    .select({ id: fundReportDownloads.id, userId: fundReportDownloads.userId, nickname: users.nickname, email: users.email, termsVersion: fundReportDownloads.termsVersion, createdAt: fundReportDownloads.createdAt })
    .from(fundReportDownloads)
    .innerJoin(users, eq(users.id, fundReportDownloads.userId))
    .where(eq(fundReportDownloads.reportId, reportId))
    .orderBy(desc(fundReportDownloads.createdAt), desc(fundReportDownloads.id))
    .limit(limit);
}

export interface FundStatisticsRows {
  byAmc: Array<{ amc: string; aumWon: number; count: number }>;
  byStrategy: Array<{ strategy: string; aumWon: number; count: number }>;
  vintages: Array<{ year: number; count: number; originalPrincipalWon: number }>;
}

/** The statistics' group-bys: active funds by AMC and strategy (AUM), every fund by year of inception. */
export async function loadFundStatistics(db: Db): Promise<FundStatisticsRows> {
  const active = eq(funds.status, 'ACTIVE');
  const aum = sql<number>`coalesce(sum(${funds.aumWon}), 0)::float8`;
  const [byAmc, byStrategy, vintages] = await Promise.all([
    db.select({ amc: funds.amc, aumWon: aum, count: sql<number>`count(*)::int` }).from(funds).where(active).groupBy(funds.amc).orderBy(sql`2 desc`, asc(funds.amc)),
    db.select({ strategy: funds.strategy, aumWon: aum, count: sql<number>`count(*)::int` }).from(funds).where(active).groupBy(funds.strategy),
    db
      .select({ year: sql<number>`extract(year from ${funds.inceptionDate})::int`, count: sql<number>`count(*)::int`, originalPrincipalWon: sql<number>`coalesce(sum(${funds.originalPrincipalWon}), 0)::float8` })
      .from(funds)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  const num = <T extends Record<string, unknown>>(rows: T[], keys: Array<keyof T>) => rows.map((r) => ({ ...r, ...Object.fromEntries(keys.map((k) => [k, Number(r[k])])) }) as T);
  return {
    byAmc: num(byAmc, ['aumWon', 'count']),
    byStrategy: num(byStrategy, ['aumWon', 'count']),
    vintages: num(vintages, ['year', 'count', 'originalPrincipalWon']),
  };
}
