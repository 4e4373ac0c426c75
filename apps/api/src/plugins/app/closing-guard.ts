import { errorEnvelope } from '@spi/core';
import fp from 'fastify-plugin';

/**
 * Shutdown behaviour. Once close() starts:
 * - requests that still arrive (on an open keep-alive socket) get 503 in the error envelope, since
 *   Fastify's own return503OnClosing body is not the envelope (it is turned off in app.ts);
 * - in-flight requests finish normally, but answer with `Connection: close`, so their keep-alive
 *   socket does not hold server.close() open until the keep-alive timeout.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Callback-style hooks: they run on every request, and an async hook costs a promise each time.
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done();
      reply.code(503).send(errorEnvelope('SERVICE_UNAVAILABLE'));
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'closing-guard' },
);
