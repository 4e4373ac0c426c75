import { expect, test } from '@playwright/test';
import { isMobile, saveScreenshot } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.goto('/diagnostics/ui');
  await expect(page.getByRole('heading', { name: 'UI 컴포넌트' })).toBeVisible();
});

test('system alert: one 확인 button, Escape closes and focus returns to the opener', async ({ page }) => {
  const opener = page.getByRole('button', { name: '시스템 알림 열기' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '안내' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('저장이 완료되었습니다.');
  await expect(dialog.getByRole('button')).toHaveText(['확인']);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // The page unlocks once the 200 ms closing animation has finished.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('system confirm locks both buttons while its async submit runs', async ({ page }, testInfo) => {
  await page.getByRole('button', { name: '시스템 확인 창 열기' }).click();
  const dialog = page.getByRole('dialog', { name: '구독을 해지할까요?' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(480);
  await saveScreenshot(page, testInfo, 'system-confirm', false);
  // Keyboard: Tab stays inside the dialog.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: '해지하기' }).click();
  await expect(dialog.getByRole('button', { name: '닫기' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: /해지하기/ })).toBeDisabled();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('해지되었습니다.')).toBeVisible();
});

test('six snackbars stack at most five, then close by themselves', async ({ page }, testInfo) => {
  await page.getByRole('button', { name: '스낵바 6개 띄우기' }).click();
  const shown = page.getByText(/번째 알림$/);
  await expect(shown).toHaveCount(5);
  await expect(page.getByText('1번째 알림')).toHaveCount(0);
  await expect(page.getByText('6번째 알림')).toBeVisible();
  await saveScreenshot(page, testInfo, 'snackbars', false);
  await page.mouse.move(1, 1);
  await expect(shown).toHaveCount(0, { timeout: 6000 });
});

test('snackbar types use the right live-region roles', async ({ page }) => {
  await page.getByRole('button', { name: 'Danger', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Danger 알림입니다.' })).toBeVisible();
  await page.getByRole('button', { name: 'Success', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success 알림입니다.' })).toBeVisible();
});

test('bottom sheet opens on mobile and refuses on desktop', { tag: '@mobile' }, async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.getByRole('button', { name: '바텀시트 열기' }).click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  if (isMobile(testInfo)) {
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('바텀시트 안의 내용입니다.');
    await page.waitForTimeout(800);
    await saveScreenshot(page, testInfo, 'bottom-sheet', false);
    await sheet.getByRole('button', { name: '닫기' }).click();
    await expect(sheet).toBeHidden();
  } else {
    await page.waitForTimeout(300);
    await expect(sheet).toHaveCount(0);
    expect(errors).toContain('바텀시트 커스텀 훅 사용 불가');
  }
});

test('info panel: corner card on desktop, sheet on mobile, closes on an outside click', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.getByRole('button', { name: '용어 설명 열기' }).click();
  const panel = page.getByRole('dialog', { name: /P\/NAV/ });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('주당 순자산가치');
  // Measured once the 250 ms opening animation (a scale transform) has settled.
  const width = async () => Math.round((await panel.boundingBox())!.width);
  if (isMobile(testInfo)) await expect.poll(width).toBeGreaterThan(360);
  else await expect.poll(width).toBe(360);
  await page.waitForTimeout(300);
  await saveScreenshot(page, testInfo, 'info-panel', false);
  await page.mouse.click(5, 200);
  await expect(panel).toBeHidden();
});
