import { schema, type DbHandle } from '@spi/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { apiJobs } from '../src/jobs';
import { InProcessJobRunner } from '../src/jobs/job-runner';
import { publishDueArticles } from '../src/jobs/publish-scheduled';
import { ADMIN_V1, articleInput, buildCmsApp, buildTaxonomy, RecordingNotifier, signInStaff, type CmsTestApp, type Staff, type Taxonomy } from './cms-fixtures';
import { createTestDb, DB_KINDS, FakeClock } from './helpers';

const MINUTE = 60_000;
const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

describe.each(DB_KINDS)('publishing scheduled articles (%s)', (kind) => {
  let db: DbHandle;
  let cms: CmsTestApp;
  let app: ApiApp;
  let staff: Staff;
  let taxonomy: Taxonomy;
  const clock = new FakeClock(Date.parse('2025-06-02T01:00:00Z'));

  beforeAll(async () => {
    db = await createTestDb(kind);
    cms = await buildCmsApp(db, { clock: clock.now });
    app = cms.app;
    staff = await signInStaff(app, db);
    taxonomy = await buildTaxonomy(app, staff.editor);
  });
  afterAll(async () => {
    await cms.close();
    await db.close();
  });

  async function scheduled(minutesAhead: number): Promise<number> {
    const created = await app.inject({ method: 'POST', url: `${ADMIN_V1}/articles`, headers: staff.editor, payload: articleInput(taxonomy) });
    const { articleId } = created.json();
    const at = new Date(clock.ms + minutesAhead * MINUTE).toISOString();
    const res = await app.inject({ method: 'POST', url: `${ADMIN_V1}/articles/${articleId}/schedule`, headers: staff.editor, payload: { scheduledAt: at } });
    expect(res.statusCode, res.body).toBe(200);
    return articleId;
  }

  it('publishes exactly the due articles, once, even when two runs race; audit rows and notifications per article', async () => {
    const dueSoon = await scheduled(1);
    const dueLater = await scheduled(5);
    const future = await scheduled(60);
    const draft = (await app.inject({ method: 'POST', url: `${ADMIN_V1}/articles`, headers: staff.editor, payload: articleInput(taxonomy) })).json().articleId;

    const notifier = new RecordingNotifier();
    const now = new Date(clock.ms + 10 * MINUTE);
    const [a, b] = await Promise.all([publishDueArticles(db.db, now, { notifier, log: silent }), publishDueArticles(db.db, now, { notifier, log: silent })]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual([dueSoon, dueLater]);
    expect(await publishDueArticles(db.db, now, { notifier })).toEqual([]);

    const rows = await db.db.select().from(schema.articles).where(inArray(schema.articles.id, [dueSoon, dueLater, future, draft]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(dueSoon)).toMatchObject({ status: 'PUBLISHED', publishedAt: new Date(clock.ms + MINUTE) });
    expect(byId.get(dueLater)).toMatchObject({ status: 'PUBLISHED', publishedAt: new Date(clock.ms + 5 * MINUTE) });
    expect(byId.get(future)).toMatchObject({ status: 'SCHEDULED', publishedAt: null });
    expect(byId.get(draft)).toMatchObject({ status: 'DRAFT' });

    const audit = await db.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'article.publish.scheduled'), inArray(schema.auditLog.targetId, [dueSoon, dueLater, future].map(String))));
    expect(audit.map((r) => r.targetId).sort()).toEqual([String(dueSoon), String(dueLater)].sort());
    expect(audit.every((r) => r.actorId === null && r.targetType === 'article')).toBe(true);
    expect(notifier.calls.sort()).toEqual([['articles', 'home', `article:${dueSoon}`], ['articles', 'home', `article:${dueLater}`]].sort());
  });

  it('the publishing job publishes on its own and stops cleanly', async () => {
    const id = await scheduled(1);
    const notifier = new RecordingNotifier();
    const jobs = apiJobs({ config: { publishSchedulerIntervalMs: 1_000, priceFeed: 'off', priceFeedDir: '', priceUpdateCron: '' }, db, notifier, log: silent, clock: () => clock.ms + 2 * MINUTE });
    const scheduler = new InProcessJobRunner(silent);
    await scheduler.start(jobs);
    const deadline = Date.now() + 10_000;
    while (notifier.calls.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await scheduler.stop();
    expect(notifier.calls).toEqual([['articles', 'home', `article:${id}`]]);
    const [row] = await db.db.select({ status: schema.articles.status }).from(schema.articles).where(eq(schema.articles.id, id));
    expect(row!.status).toBe('PUBLISHED');
  });
});
