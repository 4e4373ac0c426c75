import { expect, test } from '@playwright/test';
import { isMobile, openAccountMenu, saveScreenshot, signUpNewMember, waitForMemberHeader } from './helpers';

// Account screens of a freshly signed-up member (the demo users stay untouched).

test('nickname change: success and failure snackbars, user data refreshed', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await signUpNewMember(page, { nickname: '닉네임테스트', redirect: '/user/setting' });
  await page.getByRole('link', { name: 'SPI 시작하기' }).click();
  await expect(page).toHaveURL(/\/user\/setting$/);
  const nickname = page.getByLabel('닉네임');
  await expect(nickname).toHaveValue('닉네임테스트');
  await expect(page.getByTestId('session-item')).toHaveCount(1);
  await expect(page.getByTestId('session-item')).toContainText('현재 기기');
  await expect(page.getByTestId('session-item')).toContainText(/마지막 사용 방금 전 \(\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}\)/);
  await waitForMemberHeader(page, testInfo);
  await saveScreenshot(page, testInfo, 'auth-user-setting');

  // Like sign-up: a 0/20 counter, the rule checked as the member types, the button off while invalid or unchanged.
  const change = page.getByRole('button', { name: '변경', exact: true });
  await expect(page.getByTestId('nickname-counter')).toHaveText('6/20');
  await expect(change).toBeDisabled();
  await nickname.fill('x');
  await expect(page.getByTestId('nickname-counter')).toHaveText('1/20');
  await expect(page.getByText('닉네임은 2자 이상 20자 이하로 입력해 주세요.')).toBeVisible();
  await expect(change).toBeDisabled();

  await nickname.fill('바뀐닉네임');
  await page.getByRole('button', { name: '변경', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '닉네임이 변경되었습니다.' })).toBeVisible();
  const menu = await openAccountMenu(page, testInfo);
  await expect(menu).toContainText('바뀐닉네임');
  await page.keyboard.press('Escape');
  if (isMobile(testInfo)) await expect(page.getByTestId('mobile-menu')).toBeHidden();

  // A failing save shows the Danger snackbar.
  await page.route('**/api/sejong/v1/users/*/simple', (route) => route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' } }),
  }));
  await nickname.fill('또바뀐닉네임');
  await page.getByRole('button', { name: '변경', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '닉네임 변경에 실패하였습니다.' })).toBeVisible();
  await page.unroute('**/api/sejong/v1/users/*/simple');

  await page.reload();
  await expect(page.getByLabel('닉네임')).toHaveValue('바뀐닉네임');

  // Newsletter consent and the membership tab.
  const newsletter = page.getByTestId('toggle-newsletter');
  await expect(newsletter).toHaveAttribute('aria-checked', 'true');
  await newsletter.click();
  await expect(page.getByText('뉴스레터 수신을 해제했습니다.')).toBeVisible();
  await expect(newsletter).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('link', { name: '멤버십', exact: true }).click();
  await expect(page).toHaveURL(/about=membership/);
  await expect(page.getByTestId('membership-panel')).toContainText('이용 중인 멤버십이 없습니다.');
});

test('notification settings are saved per user', async ({ page }, testInfo) => {
  await signUpNewMember(page, { nickname: '알림테스트' });
  await page.goto('/user/notifications');
  const settings = page.getByTestId('notification-settings');
  const articles = settings.getByTestId('notification-newArticles');
  await expect(articles).toBeVisible();
  const before = await articles.getAttribute('aria-checked');
  await articles.click();
  await expect(page.getByRole('status').filter({ hasText: '알림 설정이 저장되었습니다.' })).toBeVisible();
  await waitForMemberHeader(page, testInfo);
  await saveScreenshot(page, testInfo, 'auth-notifications');
  await page.reload();
  await expect(page.getByTestId('notification-newArticles')).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
});

test('a session signed in elsewhere can be revoked from /user/setting', async ({ page, browser }, testInfo) => {
  const { email } = await signUpNewMember(page, { nickname: '기기테스트', provider: 'kakao' });

  // The same account signs in on a second browser.
  const { viewport, userAgent, isMobile: mobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const other = await browser.newContext({ viewport, userAgent, isMobile: mobile, hasTouch, deviceScaleFactor, baseURL: 'http://localhost:3000', locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const second = await other.newPage();
  await second.goto('/sign-in?redirect=%2Fuser%2Fsetting');
  await second.getByTestId('sign-in-kakao').click();
  await second.waitForURL(/localhost:4001/);
  await second.getByRole('button', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await second.waitForURL(/\/user\/setting$/);

  await page.goto('/user/setting');
  const items = page.getByTestId('session-item');
  await expect(items).toHaveCount(2);
  const otherSession = items.filter({ hasNotText: '현재 기기' });
  await otherSession.getByRole('button', { name: /로그아웃/ }).click();
  const confirm = page.getByRole('dialog', { name: '이 기기를 로그아웃할까요?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByText('선택한 기기를 로그아웃했습니다.')).toBeVisible();
  await expect(items).toHaveCount(1);

  // The revoked browser is a guest on its next page.
  await second.goto('/user/notifications');
  await expect(second).toHaveURL(/\/sign-in\?redirect=%2Fuser%2Fnotifications/);
  await other.close();
});

test('leaving the account asks first, then signs out everywhere and confirms what happened', async ({ page }, testInfo) => {
  await signUpNewMember(page, { nickname: '탈퇴테스트' });
  await page.goto('/user/setting');
  await page.getByTestId('leave-section').getByRole('button', { name: '회원 탈퇴' }).click();
  const confirm = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
  await expect(confirm).toBeVisible();
  await saveScreenshot(page, testInfo, 'auth-leave-confirm', false);
  await confirm.getByRole('button', { name: '닫기' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/user\/setting$/);

  await page.getByTestId('leave-section').getByRole('button', { name: '회원 탈퇴' }).click();
  await confirm.getByRole('button', { name: '탈퇴하기' }).click();
  await page.waitForURL((url) => url.pathname === '/user/leave/done');
  await expect(page.getByRole('heading', { name: '회원 탈퇴가 완료되었습니다.' })).toBeVisible();
  await expect(page.getByTestId('leave-done')).toContainText('삭제된 정보');
  await expect(page.getByTestId('leave-done')).toContainText('보관되는 정보');
  await saveScreenshot(page, testInfo, 'auth-leave-done');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'spi-accessToken')).toBeUndefined();
  await page.goto('/user/setting');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fuser%2Fsetting$/);
});

test('account settings in the dark theme', async ({ page, context }, testInfo) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: 'http://localhost:3000' }]);
  await signUpNewMember(page, { nickname: '다크테마' });
  await page.goto('/user/setting');
  await expect(page.getByTestId('session-item')).toHaveCount(1);
  await waitForMemberHeader(page, testInfo);
  await saveScreenshot(page, testInfo, 'auth-user-setting-dark');
  // Leave the page first: a session refresh it still has in flight would set the cookies again.
  await page.goto('about:blank');
  await page.context().clearCookies({ name: 'spi-accessToken' });
  await page.context().clearCookies({ name: 'spi-refreshToken' });
  await page.goto('/sign-in?error=OAUTH_PROVIDER_ERROR');
  await expect(page.getByTestId('sign-in-error')).toBeVisible();
  await saveScreenshot(page, testInfo, 'auth-sign-in-dark');
});
