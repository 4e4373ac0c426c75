import type { FastifyBaseLogger } from 'fastify';

/**
 * Tells the web app which cached pages to rebuild after content changed (publish, unpublish, an edit
 * of a published article, a scheduled publish). `notify` never throws and never blocks a response for
 * long: revalidation is best effort, the pages' own cache lifetime is the backstop.
 */
export interface ContentChangeNotifier {
  readonly kind: 'web' | 'log' | (string & {});
  notify(tags: string[]): Promise<void>;
}

export { articleChangeTags } from '../cache/content-tags';

export const REVALIDATE_PATH = '/internal/revalidate';
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
const TIMEOUT_MS = 2000;

/**
 * POST `${origin}/internal/revalidate` with the shared secret and `{ tags }` (the web's route handler) to
 * every web process at once: each keeps its own page cache.
 */
export function createWebNotifier(origins: string | string[], secret: string, log: FastifyBaseLogger, fetchImpl: typeof fetch = fetch): ContentChangeNotifier {
  const urls = [origins].flat().map((origin) => `${origin.replace(/\/+$/, '')}${REVALIDATE_PATH}`);
  const notifyOne = async (url: string, tags: string[]) => {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: secret },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) log.warn({ tags, url, status: response.status }, 'web revalidation rejected');
    } catch (err) {
      log.warn({ tags, url, err }, 'web revalidation failed');
    }
  };
  return {
    kind: 'web',
    async notify(tags) {
      await Promise.all(urls.map((url) => notifyOne(url, tags)));
    },
  };
}

/** Local stand-in when no secret is configured: the change shows up in the log. */
export function createLogNotifier(log: FastifyBaseLogger): ContentChangeNotifier {
  return {
    kind: 'log',
    async notify(tags) {
      log.info({ tags }, 'content changed');
    },
  };
}

export function createContentChangeNotifier(
  config: { webInternalOrigins: string[]; revalidateSecret: string | undefined },
  log: FastifyBaseLogger,
): ContentChangeNotifier {
  return config.revalidateSecret ? createWebNotifier(config.webInternalOrigins, config.revalidateSecret, log) : createLogNotifier(log);
}
