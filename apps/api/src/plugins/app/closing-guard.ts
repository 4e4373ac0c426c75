import { errorEnvelope } from '@spi/core';
import fp from 'fastify-plugin';

/**
 * While the server drains on shutdown, requests that still arrive get 503 in the error envelope
 * (Fastify's own return503OnClosing body is not the envelope, so it is turned off in app.ts).
 * In-flight requests are untouched and finish normally.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      reply.header('connection', 'close');
      return reply.code(503).send(errorEnvelope('SERVICE_UNAVAILABLE'));
    });
  },
  { name: 'closing-guard' },
);
