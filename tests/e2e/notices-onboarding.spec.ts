import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, isMobile, saveScreenshot, signInAs, signUpNewMember } from './helpers';

/**
 * Issue 14 §2: the main-home notice modal ('오늘 하루 보지 않기' hides it until the Seoul day ends, '닫기'
 * does not; only on the home page), an admin scheduling a notice in /admin/notices, and the onboarding
 * modal a new member meets once on /sign-up/done.
 */

const DEMO_NOTICE = '리츠포커스 데이터 다운로드 오픈';
const noticeModal = (page: Page) => page.getByTestId('home-notice-modal');

/** The notice is in the home page's HTML and opens as soon as it is parsed (ADR 034). */
async function expectNotice(page: Page, title: string) {
  await expect(noticeModal(page)).toBeVisible({ timeout: 5_000 });
  await expect(noticeModal(page)).toContainText(title);
}

test('the demo notice shows on the home page; 닫기 keeps it for the next visit, 오늘 하루 보지 않기 hides it', async ({ page }, testInfo) => {
  await page.goto('/');
  await expectNotice(page, DEMO_NOTICE);
  const modal = noticeModal(page);
  await expect(modal.getByRole('link', { name: '리츠포커스 바로가기' })).toHaveAttribute('href', '/reitsfocus');
  // A modal dialog: focus is on 닫기, the page behind does not scroll.
  await expect(modal.getByRole('button', { name: '닫기', exact: true })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await saveScreenshot(page, testInfo, 'home-notice-modal', false);

  await modal.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expectNotice(page, DEMO_NOTICE);
  // Escape closes it as 닫기 does.
  await page.keyboard.press('Escape');
  await expect(noticeModal(page)).toBeHidden();
  await page.reload();
  await expectNotice(page, DEMO_NOTICE);

  await noticeModal(page).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(noticeModal(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Past hydration (its effect opens the dialog only on a client-side navigation): still closed.
  await page.waitForTimeout(2000);
  await expect(noticeModal(page)).toBeHidden();
});

test('the notice is painted with the page and works before React has loaded', async ({ page }) => {
  // The guest's cached HTML holds the notice; it never asks the API from the browser.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(DEMO_NOTICE);
  const apiCalls: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/notices/active')) apiCalls.push(request.url()); });
  // No framework script at all: only the HTML and its inline script.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.goto('/');
  await expectNotice(page, DEMO_NOTICE);
  await noticeModal(page).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(noticeModal(page)).toBeHidden();
  const hidden = await page.evaluate(() => JSON.parse(localStorage.getItem('spi-notice-hidden') ?? '{}') as Record<string, string>);
  expect(Object.values(hidden)).toContain(new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10));
  expect(apiCalls).toEqual([]);
});

test('the notice shows on a client-side return to the home page, and not on other pages', async ({ page }) => {
  await page.goto('/article');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(noticeModal(page)).toHaveCount(0);
  // The header's home link (React renders the home page; the inline script does not run then).
  await page.getByRole('link', { name: /홈$/ }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expectNotice(page, DEMO_NOTICE);
});

test('an admin schedules a notice in /admin/notices and a guest sees it on the home page', async ({ page, browser }, testInfo) => {
  test.skip(isMobile(testInfo), 'One desktop pass is enough for the CMS.');
  const title = `E2E 공지 ${Date.now()}`;
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/notices');
  await expect(page.getByRole('heading', { level: 1, name: '공지 팝업' })).toBeVisible();
  await expect(page.getByTestId('admin-notice-table')).toContainText(DEMO_NOTICE);
  await expect(page.getByTestId('admin-notice-row').filter({ hasText: DEMO_NOTICE })).toContainText('노출 중');
  await expect(page.getByTestId('admin-notice-row').filter({ hasText: '연말 시스템 점검 안내' })).toContainText('예약');

  await page.getByRole('button', { name: '새 공지' }).click();
  const form = page.getByTestId('notice-form');
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('내용').fill('E2E에서 등록한 공지입니다.\n두 번째 줄');
  await form.getByLabel('링크', { exact: true }).fill('/recruit');
  await form.getByLabel('링크 문구').fill('채용 보러 가기');
  // Started a minute ago (Seoul wall clock), so it shows at once.
  const local = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 16);
  await form.getByLabel('시작 (서울 시각)').fill(local(Date.now() - 60_000));
  await form.getByLabel('종료 (서울 시각)').fill(local(Date.now() + 86_400_000));
  await expect(page.getByTestId('notice-preview')).toContainText(title);
  await expect(page.getByTestId('notice-preview')).toContainText('채용 보러 가기');
  await saveScreenshot(page, testInfo, 'admin-notices-editor');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(page.getByTestId('admin-notice-row').filter({ hasText: title })).toContainText('노출 중');

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto('/');
  await expect(noticeModal(guestPage)).toBeVisible({ timeout: 5_000 });
  // The newest start comes first: the new notice, then the demo one on page 2.
  await expect(noticeModal(guestPage)).toContainText(title);
  await expect(guestPage.getByTestId('home-notice-page')).toHaveText('1/2');
  await saveScreenshot(guestPage, testInfo, 'home-notice-pager', false);
  await noticeModal(guestPage).getByRole('button', { name: '다음 공지' }).click();
  await expect(noticeModal(guestPage)).toContainText(DEMO_NOTICE);
  await guest.close();

  // Clean up: delete it again (system confirm).
  await page.getByTestId('admin-notice-row').filter({ hasText: title }).getByRole('button', { name: '삭제' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByTestId('admin-notice-row').filter({ hasText: title })).toHaveCount(0);
});

test('a new member lands on /sign-up/done, meets the onboarding modal once and finishes it', async ({ page }, testInfo) => {
  await signUpNewMember(page, { nickname: '온보딩회원', keepOnboarding: true });
  await expect(page.getByTestId('sign-up-done')).toContainText('온보딩회원님, 환영합니다!');
  const modal = page.getByTestId('onboarding-modal');
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('onboarding-step')).toHaveText('1/3');
  await modal.getByRole('button', { name: '다음' }).click();
  await expect(page.getByTestId('onboarding-step')).toHaveText('2/3');
  await modal.getByRole('button', { name: '오피스' }).click();
  await modal.getByRole('button', { name: '상장 리츠' }).click();
  await expect(modal.getByRole('button', { name: '오피스' })).toHaveAttribute('aria-pressed', 'true');
  await modal.getByRole('button', { name: '다음' }).click();
  await expect(page.getByTestId('onboarding-step')).toHaveText('3/3');
  await expect(modal.getByRole('switch', { name: '새 기사' })).toHaveAttribute('aria-checked', 'true');
  await modal.getByRole('switch', { name: '채용' }).click();
  await saveScreenshot(page, testInfo, 'onboarding-modal', false);
  await modal.getByRole('button', { name: '완료' }).click();
  await expect(page.getByText('설정을 저장했습니다.')).toBeVisible();
  await expect(modal).toBeHidden();

  // Saved on the server: the switch shows on the settings page, and the modal never opens again.
  await page.reload();
  await expect(page.getByTestId('sign-up-done')).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(page.getByTestId('onboarding-modal')).toHaveCount(0);
});
