import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { demoAccountsLoader } from './demo/accounts';
import { demoBillingLoader } from './demo/billing';
import { demoCommunityLoader } from './demo/community';
import { demoContentLoader } from './demo/content';
import { demoLegacyUsersLoader } from './demo/legacy-users';
import { demoMarketLoader } from './demo/market';
import { demoOperationsLoader } from './demo/operations';
import { demoReitsLoader } from './demo/reits';
import { demoSophiLoader } from './demo/sophi';
import { appMeta } from './schema';

/** Bump when the demo data changes shape; each feature adds its loader to DEMO_LOADERS. */
export const DEMO_DATA_VERSION = 10;
const DEMO_KEY = 'demo_data';

/**
 * What the host gives loaders beyond the database: where to put files (demo thumbnails). The API server
 * passes its media storage; without it (tests) loaders write rows only.
 */
export interface DemoContext {
  writeMedia?(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** Private fund report files (ADR 019), keyed '<reportId>.<ext>' in the report storage. */
  writeFundReport?(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** Private event files (ADR 020 §6), keyed 'materials/<id>.<ext>' in the event file storage. */
  writeEventFile?(key: string, bytes: Uint8Array, mime: string): Promise<void>;
}

export type DemoLoader = { name: string; load(tx: Db, context: DemoContext): Promise<void> };

/** Feature demo loaders, in dependency order (users before articles, ...). */
export const DEMO_LOADERS: DemoLoader[] = [demoAccountsLoader, demoLegacyUsersLoader, demoContentLoader, demoReitsLoader, demoMarketLoader, demoBillingLoader, demoCommunityLoader, demoSophiLoader, demoOperationsLoader];

export interface SeedResult { loaded: boolean; version: number; loaders: string[] }

/**
 * Loads the demo data once: the marker row and every loader run in one transaction, so a failed load
 * leaves nothing half-written and is retried on the next start. The marker lists the loaders that ran;
 * a loader added later (a new feature's demo data) runs once on the next start of an existing database.
 */
export async function seedDemoData(db: Db, loaders: DemoLoader[] = DEMO_LOADERS, context: DemoContext = {}): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_KEY));
    const previous = existing ? ((existing.value as { loaders?: string[] }).loaders ?? []) : [];
    const pending = loaders.filter((l) => !previous.includes(l.name));
    if (existing && pending.length === 0) {
      const version = (existing.value as { version?: number }).version ?? 0;
      return { loaded: false, version, loaders: [] };
    }
    for (const loader of pending) await loader.load(tx as unknown as Db, context);
    const value = { version: DEMO_DATA_VERSION, loadedAt: new Date().toISOString(), loaders: [...previous, ...pending.map((l) => l.name)] };
    await tx.insert(appMeta).values({ key: DEMO_KEY, value }).onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    return { loaded: true, version: DEMO_DATA_VERSION, loaders: pending.map((l) => l.name) };
  });
}
