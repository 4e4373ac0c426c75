import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDb, migrate, type DbHandle } from '../src/index';

/**
 * The database kinds every integration test runs against: PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each PostgreSQL handle gets its own fresh schema so test files never share
 * state, and the schema is dropped on close.
 */
export const DB_KINDS: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function createTestDb(kind: 'pglite' | 'postgres'): Promise<DbHandle> {
  if (kind === 'pglite') {
    const handle = await createDb();
    await migrate(handle);
    return handle;
  }
  const base = process.env.TEST_DATABASE_URL!;
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema ${schemaName}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schemaName}`);
  const handle = await createDb({ url: url.toString(), maxConnections: 4 });
  await migrate(handle, { migrationsSchema: schemaName });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = postgres(base, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop schema if exists ${schemaName} cascade`);
      await cleanup.end();
    },
  };
}
