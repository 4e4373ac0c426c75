#!/usr/bin/env node
// Writes apps/web/src/styles/fonts/pretendard-latin.woff2 (committed; ADR 026, docs/performance.md):
// Pretendard Variable cut to Latin, figures and the punctuation SPI's text uses (weights 400–800 only;
// every OpenType feature kept, so tabular figures work). One ~36 kB file that every page preloads
// (`next/font/local` in apps/web/src/lib/fonts.ts). The Hangul slices for wide screens are published at
// build time by scripts/publish-hangul-fonts.mjs.
// Run again after upgrading pretendard: `node scripts/generate-latin-font.mjs`, and commit the file.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LATIN_RANGES } from './lib/pretendard-latin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/web/package.json'));


const variable = readFileSync(require.resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2'));
let text = '';
for (const [from, to] of LATIN_RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
const latin = await subsetFont(variable, text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } } });
const latinTarget = path.join(root, 'apps/web/src/styles/fonts/pretendard-latin.woff2');
writeFileSync(latinTarget, latin);
console.log(`wrote ${path.relative(root, latinTarget)} (${latin.length} bytes)`);
