import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TossError, tossError } from '../errors';
import { isTimeoutCode, TIMEOUT_AFTER_COMMIT, TIMEOUT_BEFORE_COMMIT, type ForcedPath } from '../forced-errors';
import { parseIdempotencyKey, requestFingerprint, type ApiResult } from '../idempotency';
import type { ForcedError } from '../payments';
import type { RouteContext } from './context';

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** `Authorization: Basic base64(secretKey + ":")`, compared in constant time. */
export function authorized(header: string | undefined, secretKey: string): boolean {
  if (header === undefined) return false;
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return timingSafeEqual(sha256(decoded), sha256(`${secretKey}:`));
}

/** Every /v1 call must carry the secret key; checked before the body is even read. */
export function registerAuth(app: FastifyInstance, context: RouteContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/') && request.url !== '/v1') return;
    if (authorized(request.headers.authorization, context.secretKey)) return;
    request.log.info('request with a missing or wrong secret key');
    const error = tossError('UNAUTHORIZED_KEY');
    return reply.status(error.status).header('www-authenticate', 'Basic realm="tosspayments"').send(error.toBody());
  });
}

export interface TossRouteOptions {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  /** Which forced errors apply. */
  forced: ForcedPath;
  /**
   * Runs the call. `forced` is set only for a charge forced to decline (a 4xx code), which the charge
   * records as an ABORTED payment; every other forced error is answered here.
   */
  handler: (request: FastifyRequest, forced: ForcedError | undefined) => ApiResult | Promise<ApiResult>;
}

function errorResult(error: TossError): ApiResult {
  return { status: error.status, body: error.toBody() };
}

/**
 * A Toss API route: forced errors, Idempotency-Key on POST (replay, body mismatch, waiting for a
 * request in flight), Toss-shaped errors, and the dropped connections of the forced timeouts.
 */
export function registerTossRoute(app: FastifyInstance, context: RouteContext, options: TossRouteOptions): void {
  const run = async (request: FastifyRequest): Promise<ApiResult> => {
    const forced = context.forcedErrors.take(options.forced);
    try {
      if (forced?.code === TIMEOUT_BEFORE_COMMIT) return { status: 0, body: null, destroy: true };
      if (forced?.code === TIMEOUT_AFTER_COMMIT) return { ...(await options.handler(request, undefined)), destroy: true };
      if (forced && !isTimeoutCode(forced.code)) {
        const decline = options.forced === 'charge' && forced.status < 500;
        if (!decline) return { status: forced.status, body: { code: forced.code, message: forced.message } };
        return await options.handler(request, forced);
      }
      return await options.handler(request, undefined);
    } catch (error) {
      if (error instanceof TossError) {
        if (forced?.code === TIMEOUT_AFTER_COMMIT) return { ...errorResult(error), destroy: true };
        return errorResult(error);
      }
      throw error;
    }
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    let result: ApiResult & { replayed?: boolean };
    try {
      const key = options.method === 'POST' ? parseIdempotencyKey(request.headers['idempotency-key']) : undefined;
      if (key === undefined) {
        result = await run(request);
      } else {
        const path = request.url.split('?')[0] ?? request.url;
        result = await context.idempotency.run(context.idempotencyScope, key, requestFingerprint(options.method, path, request.body), () => run(request));
      }
    } catch (error) {
      if (!(error instanceof TossError)) throw error;
      result = errorResult(error);
    }

    if (result.destroy) {
      request.log.info({ forced: 'timeout' }, 'connection dropped on purpose (forced timeout)');
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (result.replayed) reply.header('x-pay-dev-idempotent-replay', 'true');
    return reply.status(result.status).header('cache-control', 'no-store').send(result.body);
  };

  app.route({ method: options.method, url: options.url, handler });
}
