import { observabilityConfigFromEnv, type ObservabilityConfig } from './observability/runtime-config';

/**
 * Browser settings known only at run time (never inlined at build): served by GET /internal/runtime-config
 * (app/internal/runtime-config/route.ts) from the web server's environment, because public pages are
 * prerendered where the root layout would read the build machine's environment. Every value is public by
 * design: a Sentry DSN, a GA4 measurement id, a Clarity project id and the Kakao JavaScript key (restricted
 * to the site's registered domains in the Kakao console) all end up in the browser anyway.
 */
export interface RuntimeConfig extends ObservabilityConfig {
  /** SPI_KAKAO_JS_KEY: the K share button uses the Kakao SDK with it, the share sheet or copy link without. */
  kakaoJsKey: string | null;
}

export const RUNTIME_CONFIG_PATH = '/internal/runtime-config';
const STORAGE_KEY = 'spi-runtime-config';

const clean = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Reads the settings from an environment (server side: the route). */
export function runtimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  return { ...observabilityConfigFromEnv(env), kakaoJsKey: clean(env.SPI_KAKAO_JS_KEY) };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** A config from the wire or from storage, or null when it is not one (a stale or tampered entry). */
export function parseRuntimeConfig(body: unknown): RuntimeConfig | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  return {
    sentryDsn: text(b.sentryDsn),
    sentryEnvironment: text(b.sentryEnvironment) ?? 'production',
    sentryRelease: text(b.sentryRelease),
    ga4Id: text(b.ga4Id),
    clarityId: text(b.clarityId),
    kakaoJsKey: text(b.kakaoJsKey),
  };
}

let pending: Promise<RuntimeConfig | null> | null = null;

function readStored(): RuntimeConfig | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? parseRuntimeConfig(JSON.parse(stored)) : null;
  } catch {
    return null; // storage blocked or an unreadable entry
  }
}

async function fetchConfig(): Promise<RuntimeConfig | null> {
  const stored = readStored();
  if (stored) return stored;
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } });
    const config = response.ok ? parseRuntimeConfig(await response.json()) : null;
    if (config) {
      try { sessionStorage.setItem(STORAGE_KEY, JSON.stringify(config)); } catch { /* storage blocked */ }
    }
    return config;
  } catch {
    return null;
  }
}

/**
 * The runtime settings, fetched once per tab (kept in sessionStorage; concurrent callers share one
 * request). Null when they cannot be read: every user then behaves as if nothing were configured, and
 * the next call tries again.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig | null> {
  pending ??= fetchConfig().then((config) => {
    if (!config) pending = null;
    return config;
  });
  return pending;
}

/** Forgets the cached settings, in memory and in sessionStorage (tests). */
export function resetRuntimeConfigForTests(): void {
  pending = null;
  try { sessionStorage.removeItem(STORAGE_KEY); } catch { /* storage blocked */ }
}
