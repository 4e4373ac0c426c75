/**
 * Observability settings known only at run time (never inlined at build): part of the runtime config
 * served by GET /internal/runtime-config (lib/runtime-config). Values are public by design (a Sentry DSN,
 * a GA4 measurement id and a Clarity project id end up in the browser anyway).
 */
export interface ObservabilityConfig {
  sentryDsn: string | null;
  sentryEnvironment: string;
  sentryRelease: string | null;
  ga4Id: string | null;
  clarityId: string | null;
}

const clean = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Reads the settings from an environment (server side). */
export function observabilityConfigFromEnv(env: Record<string, string | undefined>): ObservabilityConfig {
  return {
    sentryDsn: clean(env.SPI_SENTRY_DSN),
    sentryEnvironment: clean(env.SPI_SENTRY_ENVIRONMENT) ?? env.NODE_ENV ?? 'production',
    sentryRelease: clean(env.SPI_SENTRY_RELEASE),
    ga4Id: clean(env.SPI_GA4_ID),
    clarityId: clean(env.SPI_CLARITY_ID),
  };
}

/** True when a third-party tool needs the visitor's consent. */
export const needsConsent = (config: ObservabilityConfig): boolean => Boolean(config.ga4Id || config.clarityId);
