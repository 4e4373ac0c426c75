import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoSidewaysScroll, isMobile, saveScreenshot, signInAs, systemAlert } from './helpers';

/**
 * The editors' screens of issue 11 (딜정보 and 사모펀드 in the CMS), as the admin demo account (Park Jiho,
 * ROLE_ADMIN + ROLE_EDITOR, LIGHT membership) uses them: a deal's price edited with the change in the
 * audit trail and in what a LIGHT member reads, a PDF report uploaded to a fund and listed, and the
 * list and form screens at 1280 and 390 px. Records come from the API (≈300 sample deals, 80 funds).
 */

type Json = Record<string, unknown>;

/** A same-origin API call with the signed-in page's token (and CSRF on writes). */
async function apiFromPage(page: Page, method: string, path: string): Promise<{ status: number; json: Json | null }> {
  return page.evaluate(async ({ method, path }) => {
    const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${decodeURIComponent(cookie('spi-accessToken') ?? '')}` };
    const response = await fetch(path, { method, headers, credentials: 'include' });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }, { method, path });
}

/** A deal and a fund of the demo data, picked from the public lists. */
async function pickDeal(page: Page): Promise<{ id: string; assetName: string }> {
  const response = await page.request.get('/api/seoul/v1/deals?size=20&status=CLOSED');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Array<{ id: string; assetName: string }> };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[body.data.length - 1]!;
}
async function pickFund(page: Page): Promise<{ id: string; name: string }> {
  const response = await page.request.get('/api/seoul/v1/funds?size=20');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Array<{ id: string; name: string }> };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0]!;
}

/** The editor has loaded its record (skeleton gone, form shown). */
async function editorReady(page: Page, formTestId: string) {
  await expect(page.getByTestId(formTestId)).toBeVisible();
  await expect(page.getByTestId('editor-skeleton')).toHaveCount(0);
}

/** A one-page PDF small enough to upload in a blink. */
function tinyPdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n`
    + `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

test('an administrator edits a deal\'s price; the audit trail shows before → after and a LIGHT member reads the new price', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'One edit is enough; the 390 px layout is screenshotted in the screens test.');
  const deal = await pickDeal(page);
  await signInAs(page, DEMO_ACCOUNTS.jiho, `/admin/deals/${deal.id}`);
  await editorReady(page, 'deal-form');
  await expect(page.getByRole('heading', { level: 1, name: `딜 편집 · ${deal.assetName}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'CMS 메뉴' }).getByRole('link', { name: '딜정보' })).toHaveAttribute('aria-current', 'page');

  // A whole number of 억원 below 1조, different from the stored one.
  const price = page.locator('input[name="priceWon"]');
  const before = await price.inputValue();
  const next = before === '1234' ? '1235' : '1234';
  await price.fill(next);
  await expect(page.getByText(`= ${(Number(next) * 1e8).toLocaleString('ko-KR')}원`)).toBeVisible();
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('딜을 저장했습니다.')).toBeVisible();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);

  const latest = page.getByTestId('audit-entry').first();
  await expect(latest).toContainText('수정');
  await expect(latest).toContainText(DEMO_ACCOUNTS.jiho.nickname);
  const change = latest.locator('div', { has: page.locator('dt', { hasText: /^거래가$/ }) });
  await expect(change.locator('dd')).toContainText(`${Number(next).toLocaleString('ko-KR')}억원`);
  await expect(change.locator('dd')).toContainText('→');
  await saveScreenshot(page, testInfo, 'admin-deal-edited');

  // Jiho holds a LIGHT membership: the deal API answers him the new price.
  await expect.poll(async () => {
    const read = await apiFromPage(page, 'GET', `/api/seoul/v1/deals/${deal.id}`);
    return (read.json?.deal as { priceWon?: number } | undefined)?.priceWon;
  }).toBe(Number(next) * 1e8);
  // …and the public deal page shows it to him (the signed-in viewer's figures are read on the client).
  await page.goto(`/dealsheet/${deal.id}`);
  await expect(page.getByText(`${Number(next).toLocaleString('ko-KR')}억원`).first()).toBeVisible({ timeout: 15_000 });
});

test('an administrator uploads a PDF report to a fund, sees it listed with its download count, and deletes it', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'One upload is enough; the 390 px layout is screenshotted in the screens test.');
  const fund = await pickFund(page);
  await signInAs(page, DEMO_ACCOUNTS.jiho, `/admin/funds/${fund.id}`);
  await editorReady(page, 'fund-form');
  const reports = page.getByTestId('fund-reports');
  await expect(reports).toBeVisible();

  const title = `E2E 운용보고서 ${Date.now()}`;
  const upload = page.getByTestId('report-upload');
  // The client refuses a PNG before sending it.
  await upload.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(upload.getByText('펀드 보고서는 PDF, XLSX, DOCX 파일만 올릴 수 있습니다.')).toBeVisible();

  await upload.locator('input[name="title"]').fill(title);
  await upload.locator('select[name="kind"]').selectOption('REGULAR');
  await upload.locator('input[name="periodEnd"]').fill('2026-09-30');
  await upload.locator('input[type="file"]').setInputFiles({ name: 'e2e-report.pdf', mimeType: 'application/pdf', buffer: tinyPdf(title) });
  await upload.getByRole('button', { name: '보고서 올리기' }).click();
  await expect(page.getByText(`'${title}' 보고서를 올렸습니다.`)).toBeVisible();

  const row = reports.getByTestId('admin-report-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('2026.09.30');
  await expect(row).toContainText('0회');
  await expect(page.getByTestId('audit-entry').first()).toContainText('보고서 업로드');
  await saveScreenshot(page, testInfo, 'admin-fund-report-uploaded');

  // Nobody downloaded it yet: the log says so.
  await row.getByRole('button', { name: `${title} 다운로드 기록` }).click();
  const log = page.getByTestId('download-log');
  await expect(log).toContainText('아직 이 보고서를 내려받은 회원이 없습니다.');
  await log.getByRole('button', { name: '닫기' }).click();

  // Delete through the system confirm.
  await row.getByRole('button', { name: `${title} 삭제` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '보고서를 삭제할까요?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('보고서를 삭제했습니다.')).toBeVisible();
  await expect(reports.getByTestId('admin-report-row').filter({ hasText: title })).toHaveCount(0);
});

test('the deal and fund screens: lists, the new-deal form with its checks, a deal and a fund with reports', async ({ page }, testInfo) => {
  const deal = await pickDeal(page);
  const fund = await pickFund(page);
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/deals');
  await expect(page.getByRole('heading', { level: 1, name: '딜정보' })).toBeVisible();
  await expect(page.getByTestId('admin-deal-table')).toBeVisible();
  await expect(page.getByTestId('list-skeleton')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '파일로 가져오기' })).toHaveAttribute('href', '/admin/deals/import');
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-deals');

  // The type filter goes to the address.
  await page.getByLabel('자산 유형').selectOption('OFFICE');
  await expect(page).toHaveURL(/\/admin\/deals\?type=OFFICE$/);
  await expect(page.getByTestId('admin-deal-row').first()).toContainText('오피스');

  // A new deal: the checks of the contract, on the fields, before anything is sent.
  await page.getByRole('link', { name: '새 딜 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/deals\/new$/);
  await page.locator('input[name="gfaSqm"]').fill('33057.8512');
  await expect(page.getByText('≈ 10,000평')).toBeVisible();
  await page.locator('input[name="priceWon"]').fill('3000');
  await expect(page.getByTestId('price-per-pyeong')).toContainText('30,000,000원 / 3.3㎡');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(page.getByText('자산명을(를) 입력해 주세요.')).toBeVisible();
  await expect(page.locator('input[name="assetName"]')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-deal-new-errors');

  // Leaving with unsaved changes asks first.
  await page.getByRole('navigation', { name: 'CMS 메뉴' }).getByRole('link', { name: '사모펀드' }).click();
  const leave = page.getByRole('dialog').filter({ hasText: '페이지를 떠날까요?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: '떠나기' }).click();
  await expect(page).toHaveURL(/\/admin\/funds$/);
  await expect(page.getByTestId('admin-fund-table')).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-funds');

  await page.goto(`/admin/deals/${deal.id}`);
  await editorReady(page, 'deal-form');
  await expect(page.getByTestId('audit-trail')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-deal-form');

  await page.goto(`/admin/funds/${fund.id}`);
  await editorReady(page, 'fund-form');
  await expect(page.getByTestId('asset-rows')).toBeVisible();
  await expect(page.getByTestId('fund-reports')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-fund-form');
});

test('a member without an editor role is turned away from the deal and fund screens', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.yuna, '/');
  for (const path of ['/admin/deals', '/admin/funds/new']) {
    await page.goto(path);
    const alert = systemAlert(page, '해당 페이지에 접근할 수 있는 권한이 없습니다.');
    await expect(alert).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await alert.getByRole('button', { name: '확인' }).click();
  }
});
