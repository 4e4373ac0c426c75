import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoSidewaysScroll, isMobile, saveScreenshot, signInAs, waitForLiveList, type DemoAccount } from './helpers';

/**
 * 이벤트 (issue 12) as people use it: a guest filters the event list by type and month and looks at past
 * events (the URL keeps the view across a reload); three members register for the demo's small
 * roundtable (2 seats, 2 waiting places): two get the seats, the third joins the waiting list, the
 * first cancels and the waiting member is moved up to a seat, which /user/events shows. Runs on the
 * demo data (packages/db/src/demo/community/events.ts, DEMO_SMALL_EVENT_KEY).
 */

/** The demo's small event (capacity 2, waiting list 2, free, no demo registrations). */
const SMALL_EVENT_TITLE = '소규모 라운드테이블: 오피스 임대차 실무';

interface ListedEvent { id: string; title: string; capacity: number; pricePolicy: string }

/** The small event's id, from the public list (no hard-coded ids). */
async function smallEvent(request: APIRequestContext): Promise<ListedEvent> {
  const list = await (await request.get('/api/seoul/v1/events?size=48')).json() as { data: ListedEvent[] };
  const event = list.data.find((e) => e.title === SMALL_EVENT_TITLE) ?? list.data.find((e) => e.capacity <= 3 && e.pricePolicy === 'FREE');
  expect(event, 'the demo data has a small free upcoming event').toBeTruthy();
  return event!;
}

/** The count once the list has read the address bar and loaded. */
async function countOf(page: Page): Promise<number> {
  await waitForLiveList(page, 'event-list');
  const count = page.getByTestId('event-count');
  await expect(count).toHaveText(/^총 [\d,]+개 이벤트$/);
  return Number((await count.textContent())!.replace(/[^\d]/g, ''));
}

test('a guest filters events by type and month, a reload keeps the view, and past events have their own tab', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/event');
  await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();
  const all = await countOf(page);
  expect(all).toBeGreaterThan(3);
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  // Demo events are labelled (an editor's own event, made by another spec, is not).
  await expect(page.getByTestId('event-card').filter({ hasText: '샘플' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'events-list', false);

  // Type: 웨비나 only.
  await page.getByTestId('event-type-filter').getByRole('button', { name: '웨비나', exact: true }).click();
  await expect(page).toHaveURL(/type=WEBINAR(&|$)/);
  await expect(page.getByTestId('event-count')).not.toHaveText(`총 ${all.toLocaleString('ko-KR')}개 이벤트`);
  const webinars = await countOf(page);
  expect(webinars).toBeGreaterThan(0);
  expect(webinars).toBeLessThan(all);
  for (const card of await page.getByTestId('event-card').all()) await expect(card).toContainText('웨비나');
  await page.getByTestId('event-type-filter').getByRole('button', { name: '전체', exact: true }).click();
  await expect(page).not.toHaveURL(/type=/);

  // Month: the first month that has events; every card starts in it (Asia/Seoul).
  // The type reset refetches the list first: choosing during that re-render was undone by it once.
  expect(await countOf(page)).toBe(all);
  const month = page.getByRole('combobox', { name: '월' });
  const chosen = (await month.locator('option').nth(1).getAttribute('value'))!;
  expect(chosen).toMatch(/^\d{4}-\d{2}$/);
  await month.selectOption(chosen);
  await expect(page).toHaveURL(new RegExp(`month=${chosen}`));
  const inMonth = await countOf(page);
  expect(inMonth).toBeGreaterThan(0);
  for (const badge of await page.getByTestId('event-card').locator('time').all()) {
    expect(await badge.getAttribute('datetime')).toMatch(new RegExp(`^${chosen}-`));
  }
  await page.reload();
  expect(await countOf(page)).toBe(inMonth);
  await expect(page.getByRole('combobox', { name: '월' })).toHaveValue(chosen);

  // Past events: their own tab (the month is dropped); keyboard works on the tabs.
  await page.getByRole('tab', { name: '다가오는 이벤트' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/when=past/);
  await expect(page).not.toHaveURL(/month=/);
  await expect(page.getByRole('tab', { name: '지난 이벤트' })).toHaveAttribute('aria-selected', 'true');
  expect(await countOf(page)).toBeGreaterThan(0);
  await expect(page.getByTestId('event-card').first()).toContainText('종료');
  await saveScreenshot(page, testInfo, 'events-past', false);
});

test('an event page shows the schedule in Seoul time, the speakers and agenda, JSON-LD, and sends a guest to sign in', async ({ page, request }, testInfo) => {
  const event = await smallEvent(request);
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByTestId('event-when')).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일 \([월화수목금토일]\) 10:00–12:00/);
  await expect(page.getByRole('heading', { name: '프로그램' })).toBeVisible();
  await expect(page.getByTestId('add-to-calendar').first()).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = blocks.map((text) => JSON.parse(text) as { '@type': string; startDate: string; offers: { priceCurrency: string } }).find((data) => data['@type'] === 'Event');
  expect(ld, 'the page carries schema.org Event data').toBeTruthy();
  expect(ld!.startDate).toMatch(/T10:00:00\+09:00$/);
  expect(ld!.offers.priceCurrency).toBe('KRW');

  const signIn = page.getByTestId('registration-sign-in');
  await expect(signIn).toBeVisible();
  await expect(signIn).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(`/event/${event.id}`)}`);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'event-page-guest');
});

/** A browser of its own for one member, signed in and on the event page. */
async function memberOn(browser: Browser, testInfo: TestInfo, account: DemoAccount, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const { viewport, userAgent, isMobile: mobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, isMobile: mobile, hasTouch, deviceScaleFactor, baseURL: 'http://localhost:3000', locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  await signInAs(page, account, path);
  return { context, page };
}

/** Waits until the panel has read the member's registration. */
async function panelReady(page: Page) {
  const panel = page.getByTestId('registration-panel');
  await expect(panel.getByTestId('registration-form').or(panel.getByTestId('registration-status')).or(panel.getByTestId('registration-closed'))).toBeVisible();
  return panel;
}

/** Cancels the member's registration through the panel and its system confirm. */
async function cancelOn(page: Page) {
  await page.getByTestId('registration-cancel').click();
  const dialog = page.getByRole('dialog').filter({ hasText: /취소할까요/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '신청 취소' }).click();
  await expect(dialog).toBeHidden();
}

/** Starts from no registration (the other viewport's run used the same accounts and event). */
async function startClean(page: Page) {
  await page.reload();
  const panel = await panelReady(page);
  if (await panel.getByTestId('registration-cancel').isVisible()) {
    await cancelOn(page);
    await expect(panel.getByTestId('registration-form')).toBeVisible();
  }
}

/** Registers with the prefilled name and e-mail (the form fills them from the account). */
async function register(page: Page, account: DemoAccount, button: string) {
  const panel = await panelReady(page);
  await expect(panel.getByLabel(/이메일/)).toHaveValue(account.email);
  await panel.getByLabel(/회사/).fill('샘플자산운용');
  await panel.getByRole('button', { name: button }).click();
  await expect(panel.getByTestId('registration-status')).toBeVisible();
}

test('members register until the event is full, the next joins the waiting list, and a cancellation moves them up', async ({ browser, request }, testInfo) => {
  // Once, on desktop: the desktop and mobile runs share the database and may run at the same time (two
  // workers), and the seats of one small event cannot be taken twice. The panel's 390 px layout is in the
  // event page test and the component tests.
  test.skip(isMobile(testInfo), 'the seats of the small event are taken once, on desktop');
  test.setTimeout(180_000);
  const event = await smallEvent(request);
  const path = `/event/${event.id}`;
  const [minjun, seoyeon, yuna] = [DEMO_ACCOUNTS.minjun, DEMO_ACCOUNTS.seoyeon, DEMO_ACCOUNTS.yuna];
  const first = await memberOn(browser, testInfo, minjun, path);
  const second = await memberOn(browser, testInfo, seoyeon, path);
  const third = await memberOn(browser, testInfo, yuna, path);
  try {
    for (const member of [first, second, third]) await startClean(member.page);

    // Two seats: 김민준 and 이서연 get them.
    await first.page.reload();
    await expect(first.page.getByTestId('registration-panel').getByTestId('event-seats')).toHaveText('잔여 2석');
    await register(first.page, minjun, '참가 신청하기');
    await expect(first.page.getByTestId('registration-status')).toContainText('참가 확정');
    await saveScreenshot(first.page, testInfo, 'event-registered');

    await second.page.reload();
    await expect(second.page.getByTestId('registration-panel').getByTestId('event-seats')).toHaveText('잔여 1석');
    await register(second.page, seoyeon, '참가 신청하기');
    await expect(second.page.getByTestId('registration-status')).toContainText('참가 확정');
    await expect(second.page.getByTestId('registration-panel').getByTestId('event-seats')).toHaveText('대기 신청 가능');

    // Full: Choi Yuna joins the waiting list as the first in line.
    await third.page.reload();
    const panel = await panelReady(third.page);
    await expect(panel).toContainText('정원이 모두 찼습니다');
    await register(third.page, yuna, '대기 신청하기');
    await expect(third.page.getByTestId('waitlist-position')).toHaveText('대기 1번째');
    await saveScreenshot(third.page, testInfo, 'event-waitlisted');

    // 김민준 cancels: the seat goes to the waiting member.
    await first.page.reload();
    await panelReady(first.page);
    await cancelOn(first.page);
    await expect(first.page.getByTestId('registration-cancelled')).toBeVisible();

    await third.page.reload();
    await expect((await panelReady(third.page)).getByTestId('registration-status')).toContainText('참가 확정');
    await third.page.goto('/user/events');
    await expect(third.page.getByRole('heading', { level: 1, name: '내 이벤트 신청' })).toBeVisible();
    const mine = third.page.getByTestId('my-event').filter({ hasText: event.title });
    await expect(mine.getByTestId('my-event-status')).toHaveText('참가 확정');
    await expectNoSidewaysScroll(third.page);
    await saveScreenshot(third.page, testInfo, 'my-events');

    await first.page.goto('/user/events');
    await expect(first.page.getByTestId('my-event').filter({ hasText: event.title }).getByTestId('my-event-status')).toHaveText('취소됨');
  } finally {
    await Promise.all([first.context.close(), second.context.close(), third.context.close()]);
  }
});

test('/user/events needs a signed-in member', async ({ page }) => {
  await page.goto('/user/events');
  await expect(page).toHaveURL(/\/sign-in\?.*redirect=%2Fuser%2Fevents/);
});
