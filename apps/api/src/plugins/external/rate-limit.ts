import rateLimit from '@fastify/rate-limit';
import { AppError } from '@spi/core';
import fp from 'fastify-plugin';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`). The limiter throws an AppError so the
 * shared error handler answers with the 429 envelope. With REDIS_URL the counters live in Redis, so
 * several API processes share one limit per client IP; otherwise each process counts in memory.
 * A Redis outage lets requests through (skipOnError) rather than taking sign-in down with it.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
      ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisKeyPrefix}rl:`, skipOnError: true } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
