import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.1 AA text contrast (1.4.3, 4.5:1) of the semantic colour tokens in globals.css, in the light and the
 * dark theme. The pairs below are the ones that carry text in the product; a new text token or background
 * belongs here. Placeholders use --color-text-subtle (checked through it). Disabled controls are exempt from
 * 1.4.3 and are not listed.
 */

type Rgba = { r: number; g: number; b: number; a: number };
type Theme = 'light' | 'dark';

const css = readFileSync(join(__dirname, 'globals.css'), 'utf8');

function tokenValue(name: string): string {
  const match = new RegExp(`--${name}:\\s*([^;]+);`).exec(css);
  if (!match?.[1]) throw new Error(`--${name} is not defined in globals.css`);
  return match[1].trim();
}

/** Splits `light-dark(a, b)` at its top-level comma (the values may be rgba(...) with commas of their own). */
function themed(value: string, theme: Theme): string {
  const inner = /^light-dark\((.*)\)$/.exec(value)?.[1];
  if (!inner) return value;
  let depth = 0;
  for (let i = 0; i < inner.length; i += 1) {
    const ch = inner[i];
    if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === ',' && depth === 0) return (theme === 'light' ? inner.slice(0, i) : inner.slice(i + 1)).trim();
  }
  throw new Error(`Malformed light-dark(): ${value}`);
}

function parseColour(value: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16), a: 1 };
  }
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (rgba) return { r: Number(rgba[1]), g: Number(rgba[2]), b: Number(rgba[3]), a: rgba[4] === undefined ? 1 : Number(rgba[4]) };
  throw new Error(`Unsupported colour: ${value}`);
}

function colour(token: string, theme: Theme): Rgba {
  return parseColour(themed(tokenValue(token), theme));
}

function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Opaque page backgrounds; translucent ones (accent-soft in dark) are composited over each of them. */
const PAGE_BACKGROUNDS = ['color-bg', 'color-bg-subtle', 'color-surface', 'color-surface-raised'];
const TEXT_ON_PAGE = ['color-text', 'color-text-muted', 'color-text-subtle', 'color-accent', 'color-accent-hover', 'color-up', 'color-down'];

type Pair = { text: string; background: string; under?: string };
const PAIRS: Pair[] = [
  ...TEXT_ON_PAGE.flatMap((text) => PAGE_BACKGROUNDS.map((background) => ({ text, background }))),
  // Chips, selected rows and notes on the soft accent tint.
  ...['color-text', 'color-text-muted', 'color-text-subtle', 'color-accent', 'color-accent-hover'].flatMap((text) =>
    PAGE_BACKGROUNDS.map((under) => ({ text, background: 'color-accent-soft', under })),
  ),
  // Primary buttons and badges.
  { text: 'color-on-accent', background: 'color-accent' },
  { text: 'color-on-accent', background: 'color-accent-hover' },
];

describe('globals.css text contrast (WCAG AA 4.5:1)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it.each(PAIRS.map((p) => [`${p.text} on ${p.background}${p.under ? ` over ${p.under}` : ''}`, p] as const))(
      `${theme}: %s`,
      (_label, pair) => {
        const base = colour(pair.under ?? 'color-bg', theme);
        const background = over(colour(pair.background, theme), base);
        const text = over(colour(pair.text, theme), background);
        expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
      },
    );
  }

  it('keeps the grey hierarchy: muted is stronger than subtle in both themes', () => {
    for (const theme of ['light', 'dark'] as const) {
      const bg = colour('color-bg', theme);
      expect(contrast(colour('color-text-muted', theme), bg)).toBeGreaterThan(contrast(colour('color-text-subtle', theme), bg) + 0.5);
    }
  });

  it('computes the reference contrasts (black on white 21:1, the old subtle grey below AA)', () => {
    expect(contrast(parseColour('#000000'), parseColour('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrast(parseColour('#7c8491'), parseColour('#ffffff'))).toBeLessThan(4.5);
    expect(themed('light-dark(#fff, rgba(1, 2, 3, 0.5))', 'dark')).toBe('rgba(1, 2, 3, 0.5)');
  });
});
