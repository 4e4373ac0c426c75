import rateLimit from '@fastify/rate-limit';
import { AppError } from '@spi/core';
import fp from 'fastify-plugin';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`). The limiter throws an AppError so the
 * shared error handler answers with the 429 envelope.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  },
  { name: 'rate-limit' },
);
