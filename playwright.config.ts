import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3000);
/** Web processes sharing the API (ports port, port + 1, ...), as behind a load balancer. */
const webInstances = Number(process.env.E2E_WEB_INSTANCES ?? 2);
/**
 * Debian's headless shell (package chromium-headless-shell, the same engine without the desktop browser's
 * compositor and GPU process) when installed — what Playwright itself runs headless — else Debian's Chromium.
 */
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * The demo data's home notices are hidden in every spec (as a reader's '오늘 하루 보지 않기' would, here until
 * the far future) so the modal never covers the home page; `notices-onboarding.spec.ts` runs after all
 * other specs in its own projects with a clean storage and shows them.
 */
const hiddenDemoNotices = JSON.stringify({ 'demo-notice-reitsfocus': '9999-12-31', 'demo-notice-year-end': '9999-12-31' });
const noticeFreeStorage = {
  cookies: [],
  origins: Array.from({ length: webInstances }, (_, i) => port + i).flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`])
    .map((origin) => ({ origin, localStorage: [{ name: 'spi-notice-hidden', value: hiddenDemoNotices }] })),
};
const cleanStorage = { cookies: [], origins: [] };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined };
const mobile = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined };
const NOTICES_SPEC = /notices-onboarding\.spec\.ts/;

/**
 * End-to-end tests drive the built product (`npm start` with SPI_SKIP_BUILD) in Debian's Chromium.
 * Each run gets a fresh embedded database under .data/e2e.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Both cores: two spec files at a time (four saturate this 2-core machine and journeys time out); the specs in a
  // file stay in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Recording a trace of every test cost a third of the suite's time: traces are kept for the retry of a failure
    // (CI retries once); E2E_TRACE=retain records every test and keeps the failures'.
    trace: process.env.E2E_TRACE === 'retain' ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      // One renderer process for all of a worker's pages (its tests run one after another; contexts keep their own
      // cookies and storage): a new process per page cost each page a process start and a fresh compile of the same
      // scripts. On 20 tests of the a11y, funds and deals specs: 100–108 s and 192–206 CPU-s -> 81–86 s and 157–166 CPU-s.
      args: [
        '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync',
        '--renderer-process-limit=1', '--disable-site-isolation-trials',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: NOTICES_SPEC, use: { ...desktop, storageState: noticeFreeStorage } },
    // At 390 px only what a person does differently on a phone (menus, sheets, filters, layouts, the a11y pages in the
    // dark theme): tests tagged @mobile. Everything else is the same code at both widths and runs once, at 1280 px.
    { name: 'mobile', testIgnore: NOTICES_SPEC, grep: /@mobile/, use: { ...mobile, storageState: noticeFreeStorage } },
    // A notice created by an admin shows to every visitor: these run when nothing else does.
    { name: 'desktop-notices', testMatch: NOTICES_SPEC, dependencies: ['desktop', 'mobile'], use: { ...desktop, storageState: cleanStorage } },
    { name: 'mobile-notices', testMatch: NOTICES_SPEC, dependencies: ['desktop-notices'], use: { ...mobile, storageState: cleanStorage } },
  ],
  webServer: {
    command: 'node scripts/clean-e2e-data.mjs && node scripts/start.mjs',
    // The last web process answering means all are up (start.mjs starts them together).
    url: `http://127.0.0.1:${port + webInstances - 1}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SPI_DATA_DIR: '.data/e2e',
      SPI_SKIP_BUILD: process.env.SPI_SKIP_BUILD ?? '0',
      SPI_DIAGNOSTICS: '1',
      SPI_REMOTE_BASE_URL: 'http://remote.spi.test',
      SPI_WEB_INSTANCES: String(webInstances),
      LOG_LEVEL: 'warn',
      // All browser traffic comes from 127.0.0.1 in tests; the per-IP sign-in limit is tested in the API suite.
      AUTH_RATE_LIMIT: '1000',
      // Scheduled articles are published within seconds in tests (30 s in production).
      PUBLISH_SCHEDULER_INTERVAL_MS: '3000',
    },
  },
});
