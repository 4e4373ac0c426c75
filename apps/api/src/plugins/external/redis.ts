import { Redis } from 'ioredis';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state across API processes (rate limits, failure counters); null without REDIS_URL. */
    redis: Redis | null;
  }
}

/**
 * Connects to REDIS_URL when set. Commands fail fast instead of queueing for ever while Redis is down,
 * so the limiters can fail open (see rate-limit.ts and abuse-guard.ts) rather than hang requests.
 */
export default fp(
  async (app) => {
    if (!app.config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: true, lazyConnect: true });
    redis.on('error', (err: Error) => app.log.warn({ errName: err.name }, 'redis connection error'));
    try {
      await redis.connect();
    } catch (err) {
      app.log.warn({ errName: (err as Error).name }, 'redis is not reachable yet; retrying in the background');
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', decorators: { fastify: ['config'] } },
);
