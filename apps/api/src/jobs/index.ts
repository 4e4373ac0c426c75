import { embedPassages, type DbHandle, type PassageEmbedder } from '@spi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentChangeNotifier } from '../adapters/content-change-notifier';
import { FilePriceFeed, NoPriceFeed, type PriceFeed } from '../adapters/price-feed';
import { endExpiredCoupons } from '../commands/billing/end-expired-coupons';
import type { BillingDeps } from '../commands/billing/billing-deps';
import { reconcileOrders } from '../commands/billing/reconcile-orders';
import { renewDueSubscriptions } from '../commands/billing/renew-subscriptions';
import { runStudentVerificationJob } from '../commands/students/review-verification';
import { seoulDate, updateReitPrices } from '../commands/reits/update-reit-prices';
import type { AppConfig } from '../config';
import { corporateBillingJobs } from './corporate-billing';
import { InProcessJobRunner, PgBossJobRunner, type JobDefinition, type JobRunner } from './job-runner';
import { publishDueArticles } from './publish-scheduled';

export const COUPON_EXPIRY_JOB = 'coupon-expiry';
/** Student verifications past their end become EXPIRED; LIGHT_STUDENT members are reminded before the end. */
export const STUDENT_VERIFICATION_JOB = 'student-verifications';
export const JOB_NAMES = {
  publishScheduled: 'publish-scheduled-articles',
  updateReitPrices: 'update-reit-prices',
  billingRenewals: 'billing-renewals',
  billingReconcile: 'billing-reconcile',
  embedSophiPassages: 'sophi-embed-passages',
} as const;

export function createPriceFeed(config: Pick<AppConfig, 'priceFeed' | 'priceFeedDir'>): PriceFeed {
  return config.priceFeed === 'file' ? new FilePriceFeed(config.priceFeedDir) : new NoPriceFeed();
}

/** pg-boss when the database is PostgreSQL (unless forced otherwise), in this process on PGlite. */
export function createJobRunner(config: Pick<AppConfig, 'jobRunner' | 'databaseUrl'>, log: FastifyBaseLogger, clock?: () => number): JobRunner {
  const kind = config.jobRunner === 'auto' ? (config.databaseUrl ? 'pg-boss' : 'in-process') : config.jobRunner;
  if (kind === 'pg-boss') {
    if (!config.databaseUrl) throw new Error('JOB_RUNNER=pg-boss needs DATABASE_URL (PostgreSQL)');
    return new PgBossJobRunner(config.databaseUrl, log, clock);
  }
  return new InProcessJobRunner(log, clock);
}

/** The API's background jobs: scheduled publishing and the daily REIT prices. */
export function apiJobs(options: {
  config: Pick<AppConfig, 'publishSchedulerIntervalMs' | 'priceFeed' | 'priceFeedDir' | 'priceUpdateCron'>;
  db: DbHandle;
  notifier: ContentChangeNotifier;
  log: FastifyBaseLogger;
  clock?: () => number;
  feed?: PriceFeed;
  /** The payment engine's dependencies (billingDeps(app)); without them the billing jobs are not scheduled. */
  billing?: BillingDeps;
  /** Sophi's embedding model (SOPHI_EMBEDDING_*): passages without a vector of it get one. */
  embedding?: PassageEmbedder | null;
}): JobDefinition[] {
  const { config, db, notifier, log } = options;
  const clock = options.clock ?? Date.now;
  const jobs: JobDefinition[] = [];
  if (config.publishSchedulerIntervalMs > 0) {
    jobs.push({
      name: JOB_NAMES.publishScheduled,
      everySeconds: Math.max(1, Math.round(config.publishSchedulerIntervalMs / 1000)),
      // The next tick is the retry: publishing is idempotent and due articles stay due.
      retryLimit: 0,
      retryDelaySeconds: 1,
      handler: async () => {
        await publishDueArticles(db.db, new Date(clock()), { notifier, log });
      },
    });
  }
  if (config.priceFeed !== 'off') {
    const feed = options.feed ?? createPriceFeed(config);
    jobs.push({
      name: JOB_NAMES.updateReitPrices,
      cron: config.priceUpdateCron,
      // A feed that is late gets 5, 10 and 20 more minutes.
      retryLimit: 3,
      retryDelaySeconds: 300,
      handler: async (tick) => {
        await updateReitPrices(db.db, feed, seoulDate(new Date(tick)), { notifier, log, now: new Date(clock()) });
      },
    });
  }
  if (options.embedding) {
    const embedding = options.embedding;
    // New and edited articles' passages lose their vectors (ADR 021): every two minutes the missing ones are
    // embedded; until then retrieval ranks them by words alone.
    jobs.push({
      name: JOB_NAMES.embedSophiPassages,
      everySeconds: 120,
      retryLimit: 0,
      retryDelaySeconds: 1,
      handler: async () => {
        const embedded = await embedPassages(db.db, embedding);
        if (embedded > 0) log.info({ embedded, model: embedding.model }, 'sophi passages embedded');
      },
    });
  }
  if (options.billing) {
    const billing = options.billing;
    // Renewals every 10 minutes (Asia/Seoul); the order claim and conditional updates make a rerun harmless.
    jobs.push({ name: JOB_NAMES.billingRenewals, cron: '*/10 * * * *', retryLimit: 2, retryDelaySeconds: 60, handler: async () => void (await renewDueSubscriptions(billing)) });
    jobs.push({ name: JOB_NAMES.billingReconcile, cron: '*/5 * * * *', retryLimit: 1, retryDelaySeconds: 30, handler: async () => void (await reconcileOrders(billing)) });
    // Coupon benefits that ended: the coupon membership ends and the original one is restored (idempotent).
    jobs.push({ name: COUPON_EXPIRY_JOB, everySeconds: 300, retryLimit: 0, retryDelaySeconds: 1, handler: async () => void (await endExpiredCoupons(billing.db, billing.now(), { log })) });
    // Corporate orders (issue 10): deposit deadlines and abandoned card orders; corporate terms that ended.
    jobs.push(...corporateBillingJobs(billing));
    // Student verifications: expire those past their end, remind LIGHT_STUDENT members once before it (idempotent).
    jobs.push({ name: STUDENT_VERIFICATION_JOB, everySeconds: 3600, retryLimit: 1, retryDelaySeconds: 300, handler: async () => void (await runStudentVerificationJob(billing)) });
  }
  return jobs;
}
