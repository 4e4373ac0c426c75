import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, isMobile, saveScreenshot, signInAs, systemAlert } from './helpers';

/**
 * The administrators' screens of issue 10: 무통장입금 확인 (/admin/billing/deposits), 학생 인증 심사
 * (/admin/billing/students) and the FUND (펀드 권한) switch of the members screen. The journeys that need
 * data of their own (a deposit confirmed, a student document reviewed) are in corporation.spec.ts and
 * student.spec.ts; here the admin demo account (Park Jiho, ROLE_ADMIN) opens both screens at 1280 and
 * 390 px, and an editor without ROLE_ADMIN is turned away.
 */

/** The list of a review screen has answered: its table, or its empty state. */
async function listSettled(page: Page, tableTestId: string) {
  await expect(page.getByTestId(tableTestId).or(page.getByTestId('empty-state'))).toBeVisible();
  await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
}

test('an administrator opens 무통장입금 확인 with its status tabs in the address', async ({ page }, testInfo) => {
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/billing/deposits');
  await expect(page.getByRole('heading', { level: 1, name: '무통장입금 확인' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'CMS 메뉴' }).getByRole('link', { name: '무통장입금 확인' })).toHaveAttribute('aria-current', 'page');
  const tabs = page.getByRole('tablist', { name: '주문 상태' });
  await expect(tabs.getByRole('tab')).toHaveText(['입금 확인 요청', '입금 대기', '결제 완료', '취소', '기한 지남']);
  await expect(tabs.getByRole('tab', { name: '입금 확인 요청' })).toHaveAttribute('aria-selected', 'true');
  await listSettled(page, 'deposit-orders-table');
  await saveScreenshot(page, testInfo, 'admin-deposits');

  // Every open row offers both actions (named exactly so the corporation journey can press them).
  const rows = page.locator('[data-testid^="deposit-row-"]');
  for (const row of await rows.all()) {
    await expect(row.getByRole('button', { name: '입금 확인', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: '주문 취소', exact: true })).toBeVisible();
  }

  await tabs.getByRole('tab', { name: '결제 완료' }).click();
  await expect(page).toHaveURL(/\/admin\/billing\/deposits\?status=PAID$/);
  await expect(tabs.getByRole('tab', { name: '결제 완료' })).toHaveAttribute('aria-selected', 'true');
  await listSettled(page, 'deposit-orders-table');
  // Keyboard: the arrow keys move along the tabs.
  await tabs.getByRole('tab', { name: '결제 완료' }).press('ArrowRight');
  await expect(page).toHaveURL(/\/admin\/billing\/deposits\?status=CANCELLED$/);
  await expect(tabs.getByRole('tab', { name: '취소' })).toBeFocused();
  await listSettled(page, 'deposit-orders-table');
  await saveScreenshot(page, testInfo, 'admin-deposits-cancelled');
});

test('an administrator opens 학생 인증 심사 with its status tabs in the address', async ({ page }, testInfo) => {
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/billing/students');
  await expect(page.getByRole('heading', { level: 1, name: '학생 인증 심사' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'CMS 메뉴' }).getByRole('link', { name: '학생 인증 심사' })).toHaveAttribute('aria-current', 'page');
  const tabs = page.getByRole('tablist', { name: '심사 상태' });
  await expect(tabs.getByRole('tab')).toHaveText(['심사 대기', '인증 완료', '반려', '만료']);
  await expect(tabs.getByRole('tab', { name: '심사 대기' })).toHaveAttribute('aria-selected', 'true');
  await listSettled(page, 'student-verifications-table');
  await saveScreenshot(page, testInfo, 'admin-students');

  // A pending document row can be previewed, approved and rejected.
  const rows = page.locator('[data-testid^="student-row-"]');
  for (const row of await rows.all()) {
    await expect(row.getByRole('button', { name: '승인', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: '반려', exact: true })).toBeVisible();
  }

  await tabs.getByRole('tab', { name: '인증 완료' }).click();
  await expect(page).toHaveURL(/\/admin\/billing\/students\?status=VERIFIED$/);
  await listSettled(page, 'student-verifications-table');
  await saveScreenshot(page, testInfo, 'admin-students-verified');
});

test('an administrator grants and removes the fund role of a member on the members screen', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'One run is enough for the round trip; the 390 px layout is screenshotted above.');
  const yuna = DEMO_ACCOUNTS.yuna;
  await signInAs(page, DEMO_ACCOUNTS.jiho, `/admin/billing/members?q=${encodeURIComponent(yuna.email)}`);
  await expect(page.getByRole('columnheader', { name: 'FUND (펀드 권한)' })).toBeVisible();
  const fund = page.getByRole('switch', { name: `${yuna.nickname} FUND (펀드 권한)` });
  // Choi Yuna holds a 라이트 membership without the fund role (demo data).
  await expect(fund).toHaveAttribute('aria-checked', 'false');

  await fund.click();
  await expect(page.getByText(`${yuna.nickname}님에게 펀드 권한을 주었습니다.`)).toBeVisible();
  await expect(fund).toHaveAttribute('aria-checked', 'true');
  await saveScreenshot(page, testInfo, 'admin-members-fund', false);

  // Put it back as it was, from the keyboard.
  await fund.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${yuna.nickname}님의 펀드 권한을 해제했습니다.`)).toBeVisible();
  await expect(fund).toHaveAttribute('aria-checked', 'false');
});

test('an editor without ROLE_ADMIN is turned away from both screens', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.seoyeon, '/admin');
  await expect(page.getByRole('navigation', { name: 'CMS 메뉴' }).getByRole('link', { name: '무통장입금 확인' })).toHaveCount(0);
  for (const path of ['/admin/billing/deposits', '/admin/billing/students']) {
    await page.goto(path);
    const alert = systemAlert(page, '해당 페이지에 접근할 수 있는 권한이 없습니다.');
    await expect(alert).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(path.replace(/\//g, '\\/')));
    await alert.getByRole('button', { name: '확인' }).click();
  }
});
