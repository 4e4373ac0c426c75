import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoSidewaysScroll, isMobile, saveScreenshot, signInAs, systemAlert } from './helpers';

/**
 * The editors' screens of issue 12 (이벤트 and 시티폴리오 in the CMS), as the admin demo account (Park
 * Jiho, ROLE_ADMIN + ROLE_EDITOR) uses them: a seminar created, published and found on /event; a video
 * added by its link with the title fetched before saving; the attendee CSV of a demo event with
 * registrations; and the list and editor screens at 1280 and 390 px.
 */

type Json = Record<string, unknown>;

/** A same-origin API call with the signed-in page's token. */
async function apiFromPage(page: Page, method: string, path: string): Promise<{ status: number; json: Json | null }> {
  return page.evaluate(async ({ method, path }) => {
    const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${decodeURIComponent(cookie('spi-accessToken') ?? '')}` };
    const response = await fetch(path, { method, headers, credentials: 'include' });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }, { method, path });
}

/** The editor has loaded its record (skeleton gone, form shown). */
async function editorReady(page: Page, formTestId: string) {
  await expect(page.getByTestId(formTestId)).toBeVisible();
  await expect(page.getByTestId('editor-skeleton')).toHaveCount(0);
}

/** 'YYYY-MM-DDTHH:mm' in Asia/Seoul, `days` from today at `hour`:00 (a datetime-local value). */
function seoulLocal(days: number, hour: number): string {
  const seoul = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000);
  const day = seoul.toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

test('an editor creates a seminar with speakers, publishes it and finds it on /event', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'One event is enough; the 390 px layout is screenshotted in the screens test.');
  const title = `E2E 오피스 시장 세미나 ${Date.now()}`;
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/events/new');
  await expect(page.getByRole('heading', { level: 1, name: '새 이벤트 등록' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'CMS 메뉴' }).getByRole('link', { name: '이벤트' })).toHaveAttribute('aria-current', 'page');

  // The contract's checks first, on the fields, before anything is sent.
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(page.getByText('제목을(를) 입력해 주세요.')).toBeVisible();
  await expect(page.locator('input[name="title"]')).toHaveAttribute('aria-invalid', 'true');

  await page.locator('input[name="title"]').fill(title);
  await page.locator('input[name="summary"]').fill('E2E 테스트가 만든 세미나입니다.');
  await page.locator('select[name="type"]').selectOption('SEMINAR');
  await page.locator('select[name="status"]').selectOption('PUBLISHED');
  await page.locator('input[name="startsAt"]').fill(seoulLocal(2, 19));
  await page.locator('input[name="endsAt"]').fill(seoulLocal(2, 21));
  await page.locator('input[name="registrationClosesAt"]').fill(seoulLocal(2, 12));
  await page.locator('select[name="format"]').selectOption('HYBRID');
  await page.locator('input[name="venueName"]').fill('SPI 라운지');
  await page.locator('input[name="venueAddress"]').fill('서울 중구 을지로 100');
  await page.locator('input[name="onlineUrl"]').fill('https://meet.example.com/e2e');
  await page.locator('input[name="capacity"]').fill('30');
  await page.locator('input[name="waitlistCapacity"]').fill('5');

  const speakers = page.getByTestId('speaker-rows');
  await speakers.getByRole('button', { name: '연사 추가' }).click();
  await page.locator('input[name="speakers.0.name"]').fill('김하늘');
  await page.locator('input[name="speakers.0.organization"]').fill('SPI 리서치');
  await speakers.getByRole('button', { name: '연사 추가' }).click();
  await page.locator('input[name="speakers.1.name"]').fill('이도윤');
  await speakers.getByRole('button', { name: '연사 2 위로' }).click();
  await expect(page.locator('input[name="speakers.0.name"]')).toHaveValue('이도윤');
  await page.getByTestId('agenda-rows').getByRole('button', { name: '프로그램 추가' }).click();
  await page.locator('input[name="agenda.0.time"]').fill('19:00');
  await page.locator('input[name="agenda.0.title"]').fill('2027 오피스 시장 전망');
  await expect(page.getByTestId('unsaved')).toBeVisible();

  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('이벤트를 등록했습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
  const eventId = /\/admin\/events\/(\d+)$/.exec(page.url())![1]!;
  await editorReady(page, 'event-form');
  await expect(page.locator('input[name="startsAt"]')).toHaveValue(seoulLocal(2, 19));
  await expect(page.locator('input[name="speakers.0.name"]')).toHaveValue('이도윤');
  await expect(page.getByTestId('event-materials')).toBeVisible();
  await expect(page.getByTestId('event-attendees')).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-event-created');

  // The admin list shows it with its seats.
  await page.goto(`/admin/events?q=${encodeURIComponent(title)}`);
  const row = page.getByTestId('admin-event-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('0 / 30');
  await expect(row).toContainText('공개');

  // The public list and page (cached pages are revalidated by the save).
  await expect(async () => {
    await page.goto('/event');
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('이도윤').first()).toBeVisible();
  // The online link is never on the public page.
  await expect(page.getByText('https://meet.example.com/e2e')).toHaveCount(0);
});

test('an editor adds a video by its link and sees the fetched title before and after saving', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'One video is enough; the 390 px layout is screenshotted in the screens test.');
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/cityfolio/new?kind=VIDEO');
  await expect(page.getByRole('heading', { level: 1, name: '새 시티폴리오 영상' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '영상' })).toBeChecked();

  // Not a YouTube or Vimeo link: refused here.
  await page.locator('input[name="videoUrl"]').fill('https://example.com/video/1');
  await page.getByTestId('video-lookup').click();
  await expect(page.getByText('YouTube 또는 Vimeo 영상 주소를 입력해 주세요.')).toBeVisible();

  await page.locator('input[name="videoUrl"]').fill('https://www.youtube.com/watch?v=e2eVideo123');
  await page.getByTestId('video-lookup').click();
  const preview = page.getByTestId('video-preview');
  await expect(preview).toBeVisible();
  const fetched = (await preview.getByTestId('video-preview-title').textContent())?.trim() ?? '';
  expect(fetched.length).toBeGreaterThan(0);
  // The empty title takes the video's.
  await expect(page.locator('input[name="title"]')).toHaveValue(fetched.slice(0, 120));
  await saveScreenshot(page, testInfo, 'admin-cityfolio-video-lookup');

  const title = `E2E 영상 ${Date.now()}`;
  await page.locator('input[name="title"]').fill(title);
  await page.locator('select[name="status"]').selectOption('PUBLISHED');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('시티폴리오 콘텐츠를 등록했습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cityfolio\/\d+$/);
  await editorReady(page, 'cityfolio-form');
  // The metadata stored with the item is the one fetched.
  await expect(page.getByTestId('video-preview-title')).toHaveText(fetched);

  await page.goto(`/admin/cityfolio?type=VIDEO&q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('tab', { name: '영상' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('admin-cityfolio-row').filter({ hasText: title })).toBeVisible();
});

test('an editor downloads the attendee CSV of a demo event with registrations', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'One download is enough.');
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/events');
  await expect(page.getByTestId('admin-event-table')).toBeVisible();

  // A demo event with confirmed registrations, from the admin list.
  const list = await apiFromPage(page, 'GET', '/api/seoul/v1/admin/events?size=100');
  expect(list.status).toBe(200);
  const events = (list.json?.data ?? []) as Array<{ id: string; title: string; counts: { confirmed: number } }>;
  const event = events.find((e) => e.counts.confirmed > 0);
  expect(event, 'a demo event with registrations').toBeTruthy();

  await page.goto(`/admin/events/${event!.id}`);
  await editorReady(page, 'event-form');
  const attendees = page.getByTestId('event-attendees');
  await expect(attendees.getByRole('tab', { name: `확정 ${event!.counts.confirmed.toLocaleString('ko-KR')}` })).toHaveAttribute('aria-selected', 'true');
  await expect(attendees.getByTestId('attendee-row').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-event-attendees');

  const [download] = await Promise.all([page.waitForEvent('download'), attendees.getByTestId('attendees-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1).split(/\r?\n/)[0]).toContain('신청번호');
  // A header and one line per confirmed registration (at least).
  expect(text.trim().split(/\r?\n/).length).toBeGreaterThan(1);
});

test('the 이벤트 and 시티폴리오 screens: lists, tabs and the new forms', async ({ page }, testInfo) => {
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();
  await expect(page.getByTestId('admin-event-table')).toBeVisible();
  await expect(page.getByRole('link', { name: '파일로 가져오기' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-events');

  await page.getByLabel('공개 상태').selectOption('PUBLISHED');
  await expect(page).toHaveURL(/\/admin\/events\?status=PUBLISHED$/);
  await expect(page.getByTestId('admin-event-row').first()).toContainText('공개');

  await page.goto('/admin/events/new');
  await expect(page.getByTestId('event-form')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-event-new');

  // The three sections are in the CMS navigation (a row of chips on phones).
  const nav = page.getByRole('navigation', { name: 'CMS 메뉴' });
  for (const label of ['시티폴리오', '이벤트', '채용']) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: '시티폴리오', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/cityfolio$/);
  await expect(page.getByTestId('admin-cityfolio-table')).toBeVisible();
  await page.getByRole('tab', { name: '책' }).click();
  await expect(page).toHaveURL(/\/admin\/cityfolio\?type=BOOK$/);
  await expect(page.getByTestId('admin-cityfolio-row').first()).toContainText('책');
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-cityfolio-books');

  await page.getByRole('link', { name: '새 책 등록' }).click();
  await expect(page).toHaveURL(/\/admin\/cityfolio\/new\?kind=BOOK$/);
  await expect(page.getByRole('radio', { name: '책' })).toBeChecked();
  await expect(page.getByTestId('cityfolio-section-book')).toBeVisible();
  await page.getByRole('radio', { name: '이벤트' }).click();
  await expect(page.getByTestId('cityfolio-section-event')).toBeVisible();
  await expect(page.getByTestId('cityfolio-section-book')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, testInfo, 'admin-cityfolio-new');
});

test('a member without an editor role is turned away from the 이벤트 and 시티폴리오 screens', async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.yuna, '/');
  for (const path of ['/admin/events', '/admin/cityfolio/new']) {
    await page.goto(path);
    const alert = systemAlert(page, '해당 페이지에 접근할 수 있는 권한이 없습니다.');
    await expect(alert).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await alert.getByRole('button', { name: '확인' }).click();
  }
});
