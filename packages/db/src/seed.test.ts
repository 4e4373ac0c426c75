import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DB_KINDS, createTestDb } from '../test/db-kinds';
import { seedDemoData, type DbHandle, schema } from './index';

describe.each(DB_KINDS)('database on %s', (kind) => {
  let handle: DbHandle | undefined;
  afterEach(async () => { await handle?.close(); handle = undefined; });

  it('applies migrations and answers a ping', async () => {
    handle = await createTestDb(kind);
    await expect(handle.ping()).resolves.toBeUndefined();
    expect(handle.kind).toBe(kind);
  });

  it('loads demo data exactly once', async () => {
    handle = await createTestDb(kind);
    let calls = 0;
    const loader = { name: 'counter', load: async () => { calls++; } };
    const first = await seedDemoData(handle.db, [loader]);
    const second = await seedDemoData(handle.db, [loader]);
    expect(first).toMatchObject({ loaded: true, loaders: ['counter'] });
    expect(second.loaded).toBe(false);
    expect(calls).toBe(1);
  });

  it('writes nothing when a demo loader fails, so the next start retries', async () => {
    handle = await createTestDb(kind);
    const failing = { name: 'broken', load: async () => { throw new Error('boom'); } };
    await expect(seedDemoData(handle.db, [failing])).rejects.toThrow('boom');
    const rows = await handle.db.select().from(schema.appMeta).where(eq(schema.appMeta.key, 'demo_data'));
    expect(rows).toHaveLength(0);
  });
});
