import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Saves a full-page screenshot under artifacts/screenshots and attaches it to the test report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  const dir = path.resolve('artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(`${name}-${testInfo.project.name}`, { path: file, contentType: 'image/png' });
}

export const isMobile = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');

/**
 * Waits until a URL-state list reads the address bar and has loaded: the list is hydrated and has read the
 * address (data-live=true; it hydrates the server's default view first, ADR 035) and its results are not
 * marked data-loading (a filter change refetches while the previous page stays shown).
 */
export async function waitForLiveList(page: Page, testId: string): Promise<void> {
  const list = page.getByTestId(testId);
  await expect(list).toHaveCount(1);
  await expect(list).toHaveAttribute('data-live', 'true');
  await expect(list.locator('[data-loading]')).toHaveCount(0);
}

/** The page never scrolls sideways (wide tables scroll inside their own region). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** A list's filter panel: the left column (named `label`) on desktop, the bottom sheet (opened here) on mobile. */
export async function openListFilters(page: Page, testInfo: TestInfo, label: string): Promise<Locator> {
  if (!isMobile(testInfo)) return page.getByRole('complementary', { name: label });
  await page.getByTestId('open-filters').click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Applies the mobile sheet's draft (desktop filters apply at once). */
export async function applyFilters(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) await page.getByTestId('apply-filters').click();
}

/** Fails the test when the page asks any host other than this server (no CDN, no font service). */
export function collectForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !url.protocol.startsWith('data')) foreign.push(req.url());
  });
  return foreign;
}

// ---------------------------------------------------------------------------------------------
// Accounts (the local OpenID Connect provider stands in for Kakao and Google; see apps/oidc-dev)
// ---------------------------------------------------------------------------------------------

export type DemoProvider = 'kakao' | 'google';

/** Seeded accounts of the local provider, linked to the demo users of the API. */
export const DEMO_ACCOUNTS = {
  minjun: { provider: 'kakao', sub: 'kakao-demo-1001', email: 'minjun.kim@example.com', nickname: '김민준' },
  seoyeon: { provider: 'kakao', sub: 'kakao-demo-1002', email: 'seoyeon.lee@example.com', nickname: '이서연' },
  jiho: { provider: 'google', sub: 'google-demo-2001', email: 'jiho.park@example.com', nickname: 'Park Jiho' },
  yuna: { provider: 'google', sub: 'google-demo-2002', email: 'yuna.choi@example.com', nickname: 'Choi Yuna' },
  /** Personal PREMIUM_LIGHT with the fund role (fund authority without staff roles). */
  haeun: { provider: 'kakao', sub: 'kakao-demo-1003', email: 'haeun.jung@example.com', nickname: '정하은' },
} as const satisfies Record<string, { provider: DemoProvider; sub: string; email: string; nickname: string }>;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

const PROVIDER_ORIGIN = /^http:\/\/localhost:4001\//;

/** Presses the provider button on /sign-in and waits for the local provider's account chooser. */
export async function startSocialSignIn(page: Page, provider: DemoProvider, redirect = '/'): Promise<void> {
  await page.goto(`/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await page.getByTestId(`sign-in-${provider}`).click();
  await page.waitForURL(PROVIDER_ORIGIN);
}

/**
 * Signs in as a seeded account by clicking through /sign-in and the provider's chooser, and waits until the app is
 * back on `redirect`: the sign-in journey itself (auth.spec.ts).
 */
export async function signInThroughPages(page: Page, account: DemoAccount, redirect = '/'): Promise<void> {
  await startSocialSignIn(page, account.provider, redirect);
  await page.getByTestId(`account-${account.sub}`).click();
  await page.waitForURL((url) => url.port === '3000' && `${url.pathname}${url.search}` === redirect);
}

const decodeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Signs in as a seeded account for a test about something else, then opens `redirect`: the requests a browser makes
 * on the way (the API's start, the provider's chooser form, the callback) go through the page's own request
 * context, so the session cookies land in the browser context, and no page is drawn on the way. Drawing /sign-in,
 * the chooser and the redirect's page cost three page loads for each of some fifty sign-ins of the suite;
 * `signInThroughPages` is the journey with clicks.
 */
export async function signInAs(page: Page, account: DemoAccount, redirect = '/'): Promise<void> {
  const chooser = await page.request.get(`/api/auth/${account.provider}/start?redirect=${encodeURIComponent(redirect)}`);
  expect(chooser.ok(), `the ${account.provider} chooser opens`).toBe(true);
  const form = /<form method="post" action="([^"]+)">\s*<input type="hidden" name="tx" value="([^"]+)">\s*<input type="hidden" name="action" value="select">/.exec(await chooser.text());
  expect(form, 'the chooser lists the seeded accounts').toBeTruthy();
  const back = await page.request.post(new URL(decodeHtml(form![1]), chooser.url()).toString(), {
    form: { tx: decodeHtml(form![2]), action: 'select', account: account.sub },
  });
  const landed = new URL(back.url());
  expect(`${landed.port}${landed.pathname}${landed.search}`, 'the provider sends the reader back to the page asked for').toBe(`3000${redirect}`);
  await page.goto(redirect);
}

/** A unique e-mail for a test account created on the provider page. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Creates a new account on the provider's chooser page and continues with it (a first-time sign-in). */
export async function createProviderAccount(page: Page, email: string, nickname: string): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('#nickname').fill(nickname);
  await page.getByRole('button', { name: '계정 만들기' }).click();
  await page.locator('button.account.new').click();
}

/** A new member meets the onboarding modal on /sign-up/done: close it with 건너뛰기 (notices-onboarding.spec.ts walks through it). */
export async function skipOnboarding(page: Page): Promise<void> {
  const modal = page.getByTestId('onboarding-modal');
  await modal.waitFor({ state: 'visible', timeout: 15_000 });
  await modal.getByRole('button', { name: '건너뛰기' }).click();
  await modal.waitFor({ state: 'hidden' });
}

/** A complete first-time sign-up (provider account, consents, nickname); ends on /sign-up/done, onboarding skipped unless kept. */
export async function signUpNewMember(page: Page, options: { provider?: DemoProvider; nickname: string; redirect?: string; keepOnboarding?: boolean }): Promise<{ email: string }> {
  const email = uniqueEmail();
  await startSocialSignIn(page, options.provider ?? 'google', options.redirect ?? '/');
  await createProviderAccount(page, email, options.nickname);
  await page.waitForURL(/\/sign-up\?/);
  await page.getByLabel('닉네임').fill(options.nickname);
  await page.getByText('전체 동의', { exact: true }).click();
  await page.getByRole('button', { name: '동의하고 가입 완료' }).click();
  await page.waitForURL(/\/sign-up\/done\?/);
  if (!options.keepOnboarding) await skipOnboarding(page);
  return { email };
}

/** Opens the account entries: the header dropdown on desktop, the mobile menu on phones. */
export async function openAccountMenu(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) {
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.getByTestId('mobile-member-menu').waitFor();
    return menu;
  }
  await page.getByTestId('account-menu-button').click();
  const menu = page.getByTestId('account-menu');
  await menu.waitFor();
  return menu;
}

/** The system alert (the named 'system-alert' modal) showing `message`. */
export function systemAlert(page: Page, message: string) {
  return page.getByRole('dialog').filter({ hasText: message });
}

/** Waits until the header shows the signed-in state (the member menu on desktop; the menu button on phones). */
export async function waitForMemberHeader(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) {
    await page.waitForSelector('[data-testid="mobile-menu-button"]');
    return;
  }
  await page.getByTestId('member-menu').waitFor();
}

// ---------------------------------------------------------------------------------------------
// Files (made here so the tests need no fixture file)
// ---------------------------------------------------------------------------------------------

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG (servers check a file's content, not its name) whose pixel (x, y) has the colour `pixel(x, y)`. */
export function makePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(...pixel(x, y));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
