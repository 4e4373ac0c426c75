import { createHash } from 'node:crypto';

/**
 * Local pictures of the 시티폴리오 demo, drawn as SVG like the article thumbnails (demo/thumbnails.ts):
 * a 16:9 still for each video (no network: the provider's thumbnail is never fetched) and a 2:3 cover
 * for each book. Both carry an unobtrusive 'SPI 샘플' mark.
 */
export const VIDEO_STILL = { width: 1280, height: 720 } as const;
export const BOOK_COVER = { width: 600, height: 900 } as const;

const FONT = "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";
const PALETTES = [
  { from: '#1d2b4f', to: '#3d6fd9', ink: '#ffffff', accent: '#9db8f2' },
  { from: '#143d33', to: '#1f9a7a', ink: '#ffffff', accent: '#a6e3cf' },
  { from: '#2c1f5c', to: '#6a4bd1', ink: '#ffffff', accent: '#c8b9f4' },
  { from: '#4d2a14', to: '#d9763a', ink: '#ffffff', accent: '#f6c7a4' },
  { from: '#0f3442', to: '#1d8bb0', ink: '#ffffff', accent: '#a3dced' },
  { from: '#4c1b2a', to: '#c94a6e', ink: '#ffffff', accent: '#f1b3c5' },
];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

function hashOf(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

/** Splits a title into lines of at most `max` characters, at spaces where possible (at most `lines`). */
export function wrapTitle(title: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= max) current = next;
    else {
      if (current) out.push(current);
      current = word.length > max ? `${word.slice(0, max - 1)}…` : word;
    }
  }
  if (current) out.push(current);
  if (out.length > lines) return [...out.slice(0, lines - 1), `${out[lines - 1]!.slice(0, max - 1)}…`];
  return out;
}

/** A video still: dark gradient, a play mark and the title (pages show the length themselves). */
export function videoStillSvg(seed: string, title: string): string {
  const h = hashOf(seed);
  const p = PALETTES[h[0]! % PALETTES.length]!;
  const { width, height } = VIDEO_STILL;
  const bars = Array.from({ length: 9 }, (_, i) => {
    const barHeight = 80 + (h[i + 1]! % 220);
    return `<rect x="${700 + i * 58}" y="${height - barHeight}" width="40" height="${barHeight}" rx="4" fill="${p.accent}" fill-opacity="0.18"/>`;
  });
  const lines = wrapTitle(title, 16, 3).map((line, i) =>
    `<text x="80" y="${300 + i * 78}" font-family="${FONT}" font-size="60" font-weight="800" fill="${p.ink}" letter-spacing="-1">${escapeXml(line)}</text>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)} (SPI 샘플 영상 이미지)">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...bars,
    `<circle cx="1100" cy="170" r="72" fill="#ffffff" fill-opacity="0.16"/>`,
    `<path d="M1078 130 L1136 170 L1078 210 Z" fill="#ffffff" fill-opacity="0.85"/>`,
    `<text x="80" y="110" font-family="${FONT}" font-size="26" font-weight="700" fill="${p.accent}">SPI 시티폴리오 · 영상</text>`,
    ...lines,
    `<text x="${width - 80}" y="${height - 40}" text-anchor="end" font-family="${FONT}" font-size="20" font-weight="600" fill="#ffffff" fill-opacity="0.5">SPI 샘플</text>`,
    '</svg>',
  ].join('');
}

/** A book cover: a solid colour with a band, the title, the author and the publisher. */
export function bookCoverSvg(seed: string, title: string, author: string, publisher: string): string {
  const h = hashOf(seed);
  const p = PALETTES[h[0]! % PALETTES.length]!;
  const { width, height } = BOOK_COVER;
  const [main, sub] = title.split(/:\s*/, 2) as [string, string | undefined];
  const lines = wrapTitle(main, 9, 4).map((line, i) =>
    `<text x="60" y="${250 + i * 70}" font-family="${FONT}" font-size="56" font-weight="800" fill="${p.ink}" letter-spacing="-1">${escapeXml(line)}</text>`);
  const subLines = sub ? wrapTitle(sub, 18, 2).map((line, i) =>
    `<text x="60" y="${270 + lines.length * 70 + i * 38}" font-family="${FONT}" font-size="28" font-weight="500" fill="${p.accent}">${escapeXml(line)}</text>`) : [];
  const cx = 150 + (h[1]! % 300);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)} 표지 (SPI 샘플 이미지)">`,
    `<rect width="${width}" height="${height}" fill="${p.from}"/>`,
    `<circle cx="${cx}" cy="${height - 210}" r="${120 + (h[2]! % 80)}" fill="${p.to}" fill-opacity="0.55"/>`,
    `<rect x="0" y="120" width="${width}" height="8" fill="${p.accent}" fill-opacity="0.8"/>`,
    ...lines,
    ...subLines,
    `<text x="60" y="${height - 120}" font-family="${FONT}" font-size="30" font-weight="700" fill="${p.ink}">${escapeXml(author)} 지음</text>`,
    `<text x="60" y="${height - 70}" font-family="${FONT}" font-size="24" font-weight="500" fill="${p.accent}">${escapeXml(publisher)}</text>`,
    `<text x="${width - 40}" y="70" text-anchor="end" font-family="${FONT}" font-size="20" font-weight="600" fill="#ffffff" fill-opacity="0.5">SPI 샘플</text>`,
    '</svg>',
  ].join('');
}
