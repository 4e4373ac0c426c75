import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot under artifacts/screenshots and attaches it to the test report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  const dir = path.resolve('artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(`${name}-${testInfo.project.name}`, { path: file, contentType: 'image/png' });
}

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Fails the test when the page asks any host other than this server (no CDN, no font service). */
export function collectForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !url.protocol.startsWith('data')) foreign.push(req.url());
  });
  return foreign;
}
