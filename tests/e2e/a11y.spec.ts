import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, isMobile, signInAs } from './helpers';

/**
 * Accessibility (issue 14 §4): axe-core (WCAG 2.0/2.1 A and AA rules) on the key pages, the light theme at
 * 1280 px (desktop project) and the dark theme at 390 px (mobile project): each page is analysed once per width
 * and once per theme, which keeps the suite inside the CI budget. A serious or critical violation fails the
 * test; the message lists each rule, its help text and the elements it found.
 *
 * Excluded: third-party iframes only. The article's video player is a facade (a button and a thumbnail) until
 * a reader presses it, so no YouTube or Vimeo iframe is on the page when axe runs; should one appear, its
 * content is another site's document that we cannot fix, so `iframe[src^="https://"]` is excluded.
 */

type Theme = 'light' | 'dark';

async function firstArticlePath(page: Page): Promise<string> {
  const res = await page.request.get('/api/seoul/v1/articles?size=1');
  expect(res.ok(), 'the demo articles are listed').toBe(true);
  const [first] = (await res.json()).data as Array<{ articleId: number }>;
  expect(first, 'a demo article exists').toBeTruthy();
  return `/article?id=${first!.articleId}`;
}

const PAGES: Array<{ name: string; path: string }> = [
  { name: 'home', path: '/' },
  { name: 'SPI Pro list', path: '/article' },
  { name: 'search', path: `/search?q=${encodeURIComponent('리츠')}` },
  { name: 'cityfolio', path: '/cityfolio' },
  { name: 'reitsfocus', path: '/reitsfocus' },
  { name: 'dealsheet', path: '/dealsheet' },
  { name: 'fund', path: '/fund' },
  { name: 'event', path: '/event' },
  { name: 'recruit', path: '/recruit' },
];

async function setTheme(page: Page, theme: Theme): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3000';
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL }]);
}

/** Runs axe on the current page and fails on serious or critical violations, naming rule, help and targets. */
async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Let the page settle: client lists and the reader's own version load after hydration. Not 'networkidle':
  // pages with polling or long-lived requests (/event, /recruit under load) never reach it.
  await page.waitForLoadState('load');
  await page.locator('main').first().waitFor();
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe[src^="https://"]')
    // Only violations are reported: axe then skips collecting every passing node, which is most of its time on
    // the long lists (deal and fund tables).
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `- ${v.id} (${v.impact}): ${v.help} <${v.helpUrl}>\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
  expect(serious, `${label}: serious or critical axe violations\n${report}`).toEqual([]);
}

// The pages are independent: spread them over both workers (this file would otherwise run alone in one), and give
// each test room for a full-page analysis under a loaded suite.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/**
 * Opens a page in this project's theme (light at desktop width, dark at mobile width: the theme cookie is set before
 * the first request, so each page loads once) and checks it.
 */
async function checkInProjectTheme(page: Page, label: string, open: () => Promise<void>, ready: () => Promise<void> = async () => {}): Promise<void> {
  const theme: Theme = isMobile(test.info()) ? 'dark' : 'light';
  await setTheme(page, theme);
  await open();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await ready();
  await expectNoSeriousViolations(page, `${label} ${theme}`);
}

for (const { name, path } of PAGES) {
  test(`${name} (${path}) has no serious or critical violations`, { tag: '@mobile' }, async ({ page }) => {
    await checkInProjectTheme(page, name, async () => { await page.goto(path); });
  });
}

test('an article page has no serious or critical violations', { tag: '@mobile' }, async ({ page }) => {
  const path = await firstArticlePath(page);
  await checkInProjectTheme(page, 'article', async () => { await page.goto(path); }, () => expect(page.getByTestId('article')).toBeVisible());
});

test('the settings of a signed-in member have no serious or critical violations', { tag: '@mobile' }, async ({ page }) => {
  await checkInProjectTheme(page, 'settings', () => signInAs(page, DEMO_ACCOUNTS.minjun, '/user/setting'), () => expect(page.locator('main')).toBeVisible());
});
