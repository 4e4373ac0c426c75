import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, isMobile, signInAs } from './helpers';

/**
 * The Sophi admin screen (issue 13) as the admin demo account (Park Jiho, ROLE_ADMIN): the period, the
 * summary figures and the daily table, the feedback tabs, and the link of the unanswered-questions CSV.
 */
test('an admin opens /admin/sophi and sees the figures and the export link', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'One desktop pass is enough for this screen.');
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/sophi');
  await expect(page.getByRole('heading', { level: 1, name: 'Sophi', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'CMS 메뉴' }).getByRole('link', { name: 'Sophi', exact: true })).toHaveAttribute('aria-current', 'page');

  const figures = page.getByTestId('sophi-figures');
  await expect(figures).toBeVisible();
  for (const label of ['질문 수', '답변률', '근거 부족 비율', '평균 첫 응답 시간', '토큰', '좋아요 / 아쉬워요']) await expect(figures.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId('sophi-period')).toContainText('오늘 포함 30일');
  await expect(page.getByTestId('sophi-day-row')).toHaveCount(30);
  await expect(page.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');

  const link = page.getByRole('link', { name: '답변 못한 질문 내보내기 (CSV)' });
  await expect(link).toHaveAttribute('href', '/api/seoul/v1/admin/sophi/unanswered.csv?days=30');
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/^sophi-unanswered-\d{8}\.csv$/);

  await page.getByLabel('기간').selectOption('7');
  await expect(page).toHaveURL(/\/admin\/sophi\?days=7$/);
  await expect(page.getByTestId('sophi-day-row')).toHaveCount(7);
});
