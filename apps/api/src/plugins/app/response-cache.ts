import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_COOKIE } from '@spi/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { etagMatches, ResponseCache, strongEtag, type TagSnapshot } from '../../cache/response-cache';

/**
 * HTTP caching for the API, decided in one place (ADR 011):
 * - Routes that many readers ask for opt in with `config: { cache: { tags, ttlMs?, guestOnly? } }`: their
 *   200 responses are kept as bytes in an in-process LRU and served from an onRequest hook (no loading,
 *   no serializing). `guestOnly` routes (their answer depends on the viewer) are cached for requests
 *   without credentials only.
 * - Every change notified through `app.contentChangeNotifier` first drops the changed tags here, then
 *   in every other API process (a Redis channel, when REDIS_URL is set), then tells the web processes.
 * - Every 200 GET gets a strong ETag and answers 304 to a matching If-None-Match.
 * - Cache-Control: shared responses `public, max-age=0, s-maxage=60, stale-while-revalidate=300`;
 *   responses for a signed-in viewer `private, no-cache`; everything else (errors, writes) `no-store`.
 */

export interface RouteCacheConfig {
  /** Tags whose change makes the response stale ('articles', 'article:12', 'home', 'taxonomy', ...). */
  tags: (request: FastifyRequest) => string[];
  /** Backstop lifetime (default 300 s): for what changes without a notification (view counts, time). */
  ttlMs?: number;
  /** The answer depends on who asks: shared only for requests without credentials. */
  guestOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: RouteCacheConfig;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyRequest {
    /** Set by the onRequest hook of a cacheable route. */
    cacheState: { kind: 'hit' } | { kind: 'miss'; key: string; snapshot: TagSnapshot } | { kind: 'personal' } | null;
  }
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
export const NO_STORE = 'no-store';

const INVALIDATION_CHANNEL = 'cache-invalidate';

function hasCredentials(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization) || Boolean(request.cookies?.[ACCESS_TOKEN_COOKIE]);
}

function sendCached(reply: FastifyReply, request: FastifyRequest, cached: { body: Buffer; etag: string; contentType: string }, guestOnly: boolean) {
  reply.header('etag', cached.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('x-cache', 'HIT');
  if (guestOnly) reply.header('vary', 'Authorization, Cookie');
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.header('content-type', cached.contentType).send(cached.body);
}

export default fp(
  async (app) => {
    const cache = new ResponseCache({ maxBytes: app.config.responseCache.maxBytes });
    const enabled = app.config.responseCache.enabled;
    app.decorate('responseCache', cache);
    app.decorateRequest('cacheState', null);

    /** ETag, 304 and Cache-Control for a response that was not a cache hit; keeps a cacheable 200. */
    function decideHttpCaching(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
      const state = request.cacheState;
      const isGet = request.method === 'GET' || request.method === 'HEAD';
      if (!isGet || reply.statusCode !== 200) {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
        return payload;
      }
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams (media) set their own headers
      const etag = strongEtag(payload);
      reply.header('etag', etag);
      const config = request.routeOptions.config.cache;
      if (config && state?.kind !== 'personal') {
        reply.header('cache-control', PUBLIC_CACHE_CONTROL);
        if (config.guestOnly) reply.header('vary', 'Authorization, Cookie');
        if (enabled && state?.kind === 'miss') {
          const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
          cache.set(state.key, { body: Buffer.from(payload), etag, contentType }, state.snapshot, config.ttlMs);
          reply.header('x-cache', 'MISS');
        }
      } else if (!reply.hasHeader('cache-control')) {
        reply.header('cache-control', hasCredentials(request) ? PRIVATE_CACHE_CONTROL : NO_STORE);
      }
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    }

    // Callback-style hooks (no promise per request): a hit is answered here, before any other work.
    app.addHook('onRequest', (request, reply, done) => {
      const config = request.routeOptions.config.cache;
      if (!config || request.method !== 'GET') return done();
      if (config.guestOnly && hasCredentials(request)) {
        request.cacheState = { kind: 'personal' };
        return done();
      }
      const cached = enabled ? cache.get(request.url) : undefined;
      if (cached) {
        request.cacheState = { kind: 'hit' };
        sendCached(reply, request, cached, config.guestOnly === true);
        return;
      }
      request.cacheState = { kind: 'miss', key: request.url, snapshot: cache.snapshot(config.tags(request)) };
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      done(null, request.cacheState?.kind === 'hit' ? payload : decideHttpCaching(request, reply, payload));
    });

    // Several API processes: each drops the tags another one invalidated.
    const instanceId = randomUUID();
    const channel = `${app.config.redisKeyPrefix}${INVALIDATION_CHANNEL}`;
    let subscriber: Redis | null = null;
    if (app.redis) {
      subscriber = app.redis.duplicate();
      subscriber.on('error', (err: Error) => app.log.warn({ errName: err.name }, 'cache invalidation subscriber error'));
      subscriber.on('message', (_channel: string, message: string) => {
        try {
          const { from, tags } = JSON.parse(message) as { from: string; tags: string[] };
          if (from !== instanceId && Array.isArray(tags)) cache.invalidate(tags.map(String));
        } catch {
          app.log.warn('malformed cache invalidation message');
        }
      });
      await subscriber.subscribe(channel).catch((err: Error) => app.log.warn({ errName: err.name }, 'cache invalidation channel unavailable'));
      app.addHook('onClose', async () => {
        await subscriber?.quit().catch(() => subscriber?.disconnect());
      });
    }

    const web = app.contentChangeNotifier;
    app.contentChangeNotifier = {
      kind: web.kind,
      async notify(tags) {
        cache.invalidate(tags);
        if (app.redis) {
          await app.redis.publish(channel, JSON.stringify({ from: instanceId, tags })).catch((err: Error) => {
            app.log.warn({ errName: err.name, tags }, 'cache invalidation not published');
          });
        }
        await web.notify(tags);
      },
    };
  },
  { name: 'response-cache', dependencies: ['redis', 'cookie'], decorators: { fastify: ['config', 'contentChangeNotifier'] } },
);
