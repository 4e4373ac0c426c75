import { schema, type Db } from '@spi/db';
import { count, gte } from 'drizzle-orm';

/** Page views per REIT since a day ('YYYY-MM-DD', Asia/Seoul), for 주목도. */
export async function loadReitViews(db: Db, sinceDay: string): Promise<Map<string, number>> {
  const { reitViewDays } = schema;
  const rows = await db.select({ ticker: reitViewDays.ticker, n: count() }).from(reitViewDays).where(gte(reitViewDays.day, sinceDay)).groupBy(reitViewDays.ticker);
  return new Map(rows.map((r) => [r.ticker, r.n]));
}
