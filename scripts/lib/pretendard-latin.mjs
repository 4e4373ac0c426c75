// The code points of SPI's Pretendard Latin face (ADR 026): Latin, figures, Latin-1 punctuation and signs,
// × and ÷, general punctuation, ‰ ′ ″ ‹ ›, ₩ €, ™, arrows, ▲△▼▽. scripts/generate-latin-font.mjs cuts the
// file to these; apps/web/src/lib/fonts.ts declares the same unicode-range (a unit test compares them).
export const LATIN_RANGES = [
  [0x20, 0x7e], [0xa0, 0xbf], [0xd7, 0xd7], [0xf7, 0xf7], [0x2010, 0x2027], [0x2030, 0x2030], [0x2032, 0x2033],
  [0x2039, 0x203a], [0x20a9, 0x20a9], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2190, 0x2193], [0x25b2, 0x25b3],
  [0x25bc, 0x25bd],
];

const hex = (n) => `U+${n.toString(16).toUpperCase().padStart(4, '0')}`;

/** The ranges as a CSS unicode-range value. */
export function latinUnicodeRange() {
  return LATIN_RANGES.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to).slice(2)}`)).join(', ');
}
