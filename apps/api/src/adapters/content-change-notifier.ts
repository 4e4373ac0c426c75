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

/** The cache tags of one article's change: lists, the home page and the article page. */
export function articleChangeTags(articleId: number): string[] {
  return ['articles', 'home', `article:${articleId}`];
}

export const REVALIDATE_PATH = '/internal/revalidate';
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
const TIMEOUT_MS = 2000;

/** POST `${origin}/internal/revalidate` with the shared secret and `{ tags }` (the web's route handler). */
export function createWebNotifier(origin: string, secret: string, log: FastifyBaseLogger, fetchImpl: typeof fetch = fetch): ContentChangeNotifier {
  const url = `${origin.replace(/\/+$/, '')}${REVALIDATE_PATH}`;
  return {
    kind: 'web',
    async notify(tags) {
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: secret },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) log.warn({ tags, status: response.status }, 'web revalidation rejected');
      } catch (err) {
        log.warn({ tags, err }, 'web revalidation failed');
      }
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
  config: { webInternalOrigin: string; revalidateSecret: string | undefined },
  log: FastifyBaseLogger,
): ContentChangeNotifier {
  return config.revalidateSecret ? createWebNotifier(config.webInternalOrigin, config.revalidateSecret, log) : createLogNotifier(log);
}
