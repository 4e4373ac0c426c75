import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, isMobile, saveScreenshot, signInAs, signUpNewMember } from './helpers';

/** On the local payment sandbox (apps/pay-dev): pick a test card, then register it. */
async function registerCardOnSandbox(page: Page, cardNumber = '4242424242424242') {
  await page.waitForURL(/localhost:4002\/billing\/auth/);
  await page.getByTestId(`test-card-${cardNumber}`).click();
  await page.getByRole('button', { name: '카드 등록', exact: true }).click();
}

test.describe('membership and payments', () => {
  test('a reader subscribes with a test card, sees the receipt and history, changes the card, cancels and undoes', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'the whole purchase journey runs once, at desktop width; the API suite covers its permutations');
    test.setTimeout(90_000);
    await signUpNewMember(page, { nickname: '구독테스트' });

    await page.goto('/membership');
    const card = page.getByTestId('tier-card-LIGHT_PLUS');
    await expect(card.getByTestId('price-LIGHT_PLUS')).toContainText('19,900원');
    await page.getByRole('radio', { name: /연간/ }).click();
    await expect(card.getByTestId('saving-LIGHT_PLUS')).toContainText('17% 할인');
    await page.getByRole('radio', { name: /월간/ }).click();
    await card.getByRole('button', { name: '구독하기' }).click();

    const modal = page.getByTestId('registration-payment-method-modal');
    await expect(modal).toContainText('19,900원');
    await saveScreenshot(page, testInfo, 'membership-checkout-modal', false);
    await modal.getByTestId('checkout-submit').click();
    await expect(modal).toContainText('자동결제에 동의해 주세요.'); // consent is required first
    await modal.getByTestId('autopay-consent').check();
    await modal.getByTestId('checkout-submit').click();

    await registerCardOnSandbox(page);
    await page.waitForURL(/\/membership\/checkout\/complete/);
    const receipt = page.getByTestId('checkout-receipt');
    await expect(receipt).toContainText('라이트 플러스 구독을 시작했어요', { timeout: 15_000 });
    await expect(receipt).toContainText('19,900원');
    await expect(receipt).toContainText('4242');
    await saveScreenshot(page, testInfo, 'membership-receipt');

    // Settings: the tier, next billing, the order with its receipt.
    await page.goto('/user/setting?about=membership');
    const settings = page.getByTestId('membership-settings');
    await expect(settings.getByTestId('membership-tier')).toContainText('라이트 플러스');
    await expect(settings.getByTestId('next-billing')).toContainText('19,900원');
    const row = page.getByTestId('order-row').first();
    await expect(row).toContainText('결제 완료');
    await expect(row.getByRole('link', { name: /영수증/ })).toHaveAttribute('href', /localhost:4002\/receipts\//);

    // Change the card: the same sandbox page, back to settings.
    await settings.getByTestId('change-card').click();
    await page.getByTestId('change-card-submit').click();
    await registerCardOnSandbox(page, '4000000000009995');
    await expect(page.getByTestId('checkout-card-changed')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: '멤버십 관리로 돌아가기' }).click();
    await expect(page.getByTestId('membership-settings')).toContainText('국민 40000000');

    // Cancel at period end, then undo.
    await page.getByTestId('cancel-subscription').click();
    await page.getByRole('button', { name: '해지하기' }).click();
    await expect(page.getByTestId('next-billing')).toContainText('해지 예약됨');
    await saveScreenshot(page, testInfo, 'membership-settings-canceling');
    await page.getByRole('button', { name: '해지 취소' }).click();
    await expect(page.getByTestId('next-billing')).toContainText('19,900원');
  });

  test('a declined card says so in Korean and charges nothing', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'one decline at desktop width is enough; the API suite covers every code');
    await signUpNewMember(page, { nickname: '거절테스트' });
    await page.goto('/membership');
    await page.getByTestId('tier-card-LIGHT').getByRole('button', { name: '구독하기' }).click();
    await page.getByTestId('autopay-consent').check();
    await page.getByTestId('checkout-submit').click();
    await registerCardOnSandbox(page, '4000000000000002');
    await expect(page.getByTestId('checkout-error-page')).toContainText('카드사에서 결제를 거절했습니다', { timeout: 15_000 });
    await expect(page.getByTestId('checkout-retry')).toBeVisible();
    await page.goto('/user/setting?about=membership');
    await expect(page.getByTestId('membership-settings')).toContainText('이용 중인 멤버십이 없');
  });

  test('a member redeems a coupon and sees the ending-soon modal and the days-left toast', { tag: '@mobile' }, async ({ page }, testInfo) => {
    // Each project redeems its own demo code (a code is used once).
    const code = isMobile(testInfo) ? 'demx semn 3457' : 'DEMX-SEMN-3456';
    await signUpNewMember(page, { nickname: isMobile(testInfo) ? '쿠폰모바일' : '쿠폰데스크톱' });
    await page.goto('/membership');
    const form = page.getByTestId('redeem-coupon-form');
    await form.getByLabel('쿠폰 코드').fill(code);
    await form.getByRole('button', { name: /등록/ }).click();
    await expect(page.getByTestId('redeem-coupon-result')).toContainText('프리미엄 라이트');

    // A 3-day coupon is within 259200 s of its end: the modal shows (once per session, as soon as the
    // header learns of the coupon — still here, or on the next page), and the toast with the days left.
    const modal = page.getByTestId('coupon-modal');
    const shownHere = await modal.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false);
    if (!shownHere) await page.goto('/');
    await expect(modal).toBeVisible({ timeout: 10_000 });
    await expect(modal).toContainText('프리미엄 라이트');
    await saveScreenshot(page, testInfo, 'membership-coupon-modal', false);
    await modal.getByRole('button', { name: '닫기' }).first().click();
    const toast = page.getByTestId('coupon-toast');
    await expect(toast).toContainText('쿠폰 혜택 기간이 2일 남았습니다.');
    await toast.getByRole('button', { name: '쿠폰 알림 닫기' }).click();
    await expect(toast).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('lastCheckedDday'))).toBe('2');
    await page.reload();
    await expect(page.getByTestId('coupon-toast')).toHaveCount(0);

    // The same code again is refused with a clear message.
    await page.goto('/user/setting?about=membership');
    await expect(page.getByTestId('applied-coupon')).toContainText('프리미엄 라이트');
    const again = page.getByTestId('coupon-section').getByTestId('redeem-coupon-form');
    await again.getByLabel('쿠폰 코드').fill(code);
    await again.getByRole('button', { name: /등록/ }).click();
    await expect(page.getByTestId('coupon-section')).toContainText(/이미 (사용된 쿠폰|쿠폰 혜택)/);
  });

  test('the members-only export page sends a member without the tier to /membership with the spec message', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'the access rule is the same at every width');
    await signInAs(page, DEMO_ACCOUNTS.yuna, '/');
    await page.goto('/reitsfocus/export');
    await page.waitForURL(/\/membership/);
    await expect(page.getByRole('dialog')).toContainText('해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.');
  });
});
