import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';

export type LegacyUserRow = typeof schema.legacyUsers.$inferSelect;

/** The legacy accounts of an old service id (the presenter masks the addresses). */
export async function findLegacyEmails(db: Db, legacyUserId: string): Promise<LegacyUserRow[]> {
  return db.select().from(schema.legacyUsers).where(eq(schema.legacyUsers.legacyUserId, legacyUserId));
}
