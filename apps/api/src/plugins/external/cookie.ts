import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Parses request cookies and adds reply.setCookie; the CSRF pair and the session use it. */
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
