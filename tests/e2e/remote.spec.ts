import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, isMobile, signInAs } from './helpers';

/**
 * The micro-frontend slot (ADR 022 §9, spec §7–8). The e2e server sets SPI_REMOTE_BASE_URL to
 * http://remote.spi.test; the browser gets the tiny fixture remote from page.route, so no remote server runs.
 */
const REMOTE_ENTRY = readFileSync(path.resolve('tests/e2e/fixtures/remote/remoteEntry.js'), 'utf8');
const FAILED = 'Failed to load reactRemote';

async function serveRemote(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('http://remote.spi.test/**', async (route) => {
    requested.push(route.request().url());
    if (new URL(route.request().url()).pathname === '/remoteEntry.js') {
      await route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: REMOTE_ENTRY });
    } else {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
  // The diagnostics page's second slot points at an address that never answers.
  await page.route('http://remote.invalid/**', (route) => route.abort('namenotresolved'));
  return requested;
}

test('the configured remote is mounted, and an address that cannot load shows the failure text', async ({ page }) => {
  const requested = await serveRemote(page);
  await page.goto('/diagnostics/remote');
  await expect(page.getByRole('heading', { name: '외부 위젯 진단' })).toBeVisible();

  const configured = page.getByTestId('remote-configured');
  await expect(configured).toContainText('원격 모듈이 연결되었습니다: 진단 페이지');
  await expect(configured.getByRole('alert')).toHaveCount(0);
  expect(requested).toEqual(['http://remote.spi.test/remoteEntry.js']);

  const broken = page.getByTestId('remote-broken');
  await expect(broken.getByRole('alert')).toHaveText(FAILED);
  await expect(broken).not.toContainText('원격 모듈이 연결되었습니다');
});

test('a remote entry that answers 404 shows "Failed to load reactRemote"', async ({ page }) => {
  await page.route('http://remote.spi.test/**', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.route('http://remote.invalid/**', (route) => route.abort('namenotresolved'));
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  await page.goto('/diagnostics/remote');
  await expect(page.getByTestId('remote-configured').getByRole('alert')).toHaveText(FAILED);
  await expect(page.getByTestId('remote-broken').getByRole('alert')).toHaveText(FAILED);
  expect(errors.some((text) => text.includes(FAILED))).toBe(true);
});

test('an admin sees the remote in the 외부 위젯 panel of the dashboard', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'The diagnostics tests cover the slot on mobile; one dashboard pass is enough.');
  await serveRemote(page);
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  const panel = page.getByTestId('dashboard-remote');
  await expect(panel.getByRole('heading', { name: '외부 위젯' })).toBeVisible();
  await expect(panel).toContainText('원격 모듈이 연결되었습니다: 관리자 대시보드');
});
