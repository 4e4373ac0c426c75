import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the API codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Runs `select 1`; used by the readiness endpoint. */
  ping(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start other databases from (see `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://... selects PostgreSQL; anything else (or nothing) selects embedded PGlite. */
  url?: string;
  /** PGlite data directory; omitted means an in-memory database (tests). */
  dataDir?: string;
  /** PostgreSQL pool size. */
  maxConnections?: number;
  /** PGlite only: start from a dumped data directory (a migrated template; tests clone it per file). */
  loadDataDir?: Blob;
}

export async function createDb(options: DbOptions = {}): Promise<DbHandle> {
  const url = options.url?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(url, { max: options.maxConnections ?? 10, onnotice: () => {} });
    const db = drizzle({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => { await db.execute(sql`select 1`); },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm backs the deal list's 'search within' index (migration 0013); PostgreSQL ships it as a trusted extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm }, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => { await db.execute(sql`select 1`); },
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}

/**
 * Where the SQL migrations are: SPI_MIGRATIONS_DIR, then the folder beside this source file,
 * then a `migrations` folder beside a bundled server.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    process.env.SPI_MIGRATIONS_DIR,
    path.resolve(here, '../migrations'),
    path.resolve(here, 'migrations'),
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Applies pending migrations. `migrationsSchema` keeps the migration journal beside the tables when a
 * database holds several isolated schemas (tests give each file its own).
 */
export async function migrate(handle: DbHandle, options: { migrationsSchema?: string } = {}): Promise<void> {
  const config = { migrationsFolder: migrationsFolder(), migrationsSchema: options.migrationsSchema };
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
    await run(handle.db as never, config);
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, config);
  }
}
