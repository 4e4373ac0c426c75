import { AppError } from '@spi/core';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD url` of every write route that opted out of the CSRF pair (`config: { csrf: false }`). */
    csrfOptOuts: ReadonlySet<string>;
  }
}

/**
 * The order every request is checked in, for every route at once (no route repeats it):
 * 1. authentication — a route whose OpenAPI `security` has no anonymous option (`{}`) needs a signed-in
 *    user: without valid credentials it answers 401, whatever its body (onRequest, before parsing);
 * 2. the CSRF pair — routes with `config: { csrf: true }` (onRequest, after 1);
 * 3. input sanity — a NUL character or a lone UTF-16 surrogate in a path, query or body string answers
 *    400 before validation (PostgreSQL cannot store them; they are never meaningful input);
 * 4. validation — the route's zod schemas (Fastify).
 */

const MESSAGE = '허용되지 않는 문자(NUL 또는 깨진 유니코드)가 포함되어 있습니다.';
// NUL, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;

/** The path (e.g. `body.title`) of the first string holding a forbidden character, or null. */
export function findForbiddenText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || ArrayBuffer.isView(value) || value instanceof Date) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenText(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return null; // streams (uploads)
  for (const [key, item] of Object.entries(value)) {
    const found = FORBIDDEN.test(key) ? `${path}.${key}` : findForbiddenText(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when any of the route's methods changes state. */
export function isWriteRoute(method: string | string[]): boolean {
  return [method].flat().some((m) => UNSAFE_METHODS.has(m.toUpperCase()));
}

/**
 * CSRF is on by default for writes: only an explicit `csrf: false` turns it off. `csrf: true` on a
 * read-only route is still honoured (it never fires for safe methods, see csrf.ts).
 */
export function needsCsrfPair(method: string | string[], csrf: boolean | undefined): boolean {
  if (csrf === false) return false;
  return csrf === true || isWriteRoute(method);
}

/** True when the route's OpenAPI security has no anonymous alternative. */
export function requiresUser(security: unknown): boolean {
  return Array.isArray(security) && security.length > 0 && !security.some((option) => option && typeof option === 'object' && Object.keys(option).length === 0);
}

export default fp(
  async (app) => {
    const optOuts = new Set<string>();
    app.decorate('csrfOptOuts', optOuts);

    app.addHook('onRoute', (route) => {
      const needsUser = requiresUser((route.schema as { security?: unknown } | undefined)?.security);
      const needsCsrf = needsCsrfPair(route.method, route.config?.csrf);
      if (route.config?.csrf === false && isWriteRoute(route.method)) {
        for (const method of [route.method].flat()) if (UNSAFE_METHODS.has(method.toUpperCase())) optOuts.add(`${method.toUpperCase()} ${route.url}`);
      }
      if (!needsUser && !needsCsrf) return;
      const guard: onRequestAsyncHookHandler = async (request: FastifyRequest, reply) => {
        if (needsUser) await app.requireUser(request);
        if (needsCsrf) await app.requireCsrf.call(app, request, reply);
      };
      route.onRequest = [guard, ...(route.onRequest ? [route.onRequest].flat() : [])];
    });

    app.addHook('preValidation', async (request) => {
      const found = findForbiddenText(request.params, 'path') ?? findForbiddenText(request.query, 'query') ?? findForbiddenText(request.body, 'body');
      if (found) throw new AppError('VALIDATION_FAILED', MESSAGE, { field: found });
    });
  },
  { name: 'route-guards', dependencies: ['auth', 'csrf'], decorators: { fastify: ['requireUser', 'requireCsrf'] } },
);
