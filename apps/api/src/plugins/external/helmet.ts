import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The API serves JSON, so its CSP forbids everything; the one HTML page, the
 * OpenAPI reference under /api/docs, gets its own policy from the swagger plugin.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      // The web app on a sibling port is the same site; let it load API resources.
      crossOriginResourcePolicy: { policy: 'same-site' },
      frameguard: { action: 'deny' },
      hsts: app.config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
  },
  { name: 'helmet', decorators: { fastify: ['config'] } },
);
