import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ARTICLES } from '../../packages/db/src/demo/articles';
import { collectForeignRequests, isMobile, saveScreenshot } from './helpers';

/**
 * Reader-facing articles (issue 4): home, lists, the article page and its paywall, search, scraps and
 * history, feeds. Runs against the demo data: 46 sample articles, 20 of them member-only.
 */

const PAYWALL_MARKER = '<!--paywall-->';
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

/** The first member-only demo article with a sentence that only members may read. */
const memberOnly = (() => {
  const demo = DEMO_ARTICLES.find((a) => a.isMemberOnly && a.html.includes(PAYWALL_MARKER))!;
  const rest = demo.html.slice(demo.html.indexOf(PAYWALL_MARKER) + PAYWALL_MARKER.length);
  const paragraph = textOf(/<p>([\s\S]*?)<\/p>/.exec(rest)![1]!);
  const sentence = paragraph.split(/(?<=다\.)\s/)[0]!;
  const lead = textOf(/<p>([\s\S]*?)<\/p>/.exec(demo.html)![1]!);
  return { title: demo.title, sentence, lead };
})();

interface ListItem { articleId: number; title: string; isMemberOnly: boolean }

async function listArticles(request: APIRequestContext, query = ''): Promise<ListItem[]> {
  const res = await request.get(`/api/seoul/v1/articles?size=50${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data as ListItem[];
}

async function memberOnlyArticleId(request: APIRequestContext): Promise<number> {
  const found = (await listArticles(request)).find((a) => a.title === memberOnly.title);
  expect(found, `demo article "${memberOnly.title}" is listed`).toBeTruthy();
  return found!.articleId;
}

const ACCOUNTS = {
  seoyeon: { provider: 'kakao', sub: 'kakao-demo-1002' },
  jiho: { provider: 'google', sub: 'google-demo-2001' },
  minjun: { provider: 'kakao', sub: 'kakao-demo-1001' },
  yuna: { provider: 'google', sub: 'google-demo-2002' },
} as const;

/** Signs in through /sign-in and the local provider's account chooser, landing back on `redirect`. */
async function signIn(page: Page, who: keyof typeof ACCOUNTS, redirect: string): Promise<void> {
  const account = ACCOUNTS[who];
  await page.goto(`/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await page.getByTestId(`sign-in-${account.provider}`).click();
  await page.getByTestId(`account-${account.sub}`).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === redirect, { timeout: 15_000 });
}

test('home shows the newest articles per section and the most read', { tag: '@mobile' }, async ({ page, request }, testInfo) => {
  const foreign = collectForeignRequests(page);
  const newest = (await listArticles(request, '&section=PRO'))[0]!;
  await page.goto('/');
  const pro = page.getByTestId('home-section-PRO');
  await expect(pro.getByTestId('home-latest').getByTestId('article-card').first()).toContainText(newest.title);
  await expect(pro.getByTestId('home-popular').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('home-section-LIFESTYLE').getByTestId('article-card').first()).toBeVisible();
  await expect(pro.getByRole('link', { name: /SPI Pro 전체 보기/ })).toHaveAttribute('href', '/article');
  await saveScreenshot(page, testInfo, 'articles-home');
  expect(foreign).toEqual([]);
});

test('/article lists SPI Pro with category chips, series filter and numbered pages', async ({ page }, testInfo) => {
  await page.goto('/article');
  await expect(page.getByRole('heading', { level: 1, name: 'SPI Pro' })).toBeVisible();
  const cards = page.getByTestId('article-card');
  await expect(cards).toHaveCount(12);
  const pager = page.getByTestId('pagination');
  await pager.getByRole('link', { name: /^2\s*페이지$/ }).click();
  await expect(page).toHaveURL(/\/article\?page=2$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText(/^2\D/);
  await expect(pager.getByRole('link', { name: /이전/ })).toBeVisible();

  await page.getByTestId('list-filters').getByRole('link', { name: '리츠', exact: true }).click();
  await expect(page).toHaveURL(/\/article\?category=reits$/);
  await expect(page.getByTestId('list-filters').getByRole('link', { name: '리츠', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('article-card').first()).toContainText('리츠');
  await page.getByLabel('시리즈').selectOption({ label: '리츠 인사이드' });
  await expect(page).toHaveURL(/category=reits&series=reits-inside/);
  await expect(page.getByTestId('article-card').first()).toContainText('리츠 인사이드');
  await saveScreenshot(page, testInfo, 'articles-list');

  await page.goto('/lifestyle');
  await expect(page.getByRole('heading', { level: 1, name: '라이프스타일 & 투자' })).toBeVisible();
  await expect(page.getByTestId('article-card').first()).toBeVisible();
});

test('a guest reads the lead and the paywall; the member-only part is nowhere: HTML, RSS, search, API', { tag: '@mobile' }, async ({ page, request }, testInfo) => {
  const id = await memberOnlyArticleId(request);
  await page.goto(`/article?id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(memberOnly.title);
  await expect(page.getByTestId('article-lead')).toContainText(memberOnly.lead.slice(0, 30));
  const paywall = page.getByTestId('paywall');
  await expect(paywall).toBeVisible();
  await expect(paywall.getByRole('link', { name: '로그인하고 계속 읽기' })).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(`/article?id=${id}`)}`);
  await expect(paywall.getByRole('link', { name: '멤버십 알아보기' })).toHaveAttribute('href', '/membership');
  expect(await page.content()).not.toContain(memberOnly.sentence);

  // SEO: canonical, Open Graph article, NewsArticle JSON-LD marking the paywalled part.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/article\\?id=${id}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^\d{4}-\d{2}-\d{2}T/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: memberOnly.title, isAccessibleForFree: false, hasPart: { cssSelector: '.paywalled-content' } });
  await saveScreenshot(page, testInfo, 'articles-paywall');

  const raw = await (await request.get(`/article?id=${id}`)).text();
  expect(raw).not.toContain(memberOnly.sentence);
  const rss = await request.get('/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const feed = await rss.text();
  expect(feed).toContain(`/article?id=${id}</link>`);
  expect(feed).toContain('(멤버십 전용)');
  expect(feed).not.toContain(memberOnly.sentence);
  const words = memberOnly.sentence.split(' ').slice(0, 2).join(' ');
  const search = await (await request.get(`/search?q=${encodeURIComponent(words)}`)).text();
  expect(search).not.toContain(memberOnly.sentence);
  const api = await (await request.get(`/api/seoul/v1/articles/${id}`)).text();
  expect(api).not.toContain(memberOnly.sentence);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/article?id=${id}</loc>`);
});

test('이서연 (프리미엄) reads the whole member-only article', async ({ page, request }, testInfo) => {
  const id = await memberOnlyArticleId(request);
  await signIn(page, 'seoyeon', `/article?id=${id}`);
  await expect(page.getByTestId('article-body')).toContainText(memberOnly.sentence);
  await expect(page.getByTestId('paywall')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'articles-article');
});

test('Choi Yuna (라이트) spends one monthly unlock through the article open confirm', async ({ page, request }, testInfo) => {
  // Each project unlocks its own demo article (lowest ids: articles created by other specs come later);
  // an unlocked article stays open for its reader.
  const memberOnlyIds = (await listArticles(request)).filter((a) => a.isMemberOnly && a.title !== memberOnly.title).map((a) => a.articleId).sort((a, b) => a - b);
  const id = memberOnlyIds[testInfo.project.name === 'mobile' ? 1 : 0]!;
  await signIn(page, 'yuna', `/article?id=${id}`);
  const paywall = page.getByTestId('paywall');
  await expect(paywall).toHaveAttribute('data-reason', 'UNLOCK_AVAILABLE');
  const remaining = Number((await paywall.textContent())!.match(/남은 열람 (\d+)회/)![1]);
  expect(remaining).toBeGreaterThan(0);
  expect(remaining).toBeLessThanOrEqual(10);
  await expect(page.getByTestId('article-body')).toHaveCount(0);
  await page.getByTestId('unlock-button').click();
  const dialog = page.getByTestId('article-open-confirm');
  await expect(dialog).toContainText(`이번 달 남은 열람 ${remaining}회 중 1회를 사용해 이 글을 엽니다.`);
  await dialog.getByTestId('article-open-submit').click();
  await expect(page.getByTestId('article-body')).toBeVisible();
  await expect(page.getByTestId('paywall')).toHaveCount(0);
  // The unlock is kept: the article opens directly next time.
  await page.reload();
  await expect(page.getByTestId('article-body')).toBeVisible();
});

test('a guest who presses scrap is offered sign-in', async ({ page, request }) => {
  const id = await memberOnlyArticleId(request);
  await page.goto(`/article?id=${id}`);
  await page.getByTestId('article').getByTestId('scrap-button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('로그인이 필요합니다');
  await dialog.getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === `/article?id=${id}`);
});

test('a member scraps an article, sees it in /user/scrap and the read in /user/history', async ({ page, request }, testInfo) => {
  const id = await memberOnlyArticleId(request);
  await signIn(page, 'seoyeon', `/article?id=${id}`);
  await expect(page.getByTestId('article-body')).toBeVisible();
  const scrap = page.getByTestId('article').getByTestId('scrap-button');
  // Leave the state of an earlier run (the other viewport) behind.
  if ((await scrap.getAttribute('aria-pressed')) === 'true') {
    await scrap.click();
    await expect(page.getByText('스크랩을 해제했습니다.')).toBeVisible();
  }
  await scrap.click();
  await expect(scrap).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('스크랩했습니다.')).toBeVisible();

  await page.goto('/user/scrap');
  const list = page.getByTestId('scrap-list');
  await expect(list.getByTestId('article-card').first()).toContainText(memberOnly.title);
  await expect(page.getByTestId('scrap-tab-CONTENT')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('scrap-tab-CONTENT')).not.toContainText('—');
  await saveScreenshot(page, testInfo, 'articles-scrap');

  await page.goto('/user/history');
  const today = page.getByTestId('history-group').first();
  await expect(today.getByRole('heading', { level: 2 })).toHaveText('오늘');
  await expect(today).toContainText(memberOnly.title);

  // Remove it again from the list.
  await page.goto('/user/scrap');
  const card = page.getByTestId('scrap-list').locator('li').filter({ hasText: memberOnly.title });
  const removeButton = card.getByTestId('scrap-remove');
  const [row, button] = [await card.boundingBox(), await removeButton.boundingBox()];
  expect(button!.x + button!.width).toBeLessThanOrEqual(row!.x + row!.width + 1);
  // Removing offers 실행 취소, which brings the scrap back in its place.
  await removeButton.click();
  await expect(page.getByTestId('scrap-list').locator('li').filter({ hasText: memberOnly.title })).toHaveCount(0);
  await page.getByRole('button', { name: '실행 취소' }).click();
  await expect(page.getByTestId('scrap-list').locator('li').filter({ hasText: memberOnly.title })).toHaveCount(1);
  await card.getByTestId('scrap-remove').click();
  await expect(page.getByText('스크랩을 해제했습니다.').last()).toBeVisible();
  await expect(page.getByTestId('scrap-list').locator('li').filter({ hasText: memberOnly.title })).toHaveCount(0);
});

test('/user/scrap and /user/history need a signed-in user', async ({ page }) => {
  await page.goto('/user/scrap');
  await expect(page).toHaveURL(/\/sign-in\?.*redirect=%2Fuser%2Fscrap/);
  await page.goto('/user/history');
  await expect(page).toHaveURL(/\/sign-in\?.*redirect=%2Fuser%2Fhistory/);
});

test('search for a two-syllable word shows highlighted results by type, with filters', async ({ page }, testInfo) => {
  await page.goto('/search');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('search-input')).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(page.getByTestId('search-input')).toBeFocused();
  await page.keyboard.type('리츠');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%EB%A6%AC%EC%B8%A0$/);
  await expect(page.getByTestId('search-summary')).toContainText(/검색 결과 \d+건 · \d+\.\d{3}초/);
  const hits = page.getByTestId('search-hit');
  await expect(hits.first()).toBeVisible();
  await expect(hits.first().locator('mark').first()).toHaveText('리츠');
  const tabs = page.getByRole('navigation', { name: '검색 결과 유형' });
  await expect(tabs.getByRole('link', { name: /^전체/ })).toHaveAttribute('aria-current', 'page');
  // Deals bought by REITs match '리츠' too (딜정보 is searchable since issue 11).
  await expect(tabs.getByRole('link', { name: /^딜정보/ })).toHaveText(/^딜정보\s*[1-9][\d,]*$/);
  await saveScreenshot(page, testInfo, 'articles-search');

  await page.getByRole('list', { name: '기간' }).getByRole('link', { name: '최근 1주' }).click();
  await expect(page).toHaveURL(/period=week/);
  // A period filters articles only: REITs found nothing, so there is no 리츠 tab (tabs are for types with results).
  await expect(tabs.getByRole('link', { name: /^리츠/ })).toHaveCount(0);
  await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&type=REITS`);
  await expect(tabs.getByRole('link', { name: /^리츠/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('search-empty')).toBeVisible();

  await page.goto(`/search?q=${encodeURIComponent('없는검색어zzqx')}`);
  // Inside the page: while React streams the results in, a hidden copy can briefly exist outside it.
  const empty = page.getByTestId('search-page').getByTestId('search-empty');
  await expect(empty).toContainText('검색 결과가 없습니다');
  await expect(empty.getByRole('link', { name: '리츠' })).toBeVisible();
});

test('tag and writer lists; the SPI Pro tab is not selected there', async ({ page }, testInfo) => {
  await page.goto('/article?id=1');
  const tag = page.getByRole('list', { name: '태그' }).getByRole('link').first();
  const tagName = (await tag.textContent())!.replace('#', '');
  await tag.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${tagName}`);
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  if (!isMobile(testInfo)) await expect(page.getByTestId('main-tab-bar').locator('[aria-current="page"]')).toHaveCount(0);

  await page.goto('/article?id=1');
  await page.getByTestId('article').getByRole('link', { name: /의 글 더 보기/ }).click();
  await expect(page).toHaveURL(/\/article\/writer\//);
  await expect(page.getByTestId('writer-profile')).toContainText('샘플 필자');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
});

test('dark theme article page', async ({ page, context, request }, testInfo) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: testInfo.project.use.baseURL! }]);
  const id = await memberOnlyArticleId(request);
  await page.goto(`/article?id=${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('paywall')).toBeVisible();
  await saveScreenshot(page, testInfo, 'articles-paywall-dark');
  await page.goto('/search?q=%EB%AC%BC%EB%A5%98');
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'articles-search-dark');
});
