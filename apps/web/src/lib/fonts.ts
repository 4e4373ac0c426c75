import localFont from 'next/font/local';
import pretendardPackage from 'pretendard/package.json';

/**
 * Pretendard's Latin, figures and punctuation (ADR 026): one ~36 kB variable file (weights 400–800),
 * preloaded by every page, over a metric-matched fallback, so figures and Latin text look the same on every
 * device. `optional`, not `swap` (ADR 031): with a cached page's styles inline, the first paint no longer waits
 * for a stylesheet, and a swap after it re-wrapped long paragraphs (이용약관: CLS 0.155 under slow 4G). The
 * browser holds the first paint briefly for a preloaded optional font; a reader whose network misses that
 * keeps the fallback on this page and has the font from the cache on the next. Hangul comes from the system's Korean font
 * on phones and from Pretendard's unicode-range slices (HANGUL_FONT_STYLESHEET) on wider screens; see
 * `--font-sans` in styles/globals.css. The file is written by scripts/generate-latin-font.mjs, and the
 * unicode-range below is its LATIN_RANGES (a unit test keeps the two in step).
 */
export const pretendardLatin = localFont({
  src: '../styles/fonts/pretendard-latin.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'optional',
  preload: true,
  variable: '--font-pretendard-latin',
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020-007E, U+00A0-00BF, U+00D7, U+00F7, U+2010-2027, U+2030, U+2032-2033, U+2039-203A, U+20A9, U+20AC, U+2122, U+2190-2193, U+25B2-25B3, U+25BC-25BD',
    },
  ],
});

/**
 * Pretendard's 92 Hangul unicode-range slices with `font-display: optional`, published under a versioned path
 * (served immutable) by scripts/publish-hangul-fonts.mjs before every build. The root layout links it with
 * media="(min-width: 768px)", the screens whose `--font-sans` names 'Pretendard Variable'.
 */
export const HANGUL_FONT_STYLESHEET = `/fonts/pretendard-${pretendardPackage.version}/hangul.css`;
