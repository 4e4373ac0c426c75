import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Accepts the usual spellings of a boolean environment variable. */
const envBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes', 'on'].includes(value)));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().trim().optional().transform((value) => value || undefined),
  SPI_DATA_DIR: z.string().trim().optional().transform((value) => value || undefined),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean)),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  ERROR_WEBHOOK_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  SEED_DEMO: envBoolean(true),
  /** Set behind a reverse proxy so rate limits key on the client address, not the proxy's. */
  TRUST_PROXY: envBoolean(false),
  /** Error reports accepted per client IP per minute on POST /api/slack. */
  ERROR_REPORT_RATE_LIMIT: z.coerce.number().int().positive().default(20),
});

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** postgres://... selects PostgreSQL; undefined selects embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  corsOrigins: string[];
  bodyLimitBytes: number;
  errorWebhookUrl: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  errorReportRateLimit: number;
}

/** The workspace root (the package.json with `workspaces`), searched upwards from this file, else the cwd. */
export function findRepoRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ('workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
      } catch {
        // An unreadable manifest is not the root; keep looking.
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** Reads the environment once. Throws with every invalid variable named, so a bad deploy fails at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.SPI_DATA_DIR ?? path.join(findRepoRoot(), 'data'));
  const defaultLevel = e.NODE_ENV === 'test' ? 'silent' : 'info';
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL ?? defaultLevel,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    corsOrigins: e.CORS_ORIGINS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    errorWebhookUrl: e.ERROR_WEBHOOK_URL,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    errorReportRateLimit: e.ERROR_REPORT_RATE_LIMIT,
  });
}
