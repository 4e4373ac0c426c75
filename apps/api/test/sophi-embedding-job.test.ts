import { schema, type DbHandle } from '@spi/db';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJobs, JOB_NAMES } from '../src/jobs';
import { createLogger } from '../src/logger';
import { buildArticle, buildTaxonomy } from './content-fixtures';
import { createTestDb, testConfig } from './helpers';

/** A deterministic embedder: counts the calls and the texts it was given. */
function fakeEmbedder() {
  const seen: string[] = [];
  return {
    seen,
    model: 'fake-embedding-1',
    async embed(texts: string[]) {
      seen.push(...texts);
      return texts.map((t) => [t.length, 1, 0]);
    },
  };
}

describe('the Sophi embedding job', () => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await createTestDb('pglite');
    await buildTaxonomy(db);
    await buildArticle(db, { title: '물류센터 공실률', description: '공급 과잉', lead: '<p>이천과 평택 일대 물류센터 공급이 늘어 공실률이 올랐다. 임차 수요는 둔화됐다.</p>', publishedAt: new Date(Date.now() - 86_400_000) });
  });
  afterAll(async () => { await db?.close(); });

  const jobsWith = (embedding: ReturnType<typeof fakeEmbedder> | null) => apiJobs({
    config: { ...testConfig(), publishSchedulerIntervalMs: 0, priceFeed: 'off' }, db, notifier: { kind: 'log', notify: async () => {} } as never,
    log: createLogger({ logLevel: 'silent' }), embedding,
  });

  it('is scheduled only when an embedding model is configured', () => {
    expect(jobsWith(null).map((j) => j.name)).not.toContain(JOB_NAMES.embedSophiPassages);
    expect(jobsWith(fakeEmbedder()).map((j) => j.name)).toContain(JOB_NAMES.embedSophiPassages);
  });

  it('embeds every passage without a vector of the model once, then has nothing to do', async () => {
    const embedder = fakeEmbedder();
    const job = jobsWith(embedder).find((j) => j.name === JOB_NAMES.embedSophiPassages)!;
    const passages = await db.db.select({ id: schema.sophiPassages.id }).from(schema.sophiPassages);
    expect(passages.length).toBeGreaterThan(0);
    await job.handler(new Date().toISOString());
    const embedded = await db.db.select({ model: schema.sophiPassages.embeddingModel }).from(schema.sophiPassages).where(isNotNull(schema.sophiPassages.embedding));
    expect(embedded).toHaveLength(passages.length);
    expect(new Set(embedded.map((e) => e.model))).toEqual(new Set(['fake-embedding-1']));
    const calls = embedder.seen.length;
    await job.handler(new Date().toISOString());
    expect(embedder.seen.length).toBe(calls);
  });
});
