import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDb, migrate, type DbHandle } from '../src/index';

/**
 * The database kinds every integration test runs against: PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each PostgreSQL handle gets its own fresh database (created from the server
 * named by TEST_DATABASE_URL, dropped on close), so test files never share state and migrations run
 * exactly as in production, in the public schema.
 */
export const DB_KINDS: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function createTestDb(kind: 'pglite' | 'postgres'): Promise<DbHandle> {
  if (kind === 'pglite') {
    const handle = await createDb();
    await migrate(handle);
    return handle;
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `spi_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 4 });
  await migrate(handle);
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
