import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createErrorReportSink } from '../src/adapters/error-report-sink';
import { findRepoRoot, loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { versioned } from '../src/routes/route-group';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    const root = findRepoRoot();
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
      databaseUrl: undefined,
      dataDir: path.join(root, 'data'),
      pgliteDir: path.join(root, 'data', 'pglite'),
      corsOrigins: [],
      bodyLimitBytes: 1024 * 1024,
      errorWebhookUrl: undefined,
      seedDemo: true,
      trustProxy: false,
      errorReportRateLimit: 20,
    });
    expect(root).toBe(path.resolve(__dirname, '../../..'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/spi',
      SPI_DATA_DIR: '/srv/spi',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: 'https://spi.example, https://admin.spi.example/ ,',
      BODY_LIMIT_BYTES: '2048',
      ERROR_WEBHOOK_URL: 'https://hooks.example/T000',
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      ERROR_REPORT_RATE_LIMIT: '5',
      JWT_SECRET: 'x'.repeat(40),
      JWT_ISSUER: 'spi-prod',
      JWT_AUDIENCE: 'spi-web-prod',
      PUBLIC_ORIGIN: 'https://spi.example/',
      KAKAO_ISSUER: 'https://kauth.kakao.com',
      KAKAO_CLIENT_ID: 'kakao-id',
      KAKAO_CLIENT_SECRET: 'kakao-secret',
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      REDIS_URL: 'redis://cache:6379',
      AUTH_RATE_LIMIT: '20',
      PAYMENT_GATEWAY: 'toss',
      TOSS_SECRET_KEY: 'live_sk_x',
      TOSS_CLIENT_KEY: 'live_ck_x',
      BILLING_KEY_SECRET: 'b'.repeat(40),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/spi',
      dataDir: '/srv/spi',
      pgliteDir: '/srv/spi/pglite',
      isProduction: true,
      logLevel: 'warn',
      corsOrigins: ['https://spi.example', 'https://admin.spi.example'],
      bodyLimitBytes: 2048,
      errorWebhookUrl: 'https://hooks.example/T000',
      seedDemo: false,
      trustProxy: true,
      errorReportRateLimit: 5,
      jwtSecret: 'x'.repeat(40),
      jwtIssuer: 'spi-prod',
      jwtAudience: 'spi-web-prod',
      publicOrigin: 'https://spi.example',
      redisUrl: 'redis://cache:6379',
      secureCookies: true,
      authRateLimit: 20,
      devGateKey: undefined,
    });
    expect(config.oauth.kakao).toEqual({
      issuer: 'https://kauth.kakao.com',
      clientId: 'kakao-id',
      clientSecret: 'kakao-secret',
      scope: 'openid profile_nickname account_email',
      nicknameClaim: 'nickname',
    });
    expect(config.oauth.google).toMatchObject({ issuer: 'https://accounts.google.com', scope: 'openid email profile', nicknameClaim: 'name' });
  });

  it('points social login at the local provider outside production', () => {
    const config = loadConfig({ SPI_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spi-config-')) });
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.oauth.kakao).toMatchObject({ issuer: 'http://localhost:4001/kakao', clientId: 'spi-local-kakao', clientSecret: 'spi-local-kakao-secret' });
    expect(config.oauth.google).toMatchObject({ issuer: 'http://localhost:4001/google', clientId: 'spi-local-google', clientSecret: 'spi-local-google-secret' });
    expect(config).toMatchObject({ jwtIssuer: 'spi-api', jwtAudience: 'spi-web', secureCookies: false, redisUrl: undefined, authRateLimit: 10 });
  });

  it('generates the dev JWT secret once and keeps it in <data dir>/secrets.json', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spi-secrets-'));
    const first = loadConfig({ SPI_DATA_DIR: dataDir });
    const second = loadConfig({ SPI_DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('requires the secrets and real providers in production, and refuses a dev gate there', () => {
    const prod = { NODE_ENV: 'production', KAKAO_ISSUER: 'https://k.example', KAKAO_CLIENT_ID: 'k', KAKAO_CLIENT_SECRET: 'ks', GOOGLE_ISSUER: 'https://g.example', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs', PAYMENT_GATEWAY: 'toss', TOSS_SECRET_KEY: 'live_sk_x', TOSS_CLIENT_KEY: 'live_ck_x', BILLING_KEY_SECRET: 'b'.repeat(40) };
    expect(() => loadConfig(prod)).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ ...prod, JWT_SECRET: 'y'.repeat(32), PAYMENT_GATEWAY: 'local' })).toThrow(/PAYMENT_GATEWAY=toss/);
    expect(() => loadConfig({ ...prod, JWT_SECRET: 'y'.repeat(32), BILLING_KEY_SECRET: '' })).toThrow(/BILLING_KEY_SECRET/);
    expect(loadConfig({ ...prod, JWT_SECRET: 'y'.repeat(32) }).payments).toMatchObject({ gateway: 'toss', apiBaseUrl: 'https://api.tosspayments.com', billingAuthUrl: null, webhookSecret: null });
    expect(() => loadConfig({ ...prod, JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ ...prod, JWT_SECRET: 'y'.repeat(32), KAKAO_CLIENT_SECRET: '' })).toThrow(/KAKAO_ISSUER, KAKAO_CLIENT_ID and KAKAO_CLIENT_SECRET/);
    expect(() => loadConfig({ ...prod, JWT_SECRET: 'y'.repeat(32), DEV_GATE_KEY: 'open-sesame' })).toThrow(/DEV_GATE_KEY/);
    expect(loadConfig({ ...prod, JWT_SECRET: 'y'.repeat(32), SECURE_COOKIES: 'false' }).secureCookies).toBe(false);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', ERROR_WEBHOOK_URL: '', SEED_DEMO: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.errorWebhookUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('fails fast naming the bad variables', () => {
    expect(() => loadConfig({ PORT: 'abc', SEED_DEMO: 'maybe' })).toThrow(/PORT.*SEED_DEMO|SEED_DEMO.*PORT/);
  });
});

describe('route conventions', () => {
  it('builds versioned prefixes', () => {
    expect(versioned('sejong', 1)).toBe('/api/sejong/v1');
    expect(versioned('seoul', 2)).toBe('/api/seoul/v2');
    expect(() => versioned('seoul', 0)).toThrow();
  });
});

describe('createErrorReportSink', () => {
  const log = createLogger({ logLevel: 'silent' });
  it('uses the webhook when ERROR_WEBHOOK_URL is set, else the log stand-in', () => {
    expect(createErrorReportSink({ errorWebhookUrl: 'https://hooks.example/x' }, log).kind).toBe('webhook');
    expect(createErrorReportSink({ errorWebhookUrl: undefined }, log).kind).toBe('log');
  });
});
