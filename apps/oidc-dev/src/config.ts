import { isProviderId, type ProviderId } from './providers';

/** A registered relying party. The secret never leaves the server (not in pages, not in logs). */
export interface ClientConfig {
  provider: ProviderId;
  clientId: string;
  clientSecret: string;
  /** Compared exactly (string equality) with the `redirect_uri` of each request. */
  redirectUris: string[];
}

export const DEFAULT_CLIENTS: readonly ClientConfig[] = [
  {
    provider: 'kakao',
    clientId: 'spi-local-kakao',
    clientSecret: 'spi-local-kakao-secret',
    redirectUris: ['http://localhost:3000/api/auth/kakao/callback'],
  },
  {
    provider: 'google',
    clientId: 'spi-local-google',
    clientSecret: 'spi-local-google-secret',
    redirectUris: ['http://localhost:3000/api/auth/google/callback'],
  },
];

export const DEFAULT_PORT = 4001;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_BASE_URL = 'http://localhost:4001';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface OidcDevConfig {
  port: number;
  host: string;
  /** Public base URL without a trailing slash; the issuers are `${baseUrl}/kakao` and `${baseUrl}/google`. */
  baseUrl: string;
  clients: ClientConfig[];
  /** JSON file for accounts created through the UI; undefined keeps them in memory. */
  dataFile: string | undefined;
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates a base URL (http or https, no query or fragment) and drops any trailing slash. */
export function normalizeBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`OIDC_DEV_BASE_URL is not an absolute URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('OIDC_DEV_BASE_URL must be http or https');
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError('OIDC_DEV_BASE_URL must not contain credentials, a query or a fragment');
  }
  return url.href.replace(/\/+$/, '');
}

function isRedirectUri(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    const url = new URL(value);
    return url.hash === '' && !value.includes('#') && url.protocol !== 'javascript:' && url.protocol !== 'data:';
  } catch {
    return false;
  }
}

/** Checks a list of clients (as parsed from OIDC_DEV_CLIENTS) and returns typed copies. */
export function validateClients(value: unknown): ClientConfig[] {
  if (!Array.isArray(value) || value.length === 0) throw new ConfigError('OIDC_DEV_CLIENTS must be a non-empty JSON array');
  const seen = new Set<string>();
  return value.map((entry: unknown, index) => {
    const where = `OIDC_DEV_CLIENTS[${index}]`;
    if (typeof entry !== 'object' || entry === null) throw new ConfigError(`${where} must be an object`);
    const { provider, clientId, clientSecret, redirectUris } = entry as Record<string, unknown>;
    if (!isProviderId(provider)) throw new ConfigError(`${where}.provider must be "kakao" or "google"`);
    if (typeof clientId !== 'string' || clientId.trim() === '') throw new ConfigError(`${where}.clientId must be a non-empty string`);
    if (typeof clientSecret !== 'string' || clientSecret === '') throw new ConfigError(`${where}.clientSecret must be a non-empty string`);
    if (!Array.isArray(redirectUris) || redirectUris.length === 0 || !redirectUris.every(isRedirectUri)) {
      throw new ConfigError(`${where}.redirectUris must be a non-empty array of absolute URLs without a fragment`);
    }
    if (seen.has(clientId)) throw new ConfigError(`${where}.clientId ${JSON.stringify(clientId)} is listed twice`);
    seen.add(clientId);
    return { provider, clientId, clientSecret, redirectUris: [...(redirectUris as string[])] };
  });
}

/** Parses OIDC_DEV_CLIENTS; an empty or unset value gives the default clients. */
export function parseClients(json: string | undefined): ClientConfig[] {
  if (json === undefined || json.trim() === '') return DEFAULT_CLIENTS.map((client) => ({ ...client, redirectUris: [...client.redirectUris] }));
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    // The message of a JSON.parse error may quote the input, secrets included: keep it out.
    throw new ConfigError('OIDC_DEV_CLIENTS is not valid JSON');
  }
  return validateClients(parsed);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`OIDC_DEV_PORT is not a port number: ${JSON.stringify(value)}`);
  return port;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value.trim() === '') return 'info';
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new ConfigError(`OIDC_DEV_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level as LogLevel;
}

/** Reads the configuration from the environment (OIDC_DEV_*), with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): OidcDevConfig {
  const dataFile = env.OIDC_DEV_DATA_FILE?.trim();
  return {
    port: parsePort(env.OIDC_DEV_PORT),
    host: env.OIDC_DEV_HOST?.trim() || DEFAULT_HOST,
    baseUrl: normalizeBaseUrl(env.OIDC_DEV_BASE_URL?.trim() || DEFAULT_BASE_URL),
    clients: parseClients(env.OIDC_DEV_CLIENTS),
    dataFile: dataFile ? dataFile : undefined,
    logLevel: parseLogLevel(env.OIDC_DEV_LOG_LEVEL),
  };
}
