import { createHash } from 'node:crypto';

/**
 * Demo article thumbnails drawn locally as SVG (no network, no image library): a soft 16:9 gradient in
 * the category's colours, a few building shapes that vary with the article, the category name in
 * Korean and an unobtrusive 'SPI 샘플' mark. The browser renders the text with its own fonts.
 */
export const THUMBNAIL_WIDTH = 1200;
export const THUMBNAIL_HEIGHT = 675;

interface Palette { from: string; to: string; accent: string; ink: string }

const PALETTES: Record<string, Palette> = {
  office: { from: '#dbe7fb', to: '#f4f7fd', accent: '#3d6fd9', ink: '#1d2b4f' },
  logistics: { from: '#d5f0e8', to: '#f2fbf8', accent: '#1f9a7a', ink: '#143d33' },
  reits: { from: '#e6defa', to: '#f7f4fe', accent: '#6a4bd1', ink: '#2c1f5c' },
  'capital-markets': { from: '#d9e0f7', to: '#f3f5fc', accent: '#3347a8', ink: '#1b2350' },
  policy: { from: '#e1e6ec', to: '#f6f8fa', accent: '#50627a', ink: '#222d3b' },
  interview: { from: '#fbe5d4', to: '#fef6ef', accent: '#d9763a', ink: '#4d2a14' },
  'retail-hotel': { from: '#f9dde5', to: '#fdf3f6', accent: '#c94a6e', ink: '#4c1b2a' },
  'data-center': { from: '#d3eef6', to: '#f1fafd', accent: '#1d8bb0', ink: '#0f3442' },
  lifestyle: { from: '#fde8d8', to: '#fff8f1', accent: '#e08a45', ink: '#4a2c14' },
  'personal-finance': { from: '#e5f2d6', to: '#f7fbf1', accent: '#5f9a2e', ink: '#223a10' },
};

const FALLBACK_PALETTES = Object.values(PALETTES);

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** A small deterministic generator, so the same article always gets the same picture. */
function random(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

export interface ThumbnailInput {
  /** Article slug: varies the shapes. */
  seed: string;
  categorySlug: string;
  categoryName: string;
  /** Small line above the category name, e.g. 'SPI Pro'. */
  sectionName: string;
}

export function thumbnailSvg(input: ThumbnailInput): string {
  const rand = random(input.seed);
  const palette = PALETTES[input.categorySlug] ?? FALLBACK_PALETTES[Math.floor(rand() * FALLBACK_PALETTES.length)]!;
  const font = "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";
  const buildings: string[] = [];
  let x = 560 + Math.floor(rand() * 60);
  while (x < THUMBNAIL_WIDTH - 100) {
    const width = Math.min(60 + Math.floor(rand() * 90), THUMBNAIL_WIDTH - 40 - x);
    const height = 160 + Math.floor(rand() * 300);
    const opacity = (0.1 + rand() * 0.14).toFixed(2);
    buildings.push(`<rect x="${x}" y="${THUMBNAIL_HEIGHT - height}" width="${width}" height="${height}" rx="6" fill="${palette.accent}" fill-opacity="${opacity}"/>`);
    x += width + 12 + Math.floor(rand() * 24);
  }
  const cx = 820 + Math.floor(rand() * 260);
  const cy = 120 + Math.floor(rand() * 120);
  const r = 70 + Math.floor(rand() * 60);
  const label = escapeXml(input.categoryName);
  const section = escapeXml(input.sectionName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" role="img" aria-label="${label} (SPI 샘플 이미지)">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.85" cy="0.1" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="url(#glow)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.accent}" fill-opacity="0.12"/>`,
    ...buildings,
    `<rect x="80" y="404" width="56" height="6" rx="3" fill="${palette.accent}"/>`,
    `<text x="80" y="470" font-family="${font}" font-size="34" font-weight="600" fill="${palette.ink}" fill-opacity="0.7">${section}</text>`,
    `<text x="80" y="568" font-family="${font}" font-size="92" font-weight="800" fill="${palette.ink}" letter-spacing="-2">${label}</text>`,
    `<text x="80" y="92" font-family="${font}" font-size="22" font-weight="600" fill="${palette.ink}" fill-opacity="0.45">SPI 샘플</text>`,
    '</svg>',
  ].join('');
}
