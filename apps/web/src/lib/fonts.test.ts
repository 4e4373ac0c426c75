// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The generator's ranges (scripts/lib is plain ESM shared with scripts/generate-latin-font.mjs).
import { latinUnicodeRange } from '../../../../scripts/lib/pretendard-latin.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);

describe('Pretendard Latin face (ADR 026)', () => {
  it('declares exactly the code points the generator cut the file to', () => {
    const source = readFileSync(path.join(here, 'fonts.ts'), 'utf8');
    const declared = /prop: 'unicode-range',\s*value: '([^']+)'/.exec(source)?.[1];
    expect(declared).toBe(latinUnicodeRange());
    expect(declared).toContain('U+0020-007E');
  });

  it('is one small file (the font budget of docs/performance.md)', () => {
    const bytes = statSync(path.join(here, '../styles/fonts/pretendard-latin.woff2')).size;
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThan(45_000);
  });

  it('phones name no Hangul web font; wider screens use the Pretendard slices', () => {
    const css = readFileSync(path.join(here, '../styles/globals.css'), 'utf8');
    const [wide, phone] = [...css.matchAll(/--font-sans:([^;]+);/g)].map((m) => m[1]);
    expect(wide).toContain("'Pretendard Variable'");
    expect(phone).not.toContain('Pretendard Variable');
    expect(phone).toContain('--font-pretendard-latin');
    expect(css).toMatch(/@media \(max-width: 767px\) \{\s*:root \{\s*--font-sans:/);
  });
});
