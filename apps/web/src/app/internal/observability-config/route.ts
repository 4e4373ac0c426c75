import { observabilityConfigFromEnv } from '@/lib/observability/runtime-config';

export const dynamic = 'force-dynamic';

/**
 * GET /internal/observability-config: Sentry DSN, GA4 and Clarity ids read from the web server's
 * environment at run time (SPI_SENTRY_DSN, SPI_SENTRY_ENVIRONMENT, SPI_SENTRY_RELEASE, SPI_GA4_ID,
 * SPI_CLARITY_ID). Served here rather than from the root layout because public pages are prerendered,
 * where the layout would read the build machine's environment.
 */
export function GET(): Response {
  return Response.json(observabilityConfigFromEnv(process.env), { headers: { 'cache-control': 'no-store' } });
}
