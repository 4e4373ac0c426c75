import { expect, test, type Page } from '@playwright/test';
import { createProviderAccount, DEMO_ACCOUNTS, expectNoSidewaysScroll, isMobile, saveScreenshot, skipOnboarding, uniqueEmail } from './helpers';

/**
 * 시티폴리오 (issue 12) as readers use it: the home with its events, videos and books (demo data, labelled
 * 샘플); a video page shows the click-to-load facade and asks nothing of the video site until play is
 * pressed; a guest takes the investment-profile questionnaire, accepts the consent modal, sees the stored
 * result under investment_profile_guest_id, signs in from there and comes back with the result attached
 * (the parameter is gone from the address and /cityfolio/profile shows it). Each project signs in with
 * its own demo account, so the desktop and mobile runs never share a stored result.
 */

const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;

/** Requests this page makes to YouTube or Vimeo (their players, images and scripts). */
function videoSiteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (VIDEO_HOSTS.test(hostname)) seen.push(request.url());
  });
  return seen;
}

/** Answers one step: a choice by its label, then 다음 (or 결과 보기 on the last step). */
async function answer(page: Page, labels: string[], step: number) {
  await expect(page.getByTestId('profile-progress')).toHaveText(`${step} / 6`);
  const form = page.getByTestId('profile-questionnaire');
  for (const label of labels) await form.getByText(label, { exact: true }).click();
  await page.getByTestId('profile-next').click();
}

test('the 시티폴리오 home shows events, videos and books with their 전체 보기 lists, labelled as samples', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/cityfolio');
  await expect(page.getByRole('heading', { level: 1, name: '시티폴리오' })).toBeVisible();
  await expect(page.getByTestId('profile-cta')).toHaveText('나의 투자 성향 알아보기');
  for (const kind of ['EVENT', 'VIDEO', 'BOOK']) {
    await expect(page.getByTestId(`cityfolio-section-${kind}`).getByTestId('cityfolio-card').first()).toBeVisible();
  }
  await expect(page.getByText('이 페이지의 콘텐츠는 시연용으로 만든 가상의 예시입니다.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'cityfolio-home');

  await page.getByRole('link', { name: '책 전체 보기' }).click();
  await expect(page).toHaveURL(/\/cityfolio\/books$/);
  await expect(page.getByRole('heading', { level: 1, name: '책' })).toBeVisible();
  const tags = page.getByTestId('tag-filter').getByRole('link');
  if (await tags.count() > 1) {
    await tags.nth(1).click();
    await expect(page).toHaveURL(/\/cityfolio\/books\?tag=/);
    await expect(page.getByTestId('cityfolio-card').first()).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'cityfolio-books', false);

  await page.getByTestId('cityfolio-card').first().getByRole('link').click();
  await expect(page.getByTestId('cityfolio-item')).toHaveAttribute('data-kind', 'BOOK');
  await expect(page.getByRole('region', { name: '책 정보' })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown>;
  expect(ld['@type']).toBe('Book');
  expect(ld.review).toBeTruthy();
  await saveScreenshot(page, testInfo, 'cityfolio-book');
});

test('a video page shows the facade and asks nothing of the video site until play is pressed', async ({ page, request }, testInfo) => {
  const list = await (await request.get('/api/seoul/v1/cityfolio/items?kind=VIDEO')).json() as { data: Array<{ href: string }> };
  expect(list.data.length, 'the demo data has videos').toBeGreaterThan(0);
  const seen = videoSiteRequests(page);
  await page.goto(list.data[0]!.href);
  const facade = page.getByTestId('video-facade');
  await expect(facade).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown>;
  expect(ld['@type']).toBe('VideoObject');
  expect(ld.thumbnailUrl).toBeTruthy();
  expect(ld.uploadDate).toBeTruthy();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'cityfolio-video');
  expect(seen, 'no request to YouTube or Vimeo before the click').toEqual([]);

  // Only the click loads the privacy-friendly player (the request itself may fail offline: the address is what counts).
  await page.route(VIDEO_HOSTS, (route) => route.fulfill({ status: 204, body: '' }));
  await facade.click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//);
});

test('a guest takes the questionnaire, accepts the consent, signs in from the result and finds it on the account', async ({ page }, testInfo) => {
  // Six steps, the consent, a sign-in and two result pages: more than the default 30 s on a busy two-worker run.
  test.setTimeout(90_000);
  const account = isMobile(testInfo) ? DEMO_ACCOUNTS.jiho : DEMO_ACCOUNTS.seoyeon;
  await page.goto('/cityfolio');
  await page.getByTestId('profile-cta').click();
  await expect(page).toHaveURL(/\/cityfolio\/profile$/);
  await expect(page.getByTestId('profile-questionnaire')).toBeVisible();

  // 다음 without an answer is refused with a message.
  await page.getByTestId('profile-next').click();
  await expect(page.getByRole('alert').filter({ hasText: '답을 하나 골라 주세요.' })).toBeVisible();
  await answer(page, ['안정적 배당'], 1);
  await answer(page, ['3~5년'], 2);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'cityfolio-questionnaire', false);

  // A reload keeps the answers and the step.
  await page.reload();
  await expect(page.getByTestId('profile-progress')).toHaveText('3 / 6');
  await page.getByTestId('profile-back').click();
  await expect(page.getByRole('radio', { name: /3~5년/ })).toBeChecked();
  await page.getByTestId('profile-next').click();

  await answer(page, ['그대로 보유합니다'], 3);
  await answer(page, ['리츠·부동산 펀드 투자'], 4);
  await answer(page, ['오피스', '물류'], 5);
  await answer(page, ['서울 도심·강남·여의도'], 6);

  const consent = page.getByTestId('cityfolio-consent');
  await expect(consent).toBeVisible();
  await expect(consent).toContainText('30일 안에 로그인하거나 가입해 계정에 연결하지 않으면 삭제됩니다');
  await saveScreenshot(page, testInfo, 'cityfolio-consent', false);
  await page.getByTestId('cityfolio-consent-accept').click();

  await page.waitForURL(/\/cityfolio\/profile\/result\?investment_profile_guest_id=[A-Za-z0-9_-]{22,64}$/);
  const label = await page.getByTestId('profile-label').textContent();
  expect(label).toBeTruthy();
  await expect(page.getByTestId('guest-save-box')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'cityfolio-guest-result');

  // Sign in from the result: the redirect brings the guest id back, the page attaches it and strips it.
  await page.getByTestId('guest-sign-in').click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcityfolio%2Fprofile%2Fresult%3Finvestment_profile_guest_id%3D/);
  await page.getByTestId(`sign-in-${account.provider}`).click();
  await page.waitForURL(/^http:\/\/localhost:4001\//);
  await page.getByTestId(`account-${account.sub}`).click();
  await page.waitForURL((url) => url.port === '3000' && url.pathname === '/cityfolio/profile/result' && !url.searchParams.has('investment_profile_guest_id'));
  await expect(page.getByText('진단 결과를 내 계정에 저장했습니다.')).toBeVisible();
  await expect(page.getByTestId('profile-saved')).toBeVisible();
  await expect(page.getByTestId('profile-label')).toHaveText(label!);
  expect(new URL(page.url()).search).toBe('');

  // /cityfolio/profile shows the member's last result with 다시 진단하기 and 결과 삭제.
  await page.goto('/cityfolio/profile');
  await expect(page.getByTestId('profile-saved')).toBeVisible();
  await expect(page.getByTestId('profile-label')).toHaveText(label!);
  await expect(page.getByRole('button', { name: '다시 진단하기' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'cityfolio-member-result');

  // Clean up for the next run: delete the stored result.
  await page.getByTestId('profile-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByTestId('profile-questionnaire')).toBeVisible();
  await expect(page.getByText('진단 결과를 삭제했습니다.')).toBeVisible();
});

test('a guest who signs up from the result (a first social login) gets it attached after the welcome page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/cityfolio/profile');
  await answer(page, ['높은 성장'], 1);
  await answer(page, ['5년 이상'], 2);
  await answer(page, ['추가로 매수합니다'], 3);
  await answer(page, ['업계 전문가'], 4);
  await answer(page, ['데이터센터'], 5);
  await answer(page, ['해외'], 6);
  await page.getByTestId('cityfolio-consent-accept').click();
  await page.waitForURL(/\/cityfolio\/profile\/result\?investment_profile_guest_id=/);
  await expect(page.getByTestId('profile-label')).toHaveText('공격투자형');

  // 회원가입 → the provider → /sign-up keeps the redirect → /sign-up/done → back to the result.
  await page.getByTestId('guest-sign-up').click();
  await page.getByTestId('sign-in-google').click();
  await page.waitForURL(/^http:\/\/localhost:4001\//);
  const nickname = `시티폴리오${Date.now() % 100_000}`;
  await createProviderAccount(page, uniqueEmail('cityfolio'), nickname);
  await page.waitForURL(/\/sign-up\?redirect=%2Fcityfolio%2Fprofile%2Fresult%3Finvestment_profile_guest_id%3D/);
  await page.getByLabel('닉네임').fill(nickname);
  await page.getByText('전체 동의', { exact: true }).click();
  await page.getByRole('button', { name: '동의하고 가입 완료' }).click();
  await page.waitForURL(/\/sign-up\/done\?/);
  await skipOnboarding(page);
  await page.getByRole('link', { name: 'SPI 시작하기' }).click();
  await page.waitForURL((url) => url.pathname === '/cityfolio/profile/result' && !url.searchParams.has('investment_profile_guest_id'));
  await expect(page.getByText('진단 결과를 내 계정에 저장했습니다.')).toBeVisible();
  await expect(page.getByTestId('profile-saved')).toBeVisible();
  await expect(page.getByTestId('profile-label')).toHaveText('공격투자형');
});

test('declining the consent shows the result without storing it', async ({ page }) => {
  await page.goto('/cityfolio/profile');
  await answer(page, ['자본 보전'], 1);
  await answer(page, ['1년 미만'], 2);
  await answer(page, ['모두 매도합니다'], 3);
  await answer(page, ['경험 없음'], 4);
  await answer(page, ['주거'], 5);
  await answer(page, ['수도권'], 6);
  const requests: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/cityfolio/profiles')) requests.push(r.url()); });
  await page.getByTestId('cityfolio-consent-decline').click();
  await expect(page.getByTestId('profile-not-stored')).toBeVisible();
  await expect(page.getByTestId('profile-label')).toHaveText('안정형');
  expect(requests).toEqual([]);
  await expect(page).toHaveURL(/\/cityfolio\/profile$/);
});
