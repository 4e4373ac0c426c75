import type { Redis } from 'ioredis';
import type { Clock } from '../auth/clock';

/**
 * Expiring counters shared by every API process: failure counts and temporary locks. The memory
 * adapter serves one process (development, tests); the Redis adapter is chosen when REDIS_URL is set.
 */
export interface CounterStore {
  readonly kind: 'memory' | 'redis';
  /** Adds one and returns the new count. The window (TTL) starts with the first increment. */
  increment(key: string, windowMs: number): Promise<number>;
  /** The current count, 0 when missing or expired. */
  get(key: string): Promise<number>;
  /** Sets a value that expires after ttlMs. */
  set(key: string, value: number, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

const MAX_MEMORY_ENTRIES = 50_000;

export class MemoryCounterStore implements CounterStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();

  constructor(private readonly clock: Clock = Date.now) {}

  private live(key: string): { value: number; expiresAt: number } | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    if (this.entries.size < MAX_MEMORY_ENTRIES) return;
    const now = this.clock();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full (a flood of distinct keys): drop the oldest insertions rather than grow without bound.
    for (const key of this.entries.keys()) {
      if (this.entries.size < MAX_MEMORY_ENTRIES) break;
      this.entries.delete(key);
    }
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const entry = this.live(key);
    if (entry) {
      entry.value += 1;
      return entry.value;
    }
    this.prune();
    this.entries.set(key, { value: 1, expiresAt: this.clock() + windowMs });
    return 1;
  }

  async get(key: string): Promise<number> {
    return this.live(key)?.value ?? 0;
  }

  async set(key: string, value: number, ttlMs: number): Promise<void> {
    this.prune();
    this.entries.set(key, { value, expiresAt: this.clock() + ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

/** INCR and, for a new key, PEXPIRE in one atomic step. */
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return current`;

export class RedisCounterStore implements CounterStore {
  readonly kind = 'redis';

  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const result = await this.redis.eval(INCREMENT_SCRIPT, 1, this.prefix + key, String(Math.max(1, Math.round(windowMs))));
    return Number(result);
  }

  async get(key: string): Promise<number> {
    const value = await this.redis.get(this.prefix + key);
    return value === null ? 0 : Number(value);
  }

  async set(key: string, value: number, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, String(value), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
