import type { DbHandle } from '@spi/db';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database handle (PGlite or PostgreSQL). Its owner, server.ts or a test, closes it. */
    db: DbHandle;
  }
}

export default fp<{ handle: DbHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle);
  },
  { name: 'db' },
);
