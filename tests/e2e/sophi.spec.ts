import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS, isMobile, saveScreenshot, signInAs } from './helpers';

/**
 * Sophi (issue 13, ADR 021) as readers use it, on desktop (a side panel beside the page) and mobile (a
 * bottom sheet): ?sophi=open opens the panel, a data question streams its answer with a table card, a
 * question can be stopped, a citation leads to its page with the panel still open, and the article is
 * never covered on desktop. Guests have 5 questions a day per address, so only the first test asks as
 * a guest (one question per project); the others sign in (a different demo member per project).
 */

const panelOf = (page: Page) => page.getByTestId('sophi-panel');
const memberFor = (testInfo: TestInfo) => (isMobile(testInfo) ? DEMO_ACCOUNTS.yuna : DEMO_ACCOUNTS.jiho);

/** Records every length the answer text had, so the test can see it grow token by token. */
async function recordAnswerLengths(page: Page): Promise<void> {
  await page.evaluate(() => {
    const lengths: number[] = [];
    (window as unknown as { __sophiLengths: number[] }).__sophiLengths = lengths;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="sophi-answer-text"]')?.textContent ?? '';
      if (text.length && lengths.at(-1) !== text.length) lengths.push(text.length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function ask(page: Page, question: string): Promise<void> {
  const input = panelOf(page).getByLabel('Sophi에게 질문');
  await expect(input).toBeEnabled();
  await input.fill(question);
  await input.press('Enter');
}

async function anArticleId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/seoul/v1/articles?size=10');
  expect(res.ok()).toBe(true);
  // The oldest of the page: other specs publish (and unpublish) new articles meanwhile, and those come first.
  const articles = ((await res.json()) as { data: { articleId: number }[] }).data;
  const oldest = articles[articles.length - 1];
  expect(oldest, 'the demo data lists articles').toBeTruthy();
  return oldest!.articleId;
}

test('?sophi=open opens the panel; a data question streams its answer with a table card (guest)', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await page.goto('/?sophi=open');
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('role', isMobile(testInfo) ? 'dialog' : 'complementary');
  await expect(panel.getByRole('heading', { name: 'Sophi' })).toBeVisible();
  await expect(panel.getByTestId('sophi-engine')).toHaveText('검색 기반 답변');
  await expect(panel.getByText('답변은 틀릴 수 있으며 투자 권유가 아닙니다', { exact: false })).toBeVisible();
  await expect(panel.getByRole('button', { name: '배당수익률 상위 5개 리츠' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'sophi-empty', false);

  await recordAnswerLengths(page);
  await ask(page, '배당수익률 상위 5개 리츠');
  await expect(panel.getByText('배당수익률 상위 5개 리츠', { exact: true }).first()).toBeVisible();
  const table = panel.getByTestId('sophi-table').first();
  await expect(table).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByTestId('sophi-turn').last()).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  const lengths = await page.evaluate(() => (window as unknown as { __sophiLengths: number[] }).__sophiLengths);
  expect(lengths.length, `the answer grew in steps: ${lengths.join(',')}`).toBeGreaterThan(2);
  expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  await expect(table.locator('caption')).toContainText('기준');
  await expect(table.getByRole('columnheader').first()).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
  await expect(panel.getByText(/오늘 남은 질문 \d+회/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'sophi-table-answer', false);

  // Closing removes ?sophi=open without a navigation and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('sophi'));
  await expect(page.getByRole('button', { name: 'Sophi에게 묻기' })).toBeFocused();
});

test('a question can be stopped while it streams', async ({ page }, testInfo) => {
  await signInAs(page, memberFor(testInfo), '/reitsfocus');
  await page.getByRole('button', { name: 'Sophi에게 묻기' }).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  // The socket is open, so the question reaches the server (a question stopped while still queued in the browser is
  // never stored, and would not be in the history below).
  await expect(panel).toHaveAttribute('data-connection', 'open', { timeout: 15_000 });
  await ask(page, '물류센터 공실률 관련 기사 보여줘');
  const stop = panel.getByRole('button', { name: '답변 중지' });
  await stop.click();
  await expect(panel.getByRole('status').filter({ hasText: '답변을 중지했습니다' })).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByTestId('sophi-turn').last()).toHaveAttribute('data-status', 'cancelled');
  await expect(panel.getByLabel('Sophi에게 질문')).toBeEnabled();

  // The conversation is kept: the history lists it, reopens it, and deletes it after a confirmation.
  const title = '물류센터 공실률 관련 기사 보여줘';
  await panel.getByRole('button', { name: '대화 기록' }).click();
  const list = panel.getByRole('list', { name: '지난 대화' });
  await expect(list.getByRole('button', { name: new RegExp(title) }).first()).toBeVisible({ timeout: 10_000 });
  await list.getByRole('button', { name: new RegExp(title) }).first().click();
  await expect(panel.getByTestId('sophi-turn').first()).toContainText(title);
  await panel.getByRole('button', { name: '대화 기록' }).click();
  const deleteButtons = panel.getByRole('button', { name: `'${title}' 대화 삭제` });
  const before = await deleteButtons.count();
  await deleteButtons.first().click();
  await page.getByRole('dialog', { name: '대화를 삭제할까요?' }).getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByText('대화를 삭제했습니다.')).toBeVisible();
  await expect.poll(() => deleteButtons.count()).toBe(before - 1);
});

test('a citation leads to its page with the panel open, and the panel never covers the article on desktop', { tag: '@mobile' }, async ({ page, request }, testInfo) => {
  const id = await anArticleId(request);
  await signInAs(page, memberFor(testInfo), `/article?id=${id}`);
  await page.goto(`/article?id=${id}&sophi=open`);
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('article')).toBeVisible();
  // On an article the button does not move, and the examples are about the article.
  await expect(panel.getByRole('button', { name: '이 기사 핵심만 알려줘' })).toBeVisible();

  if (!isMobile(testInfo)) {
    const panelBox = (await panel.boundingBox())!;
    const articleBox = (await page.getByTestId('article').boundingBox())!;
    expect(articleBox.x + articleBox.width, 'the article ends left of the panel').toBeLessThanOrEqual(panelBox.x + 1);
    expect(panelBox.width).toBeGreaterThanOrEqual(360);
    await saveScreenshot(page, testInfo, 'sophi-beside-article', false);
  }

  await ask(page, '물류센터 공실률 관련 기사 보여줘');
  await expect(panel.getByTestId('sophi-turn').last()).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  const citation = panel.getByTestId('sophi-citation').locator('a[href^="/article?id="]').first();
  await expect(citation).toBeVisible();
  const href = (await citation.getAttribute('href'))!;
  await citation.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.getByTestId('article')).toBeVisible();
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('sophi-turn')).toHaveCount(1);
});

test('the websocket connects through the web port and says ready', async ({ page }) => {
  await page.goto('/');
  const ready = await page.evaluate(() => new Promise<{ port: string; type: string; protocol: string }>((resolve, reject) => {
    const socket = new WebSocket('ws://localhost:3000/api/sophi/ws', 'sophi.v1');
    const timer = setTimeout(() => reject(new Error('no ready event in 10 s')), 10_000);
    socket.onmessage = (message) => {
      clearTimeout(timer);
      const event = JSON.parse(String(message.data)) as { type: string };
      resolve({ port: new URL(socket.url).port, type: event.type, protocol: socket.protocol });
      socket.close();
    };
    socket.onerror = () => reject(new Error('the websocket failed'));
  }));
  expect(ready).toEqual({ port: '3000', type: 'ready', protocol: 'sophi.v1' });
});
