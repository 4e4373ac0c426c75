import type { BrowserOptions, ErrorEvent, browserTracingIntegration, replayIntegration } from '@sentry/browser';
import { setErrorCapture } from './capture';
import { redactForLog, stripSecretParams } from './redact';
import type { ObservabilityConfig } from './runtime-config';

/** Drops tokens, cookies, Authorization headers and payment fields from an event before it leaves. */
export function scrubBrowserEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    const { url, method } = event.request;
    event.request = { method, url: url ? stripSecretParams(url) : url };
  }
  if (event.extra) event.extra = redactForLog(event.extra) as Record<string, unknown>;
  if (event.contexts) event.contexts = redactForLog(event.contexts) as ErrorEvent['contexts'];
  if (event.user) event.user = { id: event.user.id };
  if (event.breadcrumbs) {
    event.breadcrumbs = event.breadcrumbs.map((crumb) => {
      const data = crumb.data ? redactForLog(crumb.data) as Record<string, unknown> : undefined;
      if (data && typeof data.url === 'string') data.url = stripSecretParams(data.url);
      if (data && typeof data.to === 'string') data.to = stripSecretParams(data.to);
      if (data && typeof data.from === 'string') data.from = stripSecretParams(data.from);
      return { ...crumb, data };
    });
  }
  return event;
}

/** The monitoring settings of spec section 9. */
export function browserSentryOptions(
  Sentry: { browserTracingIntegration: typeof browserTracingIntegration; replayIntegration: typeof replayIntegration },
  config: ObservabilityConfig,
): BrowserOptions {
  return {
    dsn: config.sentryDsn ?? undefined,
    environment: config.sentryEnvironment,
    release: config.sentryRelease ?? undefined,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true, minReplayDuration: 5000, maxReplayDuration: 3_600_000 }),
    ],
    beforeSend: (event) => scrubBrowserEvent(event),
  };
}

/** Loads @sentry/browser (its own chunk) only when a DSN is configured; otherwise reporting stays off. */
export async function initBrowserSentry(config: ObservabilityConfig): Promise<boolean> {
  if (!config.sentryDsn) {
    setErrorCapture(null);
    return false;
  }
  const Sentry = await import('@sentry/browser');
  Sentry.init(browserSentryOptions(Sentry, config));
  setErrorCapture((error, context) => {
    Sentry.captureException(error, context ? { extra: redactForLog(context) as Record<string, unknown> } : undefined);
  });
  return true;
}
