import type { ErrorEvent } from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Sentry-compatible reporting of server errors (spec section 9, issue 14): off unless SENTRY_DSN is set.
 * The SDK is loaded only then, and runs as a client of its own (no global init, no auto-instrumentation),
 * so several apps in one process (tests) never share state. Events carry the method and the path only:
 * no cookies, no headers, no bodies, no query string, no user address.
 */
export interface ErrorMonitor {
  capture(error: unknown, request: FastifyRequest): void;
  /** Waits until queued events are sent (or the timeout passes). */
  flush(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const SECRET_KEYS = /authorization|cookie|token|password|secret|payment|card|billing/i;

/** Removes every request detail an event could carry apart from method and path. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    event.request = { method: event.request.method, url: event.request.url?.split('?')[0] };
  }
  if (event.user) event.user = { id: event.user.id };
  if (event.extra) {
    event.extra = Object.fromEntries(Object.entries(event.extra).filter(([key]) => !SECRET_KEYS.test(key)));
  }
  delete event.breadcrumbs;
  return event;
}

export async function createErrorMonitor(config: Pick<AppConfig, 'sentry'>): Promise<ErrorMonitor | null> {
  const { dsn, environment, release } = config.sentry;
  if (!dsn) return null;
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn,
    environment,
    release,
    tracesSampleRate: 1,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    beforeSend: (event) => scrubEvent(event),
  });
  client.init();
  return {
    capture(error, request) {
      const scope = new Sentry.Scope();
      scope.setClient(client);
      scope.setTag('route', request.routeOptions?.url ?? 'unknown');
      scope.addEventProcessor((event) => ({ ...event, request: { method: request.method, url: request.url.split('?')[0] } }));
      client.captureException(error, { mechanism: { type: 'fastify', handled: false } }, scope);
    },
    flush: async (timeoutMs = 2_000) => client.flush(timeoutMs),
    close: async () => {
      await client.close(2_000);
    },
  };
}
