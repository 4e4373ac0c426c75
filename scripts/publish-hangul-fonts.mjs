#!/usr/bin/env node
// Puts Pretendard's Hangul slices where wide screens load them without blocking phones (ADR 026):
// apps/web/public/fonts/pretendard-<version>/ gets the package's 92 variable dynamic-subset files and
// hangul.css, their @font-face rules with `font-display: optional` instead of `swap`. The root layout links
// hangul.css with media="(min-width: 768px)": on a phone the stylesheet neither blocks the first paint nor
// names a font the page uses. The path carries the version, so the files are served as immutable.
// Runs before every web build and dev server (apps/web's prebuild/predev); the output is not committed.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/web/package.json'));
const { version } = require('pretendard/package.json');
const sourceCss = require.resolve('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');
const sourceDir = path.join(path.dirname(sourceCss), 'woff2-dynamic-subset');
const target = path.join(root, 'apps/web/public/fonts', `pretendard-${version}`);

const css = readFileSync(sourceCss, 'utf8')
  .replace(/font-display:\s*swap;/g, 'font-display: optional;')
  .replace(/url\(\.\/woff2-dynamic-subset\//g, 'url(./');
if (!css.includes('font-display: optional;') || css.includes('woff2-dynamic-subset/')) throw new Error('unexpected pretendard CSS');

mkdirSync(target, { recursive: true });
let copied = 0;
for (const file of readdirSync(sourceDir)) {
  if (!file.endsWith('.woff2') || existsSync(path.join(target, file))) continue;
  copyFileSync(path.join(sourceDir, file), path.join(target, file));
  copied += 1;
}
writeFileSync(path.join(target, 'hangul.css'), `/* Pretendard ${version}, copied by scripts/publish-hangul-fonts.mjs; do not edit. */\n${css}`);
console.log(`[fonts] ${path.relative(root, target)}: hangul.css and ${copied} new slice files`);
