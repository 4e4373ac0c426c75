import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_PORT = 4004;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_REGION = 'ap-northeast-2';
export const DEFAULT_BUCKETS = ['spi-media', 'spi-private'] as const;
/** Fixed development credentials, never real ones (the API's local defaults match them). */
export const DEFAULT_ACCESS_KEY_ID = 'spi-local';
export const DEFAULT_SECRET_ACCESS_KEY = 'spi-local-secret';
/** Largest object a PutObject may carry (S3's single-PUT limit is 5 GiB; SPI's uploads are far smaller). */
export const DEFAULT_MAX_OBJECT_BYTES = 512 * 1024 * 1024;

export interface S3DevConfig {
  port: number;
  host: string;
  /** Where objects live: <dir>/<bucket>/objects/<key>, metadata in <dir>/<bucket>/meta/<key>.json. */
  dir: string;
  buckets: string[];
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  maxObjectBytes: number;
  /** One line per request on stdout. */
  logRequests: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** S3's bucket naming rules (3-63 characters, lower-case letters, digits, dots and hyphens). */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function validateBuckets(value: readonly string[]): string[] {
  const buckets = value.map((bucket) => bucket.trim()).filter(Boolean);
  if (buckets.length === 0) throw new ConfigError('S3_DEV_BUCKETS must name at least one bucket');
  for (const bucket of buckets) {
    if (!BUCKET_PATTERN.test(bucket) || bucket.includes('..')) throw new ConfigError(`S3_DEV_BUCKETS: ${JSON.stringify(bucket)} is not a valid bucket name`);
  }
  return [...new Set(buckets)];
}

/** The workspace root: apps/s3-dev/src (or dist) → two levels up from the app folder. */
function repoRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
}

function port(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new ConfigError('S3_DEV_PORT must be a port number');
  return parsed;
}

function key(name: string, value: string | undefined, fallback: string): string {
  const result = value?.trim() || fallback;
  // The message must not quote the value (it may be a secret).
  if (/\s/.test(result)) throw new ConfigError(`${name} must not contain spaces`);
  return result;
}

/** Reads S3_DEV_* from the environment (see README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): S3DevConfig {
  const maxBytes = env.S3_DEV_MAX_OBJECT_BYTES?.trim() ? Number(env.S3_DEV_MAX_OBJECT_BYTES) : DEFAULT_MAX_OBJECT_BYTES;
  if (!Number.isInteger(maxBytes) || maxBytes <= 0) throw new ConfigError('S3_DEV_MAX_OBJECT_BYTES must be a positive integer');
  return {
    port: port(env.S3_DEV_PORT),
    host: env.S3_DEV_HOST?.trim() || DEFAULT_HOST,
    dir: path.resolve(env.S3_DEV_DIR?.trim() || path.join(repoRoot(), 'data', 's3')),
    buckets: validateBuckets((env.S3_DEV_BUCKETS ?? DEFAULT_BUCKETS.join(',')).split(',')),
    region: env.S3_DEV_REGION?.trim() || DEFAULT_REGION,
    accessKeyId: key('S3_DEV_ACCESS_KEY_ID', env.S3_DEV_ACCESS_KEY_ID, DEFAULT_ACCESS_KEY_ID),
    secretAccessKey: key('S3_DEV_SECRET_ACCESS_KEY', env.S3_DEV_SECRET_ACCESS_KEY, DEFAULT_SECRET_ACCESS_KEY),
    maxObjectBytes: maxBytes,
    logRequests: ['1', 'true', 'yes', 'on'].includes(env.S3_DEV_LOG?.trim() ?? ''),
  };
}
