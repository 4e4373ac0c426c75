import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_ACCOUNTS, expectNoSidewaysScroll, isMobile, saveScreenshot, signInAs } from './helpers';

/**
 * 리츠포커스 (issue 8) as readers and editors use it: the screener with its URL state, a REIT page with
 * the metric explainer and glossary panels opened by keyboard, the .xlsx download of a PREMIUM member,
 * the REIT strip on the home page, and an editor's data import in the CMS. Runs on the demo data
 * (25 K-REITs, sample figures as of 2026-11-20).
 */

const SAMPLES = path.resolve('docs/data-import/samples');
const LOTTE = '330590';

/** Opens a panel from its trigger with the keyboard, checks its title, closes it with Escape; focus returns. */
async function openWithKeyboard(page: Page, trigger: Locator, title: string | RegExp) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('[data-info-panel][data-state="open"]');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(title);
  return panel;
}

test('a reader screens the REITs: sorts, filters by sector, and a reload keeps the view', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/reitsfocus');
  const screener = page.getByTestId('screener');
  await expect(screener.getByText('25개 리츠').first()).toBeVisible(); // the count may render twice for a moment while the page hydrates
  await expect(page.getByTestId('data-note').first()).toContainText('샘플 데이터');

  await screener.getByRole('tab', { name: '배당' }).click();
  await expect(page).toHaveURL(/view=dividend/);
  await screener.getByTestId('sort-indicatedYield').click();
  await expect(page).toHaveURL(/sort=indicatedYield/);
  const header = screener.locator('th', { has: page.getByTestId('sort-indicatedYield') });
  const direction = await header.getAttribute('aria-sort');
  expect(['ascending', 'descending']).toContain(direction);
  // The rows follow the sort: read the column's numbers in order.
  const column = await screener.locator('thead th').evaluateAll((ths) => ths.findIndex((th) => th.querySelector('[data-testid="sort-indicatedYield"]')));
  const values = await screener.locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => Number.parseFloat((r.children[i]?.textContent ?? '').replace(/[^0-9.-]/g, ''))), column);
  const known = values.filter((v) => Number.isFinite(v));
  expect(known.length).toBeGreaterThan(10);
  const ordered = [...known].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
  expect(known).toEqual(ordered);

  await screener.getByRole('button', { name: /^필터/ }).click();
  await screener.getByRole('group', { name: '섹터' }).getByRole('button', { name: '물류' }).click();
  await expect(page).toHaveURL(/sector=LOGISTICS/);
  const count = screener.getByText(/25개 중 \d+개/);
  await expect(count).toBeVisible();
  const filteredText = await count.textContent();
  const rows = await screener.locator('tbody tr').count();
  expect(filteredText).toContain(`${rows}개`);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'reits-screener-filtered', false);

  await page.reload();
  await expect(page.getByTestId('screener').getByText(filteredText!)).toBeVisible();
  await expect(page.getByTestId('screener').getByRole('tab', { name: '배당' })).toHaveAttribute('aria-selected', 'true');

  // A row leads to the REIT page.
  await page.getByTestId('screener').locator('tbody tr').first().getByRole('link').first().click();
  await expect(page.getByTestId('reit-page')).toBeVisible();
});

test('a REIT page explains its figures: three metric panels and a glossary term, by keyboard', async ({ page }, testInfo) => {
  await page.goto(`/reitsfocus/${LOTTE}`);
  const reit = page.getByTestId('reit-page');
  await expect(reit.getByRole('heading', { level: 1 })).toHaveText('롯데리츠');
  await expect(reit.getByTestId('data-note').first()).toContainText('2026.11.20');
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'reit-page');

  for (const [metric, title] of [['pNav', 'P/NAV'], ['dividendYield', /배당수익률/], ['wale', /WALE/]] as const) {
    const trigger = reit.getByTestId(`metric-info-${metric}`).first();
    const panel = await openWithKeyboard(page, trigger, title);
    await expect(panel).toContainText('계산식');
    await expect(panel).toContainText('이렇게 읽으세요');
    if (metric === 'pNav') await saveScreenshot(page, testInfo, 'reit-explainer-panel', false);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-info-panel][data-state="open"]')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  }

  const chip = reit.getByTestId('glossary-cap-rate');
  const panel = await openWithKeyboard(page, chip, '캡레이트');
  await expect(panel).toContainText(/NOI/);
  await panel.getByRole('button', { name: '닫기' }).click();
  await expect(page.locator('[data-info-panel][data-state="open"]')).toHaveCount(0);

  // Every explainer is also a page of its own, for readers and search engines.
  await reit.getByRole('link', { name: '모든 지표 설명' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '지표 설명' })).toBeVisible();
  await expect(page.locator('#pNav')).toContainText('계산식');

  // Each property has its own page: figures, leases, the way back.
  await page.goto(`/reitsfocus/${LOTTE}`);
  const firstAsset = page.getByTestId('reit-page').locator('#assets table a').first();
  const assetName = (await firstAsset.textContent())!;
  await firstAsset.click();
  const asset = page.getByTestId('asset-page');
  await expect(asset.getByRole('heading', { level: 1 })).toHaveText(assetName);
  await expect(asset.getByRole('region', { name: '임대차 목록' }).locator('tbody tr').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await asset.getByRole('link', { name: '롯데리츠', exact: true }).click();
  await expect(page.getByTestId('reit-page')).toBeVisible();
});

test('a reader compares REITs side by side: adds one, changes the period and removes one, all kept in the address', async ({ page }) => {
  await page.goto(`/reitsfocus/compare?tickers=${LOTTE},293940`);
  const table = page.getByTestId('compare-table');
  // One column per REIT after the metric names, each linking to its page; the price and 13 metrics, every cell filled.
  await expect(table.locator('thead th')).toHaveCount(3);
  await expect(table.locator('thead th a').first()).toHaveAttribute('href', `/reitsfocus/${LOTTE}`);
  await expect(table.locator('tbody tr')).toHaveCount(14);
  for (const cell of await table.locator('tbody td').all()) await expect(cell).not.toHaveText('');
  await expect(page.getByRole('figure', { name: /총수익률 비교/ })).toBeVisible();

  await page.getByTestId('compare-add').selectOption({ index: 1 });
  await expect(page).toHaveURL(new RegExp(`tickers=${LOTTE}%2C293940%2C[0-9A-Z]{6}`));
  await expect(table.locator('thead th')).toHaveCount(4);

  await page.getByRole('radiogroup', { name: '비교 기간' }).getByRole('radio').nth(4).click();
  await expect(page).toHaveURL(/range=3Y/);
  await expect(page.getByRole('radiogroup', { name: '비교 기간' }).getByRole('radio').nth(4)).toHaveAttribute('aria-checked', 'true');

  const lotte = await table.locator('thead th a').first().textContent();
  await page.getByRole('button', { name: `${lotte} 빼기` }).click();
  await expect(page).not.toHaveURL(new RegExp(LOTTE));
  await expect(table.locator('thead th')).toHaveCount(3);

  await page.reload();
  await expect(page).toHaveURL(/range=3Y/);
  await expect(page.getByTestId('compare-table').locator('thead th')).toHaveCount(3);
});

test('the home page carries the REIT strip into 리츠포커스', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByTestId('home-data-strip');
  await expect(strip).toBeVisible();
  await expect(strip.getByRole('link').nth(2)).toBeVisible();
  await strip.getByRole('heading', { name: '리츠포커스' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/reitsfocus$/);
  await expect(page.getByTestId('screener')).toBeVisible();
});

test('search finds a REIT by its English name and leads to its page', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('Lotte REIT')}`);
  const card = page.getByTestId('search-entity').filter({ hasText: '롯데리츠' });
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/reitsfocus/${LOTTE}$`));
  await expect(page.getByTestId('reit-page').getByRole('heading', { level: 1 })).toHaveText('롯데리츠');
});

test('a PREMIUM member downloads a REIT workbook that opens with every chosen sheet', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'One download is enough; the modal at 390 px is in the screenshots.');
  await signInAs(page, DEMO_ACCOUNTS.seoyeon, `/reitsfocus/${LOTTE}`);
  await page.getByTestId('reit-download').click();
  const modal = page.getByTestId('reit-download-modal');
  await expect(modal).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), modal.getByTestId('reit-download-submit').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^SPI_롯데리츠_${LOTTE}_.*\\.xlsx$`));
  const file = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const names = book.worksheets.map((s) => s.name);
  expect(names).toEqual(expect.arrayContaining(['요약 지표', '일별 시세', '배당 내역']));
  const prices = book.getWorksheet('일별 시세')!;
  expect(prices.rowCount).toBeGreaterThan(200);
  const summaryText = book.getWorksheet('요약 지표')!.getSheetValues().flat().map(String).join(' ');
  expect(summaryText).toContain('롯데리츠');
  expect(summaryText).toContain('샘플');
});

test('an editor checks REIT data files, sees each bad row, then imports a clean file', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'The CMS is a desktop tool.');
  await signInAs(page, DEMO_ACCOUNTS.seoyeon, '/admin/reits');
  await expect(page.getByRole('heading', { level: 1, name: '리츠 데이터' })).toBeVisible();

  const input = page.getByTestId('reit-import-input');
  await input.setInputFiles([path.join(SAMPLES, 'bad-prices.csv')]);
  await page.getByTestId('reit-import-check').click();
  const report = page.getByTestId('reit-import-report');
  await expect(report).toHaveAttribute('data-ok', 'false');
  await expect(report.getByRole('alert')).toContainText('아무것도 쓰지 않았습니다');
  await expect(page.getByTestId('reit-import-errors').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('reit-import-run')).toBeDisabled();
  await saveScreenshot(page, testInfo, 'cms-reit-import-errors');

  await page.getByRole('button', { name: 'bad-prices.csv 빼기' }).click();
  await input.setInputFiles([path.join(SAMPLES, 'reits.csv')]);
  await page.getByTestId('reit-import-check').click();
  await expect(report).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('reit-import-run').click();
  await expect(report.getByRole('status')).toHaveText(/가져오기를 마쳤습니다|바뀐 것이 없습니다/);
  await expect(page.getByTestId('reit-import-history').getByText('reits.csv')).toBeVisible();
});

test('an editor adds a glossary term; readers find it in the guide at once', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'The CMS is a desktop tool.');
  await signInAs(page, DEMO_ACCOUNTS.seoyeon, '/admin/reits/glossary');
  await page.getByRole('button', { name: '새 용어' }).click();
  const dialog = page.getByRole('dialog', { name: '새 용어' });
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('용어를 입력해 주세요.')).toBeVisible();
  await dialog.getByLabel('용어', { exact: false }).first().fill('DSCR');
  await dialog.getByLabel('풀이').fill('Debt Service Coverage Ratio');
  await dialog.getByLabel('주소용 이름', { exact: false }).fill('dscr');
  await dialog.getByLabel('요약', { exact: false }).fill('순영업소득으로 원리금을 몇 배 갚을 수 있는지 보여 줍니다.');
  await dialog.getByLabel('설명', { exact: false }).fill('DSCR = NOI ÷ 연간 원리금 상환액. 대주는 보통 1.2배 이상을 요구합니다.');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('glossary-table').getByText('DSCR', { exact: true })).toBeVisible();

  await page.goto('/reitsfocus/glossary');
  await expect(page.locator('#dscr')).toContainText('1.2배 이상');
});
