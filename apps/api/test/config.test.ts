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
    });
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
