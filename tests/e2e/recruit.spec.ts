import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { applyFilters, DEMO_ACCOUNTS, expectNoSidewaysScroll, isMobile, openListFilters, saveScreenshot, signInAs, waitForLiveList } from './helpers';

/**
 * 채용 (issue 12) as readers use it: a signed-in reader filters the postings by role family and
 * experience (the URL keeps the filters across a reload), opens a posting with its sections and
 * 지원하기, then asks for closed postings too and finds one shown as 마감 with the button disabled.
 * Runs on the demo postings (packages/db/src/demo/community/jobs.ts): deadlines are counted from the
 * day the demo data was loaded, so the postings used here are far from their deadlines (8 days left,
 * 20 days past).
 */

const OPEN_TITLE = '리서치 보조 (파트타임, 주 3일)';
const OPEN_COMPANY = '도시공간리서치';
const CLOSED_TITLE = '매입·매각 자문 애널리스트';

const openFilters = (page: Page, testInfo: TestInfo): Promise<Locator> => openListFilters(page, testInfo, '채용 공고 필터');

/** Waits for the list to read the address bar (the server's stand-in ignores clicks). */
async function listReady(page: Page) {
  await waitForLiveList(page, 'recruit-list');
}

async function countOf(page: Page): Promise<number> {
  await listReady(page);
  const count = page.getByTestId('recruit-count');
  await expect(count).toHaveText(/^총 [\d,]+건$/);
  return Number((await count.textContent())!.replace(/[^\d]/g, ''));
}

test('a signed-in reader filters jobs by role family and experience, opens a posting and sees 마감 on an expired one', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await signInAs(page, DEMO_ACCOUNTS.minjun, '/recruit');
  await expect(page.getByRole('heading', { level: 1, name: '채용' })).toBeVisible();
  const all = await countOf(page);
  expect(all).toBeGreaterThan(10);
  // Open postings only by default: the closed one is not listed.
  await expect(page.getByRole('link', { name: CLOSED_TITLE })).toHaveCount(0);
  await expect(page.getByTestId('job-card').first().getByText('샘플')).toBeVisible();

  let panel = await openFilters(page, testInfo);
  await panel.getByTestId('filter-role').getByRole('button', { name: '리서치', exact: true }).click();
  await panel.getByTestId('filter-experience').getByRole('button', { name: '신입', exact: true }).click();
  await applyFilters(page, testInfo);
  await expect(page).toHaveURL(/roleFamily=RESEARCH/);
  await expect(page).toHaveURL(/experience=NEW/);
  await expect(page.getByTestId('recruit-count')).not.toHaveText(`총 ${all.toLocaleString('ko-KR')}건`);
  const filtered = await countOf(page);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  await expect(page.getByTestId('active-filters')).toContainText('직무: 리서치');
  await expect(page.getByTestId('active-filters')).toContainText('경력: 신입');
  for (const card of await page.getByTestId('job-card').all()) await expect(card).toContainText('리서치');
  const card = page.getByTestId('job-card').filter({ hasText: OPEN_TITLE });
  await expect(card).toContainText(OPEN_COMPANY);
  await expect(card).toContainText('신입');
  await expect(card.getByTestId('job-deadline')).toHaveText(/^D-\d+$/);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'recruit-list-filtered');

  // A reload keeps the filters.
  await page.reload();
  await listReady(page);
  await expect(page.getByTestId('recruit-count')).toHaveText(`총 ${filtered.toLocaleString('ko-KR')}건`);
  panel = await openFilters(page, testInfo);
  await expect(panel.getByTestId('filter-role').getByRole('button', { name: '리서치', exact: true })).toHaveAttribute('aria-pressed', 'true');
  if (isMobile(testInfo)) await page.keyboard.press('Escape');

  // The posting: sections, summary, 지원하기 (an e-mail posting: mailto with the title as subject), scrap.
  await page.getByRole('link', { name: OPEN_TITLE }).click();
  await expect(page).toHaveURL(/\/recruit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: OPEN_TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '주요 업무' })).toBeVisible();
  const apply = page.getByTestId('apply-button');
  await expect(apply).toHaveText('지원하기');
  await expect(apply).toHaveAttribute('href', new RegExp(`^mailto:[^?]+\\?subject=${encodeURIComponent(OPEN_TITLE).replace(/[()]/g, '\\$&')}$`));
  await expect(page.getByTestId('scrap-button')).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ '@type': 'JobPosting', title: OPEN_TITLE, employmentType: 'PART_TIME', hiringOrganization: { name: OPEN_COMPANY } });
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'recruit-posting');

  // Closed postings too: the expired one shows 마감 and cannot be applied to.
  await page.goto('/recruit?roleFamily=INVESTMENT&status=all');
  await listReady(page);
  const closedCard = page.getByTestId('job-card').filter({ hasText: CLOSED_TITLE });
  await expect(closedCard.getByTestId('job-deadline')).toHaveText('마감');
  await closedCard.getByRole('link', { name: CLOSED_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: CLOSED_TITLE })).toBeVisible();
  await expect(page.getByTestId('job-closed')).toContainText('마감된 공고입니다');
  await expect(page.getByTestId('apply-button')).toBeDisabled();
  await saveScreenshot(page, testInfo, 'recruit-posting-closed');
});
