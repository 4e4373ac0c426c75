import { AppError, SOPHI_GUEST_IP_DAILY_QUOTA, SOPHI_RATE_PER_IP_PER_MINUTE, SOPHI_RATE_PER_USER_PER_MINUTE, sophiDailyQuota, type Principal, type SophiQuota } from '@spi/core';
import type { FastifyBaseLogger } from 'fastify';
import type { CounterStore } from '../../adapters/counter-store';
import type { Clock } from '../../auth/clock';
import { seoulDay, seoulDayStart } from '../../loaders/load-article-access';

const MINUTE_MS = 60_000;

/** The next midnight in Seoul after `now`, as an instant. */
export function nextSeoulMidnight(now: number): number {
  return seoulDayStart(seoulDay(now)).getTime() + 86_400_000;
}

export interface QuotaSubject {
  principal: Principal;
  /** The client address (every guest question from one address is capped). */
  ip: string;
  /** A guest's browser key (the spi-sophi-guest cookie): guests count per browser when they have one. */
  guestKey?: string | null;
}

/**
 * Sophi's daily quota by tier (`sophiDailyQuota`, per Seoul day: guests per IP, members per account)
 * and the per-minute rate limits per user and per IP, counted in the shared counter store. A store
 * failure fails open (logged), like the other limiters.
 */
export class SophiQuotaCounter {
  constructor(private readonly store: CounterStore, private readonly clock: Clock, private readonly log: FastifyBaseLogger) {}

  private dailyKey(subject: QuotaSubject, now: number): string {
    const who = subject.principal.userId ? `u:${subject.principal.userId}` : subject.guestKey ? `g:${subject.guestKey}` : `ip:${subject.ip}`;
    return `sophi:day:${seoulDay(now)}:${who}`;
  }

  private view(limit: number, used: number, now: number): SophiQuota {
    return { limit, used: Math.min(used, limit), remaining: Math.max(0, limit - used), resetsAt: new Date(nextSeoulMidnight(now)).toISOString() };
  }

  async status(subject: QuotaSubject): Promise<SophiQuota> {
    const now = this.clock();
    let used = 0;
    try {
      used = await this.store.get(this.dailyKey(subject, now));
    } catch (err) {
      this.log.warn({ errName: (err as Error).name }, 'sophi quota store unavailable');
    }
    return this.view(sophiDailyQuota(subject.principal), used, now);
  }

  /** Counts one question: SOPHI_RATE_LIMITED or SOPHI_QUOTA_EXCEEDED (429) when over; the quota after it otherwise. */
  async consume(subject: QuotaSubject): Promise<SophiQuota> {
    const now = this.clock();
    const limit = sophiDailyQuota(subject.principal);
    try {
      const perIp = await this.store.increment(`sophi:rate:ip:${subject.ip}`, MINUTE_MS);
      const perUser = subject.principal.userId ? await this.store.increment(`sophi:rate:u:${subject.principal.userId}`, MINUTE_MS) : 0;
      if (perIp > SOPHI_RATE_PER_IP_PER_MINUTE || perUser > SOPHI_RATE_PER_USER_PER_MINUTE) throw new AppError('SOPHI_RATE_LIMITED');
      const ttl = nextSeoulMidnight(now) - now;
      if (!subject.principal.userId && subject.guestKey) {
        const fromAddress = await this.store.increment(`sophi:day:${seoulDay(now)}:guests-at:${subject.ip}`, ttl);
        if (fromAddress > SOPHI_GUEST_IP_DAILY_QUOTA) throw new AppError('SOPHI_QUOTA_EXCEEDED');
      }
      const key = this.dailyKey(subject, now);
      const used = await this.store.increment(key, ttl);
      if (used > limit) throw new AppError('SOPHI_QUOTA_EXCEEDED');
      return this.view(limit, used, now);
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.log.warn({ errName: (err as Error).name }, 'sophi quota store unavailable; not enforcing the quota');
      return this.view(limit, 0, now);
    }
  }
}
