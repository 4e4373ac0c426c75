import { AppError } from '@spi/core';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../../adapters/counter-store';

/** Repeated failures from one IP within the window lock that IP out of the scope for a while. */
export const FAILURE_LOCK = { maxFailures: 5, windowMs: 10 * 60 * 1000, lockMs: 15 * 60 * 1000 } as const;

export type FailureScope = 'refresh' | 'find_emails';

export class FailureLock {
  constructor(private readonly store: CounterStore, private readonly log: FastifyBaseLogger) {}

  /** 429 ACCOUNT_LOCKED while the subject (an IP) is locked out of the scope. */
  async assertNotLocked(scope: FailureScope, subject: string): Promise<void> {
    let locked = false;
    try {
      locked = (await this.store.get(`lock:${scope}:${subject}`)) > 0;
    } catch (err) {
      this.log.warn({ errName: (err as Error).name, scope }, 'failure lock store unavailable; not enforcing the lock');
    }
    if (locked) throw new AppError('ACCOUNT_LOCKED');
  }

  /** Counts one failure; the one that reaches the limit sets the lock. */
  async recordFailure(scope: FailureScope, subject: string): Promise<void> {
    try {
      const failures = await this.store.increment(`fail:${scope}:${subject}`, FAILURE_LOCK.windowMs);
      if (failures >= FAILURE_LOCK.maxFailures) {
        await this.store.set(`lock:${scope}:${subject}`, 1, FAILURE_LOCK.lockMs);
        await this.store.delete(`fail:${scope}:${subject}`);
        this.log.warn({ scope, failures }, 'too many failures: temporary lock set');
      }
    } catch (err) {
      this.log.warn({ errName: (err as Error).name, scope }, 'failure lock store unavailable; failure not counted');
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    counterStore: CounterStore;
    failureLock: FailureLock;
  }
}

/** Failure counters and locks: in Redis when configured (shared by every process), else in memory. */
export default fp<{ store?: CounterStore }>(
  async (app, options) => {
    const store = options.store ?? (app.redis ? new RedisCounterStore(app.redis, `${app.config.redisKeyPrefix}ctr:`) : new MemoryCounterStore(app.clock));
    app.decorate('counterStore', store);
    app.decorate('failureLock', new FailureLock(store, app.log));
  },
  { name: 'abuse-guard', dependencies: ['redis'], decorators: { fastify: ['clock', 'config'] } },
);
