#!/usr/bin/env node
// Screenshots of pages at 1280 px and 390 px, light and dark, with Debian's Chromium (no downloads).
// Usage: node scripts/screenshots.mjs [--out=/tmp/shots] [--base=http://localhost:3000] [--full] [--as=kakao-demo-1002] /path1 /path2 ...
// --ask="질문" asks Sophi on the page (open it with ?sophi=open) and waits for the answer before the screenshot.
// --as signs in first with a seeded account of the local provider (kakao-demo-1002 is an editor with PREMIUM).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { signInThroughProvider } from './bench/sign-in.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const out = opt('out', '/tmp/shots');
const base = opt('base', 'http://localhost:3000');
const full = args.includes('--full');
const as = opt('as', null);
const ask = opt('ask', null);
const paths = args.filter((a) => !a.startsWith('--'));
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
for (const path of paths) {
  for (const [label, width, height] of [['desktop', 1280, 900], ['mobile', 390, 844]]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height }, colorScheme: theme, deviceScaleFactor: 1 });
      await context.addCookies([{ name: 'theme', value: theme, url: base }]);
      const page = await context.newPage();
      if (as) {
        await signInThroughProvider(page, base, as, path);
      }
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(2500);
      if (ask) {
        const panel = page.getByTestId('sophi-panel');
        await panel.getByRole('textbox').fill(ask);
        await panel.getByRole('textbox').press('Enter');
        await panel.getByTestId('sophi-turn').last().locator('xpath=self::*[@data-status!="streaming"]').waitFor({ timeout: 20_000 }).catch(() => {});
        await page.waitForTimeout(800);
      }
      const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${label}-${theme}.png`;
      // A full-page capture does not scroll, so the blocks laid out only near the viewport (ADR 032) would be blank.
      if (full) await page.addStyleTag({ content: '.offscreen-lazy { content-visibility: visible !important; }' });
      // Nor does it load what waits for the reader to scroll near it (a REIT page's charts): scroll through first.
      if (full) {
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 80));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(1200);
      }
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
