import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API's security headers (ADR 028), fixed at start and set on the reply with the request id in one
 * synchronous onRequest hook. The API answers JSON, so it sends the headers that matter for an API
 * (the OWASP REST set): a CSP that forbids everything and every framing, `nosniff`, `DENY`,
 * `no-referrer`, a same-site resource policy for the web app on a sibling port, and HSTS in
 * production. The document-only headers helmet adds for HTML pages (COOP, Origin-Agent-Cluster, DNS
 * prefetch, download options, cross-domain policies, X-XSS-Protection) do nothing for JSON and are not
 * sent. The one HTML page, the OpenAPI reference under /api/docs, sets its own CSP (a header set later
 * on the reply replaces this one).
 */
export function apiSecurityHeaders(isProduction: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-site',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(isProduction ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

/** The security headers and `x-request-id`; app.ts also calls it for router errors, which skip onRequest. */
export function setBaseHeaders(headers: Record<string, string>, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.headers(headers).header('x-request-id', request.id);
}

export default fp<{ headers: Record<string, string> }>(
  async (app, { headers }) => {
    app.addHook('onRequest', (request, reply, done) => {
      setBaseHeaders(headers, request, reply);
      done();
    });
  },
  { name: 'security-headers' },
);
