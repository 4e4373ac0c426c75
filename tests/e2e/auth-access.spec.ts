import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, saveScreenshot, signInAs, systemAlert, waitForMemberHeader } from './helpers';

// Every page-access rule of spec section 5 reached by a real page: the server decides before
// rendering, redirects with ?denied=<reason>, and the layout shows the exact Korean message as the
// system alert and strips the flag. (Rules 6 and 7, membership and pageAccess, have no page yet.)

async function expectDenied(page: Page, path: RegExp, message: string) {
  const alert = systemAlert(page, message);
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(path);
  expect(page.url()).not.toContain('denied=');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();
}

test('rule 2: a guest opening /user/setting goes to /sign-in with the redirect and the login message', async ({ page }, testInfo) => {
  const response = await page.goto('/user/setting?about=info');
  // Decided on the server: the protected page never reached the browser.
  expect(response?.url()).toContain('/sign-in?redirect=%2Fuser%2Fsetting%3Fabout%3Dinfo');
  await expectDenied(page, /\/sign-in\?redirect=%2Fuser%2Fsetting%3Fabout%3Dinfo$/, '해당 페이지는 로그인한 사용자만 접근 가능합니다.');
  await expect(page.getByTestId('sign-in-kakao')).toHaveAttribute('href', '/api/auth/kakao/start?redirect=%2Fuser%2Fsetting%3Fabout%3Dinfo');
  await saveScreenshot(page, testInfo, 'auth-denied-login', false);
});

test('rule 2 for every protected page', async ({ page }) => {
  for (const path of ['/user/notifications', '/user/corporation', '/user/corporation/manage', '/admin/audit']) {
    await page.goto(path);
    await expectDenied(page, new RegExp(`/sign-in\\?redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '해당 페이지는 로그인한 사용자만 접근 가능합니다.');
  }
});

test('rules 1, 3, 4, 5 for a personal member without roles (김민준)', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.minjun, '/');

  // 1. Guest-only page while signed in.
  await page.goto('/sign-in');
  await expectDenied(page, /localhost:3000\/$/, '해당 페이지는 비로그인 사용자만 접근이 가능합니다.');

  // 3. CORPORATION_MANAGER.
  await page.goto('/user/corporation/manage');
  await expectDenied(page, /localhost:3000\/$/, '해당 페이지는 법인 관리자만 접근 가능합니다.');

  // 4. CORPORATION_MEMBER.
  await page.goto('/user/corporation');
  await expectDenied(page, /localhost:3000\/$/, '해당 페이지는 법인 멤버만 접근 가능합니다.');

  // 5. Other roles (ADMIN).
  await page.goto('/admin/audit');
  await expectDenied(page, /localhost:3000\/$/, '해당 페이지에 접근할 수 있는 권한이 없습니다.');
});

test('the corporation manager (이서연) opens both corporation pages and saves the corporation', async ({ page }, testInfo) => {
  await signInAs(page, DEMO_ACCOUNTS.seoyeon, '/user/corporation');
  const info = page.getByTestId('corporation-info');
  await expect(info).toContainText('샘플자산운용 (샘플)');
  await expect(info).toContainText('이서연');
  await waitForMemberHeader(page, testInfo);
  await saveScreenshot(page, testInfo, 'auth-corporation');

  await info.getByRole('link', { name: '법인 관리' }).click();
  await expect(page).toHaveURL(/\/user\/corporation\/manage$/);
  const form = page.getByTestId('corporation-form');
  const phone = form.getByLabel('연락처');
  await phone.fill('12345');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('연락처를 02-1234-5678 형식으로 입력해 주세요.')).toBeVisible();
  // Each project saves its own number, so the second run still changes something.
  const number = testInfo.project.name === 'mobile' ? '02-3456-7891' : '02-3456-7890';
  await phone.fill(number);
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('법인 정보가 저장되었습니다.')).toBeVisible();
  await waitForMemberHeader(page, testInfo);
  await saveScreenshot(page, testInfo, 'auth-corporation-manage');
  await page.goto('/user/corporation');
  await expect(page.getByTestId('corporation-info')).toContainText(number);
});

test('an administrator (Park Jiho) opens /admin/audit; a member without the role cannot', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/audit');
  await expect(page.getByTestId('audit-log')).toBeVisible();
  await page.goto('/user/corporation');
  await expectDenied(page, /localhost:3000\/$/, '해당 페이지는 법인 멤버만 접근 가능합니다.');
});
