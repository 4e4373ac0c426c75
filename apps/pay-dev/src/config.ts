import { webhookSecretKey } from './standard-webhooks';

export const DEFAULT_PORT = 4002;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_BASE_URL = 'http://localhost:4002';
export const DEFAULT_SECRET_KEY = 'test_sk_spi_local';
export const DEFAULT_CLIENT_KEY = 'test_ck_spi_local';
export const DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:4000/api/sejong/v1/payments/webhook';
/** `whsec_` + base64('spi-local-pay-dev-webhook-secret-32b'): a fixed development value, never a real secret. */
export const DEFAULT_WEBHOOK_SECRET = 'whsec_c3BpLWxvY2FsLXBheS1kZXYtd2ViaG9vay1zZWNyZXQtMzJi';
/** The merchant id (`mId`) in every answer. */
export const DEFAULT_MID = 'tspilocal';
/** How often the running server delivers due webhooks. */
export const DEFAULT_WEBHOOK_INTERVAL_MS = 1000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface PayDevConfig {
  port: number;
  host: string;
  /** Public base URL without a trailing slash (receipt URLs, the registration page). */
  baseUrl: string;
  secretKey: string;
  clientKey: string;
  /** Where webhooks go; null sends none. */
  webhookUrl: string | null;
  webhookSecret: string;
  /** JSON file for billing keys, payments, idempotency records and webhook deliveries; undefined keeps them in memory. */
  dataFile: string | undefined;
  /** Whether /__control/* is served. */
  controlEnabled: boolean;
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function absoluteHttpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not an absolute URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be http or https`);
  if (url.username || url.password || url.hash) throw new ConfigError(`${name} must not contain credentials or a fragment`);
  return url;
}

/** Validates a base URL (http or https, no query or fragment) and drops any trailing slash. */
export function normalizeBaseUrl(value: string): string {
  const url = absoluteHttpUrl('PAY_DEV_BASE_URL', value);
  if (url.search) throw new ConfigError('PAY_DEV_BASE_URL must not contain a query');
  return url.href.replace(/\/+$/, '');
}

export function validateWebhookUrl(value: string): string {
  return absoluteHttpUrl('PAY_DEV_WEBHOOK_URL', value).href;
}

export function validateWebhookSecret(value: string): string {
  if (!value.startsWith('whsec_')) throw new ConfigError('PAY_DEV_WEBHOOK_SECRET must have the form whsec_<base64 key>');
  try {
    webhookSecretKey(value);
  } catch {
    // The message must not quote the secret.
    throw new ConfigError('PAY_DEV_WEBHOOK_SECRET must have the form whsec_<base64 key>');
  }
  return value;
}

/** Keys are free-form test keys; live keys are refused so nobody mistakes this for the real gateway. */
export function validateKey(name: string, value: string): string {
  if (value.trim() === '' || /\s/.test(value)) throw new ConfigError(`${name} must be a non-empty string without spaces`);
  if (value.startsWith('live_')) throw new ConfigError(`${name} is a live key; the sandbox only takes test keys`);
  return value;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PAY_DEV_PORT is not a port number: ${JSON.stringify(value)}`);
  return port;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value.trim() === '') return 'info';
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new ConfigError(`PAY_DEV_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level as LogLevel;
}

function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const normalized = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(normalized)) return true;
  if (['0', 'false', 'off', 'no'].includes(normalized)) return false;
  throw new ConfigError(`${name} must be 1 or 0`);
}

/** Reads the configuration from the environment (PAY_DEV_*), with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): PayDevConfig {
  const dataFile = env.PAY_DEV_DATA_FILE?.trim();
  const webhookUrl = env.PAY_DEV_WEBHOOK_URL?.trim();
  return {
    port: parsePort(env.PAY_DEV_PORT),
    host: env.PAY_DEV_HOST?.trim() || DEFAULT_HOST,
    baseUrl: normalizeBaseUrl(env.PAY_DEV_BASE_URL?.trim() || DEFAULT_BASE_URL),
    secretKey: validateKey('PAY_DEV_SECRET_KEY', env.PAY_DEV_SECRET_KEY?.trim() || DEFAULT_SECRET_KEY),
    clientKey: validateKey('PAY_DEV_CLIENT_KEY', env.PAY_DEV_CLIENT_KEY?.trim() || DEFAULT_CLIENT_KEY),
    webhookUrl: webhookUrl === 'off' ? null : validateWebhookUrl(webhookUrl || DEFAULT_WEBHOOK_URL),
    webhookSecret: validateWebhookSecret(env.PAY_DEV_WEBHOOK_SECRET?.trim() || DEFAULT_WEBHOOK_SECRET),
    dataFile: dataFile ? dataFile : undefined,
    controlEnabled: parseFlag('PAY_DEV_CONTROL', env.PAY_DEV_CONTROL, true),
    logLevel: parseLogLevel(env.PAY_DEV_LOG_LEVEL),
  };
}
