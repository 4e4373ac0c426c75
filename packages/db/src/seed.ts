import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { demoAccountsLoader } from './demo/accounts';
import { demoLegacyUsersLoader } from './demo/legacy-users';
import { appMeta } from './schema';

/** Bump when the demo data changes shape; each feature adds its loader to DEMO_LOADERS. */
export const DEMO_DATA_VERSION = 2;
const DEMO_KEY = 'demo_data';

export type DemoLoader = { name: string; load(tx: Db): Promise<void> };

/** Feature demo loaders, in dependency order (users before articles, ...). */
export const DEMO_LOADERS: DemoLoader[] = [demoAccountsLoader, demoLegacyUsersLoader];

export interface SeedResult { loaded: boolean; version: number; loaders: string[] }

/**
 * Loads the demo data once: the marker row and every loader run in one transaction, so a failed load
 * leaves nothing half-written and is retried on the next start.
 */
export async function seedDemoData(db: Db, loaders: DemoLoader[] = DEMO_LOADERS): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const existing = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_KEY));
    if (existing.length > 0) {
      const version = (existing[0]!.value as { version?: number }).version ?? 0;
      return { loaded: false, version, loaders: [] };
    }
    for (const loader of loaders) await loader.load(tx as unknown as Db);
    await tx.insert(appMeta).values({
      key: DEMO_KEY,
      value: { version: DEMO_DATA_VERSION, loadedAt: new Date().toISOString(), loaders: loaders.map((l) => l.name) },
    });
    return { loaded: true, version: DEMO_DATA_VERSION, loaders: loaders.map((l) => l.name) };
  });
}
