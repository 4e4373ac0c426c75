#!/usr/bin/env node
// npm run bench:js [-- --json=file]
// The JavaScript a page of SPI sends before its first interaction, split into what the framework costs and
// what SPI adds (docs/performance.md, ADR 029):
// - the framework floor: a blank App Router page (framework-floor.mjs) built with the Next.js and React
//   installed here;
// - each reader page as the product serves it (started on the bench ports with PGlite, or BENCH_BASE_URL): its
//   scripts, and its share above the floor. Served, not read from the build's prerendered files: the article
//   pages are rendered on first request, and a page prerendered without the API is its fallback.
// Both are measured the same way: the page's <script src> files (not the nomodule polyfills) gzipped at level 6.
// A benchmark, not a test: it prints figures and the budget beside them.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFloorPage } from './framework-floor.mjs';
import { GUEST_PAGES, parseArgs, printTable, root, startProduct, writeJson } from './lib.mjs';

/** SPI's own JavaScript on a reader page, above the framework floor (ADR 029). */
const SPI_ALLOWANCE_KB = 40;
/** Reader pages, which the budget is for (ADR 029): home, articles and their lists, search, policies, about. */
const READER_PAGES = new Set(['home', 'article', 'SPI Pro list', 'search', '이용약관', '회사 소개', '시티폴리오']);

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/**
 * The scripts a guest's document has its loader add after the first paint (ADR 039): the list at the end of the
 * inline `<script data-spi-scripts>`, as apps/web/src/server/scripts-after-paint.ts `scriptsOfLoader` reads it.
 */
function loaderScripts(html) {
  const match = /<script data-spi-scripts="">[\s\S]*?\}\)\(document,(\[[^\]]*\])\)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : [];
}

/** gzip bytes of the scripts an HTML page loads (module scripts only), read from a build's .next directory. */
function scriptBytes(html, nextDir) {
  const sources = [...html.matchAll(/<script[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/nomodule/i.test(tag))
    .map((tag) => tag.match(/src="\/_next\/([^"]+)"/)?.[1])
    .concat(loaderScripts(html).map((src) => src.match(/^\/_next\/(.+)$/)?.[1]))
    .filter(Boolean);
  return sources.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(nextDir, file)), { level: 6 }).length, 0);
}

/** The framework floor's module scripts, gzipped (framework-floor.mjs). */
function floorBytes() {
  const dir = buildFloorPage();
  const bytes = scriptBytes(readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8'), path.join(dir, '.next'));
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

const options = parseArgs();
const webNext = path.join(root, 'apps/web/.next');
if (!existsSync(path.join(webNext, 'BUILD_ID'))) throw new Error('no build of apps/web: npm run build first');
const versions = ['next', 'react', 'react-dom'].map((name) => `${name} ${JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version}`).join(', ');
const floor = floorBytes();
const rows = [{ page: 'blank App Router page (framework floor)', 'JS kB': kb(floor), 'SPI kB': 0 }];
console.log('[bench:js] starting the product on the bench ports ...');
const product = await startProduct('pglite');
try {
  for (const [page, pathOf] of GUEST_PAGES) {
    const url = `${product.web}${await pathOf(product)}`;
    await fetch(url); // the first request renders a cached page; a reader gets what follows
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${page}: ${url} answered ${response.status}`);
    const bytes = scriptBytes(await response.text(), webNext);
    rows.push({ page, 'JS kB': kb(bytes), 'SPI kB': kb(bytes - floor) });
  }
} finally {
  await product.stop();
}

console.log(`\n[bench:js] gzip (level 6) of each page's module scripts; ${versions}; ${new Date().toISOString().slice(0, 10)}`);
printTable(rows);
console.log(`\nbudget (ADR 029): SPI's share ≤ ${SPI_ALLOWANCE_KB} kB above the framework floor on reader pages`);
for (const row of rows.slice(1).filter((r) => READER_PAGES.has(r.page))) console.log(`  ${row.page}: ${row['SPI kB']} kB → ${row['SPI kB'] <= SPI_ALLOWANCE_KB ? 'within budget' : 'OVER BUDGET'}`);
writeJson(options.json, { date: new Date().toISOString(), versions, floorBytes: floor, rows });
