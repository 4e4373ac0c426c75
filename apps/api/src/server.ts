import { createDb, migrate, seedDemoData, type DbHandle } from '@spi/db';
import closeWithGrace from 'close-with-grace';
import { createMediaStorage } from './adapters/media-storage';
import { createReportStorage } from './adapters/report-storage';
import { buildApp, type ApiApp } from './app';
import { billingDeps } from './commands/billing/billing-deps';
import { eventFileStorage } from './commands/events/event-files';
import { loadConfig } from './config';
import { apiJobs, createJobRunner } from './jobs';
import type { JobRunner } from './jobs/job-runner';
import { createLogger } from './logger';
import { createEmbedding } from './adapters/answer-engine';

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_DELAY_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  // Filled in as boot proceeds, so a signal during boot closes whatever is already open.
  const open: { db?: DbHandle; app?: ApiApp; jobs?: JobRunner } = {};

  // SIGINT/SIGTERM (and a crash): stop accepting, let in-flight requests finish, then close the db.
  closeWithGrace({ delay: SHUTDOWN_DELAY_MS, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an unexpected error');
    else log.info({ signal }, 'shutting down');
    await open.jobs?.stop();
    await open.app?.close();
    await open.db?.close();
  });

  const db = await createDb({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.pgliteDir });
  open.db = db;
  await migrate(db);
  // One storage for the demo thumbnails written at seed time and for the app.
  const mediaStorage = createMediaStorage(config);
  const reportStorage = createReportStorage(config);
  const eventFiles = eventFileStorage(config);
  if (config.seedDemo) {
    const seeded = await seedDemoData(db.db, undefined, {
      writeMedia: (key, bytes, mime) => mediaStorage.put(key, bytes, mime),
      writeFundReport: (key, bytes, mime) => reportStorage.put(key, bytes, mime),
      writeEventFile: (key, bytes, mime) => eventFiles.put(key, bytes, mime),
    });
    if (seeded.loaded) log.info({ loaders: seeded.loaders, version: seeded.version }, 'demo data loaded');
  }

  const app = await buildApp({ config, db, logger: log, mediaStorage, reportStorage });
  open.app = app;
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const database = db.kind === 'pglite' ? { database: 'pglite', dataDir: config.pgliteDir } : { database: 'postgres' };
  log.info(database, `API ready on http://${config.host}:${port}`);
  // Scheduled publishing and the daily REIT prices (ADR 016).
  const jobs = apiJobs({ config, db, notifier: app.contentChangeNotifier, log, billing: billingDeps(app), embedding: createEmbedding(config) });
  if (jobs.length > 0) {
    const runner = createJobRunner(config, log);
    open.jobs = runner;
    await runner.start(jobs);
    log.info({ runner: runner.kind, jobs: jobs.map((j) => j.name) }, 'background jobs started');
  }
}

main().catch((err: unknown) => {
  console.error('API failed to start', err);
  process.exit(1);
});
