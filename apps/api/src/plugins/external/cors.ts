import cors from '@fastify/cors';
import { CSRF_HEADER } from '@spi/core';
import fp from 'fastify-plugin';

/**
 * CORS is closed unless CORS_ORIGINS lists an origin: no Access-Control-Allow-Origin is sent for any
 * other caller. Credentials are allowed because the web client sends cookies (spec section 7).
 */
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      origin: allowed.size === 0 ? false : (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'RefreshToken', CSRF_HEADER],
      maxAge: 600,
    });
  },
  { name: 'cors', decorators: { fastify: ['config'] } },
);
