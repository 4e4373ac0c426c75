#!/usr/bin/env node
// npm run bench:hydration [-- --runs=3 --cpu=4 --pages=home,article --json=file]
// What React renders on a guest's page around hydration (ADR 040), in Debian's Chromium with a phone viewport and a
// slowed CPU: a DevTools hook installed before React lists the function components of every commit. Per page, the
// median of the runs of:
// - hydrated: the components of the hydration commit;
// - next render: the components of the first commit after it (before ADR 040, the synchronous re-render of every
//   browser-only value; now what a default update renders);
// - later (3 s): the components rendered by every later commit within 3 s (transitions, the session, data);
// - task after: the long task (≥ 50 ms) that follows the hydration commit, if any, in ms.
// Component counts do not depend on how fast the host is, unlike Lighthouse's TBT (docs/performance.md). A benchmark,
// not a test: it prints figures.
import { chromium } from '@playwright/test';
import { GUEST_PAGES, parseArgs, printTable, startProduct, writeJson } from './lib.mjs';

/** Runs in the page before any script: records commits (components rendered) and long tasks. */
function installProbe() {
  const log = [];
  window.__spiHydrationProbe = log;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) log.push({ kind: 'task', at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const isComponent = (fiber) => typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      // A fiber rendered in this commit is new (no alternate) or did work (PerformedWork = 1); a subtree whose child
      // is the same object as before was bailed out and is skipped, as React DevTools does.
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          const previous = f.alternate;
          if (isComponent(f) && (previous === null || (f.flags & 1) === 1)) rendered++;
          if (previous === null || f.child !== previous.child) walk(f.child);
        }
      };
      walk(root.current.child);
      log.push({ kind: 'commit', at: performance.now(), rendered });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(browser, url, cpu) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'ko-KR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(installProbe);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__spiHydrationProbe.some((e) => e.kind === 'commit'), undefined, { timeout: 20_000 });
  await page.waitForTimeout(3000);
  const log = await page.evaluate(() => window.__spiHydrationProbe);
  await context.close();
  const commits = log.filter((e) => e.kind === 'commit');
  const [hydration, next, ...later] = commits;
  const task = log.find((e) => e.kind === 'task' && e.at <= hydration.at + 1 && e.at + e.duration >= hydration.at);
  return {
    hydrated: hydration.rendered,
    next: next?.rendered ?? 0,
    later: later.filter((c) => c.at <= hydration.at + 3000).reduce((sum, c) => sum + c.rendered, 0),
    taskAfter: task ? Math.round(task.duration) : 0,
  };
}

const options = parseArgs();
const runs = options.runs;
const cpu = Number(process.argv.find((a) => a.startsWith('--cpu='))?.slice(6) ?? 4);
const wanted = options.pages ? new Set(options.pages) : null;
const product = await startProduct('pglite');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
const rows = [];
try {
  for (const [name, pathOf] of GUEST_PAGES) {
    if (wanted && !wanted.has(name)) continue;
    const url = product.web + (await pathOf(product));
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(browser, url, cpu));
    rows.push({
      page: name,
      hydrated: median(results.map((r) => r.hydrated)),
      'next render': median(results.map((r) => r.next)),
      'later (3 s)': median(results.map((r) => r.later)),
      'task after ms': median(results.map((r) => r.taskAfter)),
    });
  }
} finally {
  await browser.close();
  await product.stop();
}
console.log(`\n[bench:hydration] function components per commit, phone viewport, ${cpu}× CPU, median of ${runs}; ${new Date().toISOString().slice(0, 10)}`);
printTable(rows);
console.log('next render: what React renders right after hydration (ADR 040: browser-only values come later, in a transition).');
if (options.json) writeJson(options.json, rows);
