import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, isMobile, saveScreenshot, signInAs, systemAlert } from './helpers';

/**
 * 고객센터 and 1:1 문의 (issue 14 §1) as people use them: a member searches the FAQ, sends an inquiry
 * with a small PNG, sees it as 답변 대기; the admin (Park Jiho, ROLE_ADMIN) answers it in the inbox; the
 * member then sees 답변 완료 and the answer. A guest is sent to sign in with the spec's message.
 */

/** A 1×1 transparent PNG, made here (the API checks the bytes, not the name). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a guest opening /support/inquiry lands on /sign-in with the login message', async ({ page }) => {
  await page.goto('/support/inquiry');
  const alert = systemAlert(page, '해당 페이지는 로그인한 사용자만 접근 가능합니다.');
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fsupport%2Finquiry$/);
});

test('the help centre searches the FAQ and leads to 1:1 문의', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: '고객센터' })).toBeVisible();
  const items = page.getByTestId('faq-item');
  await expect(items.first()).toBeVisible();
  // A question opens and closes with its button.
  const first = items.first().getByRole('button');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // A search nobody would match shows the empty state with the way to 1:1 문의.
  await page.getByTestId('faq-search').fill('존재하지않는검색어쿼리');
  await expect(page.getByTestId('faq-empty')).toContainText('검색 결과가 없습니다');
  await expect(page.getByTestId('faq-empty').getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/support/inquiry');
  await page.getByTestId('faq-search').fill('');
  await expect(items.first()).toBeVisible();
  await expect(page.getByText('원하는 답을 찾지 못하셨나요?')).toBeVisible();
  await saveScreenshot(page, testInfo, 'support-help-centre');
});

test('a member sends an inquiry with a PNG, the admin answers it, the member reads the answer', async ({ browser }, testInfo) => {
  test.skip(isMobile(testInfo), 'The admin inbox is a desktop screen; the member side at 390 px is covered by the screenshots of the other tests.');
  test.setTimeout(90_000); // two people, two sign-ins, an upload and a mail
  const title = `첨부 확인 문의 ${Date.now()}`;
  const answerText = `문의 주셔서 감사합니다. 확인 결과를 안내드립니다. ${Date.now()}`;

  // The member
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, DEMO_ACCOUNTS.minjun, '/support');
  await member.getByTestId('faq-search').fill('결제');
  await member.getByTestId('support-inquiry-link').click();
  await expect(member).toHaveURL(/\/support\/inquiry$/);

  await member.getByTestId('inquiry-category').selectOption('PAYMENT');
  await member.getByTestId('inquiry-title').fill(title);
  await expect(member.getByTestId('inquiry-title-counter')).toHaveText(`${title.length}/100`);
  await member.getByTestId('inquiry-body').fill('결제한 영수증을 다시 받을 수 있는지 궁금합니다. 화면을 첨부합니다.');
  await member.getByTestId('inquiry-files').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(member.getByTestId('inquiry-file')).toHaveCount(1);
  await member.getByTestId('inquiry-submit').click();

  await expect(member.getByText('문의가 접수되었습니다. 답변이 등록되면 이메일로 알려 드립니다.')).toBeVisible();
  const detail = member.getByTestId('inquiry-detail');
  await expect(detail).toContainText(title);
  await expect(detail.getByTestId('inquiry-status')).toHaveText('답변 대기');
  await expect(detail.getByTestId('inquiry-attachment')).toContainText('receipt.png');
  await saveScreenshot(member, testInfo, 'support-inquiry-sent');

  await member.getByTestId('inquiry-back').click();
  const mine = member.getByTestId('my-inquiry').filter({ hasText: title });
  await expect(mine.getByTestId('inquiry-status')).toHaveText('답변 대기');

  // The admin
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, DEMO_ACCOUNTS.jiho, '/admin/support/inquiries');
  const search = admin.getByPlaceholder('제목, 내용, 회원 이메일·닉네임');
  await search.fill(title);
  await search.press('Enter');
  await admin.getByTestId('inquiry-open').filter({ hasText: title }).click();
  const adminDetail = admin.getByTestId('inquiry-admin-detail');
  await expect(adminDetail).toContainText(DEMO_ACCOUNTS.minjun.email);
  await expect(adminDetail.getByRole('link', { name: /receipt\.png/ })).toBeVisible();
  await admin.getByTestId('inquiry-answer-body').fill(answerText);
  await admin.getByTestId('inquiry-answer-submit').click();
  await expect(admin.getByText('답변을 등록했습니다. 회원에게 메일로 알렸습니다.')).toBeVisible();
  await expect(adminDetail.getByTestId('inquiry-admin-answer')).toContainText(answerText);
  await saveScreenshot(admin, testInfo, 'support-admin-answered');
  await adminContext.close();

  // The member again
  await member.reload();
  const answered = member.getByTestId('my-inquiry').filter({ hasText: title });
  await expect(answered.getByTestId('inquiry-status')).toHaveText('답변 완료');
  await answered.getByRole('link').click();
  await expect(member.getByTestId('inquiry-answer')).toContainText(answerText);
  await expect(member.getByTestId('inquiry-answer')).toContainText('고객센터');
  await memberContext.close();
});
