import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS, isMobile, openAccountMenu, signInAs, waitForMemberHeader } from './helpers';

/**
 * The link crawl (issue 14): every link a person can reach from the frame — the header, the tab bar, the
 * footer, the account menu and the mobile menu — leads somewhere. Internal links are requested (redirects
 * followed) and must not answer 404; external links open in a new tab with rel=noopener.
 */

/** Where the frame's links live; the menus are opened before collecting. */
const FRAME_LINKS = [
  'header a[href]',
  '[data-testid="main-tab-bar"] a[href]',
  '[data-testid="site-footer"] a[href]',
  '[data-testid="account-menu"] a[href]',
  '[data-testid="mobile-menu"] a[href]',
].join(', ');

interface FrameLink { href: string; text: string; target: string | null; rel: string | null }

async function collectFrameLinks(page: Page): Promise<FrameLink[]> {
  return page.locator(FRAME_LINKS).evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      text: (a.textContent ?? '').trim() || a.getAttribute('aria-label') || '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  );
}

/** Opens the mobile menu (390 px) or, for a member on a wide screen, the account dropdown. */
async function openMenus(page: Page, testInfo: TestInfo, signedIn: boolean): Promise<void> {
  if (signedIn) {
    await openAccountMenu(page, testInfo);
    return;
  }
  if (isMobile(testInfo)) {
    await page.getByTestId('mobile-menu-button').click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
  }
}

async function crawl(page: Page, testInfo: TestInfo, signedIn: boolean): Promise<void> {
  const links = await collectFrameLinks(page);
  expect(links.length).toBeGreaterThan(10);
  const origin = new URL(page.url()).origin;

  const internal = new Map<string, string>();
  const badExternal: string[] = [];
  for (const link of links) {
    const url = new URL(link.href);
    if (!['http:', 'https:'].includes(url.protocol)) continue; // mailto: and the like
    if (url.origin === origin) {
      // Never follow something that changes the session (none of the frame's links should, but be safe).
      if (/^\/api\/|sign-out|logout/.test(url.pathname)) continue;
      internal.set(`${url.pathname}${url.search}`, link.text);
    } else if (link.target !== '_blank' || !/\bnoopener\b/.test(link.rel ?? '')) {
      badExternal.push(`${link.text} → ${link.href} (target=${link.target}, rel=${link.rel})`);
    }
  }
  expect(badExternal, `external links must open in a new tab with rel=noopener:\n${badExternal.join('\n')}`).toEqual([]);

  // The pages the frame is expected to reach, so the crawl cannot pass by collecting nothing.
  for (const path of ['/policy/terms', '/policy/privacy', '/support', '/support/inquiry', '/about', '/article']) {
    expect([...internal.keys()], `the frame links to ${path}`).toContain(path);
  }
  if (signedIn) expect([...internal.keys()].some((p) => p.startsWith('/user/'))).toBe(true);

  const broken: string[] = [];
  for (const [path, text] of internal) {
    const response = await page.request.get(path, { maxRedirects: 10 });
    if (response.status() === 404) broken.push(`${text || '(no text)'} → ${path}`);
  }
  expect(broken, `${broken.length} frame link(s) answer 404 (${signedIn ? 'member' : 'guest'}, ${testInfo.project.name}):\n${broken.join('\n')}`).toEqual([]);
}

test('every frame link of a guest leads to a page', { tag: '@mobile' }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await openMenus(page, testInfo, false);
  await crawl(page, testInfo, false);
});

test('every frame link of a signed-in member leads to a page', { tag: '@mobile' }, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_ACCOUNTS.yuna, '/');
  await waitForMemberHeader(page, testInfo);
  await openMenus(page, testInfo, true);
  await crawl(page, testInfo, true);
});

test('policy pages keep their versions, and the footer leads to the own about page', async ({ page }) => {
  await page.goto('/policy/privacy');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await expect(page.getByTestId('policy-effective')).toHaveText('시행일 2026년 6월 1일 (현재)');
  await expect(page.locator('#cookies')).toBeAttached();
  await page.getByRole('navigation', { name: '버전 기록' }).getByRole('link', { name: '시행일 2026년 1월 1일' }).click();
  await expect(page).toHaveURL(/\/policy\/privacy\/2026-01-01$/);
  await expect(page.getByTestId('policy-old-notice')).toContainText('이 문서는 과거 버전입니다.');
  await page.getByRole('link', { name: '현재 버전 보기' }).click();
  await expect(page).toHaveURL(/\/policy\/privacy$/);
  expect((await page.request.get('/policy/terms/2020-01-01')).status()).toBe(404);

  const careers = page.getByTestId('site-footer').getByRole('link', { name: '인재 채용' });
  await expect(careers).not.toHaveAttribute('target', '_blank');
  await careers.click();
  await expect(page).toHaveURL(/\/about#careers$/);
  await expect(page.getByRole('heading', { name: '인재 채용' })).toBeVisible();
});

test('a reader of the terms jumps from the table of contents to an article far down, laid out once it is reached', async ({ page }) => {
  await page.goto('/policy/terms');
  // The articles below the first screen are laid out and painted only near the viewport (ADR 032).
  const last = page.getByRole('navigation', { name: '목차' }).getByRole('link').last();
  const title = (await last.textContent())!;
  const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
  const rendered = () => heading.evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered()).toBe(false);

  await last.click();
  await expect(page).toHaveURL(/\/policy\/terms#/);
  await expect(heading).toBeInViewport();
  expect(await rendered()).toBe(true);
});
