import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { SITE } from '@spi/core';

export const alt = SITE.fullName;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

const FONT = 'node_modules/pretendard/dist/public/static/Pretendard-Bold.otf';

/** The bundled font, found by walking up from the app folder to the workspace's node_modules. */
function fontPath(): string {
  let dir = process.cwd();
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, FONT);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Pretendard font not found for the sharing image');
}

/** Default sharing image, drawn at build time with the bundled Pretendard (no font download). */
export default async function OpengraphImage() {
  const font = await readFile(fontPath());
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: 88, background: '#0C2566', color: '#fff', fontFamily: 'Pretendard' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <div style={{ width: 96, height: 96, borderRadius: 22, background: '#2F6BFF', display: 'flex' }} />
          <div style={{ fontSize: 96, letterSpacing: -2 }}>SPI</div>
        </div>
        <div style={{ marginTop: 48, fontSize: 52 }}>상업용 부동산 전문가를 위한 인사이트</div>
        <div style={{ marginTop: 20, fontSize: 30, color: '#D9E6FF' }}>뉴스 · 상장 리츠 데이터 · 딜 정보 · 사모펀드</div>
      </div>
    ),
    { ...size, fonts: [{ name: 'Pretendard', data: font, weight: 700, style: 'normal' }] },
  );
}
