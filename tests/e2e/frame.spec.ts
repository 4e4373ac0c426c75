import { expect, test } from '@playwright/test';
import { collectForeignRequests, isMobile, saveScreenshot } from './helpers';

const TABS = [
  ['SPI Pro', '/article'],
  ['시티폴리오', '/cityfolio'],
  ['리츠포커스', '/reitsfocus'],
  ['딜정보', '/dealsheet'],
  ['사모펀드', '/fund'],
  ['이벤트', '/event'],
  ['채용', '/recruit'],
] as const;

test('home page renders the frame, offline, in Pretendard (Hangul from the system font on phones)', { tag: '@mobile' }, async ({ page }, testInfo) => {
  const foreign = collectForeignRequests(page);
  const fonts: string[] = [];
  page.on('request', (request) => { if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname); });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/SPI/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('시장의 흐름을');
  const footer = page.getByTestId('site-footer');
  await expect(footer).toContainText('투자 권유나 투자 자문이 아니며');
  await expect(footer).toContainText('적시성과 정확성을 보장하지 않으며');
  await expect(footer).toContainText('홈페이지와 공시 자료');
  await expect(footer).toContainText('1:1 문의 페이지');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} SPI`);
  await expect(page.getByTestId('company-info')).toContainText('사업자등록번호');
  for (const link of await footer.locator('a[target="_blank"]').all()) {
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await page.evaluate(() => document.fonts.ready);
  // ADR 026: Latin and figures in Pretendard everywhere; Hangul in Pretendard's slices only on wider screens.
  expect(fonts.some((path) => /pretendard_latin/i.test(path))).toBe(true);
  const hangulSlices = fonts.filter((path) => path.includes('PretendardVariable.subset'));
  if (isMobile(testInfo)) expect(hangulSlices).toEqual([]);
  else expect(await page.evaluate(() => document.fonts.check('16px "Pretendard Variable"', '가나다'))).toBe(true);
  await saveScreenshot(page, testInfo, 'home');
  expect(foreign).toEqual([]);
});

test('canonical URL and sharing metadata are set per path', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /localhost:3000\/?$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /SPI/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ko_KR');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const og = await page.request.get('/opengraph-image');
  expect(og.status()).toBe(200);
  expect(og.headers()['content-type']).toContain('image/png');
});

test('desktop tab bar: eight tabs, selection rule, external forum link', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'desktop header');
  await page.goto('/');
  const bar = page.getByTestId('main-tab-bar');
  for (const [title] of TABS) await expect(bar.getByRole('link', { name: title, exact: true })).toBeVisible();
  const forum = page.getByTestId('cityforum-link');
  await expect(forum).toHaveAttribute('target', '_blank');
  await expect(forum).toHaveAttribute('rel', /noopener/);
  await expect(bar.locator('[aria-current="page"]')).toHaveCount(0);

  for (const [title, path] of TABS) {
    await bar.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(bar.locator('[aria-current="page"]')).toHaveText(title);
  }
  // A section's 404 page (here an unknown path under a tab) still marks its tab.
  const missing = await page.goto('/reitsfocus/no-such-reit');
  expect(missing?.status()).toBe(404);
  await expect(bar.locator('[aria-current="page"]')).toHaveText('리츠포커스');
  await page.goto('/article/tag/물류');
  await expect(bar.locator('[aria-current="page"]')).toHaveCount(0);
});

test('sticky header on large screens on main tab paths only', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'desktop header');
  await page.setViewportSize({ width: 1280, height: 420 });
  const bar = page.getByTestId('main-tab-bar');
  await page.goto('/article');
  await expect(bar).toHaveAttribute('data-sticky', 'false');
  await page.mouse.wheel(0, 400);
  await expect(bar).toHaveAttribute('data-sticky', 'true');
  await expect(page.getByTestId('cityforum-link')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-sticky', 'false');

  await page.goto('/');
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(200);
  await expect(bar).toHaveAttribute('data-sticky', 'false');

  await page.setViewportSize({ width: 1100, height: 420 });
  await page.goto('/article');
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(200);
  await expect(bar).toHaveAttribute('data-sticky', 'false');
});

test('mobile menu locks scrolling, hides 채용 for guests and closes on route change', { tag: '@mobile' }, async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), 'mobile header');
  await page.goto('/');
  await expect(page.getByTestId('desktop-header')).toBeHidden();
  const button = page.getByTestId('mobile-menu-button');
  await button.click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', /.*/);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expect(menu.getByRole('link', { name: /^채용/ })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: /^SPI Pro(?! Insight)/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'mobile-menu', false);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', /.*/);

  await button.click();
  await menu.getByRole('link', { name: /^리츠포커스/ }).click();
  await expect(page).toHaveURL(/\/reitsfocus$/);
  await expect(menu).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', /.*/);
});

test('unknown page shows the 404 page with the status code and a home button', async ({ page }, testInfo) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const view = page.getByTestId('error-view');
  await expect(view).toContainText('404');
  await expect(view).toContainText('요청하신 페이지를 찾을 수 없습니다.');
  await expect(view).toContainText('입력하신 주소가 정확한지');
  await saveScreenshot(page, testInfo, 'not-found');
  await view.getByRole('link', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a crash shows the fallback page and reports the error', async ({ page }, testInfo) => {
  await page.goto('/');
  const response = await page.goto('/diagnostics/crash');
  expect(response?.status()).toBe(200);
  const report = page.waitForResponse((r) => r.url().endsWith('/api/slack') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '렌더링 오류 발생시키기' }).click();
  const view = page.getByTestId('error-view');
  await expect(view).toContainText('일시적인 오류가 발생했습니다.');
  await expect(view).toContainText('잠시 후 다시 시도해 주세요.');
  await expect(view).toContainText(/ERR-[A-Za-z0-9]{8}/);
  expect((await report).status()).toBe(202);
  await saveScreenshot(page, testInfo, 'crash-fallback');
  await view.getByRole('button', { name: '새로고침' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('theme comes from the cookie without a flash', async ({ page, context }) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: 'http://localhost:3000' }]);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForSelector('body');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(16, 18, 22)');
});

test('the theme toggle switches and remembers the theme', { tag: '@mobile' }, async ({ page, context }, testInfo) => {
  await page.goto('/');
  if (isMobile(testInfo)) await page.getByTestId('mobile-menu-button').click();
  const scope = isMobile(testInfo) ? page.getByTestId('mobile-menu') : page.getByTestId('desktop-header');
  await scope.getByRole('button', { name: /다크 모드/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'theme')?.value).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await saveScreenshot(page, testInfo, 'home-dark');
});

test('the API answers through port 3000 with the error envelope', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const missing = await request.get('/api/seoul/v1/does-not-exist');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  const docs = await request.get('/api/docs');
  expect(docs.status()).toBe(200);
});
