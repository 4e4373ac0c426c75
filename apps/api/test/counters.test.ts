import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_COOKIE } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../src/adapters/counter-store';
import type { ApiApp } from '../src/app';
import { FAILURE_LOCK } from '../src/plugins/app/abuse-guard';
import { csrfCookies, csrfHeaders } from './factories';
import { buildTestApp, createTestDb, FakeClock } from './helpers';
import { localProviderConfig } from './oidc-flow';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** The CounterStore contract, run against each adapter. */
function counterStoreContract(name: string, make: () => { store: CounterStore; advance: (ms: number) => Promise<void> }) {
  describe(`${name} counter store`, () => {
    it('counts within a window that starts at the first increment, then forgets', async () => {
      const { store, advance } = make();
      const key = `k-${randomUUID()}`;
      expect(await store.get(key)).toBe(0);
      expect(await store.increment(key, 200)).toBe(1);
      expect(await store.increment(key, 200)).toBe(2);
      expect(await store.get(key)).toBe(2);
      await advance(300);
      expect(await store.get(key)).toBe(0);
      expect(await store.increment(key, 200)).toBe(1);
    });

    it('sets expiring values and deletes them', async () => {
      const { store, advance } = make();
      const key = `lock-${randomUUID()}`;
      await store.set(key, 1, 200);
      expect(await store.get(key)).toBe(1);
      await store.delete(key);
      expect(await store.get(key)).toBe(0);
      await store.set(key, 1, 100);
      await advance(200);
      expect(await store.get(key)).toBe(0);
    });
  });
}

counterStoreContract('memory', () => {
  const clock = new FakeClock();
  return { store: new MemoryCounterStore(clock.now), advance: async (ms) => clock.advance(ms) };
});

describe.skipIf(!REDIS_URL)('with Redis (TEST_REDIS_URL)', () => {
  const prefix = `spi-test:${randomUUID()}:`;
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  counterStoreContract('redis', () => ({ store: new RedisCounterStore(redis, prefix), advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }));

  describe('two API instances sharing Redis', () => {
    let db: DbHandle;
    let first: ApiApp;
    let second: ApiApp;

    beforeAll(async () => {
      db = await createTestDb('pglite');
      // An unreachable provider: sign-in start answers its error redirect fast, still counted by the limiter.
      const config = { ...localProviderConfig('http://127.0.0.1:9'), redisUrl: REDIS_URL, redisKeyPrefix: prefix };
      first = await buildTestApp({ db, config });
      second = await buildTestApp({ db, config });
    });
    afterAll(async () => {
      await first.close();
      await second.close();
      await db.close();
    });

    it('share one rate limit per IP: the 11th sign-in start in a minute is 429 wherever it lands', async () => {
      expect(first.redis).not.toBeNull();
      const ip = '10.20.0.1';
      const start = (app: ApiApp) => app.inject({ method: 'GET', url: '/api/auth/kakao/start', remoteAddress: ip });
      for (let i = 0; i < 10; i++) expect((await start(i % 2 ? first : second)).statusCode).toBe(302);
      const eleventh = await start(first);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().error.code).toBe('RATE_LIMITED');
      expect((await start(second)).statusCode).toBe(429);
      expect((await first.inject({ method: 'GET', url: '/api/auth/kakao/start', remoteAddress: '10.20.0.2' })).statusCode).toBe(302);
    });

    it('share the failure lock: failed refreshes on one instance lock the IP on the other', async () => {
      const ip = '10.20.0.3';
      const refresh = (app: ApiApp) =>
        app.inject({ method: 'POST', url: '/api/auth/refresh', remoteAddress: ip, cookies: { ...csrfCookies, [REFRESH_TOKEN_COOKIE]: randomUUID().replace(/-/g, '').padEnd(43, 'x') }, headers: csrfHeaders });
      for (let i = 0; i < FAILURE_LOCK.maxFailures; i++) expect((await refresh(i % 2 ? first : second)).json().error.code).toBe('REFRESH_TOKEN_INVALID');
      for (const app of [first, second]) {
        const locked = await refresh(app);
        expect(locked.statusCode).toBe(429);
        expect(locked.json().error.code).toBe('ACCOUNT_LOCKED');
      }
      const ttl = await redis.pttl(`${prefix}ctr:lock:refresh:${ip}`);
      expect(ttl).toBeGreaterThan(FAILURE_LOCK.lockMs - 60_000);
    });
  });
});

describe('failure lock in memory', () => {
  it('locks after 5 failed refreshes from one IP within 10 minutes and unlocks after 15', async () => {
    const db = await createTestDb('pglite');
    const clock = new FakeClock();
    const app = await buildTestApp({ db, clock: clock.now });
    const refresh = (ip: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', remoteAddress: ip, cookies: { ...csrfCookies, [REFRESH_TOKEN_COOKIE]: 'u'.repeat(43) }, headers: csrfHeaders });
    for (let i = 0; i < 4; i++) {
      expect((await refresh('10.30.0.1')).json().error.code).toBe('REFRESH_TOKEN_INVALID');
      clock.advance(60_000);
    }
    expect((await refresh('10.30.0.1')).json().error.code).toBe('REFRESH_TOKEN_INVALID');
    const locked = await refresh('10.30.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: { code: 'ACCOUNT_LOCKED', message: '실패한 시도가 많아 잠시 잠겼습니다. 잠시 후 다시 시도해 주세요.' } });
    expect((await refresh('10.30.0.2')).json().error.code).toBe('REFRESH_TOKEN_INVALID');
    clock.advance(FAILURE_LOCK.lockMs + 1000);
    expect((await refresh('10.30.0.1')).json().error.code).toBe('REFRESH_TOKEN_INVALID');

    // Failures spread over more than the window do not add up.
    for (let i = 0; i < 8; i++) {
      expect((await refresh('10.30.0.3')).json().error.code).toBe('REFRESH_TOKEN_INVALID');
      clock.advance(3 * 60_000);
    }
    await app.close();
    await db.close();
  });

  it('does not count a missing refresh cookie (a guest) as a failure', async () => {
    const db = await createTestDb('pglite');
    const app = await buildTestApp({ db });
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: csrfCookies, headers: csrfHeaders });
      expect(res.json().error.code).toBe('REFRESH_TOKEN_INVALID');
    }
    await app.close();
    await db.close();
  });
});
