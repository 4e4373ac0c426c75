import type { DbHandle } from '@spi/db';
import type { DestinationStream } from 'pino';
import { createTestDb, DB_KINDS } from '../../../packages/db/test/db-kinds';
import type { CounterStore } from '../src/adapters/counter-store';
import type { ErrorReport, ErrorReportSink } from '../src/adapters/error-report-sink';
import { buildApp, type ApiApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createLogger } from '../src/logger';

export { createTestDb, DB_KINDS };

/** A fixed test secret, so tests can sign forged tokens with the right and the wrong key. */
export const TEST_JWT_SECRET = 'test-secret-for-spi-api-tests-0123456789';

/** Config as in production code, from an environment, with test defaults (silent logs). */
export function testConfig(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', SPI_DATA_DIR: '/tmp/spi-api-test', JWT_SECRET: TEST_JWT_SECRET, ...env }), ...overrides };
}

/** Collects pino lines so tests can read what would have been logged. */
export class LogCapture implements DestinationStream {
  readonly lines: string[] = [];
  /** The level the app logs at into this capture. */
  constructor(readonly level: 'debug' | 'info' = 'info') {}
  write(line: string): void {
    this.lines.push(line);
  }
  get text(): string {
    return this.lines.join('');
  }
  entries(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

/** Records forwarded reports instead of calling a chat webhook. */
export class FakeErrorReportSink implements ErrorReportSink {
  readonly kind = 'fake';
  readonly reports: ErrorReport[] = [];
  async send(report: ErrorReport): Promise<void> {
    this.reports.push(report);
  }
}

export interface TestAppOptions {
  db: DbHandle;
  config?: Partial<AppConfig>;
  sink?: ErrorReportSink;
  /** Capture logs at this level (default: silent). */
  logs?: LogCapture;
  /** Adds test-only routes before the app is ready. */
  setup?: (app: ApiApp) => void | Promise<void>;
  /** A fake clock (see FakeClock) to move time. */
  clock?: () => number;
  counterStore?: CounterStore;
}

/** A clock tests move by hand: starts at the real time, never advances on its own. */
export class FakeClock {
  constructor(public ms = Date.now()) {}
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}


/** Builds the real app over a test database; the caller closes the app (the db is shared per file). */
export async function buildTestApp(options: TestAppOptions): Promise<ApiApp> {
  const config = testConfig(options.config);
  const logger = options.logs ? createLogger({ logLevel: options.logs.level }, options.logs) : undefined;
  const app = await buildApp({
    config,
    db: options.db,
    logger,
    errorReportSink: options.sink ?? new FakeErrorReportSink(),
    clock: options.clock,
    counterStore: options.counterStore,
  });
  await options.setup?.(app);
  await app.ready();
  return app;
}

/** Every set-cookie line of a response, by cookie name. */
export function setCookies(setCookie: string | string[] | undefined): Record<string, string> {
  return Object.fromEntries([setCookie ?? []].flat().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** The cookie pair `name=value` from a set-cookie header list. */
export function cookieValue(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = [setCookie ?? []].flat();
  const match = all.find((cookie) => cookie.startsWith(`${name}=`));
  return match?.split(';')[0]?.slice(name.length + 1);
}
