import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { applyFilters, DEMO_ACCOUNTS, expectNoSidewaysScroll, isMobile, openListFilters, saveScreenshot, signInAs, waitForLiveList } from './helpers';

/**
 * 딜정보 (issue 11) as readers use it: a guest filters the list (the URL keeps the view across a
 * reload), switches table/cards and ㎡/평 and opens a deal (price band, 평당가 locked); a LIGHT member
 * sees prices and filters by price but finds the statistics locked; a PREMIUM_LIGHT member sees the
 * statistics charts and exports the list to Excel. Runs on the demo data (≈300 sample deals).
 */

/** The filter panel of this list (the desktop column or the opened mobile sheet). */
const openFilters = (page: Page, testInfo: TestInfo): Promise<Locator> => openListFilters(page, testInfo, '딜 필터');

/** Waits for the list to read the address bar (the server's stand-in ignores clicks). */
async function listReady(page: Page) {
  await waitForLiveList(page, 'deal-list');
}

/** The count once the list has loaded for the current address. */
async function countOf(page: Page): Promise<number> {
  await listReady(page);
  const count = page.getByTestId('deal-count');
  await expect(count).toHaveText(/^총 [\d,]+건$/);
  return Number((await count.textContent())!.replace(/[^\d]/g, ''));
}

test('a guest filters deals by type and region, and a reload keeps the view', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/dealsheet');
  await expect(page.getByRole('heading', { level: 1, name: '딜정보' })).toBeVisible();
  await expect(page.getByTestId('data-note').first()).toContainText('샘플 데이터');
  const all = await countOf(page);
  expect(all).toBeGreaterThan(50);
  if (isMobile(testInfo)) {
    // A phone lays out the cards of its first screen; the others as they come near the viewport (ADR 043).
    const cards = page.getByTestId('deal-card');
    const rendered = (card: Locator) => card.getByRole('link').first().evaluate((a) => a.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(cards.first())).toBe(true);
    expect(await rendered(cards.last())).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(cards.last())).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  let panel = await openFilters(page, testInfo);
  await panel.getByTestId('filter-type').getByRole('button', { name: '오피스', exact: true }).click();
  await panel.getByTestId('filter-region').getByRole('button', { name: 'CBD (도심)' }).click();
  await applyFilters(page, testInfo);
  await expect(page).toHaveURL(/type=OFFICE/);
  await expect(page).toHaveURL(/region=CBD/);
  await expect(page.getByTestId('deal-count')).not.toHaveText(`총 ${all.toLocaleString('ko-KR')}건`);
  const filtered = await countOf(page);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  await expect(page.getByTestId('active-filters')).toContainText('유형: 오피스');

  const filteredText = `총 ${filtered.toLocaleString('ko-KR')}건`;
  await page.reload();
  await expect(page).toHaveURL(/type=OFFICE/);
  await listReady(page);
  await expect(page.getByTestId('deal-count')).toHaveText(filteredText);
  await expect(page.getByTestId('active-filters')).toContainText('권역: CBD');
  panel = await openFilters(page, testInfo);
  await expect(panel.getByTestId('filter-type').getByRole('button', { name: '오피스', exact: true })).toHaveAttribute('aria-pressed', 'true');
  if (isMobile(testInfo)) await page.keyboard.press('Escape');

  // Guests see price filters locked with the reason.
  panel = await openFilters(page, testInfo);
  await expect(panel.getByTestId('filter-price').getByRole('textbox').first()).toBeDisabled();
  await expect(panel.getByTestId('filter-price').getByRole('link', { name: '로그인' })).toBeVisible();
  if (isMobile(testInfo)) {
    await saveScreenshot(page, testInfo, 'deals-filter-sheet', false);
    await page.keyboard.press('Escape');
  }

  // Back to the unfiltered list through '전체 해제'.
  await page.getByTestId('active-filters').getByRole('button', { name: '전체 해제' }).click();
  await expect(page).not.toHaveURL(/type=OFFICE/);
  await expect(page.getByTestId('deal-count')).toHaveText(`총 ${all.toLocaleString('ko-KR')}건`);
  await page.goBack();
  await expect(page).toHaveURL(/type=OFFICE/);
  await expect(page.getByTestId('deal-count')).toHaveText(filteredText);
});

test('a guest switches table and cards, ㎡ and 평, and opens a deal with its price band', async ({ page, request }, testInfo) => {
  await page.goto('/dealsheet?view=table');
  await listReady(page);
  const table = page.getByTestId('deal-table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /연면적 \(㎡\)/ })).toBeVisible();
  await expect(table.getByTestId('locked-value').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'deals-list-table', false);

  await page.getByTestId('area-unit-toggle').getByRole('button', { name: '평' }).click();
  await expect(table.getByRole('columnheader', { name: /연면적 \(평\)/ })).toBeVisible();
  await page.getByTestId('view-toggle').getByRole('button', { name: '카드' }).click();
  await expect(page).toHaveURL(/view=cards/);
  const cards = page.getByTestId('deal-cards');
  await expect(cards).toBeVisible();
  await expect(cards.getByTestId('deal-card').first()).toContainText('평');
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'deals-list-cards', false);
  // The unit is remembered on the next page.
  await page.getByTestId('area-unit-toggle').getByRole('button', { name: '㎡' }).click();

  // A deal with a known price: the guest sees its band and a lock on 평당가.
  const list = await (await request.get('/api/seoul/v1/deals?status=CLOSED&type=OFFICE')).json() as { data: Array<{ id: string; assetName: string; priceBand: string | null }> };
  const deal = list.data.find((d) => d.priceBand !== null)!;
  expect(deal).toBeTruthy();
  await page.goto(`/dealsheet/${deal.id}`);
  const view = page.getByTestId('deal-page');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(deal.assetName);
  await expect(view.getByTestId('deal-price-band')).toHaveText(deal.priceBand!);
  await expect(view.getByTestId('deal-price-per-pyeong').getByTestId('locked-평당가')).toBeVisible();
  await expect(view.getByTestId('deal-ltv').getByTestId('locked-LTV')).toBeVisible();
  await expect(view.getByRole('navigation', { name: '위치' }).getByRole('link', { name: '딜정보' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'deal-page-guest');

  const missing = await page.goto('/dealsheet/D-0000-NOPE');
  expect(missing?.status()).toBe(404);
});

test('a LIGHT member sees prices and filters by price, but the statistics are locked', async ({ page }, testInfo) => {
  await signInAs(page, DEMO_ACCOUNTS.yuna, '/dealsheet');
  await countOf(page);
  const panel = await openFilters(page, testInfo);
  const min = panel.getByTestId('filter-price').getByRole('textbox', { name: '거래가 최소 (억원)' });
  await expect(min).toBeEnabled();
  await min.fill('3000');
  await min.press('Enter');
  await applyFilters(page, testInfo);
  await expect(page).toHaveURL(/priceMin=3000/);
  const count = await countOf(page);
  expect(count).toBeGreaterThan(0);
  await page.getByTestId('view-toggle').getByRole('button', { name: '표' }).click();
  const table = page.getByTestId('deal-table');
  await expect(table.getByTestId('locked-value')).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toContainText(/[\d,.]+(억원|조원)/);
  await expect(page.getByTestId('deal-export-locked')).toBeVisible();
  await saveScreenshot(page, testInfo, 'deals-list-light', false);

  await page.goto('/dealsheet/statistics');
  const locked = page.getByTestId('statistics-locked');
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('link', { name: '멤버십 보기' })).toHaveAttribute('href', '/membership');
  await saveScreenshot(page, testInfo, 'deals-statistics-locked');
});

test('a PREMIUM_LIGHT member reads the statistics and exports the list to Excel', async ({ page }, testInfo) => {
  await signInAs(page, DEMO_ACCOUNTS.haeun, '/dealsheet/statistics');
  await expect(page.getByTestId('stat-volume-type').locator('svg[role="img"]')).toBeVisible();
  await expect(page.getByTestId('stat-office-ppp')).toContainText('만원/평');
  await expect(page.getByTestId('largest-table').getByRole('row').nth(1)).toBeVisible();
  await page.getByTestId('stat-volume-type').getByRole('button', { name: '표로 보기' }).click();
  await expect(page.getByTestId('stat-volume-type').getByRole('table')).toBeVisible();
  await saveScreenshot(page, testInfo, 'deals-statistics');

  test.skip(isMobile(testInfo), 'One download is enough.');
  await page.goto('/dealsheet?type=OFFICE');
  await countOf(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('deal-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^spi-deals-\d{8}\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
