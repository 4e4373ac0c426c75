import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/**
 * Background jobs (ADR 016). A job runs on a cron schedule in Asia/Seoul or every `everySeconds`, is
 * retried with backoff when it throws, and never runs twice for one tick even when several API processes
 * run. Two implementations, chosen by the database:
 * - PostgreSQL: pg-boss (jobs are rows; every process sends the tick's job with a singleton key, one
 *   worker takes it, failures are retried from the table, so a crash loses nothing).
 * - PGlite: in this process (PGlite is single-process by nature), with the same schedule and retries.
 */
export interface JobDefinition {
  name: string;
  /** Five-field cron in Asia/Seoul ('30 16 * * 1-5'), or … */
  cron?: string;
  /** … a fixed period in seconds (at least 1). */
  everySeconds?: number;
  /** Attempts after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry; doubled for each next one. */
  retryDelaySeconds: number;
  /** `tick` is the ISO time the run was due; one run per tick. */
  handler: (tick: string) => Promise<void>;
}

export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  start(jobs: JobDefinition[]): Promise<void>;
  /** Stops scheduling and waits for running handlers. */
  stop(): Promise<void>;
}

export const JOB_TIME_ZONE = 'Asia/Seoul';

/** The next time a job is due after `from` (ms since the epoch). */
export function nextRun(job: Pick<JobDefinition, 'cron' | 'everySeconds'>, from: number): number {
  if (job.cron) {
    const next = new Cron(job.cron, { timezone: JOB_TIME_ZONE, paused: true }).nextRun(new Date(from));
    if (!next) throw new Error(`cron ${job.cron} never runs`);
    return next.getTime();
  }
  const period = Math.max(1, job.everySeconds ?? 60) * 1000;
  return Math.floor(from / period) * period + period;
}

/** The key of the tick a run belongs to: one run per key, whichever process starts it. */
export function tickKey(due: number): string {
  return new Date(due).toISOString();
}

function validate(job: JobDefinition): void {
  if (!job.cron === !job.everySeconds) throw new Error(`job ${job.name}: give exactly one of cron or everySeconds`);
  if (job.cron) new Cron(job.cron, { timezone: JOB_TIME_ZONE, paused: true });
}

/**
 * PGlite and tests: a timer per job, runs never overlap, a failure is retried after retryDelaySeconds × 2^n
 * up to retryLimit times, then logged and left for the next tick.
 */
export class InProcessJobRunner implements JobRunner {
  readonly kind = 'in-process' as const;
  private timers = new Map<string, NodeJS.Timeout>();
  private running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly log: FastifyBaseLogger, private readonly clock: () => number = Date.now) {}

  async start(jobs: JobDefinition[]): Promise<void> {
    for (const job of jobs) validate(job);
    for (const job of jobs) this.arm(job);
  }

  private arm(job: JobDefinition): void {
    if (this.stopped) return;
    const now = this.clock();
    const due = nextRun(job, now);
    const timer = setTimeout(() => {
      const run = this.runWithRetries(job, tickKey(due)).finally(() => this.running.delete(run));
      this.running.add(run);
      void run.then(() => this.arm(job));
    }, Math.max(0, due - now));
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private async runWithRetries(job: JobDefinition, tick: string): Promise<void> {
    for (let attempt = 0; attempt <= job.retryLimit; attempt++) {
      if (this.stopped) return;
      try {
        await job.handler(tick);
        return;
      } catch (err) {
        const last = attempt === job.retryLimit;
        this.log.error({ err, job: job.name, tick, attempt: attempt + 1 }, last ? 'job failed; giving up until the next tick' : 'job failed; retrying');
        if (last) return;
        await new Promise((resolve) => setTimeout(resolve, job.retryDelaySeconds * 1000 * 2 ** attempt).unref());
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.running]);
  }
}

const DEADLOCK_ATTEMPTS = 5;

/** Runs `work` again (after a short random pause) when PostgreSQL aborted it as a deadlock victim (40P01). */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = DEADLOCK_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if ((err as { code?: unknown }).code !== '40P01' || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.floor(Math.random() * 150) * attempt));
    }
  }
}

/** How long a tick's job is unique for (pg-boss throttling slot); longer than any send delay, shorter than archiving. */
const SINGLETON_SECONDS = 3600;

/**
 * PostgreSQL: pg-boss in its own schema. Every API process keeps the same timers as the in-process
 * runner, but at a tick it only *sends* the job with the tick as its singleton key: the unique index on
 * (name, slot, key) lets one row in, whoever sends first. Workers in every process poll the queue; one
 * takes the job, and pg-boss retries a failed one (retryLimit, retryDelay, backoff) from the table, so a
 * process that dies mid-run loses nothing.
 */
export class PgBossJobRunner implements JobRunner {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(connectionString: string, private readonly log: FastifyBaseLogger, private readonly clock: () => number = Date.now, options: { schema?: string; pollingIntervalSeconds?: number } = {}) {
    this.boss = new PgBoss({ connectionString, schema: options.schema ?? 'pgboss', schedule: false, max: 4, application_name: 'spi-jobs' });
    this.boss.on('error', (err) => this.log.error({ err }, 'job runner error'));
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  }

  private readonly pollingIntervalSeconds: number;

  async start(jobs: JobDefinition[]): Promise<void> {
    for (const job of jobs) validate(job);
    await this.boss.start();
    for (const job of jobs) {
      // Processes starting together on a fresh database may deadlock creating the same queue (pg-boss inserts the
      // row and creates its partition); PostgreSQL aborts one of them, and that one tries again.
      await retryOnDeadlock(() => this.boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds, retryBackoff: true, expireInSeconds: 15 * 60 }));
      await this.boss.work<{ tick: string }>(job.name, { pollingIntervalSeconds: this.pollingIntervalSeconds, batchSize: 1 }, async ([run]) => {
        if (run) await job.handler(run.data.tick);
      });
      this.arm(job);
    }
  }

  private arm(job: JobDefinition): void {
    if (this.stopped) return;
    const now = this.clock();
    const due = nextRun(job, now);
    const timer = setTimeout(() => {
      const tick = tickKey(due);
      this.boss.send(job.name, { tick }, { singletonKey: tick, singletonSeconds: SINGLETON_SECONDS })
        .catch((err: unknown) => this.log.error({ err, job: job.name, tick }, 'could not queue job'))
        .finally(() => this.arm(job));
    }, Math.max(0, due - now));
    timer.unref();
    this.timers.set(job.name, timer);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
