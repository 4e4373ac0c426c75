import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Provider } from '@spi/core';
import { z } from 'zod';
import type { VideoMetadataConfig } from './adapters/video-metadata';
import { resolveDevSecret } from './dev-secrets';

/** Accepts the usual spellings of a boolean environment variable. */
const envBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes', 'on'].includes(value)));

const optionalText = z.string().trim().optional().transform((value) => value || undefined);

/** S3's bucket naming rules: 3-63 lower-case letters, digits, dots and hyphens. */
const S3_BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

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
  /**
   * Which proxies' X-Forwarded-For to believe: false (default), true (every hop: only behind a load balancer that
   * overwrites the header), or addresses/CIDRs/'loopback' (npm start sets 'loopback': the web's proxy on this machine).
   */
  TRUST_PROXY: z.string().trim().optional().transform((value): boolean | string => {
    if (value === undefined || value === '' || ['false', '0', 'no', 'off'].includes(value)) return false;
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    return value;
  }),
  /** Error reports accepted per client IP per minute on POST /api/slack. */
  ERROR_REPORT_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** First-party analytics batches accepted per client IP per minute on POST /api/analytics/events. */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  JWT_SECRET: optionalText,
  JWT_ISSUER: z.string().trim().min(1).default('spi-api'),
  JWT_AUDIENCE: z.string().trim().min(1).default('spi-web'),
  PUBLIC_ORIGIN: optionalText.pipe(z.url().optional()),
  KAKAO_ISSUER: optionalText.pipe(z.url().optional()),
  KAKAO_CLIENT_ID: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalText.pipe(z.url().optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  REDIS_URL: optionalText.pipe(z.url().optional()),
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('spi:'),
  SECURE_COOKIES: z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', '']).optional(),
  /** Requests per IP per minute on sign-in, callback, refresh, sign-up confirmation, find-email and the dev gate. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  DEV_GATE_KEY: optionalText,
  /**
   * Where the API reaches the web server(s) for cache revalidation (server to server, loopback by
   * default): one origin, or several separated by commas when several web processes run.
   */
  WEB_INTERNAL_ORIGIN: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean))
    .pipe(z.array(z.url())),
  /** In-process cache of public GET responses (on by default; `off` for debugging). */
  RESPONSE_CACHE: envBoolean(true),
  /** Upper bound of the response cache, in megabytes. */
  RESPONSE_CACHE_MB: z.coerce.number().int().positive().default(64),
  /** Shared with the web app; without it content changes are only logged (no revalidation request). */
  REVALIDATE_SECRET: optionalText,
  /** How often scheduled articles are published; 0 turns the scheduler off. */
  PUBLISH_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Uploaded media files; default <SPI_DATA_DIR>/media. */
  MEDIA_DIR: optionalText,
  /** Private fund report files (ADR 019), never served by the media route; default <SPI_DATA_DIR>/private/fund-reports. */
  FUND_REPORTS_DIR: optionalText,
  /**
   * Where uploaded media and private files live: `local` (MEDIA_DIR, FUND_REPORTS_DIR and folders beside
   * them) or `s3` (an S3-compatible store, path-style: AWS S3, R2, MinIO, or apps/s3-dev locally).
   */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3 endpoint, e.g. https://s3.ap-northeast-2.amazonaws.com or http://127.0.0.1:4004 (apps/s3-dev). */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().trim().min(1).default('ap-northeast-2'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Public media (served by the media route or a CDN in front of the bucket). */
  S3_MEDIA_BUCKET: z.string().trim().regex(S3_BUCKET_PATTERN, 'not a valid S3 bucket name').default('spi-media'),
  /** Fund reports, event files and support attachments, under fund-reports/, event-files/, support-files/. */
  S3_PRIVATE_BUCKET: z.string().trim().regex(S3_BUCKET_PATTERN, 'not a valid S3 bucket name').default('spi-private'),
  /** How long one storage request may wait for the store's answer. */
  S3_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Background jobs: pg-boss on PostgreSQL, in-process on PGlite (`auto`), or forced. */
  JOB_RUNNER: z.enum(['auto', 'pg-boss', 'in-process']).default('auto'),
  /** Daily REIT prices: `file` reads <PRICE_FEED_DIR>/prices-YYYY-MM-DD.csv; `off` disables the job. */
  PRICE_FEED: z.enum(['file', 'off']).default('file'),
  /** Default <SPI_DATA_DIR>/price-feed. */
  PRICE_FEED_DIR: optionalText,
  /** When the price job runs, Asia/Seoul (default 16:30 on weekdays, an hour after KRX closes). */
  PRICE_UPDATE_CRON: z.string().trim().default('30 16 * * 1-5'),
  /** 시티폴리오 video metadata (ADR 020 §8): `local` (default, no network) or `oembed` (YouTube and Vimeo). */
  VIDEO_METADATA: z.enum(['local', 'oembed']).default('local'),
  VIDEO_OEMBED_YOUTUBE_URL: optionalText.pipe(z.url().optional()),
  VIDEO_OEMBED_VIMEO_URL: optionalText.pipe(z.url().optional()),
  VIDEO_METADATA_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Sophi's answer engine (ADR 021): `grounded` (default: extractive, no generative model) or `openai` (any OpenAI-compatible server). */
  SOPHI_ENGINE: z.enum(['grounded', 'openai']).default('grounded'),
  /** OpenAI-compatible base URL ending in /v1 (OpenAI, vLLM, Ollama, apps/llm-dev at http://127.0.0.1:4003/v1). */
  SOPHI_LLM_BASE_URL: optionalText.pipe(z.url().optional()),
  SOPHI_LLM_API_KEY: optionalText,
  SOPHI_LLM_MODEL: z.string().trim().default('spi-dev'),
  SOPHI_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Embeddings for hybrid retrieval (optional): an OpenAI-compatible /v1/embeddings server and model. */
  SOPHI_EMBEDDING_BASE_URL: optionalText.pipe(z.url().optional()),
  SOPHI_EMBEDDING_MODEL: optionalText,
  /** The grounded engine streams its text in small pieces this many ms apart (0: at once). */
  SOPHI_STREAM_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1_000).default(15),
  /** E-mail: `outbox` keeps messages in the mail_outbox table (development, tests); `smtp` sends them. */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  /** smtp://user:pass@host:587 (or smtps://...); required with MAIL_TRANSPORT=smtp. */
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().default('SPI <no-reply@spi.example>'),
  /** Card billing: `local` speaks the Toss protocol to apps/pay-dev; `toss` to api.tosspayments.com. */
  PAYMENT_GATEWAY: z.enum(['local', 'toss']).default('local'),
  TOSS_API_BASE_URL: optionalText.pipe(z.url().optional()),
  TOSS_SECRET_KEY: optionalText,
  TOSS_CLIENT_KEY: optionalText,
  /** Standard Webhooks secret (`whsec_<base64>`) the sandbox signs webhooks with. */
  TOSS_WEBHOOK_SECRET: optionalText,
  /** The sandbox's card-registration page the browser opens (local only). */
  TOSS_BILLING_AUTH_URL: optionalText.pipe(z.url().optional()),
  /** Key of the AES-256-GCM encryption of billing keys at rest (any string of 32+ characters). */
  BILLING_KEY_SECRET: optionalText,
  /** The bank account corporate bank-deposit (무통장입금) orders are paid into. */
  DEPOSIT_BANK: z.string().trim().default('국민은행'),
  DEPOSIT_ACCOUNT_NUMBER: z.string().trim().default('000000-00-000000 (샘플 계좌)'),
  DEPOSIT_ACCOUNT_HOLDER: z.string().trim().default('(주)에스피아이'),
  /** School mail domains beyond *.ac.kr that count for student verification, comma-separated (e.g. kaist.edu). */
  STUDENT_SCHOOL_DOMAINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean)),
  /** Address search: `local` searches the bundled sample through the API; `daum` uses the Daum postcode script in the browser. */
  ADDRESS_SEARCH: z.enum(['local', 'daum']).default('local'),
  /** Sentry-compatible error reporting of 5xx errors (off when unset): https://<key>@<host>/<project>. */
  SENTRY_DSN: optionalText.pipe(z.url().optional()),
  /** Reported environment name (default NODE_ENV) and release (default unset). */
  SENTRY_ENVIRONMENT: optionalText,
  SENTRY_RELEASE: optionalText,
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
  trustProxy: boolean | string;
  errorReportRateLimit: number;
  analyticsRateLimit: number;
  /** HS256 key of access tokens, sign-up tokens and dev-gate cookies. */
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  /** Where the browser reaches the web app (and, through its proxy, /api): the OAuth redirect URIs start here. */
  publicOrigin: string;
  oauth: Record<Provider, OAuthProviderConfig>;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  secureCookies: boolean;
  authRateLimit: number;
  devGateKey: string | undefined;
  /** Every web process to tell about content changes. */
  webInternalOrigins: string[];
  responseCache: { enabled: boolean; maxBytes: number };
  revalidateSecret: string | undefined;
  publishSchedulerIntervalMs: number;
  mediaDir: string;
  /** Private fund report files (ADR 019). */
  fundReportsDir: string;
  /** Which media storage: local folders, or S3-compatible buckets (`s3` is then set). */
  mediaStorage: 'local' | 's3';
  s3: S3Config | null;
  jobRunner: 'auto' | 'pg-boss' | 'in-process';
  priceFeed: 'file' | 'off';
  priceFeedDir: string;
  priceUpdateCron: string;
  videoMetadata: VideoMetadataConfig;
  mail: { transport: 'outbox' | 'smtp'; smtpUrl: string | undefined; from: string };
  sophi: {
    engine: 'grounded' | 'openai';
    llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };
    embedding: { baseUrl: string; model: string } | null;
    streamChunkDelayMs: number;
  };
  payments: PaymentsConfig;
  corporations: { depositAccount: { bank: string; accountNumber: string; holder: string } };
  students: { schoolDomains: string[] };
  addressSearch: 'local' | 'daum';
  /** Error monitoring (Sentry protocol); undefined dsn = off. */
  sentry: { dsn: string | undefined; environment: string; release: string | undefined };
}

/** An S3-compatible object store (MEDIA_STORAGE=s3): the public media bucket and the private one. */
export interface S3Config {
  /** Without a trailing slash; objects are addressed path-style: <endpoint>/<bucket>/<key>. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  mediaBucket: string;
  privateBucket: string;
  timeoutMs: number;
}

/** Card billing (issue 9): which gateway, its keys, and the key billing keys are encrypted with. */
export interface PaymentsConfig {
  gateway: 'local' | 'toss';
  apiBaseUrl: string;
  secretKey: string;
  clientKey: string;
  /** `whsec_...`; null when the provider does not sign (webhooks are then confirmed by fetching the payment). */
  webhookSecret: string | null;
  /** The sandbox's card-registration page; null for the real provider (its browser SDK opens it). */
  billingAuthUrl: string | null;
  billingKeySecret: string;
}

/** apps/pay-dev's fixed development webhook secret (DEFAULT_WEBHOOK_SECRET there). */
export const LOCAL_TOSS_WEBHOOK_SECRET = 'whsec_c3BpLWxvY2FsLXBheS1kZXYtd2ViaG9vay1zZWNyZXQtMzJi';

export interface OAuthProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** The ID-token claim holding the display name: Kakao's `nickname`, Google's `name`. */
  nicknameClaim: 'nickname' | 'name';
}

/** The two provider adapters differ only by this configuration; defaults point at apps/oidc-dev. */
const OAUTH_DEFAULTS: Record<Provider, Pick<OAuthProviderConfig, 'scope' | 'nicknameClaim'> & { localIssuer: string }> = {
  kakao: { scope: 'openid profile_nickname account_email', nicknameClaim: 'nickname', localIssuer: 'http://localhost:4001/kakao' },
  google: { scope: 'openid email profile', nicknameClaim: 'name', localIssuer: 'http://localhost:4001/google' },
};
const MIN_SECRET_LENGTH = 32;

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

/**
 * Only the database settings (DATABASE_URL, SPI_DATA_DIR), for commands such as the legacy-user import
 * that open the server's database without needing its secrets.
 */
export function loadDatabaseSettings(env: NodeJS.ProcessEnv = process.env): Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'pgliteDir'> {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(env.SPI_DATA_DIR?.trim() || path.join(findRepoRoot(), 'data'));
  return { databaseUrl, dataDir, pgliteDir: path.join(dataDir, 'pglite') };
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
  const isProduction = e.NODE_ENV === 'production';
  const oauth = {
    kakao: oauthProvider('kakao', e.KAKAO_ISSUER, e.KAKAO_CLIENT_ID, e.KAKAO_CLIENT_SECRET, isProduction),
    google: oauthProvider('google', e.GOOGLE_ISSUER, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, isProduction),
  };
  if (isProduction && !e.JWT_SECRET) throw new Error('Invalid environment configuration: JWT_SECRET is required in production');
  if (e.JWT_SECRET && e.JWT_SECRET.length < MIN_SECRET_LENGTH) {
    throw new Error(`Invalid environment configuration: JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) throw new Error('Invalid environment configuration: SMTP_URL is required with MAIL_TRANSPORT=smtp');
  if (isProduction && (e.PAYMENT_GATEWAY !== 'toss' || !e.TOSS_SECRET_KEY || !e.TOSS_CLIENT_KEY || !e.BILLING_KEY_SECRET)) {
    throw new Error('Invalid environment configuration: PAYMENT_GATEWAY=toss, TOSS_SECRET_KEY, TOSS_CLIENT_KEY and BILLING_KEY_SECRET are required in production');
  }
  if (e.BILLING_KEY_SECRET && e.BILLING_KEY_SECRET.length < MIN_SECRET_LENGTH) {
    throw new Error(`Invalid environment configuration: BILLING_KEY_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (e.MEDIA_STORAGE === 's3' && (!e.S3_ENDPOINT || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment configuration: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with MEDIA_STORAGE=s3');
  }
  if (e.S3_MEDIA_BUCKET === e.S3_PRIVATE_BUCKET) {
    throw new Error('Invalid environment configuration: S3_PRIVATE_BUCKET must differ from S3_MEDIA_BUCKET (the media bucket may be public)');
  }
  if (isProduction && e.DEV_GATE_KEY) throw new Error('Invalid environment configuration: DEV_GATE_KEY must not be set in production');
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isProduction,
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
    analyticsRateLimit: e.ANALYTICS_RATE_LIMIT,
    // Outside production a missing secret is generated once and kept in <data dir>/secrets.json, so
    // restarts keep sessions.
    jwtSecret: e.JWT_SECRET ?? resolveDevSecret(dataDir, 'jwtSecret'),
    jwtIssuer: e.JWT_ISSUER,
    jwtAudience: e.JWT_AUDIENCE,
    publicOrigin: (e.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, ''),
    oauth,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    secureCookies: e.SECURE_COOKIES === undefined || e.SECURE_COOKIES === '' ? isProduction : ['true', '1', 'yes', 'on'].includes(e.SECURE_COOKIES),
    authRateLimit: e.AUTH_RATE_LIMIT,
    devGateKey: e.DEV_GATE_KEY,
    webInternalOrigins: e.WEB_INTERNAL_ORIGIN.length > 0 ? e.WEB_INTERNAL_ORIGIN : ['http://127.0.0.1:3000'],
    responseCache: { enabled: e.RESPONSE_CACHE, maxBytes: e.RESPONSE_CACHE_MB * 1024 * 1024 },
    revalidateSecret: e.REVALIDATE_SECRET,
    publishSchedulerIntervalMs: e.PUBLISH_SCHEDULER_INTERVAL_MS,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    fundReportsDir: path.resolve(e.FUND_REPORTS_DIR ?? path.join(dataDir, 'private', 'fund-reports')),
    mediaStorage: e.MEDIA_STORAGE,
    s3:
      e.MEDIA_STORAGE === 's3'
        ? {
            endpoint: (e.S3_ENDPOINT as string).replace(/\/+$/, ''),
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID as string,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
            mediaBucket: e.S3_MEDIA_BUCKET,
            privateBucket: e.S3_PRIVATE_BUCKET,
            timeoutMs: e.S3_TIMEOUT_MS,
          }
        : null,
    jobRunner: e.JOB_RUNNER,
    priceFeed: e.PRICE_FEED,
    priceFeedDir: path.resolve(e.PRICE_FEED_DIR ?? path.join(dataDir, 'price-feed')),
    priceUpdateCron: e.PRICE_UPDATE_CRON,
    videoMetadata: {
      kind: e.VIDEO_METADATA,
      youtubeOembedUrl: e.VIDEO_OEMBED_YOUTUBE_URL ?? 'https://www.youtube.com/oembed',
      vimeoOembedUrl: e.VIDEO_OEMBED_VIMEO_URL ?? 'https://vimeo.com/api/oembed.json',
      timeoutMs: e.VIDEO_METADATA_TIMEOUT_MS,
    },
    mail: { transport: e.MAIL_TRANSPORT, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sophi: {
      engine: e.SOPHI_ENGINE,
      llm: { baseUrl: (e.SOPHI_LLM_BASE_URL ?? 'http://127.0.0.1:4003/v1').replace(/\/+$/, ''), apiKey: e.SOPHI_LLM_API_KEY, model: e.SOPHI_LLM_MODEL, timeoutMs: e.SOPHI_LLM_TIMEOUT_MS },
      embedding: e.SOPHI_EMBEDDING_BASE_URL && e.SOPHI_EMBEDDING_MODEL ? { baseUrl: e.SOPHI_EMBEDDING_BASE_URL.replace(/\/+$/, ''), model: e.SOPHI_EMBEDDING_MODEL } : null,
      streamChunkDelayMs: e.SOPHI_STREAM_CHUNK_DELAY_MS,
    },
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      apiBaseUrl: (e.TOSS_API_BASE_URL ?? (e.PAYMENT_GATEWAY === 'toss' ? 'https://api.tosspayments.com' : 'http://127.0.0.1:4002')).replace(/\/+$/, ''),
      secretKey: e.TOSS_SECRET_KEY ?? 'test_sk_spi_local',
      clientKey: e.TOSS_CLIENT_KEY ?? 'test_ck_spi_local',
      webhookSecret: e.TOSS_WEBHOOK_SECRET ?? (e.PAYMENT_GATEWAY === 'local' ? LOCAL_TOSS_WEBHOOK_SECRET : null),
      billingAuthUrl: e.PAYMENT_GATEWAY === 'local' ? (e.TOSS_BILLING_AUTH_URL ?? 'http://localhost:4002/billing/auth') : null,
      // Outside production generated once, like jwtSecret.
      billingKeySecret: e.BILLING_KEY_SECRET ?? resolveDevSecret(dataDir, 'billingKeySecret'),
    },
    corporations: { depositAccount: { bank: e.DEPOSIT_BANK, accountNumber: e.DEPOSIT_ACCOUNT_NUMBER, holder: e.DEPOSIT_ACCOUNT_HOLDER } },
    students: { schoolDomains: e.STUDENT_SCHOOL_DOMAINS },
    addressSearch: e.ADDRESS_SEARCH,
    sentry: { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV, release: e.SENTRY_RELEASE },
  });
}

function oauthProvider(
  provider: Provider,
  issuer: string | undefined,
  clientId: string | undefined,
  clientSecret: string | undefined,
  isProduction: boolean,
): OAuthProviderConfig {
  const defaults = OAUTH_DEFAULTS[provider];
  const upper = provider.toUpperCase();
  if (isProduction && (!issuer || !clientId || !clientSecret)) {
    throw new Error(`Invalid environment configuration: ${upper}_ISSUER, ${upper}_CLIENT_ID and ${upper}_CLIENT_SECRET are required in production`);
  }
  return {
    issuer: (issuer ?? defaults.localIssuer).replace(/\/+$/, ''),
    clientId: clientId ?? `spi-local-${provider}`,
    clientSecret: clientSecret ?? `spi-local-${provider}-secret`,
    scope: defaults.scope,
    nicknameClaim: defaults.nicknameClaim,
  };
}
