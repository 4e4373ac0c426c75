import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createDb, migrate, migrationsFolder, type DbHandle } from '../src/index';

/**
 * The database kinds every integration test runs against: PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each handle is a fresh database of its own, so test files never share
 * state, and each is cloned from a template migrated once (ADR 012) instead of migrating again:
 * - PGlite: one migrated database's data directory is dumped to a file in the temp folder (its name holds
 *   a hash of the migration files; Vitest isolates test files, so the file is what they share); every
 *   database starts from that dump (about 0.4 s instead of 3–4 s).
 * - PostgreSQL: one template database per migration set (its name holds a hash of the migration files),
 *   made once under an advisory lock, then `create database ... template ...` per handle.
 */
export const DB_KINDS: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let pgliteTemplate: Promise<Blob> | null = null;

function migrationsHash(): string {
  const dir = migrationsFolder();
  const hash = createHash('sha256');
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  visit(dir);
  return hash.digest('hex').slice(0, 12);
}

async function pgliteTemplateDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(tmpdir(), `spi-pglite-template-${migrationsHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const template = await createDb();
    await migrate(template);
    const dump = await template.dumpDataDir!();
    await template.close();
    // Written under a unique name and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return pgliteTemplate;
}

let postgresTemplate: Promise<string> | null = null;

/** The template database's name, creating and migrating it once per migration set (any worker may). */
async function postgresTemplateName(base: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `spi_tpl_${migrationsHash()}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_advisory_lock(727001)`;
      const [existing] = await admin`select 1 as found from pg_database where datname = ${name}`;
      if (!existing) {
        const building = `${name}_build_${randomBytes(3).toString('hex')}`;
        await admin.unsafe(`create database ${building}`);
        const url = new URL(base);
        url.pathname = `/${building}`;
        const handle = await createDb({ url: url.toString(), maxConnections: 1 });
        await migrate(handle);
        await handle.close();
        // Renamed only when complete, so a crashed build never leaves a half-migrated template.
        await admin.unsafe(`alter database ${building} rename to ${name}`);
      }
      await admin`select pg_advisory_unlock(727001)`;
    } finally {
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

export async function createTestDb(kind: 'pglite' | 'postgres'): Promise<DbHandle> {
  if (kind === 'pglite') return createDb({ loadDataDir: await pgliteTemplateDump() });
  const base = process.env.TEST_DATABASE_URL!;
  const template = await postgresTemplateName(base);
  const name = `spi_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  // A test database is thrown away: its commits need not wait for the WAL to reach the disk (2–4 ms each on this
  // machine's disk, for the thousands of small transactions of an API test file).
  await admin.unsafe(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = postgres(base, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
