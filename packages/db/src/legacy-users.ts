import type { LegacyUserRecord } from '@spi/core/contracts/legacy-users';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { legacyUsers } from './schema';

const BATCH_SIZE = 500;

/**
 * Inserts or updates legacy accounts by legacy_user_id. The caller decides the transaction: the import
 * command wraps the whole file in one, so a failed import leaves nothing half-written.
 */
export async function upsertLegacyUsers(db: Db, rows: LegacyUserRecord[]): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    const result = await db
      .insert(legacyUsers)
      .values(batch.map((row) => ({ legacyUserId: row.legacyUserId, email: row.email, provider: row.provider, joinedAt: row.joinedAt })))
      .onConflictDoUpdate({
        target: legacyUsers.legacyUserId,
        set: { email: sql`excluded.email`, provider: sql`excluded.provider`, joinedAt: sql`excluded.joined_at` },
      })
      // xmax = 0 only for a freshly inserted row version: tells inserts from updates in one statement.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    inserted += result.filter((row) => row.inserted).length;
  }
  return { inserted, updated: rows.length - inserted };
}
