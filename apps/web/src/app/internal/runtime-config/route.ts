import { runtimeConfigFromEnv } from '@/lib/runtime-config';

export const dynamic = 'force-dynamic';

/**
 * GET /internal/runtime-config: the browser's runtime settings read from the web server's environment
 * at request time (SPI_SENTRY_DSN, SPI_SENTRY_ENVIRONMENT, SPI_SENTRY_RELEASE, SPI_GA4_ID, SPI_CLARITY_ID,
 * SPI_KAKAO_JS_KEY); see lib/runtime-config. Never cached: a changed environment applies on the next tab.
 */
export function GET(): Response {
  return Response.json(runtimeConfigFromEnv(process.env), { headers: { 'cache-control': 'no-store' } });
}
