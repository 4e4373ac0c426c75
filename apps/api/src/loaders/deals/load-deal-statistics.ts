import { schema, type Db } from '@spi/db';
import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DealRow } from './load-deals';

const { deals } = schema;

/** One group of closed deals in one quarter: a key (type, region), a value (sum or average) and a count. */
export interface QuarterCell { year: number; quarter: number; key: string; value: number | null; count: number }

export interface DealStatisticsData {
  volumeByType: QuarterCell[];
  volumeByRegion: QuarterCell[];
  officePricePerPyeong: QuarterCell[];
  capRateByType: QuarterCell[];
  largestYear: number | null;
  largest: DealRow[];
}

const CLOSED = eq(deals.status, 'CLOSED');
const year = sql<number>`extract(year from ${deals.dealDate})::int`;
const quarter = sql<number>`extract(quarter from ${deals.dealDate})::int`;
/** Office regions of the 평당가 chart: the four districts, the rest together. */
const officeRegion = sql<string>`case when ${deals.region} in ('CBD', 'GBD', 'YBD', 'BBD') then ${deals.region} else 'OTHER' end`;

async function grouped(db: Db, key: SQL | AnyPgColumn, value: SQL, where: SQL | undefined): Promise<QuarterCell[]> {
  const rows = await db
    .select({ year, quarter, key, value, count: sql<number>`count(*)::int` })
    .from(deals)
    .where(where)
    .groupBy(sql`1`, sql`2`, sql`3`);
  return rows.map((r) => ({ year: Number(r.year), quarter: Number(r.quarter), key: String(r.key), value: r.value === null ? null : Number(r.value), count: Number(r.count) }));
}

/**
 * The figures of the statistics page, each one SQL group-by over closed deals (ADR 019, decision 6), so
 * the work does not grow with rows loaded: volume (sum of known prices) and counts per quarter by type and
 * by region, the average office 평당가 per quarter by region (deals with a known 평당가, already grossed up
 * to 100 %), the average disclosed cap rate by type, then the ten largest closed deals of a year.
 */
export async function loadDealStatistics(db: Db, requestedYear: number | undefined): Promise<DealStatisticsData> {
  const [volumeByType, volumeByRegion, officePricePerPyeong, capRateByType] = await Promise.all([
    grouped(db, deals.assetType, sql<number | null>`sum(${deals.priceWon})::float8`, and(CLOSED)),
    grouped(db, deals.region, sql<number | null>`sum(${deals.priceWon})::float8`, and(CLOSED)),
    grouped(db, officeRegion, sql<number | null>`avg(${deals.pricePerPyeongWon})::float8`, and(CLOSED, eq(deals.assetType, 'OFFICE'), isNotNull(deals.pricePerPyeongWon))),
    grouped(db, deals.assetType, sql<number | null>`avg(${deals.capRate})::float8`, and(CLOSED, isNotNull(deals.capRate))),
  ]);
  const years = [...new Set(volumeByType.map((c) => c.year))];
  const largestYear = requestedYear ?? (years.length ? Math.max(...years) : null);
  const largest = largestYear === null
    ? []
    : await db.select().from(deals)
      .where(and(CLOSED, isNotNull(deals.priceWon), gte(deals.dealDate, `${largestYear}-01-01`), lt(deals.dealDate, `${largestYear + 1}-01-01`)))
      .orderBy(desc(deals.priceWon), asc(deals.id))
      .limit(10);
  return { volumeByType, volumeByRegion, officePricePerPyeong, capRateByType, largestYear, largest };
}
