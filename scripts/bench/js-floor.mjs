#!/usr/bin/env node
// npm run bench:js [-- --json=file]
// The JavaScript a page of SPI sends before its first interaction, split into what the framework costs and
// what SPI adds (docs/performance.md, ADR 029):
// - the framework floor: a blank App Router page (one layout, one page, no client component) built with the
//   Next.js and React installed here, in .data/js-floor;
// - each page prerendered by the last `npm run build` (apps/web/.next/server/app/*.html): its scripts, and
//   its share above the floor.
// Both are measured the same way: the page's <script src> files (not the nomodule polyfills) gzipped at level 6.
// A benchmark, not a test: it prints figures and the budget beside them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs, printTable, root, writeJson } from './lib.mjs';

/** SPI's own JavaScript on a reader page, above the framework floor (ADR 029). */
const SPI_ALLOWANCE_KB = 40;
/** Prerendered pages measured, by their file under .next/server/app (reader pages first). */
const PAGES = [
  ['/', 'index.html'],
  ['/policy/terms', 'policy/terms.html'],
  ['/about', 'about.html'],
  ['/cityfolio', 'cityfolio.html'],
  ['/membership', 'membership.html'],
  ['/event', 'event.html'],
  ['/recruit', 'recruit.html'],
  ['/reitsfocus', 'reitsfocus.html'],
  ['/dealsheet', 'dealsheet.html'],
  ['/fund', 'fund.html'],
];

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** gzip bytes of the scripts an HTML page loads (module scripts only), read from a build's .next directory. */
function scriptBytes(html, nextDir) {
  const sources = [...html.matchAll(/<script[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/nomodule/i.test(tag))
    .map((tag) => tag.match(/src="\/_next\/([^"]+)"/)?.[1])
    .filter(Boolean);
  return sources.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(nextDir, file)), { level: 6 }).length, 0);
}

function buildFloor() {
  const dir = path.join(root, '.data/js-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "spi-js-floor", "private": true }\n');
  writeFileSync(path.join(dir, 'app/layout.jsx'), 'export default function Layout({ children }) {\n  return <html lang="ko"><body>{children}</body></html>;\n}\n');
  writeFileSync(path.join(dir, 'app/page.jsx'), 'export default function Page() {\n  return <main><h1>SPI</h1></main>;\n}\n');
  console.log('[bench:js] building a blank App Router page with this Next.js and React ...');
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const built = spawnSync(process.execPath, [next, 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error(`the blank page did not build:\n${built.stdout}\n${built.stderr}`);
  const bytes = scriptBytes(readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8'), path.join(dir, '.next'));
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

const options = parseArgs();
const webNext = path.join(root, 'apps/web/.next');
if (!existsSync(path.join(webNext, 'BUILD_ID'))) throw new Error('no build of apps/web: npm run build first');
const versions = ['next', 'react', 'react-dom'].map((name) => `${name} ${JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version}`).join(', ');
const floor = buildFloor();
const rows = [{ page: 'blank App Router page (framework floor)', 'JS kB': kb(floor), 'SPI kB': 0 }];
for (const [page, file] of PAGES) {
  const htmlFile = path.join(webNext, 'server/app', file);
  if (!existsSync(htmlFile)) continue;
  const bytes = scriptBytes(readFileSync(htmlFile, 'utf8'), webNext);
  rows.push({ page, 'JS kB': kb(bytes), 'SPI kB': kb(bytes - floor) });
}

console.log(`\n[bench:js] gzip (level 6) of each page's module scripts; ${versions}; ${new Date().toISOString().slice(0, 10)}`);
printTable(rows);
console.log(`\nbudget (ADR 029): SPI's share ≤ ${SPI_ALLOWANCE_KB} kB above the framework floor on reader pages`);
for (const row of rows.slice(1)) console.log(`  ${row.page}: ${row['SPI kB']} kB → ${row['SPI kB'] <= SPI_ALLOWANCE_KB ? 'within budget' : 'OVER BUDGET'}`);
writeJson(options.json, { date: new Date().toISOString(), versions, floorBytes: floor, rows });
