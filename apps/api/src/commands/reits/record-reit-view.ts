import { schema, type Db } from '@spi/db';

/** A reader opened a REIT page: counted once per reader per REIT per Asia/Seoul day (주목도). */
export async function recordReitView(db: Db, view: { ticker: string; viewerKey: string; day: string; at: Date }): Promise<boolean> {
  const { reitViewDays } = schema;
  const inserted = await db.insert(reitViewDays).values({ ticker: view.ticker, viewerKey: view.viewerKey, day: view.day, createdAt: view.at }).onConflictDoNothing().returning({ ticker: reitViewDays.ticker });
  return inserted.length > 0;
}
