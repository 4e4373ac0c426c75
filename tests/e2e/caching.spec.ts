import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInAs } from './helpers';

/**
 * Cached public pages stay correct (issue 7): the article page and the lists are rendered once per
 * change, on every web process (the e2e server runs two, ports E2E_PORT and E2E_PORT+1, as behind a
 * load balancer), and each editor change shows on both within about a second. A guest's cached page
 * never holds member-only text, even after a member has read the same page.
 * The flow is about what an editor and a reader do, so it runs once, in the desktop project.
 */

test.skip(({ isMobile }) => isMobile, 'Editor flow: runs once, in the desktop project.');

const port = Number(process.env.E2E_PORT ?? 3000);
const webInstances = Number(process.env.E2E_WEB_INSTANCES ?? 2);
const ORIGINS = Array.from({ length: webInstances }, (_, i) => `http://127.0.0.1:${port + i}`);
const CSRF_HEADER = 'x-csrf-token';
/**
 * "Within a second": the poll allows the second plus one render of the page. The change shows on the first
 * request after the tag expires, and that request renders the page: 0.3–0.5 s on a quiet machine, but 1–1.5 s
 * while the whole suite keeps both cores busy (measured: a 1,031 ms render on the second web process), which
 * made a 1.5 s window fail under load with the expiry itself on time.
 */
const WITHIN = { timeout: 2_500, intervals: [50, 100, 100, 200, 200, 250, 300] };

interface Editor { request: APIRequestContext; csrf: string }

/** Park Jiho (admin, editor) signed in through the provider; the page's cookies carry the session. */
async function editorSession(page: Page): Promise<Editor> {
  await signInAs(page, DEMO_ACCOUNTS.jiho, '/');
  const res = await page.request.get('/api/auth/csrf');
  expect(res.ok()).toBe(true);
  return { request: page.request, csrf: ((await res.json()) as { csrfToken: string }).csrfToken };
}

async function send(editor: Editor, method: 'POST' | 'PUT', path: string, data?: unknown) {
  const res = await editor.request.fetch(`/api/seoul/v1/admin${path}`, { method, data, headers: { [CSRF_HEADER]: editor.csrf } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

async function firstIds(editor: Editor): Promise<{ categoryId: string; writerId: string }> {
  const categories = (await (await editor.request.get('/api/seoul/v1/admin/categories')).json()).data as Array<{ categoryId: string; section: string; parentId: string | null }>;
  const writers = (await (await editor.request.get('/api/seoul/v1/admin/writers')).json()).data as Array<{ writerId: string }>;
  const category = categories.find((c) => c.section === 'PRO' && c.parentId) ?? categories.find((c) => c.section === 'PRO')!;
  return { categoryId: category.categoryId, writerId: writers[0]!.writerId };
}

/** A guest's GET of a page on one web process: no cookies, as a crawler or a CDN would ask. */
async function guestHtml(request: APIRequestContext, origin: string, path: string): Promise<{ status: number; html: string; front: string | undefined }> {
  const res = await request.get(`${origin}${path}`, { headers: { cookie: '' }, maxRedirects: 0 });
  return { status: res.status(), html: await res.text(), front: res.headers()['x-spi-page-cache'] };
}

test('an editor publishes, edits and unpublishes; both web processes show each change on the cached article page and list within a second', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const guest = await playwright.request.newContext();
  for (const origin of ORIGINS) {
    const health = await guest.get(`${origin}/api/health`);
    expect(health.ok(), `web process ${origin} runs`).toBe(true);
  }

  const editor = await editorSession(page);
  const run = Date.now().toString(36);
  const title = `캐시 검증 기사 ${run}`;
  const ids = await firstIds(editor);
  const created = await send(editor, 'POST', '/articles', {
    title, description: '캐시 검증용 요약', section: 'PRO', ...ids,
    html: `<p>캐시 검증 본문 BODY${run}: 공개된 기사입니다.</p><p>두 번째 문단입니다.</p>`,
    isMemberOnly: false,
  });
  const articleId = Number(created.articleId);
  const path = `/article?id=${articleId}`;

  // A draft is not a page on either process (and that 404 may itself be cached).
  for (const origin of ORIGINS) expect((await guestHtml(guest, origin, path)).status).toBe(404);

  await send(editor, 'POST', `/articles/${articleId}/publish`);
  for (const origin of ORIGINS) {
    await expect.poll(async () => (await guestHtml(guest, origin, path)).html.includes(title), { ...WITHIN, message: `${origin} shows the published article` }).toBe(true);
    await expect.poll(async () => (await guestHtml(guest, origin, '/article')).html.includes(title), { ...WITHIN, message: `${origin} lists it` }).toBe(true);
  }
  // Served from the caches from now on: the second request is answered by the web process's front page cache
  // (ADR 027) without reaching Next; the edit below must still show within the second.
  for (const origin of ORIGINS) {
    await guestHtml(guest, origin, path);
    expect((await guestHtml(guest, origin, path)).front, `${origin} serves the cached page`).toBe('hit');
  }

  const edited = `${title} (수정됨)`;
  await send(editor, 'PUT', `/articles/${articleId}`, {
    title: edited, description: '캐시 검증용 요약', section: 'PRO', ...ids,
    html: `<p>캐시 검증 본문 EDITED${run}: 고친 문단입니다.</p><p>두 번째 문단입니다.</p>`,
    isMemberOnly: false,
  });
  for (const origin of ORIGINS) {
    await expect.poll(async () => (await guestHtml(guest, origin, path)).html.includes(`EDITED${run}`), { ...WITHIN, message: `${origin} shows the edit` }).toBe(true);
    await expect.poll(async () => (await guestHtml(guest, origin, '/article')).html.includes(edited), { ...WITHIN, message: `${origin} lists the new title` }).toBe(true);
  }

  await send(editor, 'POST', `/articles/${articleId}/unpublish`);
  for (const origin of ORIGINS) {
    await expect.poll(async () => (await guestHtml(guest, origin, path)).status, { ...WITHIN, message: `${origin} no longer serves it` }).toBe(404);
    await expect.poll(async () => (await guestHtml(guest, origin, '/article')).html.includes(edited), { ...WITHIN, message: `${origin} no longer lists it` }).toBe(false);
  }
  await guest.dispose();
});

test('a cached guest page never holds member-only text, even after a member read the same article', async ({ page, browser, playwright }) => {
  test.setTimeout(90_000);
  const editor = await editorSession(page);
  const run = Date.now().toString(36);
  const secret = `멤버 전용 문장 SECRET${run}: 실제 거래 캡레이트는 4.4%였다.`;
  const ids = await firstIds(editor);
  const created = await send(editor, 'POST', '/articles', {
    title: `멤버 전용 캐시 검증 ${run}`, description: '요약', section: 'PRO', ...ids,
    html: `<p>공개 리드 LEAD${run}입니다.</p><p>두 번째 공개 문단입니다.</p><!--paywall--><p>${secret}</p>`,
    isMemberOnly: true,
  });
  const articleId = Number(created.articleId);
  await send(editor, 'POST', `/articles/${articleId}/publish`);
  const path = `/article?id=${articleId}`;

  // A member (staff read everything) opens the page first: their full text loads in their browser only.
  await page.goto(path);
  await expect(page.getByTestId('article-body')).toContainText(`SECRET${run}`);

  // Then guests ask both processes: the cached HTML has the lead and no member-only sentence.
  const guest = await playwright.request.newContext();
  for (const origin of ORIGINS) {
    for (let i = 0; i < 2; i++) {
      const { status, html } = await guestHtml(guest, origin, path);
      expect(status).toBe(200);
      expect(html).toContain(`LEAD${run}`);
      expect(html).not.toContain(`SECRET${run}`);
    }
  }
  // And a guest's browser shows the paywall.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto(path);
  await expect(reader.getByTestId('article-reader')).toHaveAttribute('data-access', 'PAYWALL');
  await expect(reader.getByText(`SECRET${run}`)).toHaveCount(0);
  await context.close();

  await send(editor, 'POST', `/articles/${articleId}/unpublish`);
  await guest.dispose();
});

test("a guest's next visit gets the page's styles in its HTML: no stylesheet request before the first paint, no second copy from React, and the next page still styled", async ({ page }) => {
  // The front page cache keeps the page with its stylesheets inlined (ADR 031); the first request may render it.
  await expect.poll(async () => {
    await page.goto('/policy/terms');
    return page.locator('style[data-inlined-href]').count();
  }, WITHIN).toBeGreaterThan(0);

  const cssRequests: string[] = [];
  page.on('request', (request) => { if (request.resourceType() === 'stylesheet') cssRequests.push(new URL(request.url()).pathname); });
  await page.reload();
  await page.waitForLoadState('networkidle');
  const inlined = await page.locator('style[data-inlined-href]').evaluateAll((styles) => styles.map((s) => s.getAttribute('data-inlined-href')!));
  expect(inlined.length).toBeGreaterThan(0);
  // None of the inlined sheets was fetched; each keeps one link, disabled, which React adopted instead of adding its own.
  expect(cssRequests.filter((path) => inlined.includes(path))).toEqual([]);
  for (const href of inlined) {
    await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
    await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveAttribute('disabled', '');
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('keep-all');
  expect(await unstyledModuleClasses(page)).toEqual([]);

  // A client navigation brings the next page's own stylesheets as links.
  await page.getByTestId('site-footer').getByRole('link', { name: '회사 소개' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => unstyledModuleClasses(page)).toEqual([]);
});

test("a guest's search, which no cache keeps, also paints without a stylesheet request", async ({ page }) => {
  // /search is rendered for each query; the web process sends it whole with its styles inline (ADR 033).
  const cssRequests: string[] = [];
  page.on('request', (request) => { if (request.resourceType() === 'stylesheet') cssRequests.push(new URL(request.url()).pathname); });
  await page.goto(`/search?q=${encodeURIComponent('리츠')}`);
  await expect(page.getByTestId('search-page')).toBeVisible();
  const inlined = await page.locator('style[data-inlined-href]').evaluateAll((styles) => styles.map((s) => s.getAttribute('data-inlined-href')!));
  expect(inlined.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(cssRequests.filter((path) => inlined.includes(path))).toEqual([]);
  expect(await unstyledModuleClasses(page)).toEqual([]);
});

/** Every main tab's guest page. */
const MAIN_PAGES = ['/', '/article', '/lifestyle', '/reitsfocus', '/dealsheet', '/fund', '/event', '/recruit', '/cityfolio', '/membership', '/support', '/about', '/policy/terms'];

test("every main tab's guest page is kept whole, with all of its stylesheets inline", async ({ request }) => {
  // A page whose CSS grows past the inlining limit (ADR 031) silently fetches its stylesheets again before the
  // first paint: home did when its notice brought a shared chunk, and the market lists did at 64 k (ADR 034).
  for (const path of MAIN_PAGES) {
    await expect.poll(async () => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const links = [...html.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]*>/g)];
      const enabled = links.filter(([tag]) => !tag.includes('disabled')).map(([, href]) => href);
      // Nothing streamed after the shell: a list driven by the address bar is in the HTML once (ADR 035).
      const streamed = html.includes('<div hidden id="S:');
      return { kept: response.headers()['x-spi-page-cache'] === 'hit', links: links.length > 0, enabled, streamed };
    }, { timeout: 10_000, intervals: [100, 250, 500], message: path }).toEqual({ kept: true, links: true, enabled: [], streamed: false });
  }
});

/** The scripts a guest's document adds after its first paint: the list its loader is called with (ADR 039). */
function loaderScripts(html: string): string[] {
  const match = /<script data-spi-scripts="">[\s\S]*?\}\)\(document,(\[[^\]]*\])\)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as string[]) : [];
}

test("a guest's main tab paints before it asks for a script, then hydrates", async ({ page, request }) => {
  // On a phone the scripts, run as they arrive, came before the first paint: React's evaluation and hydration
  // (300–600 ms at a phone's speed) held the page back, and Lighthouse's preset put every script on the paint's
  // path (LCP 2.3–2.9 s). A guest's document now asks for them once its first paint is reported (ADR 039).
  for (const path of ['/', '/dealsheet', '/policy/terms']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async/);
    expect(loaderScripts(html).length, path).toBeGreaterThan(5);
    await page.goto(path);
    // Hydrated: React has attached itself to the page's header.
    await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react'))), { message: path }).toBe(true);
    const { paint, firstScript, scripts } = await page.evaluate(() => {
      const fcp = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')!;
      const chunks = performance.getEntriesByType('resource').filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name));
      return { paint: fcp.startTime, firstScript: Math.min(...chunks.map((entry) => entry.startTime)), scripts: chunks.length };
    });
    expect(scripts, path).toBeGreaterThan(5);
    expect(firstScript, path).toBeGreaterThan(paint);
  }
});

test("a guest's member-only page does not move once its scripts have run", async ({ page }) => {
  // A guest is painted before hydration (ADR 039): a section that showed a screenful of skeleton until the session
  // was known collapsed into its locked panel, moving the footer into view (CLS 0.06–0.11). The guest's document
  // shows the panel from the first paint (memberOnlyState).
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [path, locked] of [['/fund/statistics', 'fund-statistics-locked'], ['/dealsheet/statistics', 'statistics-locked']] as const) {
    await page.goto(path);
    await expect(page.getByTestId(locked)).toBeVisible();
    await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react'))), { message: path }).toBe(true);
    await expect(page.getByTestId('screen-skeleton')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift), path).toBeLessThan(0.01);
  }
});

/** The scripts each main tab's HTML loads (src → the tabs that load it); `noModule` ones (polyfills) apart. */
async function mainTabScripts(request: APIRequestContext): Promise<{ scripts: Map<string, string[]>; noModule: Set<string> }> {
  const scripts = new Map<string, string[]>();
  const noModule = new Set<string>();
  for (const path of MAIN_PAGES) {
    const html = await (await request.get(path)).text();
    for (const [tag, src] of html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"[^>]*>/g)) {
      if (/nomodule/i.test(tag)) noModule.add(src!);
      scripts.set(src!, [...(scripts.get(src!) ?? []), path]);
    }
    // A guest's document lists its other scripts in the loader that adds them after the first paint (ADR 039).
    for (const src of loaderScripts(html)) scripts.set(src, [...(scripts.get(src) ?? []), path]);
  }
  return { scripts, noModule };
}

test("no main tab's first load carries zod: the schemas come with the first request that needs them", async ({ request }) => {
  // The contracts build zod schemas when their module loads (lib/lazy-contracts.ts). A constant a page needs, kept in
  // a contract module, brought zod (32 kB gzip) and the contract into the first load of 딜정보, 사모펀드 and 채용.
  const { scripts } = await mainTabScripts(request);
  expect(scripts.size).toBeGreaterThan(5);
  const withZod: string[] = [];
  for (const [src, paths] of scripts) {
    // zod's core names its classes at run time ('$ZodType'), so the name survives minification.
    if ((await (await request.get(src)).text()).includes('"$ZodType"')) withZod.push(...paths);
  }
  expect(withZod).toEqual([]);
});

test("every script a main tab loads with its HTML is compiled while it streams in (V8's compile hint, ADR 038)", async ({ request }) => {
  // Without the hint V8 compiles each function on the main thread the first time hydration calls it: most of the
  // hydration task at 4x CPU. The web build adds it after `next build` (scripts/compile-hints.mjs); a build that
  // skipped the step, or a route whose entry scripts the step did not find, shows here.
  const { scripts, noModule } = await mainTabScripts(request);
  expect(scripts.size).toBeGreaterThan(5);
  const unhinted: string[] = [];
  for (const [src, paths] of scripts) {
    if (noModule.has(src)) continue;
    const firstLine = (await (await request.get(src)).text()).split('\n', 1)[0];
    if (firstLine !== '//# allFunctionsCalledOnLoad') unhinted.push(`${src} (${paths.join(', ')})`);
  }
  expect(unhinted).toEqual([]);
});

test("no main tab uses Intl while it loads: Korean numbers, dates and order are written without ICU", async ({ page }) => {
  // A page's first Intl formatter or collator costs 200–330 ms of main thread at a phone's speed while the
  // browser builds its ICU data (ADR 037); 리츠포커스, a REIT, 딜정보, 사모펀드, 이벤트, 채용 and 멤버십 paid it
  // during hydration. The lint rule keeps SPI's code off Intl; this catches a library or a missed path.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __intlCalls: string[] }).__intlCalls = calls;
    const watch = <T extends object>(owner: T, key: keyof T, name: string) => {
      const original = owner[key] as unknown as (...args: unknown[]) => unknown;
      owner[key] = new Proxy(original, {
        construct: (target, args) => { calls.push(name); return Reflect.construct(target as never, args); },
        apply: (target, self, args) => { calls.push(name); return Reflect.apply(target, self, args); },
      }) as never;
    };
    for (const key of ['NumberFormat', 'DateTimeFormat', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'PluralRules'] as const) watch(Intl, key, `Intl.${key}`);
    watch(String.prototype, 'localeCompare', 'localeCompare');
    watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    watch(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
    watch(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
  });
  const used: Record<string, string[]> = {};
  for (const path of [...MAIN_PAGES, '/reitsfocus/330590', `/search?q=${encodeURIComponent('리츠')}`]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main').first()).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls);
    if (calls.length > 0) used[path] = [...new Set(calls)];
  }
  expect(used).toEqual({});
});

/** CSS-module class names (`AbCdEf_name`) used in the page's main content that no applied stylesheet defines. */
function unstyledModuleClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defined = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      let rules: CSSRuleList;
      try { rules = sheet.cssRules; } catch { continue; }
      const walk = (list: CSSRuleList) => {
        for (const rule of Array.from(list)) {
          if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.([\w-]+)/g)) defined.add(m[1]!);
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      walk(rules);
    }
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('main [class]'))) {
      for (const name of Array.from(element.classList)) if (/^[\w-]{6}_[A-Za-z]\w*$/.test(name)) used.add(name);
    }
    return [...used].filter((name) => !defined.has(name));
  });
}
