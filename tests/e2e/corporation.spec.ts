import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, isMobile, saveScreenshot, signInAs, signUpNewMember } from './helpers';

/** A fresh, valid 사업자등록번호 (the National Tax Service check digit), so every run registers a new corporation. */
function uniqueBusinessNumber(): string {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const first9 = `${Math.floor(100 + Math.random() * 800)}${String(Date.now()).slice(-6)}`;
  const d = [...first9].map(Number);
  let sum = d.reduce((acc, digit, i) => acc + digit * weights[i]!, 0);
  sum += Math.floor((d[8]! * 5) / 10);
  return `${first9}${(10 - (sum % 10)) % 10}`;
}

/** Fills the registration form and picks the address in the address search modal with the keyboard. */
async function registerCorporation(page: Page, name: string, screenshot?: () => Promise<void>) {
  await page.goto('/user/corporation/register');
  const form = page.getByTestId('corporation-register');
  await form.getByTestId('register-name').fill(name);
  await form.getByTestId('register-businessNumber').fill('1234567890');
  await expect(form.getByTestId('register-businessNumber')).toHaveValue('123-45-67890'); // formatted while typing
  await expect(form.getByTestId('business-number-hint')).toContainText('사업자등록번호가 올바르지 않습니다');
  await form.getByTestId('register-businessNumber').fill(uniqueBusinessNumber());
  await expect(form.getByTestId('business-number-hint')).toContainText('올바른 형식');
  await form.getByTestId('register-phone').fill('02-1234-5678');

  await form.getByTestId('register-address-search').click();
  const modal = page.getByTestId('address-search-modal');
  await modal.getByTestId('address-search-input').fill('없는주소검색어');
  await expect(modal.getByTestId('address-search-empty')).toContainText('검색 결과가 없습니다');
  await modal.getByTestId('address-search-input').fill('세종대로 110');
  await expect(modal.getByTestId('address-result-0')).toContainText('04524');
  await screenshot?.();
  await modal.getByTestId('address-search-input').press('ArrowDown');
  await modal.getByTestId('address-search-input').press('Enter');
  await expect(modal).toBeHidden();
  await expect(form.getByTestId('register-address')).toHaveValue('서울특별시 중구 세종대로 110');
  await expect(form.getByTestId('register-zonecode')).toContainText('04524');
  await expect(form.getByTestId('register-detail')).toBeFocused();
  await form.getByTestId('register-detail').fill('12층');
  await form.getByTestId('register-submit').click();
  await page.waitForURL(/\/user\/corporation\/manage/);
  await expect(page.getByText('법인을 등록했어요')).toBeVisible();
  // The new manager (no seats bought yet) edits the corporation at once.
  await expect(page.getByTestId('corporation-managerName')).not.toHaveValue('');
}

/** The invitation link from the mail, read on the admin outbox (/admin/billing/outbox) as the admin demo account. */
async function invitationPathFromOutbox(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/billing/outbox');
  await page.goto(`/admin/billing/outbox?to=${encodeURIComponent(email)}`);
  await page.getByTestId('billing-outbox-row').first().getByRole('button').click();
  const body = await page.getByTestId('outbox-body').innerText();
  await context.close();
  const match = /\/invitations\/[A-Za-z0-9_-]+/.exec(body);
  if (!match) throw new Error(`no invitation link in the mail to ${email}`);
  return match[0];
}

test.describe('corporate accounts', () => {
  test('register with the address search, invite and accept, buy seats by deposit, request and confirm, transfer admin rights', async ({ browser, page }, testInfo) => {
    test.skip(isMobile(testInfo), 'the long journey runs at desktop width; a phone spec below opens the manage page and the address modal');
    test.setTimeout(300_000);

    // 1. A new member registers a corporation (the nav offers 법인 등록 first).
    await signUpNewMember(page, { nickname: '법인관리자' });
    await page.goto('/user/setting');
    await expect(page.getByRole('navigation', { name: '내 계정 메뉴' }).getByRole('link', { name: '법인 등록' })).toBeVisible();
    await registerCorporation(page, `E2E 법인 ${Date.now()}`, () => saveScreenshot(page, testInfo, 'corporation-address-search', false));
    await expect(page.getByRole('navigation', { name: '내 계정 메뉴' }).getByRole('link', { name: '법인 관리' })).toBeVisible();
    await expect(page.getByTestId('seats-limit')).toContainText('5석');
    await saveScreenshot(page, testInfo, 'corporation-manage');

    // 2. A second person signs up (their e-mail is the invited one) and is invited by e-mail.
    const inviteeContext = await browser.newContext();
    const invitee = await inviteeContext.newPage();
    const { email: inviteeEmail } = await signUpNewMember(invitee, { nickname: '초대받은멤버' });
    await page.getByTestId('invite-email').fill(inviteeEmail);
    await page.getByTestId('invite-submit').click();
    const invitationRow = page.locator(`[data-testid^="invitation-row-"][data-email="${inviteeEmail}"]`);
    await expect(invitationRow).toContainText('수락 대기');
    await expect(page.getByTestId('seats-pending')).toContainText('1석');

    // 3. The link from the mail, accepted in the invitee's browser.
    const link = await invitationPathFromOutbox(browser, inviteeEmail);
    await invitee.goto(link);
    await expect(invitee.getByTestId('invitation-preview')).toBeVisible();
    await expect(invitee.getByTestId('invitation-corporation')).toContainText('E2E 법인');
    await saveScreenshot(invitee, testInfo, 'corporation-invitation');
    await invitee.getByTestId('accept-invitation').click();
    await expect(invitee.getByTestId('invitation-accepted')).toBeVisible();
    await saveScreenshot(invitee, testInfo, 'corporation-invitation-accepted');
    // The same link again is blocked with the API's message.
    await invitee.goto(link);
    await expect(invitee.getByTestId('invitation-blocked')).toBeVisible();

    // 4. The manager sees the member, and orders seats by bank deposit.
    await page.reload();
    const memberRow = page.locator('[data-testid^="member-row-"]').filter({ hasText: inviteeEmail });
    await expect(memberRow).toContainText('멤버');
    await page.getByTestId('order-method-DEPOSIT').check();
    await page.getByTestId('order-seats').fill('3');
    await page.getByTestId('order-cycle-MONTHLY').check();
    await expect(page.getByTestId('order-total')).toContainText('원');
    await page.getByTestId('order-depositor').fill('이에스피아이');
    await page.getByTestId('order-submit').click();
    const order = page.locator('[data-testid^="corporate-order-"]').first();
    await expect(order).toHaveAttribute('data-status', 'AWAITING_DEPOSIT');
    const orderId = (await order.getAttribute('data-testid'))!.replace('corporate-order-', '');
    await expect(page.getByTestId(`deposit-account-${orderId}`)).toBeVisible();
    await saveScreenshot(page, testInfo, 'corporation-deposit-order');

    // 5. 'settings: request deposit confirmation'.
    await page.getByTestId(`request-deposit-${orderId}`).click();
    const depositModal = page.getByTestId('deposit-request-modal');
    await expect(depositModal.getByTestId('deposit-request-depositorName')).toHaveValue('이에스피아이');
    await depositModal.getByTestId('deposit-request-note').fill('오전에 입금했습니다.');
    await saveScreenshot(page, testInfo, 'corporation-deposit-request-modal', false);
    await depositModal.getByTestId('deposit-request-submit').click();
    await expect(page.getByTestId(`deposit-requested-${orderId}`)).toContainText('입금 확인 요청됨 — 영업일 기준 1일 안에 확인해 드려요');

    // 6. The admin confirms the deposit on /admin/billing/deposits.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, DEMO_ACCOUNTS.jiho, '/admin/billing/deposits');
    const depositRow = admin.getByTestId(`deposit-row-${orderId}`);
    await depositRow.getByRole('button', { name: '입금 확인' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '입금 확인' }).click();
    // The confirmed order leaves the 입금 확인 요청 tab (the list refreshes behind the snackbar) and is listed
    // under 결제 완료.
    await expect(admin.getByRole('status').filter({ hasText: '입금을 확인했습니다' })).toBeVisible({ timeout: 20_000 });
    await admin.goto('/admin/billing/deposits?status=PAID');
    await expect(depositRow).toContainText('결제 완료');
    await adminContext.close();

    await page.reload();
    await expect(page.getByTestId(`order-status-${orderId}`)).toContainText('결제 완료');
    await expect(page.getByTestId('corporate-membership')).toContainText('3석');
    await expect(page.getByTestId('seats-bought')).toContainText('3석');

    // 7. The member's view of the corporation.
    await invitee.goto('/user/corporation');
    await expect(invitee.getByTestId('corporation-info')).toBeVisible();
    await expect(invitee.getByTestId('corporate-badge')).toBeVisible();
    await saveScreenshot(invitee, testInfo, 'corporation-member-view');

    // 8. Transfer admin rights to the member (not keeping them): the former manager lands on the member view.
    await page.getByTestId('open-transfer-admin').click();
    const transfer = page.getByTestId('transfer-admin-modal');
    await transfer.locator('[data-testid^="transfer-candidate-"]').first().check();
    await saveScreenshot(page, testInfo, 'corporation-transfer-admin-modal', false);
    await transfer.getByTestId('transfer-submit').click();
    await page.waitForURL(/\/user\/corporation$/);
    await expect(page.getByTestId('corporation-info')).toBeVisible();
    await invitee.goto('/user/corporation/manage');
    await expect(invitee.getByTestId('corporation-manage')).toBeVisible();
    await inviteeContext.close();
  });

  test('phone: the manage page and the address search modal at 390 px', { tag: '@mobile' }, async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'the phone layout only');
    test.setTimeout(90_000);
    await signUpNewMember(page, { nickname: '모바일법인' });
    await registerCorporation(page, `E2E 모바일 법인 ${Date.now()}`);
    await saveScreenshot(page, testInfo, 'corporation-manage-mobile');
    await page.getByTestId('corporation-address-search').click();
    const modal = page.getByTestId('address-search-modal');
    await modal.getByTestId('address-search-input').fill('을지로');
    await expect(modal.getByTestId('address-result-0')).toBeVisible();
    const box = await modal.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(600); // full height on phones
    await saveScreenshot(page, testInfo, 'corporation-address-search-mobile', false);
  });
});
