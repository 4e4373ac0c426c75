import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { applyFilters, DEMO_ACCOUNTS, expectNoSidewaysScroll, openListFilters, saveScreenshot, signInAs, systemAlert, waitForLiveList } from './helpers';

/**
 * 사모펀드 (issue 11) as readers use it: a guest filters the fund list (the URL keeps the view across a
 * reload) and opens a fund (figures locked, the report count with the fund-role lock); 정하은 (personal
 * PREMIUM_LIGHT with the fund role) sees the figures, opens the fund report confirm modal, cannot submit
 * before agreeing, agrees and receives the PDF; she also has the reports page and the statistics; 박유나
 * (LIGHT) is sent away from /fund/reports with the spec's message and finds the statistics locked. Runs on
 * the demo data (80 sample funds, reports on about 20 of them).
 */

const DENIED = '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.';

/** The filter panel of this list (the desktop column or the opened mobile sheet). */
const openFilters = (page: Page, testInfo: TestInfo): Promise<Locator> => openListFilters(page, testInfo, '펀드 필터');

/** The count once the list has read the address bar and loaded. */
async function countOf(page: Page): Promise<number> {
  await waitForLiveList(page, 'fund-list');
  const count = page.getByTestId('fund-count');
  await expect(count).toHaveText(/^총 [\d,]+개 펀드$/);
  return Number((await count.textContent())!.replace(/[^\d]/g, ''));
}

/** A fund that has reports, picked from the public list (no hard-coded ids). */
async function fundWithReports(request: APIRequestContext): Promise<{ id: string; name: string; reportCount: number }> {
  const list = await (await request.get('/api/seoul/v1/funds?size=100')).json() as { data: Array<{ id: string; name: string; reportCount: number }> };
  const fund = list.data.find((f) => f.reportCount > 0);
  expect(fund, 'the demo data has funds with reports').toBeTruthy();
  return fund!;
}

test('a guest filters the fund list by strategy, a reload keeps it, and a fund page locks the figures and reports', { tag: '@mobile' }, async ({ page, request }, testInfo) => {
  await page.goto('/fund');
  await expect(page.getByRole('heading', { level: 1, name: '부동산 사모펀드' })).toBeVisible();
  await expect(page.getByTestId('data-note').first()).toContainText('샘플 데이터');
  const all = await countOf(page);
  expect(all).toBeGreaterThan(20);
  await saveScreenshot(page, testInfo, 'funds-list', false);

  const panel = await openFilters(page, testInfo);
  await panel.getByTestId('filter-strategy').getByRole('button', { name: '코어', exact: true }).click();
  await applyFilters(page, testInfo);
  await expect(page).toHaveURL(/strategy=CORE(&|$)/);
  await expect(page.getByTestId('fund-count')).not.toHaveText(`총 ${all.toLocaleString('ko-KR')}개 펀드`);
  const filtered = await countOf(page);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  await expect(page.getByTestId('active-filters')).toContainText('전략: 코어');
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'funds-list-filtered', false);

  await page.reload();
  expect(await countOf(page)).toBe(filtered);

  // AUM is locked for a guest: in the list and in the sort.
  await expect(page.getByTestId('locked-value').filter({ visible: true }).first()).toBeVisible();

  // A fund with reports: identity is public, figures and reports are locked.
  const fund = await fundWithReports(request);
  await page.goto(`/fund/${fund.id}`);
  const view = page.getByTestId('fund-page');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(fund.name);
  await expect(view.getByTestId('fund-figures')).toHaveAttribute('data-locked', 'true');
  await expect(view.getByTestId('fund-figures-locked')).toContainText('사모펀드 권한');
  await expect(view.getByTestId('fund-report-count')).toContainText(`보고서 ${fund.reportCount}건`);
  const lock = view.getByTestId('fund-reports-locked');
  await expect(lock).toContainText('사모펀드 권한');
  await expect(lock.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(`/fund/${fund.id}`)}`);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'fund-page-guest');

  // An unknown fund is a 404.
  const missing = await page.goto('/fund/ZZ0000000000');
  expect(missing?.status()).toBe(404);
});

test('정하은 (fund role) agrees to the report terms and downloads a PDF report', async ({ page, request }, testInfo) => {
  const fund = await fundWithReports(request);
  await signInAs(page, DEMO_ACCOUNTS.haeun, `/fund/${fund.id}`);
  const view = page.getByTestId('fund-page');
  await expect(view.getByTestId('fund-figures')).toHaveAttribute('data-locked', 'false');
  const reports = view.getByTestId('fund-report-list');
  await expect(reports).toBeVisible();
  await expect(reports.getByTestId('fund-report-item')).toHaveCount(fund.reportCount);
  await saveScreenshot(page, testInfo, 'fund-page-haeun');

  const item = reports.getByTestId('fund-report-item').filter({ hasText: '.pdf' }).first();
  await item.getByTestId('fund-report-download').click();
  const modal = page.getByTestId('fund-report-confirm');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('listitem')).toHaveCount(4);
  const submit = modal.getByTestId('fund-report-submit');
  await expect(submit).toBeDisabled();
  await saveScreenshot(page, testInfo, 'fund-report-confirm-modal', false);

  await modal.getByRole('checkbox', { name: '위 내용을 확인했으며 동의합니다.' }).check();
  await expect(submit).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), submit.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(modal).toBeHidden();
  await expect(page.getByText('보고서를 내려받았어요.')).toBeVisible();
});

test('정하은 sees every report by 기준일 and the fund statistics', async ({ page }, testInfo) => {
  await signInAs(page, DEMO_ACCOUNTS.haeun, '/fund/reports');
  await expect(page.getByRole('heading', { level: 1, name: '펀드 보고서' })).toBeVisible();
  const list = page.getByTestId('fund-reports');
  await expect(list.getByTestId('fund-report-item').first()).toBeVisible();
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(/^\d{4}년 기준/);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'fund-reports-page');

  await page.goto('/fund/statistics');
  const stats = page.getByTestId('fund-statistics');
  await expect(stats).toBeVisible();
  await expect(stats.getByTestId('stats-by-amc').locator('tbody tr').first()).toBeVisible();
  await expect(stats.getByTestId('stats-by-strategy')).toContainText(/코어/);
  await expect(stats.getByTestId('stats-vintages')).toBeVisible();
  await expect(stats.getByTestId('data-note')).toContainText('샘플 데이터');
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'fund-statistics');
});

test('박유나 (LIGHT) is sent away from /fund/reports with the spec message and finds the statistics locked', async ({ page }, testInfo) => {
  await signInAs(page, DEMO_ACCOUNTS.yuna, '/');
  await page.goto('/fund/reports');
  const alert = systemAlert(page, DENIED);
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/membership$/);
  await saveScreenshot(page, testInfo, 'fund-reports-denied', false);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();

  await page.goto('/fund/statistics');
  const locked = page.getByTestId('fund-statistics-locked');
  await expect(locked).toBeVisible();
  await expect(locked).toContainText('사모펀드 권한');
  await expect(locked.getByRole('link', { name: '멤버십 보기' })).toHaveAttribute('href', '/membership');
  await saveScreenshot(page, testInfo, 'fund-statistics-locked', false);
});

test('a guest opening /fund/reports signs in first', async ({ page }) => {
  const response = await page.goto('/fund/reports');
  expect(response?.url()).toContain('/sign-in?redirect=%2Ffund%2Freports');
  await expect(systemAlert(page, '해당 페이지는 로그인한 사용자만 접근 가능합니다.')).toBeVisible();
});
