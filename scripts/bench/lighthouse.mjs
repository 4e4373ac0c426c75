#!/usr/bin/env node
// npm run bench:lighthouse [-- --db=pglite|postgres|both --runs=3 --json=file]
// Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU slowdown) in Debian's Chromium,
// three runs per page; prints the median performance score, LCP, TBT, CLS and gzip bytes by type. The first row
// is the framework floor (a blank App Router page, framework-floor.mjs) audited the same way; `--pages=floor,…`
// picks it with the others when pages are named.
// `--throttling=devtools` applies the same network and CPU throttling to the real load instead of simulating it
// from an unthrottled one (docs/performance.md, ADR 031: on loopback the simulation counts every script that
// arrives before the first paint, which a phone on a slow network would not wait for; since ADR 039 a guest's page
// asks for its scripts after its first paint, and both measures agree).
// A benchmark, not a test: it prints figures and the budgets of docs/performance.md beside them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildFloorPage, serveFloorPage } from './framework-floor.mjs';
import { anyArticleId, firstId, parseArgs, printTable, startProduct, writeJson } from './lib.mjs';
import { signInThroughProvider } from './sign-in.mjs';

/**
 * The pages measured. Every new main page adds itself here (path, or a function of the product for
 * pages that need an id), so its budget is checked from the day it lands.
 */
export const PAGES = [
  { name: 'home', path: () => '/' },
  { name: 'article', path: async (product) => `/article?id=${await anyArticleId(product.api)}` },
  { name: 'SPI Pro list', path: () => '/article' },
  { name: 'search', path: () => `/search?q=${encodeURIComponent('리츠')}` },
  { name: 'lifestyle', path: () => '/lifestyle' },
  { name: '리츠포커스', path: () => '/reitsfocus' },
  { name: 'REIT page', path: () => '/reitsfocus/330590' },
  { name: 'REIT asset', path: () => '/reitsfocus/330590/assets/330590-1' },
  { name: 'REIT compare', path: () => '/reitsfocus/compare?tickers=330590,293940' },
  { name: 'REIT glossary', path: () => '/reitsfocus/glossary' },
  { name: 'REIT metrics', path: () => '/reitsfocus/metrics' },
  { name: 'REIT export', path: () => '/reitsfocus/export', as: 'kakao-demo-1003' },
  { name: '멤버십', path: () => '/membership' },
  { name: '딜정보', path: () => '/dealsheet' },
  { name: '딜 페이지', path: async (product) => `/dealsheet/${await firstId(product.api, 'deals')}` },
  { name: '딜 통계', path: () => '/dealsheet/statistics', as: 'kakao-demo-1003' },
  { name: '사모펀드', path: () => '/fund' },
  { name: '펀드 페이지', path: async (product) => `/fund/${await firstId(product.api, 'funds')}` },
  { name: '펀드 보고서', path: () => '/fund/reports', as: 'kakao-demo-1003' },
  { name: '펀드 통계', path: () => '/fund/statistics' },
  { name: '이벤트', path: () => '/event' },
  { name: '이벤트 페이지', path: async (product) => `/event/${await firstId(product.api, 'events')}` },
  { name: '채용', path: () => '/recruit' },
  { name: '채용 공고', path: async (product) => `/recruit/${await firstId(product.api, 'recruit')}` },
  { name: '시티폴리오', path: () => '/cityfolio' },
  { name: '시티폴리오 영상', path: async (product) => `/cityfolio/${await firstId(product.api, 'cityfolio/items?kind=VIDEO')}` },
  { name: '투자 성향 진단', path: () => '/cityfolio/profile' },
  { name: '내 이벤트 신청', path: () => '/user/events', as: 'kakao-demo-1001' },
  // Sophi: the panel opened on load (its code is loaded only then), and the admins' usage screen.
  { name: 'Sophi 열림', path: () => '/?sophi=open' },
  { name: '관리: Sophi', path: () => '/admin/sophi', as: 'google-demo-2001' },
  // Editors' screens of 이벤트, 채용 and 시티폴리오 (dynamic, signed in as the demo admin).
  { name: '관리: 이벤트', path: () => '/admin/events', as: 'google-demo-2001' },
  { name: '관리: 이벤트 등록', path: () => '/admin/events/new', as: 'google-demo-2001' },
  { name: '관리: 이벤트 편집', path: async (product) => `/admin/events/${await firstId(product.api, 'events')}`, as: 'google-demo-2001' },
  { name: '관리: 채용', path: () => '/admin/recruit', as: 'google-demo-2001' },
  { name: '관리: 채용 등록', path: () => '/admin/recruit/new', as: 'google-demo-2001' },
  { name: '관리: 채용 편집', path: async (product) => `/admin/recruit/${await firstId(product.api, 'recruit')}`, as: 'google-demo-2001' },
  { name: '관리: 시티폴리오', path: () => '/admin/cityfolio', as: 'google-demo-2001' },
  { name: '관리: 시티폴리오 등록', path: () => '/admin/cityfolio/new', as: 'google-demo-2001' },
  { name: '관리: 시티폴리오 편집', path: async (product) => `/admin/cityfolio/${await firstId(product.api, 'cityfolio/items?kind=VIDEO')}`, as: 'google-demo-2001' },
  // Personal pages (dynamic, never cached), measured signed in as a seeded account of the local provider.
  { name: '법인 등록', path: () => '/user/corporation/register', as: 'google-demo-2002' },
  { name: '법인 관리', path: () => '/user/corporation/manage', as: 'kakao-demo-1002' },
  { name: '법인 정보', path: () => '/user/corporation', as: 'kakao-demo-1002' },
  // Issue 14: the help centre, the 1:1 inquiry, the policies and about, and the operators' screens.
  { name: '고객센터', path: () => '/support' },
  { name: '1:1 문의', path: () => '/support/inquiry', as: 'kakao-demo-1001' },
  { name: '이용약관', path: () => '/policy/terms' },
  { name: '개인정보처리방침', path: () => '/policy/privacy' },
  { name: '회사 소개', path: () => '/about' },
  { name: '관리: 대시보드', path: () => '/admin/dashboard', as: 'google-demo-2001' },
  { name: '관리: 1:1 문의', path: () => '/admin/support/inquiries', as: 'google-demo-2001' },
  { name: '학생 인증', path: () => '/user/student', as: 'google-demo-2002' },
  { name: '무통장입금 확인', path: () => '/admin/billing/deposits', as: 'google-demo-2001' },
  { name: '학생 인증 심사', path: () => '/admin/billing/students', as: 'google-demo-2001' },
];

/**
 * Runs `work` with a new page of Lighthouse's own Chrome (over CDP), then closes the page and disconnects; the
 * browser keeps running for Lighthouse.
 */
async function withLighthousePage(chromePort, work) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await work(page);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Signs Lighthouse's Chrome in as a seeded account through the local provider's page, so the session cookies and
 * the client's session state are those of a reader who signed in; the audits of that page then keep the
 * browser's storage (disableStorageReset). Signed-in pages are measured on the public origin (localhost), where
 * the provider returns and the cookies live.
 */
const signInBrowser = (chromePort, web, account) => withLighthousePage(chromePort, async (page) => {
  await page.context().clearCookies();
  await signInThroughProvider(page, publicOrigin(web), account);
});

/** Empties the HTTP cache of Lighthouse's Chrome (cookies stay): each signed-in audit is a first load. */
const clearHttpCache = (chromePort) => withLighthousePage(chromePort, async (page) => {
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
});

/**
 * A guest's visit with the browser's Accept-Encoding, before each audit: the first visit renders a cached page,
 * and the front page cache keeps one copy per encoding (with the styles inline, ADR 031) for 30 s, so Lighthouse
 * measures what readers get after it on every run.
 */
const visitAsBrowser = (url) => fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }).then((res) => res.arrayBuffer());

const publicOrigin = (web) => web.replace('//127.0.0.1', '//localhost');

const BUDGET = { score: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-default-apps', '--no-first-run', '--disable-sync', '--disable-dev-shm-usage'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Transfer (gzip) bytes by resource type from the network-requests audit. */
function bytesByType(lhr) {
  const totals = { Script: 0, Font: 0, Stylesheet: 0, Image: 0, Document: 0, Fetch: 0, Other: 0 };
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    const type = item.resourceType in totals ? item.resourceType : item.resourceType === 'XHR' ? 'Fetch' : 'Other';
    totals[type] += item.transferSize ?? 0;
  }
  return totals;
}

function foreignRequests(lhr) {
  return (lhr.audits['network-requests']?.details?.items ?? [])
    .map((item) => item.url)
    .filter((url) => { try { return !['127.0.0.1', 'localhost'].includes(new URL(url).hostname) && !url.startsWith('data:'); } catch { return false; } });
}

async function audit(url, port, signedIn, throttling) {
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP); such a run is tried again, twice at most.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn, throttlingMethod: throttling });
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  }
}

/** The median of each figure over one page's runs, as a row of the table. */
function summarise(db, page, runs) {
  const bytes = runs.map(bytesByType);
  const kb = (type) => Math.round(median(bytes.map((b) => b[type])) / 102.4) / 10;
  return {
    db,
    page,
    score: Math.round(median(runs.map((r) => (r.categories.performance.score ?? 0) * 100))),
    'LCP ms': Math.round(median(runs.map((r) => r.audits['largest-contentful-paint'].numericValue))),
    'TBT ms': Math.round(median(runs.map((r) => r.audits['total-blocking-time'].numericValue))),
    CLS: Number(median(runs.map((r) => r.audits['cumulative-layout-shift'].numericValue)).toFixed(3)),
    'JS kB': kb('Script'),
    'font kB': kb('Font'),
    'CSS kB': kb('Stylesheet'),
    'img kB': kb('Image'),
    'doc kB': kb('Document'),
    'API kB': kb('Fetch'),
  };
}

/** The framework floor (framework-floor.mjs) audited the same way: what the stack alone scores on this host. */
async function auditFloor(runs, throttling) {
  buildFloorPage();
  const floor = await serveFloorPage(FLOOR_PORT);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(floor.url, chrome.port, false, throttling));
    return summarise('-', 'blank App Router page (framework floor)', results);
  } finally {
    await chrome.kill();
    await floor.stop();
  }
}

const FLOOR_PORT = 3390;
const options = parseArgs();
const rows = [];
const warnings = [];
if (!options.pages || options.pages.includes('floor')) {
  console.log('\n[bench:lighthouse] the framework floor: a blank App Router page on this host ...');
  rows.push(await auditFloor(options.runs, options.throttling));
}
for (const db of options.dbs) {
  console.log(`\n[bench:lighthouse] ${db}: starting the product on the bench ports ...`);
  const product = await startProduct(db);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    for (const page of PAGES.filter((p) => !options.pages || options.pages.includes(p.name))) {
      const signedIn = Boolean(page.as);
      const url = `${signedIn ? publicOrigin(product.web) : product.web}${await page.path(product)}`;
      if (signedIn) await signInBrowser(chrome.port, product.web, page.as);
      const runs = [];
      for (let i = 0; i < options.runs; i++) {
        if (signedIn) await clearHttpCache(chrome.port);
        else await visitAsBrowser(url);
        runs.push(await audit(url, chrome.port, signedIn, options.throttling));
      }
      const landed = runs[0]?.finalDisplayedUrl ?? url;
      if (new URL(landed).pathname !== new URL(url).pathname) warnings.push(`${page.name}: ended on ${landed} (not signed in, or refused)`);
      const foreign = runs.flatMap(foreignRequests);
      if (foreign.length) warnings.push(`${page.name}: requests outside this machine: ${[...new Set(foreign)].join(', ')}`);
      rows.push(summarise(db, page.name, runs));
    }
  } finally {
    await chrome.kill();
    await product.stop();
  }
}

console.log(`\n[bench:lighthouse] median of ${options.runs} runs, mobile preset, throttling ${options.throttling === 'devtools' ? 'applied (devtools)' : 'simulated (the preset)'}, ${new Date().toISOString().slice(0, 10)}`);
printTable(rows);
console.log(`\nbudgets: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}`);
console.log('The first row is a blank App Router page (no SPI code) on this host: the part of each figure the stack itself costs.');
console.log('JavaScript: `npm run bench:js` checks SPI\'s share above the framework floor (ADR 029); "JS kB" here is every script transferred during the load, idle-time preloads included.');
for (const row of rows.filter((r) => r.db !== '-')) {
  const over = [
    row.score < BUDGET.score && `score ${row.score}`,
    row['LCP ms'] > BUDGET.lcpMs && `LCP ${row['LCP ms']} ms`,
    row['TBT ms'] > BUDGET.tbtMs && `TBT ${row['TBT ms']} ms`,
    row.CLS > BUDGET.cls && `CLS ${row.CLS}`,
  ].filter(Boolean);
  console.log(`  ${row.db} · ${row.page}: ${over.length ? `OVER BUDGET (${over.join(', ')})` : 'within budget'}`);
}
for (const warning of warnings) console.log(`  warning: ${warning}`);
writeJson(options.json, { date: new Date().toISOString(), runs: options.runs, rows });
