import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The API serves JSON, so its CSP forbids everything; the one HTML page, the
 * OpenAPI reference under /api/docs, gets its own policy from the swagger plugin (a header set on the reply
 * replaces the one set here).
 *
 * Helmet itself, built once: @fastify/helmet builds a new helmet middleware (parsing the CSP directives again)
 * on every request, which a CPU profile of a cached endpoint showed at about 8 % of the API's time. No route
 * here needs per-route helmet options or CSP nonces, which are what that plugin adds.
 */
export default fp(
  async (app) => {
    const setHeaders = helmet({
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
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'helmet', decorators: { fastify: ['config'] } },
);
