import { expect, test } from '@playwright/test';
import {
  DEMO_ACCOUNTS, createProviderAccount, isMobile, openAccountMenu, saveScreenshot, signInThroughPages, skipOnboarding, startSocialSignIn, uniqueEmail, waitForMemberHeader,
} from './helpers';

// Sign-in, sign-up and sign-out through the local OpenID Connect provider (apps/oidc-dev), which
// stands in for Kakao and Google with the real redirects of the authorization-code flow.

test('sign-in page: both provider buttons, the error of a failed attempt, and the find-email modal', async ({ page }, testInfo) => {
  await page.goto('/sign-in?redirect=%2Fuser%2Fsetting&error=OAUTH_DENIED');
  await expect(page.getByRole('heading', { name: 'SPI 로그인' })).toBeVisible();
  await expect(page.getByTestId('sign-in-error')).toHaveText('소셜 로그인이 취소되었습니다.');

  const kakao = page.getByTestId('sign-in-kakao');
  await expect(kakao).toHaveText('카카오 로그인');
  await expect(kakao).toHaveAttribute('href', '/api/auth/kakao/start?redirect=%2Fuser%2Fsetting');
  expect(await kakao.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(254, 229, 0)');
  const google = page.getByTestId('sign-in-google');
  await expect(google).toHaveText('Google 계정으로 로그인');
  await expect(google).toHaveAttribute('href', '/api/auth/google/start?redirect=%2Fuser%2Fsetting');
  await expect(google.locator('svg path')).toHaveCount(4);
  await saveScreenshot(page, testInfo, 'auth-sign-in');

  await page.getByRole('button', { name: '기존 회원 이메일 찾기' }).click();
  const modal = page.getByRole('dialog', { name: '기존 회원 이메일 찾기' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: '찾기' }).click();
  await expect(modal.getByText('아이디를 입력해 주세요.')).toBeVisible();
  await modal.getByLabel('이전 서비스 아이디').fill('no-such-legacy-user');
  await modal.getByRole('button', { name: '찾기' }).click();
  await expect(modal.getByTestId('find-email-error')).toHaveText('입력하신 아이디로 가입된 계정을 찾을 수 없습니다.');
  await modal.getByLabel('이전 서비스 아이디').fill('minjun1001');
  await modal.getByRole('button', { name: '찾기' }).click();
  await expect(modal.getByTestId('find-email-result')).toContainText(/mi\*+@example\.com/);
  await saveScreenshot(page, testInfo, 'auth-find-email', false);
  await modal.getByRole('button', { name: '닫기' }).last().click();
  await expect(modal).toBeHidden();
});

test('sign in with Kakao, land on the redirect target, see the member menu, sign out as guest', { tag: '@mobile' }, async ({ page }, testInfo) => {
  const account = DEMO_ACCOUNTS.minjun;
  await signInThroughPages(page, account, '/user/setting?about=membership');
  await expect(page).toHaveURL(/\/user\/setting\?about=membership$/);
  await expect(page.getByTestId('membership-panel')).toContainText('이용 중인 멤버십이 없습니다.');

  if (!isMobile(testInfo)) {
    await expect(page.getByTestId('header-email')).toHaveText(account.email);
    await expect(page.getByTestId('sign-in-link')).toHaveCount(0);
  }
  const menu = await openAccountMenu(page, testInfo);
  await expect(menu).toContainText(account.email);
  for (const label of ['멤버십 구독', '나의 스크랩', '계정 관리', '알림 설정', '로그아웃']) {
    await expect(menu.getByText(label, { exact: true })).toBeVisible();
  }
  if (isMobile(testInfo)) await expect(menu.getByRole('link', { name: /^채용/ })).toBeVisible();
  await page.waitForTimeout(300); // the menu's slide-in / pop-in animation
  await saveScreenshot(page, testInfo, 'auth-account-menu', false);

  await menu.getByText('로그아웃', { exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  if (isMobile(testInfo)) {
    await page.getByTestId('mobile-menu-button').click();
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: '로그인 / 회원가입' })).toBeVisible();
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: /^채용/ })).toHaveCount(0);
  } else {
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
  }
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'spi-accessToken')).toBeUndefined();
  expect(cookies.find((c) => c.name === 'spi-refreshToken')).toBeUndefined();

  // The last login is remembered on this browser and marked on /sign-in.
  await page.goto('/sign-in');
  const recent = page.getByTestId('recent-login');
  await expect(recent).toContainText('최근 로그인');
  await expect(recent).toContainText('mi****@example.com');
  await expect(page.getByTestId('sign-in-kakao')).toHaveAttribute('aria-describedby', /recent-kakao/);
});

test('sign in with Google as an administrator and return to /admin/audit', async ({ page }, testInfo) => {
  await signInThroughPages(page, DEMO_ACCOUNTS.jiho, '/admin/audit');
  await expect(page.getByRole('heading', { name: '감사 기록', level: 1 })).toBeVisible();
  await expect(page.getByTestId('audit-log')).toBeVisible();
  const rows = page.getByTestId('audit-row');
  await expect(rows.first().or(page.getByText('아직 기록이 없습니다.'))).toBeVisible();
  await waitForMemberHeader(page, testInfo);
  await saveScreenshot(page, testInfo, 'auth-admin-audit');
  if (!isMobile(testInfo)) {
    await expect(page.getByTestId('membership-badge')).toHaveText('라이트');
    await expect(page.getByTestId('membership-badge')).toHaveAttribute('href', '/user/setting?about=membership');
  }
});

test('first-time sign-up: consent, nickname validation, /sign-up/done, then the member menu', async ({ page }, testInfo) => {
  const email = uniqueEmail('signup');
  await startSocialSignIn(page, 'kakao', '/user/notifications');
  await createProviderAccount(page, email, '새 회원');
  await page.waitForURL(/\/sign-up\?redirect=%2Fuser%2Fnotifications$/);
  await expect(page.getByTestId('sign-up-account')).toContainText(email);
  await expect(page.getByTestId('sign-up-account')).toContainText('카카오 계정으로 가입');

  // Validation first: a 1-character nickname and missing consents.
  await page.getByLabel('닉네임').fill('가');
  await page.getByRole('button', { name: '동의하고 가입 완료' }).click();
  await expect(page.getByText('닉네임은 2자 이상 20자 이하로 입력해 주세요.')).toBeVisible();
  await expect(page.getByText('서비스 이용약관에 동의해 주세요.')).toBeVisible();
  await expect(page.getByText('개인정보 수집 및 이용에 동의해 주세요.')).toBeVisible();
  await page.getByRole('button', { name: /보기 서비스 이용약관 동의 내용/ }).click();
  await expect(page.getByText('회원은 카카오 또는 Google 계정으로 가입하며', { exact: false })).toBeVisible();
  await saveScreenshot(page, testInfo, 'auth-sign-up');

  await page.getByLabel('닉네임').fill('새회원');
  await page.getByLabel('서비스 이용약관 동의 (필수)').check();
  await page.getByLabel('개인정보 수집 및 이용 동의 (필수)').check();
  await expect(page.getByLabel('뉴스레터 및 마케팅 정보 수신 동의 (선택)')).not.toBeChecked();
  await page.getByLabel('뉴스레터 및 마케팅 정보 수신 동의 (선택)').check();
  await expect(page.getByLabel('전체 동의')).toBeChecked();
  await page.getByRole('button', { name: '동의하고 가입 완료' }).click();

  await page.waitForURL(/\/sign-up\/done\?redirect=%2Fuser%2Fnotifications&welcome=1$/);
  await expect(page.getByTestId('sign-up-done')).toContainText('새회원님, 환영합니다!');
  await skipOnboarding(page);
  await expect(page.getByRole('link', { name: 'SPI 시작하기' })).toHaveAttribute('href', '/user/notifications');
  await expect(page.getByRole('link', { name: '멤버십 알아보기' })).toHaveAttribute('href', '/membership');
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer?.some((e) => e.event === 'sign_up'))).toBe(true);
  await waitForMemberHeader(page, testInfo);
  await saveScreenshot(page, testInfo, 'auth-sign-up-done');

  const menu = await openAccountMenu(page, testInfo);
  await expect(menu).toContainText(email);
  await expect(menu).toContainText('새회원');

  // Back on /sign-up with the sign-up finished: guests only, so it sends the member home.
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/$/);
});

test('/sign-up without a pending sign-up goes to /sign-in', async ({ page }) => {
  await page.goto('/sign-up?redirect=%2Farticle');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Farticle$/);
});

test('account menu follows the menu button pattern', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'desktop header dropdown');
  await signInThroughPages(page, DEMO_ACCOUNTS.seoyeon, '/');
  const button = page.getByTestId('account-menu-button');
  await expect(page.getByTestId('membership-badge')).toHaveText('프리미엄');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: '내 계정' });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: '멤버십 안내' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: '로그아웃' })).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: '나의 스크랩' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: '멤버십 안내' })).toBeFocused();
  await menu.getByRole('menuitem', { name: '계정 관리' }).click();
  await expect(page).toHaveURL(/\/user\/setting$/);
  await expect(menu).toBeHidden();
});

test('an expired or missing access token is refreshed on the server before a protected page renders', async ({ page, context }) => {
  await signInThroughPages(page, DEMO_ACCOUNTS.yuna, '/user/notifications');
  const original = (await context.cookies()).find((c) => c.name === 'spi-refreshToken');
  expect(original?.httpOnly).toBe(true);

  // An expired token (well-formed, exp in the past): the proxy refreshes before rendering.
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'demo-user-yuna', iat: 1_700_000_000, exp: 1_700_000_900 })}.x`;
  await context.addCookies([{ name: 'spi-accessToken', value: expired, url: 'http://localhost:3000' }]);
  const response = await page.goto('/user/setting');
  expect(response?.status()).toBe(200);
  expect(response?.url()).toMatch(/\/user\/setting$/);
  await expect(page.getByLabel('닉네임')).toHaveValue('Choi Yuna');
  const after = await context.cookies();
  const access = after.find((c) => c.name === 'spi-accessToken');
  expect(access?.value).not.toBe(expired);
  expect(after.find((c) => c.name === 'spi-refreshToken')?.value).not.toBe(original?.value);

  // No access cookie at all, only the HttpOnly refresh cookie.
  await context.clearCookies({ name: 'spi-accessToken' });
  await page.goto('/user/notifications');
  await expect(page).toHaveURL(/\/user\/notifications$/);
  await expect(page.getByTestId('notification-settings')).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'spi-accessToken')).toBe(true);

  // A malformed access token without a refresh cookie: removed on the client, guest.
  await context.clearCookies();
  await context.addCookies([{ name: 'spi-accessToken', value: 'not-a-token', url: 'http://localhost:3000' }]);
  await page.goto('/');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'spi-accessToken')).toBe(false);
});
